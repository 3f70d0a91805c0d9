package cli

import (
	"context"
	"errors"
	"fmt"
	"time"

	"parlour/engine"
	"parlour/game"
	"parlour/midend"
)

// ErrTooLong says a game went on past its game's MaxPlies.
var ErrTooLong = errors.New("the game went on too long")

// Chooser returns the move of the side to move in m.
type Chooser func(m *game.Match) (game.Move, error)

// PlayOut plays m to its end, every move chosen by choose; it is the one
// loop the commands that play AI games (parlour play, parlour-lab
// tournament and accuracy) run them with. A game longer than its game's
// MaxPlies stops with ErrTooLong.
func PlayOut(m *game.Match, choose Chooser) error {
	limit := m.Game().MaxPlies
	for !m.Outcome().Over {
		if limit > 0 && m.Ply() >= limit {
			return fmt.Errorf("longer than %d plies: %w", limit, ErrTooLong)
		}
		mv, err := choose(m)
		if err == nil {
			err = m.Play(mv)
		}
		if err != nil {
			return fmt.Errorf("ply %d: %w", m.Ply()+1, err)
		}
	}
	return nil
}

// EngineMove asks the engine for its move in m at level, as the app asks
// it (midend.Request); budget, when not 0, limits its time.
func EngineMove(m *game.Match, level engine.Level, seed uint64, budget time.Duration) (game.Move, error) {
	return AskMove(m, engine.Choose, level, seed, budget)
}

// AskMove asks choose, an engine.Choose or one with its signature, for
// its move in m at level, as EngineMove asks the engine.
func AskMove(m *game.Match, choose func(context.Context, engine.Request, func(engine.Reply)) (engine.Reply, error), level engine.Level, seed uint64, budget time.Duration) (game.Move, error) {
	req := midend.Request(m, level, seed)
	req.Budget = budget
	r, err := choose(context.Background(), req, nil)
	if err != nil {
		return 0, err
	}
	mv, err := m.State().ParseMove(r.Move)
	if err != nil {
		return 0, fmt.Errorf("the engine chose %s: %w", r.Move, err)
	}
	return mv, nil
}
