package harehounds_test

import (
	"testing"

	"parlour/game"
	"parlour/game/gametest"
	"parlour/game/harehounds"
)

// The optional interfaces of package game the game means to implement;
// the engine's are asserted in engine/gamestest.
var (
	_ game.Explainer = (*harehounds.State)(nil)
)

// reference lists the moves from the wording of the rules: a piece of the
// side to move steps along a line to an empty neighbour, a hound never to
// a column further left. The ends of the game come from Outcome.
func reference(_ game.Options, s game.State) []string {
	if s.Outcome().Over {
		return nil
	}
	b := s.Board()
	occupied := func(p int) bool { return !s.PieceAt(p).Empty() }
	var out []string
	for p := 0; p < b.Len(); p++ {
		if pc := s.PieceAt(p); pc.Empty() || pc.Owner != s.ToMove() {
			continue
		}
		var forward func(int) bool
		if s.ToMove() == harehounds.Hounds {
			forward = func(q int) bool { return b.Point(q).Col >= b.Point(p).Col }
		}
		out = append(out, gametest.Steps(b, p, occupied, forward)...)
	}
	return out
}

func TestPerft(t *testing.T) {
	gametest.Perft(t, harehounds.Spec, []gametest.PerftCase{
		{Name: "start", Nodes: []uint64{7, 21, 133, 443, 2879, 9044, 55384, 169166}},
		{Name: "alternative, hare first", Options: game.Options{harehounds.OptLayout: "alternative", harehounds.OptFirst: "hare"},
			Nodes: []uint64{6, 37, 106, 603, 1989, 12584, 38788, 233402}},
		{Name: "escape, no stalling rule", Options: game.Options{harehounds.OptGoal: "escape", harehounds.OptStalling: "off"},
			Nodes: []uint64{7, 21, 133, 443, 2879, 9044}},
		{Name: "hounds astride the hare", Start: "..D/D.H../.D. hounds 4", Nodes: []uint64{6, 34, 199, 511, 2417, 8343}},
		{Name: "escape, hare to move", Options: game.Options{harehounds.OptGoal: "escape"}, Start: "..D/D.H../.D. hare 4",
			Nodes: []uint64{6, 37, 95, 526, 1791, 9251}},
		{Name: "ninth stalling move", Start: "..D/..D.H/..D hounds 9", Nodes: []uint64{5, 0}},
	}, reference, 6)
}
