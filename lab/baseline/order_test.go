package baseline

import (
	"slices"
	"testing"

	"parlour/game"
)

// TestReduction checks the baseline's late move reductions: none near the
// horizon, for the first three moves, for killers and tactical moves or
// in an urgent position; one ply for the later quiet moves, two for the
// latest of the deeper nodes.
func TestReduction(t *testing.T) {
	tests := []struct {
		depth, i int
		sc       int32
		urgent   bool
		want     int
	}{
		{2, 20, 0, false, 0},
		{8, 2, 0, false, 0},
		{8, 20, orderKiller, false, 0},
		{8, 20, orderTactical, false, 0},
		{8, 20, 0, true, 0},
		{3, 3, 0, false, 1},
		{4, 20, 0, false, 1},
		{5, 9, 0, false, 1},
		{5, 10, 0, false, 2},
	}
	for _, tc := range tests {
		if got := reduction(tc.depth, tc.i, tc.sc, tc.urgent); got != tc.want {
			t.Errorf("reduction(%d, %d, %d, %v) = %d, want %d", tc.depth, tc.i, tc.sc, tc.urgent, got, tc.want)
		}
	}
}

// TestSortMoves checks that moves are sorted by descending score, equal
// scores keeping their order.
func TestSortMoves(t *testing.T) {
	moves := []game.Move{1, 2, 3, 4, 5}
	sc := []int32{5, 9, 5, 1, 9}
	sortMoves(moves, sc)
	if want := []game.Move{2, 5, 1, 3, 4}; !slices.Equal(moves, want) {
		t.Errorf("sorted %v, want %v", moves, want)
	}
	if want := []int32{9, 9, 5, 5, 1}; !slices.Equal(sc, want) {
		t.Errorf("scores %v, want %v", sc, want)
	}
}
