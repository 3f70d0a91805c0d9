package engine_test

import (
	"testing"

	"parlour/engine"
)

// TestPerft counts tic-tac-toe's move sequences, which stop growing as
// games are won: the published counts by length are 9, 72, 504, 3,024,
// 15,120, 54,720, 148,176, 200,448 and 127,872.
func TestPerft(t *testing.T) {
	want := []uint64{1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872, 0}
	for depth, n := range want {
		s := &tttState{}
		if got := engine.Perft(s, depth); got != n {
			t.Errorf("perft(%d) = %d, want %d", depth, got, n)
		}
		if s.Hash() != 0 || len(s.undo) != 0 {
			t.Errorf("perft(%d) changed the position", depth)
		}
	}
}
