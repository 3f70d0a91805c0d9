package engine

import (
	"testing"

	"parlour/game"
)

// TestTTableBuckets checks the bucketed replacement scheme: a deep result
// survives shallower ones that collide with it, which take the
// always-replaced slot, and a deeper result moves the deep slot's entry
// there.
func TestTTableBuckets(t *testing.T) {
	const a, b, c = 0x100, 0x101, 0x201 // the same pair of slots in a table of 2^8
	type store struct {
		key   uint64
		depth int
	}
	tests := []struct {
		name    string
		stores  []store
		present []uint64
		absent  []uint64
	}{
		{"both slots used", []store{{a, 6}, {b, 2}}, []uint64{a, b}, nil},
		{"the deep entry stays", []store{{a, 6}, {b, 2}, {c, 3}}, []uint64{a, c}, []uint64{b}},
		{"a deeper entry moves it aside", []store{{a, 6}, {b, 2}, {c, 7}}, []uint64{a, c}, []uint64{b}},
		{"an entry is updated in place", []store{{a, 6}, {b, 2}, {b, 3}}, []uint64{a, b}, nil},
	}
	for _, tc := range tests {
		tt := newTTable(8)
		tt.paired = true
		tt.newSearch()
		for _, st := range tc.stores {
			tt.store(st.key, game.Move(st.key), 0, st.depth, boundExact)
		}
		for _, k := range tc.present {
			if e, ok := tt.probe(k); !ok || e.move != game.Move(k) {
				t.Errorf("%s: key %#x not found", tc.name, k)
			}
		}
		for _, k := range tc.absent {
			if _, ok := tt.probe(k); ok {
				t.Errorf("%s: key %#x still found", tc.name, k)
			}
		}
	}
	// Depth-preferred: the deep slot keeps the deepest result of all.
	tt := newTTable(8)
	tt.paired = true
	tt.newSearch()
	tt.store(a, 1, 0, 9, boundExact)
	tt.store(b, 2, 0, 3, boundExact)
	tt.store(c, 3, 0, 4, boundExact)
	if e, ok := tt.probe(a); !ok || e.depth != 9 {
		t.Errorf("the depth-9 entry was replaced: %+v", e)
	}
}

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
