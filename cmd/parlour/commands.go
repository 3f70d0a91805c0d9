package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"parlour/cmd/internal/cli"
	"parlour/engine"
	"parlour/game"
	"parlour/game/record"
)

func cmdGames(args []string, stdout io.Writer) error {
	if len(args) > 0 {
		return cli.Usagef("games takes no arguments")
	}
	for _, g := range game.All() {
		defaults, err := game.Resolve(g.Options, nil)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s: %s\n", g.ID, g.Name)
		if g.Summary != "" {
			fmt.Fprintf(stdout, "  %s\n", g.Summary)
		}
		fmt.Fprintf(stdout, "  seats: %s\n", strings.Join(g.Seats(defaults), ", "))
		if g.Solvable {
			fmt.Fprintf(stdout, "  solvable: yes\n")
		}
		for _, o := range g.Options {
			fmt.Fprintf(stdout, "  option %s (%s): %s\n", o.Key, o.Label, o.Help)
			for _, c := range o.Choices {
				mark := ""
				if c.Value == o.Default() {
					mark = " (default)"
				}
				fmt.Fprintf(stdout, "    %-20s %s%s\n", o.Key+"="+c.Value, c.Label, mark)
			}
		}
	}
	return nil
}

func cmdReplay(args []string, stdout io.Writer) error {
	var gf cli.GameFlags
	fs := cli.NewFlagSet("replay", &gf)
	recordFile := fs.String("record", "", "replay a game record from this file (- for standard input); moves given after it are played on")
	link := fs.String("link", "", "replay a game link (its part after #); moves given after it are played on")
	rest, err := cli.ParseArgs(fs, args)
	if err != nil {
		return err
	}
	var m *game.Match
	switch {
	case *recordFile != "" || *link != "":
		if *recordFile != "" && *link != "" || gf.Position != "" || len(gf.Opts) > 0 {
			return cli.Usagef("--record and --link take no game, options or position of their own, nor each other")
		}
		if m, err = readRecord(*recordFile, *link); err != nil {
			return err
		}
	case len(rest) == 0:
		return cli.Usagef("want GAME [MOVE...], --record FILE or --link LINK")
	default:
		g, opts, err := gf.Game(rest[0])
		if err != nil {
			return err
		}
		rest = rest[1:]
		if m, err = game.NewMatchFrom(g, opts, gf.Position); err != nil {
			return cli.UsageError{Err: err}
		}
	}
	if err := playOn(m, rest); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "position: %s\n", m.State())
	fmt.Fprintf(stdout, "result: %s\n", describe(m.Outcome(), m.State().ToMove(), m.Nouns()))
	return nil
}

// playOn plays moves, in the game's notation, on m; an illegal one is
// named by its number in the game and the reason.
func playOn(m *game.Match, moves []string) error {
	for _, mv := range moves {
		if err := m.PlayString(mv); err != nil {
			return fmt.Errorf("move %d (%s): %w", m.Ply()+1, mv, err)
		}
	}
	return nil
}

