package scenes

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/leapfrog"
)

// matchOf returns a match of g with options opts after moves.
func matchOf(t *testing.T, g *game.Game, opts game.Options, moves ...string) *game.Match {
	t.Helper()
	m, err := game.NewMatch(g, opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		if err := m.PlayString(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	return m
}

// A Leapfrog game of three on 6×6 in which Player 1 jumps c1-c3-c5 and
// Player 2 is in the middle of the chain e5-c5-c3.
var (
	leapfrog3     = game.Options{leapfrog.OptPlayers: "3", leapfrog.OptSize: "6"}
	leapfrogChain = []string{"xc3", "xe3", "xc5", "c1-c3", "c3-c5", "c6-c4", "e6-c6", "b6-d6", "e5-c5", "c5-c3"}
)

var people3 = []Seat{Human, Human, Human}

// TestMoveListByTurn checks that a chain of jumps is one entry, in the
// column of the player who made it, and that the board's trail runs
// along the whole chain.
func TestMoveListByTurn(t *testing.T) {
	h := newHarnessOf(t, matchOf(t, leapfrog.Spec, leapfrog3, leapfrogChain...), people3)
	turns := h.p.s.Match().Turns()
	rows := moveRows(turns, 3)
	var got [][]string
	for _, row := range rows {
		var cells []string
		for col, k := range row {
			if k < 0 {
				cells = append(cells, "")
				continue
			}
			if turns[k].Player != game.Player(col) {
				t.Errorf("%s of player %d in column %d", turns[k].Text, turns[k].Player+1, col+1)
			}
			cells = append(cells, turns[k].Text)
		}
		got = append(got, cells)
	}
	want := [][]string{{"xc3", "xe3", "xc5"}, {"c1-c3-c5", "c6-c4", "e6-c6"}, {"b6-d6", "e5-c5-c3", ""}}
	if strings.Join(flat(got), "|") != strings.Join(flat(want), "|") {
		t.Errorf("move list %q, want %q", got, want)
	}
	// The trail shows every landing of the chain under way.
	var trail []string
	for _, p := range h.p.board.lastPath {
		trail = append(trail, h.p.board.view.Board.Point(p).Name)
	}
	if strings.Join(trail, "-") != "e5-c5-c3" {
		t.Errorf("last-move trail %v, want e5-c5-c3", trail)
	}
	h.draw()
}

func flat(rows [][]string) []string {
	var out []string
	for _, r := range rows {
		out = append(out, r...)
	}
	return out
}

// TestPortraitShowsMoves checks that on a phone held upright every game
// lists its moves in the room the board leaves, clear of the rest.
func TestPortraitShowsMoves(t *testing.T) {
	for _, e := range catalog.Entries() {
		t.Run(e.Game.ID, func(t *testing.T) {
			m, err := game.NewMatch(e.Game, nil)
			if err != nil {
				t.Fatal(err)
			}
			h := newHarnessOf(t, m, make([]Seat, len(m.Seats())))
			h.resize(390, 844)
			p := h.p
			if p.rev.moves.Empty() || p.rev.moves.H < minPortraitMoves-10 {
				t.Fatalf("moves %+v: no move list on a phone", p.rev.moves)
			}
			others := map[string]Rect{"status": p.at.status, "board": p.board.Extent(), "message": p.at.message, "players": p.seats.rect}
			for _, b := range p.btn.tools {
				others["button "+b.Label] = b.Rect
			}
			for name, r := range others {
				if r.Intersects(p.rev.moves) {
					t.Errorf("moves %+v overlap the %s %+v", p.rev.moves, name, r)
				}
			}
			if p.rev.moves.Bottom() > h.c.H {
				t.Errorf("moves %+v run off the screen", p.rev.moves)
			}
			h.draw()
		})
	}
}

// TestStopButtonClearOfTurnLine checks that the button that ends a chain
// leaves the turn line its room, upright and wide.
func TestStopButtonClearOfTurnLine(t *testing.T) {
	h := newHarnessOf(t, matchOf(t, leapfrog.Spec, leapfrog3, leapfrogChain...), people3)
	for _, size := range [][2]float64{{390, 844}, {1280, 800}} {
		h.resize(size[0], size[1])
		h.idle(1)
		p := h.p
		if p.btn.action.Rect.Empty() {
			t.Fatalf("%v: no Stop here button in the middle of a chain", size)
		}
		x, w := p.turnLine(1)
		title := p.s.Names()[p.s.Match().ToMove()] + " to move"
		line := Rect{x, p.at.status.Y, w, p.at.status.H}
		if need := textWidth(title, face(true, 17)); w < need {
			t.Errorf("%v: the turn line has %.0f px, %q needs %.0f", size, w, title, need)
		}
		for name, r := range map[string]Rect{"turn line": line, "board": p.board.Extent(), "analysis toggle": p.btn.analysis.Rect} {
			if p.btn.action.Rect.Intersects(r) {
				t.Errorf("%v: Stop here %+v covers the %s %+v", size, p.btn.action.Rect, name, r)
			}
		}
		if r := p.messageRect(); r.Intersects(p.btn.action.Rect) {
			t.Errorf("%v: the message %+v runs under Stop here %+v", size, r, p.btn.action.Rect)
		}
		h.draw()
	}
}

// TestCoordinatesInsidePlate checks that every coordinate fits between
// the outer squares and the plate's edge, on big boards at phone and
// desktop sizes.
func TestCoordinatesInsidePlate(t *testing.T) {
	for _, size := range []string{"15", "18"} {
		m := matchOf(t, leapfrog.Spec, game.Options{leapfrog.OptSize: size, leapfrog.OptVersion: "coloured"})
		h := newHarnessOf(t, m, []Seat{Human, Human})
		for _, wh := range [][2]float64{{390, 844}, {1280, 800}} {
			h.resize(wh[0], wh[1])
			v := h.p.board.view
			pl := v.Plate()
			f := labelFace(v.Spacing, 1)
			cols, rows := v.Board.Size()
			grid := Rect{v.ox - v.Spacing/2, v.oy - v.Spacing/2, float64(cols) * v.Spacing, float64(rows) * v.Spacing}
			for _, l := range coordinatePlaces(v, 1) {
				w, ht := textWidth(l.text, f), lineHeight(f)*0.7
				r := Rect{l.x - w/2, l.y - ht/2, w, ht}
				if r.X < pl.X || r.Right() > pl.Right() || r.Bottom() > pl.Bottom() || r.Intersects(grid) {
					t.Errorf("%s×%s at %v: label %q at %+v, plate %+v, squares %+v", size, size, wh, l.text, r, pl, grid)
				}
			}
		}
	}
}

// TestZoomButtonDoesNotTapBoard presses the zoom button of a big board on
// a phone: it must zoom, cover no square, and tap nothing under it.
func TestZoomButtonDoesNotTapBoard(t *testing.T) {
	m := matchOf(t, leapfrog.Spec, game.Options{leapfrog.OptSize: "18", leapfrog.OptVersion: "coloured"}, "xa1", "xb1", "a3-a1")
	h := newHarnessOf(t, m, []Seat{Human, Human})
	h.resize(390, 844)
	w := h.p.board
	bz := w.ZoomButton().Rect
	if bz.Empty() {
		t.Fatal("no zoom button on an 18×18 board on a phone")
	}
	h.p.Targets(func(name string, r Rect) {
		if strings.HasPrefix(name, "point:") && r.Intersects(bz) {
			t.Errorf("the zoom button %+v covers %s %+v", bz, name, r)
		}
	})
	heard := len(h.heard)
	room := w.Extent()
	x, y := bz.Center()
	h.frame(Frame{X: x, Y: y, Down: true, Pressed: true})
	h.frame(Frame{X: x, Y: y, Released: true})
	h.idle(3)
	if !w.zoom.on {
		t.Error("the zoom button did not zoom")
	}
	if w.picker.Selected() >= 0 || len(h.moves()) != 3 {
		t.Errorf("the press reached the board: selected %d, moves %v", w.picker.Selected(), h.moves())
	}
	for _, s := range h.heard[heard:] {
		if s != "Board zoomed in. Drag an empty square to look around." {
			t.Errorf("heard %q after pressing zoom", s)
		}
	}
	h.draw()
	// Zooming in and out keeps the board's room and the button's place.
	for range 2 {
		if w.Extent() != room || w.ZoomButton().Rect != bz {
			t.Errorf("zoom %v: board %+v and button %+v, were %+v and %+v", w.zoom.on, w.Extent(), w.ZoomButton().Rect, room, bz)
		}
		w.toggleZoom()
	}

}

// TestZoomCoordinates zooms an 18×18 Leapfrog board on a phone: the row
// and column labels stand inside the board's area, each in line with its
// row or column of squares, every row and column in view is labelled and
// no other, and panning changes them.
func TestZoomCoordinates(t *testing.T) {
	m := matchOf(t, leapfrog.Spec, game.Options{leapfrog.OptSize: "18", leapfrog.OptVersion: "coloured"})
	h := newHarnessOf(t, m, []Seat{Human, Human})
	h.resizeLike(390, 844)
	w := h.p.board
	if labels, _ := w.zoomCoordinates(); len(labels) != 0 {
		t.Errorf("unzoomed, the board has zoomed coordinates %v", labels)
	}
	w.toggleZoom()
	h.draw()
	check := func(what string) map[string]bool {
		t.Helper()
		labels, band := w.zoomCoordinates()
		if band <= 0 || len(labels) == 0 {
			t.Fatalf("%s: no coordinates on the zoomed board", what)
		}
		v, a, b := w.view, w.area, w.view.Board
		cols, rows, _ := coordinateLabels(b)
		f := labelFace(0, w.scale)
		seen := map[string]bool{}
		for _, l := range labels {
			half := textWidth(l.text, f) / 2
			if l.x-half < a.X || l.x+half > a.Right() || l.y-lineHeight(f)/2 < a.Y-1 || l.y+lineHeight(f)/2 > a.Bottom()+1 {
				t.Errorf("%s: label %q at (%.0f, %.0f) is outside the board's area %+v", what, l.text, l.x, l.y, a)
			}
			switch {
			case l.x == a.X+band/2: // a row's number, in line with its squares
				row := slices.Index(rows, l.text)
				q, ok := b.Index(0, row)
				if _, y := v.At(q); !ok || math.Abs(y-l.y) > 0.5 {
					t.Errorf("%s: row label %q at y %.0f, its squares at %.0f", what, l.text, l.y, y)
				}
				seen["row "+l.text] = true
			case l.y == a.Bottom()-band/2: // a column's letter
				col := slices.Index(cols, l.text)
				q, ok := b.Index(col, 0)
				if x, _ := v.At(q); !ok || math.Abs(x-l.x) > 0.5 {
					t.Errorf("%s: column label %q at x %.0f, its squares at %.0f", what, l.text, l.x, x)
				}
				seen["col "+l.text] = true
			default:
				t.Errorf("%s: label %q at (%.0f, %.0f) is on neither edge", what, l.text, l.x, l.y)
			}
		}
		// Every row and column whose squares are in the open view is named.
		for row, l := range rows {
			q, _ := b.Index(0, row)
			if _, y := v.At(q); y > a.Y+v.Spacing/2 && y < a.Bottom()-band-v.Spacing/2 && !seen["row "+l] {
				t.Errorf("%s: row %s is in view at y %.0f but not labelled", what, l, y)
			}
		}
		for col, l := range cols {
			q, _ := b.Index(col, 0)
			if x, _ := v.At(q); x > a.X+band+v.Spacing/2 && x < a.Right()-v.Spacing/2 && !seen["col "+l] {
				t.Errorf("%s: column %s is in view at x %.0f but not labelled", what, l, x)
			}
		}
		if len(seen) >= len(rows)+len(cols) {
			t.Errorf("%s: zoomed, every row and column is labelled: %v", what, seen)
		}
		return seen
	}
	before := check("zoomed")
	x, y := w.area.Center()
	w.zoom.lx, w.zoom.ly = x, y
	w.panBy(x+6*w.view.Spacing, y-6*w.view.Spacing) // towards the top left
	after := check("panned")
	if maps.Equal(before, after) {
		t.Errorf("panning left the labels as they were: %v", after)
	}
}

// TestMoveColumns checks that a move table's columns are as wide as
// their entries need, the room to spare shared out, and that entries too
// wide to stand side by side are refused.
func TestMoveColumns(t *testing.T) {
	widths := []float64{30, 150, 40, 60} // of turns 0 to 3
	width := func(k int) float64 { return widths[k] }
	tests := []struct {
		name  string
		rows  [][]int
		seats int
		w     float64
		want  []float64 // nil when refused
	}{
		{"a long chain takes what the short column leaves", [][]int{{0, 1}, {2, 3}}, 2, 260, []float64{0, 75, 260}},
		{"too wide", [][]int{{0, 1}, {2, 3}}, 2, 200, nil},
		{"an empty column has only its share of the spare room", [][]int{{0, -1, 2}}, 3, 150, []float64{0, 60, 80, 150}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := moveColumns(tt.rows, width, tt.seats, tt.w, 10)
			if ok != (tt.want != nil) || fmt.Sprint(got) != fmt.Sprint(tt.want) {
				t.Errorf("edges %v (%v), want %v", got, ok, tt.want)
			}
		})
	}
}
