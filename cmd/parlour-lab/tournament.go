package main

import (
	"fmt"
	"io"
	"math"
	"math/bits"
	"math/rand/v2"
	"strings"
	"time"

	"parlour/cmd/internal/cli"
	"parlour/game"
)

// tournament is what a tournament's command line asks for.
type tournament struct {
	g        *game.Game
	opts     game.Options
	players  []contender
	games    int
	seed     uint64
	budget   time.Duration // every level's time a move, 0 for its own
	scale    float64       // or this fraction of each level's own, 0 for none
	quiet    bool
	openings int
	ratings  bool
	against  [][]contender // with ratings, the fixed opponents of each seat
	seat     int           // with against, the only seat the pool plays; -1 for each
	jobs     int
}

// cmdTournament plays games with any number of seats: each game seats the
// contenders in a rotated order, so every one plays every seat in turn, and
// a contender wins a game when it wins or shares the win.
//
// With --openings N every game starts with N random moves, the same for
// each round of games in which the seats rotate once, so every contender
// plays every opening from every seat. A score is followed by its error
// margin, 1.96 standard errors of the mean score a game. With --ratings
// the players are a pool rated by a round robin (see runRatings).
//
//	parlour-lab tournament GAME --players easy,greedy,random,random [--games N] [--seed S] [--openings N] [--budget D | --scale F] [--opt KEY=VALUE]...
//	parlour-lab tournament GAME --ratings --players easy,medium,hard,expert,greedy,random [--games N] [--against P,P+P [--seat NAME]] [--jobs N] ...
func cmdTournament(args []string, stdout io.Writer) error {
	t, err := parseTournament(args)
	if err != nil {
		return err
	}
	if t.ratings {
		return runRatings(stdout, t.g, t.opts, ratingRun{pool: t.players, against: t.against, seat: t.seat, games: t.games, openings: t.openings, jobs: t.jobs,
			seed: t.seed, budget: t.budget, scale: t.scale, quiet: t.quiet})
	}
	return t.play(stdout)
}

