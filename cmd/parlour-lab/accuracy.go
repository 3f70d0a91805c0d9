package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"time"

	"parlour/cmd/internal/cli"
	"parlour/engine"
	"parlour/game"
	"parlour/midend"
)

// accuracyTally counts the judged moves of one seat.
type accuracyTally struct {
	Seat    string `json:"seat"`
	Judged  int    `json:"judged"`  // moves from positions not already lost, every value known
	Kept    int    `json:"kept"`    // of those, moves that kept the value
	Timed   int    `json:"timed"`   // moves whose speed could be judged
	Fastest int    `json:"fastest"` // of those, moves that kept the value at the best speed
	Lost    int    `json:"lost"`    // moves from lost positions, not judged
	Unknown int    `json:"unknown"` // moves where some value was not known, not judged
	Games   int    `json:"games"`   // games the level played in this seat
	Won     int    `json:"won"`     // of those, games it won (or, in a puzzle, solved)
}

// add counts one judgement.
func (t *accuracyTally) add(j engine.Judgement, lost bool) {
	switch {
	case j.Judged:
		t.Judged++
		if j.Kept {
			t.Kept++
		}
		if j.Timed {
			t.Timed++
			if j.Fastest {
				t.Fastest++
			}
		}
	case lost:
		t.Lost++
	default:
		t.Unknown++
	}
}

// merge adds another tally's counts.
func (t *accuracyTally) merge(o accuracyTally) {
	t.Judged += o.Judged
	t.Kept += o.Kept
	t.Timed += o.Timed
	t.Fastest += o.Fastest
	t.Lost += o.Lost
	t.Unknown += o.Unknown
	t.Games += o.Games
	t.Won += o.Won
}

// share writes k of n as a percentage with its 95 % margin (normal
// approximation), or "-" when n is 0.
func share(k, n int) string {
	if n == 0 {
		return "-"
	}
	p := float64(k) / float64(n)
	return fmt.Sprintf("%.1f %% ± %.1f", 100*p, 100*1.96*math.Sqrt(p*(1-p)/float64(n)))
}

// String writes the tally on one line.
func (t accuracyTally) String() string {
	return fmt.Sprintf("%-8s %5d moves judged: %s keep the value, %s keep the fastest (of %d timed); not judged: %d in lost positions, %d unknown; won %d of %d games",
		t.Seat+":", t.Judged, share(t.Kept, t.Judged), share(t.Fastest, t.Timed), t.Timed, t.Lost, t.Unknown, t.Won, t.Games)
}

// cmdAccuracy plays an AI level against a reference player and judges
// each of the level's moves against perfect play: the share of its moves
// that keep the position's value (a win stays a win, a draw a draw) and,
// when winning, keep the fastest win. Moves from lost positions cannot
// lose anything and are not judged. The level plays every seat in turn,
// or only the seat --seat names (a side that is lost from the start has
// nothing to judge). The reference is an AI level, greedy, random, or
// "oracle": the oracle's best move, a seeded choice among equally good
// ones, which is perfect play and instant even where the strongest level
// searches.
//
//	parlour-lab accuracy GAME --level L [--against P] [--seat NAME] [--games N] [--seed S] [--budget D] [--opt KEY=VALUE]... [--json]
func cmdAccuracy(args []string, stdout io.Writer) error {
	a, err := parseAccuracy(args)
	if err != nil {
		return err
	}
	return a.run(stdout)
}

// accuracy is what an accuracy run's command line asks for.
type accuracy struct {
	g       *game.Game
	opts    game.Options
	level   contender // the level judged
	against string    // the reference player as given, or "oracle"
	ref     contender // the reference player, unless the oracle
	seat    int       // the only seat the level plays, or -1 for each in turn
	games   int
	seed    uint64
	budget  time.Duration
	asJSON  bool
	quiet   bool
}

// parseAccuracy reads an accuracy run's command line; every mistake in it
// is a cli.UsageError, found before the game is solved.
func parseAccuracy(args []string) (accuracy, error) {
	var gf cli.GameFlags
	fs := cli.NewFlagSet("accuracy", &gf)
	levelName := fs.String("level", "", "the AI level to judge")
	against := fs.String("against", "perfect", "the reference player in the other seats: an AI level, greedy, random or oracle (the exact values' best move)")
	seatName := fs.String("seat", "", "the seat the level plays (default: every seat in turn)")
	games := fs.Int("games", 200, "number of games")
	seed := fs.Uint64("seed", 1, "random seed")
	budget := fs.Duration("budget", 0, "time limit per AI move (0: the level's own)")
	asJSON := fs.Bool("json", false, "print the tallies as JSON")
	quiet := fs.Bool("quiet", false, "do not report progress on standard error")
	rest, err := cli.ParseArgs(fs, args)
	if err != nil {
		return accuracy{}, err
	}
	if len(rest) != 1 {
		return accuracy{}, cli.Usagef("want exactly one GAME")
	}
	a := accuracy{against: *against, games: *games, seed: *seed, budget: *budget, asJSON: *asJSON, quiet: *quiet}
	if a.g, a.opts, err = gf.Game(rest[0]); err != nil {
		return accuracy{}, err
	}
	if *levelName == "" {
		return accuracy{}, cli.Usagef("want --level LEVEL")
	}
	a.level, err = parseContender(*levelName)
	if err != nil || !a.level.searches() {
		return accuracy{}, cli.Usagef("--level: want an AI level (%v)", err)
	}
	if *against != "oracle" {
		if a.ref, err = parseContender(*against); err != nil {
			return accuracy{}, cli.UsageError{Err: err}
		}
	}
	if *games < 1 {
		return accuracy{}, cli.Usagef("--games: want at least 1")
	}
	if a.seat, err = cli.SeatFlag(a.g, a.opts, *seatName); err != nil {
		return accuracy{}, err
	}
	return a, nil
}

