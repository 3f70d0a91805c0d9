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

// TestTTableFlat checks the flat replacement scheme of the states that are
// not Tactical: a position's deeper or proven result stays when the same
// position comes back shallower or unproven, and any other position that
// lands on the slot takes it.
func TestTTableFlat(t *testing.T) {
	const a, b = 0x100, 0x200 // the same slot in a table of 2^8
	tt := newTTable(8)
	tt.newSearch()
	tt.store(a, 1, 0, 6, boundExact)
	tt.store(a, 2, 0, 3, boundExact)
	if e, ok := tt.probe(a); !ok || e.move != 1 {
		t.Errorf("a shallower result replaced the deeper one: %+v", e)
	}
	tt.store(a, 3, 0, 9, boundExact)
	if e, ok := tt.probe(a); !ok || e.move != 3 {
		t.Errorf("a deeper result did not replace the shallower one: %+v", e)
	}
	tt.store(b, 4, 0, 2, boundExact|provenBit)
	if _, ok := tt.probe(a); ok {
		t.Error("another position on the slot did not take it")
	}
	tt.store(b, 5, 0, 12, boundExact)
	if e, ok := tt.probe(b); !ok || e.move != 4 {
		t.Errorf("an unproven result replaced a proven one: %+v", e)
	}
	tt.newSearch()
	if _, ok := tt.probe(b); ok {
		t.Error("an entry of an earlier search is found")
	}
}
