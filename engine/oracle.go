package engine

import (
	"context"
	"errors"
	"fmt"

	"parlour/game"
)

// Oracle gives the exact value of every legal move of a game variant, to
// judge how well a player plays: from the solver's tables in solved games
// and solo games (MoveValues), and from a whole retrograde solve in games
// that offer one (game.Retrograde), which takes minutes and gigabytes
// natively and is meant for measurements, not for play.
type Oracle struct {
	game  *game.Game
	opts  game.Options
	table *RetroTable // nil unless the variant is solved by retrograde analysis
	space RetroSpace
}

// ErrNoOracle is wrapped by NewOracle's error for a game no solver
// covers.
var ErrNoOracle = errors.New("no exact values for this game")

// NewOracle returns the oracle of a game variant from its start. progress,
// when not nil, hears of a retrograde solve's layers.
func NewOracle(ctx context.Context, g *game.Game, opts game.Options, progress func(layer int, st RetroStats)) (*Oracle, error) {
	s, resolved, err := g.Start(opts)
	if err != nil {
		return nil, err
	}
	o := &Oracle{game: g, opts: resolved}
	switch rs, ok := s.(game.Retrograde); {
	case g.Solvable || s.NumPlayers() == 1:
		return o, nil
	case ok && s.NumPlayers() == 2:
		if o.space, err = rs.RetroSpace(); err != nil {
			return nil, err
		}
		if o.table, _, err = RetroSolve(ctx, o.space, 0, progress); err != nil {
			return nil, err
		}
		return o, nil
	}
	return nil, fmt.Errorf("%s: %w", g.Name, ErrNoOracle)
}

// Values returns the exact value of every legal move in the position the
// request names (its game and options must be the oracle's). A move whose
// value is not known exactly (a solo game the solver gave up on) is Unknown.
func (o *Oracle) Values(ctx context.Context, req Request) (Values, error) {
	if o.table == nil {
		return MoveValues(ctx, req)
	}
	m, history, err := buildMatch(req)
	if err != nil {
		return Values{}, err
	}
	s := m.State()
	if s.Outcome().Over {
		return Values{}, errGameOver
	}
	mover := s.ToMove()
	moves, err := eachMove(s, func(c game.State, _ game.Move, name string) (Valuation, error) {
		r, err := RetroValue(o.table, o.space, c.(game.Retrograde))
		return exactValuation(name, mover, r), err
	})
	if err != nil {
		return Values{}, err
	}
	out := Values{Mover: mover, Source: "solved", Moves: moves}
	repetitionDraws(s, history, out.Moves)
	return out, nil
}

// Judgement is what an Oracle says of one move played.
type Judgement struct {
	Judged bool // the position could be lost by a move (it was not already lost) and every value was known
	Kept   bool // the move kept the position's value: a win stays a win, a draw a draw
	// Timed is true when the speed of a win could be judged too: always
	// in games of two, in a solo game where the fewest moves are known.
	Timed   bool
	Fastest bool // timed, kept, and as fast as the fastest win (for a draw: kept)
}

// Judge says whether the move played (by its text) kept the position's
// value, given the values of every move there.
func Judge(vals Values, played string) (Judgement, error) {
	var best, pick *Valuation
	for i := range vals.Moves {
		v := &vals.Moves[i]
		if !v.Kind.Exact() {
			return Judgement{}, nil
		}
		if v.Move == played {
			pick = v
		}
		if best == nil || better(*v, *best) {
			best = v
		}
	}
	if pick == nil {
		return Judgement{}, fmt.Errorf("move %s is not among the position's legal moves", played)
	}
	if best.Kind == Loss {
		return Judgement{}, nil
	}
	j := Judgement{Judged: true, Kept: pick.Kind == best.Kind, Timed: true}
	switch {
	case vals.Source == "solo" && best.Kind == Win:
		// The fewest classic moves, where the solver found them.
		j.Timed = best.Moves > 0 && (pick.Moves > 0 || !j.Kept)
		j.Fastest = j.Timed && j.Kept && pick.Moves <= best.Moves
	case best.Kind == Draw:
		j.Fastest = j.Kept
	default:
		j.Fastest = j.Kept && pick.Plies <= best.Plies
	}
	return j, nil
}

// better reports whether a is a better value than b for their player:
// a win beats a draw beats a loss; a quicker win (fewer classic moves in a
// solo game, where known) and a slower loss are better.
func better(a, b Valuation) bool {
	rank := func(v Valuation) int {
		switch v.Kind {
		case Win:
			return 2
		case Draw:
			return 1
		}
		return 0
	}
	if ra, rb := rank(a), rank(b); ra != rb {
		return ra > rb
	}
	switch a.Kind {
	case Win:
		if a.Moves > 0 || b.Moves > 0 {
			return a.Moves > 0 && (b.Moves == 0 || a.Moves < b.Moves)
		}
		return a.Plies < b.Plies
	case Loss:
		return a.Plies > b.Plies
	}
	return false
}