// run plays the games, judging the level's moves by the oracle, and
// prints the tallies.
func (a accuracy) run(stdout io.Writer) error {
	g, opts, level, ref, only := a.g, a.opts, a.level, a.ref, a.seat
	begin := time.Now()
	oracle, err := engine.NewOracle(context.Background(), g, opts, func(layer int, st engine.RetroStats) {
		if !a.quiet {
			fmt.Fprintf(os.Stderr, "solving: layer %d after %s\n", layer, time.Since(begin).Round(time.Second))
		}
	})
	if err != nil {
		return err
	}
	seats := g.Seats(opts)
	tallies := make([]accuracyTally, len(seats))
	for i := range tallies {
		tallies[i].Seat = seats[i]
	}
	for i := range a.games {
		mine := game.Player(i % len(seats))
		if only >= 0 {
			mine = game.Player(only)
		}
		m, err := game.NewMatch(g, opts)
		if err != nil {
			return err
		}
		rng := rand.New(rand.NewPCG(a.seed, uint64(i)))
		err = cli.PlayOut(m, func(m *game.Match) (game.Move, error) {
			if m.ToMove() != mine {
				if a.against == "oracle" {
					return oracleMove(oracle, m, rng)
				}
				return ref.choose(m, rng, a.budget)
			}
			mv, err := level.choose(m, rng, a.budget)
			if err != nil {
				return 0, err
			}
			req := midend.Request(m, level.level, 0)
			vals, err := oracle.Values(context.Background(), req)
			if err != nil {
				return 0, fmt.Errorf("judging: %w", err)
			}
			j, err := engine.Judge(vals, m.State().MoveString(mv))
			if err != nil {
				return 0, err
			}
			tallies[mine].add(j, lostFor(vals))
			return mv, nil
		})
		if err != nil {
			return fmt.Errorf("game %d: %w", i+1, err)
		}
		tallies[mine].Games++
		if m.Outcome().Won(mine) {
			tallies[mine].Won++
		}
		if !a.quiet && (i+1)%20 == 0 {
			fmt.Fprintf(os.Stderr, "%d games after %s\n", i+1, time.Since(begin).Round(time.Second))
		}
	}
	all := accuracyTally{Seat: "all"}
	for _, t := range tallies {
		all.merge(t)
	}
	if a.asJSON {
		data, err := json.Marshal(struct {
			Game    string          `json:"game"`
			Options string          `json:"options"`
			Level   string          `json:"level"`
			Against string          `json:"against"`
			Games   int             `json:"games"`
			Seats   []accuracyTally `json:"seats"`
			All     accuracyTally   `json:"all"`
		}{g.ID, opts.String(), level.name, a.against, a.games, tallies, all})
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s\n", data)
		return nil
	}
	refName, which := ref.name, "every seat in turn"
	if a.against == "oracle" {
		refName = "the oracle"
	}
	if only >= 0 {
		which = "as " + seats[only]
	}
	fmt.Fprintf(stdout, "%s [%s]: %s against %s, %d games, %s\n", g.Name, opts, level.name, refName, a.games, which)
	if len(seats) > 1 {
		for _, t := range tallies {
			fmt.Fprintf(stdout, "  %s\n", t)
		}
	}
	fmt.Fprintf(stdout, "  %s\n", all)
	return nil
}

// lostFor reports whether every move of the position loses for its
// player.
func lostFor(vals engine.Values) bool {
	for _, v := range vals.Moves {
		if v.Kind != engine.Loss {
			return false
		}
	}
	return len(vals.Moves) > 0
}

// oracleMove returns one of the best moves in m by the oracle's exact
// values (a quicker win, a slower loss), chosen with rng among equals so
// that games vary.
func oracleMove(o *engine.Oracle, m *game.Match, rng *rand.Rand) (game.Move, error) {
	vals, err := o.Values(context.Background(), midend.Request(m, engine.Perfect, 0))
	if err != nil {
		return 0, fmt.Errorf("the oracle: %w", err)
	}
	legal := m.State().LegalMoves(nil)
	if len(legal) != len(vals.Moves) || len(legal) == 0 {
		return 0, fmt.Errorf("the oracle: %d values for %d moves", len(vals.Moves), len(legal))
	}
	var best []game.Move
	bestRank := math.MinInt
	for i, v := range vals.Moves {
		switch r := v.ExactRank(); {
		case r > bestRank:
			best, bestRank = append(best[:0], legal[i]), r
		case r == bestRank:
			best = append(best, legal[i])
		}
	}
	return best[rng.IntN(len(best))], nil
}
