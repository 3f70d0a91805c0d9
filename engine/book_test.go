package engine_test

import (
	"context"
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game/catchhare"
)

// TestChooseFromBook checks that the strongest level plays Catch the
// Hare from the book at once, with a verdict and a line that ends in the
// hunters' win, and that the other levels search.
func TestChooseFromBook(t *testing.T) {
	for _, moves := range [][]string{nil, {"b4-b3"}} {
		req := engine.Request{Game: catchhare.Spec.ID, Level: engine.Perfect, Moves: moves, Budget: 100e6}
		m, err := req.Match()
		if err != nil {
			t.Fatal(err)
		}
		want, ok := m.State().(engine.BookMover).BookMove()
		if len(moves) == 0 && !ok {
			t.Fatal("the start is not in the book")
		}
		r, err := engine.Choose(context.Background(), req, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			// Off the book: a search, with no verdict.
			if r.Info.Verdict != "" || r.Info.Nodes == 0 {
				t.Errorf("after %v: verdict %q after %d nodes, want a search", moves, r.Info.Verdict, r.Info.Nodes)
			}
			continue
		}
		if r.Move != m.State().MoveString(want) || r.Info.Nodes != 0 {
			t.Errorf("after %v: move %s after %d nodes, want the book's %s", moves, r.Move, r.Info.Nodes, m.State().MoveString(want))
		}
		if !strings.HasPrefix(r.Info.Verdict, "Hunters win in ") {
			t.Errorf("verdict %q", r.Info.Verdict)
		}
		c := m.State().Clone()
		for _, text := range r.Info.PV {
			mv, err := c.ParseMove(text)
			if err != nil {
				t.Fatal(err)
			}
			c.Apply(mv)
		}
		if r.Info.Depth == len(r.Info.PV) && !c.Outcome().Won(catchhare.Hunters) {
			t.Errorf("the line %v does not end in the hunters' win", r.Info.PV)
		}
		hard, err := engine.Choose(context.Background(), engine.Request{Game: catchhare.Spec.ID, Level: engine.Hard, Moves: moves, Budget: 50e6}, nil)
		if err != nil || hard.Info.Nodes == 0 {
			t.Errorf("Hard: %+v %v, want a search", hard.Info, err)
		}
	}
}
