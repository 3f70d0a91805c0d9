package engine_test

import (
	"math/rand/v2"
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/game/leapfrog"
)

// TestGreedyMoveTakesWins checks the one-ply player on a game without
// scores: it completes its own row when it can, and otherwise avoids a
// move that loses at once (none does in tic-tac-toe) by its evaluation.
func TestGreedyMoveTakesWins(t *testing.T) {
	tests := []struct {
		moves []game.Move // played from the empty board, X first
		want  game.Move
	}{
		{[]game.Move{0, 3, 1, 4}, 2},    // X: 0 1 _ → 2
		{[]game.Move{0, 3, 8, 4, 6}, 5}, // O: 3 4 _ → 5
		{[]game.Move{4, 0, 2, 1}, 6},    // X: 2 4 _ on the diagonal → 6
	}
	for _, tc := range tests {
		s := &tttState{}
		for _, m := range tc.moves {
			s.Apply(m)
		}
		for seed := uint64(0); seed < 5; seed++ {
			if got := engine.GreedyMove(s, rand.New(rand.NewPCG(seed, 1))); got != tc.want {
				t.Errorf("after %v (seed %d): GreedyMove = %d, want the winning %d", tc.moves, seed, got, tc.want)
			}
		}
	}
}

// TestGreedyMove checks the greedy player on a game that keeps scores:
// it starts the turn that gains the most, the longest chain.
func TestGreedyMove(t *testing.T) {
	// Player 1 can jump a1-a3-a5-a7 (three pieces) or c1-c3 (one).
	const position = "o.o...../o.o...../...o..../o......./......../o......./......../........ 1 0,0 -"
	s, _, err := leapfrog.Spec.Position(game.Options{"size": "8"}, position)
	if err != nil {
		t.Fatal(err)
	}
	m := engine.GreedyMove(s, rand.New(rand.NewPCG(1, 1)))
	if got := s.MoveString(m); got != "a1-a3" {
		t.Errorf("GreedyMove = %s, want a1-a3, the start of the longest chain", got)
	}
}
