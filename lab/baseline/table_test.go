package baseline

import "testing"

// TestTable checks the baseline's table: a position's deeper or proven
// result stays when the same position comes back shallower or unproven,
// any other position that lands on the slot takes it, and a new search
// sees none of the old entries.
func TestTable(t *testing.T) {
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

// TestMateScores checks that a win or loss stored at one ply reads back
// at another with its distance counted from there, and that other scores
// are stored as they are.
func TestMateScores(t *testing.T) {
	win := mateThreshold + 50 // a win some plies from the node
	if got := scoreFromTT(scoreToTT(win, 3), 5); got != win-2 {
		t.Errorf("a win stored at ply 3 reads %d at ply 5, want %d", got, win-2)
	}
	if got := scoreFromTT(scoreToTT(-win, 3), 5); got != -win+2 {
		t.Errorf("a loss stored at ply 3 reads %d at ply 5, want %d", got, -win+2)
	}
	if got := scoreFromTT(scoreToTT(120, 3), 7); got != 120 {
		t.Errorf("an estimate stored at ply 3 reads %d at ply 7", got)
	}
}
