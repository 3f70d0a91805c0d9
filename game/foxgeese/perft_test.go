package foxgeese_test

import (
	"testing"

	"parlour/game"
	"parlour/game/foxgeese"
	"parlour/game/gametest"
)

// The optional interfaces of package game the game means to implement;
// the engine's are asserted in engine/gamestest.
var (
	_ game.Scorer    = (*foxgeese.State)(nil)
	_ game.Describer = (*foxgeese.State)(nil)
	_ game.Explainer = (*foxgeese.State)(nil)
)

// reference lists the moves from the wording of the rules: any piece of
// the side to move steps along a line to an empty hole; a fox may instead
// jump over a goose to the empty hole beyond, taking it, and jump again
// as long as it can, stopping after any jump. The ends of the game come
// from Outcome.
func reference(_ game.Options, s game.State) []string {
	if s.Outcome().Over {
		return nil
	}
	b := s.Board()
	occupied := func(p int) bool { return !s.PieceAt(p).Empty() }
	goose := func(p int) bool { return occupied(p) && s.PieceAt(p).Owner == foxgeese.Geese }
	always := func(int) bool { return true }
	var out []string
	for p := 0; p < b.Len(); p++ {
		if !occupied(p) || s.PieceAt(p).Owner != s.ToMove() {
			continue
		}
		out = append(out, gametest.Steps(b, p, occupied, nil)...)
		if s.ToMove() == foxgeese.Foxes {
			out = append(out, gametest.JumpChains(b, p, occupied, goose, always)...)
		}
	}
	return out
}

// TestPerft pins the number of move sequences; at the start the first two
// depths were counted by hand.
func TestPerft(t *testing.T) {
	scattered := "G.G/.G./.G.F.G./G.G.G.G/.G.F.G./.G./G.G foxes 0" // foxes amid scattered geese
	orthogonal := game.Options{foxgeese.OptBoard: "orthogonal"}
	gametest.Perft(t, foxgeese.Spec, []gametest.PerftCase{
		{Name: "start", Nodes: []uint64{6, 28, 176, 1610, 10360, 113634}},
		{Name: "orthogonal lines", Options: orthogonal, Nodes: []uint64{4, 10, 38, 236, 1146, 7748}},
		{Name: "chains of jumps", Start: scattered, Nodes: []uint64{8, 332, 4454, 159022}},
		{Name: "chains on orthogonal lines", Options: orthogonal, Start: scattered, Nodes: []uint64{8, 304, 2862, 91310}},
		{Name: "twelve geese to take", Options: game.Options{foxgeese.OptGoal: "twelve"}, Start: scattered, Nodes: []uint64{8, 332, 4454, 109518}},
	}, reference, 4)
}
