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
