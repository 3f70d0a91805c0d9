package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"parlour/engine"
	"parlour/game"
	"parlour/midend"
)

// errTooLong says a game went on past its game's MaxPlies.
var errTooLong = errors.New("the game went on too long")

// chooser returns the move of the side to move in m.
type chooser func(m *game.Match) (game.Move, error)

// playOut plays m to its end, every move chosen by choose; it is the one
// loop that `parlour play` and `parlour tournament` run their games with.
// A game longer than its game's MaxPlies stops with errTooLong.
func playOut(m *game.Match, choose chooser) error {
	limit := m.Game().MaxPlies
	for !m.Outcome().Over {
		if limit > 0 && m.Ply() >= limit {
			return fmt.Errorf("longer than %d plies: %w", limit, errTooLong)
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

// engineMove asks the engine for its move in m at level, as the app asks
// it (midend.Request); budget, when not 0, limits its time.
func engineMove(m *game.Match, level engine.Level, seed uint64, budget time.Duration) (game.Move, error) {
	req := midend.Request(m, level, seed)
	req.Budget = budget
	r, err := engine.Choose(context.Background(), req, nil)
	if err != nil {
		return 0, err
	}
	mv, err := m.State().ParseMove(r.Move)
	if err != nil {
		return 0, fmt.Errorf("the engine chose %s: %w", r.Move, err)
	}
	return mv, nil
}
