package main

import (
	"fmt"
	"io"
	"math/bits"
	"math/rand/v2"
	"strings"
	"time"

	"parlour/engine"
	"parlour/game"
)

func init() { commands["tournament"] = cmdTournament }

// contender is one player of a tournament: an AI level, "greedy" (the
// best immediate turn, see engine.GreedyMove) or "random". "expert" names
// the strongest level, as the options screen calls it in games that are
// not solved.
type contender struct {
	name  string
	level engine.Level
	kind  string // "engine", "greedy" or "random"
}

func parseContender(s string) (contender, error) {
	switch strings.ToLower(s) {
	case "greedy", "random":
		return contender{name: strings.ToLower(s), kind: strings.ToLower(s)}, nil
	case "expert":
		return contender{name: "expert", level: engine.Perfect, kind: "engine"}, nil
	}
	l, err := engine.ParseLevel(s)
	if err != nil {
		return contender{}, fmt.Errorf("player %q: want greedy, random, expert or an AI level: %w", s, err)
	}
	return contender{name: l.String(), level: l, kind: "engine"}, nil
}

// choose returns the contender's move in m: a uniformly random one, the
// greedy one, or the engine's at the contender's level within limit (0:
// the level's own time).
func (c contender) choose(m *game.Match, rng *rand.Rand, limit time.Duration) (game.Move, error) {
	s := m.State()
	switch c.kind {
	case "random":
		legal := s.LegalMoves(nil)
		return legal[rng.IntN(len(legal))], nil
	case "greedy":
		return engine.GreedyMove(s, rng), nil
	}
	return engineMove(m, c.level, rng.Uint64(), limit)
}

// cmdTournament plays games with any number of seats: each game seats the
// contenders in a rotated order, so every one plays every seat in turn, and
// a contender wins a game when it wins or shares the win.
//
//	parlour tournament GAME --players easy,greedy,random,random [--games N] [--seed S] [--budget D | --scale F] [--opt KEY=VALUE]...
//	parlour tournament GAME --ratings --players easy,medium,hard,expert,greedy,random [--games N] ...
func cmdTournament(args []string, stdout io.Writer) error {
	var gf gameFlags
	fs := newFlagSet("tournament", &gf)
	list := fs.String("players", "", "comma-separated players, one per seat: AI levels, greedy or random")
	games := fs.Int("games", 4, "number of games")
	seed := fs.Uint64("seed", 1, "random seed")
	budget := fs.Duration("budget", 0, "time limit per AI move for every level (0: the level's own)")
	scale := fs.Float64("scale", 0, "time limit per AI move as this fraction of each level's own (keeps the levels' ratio; 0: the level's own)")
	quiet := fs.Bool("quiet", false, "print only the totals")
	ratings := fs.Bool("ratings", false, "rate the players by a round robin: --players is then the pool, any number, and --games the games of each pairing in each seat (Elo by maximum likelihood, with 95 % margins)")
	rest, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return usagef("want exactly one GAME")
	}
	if gf.position != "" {
		return usagef("tournament starts every game from the start; --position is not supported")
	}
	if *games < 1 {
		return usagef("--games %d: want at least 1", *games)
	}
	if *scale < 0 || *scale > 0 && *budget > 0 {
		return usagef("--scale %v: want a positive fraction, and not with --budget", *scale)
	}
	g, opts, err := lookupGame(rest[0], &gf)
	if err != nil {
		return err
	}
	var players []contender
	for _, s := range strings.Split(*list, ",") {
		c, err := parseContender(strings.TrimSpace(s))
		if err != nil {
			return usageError{err.Error()}
		}
		players = append(players, c)
	}
	if *ratings {
		return runRatings(stdout, g, opts, players, *games, *seed, *budget, *scale, *quiet)
	}
	seats := g.Seats(opts)
	if len(players) != len(seats) {
		return usagef("--players names %d players, the game with these options has %d seats", len(players), len(seats))
	}
	wins := make([]int, len(players))
	sole := make([]int, len(players))
	draws := 0
	// points: a win is 1, shared among its winners; a draw is shared
	// among all.
	points := make([]float64, len(players))
	var thinking []time.Duration
	for i := 0; i < *games; i++ {
		// Contender c sits in seat (c+i) mod n.
		order := make([]contender, len(players))
		for c, p := range players {
			order[(c+i)%len(players)] = p
		}
		m, err := playTournamentGame(g, opts, order, *seed*1_000_003+uint64(i), *budget, *scale, &thinking)
		if err != nil {
			return fmt.Errorf("game %d: %w", i+1, err)
		}
		o := m.Outcome()
		if o.IsDraw() {
			draws++
			for c := range points {
				points[c] += 1 / float64(len(players))
			}
		}
		var won []string
		for c := range players {
			seat := game.Player((c + i) % len(players))
			if o.Won(seat) {
				wins[c]++
				points[c] += 1 / float64(bits.OnesCount16(o.Winners))
				if o.Winner() == seat {
					sole[c]++
				}
				won = append(won, fmt.Sprintf("%s (%s)", players[c].name, seats[seat]))
			}
		}
		if !*quiet {
			result := "won by " + strings.Join(won, " and ")
			if o.IsDraw() {
				result = "drawn (" + o.Reason + ")"
			}
			fmt.Fprintf(stdout, "game %d: %s after %d plies%s\n", i+1, result, m.Ply(), scoreLine(m.State(), seats))
		}
	}
	for c, p := range players {
		fmt.Fprintf(stdout, "player %d (%s): %d wins of %d (%.1f%%), %d alone; score %.1f (%.1f%%)\n", c+1, p.name, wins[c], *games, 100*float64(wins[c])/float64(*games), sole[c], points[c], 100*points[c]/float64(*games))
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

// playTournamentGame plays one game with the given player in each seat and
// appends the time each AI move took to thinking. An AI move may take
// budget, or else scale times its level's own time limit, or else its
// level's own.
func playTournamentGame(g *game.Game, opts game.Options, order []contender, seed uint64, budget time.Duration, scale float64, thinking *[]time.Duration) (*game.Match, error) {
	m, err := game.NewMatch(g, opts)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(seed, 0x746f7572))
	err = playOut(m, func(m *game.Match) (game.Move, error) {
		c := order[m.ToMove()]
		limit := budget
		if p, err := c.level.Params(); err == nil && c.kind == "engine" && scale > 0 && p.Budget > 0 {
			limit = max(time.Duration(float64(p.Budget)*scale), time.Millisecond)
		}
		begin := time.Now()
		mv, err := c.choose(m, rng, limit)
		if c.kind == "engine" {
			*thinking = append(*thinking, time.Since(begin))
		}
		return mv, err
	})
	return m, err
}
