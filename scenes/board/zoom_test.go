package board

import (
	"maps"
	"math"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
	"parlour/scenes/ui"
)

func squareBoard(n int) *game.Board {
	var b game.BoardBuilder
	b.SetStyle(game.Squares)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			b.AddPoint(c, r, "")
		}
	}
	b.ConnectOrthogonal()
	return b.MustBuild()
}

// TestZoomedView checks that a zoomed board keeps the asked point in the
// middle of the area where it can, and never leaves part of the area
// uncovered by the board.
func TestZoomedView(t *testing.T) {
	b := squareBoard(18)
	area := ui.Rect{X: 0, Y: 100, W: 390, H: 390}
	fit := Fit(b, area)
	tests := []struct {
		name           string
		cx, cy         float64
		wantCX, wantCY float64 // grid point expected at the area's centre
	}{
		{"middle", 8.5, 8.5, 8.5, 8.5},
		{"inside", 6, 10, 6, 10},
		{"top left corner", 0, 0, -1, -1},       // clamped: the plate's edge meets the area's
		{"bottom right corner", 17, 17, -1, -1}, // likewise
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := zoomedView(fit, area, 2.5, tc.cx, tc.cy)
			if v.Spacing < 2*fit.Spacing {
				t.Fatalf("spacing %.1f, fitted %.1f", v.Spacing, fit.Spacing)
			}
			pl := v.Plate()
			if pl.X > area.X+0.5 || pl.Y > area.Y+0.5 || pl.Right() < area.Right()-0.5 || pl.Bottom() < area.Bottom()-0.5 {
				t.Errorf("plate %+v does not cover the area %+v", pl, area)
			}
			ax, ay := area.Center()
			gx, gy := (ax-v.OX)/v.Spacing, (ay-v.OY)/v.Spacing
			if tc.wantCX >= 0 && (math.Abs(gx-tc.wantCX) > 0.05 || math.Abs(gy-tc.wantCY) > 0.05) {
				t.Errorf("centre shows grid (%.2f, %.2f), want (%.2f, %.2f)", gx, gy, tc.wantCX, tc.wantCY)
			}
		})
	}
}

// TestZoomCoordinates zooms an 18×18 Leapfrog board on a phone: the row
// and column labels stand inside the board's area, each in line with its
// row or column of squares, every row and column in view is labelled and
// no other, and panning changes them.
func TestZoomCoordinates(t *testing.T) {
	w := leapfrogWidget(t, "18", "390x844")
	if labels, _ := w.zoomCoordinates(); len(labels) != 0 {
		t.Errorf("unzoomed, the board has zoomed coordinates %v", labels)
	}
	w.toggleZoom()
	img := ebiten.NewImage(390, 844)
	defer img.Deallocate()
	w.Draw(img, 1, 0, nil)
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
			half := ui.TextWidth(l.text, f) / 2
			if l.x-half < a.X || l.x+half > a.Right() || l.y-ui.LineHeight(f)/2 < a.Y-1 || l.y+ui.LineHeight(f)/2 > a.Bottom()+1 {
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
