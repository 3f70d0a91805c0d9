package game

import "testing"

func TestGeometry(t *testing.T) {
	var bb BoardBuilder
	for r := 0; r < 3; r++ {
		for c := 0; c < 3; c++ {
			bb.AddPoint(c, r, "")
		}
	}
	bb.ConnectOrthogonal()
	b := bb.MustBuild()
	g := b.Geometry()
	if b.Geometry() != g {
		t.Error("Geometry is not built once per board")
	}
	centre, _ := b.Index(1, 1)
	corner, _ := b.Index(0, 0)
	if got := len(g.Spans[centre]); got != 2 {
		t.Errorf("centre spans %d lines, want 2", got)
	}
	if got := len(g.Jumps[corner]); got != 2 {
		t.Errorf("corner has %d jumps, want 2", got)
	}
	for _, j := range g.Jumps[corner] {
		if j.Over != int8(centre) && b.Step(corner, int(j.Dir)) != int(j.Over) {
			t.Errorf("jump %+v does not pass the neighbour", j)
		}
	}
	if g.Near[centre] != 1<<1|1<<3|1<<5|1<<7 {
		t.Errorf("centre's neighbours %b", g.Near[centre])
	}
}
