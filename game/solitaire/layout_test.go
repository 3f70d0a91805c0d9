package solitaire

import "testing"

// TestBoundTools checks the helpers of the solver on both boards: every
// region is a Merson region, every pagoda function keeps its condition,
// and the move bound of the standard start is 12 (eight corners and four
// L-shaped regions round the centre square).
func TestBoundTools(t *testing.T) {
	for _, l := range []*layout{english, french} {
		for _, r := range l.regions() {
			if !l.isMerson(r) {
				t.Errorf("region %x is not a Merson region", r)
			}
		}
	}
	for v, built := range variants {
		r := built()
		for i := range r.pagodas {
			if !r.pagodas[i].valid(r.layout) {
				t.Errorf("variant %v: pagoda %d breaks the pagoda condition", v, i)
			}
		}
	}
	if got := start(t, nil).MovesNeeded(); got != 12 {
		t.Errorf("MovesNeeded() at the start = %d, want 12", got)
	}
	if got := at(t, nil, ".../.../......./...o.../......./.../...").MovesNeeded(); got != 0 {
		t.Errorf("MovesNeeded() at the goal = %d, want 0", got)
	}
}
