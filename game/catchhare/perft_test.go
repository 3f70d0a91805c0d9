package catchhare_test

import (
	"strconv"
	"testing"

	"parlour/game"
	"parlour/game/catchhare"
	"parlour/game/gametest"
)

// The optional interfaces of package game the game means to implement;
// the engine's are asserted in engine/gamestest.
var (
	_ game.Scorer     = (*catchhare.State)(nil)
	_ game.Describer  = (*catchhare.State)(nil)
	_ game.Explainer  = (*catchhare.State)(nil)
	_ game.Retrograde = (*catchhare.State)(nil)
)

// reference lists the moves from the wording of the rules: any piece of
// the side to move steps along a line to an empty neighbour; the hare may
// instead leap over a hunter to the empty point beyond, taking it, and
// with multiple leaps go on leaping while more hunters are left than the
// threshold. The ends of the game come from Outcome.
func reference(opts game.Options, s game.State) []string {
	if s.Outcome().Over {
		return nil
	}
	b := s.Board()
	occupied := func(p int) bool { return !s.PieceAt(p).Empty() }
	hunter := func(p int) bool { return s.PieceAt(p).Owner == catchhare.Hunters && occupied(p) }
	hunters := 0
	for p := 0; p < b.Len(); p++ {
		if hunter(p) {
			hunters++
		}
	}
	threshold, _ := strconv.Atoi(opts[catchhare.OptThreshold])
	start, _ := strconv.Atoi(opts[catchhare.OptHunters])
	threshold = min(threshold, start-1)
	more := func(taken int) bool { return opts[catchhare.OptLeaps] == "multiple" && hunters-taken > threshold }
	var out []string
	for p := 0; p < b.Len(); p++ {
		if !occupied(p) || s.PieceAt(p).Owner != s.ToMove() {
			continue
		}
		out = append(out, gametest.Steps(b, p, occupied, nil)...)
		if s.ToMove() == catchhare.Hare {
			out = append(out, gametest.JumpChains(b, p, occupied, hunter, more)...)
		}
	}
	return out
}

func TestPerft(t *testing.T) {
	ring := "X...X/.XXX./.XHX./.XXX./X...X hare 0" // the hare amid twelve hunters
	gametest.Perft(t, catchhare.Spec, []gametest.PerftCase{
		{Name: "start", Nodes: []uint64{8, 40, 522, 2316, 35094, 151778}},
		{Name: "North American board, single leaps", Options: game.Options{catchhare.OptBoard: "american", catchhare.OptLeaps: "single"},
			Nodes: []uint64{6, 30, 304, 1200, 14740, 53814}},
		{Name: "modern board, ten hunters", Options: game.Options{catchhare.OptBoard: "modern", catchhare.OptHunters: "10", catchhare.OptThreshold: "8"},
			Nodes: []uint64{4, 12, 102, 322, 2948}},
		{Name: "chains of leaps", Start: ring, Nodes: []uint64{28, 376, 2176, 41400}},
		{Name: "single leaps", Options: game.Options{catchhare.OptLeaps: "single"}, Start: ring, Nodes: []uint64{4, 136, 656, 20192}},
		{Name: "chains cut by the threshold", Options: game.Options{catchhare.OptBoard: "modern", catchhare.OptThreshold: "10"}, Start: ring,
			Nodes: []uint64{4, 96, 280, 5864}},
	}, reference, 4)
}
