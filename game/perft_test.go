package game_test

import (
	"testing"

	"parlour/game"
	"parlour/game/gametest/toy"
)

// TestPerft counts noughts and crosses' move sequences, which stop growing
// as games are won: the published counts by length are 9, 72, 504, 3,024,
// 15,120, 54,720, 148,176, 200,448 and 127,872, and none is ten long.
func TestPerft(t *testing.T) {
	want := []uint64{1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872, 0}
	for depth, n := range want {
		s, _, err := toy.Spec.Start(nil)
		if err != nil {
			t.Fatal(err)
		}
		before, hash := s.String(), s.Hash()
		if got := game.Perft(s, depth); got != n {
			t.Errorf("perft(%d) = %d, want %d", depth, got, n)
		}
		if s.String() != before || s.Hash() != hash {
			t.Errorf("perft(%d) changed the position to %q", depth, s.String())
		}
	}
}
