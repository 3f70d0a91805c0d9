package engine_test

import (
	"context"
	"testing"

	"parlour/engine"
	"parlour/game/gametest/toy"
)

// TestToyGame checks that the engine plays a game it was not written for,
// registered by a test alone: it solves noughts and crosses as a draw,
// and from Medium up takes a win in one and stops the other side's.
func TestToyGame(t *testing.T) {
	tb, err := engine.SolveGame(toy.Spec, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	if r := tb.Root(); !r.Draw() || tb.Len() != 5478 {
		t.Errorf("solved %v over %d positions, want a draw over 5478", r, tb.Len())
	}
	tests := []struct {
		name, start string
		moves       []string
		want        string
		verdict     string // at Perfect
	}{
		{"win in one", "xx./oo./... crosses", nil, "c1", "Crosses win in 1 move"},
		// Blocking at c1 only delays the loss: Crosses fork with b2.
		{"stop a row", "xx./o../... noughts", nil, "c1", "Crosses win in 4 moves, counting both sides"},
		{"after moves", "", []string{"a1", "b2", "b1", "a2"}, "c1", "Crosses win in 1 move"},
	}
	for _, tt := range tests {
		for _, level := range []engine.Level{engine.Medium, engine.Hard, engine.Perfect} { // Easy looks two plies ahead by design
			req := engine.Request{Game: toy.Spec.ID, Start: tt.start, Moves: tt.moves, Level: level, Seed: 3}
			r, err := engine.Choose(context.Background(), req, nil)
			if err != nil {
				t.Fatalf("%s at %v: %v", tt.name, level, err)
			}
			if r.Move != tt.want {
				t.Errorf("%s at %v: played %s, want %s", tt.name, level, r.Move, tt.want)
			}
			if level == engine.Perfect && r.Info.Verdict != tt.verdict {
				t.Errorf("%s at Perfect: verdict %q, want %q", tt.name, r.Info.Verdict, tt.verdict)
			}
		}
	}
}
