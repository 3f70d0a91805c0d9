package engine

import "testing"

// TestLateReduction checks the shape of the late move reductions: none
// near the horizon, for the first moves or for tactical and killer moves;
// more for later moves, deeper nodes and nodes off the principal
// variation; never down to the horizon.
func TestLateReduction(t *testing.T) {
	tests := []struct {
		depth, i int
		sc       int32
		pv       bool
		want     func(int) bool
		what     string
	}{
		{2, 20, 0, false, func(r int) bool { return r == 0 }, "none near the horizon"},
		{8, 1, 0, false, func(r int) bool { return r == 0 }, "none for the second move"},
		{8, 20, orderKiller, false, func(r int) bool { return r == 0 }, "none for a killer"},
		{8, 20, orderLosing, false, func(r int) bool { return r == 0 }, "none for a capture"},
		{8, 20, 0, false, func(r int) bool { return r >= 2 && r <= 6 }, "some for a late quiet move"},
		{3, 60, 0, false, func(r int) bool { return r == 1 }, "never down to the horizon"},
	}
	for _, tc := range tests {
		if r := lateReduction(tc.depth, tc.i, tc.sc, tc.pv); !tc.want(r) {
			t.Errorf("%s: lateReduction(%d, %d, %d, %v) = %d", tc.what, tc.depth, tc.i, tc.sc, tc.pv, r)
		}
	}
	if off, on := lateReduction(10, 30, 0, false), lateReduction(10, 30, 0, true); off <= on {
		t.Errorf("reduction off the principal variation %d, on it %d: want more off it", off, on)
	}
	if early, late := lateReduction(10, 4, 0, false), lateReduction(10, 40, 0, false); late <= early {
		t.Errorf("reduction of move 4 is %d, of move 40 %d: want more for the later", early, late)
	}
}
