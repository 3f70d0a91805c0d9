package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"parlour/cmd/internal/cli"
	"parlour/engine"
	"parlour/game"
	"parlour/lab/baseline"
)

// contender is one player of a tournament: an AI level, "greedy" (the
// best immediate turn, see engine.GreedyMove) or "random". "expert" names
// the strongest level, as the options screen calls it in games that are
// not solved, and "baseline" the strongest level's search as it was before
// its refinements (package baseline), to measure them against: in a game
// of more than two players, Monte Carlo tree search. The baseline is the
// lab's, no level of the engine's. A searching player written
// LEVEL@DURATION, such as "medium@20ms", thinks that long a move whatever
// --budget or --scale say: a fixed opponent set between two levels.
type contender struct {
	name  string
	level engine.Level  // the engine's level, for the kind "engine"
	kind  string        // "engine", "baseline", "greedy" or "random"
	own   time.Duration // the searcher's own time a move, or 0
}

// searches reports whether c searches, as the engine or the baseline, so
// that it thinks for a time and is judged by it; greedy and random do not.
func (c contender) searches() bool {
	return c.kind == "engine" || c.kind == "baseline"
}

// isLevel reports whether c is one of the AI levels (Expert among them)
// at its own time: the players a level's ladder is made of.
func (c contender) isLevel() bool {
	return c.kind == "engine" && c.own == 0
}

func parseContender(s string) (contender, error) {
	if lvl, d, ok := strings.Cut(s, "@"); ok {
		c, err := parseContender(lvl)
		if err != nil {
			return contender{}, err
		}
		own, err := time.ParseDuration(d)
		if !c.searches() || err != nil || own <= 0 {
			return contender{}, fmt.Errorf("player %q: want an AI level, expert or baseline, then @ and a time such as 20ms", s)
		}
		c.name, c.own = strings.ToLower(lvl)+"@"+own.String(), own
		return c, nil
	}
	switch strings.ToLower(s) {
	case "greedy", "random", "baseline":
		return contender{name: strings.ToLower(s), kind: strings.ToLower(s)}, nil
	case "expert":
		return contender{name: "expert", level: engine.Perfect, kind: "engine"}, nil
	}
	l, err := engine.ParseLevel(s)
	if err != nil {
		return contender{}, fmt.Errorf("player %q: want greedy, random, expert, baseline or an AI level: %w", s, err)
	}
	return contender{name: l.String(), level: l, kind: "engine"}, nil
}

// choose returns the contender's move in m: a uniformly random one, the
// greedy one, the baseline's, or the engine's at the contender's level,
// each search within limit (0: the searcher's own time).
func (c contender) choose(m *game.Match, rng *rand.Rand, limit time.Duration) (game.Move, error) {
	s := m.State()
	switch c.kind {
	case "random":
		legal := s.LegalMoves(nil)
		return legal[rng.IntN(len(legal))], nil
	case "greedy":
		return engine.GreedyMove(s, rng), nil
	case "baseline":
		// The baseline plays whatever level a request names; it is asked
		// as the strongest level, whose search it froze.
		return cli.AskMove(m, baseline.Choose, engine.Perfect, rng.Uint64(), limit)
	}
	return cli.EngineMove(m, c.level, rng.Uint64(), limit)
}

// params returns the settings of a searching contender: the baseline's
// own, or the engine's level's.
func (c contender) params() (engine.Params, error) {
	if c.kind == "baseline" {
		return baseline.Params, nil
	}
	return c.level.Params()
}

// limit returns the time the contender may take a move in a game of the
// given players: its own time, or else budget, or else scale times its
// level's own time (0: the level's own time).
func (c contender) limit(players int, budget time.Duration, scale float64) time.Duration {
	if c.own > 0 {
		return c.own
	}
	if p, err := c.params(); err == nil && c.searches() && scale > 0 && p.Budget > 0 {
		p = p.ForPlayers(players)
		return max(time.Duration(float64(p.Budget)*scale), time.Millisecond)
	}
	return budget
}

// parseContenders reads a list of players, one per seat, separated by
// sep: "easy,greedy,random".
func parseContenders(list, sep string) ([]contender, error) {
	var out []contender
	for _, s := range strings.Split(list, sep) {
		c, err := parseContender(strings.TrimSpace(s))
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}
