package enginetest

import (
	"context"
	"testing"

	"parlour/engine"
	"parlour/game"
)

// PlayOut plays a match to its end, asking choose for each move, and
// returns the outcome and the number of plies played.
func PlayOut(t *testing.T, req engine.Request, choose func(ply int, req engine.Request) string) (game.Outcome, int) {
	t.Helper()
	m, err := req.Match()
	if err != nil {
		t.Fatal(err)
	}
	for ply := 0; !m.Outcome().Over; ply++ {
		if ply > m.Game().MaxPlies {
			t.Fatalf("%s: no end after %d plies", req.Options, ply)
		}
		req.Moves = m.MoveStrings()
		mv := choose(ply, req)
		if err := m.PlayString(mv); err != nil {
			t.Fatalf("%s: ply %d: %v", req.Options, ply+1, err)
		}
	}
	return m.Outcome(), m.Ply()
}

// AI returns a chooser for PlayOut that asks engine.Choose at a level,
// with a seed of its own at every ply.
func AI(t *testing.T, level engine.Level, seed uint64) func(int, engine.Request) string {
	return func(ply int, req engine.Request) string {
		req.Level, req.Seed = level, seed*1000+uint64(ply)
		r, err := engine.Choose(context.Background(), req, nil)
		if err != nil {
			t.Fatalf("%s at ply %d: %v", level, ply+1, err)
		}
		return r.Move
	}
}