// readRecord replays a game record from a file ("-": standard input) or
// a link's fragment.
func readRecord(file, link string) (*game.Match, error) {
	if link != "" {
		if i := strings.IndexByte(link, '#'); i >= 0 {
			link = link[i:]
		}
		_, m, err := record.ParseFragment(link)
		return m, err
	}
	var data []byte
	var err error
	if file == "-" {
		data, err = io.ReadAll(os.Stdin)
	} else {
		data, err = os.ReadFile(file)
	}
	if err != nil {
		return nil, err
	}
	_, m, err := record.Parse(string(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return m, nil
}

// describe says how a game stands, in the words the app uses: who won
// and why ("Hounds win: the hare is trapped"), or who is to move.
func describe(o game.Outcome, toMove game.Player, seats []game.Noun) string {
	return strings.TrimSuffix(game.Status(o, toMove, seats), ".")
}

// solveJSON is the output of solve --json.
type solveJSON struct {
	Winner string `json:"winner"` // seat name, or "none" for a draw
	Plies  int    `json:"plies"`
}

func cmdSolve(args []string, stdout io.Writer) error {
	if handled, err := solveRetro(args, stdout); handled {
		return err
	}
	if handled, err := solveSolo(args, stdout); handled {
		return err
	}
	var gf cli.GameFlags
	fs := cli.NewFlagSet("solve", &gf)
	asJSON := fs.Bool("json", false, "print the result as JSON")
	rest, err := cli.ParseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return cli.Usagef("want exactly one GAME")
	}
	g, opts, err := gf.Game(rest[0])
	if err != nil {
		return err
	}
	if !g.Solvable {
		var ids []string
		for _, x := range game.All() {
			if x.Solvable {
				ids = append(ids, x.ID)
			}
		}
		return cli.Usagef("%s is too large for the exact solver (solvable games: %s)", g.ID, strings.Join(ids, ", "))
	}
	if _, err := gf.Start(g, opts); err != nil {
		return err
	}
	t, err := engine.SolveGame(g, opts, gf.Position)
	if err != nil {
		return err
	}
	r, seats := t.Root(), g.Seats(opts)
	if *asJSON {
		out := solveJSON{Winner: "none", Plies: r.Plies}
		if !r.Draw() {
			out.Winner = seats[r.Winner]
		}
		b, err := json.Marshal(out)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s\n", b)
		return nil
	}
	if r.Draw() {
		fmt.Fprintf(stdout, "Draw with best play (%d positions solved).\n", t.Len())
	} else {
		fmt.Fprintf(stdout, "%s (%d positions solved).\n", withBestPlay(r.Verdict().Text(g.SeatNouns(opts))), t.Len())
	}
	return nil
}

func cmdPerft(args []string, stdout io.Writer) error {
	var gf cli.GameFlags
	rest, err := cli.ParseArgs(cli.NewFlagSet("perft", &gf), args)
	if err != nil {
		return err
	}
	if len(rest) != 2 {
		return cli.Usagef("want GAME DEPTH")
	}
	depth, err := strconv.Atoi(rest[1])
	if err != nil || depth < 0 {
		return cli.Usagef("depth %q: want a whole number from 0 up", rest[1])
	}
	g, opts, err := gf.Game(rest[0])
	if err != nil {
		return err
	}
	s, err := gf.Start(g, opts)
	if err != nil {
		return err
	}
	begin := time.Now()
	n := game.Perft(s, depth)
	took := time.Since(begin)
	fmt.Fprintln(stdout, n)
	fmt.Fprintf(stdout, "%d leaves in %v: %.0f leaves/s\n", n, took.Round(time.Microsecond), float64(n)/max(took.Seconds(), 1e-9))
	return nil
}

// tally counts one AI's results.
type tally struct{ wins, draws, losses int }

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

// String writes the tally: "2 wins, 0 draws, 1 loss".
func (t tally) String() string {
	return plural(t.wins, "win", "wins") + ", " + plural(t.draws, "draw", "draws") + ", " + plural(t.losses, "loss", "losses")
}

func cmdPlay(args []string, stdout io.Writer) error {
	var gf cli.GameFlags
	fs := cli.NewFlagSet("play", &gf)
	aName := fs.String("a", "", "level of AI A")
	bName := fs.String("b", "", "level of AI B")
	games := fs.Int("games", 2, "number of games")
	seed := fs.Uint64("seed", 1, "random seed")
	rest, err := cli.ParseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return cli.Usagef("want exactly one GAME")
	}
	if gf.Position != "" {
		return cli.Usagef("play starts every game from the start; --position is not supported")
	}
	if *aName == "" || *bName == "" {
		return cli.Usagef("want --a LEVEL and --b LEVEL")
	}
	if *games < 1 {
		return cli.Usagef("--games %d: want at least 1", *games)
	}
	g, opts, err := gf.Game(rest[0])
	if err != nil {
		return err
	}
	var levels [2]engine.Level
	for i, n := range []string{*aName, *bName} {
		if levels[i], err = engine.ParseLevel(n); err != nil {
			return cli.UsageError{Err: err}
		}
	}
	var results [2]tally
	for i := 0; i < *games; i++ {
		o, seatA, plies, err := playGame(g, opts, levels, i, *seed)
		if err != nil {
			return fmt.Errorf("game %d: %w", i+1, err)
		}
		m, err := game.NewMatch(g, opts)
		if err != nil {
			return err
		}
		seats := m.Seats()
		aWon := o.Won(seatA)
		bWon := false
		for p := range seats {
			if game.Player(p) != seatA && o.Won(game.Player(p)) {
				bWon = true
			}
		}
		switch {
		case aWon && !bWon:
			results[0].wins++
			results[1].losses++
		case bWon && !aWon:
			results[0].losses++
			results[1].wins++
		default:
			results[0].draws++
			results[1].draws++
		}
		fmt.Fprintf(stdout, "game %d: A (%s) as %s: %s after %d plies\n", i+1, levels[0], seats[seatA], describe(o, game.NoPlayer, m.SeatNouns()), plies)
	}
	fmt.Fprintf(stdout, "A (%s): %s\n", levels[0], results[0])
	fmt.Fprintf(stdout, "B (%s): %s\n", levels[1], results[1])
	return nil
}

// playGame plays game number i: AI A (levels[0]) takes seat i mod the
// number of seats, AI B every other seat. A game longer than the game's
// MaxPlies counts as a draw.
func playGame(g *game.Game, opts game.Options, levels [2]engine.Level, i int, seed uint64) (game.Outcome, game.Player, int, error) {
	m, err := game.NewMatch(g, opts)
	if err != nil {
		return game.Outcome{}, 0, 0, err
	}
	seatA := game.Player(i % m.State().NumPlayers())
	err = cli.PlayOut(m, func(m *game.Match) (game.Move, error) {
		level := levels[1]
		if m.ToMove() == seatA {
			level = levels[0]
		}
		return cli.EngineMove(m, level, seed*1_000_003+uint64(i)*10_007+uint64(m.Ply()), 0)
	})
	switch {
	case errors.Is(err, cli.ErrTooLong):
		return game.Draw(cli.ErrTooLong.Error()), seatA, m.Ply(), nil
	case err != nil:
		return game.Outcome{}, 0, 0, err
	}
	return m.Outcome(), seatA, m.Ply(), nil
}

func cmdBench(args []string, stdout io.Writer) error {
	fs := cli.NewFlagSet("bench", nil)
	all := fs.Bool("variants", false, "bench every variant of the solvable games")
	rest, err := cli.ParseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return cli.Usagef("bench takes no arguments")
	}
	return engine.BenchAll(context.Background(), *all, func(r engine.BenchResult) {
		fmt.Fprintln(stdout, r)
	})
}

// withBestPlay adds "with best play" to a verdict that does not say it:
// "Hounds win in 23 moves, counting both sides, with best play".
func withBestPlay(verdict string) string {
	if strings.HasSuffix(verdict, "with best play") {
		return verdict
	}
	return verdict + ", with best play"
}
