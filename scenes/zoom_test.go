package scenes

import (
	"math"
	"testing"

	"parlour/game"
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
	area := Rect{0, 100, 390, 390}
	fit := FitBoard(b, area)
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
			gx, gy := (ax-v.ox)/v.Spacing, (ay-v.oy)/v.Spacing
			if tc.wantCX >= 0 && (math.Abs(gx-tc.wantCX) > 0.05 || math.Abs(gy-tc.wantCY) > 0.05) {
				t.Errorf("centre shows grid (%.2f, %.2f), want (%.2f, %.2f)", gx, gy, tc.wantCX, tc.wantCY)
			}
		})
	}
}
