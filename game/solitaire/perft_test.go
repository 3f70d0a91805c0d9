package solitaire_test

import (
	"testing"

	"parlour/game"
	"parlour/game/gametest"
	"parlour/game/solitaire"
)

// The optional interfaces of package game the game means to implement;
// the engine's are asserted in engine/gamestest.
var (
	_ game.Describer   = (*solitaire.State)(nil)
	_ game.MoveCounter = (*solitaire.State)(nil)
	_ game.Explainer   = (*solitaire.State)(nil)
)

// reference lists the moves from the wording of the rules: a peg jumps
// left, right, up or down over a neighbouring peg into the empty hole
// straight beyond. The end of the game comes from Outcome.
func reference(_ game.Options, s game.State) []string {
	if s.Outcome().Over {
		return nil
	}
	b := s.Board()
	peg := func(p int) bool { return !s.PieceAt(p).Empty() }
	var out []string
	for p := 0; p < b.Len(); p++ {
		if !peg(p) {
			continue
		}
		for d, dir := range game.Directions {
			if over, to := b.Jump(p, d); dir.Orthogonal() && over >= 0 && peg(over) && !peg(to) {
				out = append(out, b.Point(p).Name+"-"+b.Point(to).Name)
			}
		}
	}
	return out
}

// TestPerft pins the number of jump sequences; from the English start
// they are the counts known for the game.
func TestPerft(t *testing.T) {
	gametest.Perft(t, solitaire.Spec, []gametest.PerftCase{
		{Name: "English", Nodes: []uint64{4, 12, 60, 400, 2960, 24600, 221072}},
		{Name: "French", Options: game.Options{solitaire.OptBoard: "french"}, Nodes: []uint64{3, 12, 78, 644, 5878, 59130}},
		{Name: "corner hole empty", Options: game.Options{solitaire.OptStart: "1", solitaire.OptGoal: "anywhere"}, Nodes: []uint64{2, 6, 35, 240, 1976, 18360}},
	}, reference, 5)
}
