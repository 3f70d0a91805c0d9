package play

import (
	"fmt"
	"testing"

	"parlour/game"
	"parlour/scenes/ui"
)

func TestFirstLine(t *testing.T) {
	tests := []struct {
		n, fit, focus, want int
	}{
		{5, 10, -1, 0},  // all fit
		{20, 7, -1, 13}, // the last lines
		{20, 7, 19, 13}, // the focus is among them
		{20, 7, 13, 13},
		{20, 7, 12, 10}, // before them: from a little before it
		{20, 7, 0, 0},
		{20, 7, 1, 0},
		{3, 1, 0, 0},
	}
	for _, tt := range tests {
		got := firstLine(tt.n, tt.fit, tt.focus)
		if got != tt.want {
			t.Errorf("firstLine(%d, %d, %d) = %d, want %d", tt.n, tt.fit, tt.focus, got, tt.want)
		}
		if tt.focus >= 0 && (tt.focus < got || tt.focus >= got+tt.fit) {
			t.Errorf("firstLine(%d, %d, %d) = %d: the focus is out of sight", tt.n, tt.fit, tt.focus, got)
		}
	}
}

func TestTurnAt(t *testing.T) {
	ends := []int{1, 2, 5, 6} // the third turn is a chain of three moves
	tests := []struct{ ply, want int }{{0, -1}, {1, 0}, {2, 1}, {3, 2}, {5, 2}, {6, 3}, {9, 3}}
	for _, tt := range tests {
		if got := turnAt(ends, tt.ply); got != tt.want {
			t.Errorf("turnAt(%d) = %d, want %d", tt.ply, got, tt.want)
		}
	}
}

// turnsOf returns n turns taking turns between two seats, one move each.
func turnsOf(n int) []game.Turn {
	out := make([]game.Turn, n)
	for i := range out {
		out[i] = game.Turn{Player: game.Player(i % 2), Text: fmt.Sprintf("m%d", i), Moves: []game.Move{0}}
	}
	return out
}

func TestMoveListLayout(t *testing.T) {
	width := func(int) float64 { return 40 }
	body := ui.Rect{X: 0, Y: 0, W: 300, H: 6 + 5*20 + 6} // five lines of 20
	tests := []struct {
		name      string
		turns     int
		shown     int
		wantFirst int // turn of the first cell
		wantCells int
		table     bool
	}{
		{"few", 3, 2, 0, 3, true},
		{"the end in sight", 30, 29, 20, 10, true},
		{"an early turn shown", 30, 4, 2, 10, true},
		{"a middle turn shown", 30, 16, 14, 10, true},
		{"the start", 30, -1, 0, 10, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := layoutMoveList(body, turnsOf(tt.turns), 2, width, 20, 1, tt.shown)
			if l.table != tt.table || len(l.cells) != tt.wantCells || l.cells[0].Turn != tt.wantFirst {
				t.Fatalf("table %v, %d cells from turn %d; want %v, %d from %d", l.table, len(l.cells), l.cells[0].Turn, tt.table, tt.wantCells, tt.wantFirst)
			}
			seen := false
			for i, c := range l.cells {
				if c.Turn == tt.shown {
					seen = true
				}
				x, y := c.Rect.Center()
				// Every cell is in the body, and a tap on it finds it alone.
				if !body.Contains(x, y) {
					t.Errorf("cell of turn %d at %v is outside %v", c.Turn, c.Rect, body)
				}
				for j, o := range l.cells {
					if j != i && o.Rect.Contains(x, y) {
						t.Errorf("a tap on turn %d also hits turn %d", c.Turn, o.Turn)
					}
				}
			}
			if tt.shown >= 0 && !seen {
				t.Errorf("turn %d is not in sight", tt.shown)
			}
		})
	}
	// Too narrow for a table: one turn a line, in one column.
	l := layoutMoveList(ui.Rect{X: 0, Y: 0, W: 100, H: 200}, turnsOf(4), 2, width, 20, 1, 3)
	if l.table || len(l.cells) != 4 || l.cells[1].Rect.Y <= l.cells[0].Rect.Y {
		t.Errorf("narrow list: table %v, cells %v", l.table, l.cells)
	}
}
