package harehounds

import (
	"slices"
	"testing"
)

func TestBoardGeometry(t *testing.T) {
	if got := Board.Len(); got != 11 {
		t.Fatalf("points = %d, want 11", got)
	}
	orth, diag := 0, 0
	for _, l := range Board.Lines() {
		a, b := Board.Point(l.A), Board.Point(l.B)
		if a.Col == b.Col || a.Row == b.Row {
			orth++
		} else {
			diag++
		}
	}
	if orth != 14 || diag != 8 {
		t.Errorf("lines: %d orthogonal, %d diagonal; want 14 and 8", orth, diag)
	}
	tests := []struct {
		name       string
		neighbours []string
	}{
		{"a2", []string{"b1", "b2", "b3"}},
		{"c2", []string{"b1", "b2", "b3", "c1", "c3", "d1", "d2", "d3"}},
		{"c1", []string{"b1", "c2", "d1"}},
		{"b2", []string{"a2", "b1", "b3", "c2"}},
		{"d2", []string{"c2", "d1", "d3", "e2"}},
		{"c3", []string{"b3", "c2", "d3"}},
		{"e2", []string{"d1", "d2", "d3"}},
		{"b1", []string{"a2", "b2", "c1", "c2"}},
	}
	for _, tt := range tests {
		p, ok := Board.Lookup(tt.name)
		if !ok {
			t.Fatalf("no point %s", tt.name)
		}
		var got []string
		for _, q := range Board.Neighbours(p) {
			got = append(got, Board.Point(q).Name)
		}
		slices.Sort(got)
		if !slices.Equal(got, tt.neighbours) {
			t.Errorf("neighbours of %s = %v, want %v", tt.name, got, tt.neighbours)
		}
	}
	if p := Board.Point(pointL); p.Col != 0 || p.Row != 1 {
		t.Errorf("L at (%d,%d), want (0,1)", p.Col, p.Row)
	}
}