// parseTournament reads a tournament's command line; every mistake in it
// is a cli.UsageError, found before any game is played.
func parseTournament(args []string) (tournament, error) {
	var gf cli.GameFlags
	fs := cli.NewFlagSet("tournament", &gf)
	list := fs.String("players", "", "comma-separated players, one per seat: AI levels, expert, baseline, greedy or random; LEVEL@TIME (hard@20ms) thinks that long a move")
	games := fs.Int("games", 4, "number of games")
	seed := fs.Uint64("seed", 1, "random seed")
	budget := fs.Duration("budget", 0, "time limit per AI move for every level (0: the level's own)")
	scale := fs.Float64("scale", 0, "time limit per AI move as this fraction of each level's own (keeps the levels' ratio; 0: the level's own)")
	quiet := fs.Bool("quiet", false, "print only the totals")
	openings := fs.Int("openings", 0, "random moves that open each round of games, the same from every seat")
	ratings := fs.Bool("ratings", false, "rate the players by a round robin: --players is then the pool, any number, and --games the games of each pairing in each seat (Elo by maximum likelihood, with 95 % margins)")
	seatName := fs.String("seat", "", "with --ratings and --against: the seat the pool plays (default: each seat in turn)")
	jobs := fs.Int("jobs", 1, "with --ratings: games played at once, each on its own core (the output keeps the games' order)")
	against := fs.String("against", "", "with --ratings in a game of two seats: the fixed opponent every player of the pool meets, or one a seat (\"expert,easy\"), instead of a round robin; several in a seat joined by + (\"random,easy+hard\")")
	rest, err := cli.ParseArgs(fs, args)
	if err != nil {
		return tournament{}, err
	}
	if len(rest) != 1 {
		return tournament{}, cli.Usagef("want exactly one GAME")
	}
	if gf.Position != "" {
		return tournament{}, cli.Usagef("tournament starts every game from the start; --position is not supported")
	}
	if *games < 1 {
		return tournament{}, cli.Usagef("--games %d: want at least 1", *games)
	}
	if *jobs < 1 {
		return tournament{}, cli.Usagef("--jobs %d: want at least 1", *jobs)
	}
	if *openings < 0 {
		return tournament{}, cli.Usagef("--openings %d: want 0 or more", *openings)
	}
	if *scale < 0 || *scale > 0 && *budget > 0 {
		return tournament{}, cli.Usagef("--scale %v: want a positive fraction, and not with --budget", *scale)
	}
	t := tournament{games: *games, seed: *seed, budget: *budget, scale: *scale, quiet: *quiet, openings: *openings, ratings: *ratings, jobs: *jobs}
	if t.g, t.opts, err = gf.Game(rest[0]); err != nil {
		return tournament{}, err
	}
	if t.players, err = parseContenders(*list, ","); err != nil {
		return tournament{}, cli.UsageError{Err: err}
	}
	if *against != "" {
		if !*ratings {
			return tournament{}, cli.Usagef("--against works with --ratings only")
		}
		for _, seat := range strings.Split(*against, ",") {
			group, err := parseContenders(seat, "+")
			if err != nil {
				return tournament{}, cli.UsageError{Err: err}
			}
			t.against = append(t.against, group)
		}
	}
	if t.seat, err = cli.SeatFlag(t.g, t.opts, *seatName); err != nil {
		return tournament{}, err
	}
	if t.seat >= 0 && len(t.against) == 0 {
		return tournament{}, cli.Usagef("--seat works with --ratings and --against only")
	}
	seats := t.g.Seats(t.opts)
	switch {
	case t.ratings && len(t.against) > 0 && len(seats) != 2:
		return tournament{}, cli.Usagef("--against names fixed opponents of a game of two seats; this one has %d", len(seats))
	case t.ratings && len(t.against) > 2:
		return tournament{}, cli.Usagef("--against names %d seats: want one list of players, or one a seat", len(t.against))
	case t.ratings && len(seats) != 2 && len(t.players) < len(seats):
		return tournament{}, cli.Usagef("--players names %d players for %d seats: a rating needs at least as many as the seats", len(t.players), len(seats))
	case !t.ratings && len(t.players) != len(seats):
		return tournament{}, cli.Usagef("--players names %d players, the game with these options has %d seats", len(t.players), len(seats))
	}
	return t, nil
}

// play plays the tournament's games, the seats rotating, and prints each
// game's result (unless quiet) and each player's totals.
func (t tournament) play(stdout io.Writer) error {
	players, seats := t.players, t.g.Seats(t.opts)
	wins := make([]int, len(players))
	sole := make([]int, len(players))
	draws := 0
	// points: a win is 1, shared among its winners; a draw is shared
	// among all.
	points := make([]float64, len(players))
	squares := make([]float64, len(players)) // of each game's points, for the error margin
	var thinking []time.Duration
	for i := 0; i < t.games; i++ {
		// Contender c sits in seat (c+i) mod n.
		order := make([]contender, len(players))
		for c, p := range players {
			order[(c+i)%len(players)] = p
		}
		opening := openingMoves{plies: t.openings, seed: t.seed*1_000_003 + uint64(i/len(players))}
		m, err := playTournamentGame(t.g, t.opts, order, opening, t.seed*1_000_003+uint64(i), t.budget, t.scale, &thinking)
		if err != nil {
			return fmt.Errorf("game %d: %w", i+1, err)
		}
		o := m.Outcome()
		if o.IsDraw() {
			draws++
		}
		var won []string
		for c := range players {
			seat := game.Player((c + i) % len(players))
			got := 0.0
			switch {
			case o.IsDraw():
				got = 1 / float64(len(players))
			case o.Won(seat):
				wins[c]++
				got = 1 / float64(bits.OnesCount16(o.Winners))
				if o.Winner() == seat {
					sole[c]++
				}
				won = append(won, fmt.Sprintf("%s (%s)", players[c].name, seats[seat]))
			}
			points[c] += got
			squares[c] += got * got
		}
		if !t.quiet {
			result := "won by " + strings.Join(won, " and ")
			if o.IsDraw() {
				result = "drawn (" + o.Reason + ")"
			}
			fmt.Fprintf(stdout, "game %d: %s after %d plies%s\n", i+1, result, m.Ply(), scoreLine(m.State(), seats))
		}
	}
	for c, p := range players {
		fmt.Fprintf(stdout, "player %d (%s): %d wins of %d (%.1f%%), %d alone; score %.1f (%.1f%% ± %.1f)\n", c+1, p.name, wins[c], t.games, 100*float64(wins[c])/float64(t.games), sole[c], points[c], 100*points[c]/float64(t.games), 100*margin(points[c], squares[c], t.games))
	}
	if draws > 0 {
		fmt.Fprintf(stdout, "draws: %d (each shares its point among the players)\n", draws)
	}
	if len(thinking) > 0 {
		var total, longest time.Duration
		for _, d := range thinking {
			total += d
			longest = max(longest, d)
		}
		fmt.Fprintf(stdout, "AI moves: %d, mean %v, longest %v\n", len(thinking), (total / time.Duration(len(thinking))).Round(time.Millisecond), longest.Round(time.Millisecond))
	}
	return nil
}

