package leapfrog

import (
	"testing"

	"parlour/game"
)

func TestEvaluate(t *testing.T) {
	s := at(t, game.Options{OptSize: "6"}, "oooooo/oo.ooo/oooooo/oooooo/oo.ooo/oooooo 2 5,2 -")
	if got := s.Evaluate(); got != -30 {
		t.Errorf("Evaluate() = %d, want -30 (player 2 is 3 behind)", got)
	}
}
