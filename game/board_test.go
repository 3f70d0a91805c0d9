package game

import (
	"strings"
	"testing"
)

func cross(t *testing.T) *Board {
	t.Helper()
	var b BoardBuilder
	for _, c := range [][2]int{{1, 0}, {0, 1}, {1, 1}, {2, 1}, {1, 2}} {
		b.AddPoint(c[0], c[1], "")
	}
	b.ConnectOrthogonal()
	bd, err := b.Build()
	if err != nil {
		t.Fatal(err)
	}
	return bd
}

func TestBoardBuild(t *testing.T) {
	bd := cross(t)
	if bd.Len() != 5 || len(bd.Lines()) != 4 {
		t.Fatalf("cross: %d points, %d lines; want 5 and 4", bd.Len(), len(bd.Lines()))
	}
	if cols, rows := bd.Size(); cols != 3 || rows != 3 {
		t.Errorf("size %dx%d, want 3x3", cols, rows)
	}
	centre, _ := bd.Lookup("b2")
	if got := len(bd.Neighbours(centre)); got != 4 {
		t.Errorf("centre has %d neighbours, want 4", got)
	}
	left, _ := bd.Index(0, 1)
	right, _ := bd.Index(2, 1)
	east := DirectionIndex(Direction{1, 0})
	if over, to := bd.Jump(left, east); over != centre || to != right {
		t.Errorf("Jump(a2, east) = %d,%d; want %d,%d", over, to, centre, right)
	}
	if over, to := bd.Jump(centre, east); over != -1 || to != -1 {
		t.Errorf("Jump off the board = %d,%d; want -1,-1", over, to)
	}
	if d := bd.Direction(left, centre); d != east {
		t.Errorf("Direction(a2,b2) = %d, want %d", d, east)
	}
	if d := bd.Direction(left, right); d != -1 {
		t.Errorf("Direction of unjoined points = %d, want -1", d)
	}
}

func TestBoardBuildErrors(t *testing.T) {
	tests := []struct {
		name  string
		build func(b *BoardBuilder)
		want  string
	}{
		{"duplicate name", func(b *BoardBuilder) { b.AddPoint(0, 0, "x"); b.AddPoint(1, 0, "x") }, "named"},
		{"duplicate place", func(b *BoardBuilder) { b.AddPoint(0, 0, ""); b.AddPoint(0, 0, "y") }, "two points at"},
		{"missing point", func(b *BoardBuilder) { b.AddPoint(0, 0, ""); b.AddLine(0, 0, 1, 0) }, "missing point"},
		{"long line", func(b *BoardBuilder) { b.AddPoint(0, 0, ""); b.AddPoint(2, 0, ""); b.AddLine(0, 0, 2, 0) }, "neighbours"},
		{"negative", func(b *BoardBuilder) { b.AddPoint(-1, 0, "") }, "negative"},
	}
	for _, tt := range tests {
		var b BoardBuilder
		tt.build(&b)
		if _, err := b.Build(); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: Build() = %v, want an error about %q", tt.name, err, tt.want)
		}
	}
}

func TestRows(t *testing.T) {
	bd := cross(t)
	text := bd.EncodeRows(func(p int) byte { return bd.Point(p).Name[0] })
	if text != "b/abc/b" {
		t.Fatalf("EncodeRows = %q, want %q", text, "b/abc/b")
	}
	cells, err := bd.DecodeRows("x/yzw/v")
	if err != nil {
		t.Fatal(err)
	}
	if p, _ := bd.Lookup("c2"); cells[p] != 'w' {
		t.Errorf("c2 decoded as %q, want w", cells[p])
	}
	for _, bad := range []string{"", "x/yz/v", "x/yzwq/v", "x/yzw/v/", "xx/yzw/v", "x/yzw"} {
		if _, err := bd.DecodeRows(bad); err == nil {
			t.Errorf("DecodeRows(%q) accepted a malformed board", bad)
		}
	}
}

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
