package leapfrog

import (
	"slices"
	"testing"

	"parlour/game"
)

func TestEndsWhenNoJumpLeft(t *testing.T) {
	opts := game.Options{OptPlayers: "3", OptSize: "6"}
	// Player 2 jumps c1 over c2 to c3; then nothing can jump.
	s := at(t, opts, "..o.../..o.../....../....../....../o....o 2 5,6,7 -")
	if s.Outcome().Over {
		t.Fatal("over before the last jump")
	}
	if got := moveTexts(s); !slices.Equal(got, []string{"c1-c3"}) {
		t.Fatalf("moves %v, want [c1-c3]", got)
	}
	play(t, s, "c1-c3")
	o := s.Outcome()
	if !o.Over || s.ToMove() != game.NoPlayer || len(s.LegalMoves(nil)) != 0 {
		t.Fatalf("not over after the last jump: %v", o)
	}
	if o.Winners != 1<<1|1<<2 {
		t.Errorf("winners %b, want players 2 and 3 sharing with 7 each", o.Winners)
	}
	if got, want := s.Describe(), "No jump is left. Final ranking: 1st, shared: seats 2 and 3 (7 pieces); 3rd seat 1 (5)"; got != want {
		t.Errorf("at the end: %q, want %q", got, want)
	}
	s.Undo()
	if s.Outcome().Over || s.ToMove() != 1 {
		t.Errorf("undo of the last jump: %v, to move %d", s.Outcome(), s.ToMove())
	}
	// A position where no jump is possible is over as it stands.
	if s := at(t, opts, "o.o.o./....../o.o.o./....../....../...... 1 0,0,0 -"); !s.Outcome().Over || s.Outcome().Winners != 7 {
		t.Errorf("no jump anywhere: %v", s.Outcome())
	}
}