// margin returns 1.96 standard errors of the mean of n games' points,
// given their sum and the sum of their squares: the half-width of a 95 %
// confidence interval of the mean score a game.
func margin(sum, squares float64, n int) float64 {
	if n < 2 {
		return 0
	}
	mean := sum / float64(n)
	variance := max(squares/float64(n)-mean*mean, 0) * float64(n) / float64(n-1)
	return 1.96 * math.Sqrt(variance/float64(n))
}

// openingMoves are the random moves that open a tournament game: plies of
// them, drawn with seed.
type openingMoves struct {
	plies int
	seed  uint64
}

// play makes the opening moves in m, stopping early if the game ends.
func (o openingMoves) play(m *game.Match) error {
	rng := rand.New(rand.NewPCG(o.seed, 0x6f70656e))
	for i := 0; i < o.plies && !m.Outcome().Over; i++ {
		legal := m.State().LegalMoves(nil)
		if err := m.Play(legal[rng.IntN(len(legal))]); err != nil {
			return fmt.Errorf("opening move %d: %w", i+1, err)
		}
	}
	return nil
}

// scoreLine writes the scores of a state that keeps them.
func scoreLine(s game.State, seats []string) string {
	sc, ok := s.(game.Scorer)
	if !ok {
		return ""
	}
	parts := make([]string, len(seats))
	for p, name := range seats {
		parts[p] = fmt.Sprintf("%s %d", name, sc.Score(game.Player(p)))
	}
	return ": " + strings.Join(parts, ", ")
}

// playTournamentGame plays one game with the given player in each seat,
// after the opening moves, and appends the time each AI move took to
// thinking. An AI move may take budget, or else scale times its level's
// own time limit, or else its level's own.
func playTournamentGame(g *game.Game, opts game.Options, order []contender, opening openingMoves, seed uint64, budget time.Duration, scale float64, thinking *[]time.Duration) (*game.Match, error) {
	m, err := game.NewMatch(g, opts)
	if err != nil {
		return nil, err
	}
	if err := opening.play(m); err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(seed, 0x746f7572))
	err = cli.PlayOut(m, func(m *game.Match) (game.Move, error) {
		c := order[m.ToMove()]
		begin := time.Now()
		mv, err := c.choose(m, rng, c.limit(m.State().NumPlayers(), budget, scale))
		if c.searches() {
			*thinking = append(*thinking, time.Since(begin))
		}
		return mv, err
	})
	return m, err
}
