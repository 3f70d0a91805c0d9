package engine

import (
	"context"
	"testing"
	"time"

	"parlour/game"
)

// TestChooseFull checks that a Full request searches for its whole budget,
// even at Perfect in a solved game, and still answers with a legal move.
func TestChooseFull(t *testing.T) {
	for _, opts := range []game.Options{nil, {"stalling": "off"}} {
		req := Request{ID: 7, Game: "harehounds", Options: opts, Moves: []string{"a2-b2"}, Level: Perfect, Budget: 300 * time.Millisecond, Full: true}
		begin := time.Now()
		progress := 0
		r, err := Choose(context.Background(), req, func(Reply) { progress++ })
		took := time.Since(begin)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%v: %v, depth %d, %d nodes, %d progress reports, move %s", opts, took, r.Info.Depth, r.Info.Nodes, progress, r.Move)
		// The upper bound only catches a search that ignores its budget: a
		// busy machine can starve the process for seconds.
		if took < 250*time.Millisecond || took > 5*time.Second {
			t.Errorf("%v: a Full search of 300ms took %v", opts, took)
		}
		if r.Move == "" || progress == 0 {
			t.Errorf("%v: reply %+v after %d progress reports", opts, r, progress)
		}
	}
}
