package catchhare

import (
	"slices"
	"testing"
)

func TestBoards(t *testing.T) {
	tests := []struct {
		board      string
		diagonals  int
		neighbours map[string][]string
	}{
		{"original", 16, map[string][]string{
			"c3": {"b2", "b3", "b4", "c2", "c4", "d2", "d3", "d4"},
			"b3": {"a3", "b2", "b4", "c3"},
			"c1": {"b1", "b2", "c2", "d1", "d2"},
			"a1": {"a2", "b1", "b2"},
		}},
		{"american", 8, map[string][]string{
			"c3": {"b2", "b3", "b4", "c2", "c4", "d2", "d3", "d4"},
			"c1": {"b1", "c2", "d1"},
			"e5": {"d4", "d5", "e4"},
		}},
		{"modern", 0, map[string][]string{
			"c3": {"b3", "c2", "c4", "d3"},
			"a1": {"a2", "b1"},
		}},
	}
	for _, tt := range tests {
		b := Layouts[tt.board].Board
		if b.Len() != 25 {
			t.Fatalf("%s: %d points, want 25", tt.board, b.Len())
		}
		orth, diag := 0, 0
		for _, l := range b.Lines() {
			p, q := b.Point(l.A), b.Point(l.B)
			if p.Col == q.Col || p.Row == q.Row {
				orth++
			} else {
				diag++
			}
		}
		if orth != 40 || diag != tt.diagonals {
			t.Errorf("%s: %d orthogonal and %d diagonal lines, want 40 and %d", tt.board, orth, diag, tt.diagonals)
		}
		for name, want := range tt.neighbours {
			p, _ := b.Lookup(name)
			var got []string
			for _, q := range b.Neighbours(p) {
				got = append(got, b.Point(q).Name)
			}
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Errorf("%s: neighbours of %s = %v, want %v", tt.board, name, got, want)
			}
		}
	}
}
