package cross

import (
	"slices"
	"testing"

	"parlour/game"
)

func lineNames(b *game.Board, diagonal bool) []string {
	var out []string
	for _, l := range b.Lines() {
		p, q := b.Point(l.A), b.Point(l.B)
		if (p.Col != q.Col && p.Row != q.Row) == diagonal {
			out = append(out, p.Name+"-"+q.Name)
		}
	}
	slices.Sort(out)
	return out
}

func TestBoards(t *testing.T) {
	tests := []struct {
		name              string
		board             *game.Board
		holes, orth, diag int
		centre            string
		at                map[string][2]int
	}{
		{"english with diagonals", English(true), 33, 52, 20, "17", map[string][2]int{"1": {2, 0}, "7": {0, 2}, "17": {3, 3}, "33": {4, 6}}},
		{"english orthogonal", English(false), 33, 52, 0, "17", nil},
		{"french", French(), 37, 60, 0, "19", map[string][2]int{"1": {2, 0}, "4": {1, 1}, "37": {4, 6}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := tc.board
			if b.Len() != tc.holes {
				t.Fatalf("%d holes, want %d", b.Len(), tc.holes)
			}
			if n := len(lineNames(b, false)); n != tc.orth {
				t.Errorf("%d orthogonal lines, want %d", n, tc.orth)
			}
			if n := len(lineNames(b, true)); n != tc.diag {
				t.Errorf("%d diagonal lines, want %d", n, tc.diag)
			}
			if p, ok := b.Index(3, 3); !ok || b.Point(p).Name != tc.centre {
				t.Errorf("centre is not hole %s", tc.centre)
			}
			for name, at := range tc.at {
				p, ok := b.Lookup(name)
				if !ok || b.Point(p).Col != at[0] || b.Point(p).Row != at[1] {
					t.Errorf("hole %s is not at %v", name, at)
				}
			}
		})
	}
}

// TestFoxAndGeeseDiagonals checks the diagonal lines against the list in
// the rule book.
func TestFoxAndGeeseDiagonals(t *testing.T) {
	want := []string{"1-5", "3-5", "5-9", "5-11", "7-15", "9-15", "9-17", "11-17", "11-19", "13-19",
		"15-21", "15-23", "17-23", "17-25", "19-25", "19-27", "23-29", "25-29", "29-31", "29-33"}
	slices.Sort(want)
	if got := lineNames(English(true), true); !slices.Equal(got, want) {
		t.Errorf("diagonals\n got %v\nwant %v", got, want)
	}
}
