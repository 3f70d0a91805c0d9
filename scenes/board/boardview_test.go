package board

import (
	"testing"

	"parlour/game/harehounds"
	"parlour/scenes/ui"
)

func TestFitBoardAndHit(t *testing.T) {
	b := harehounds.Board
	for _, area := range []ui.Rect{{X: 0, Y: 0, W: 1100, H: 760}, {X: 12, Y: 80, W: 366, H: 300}, {X: 0, Y: 0, W: 200, H: 900}, {X: 5, Y: 5, W: 40, H: 30}} {
		v := Fit(b, area)
		plate := v.Plate()
		if plate.X < area.X-0.5 || plate.Y < area.Y-0.5 || plate.Right() > area.Right()+1 || plate.Bottom() > area.Bottom()+1 {
			t.Errorf("area %v: plate %v sticks out", area, plate)
		}
		for p := 0; p < b.Len(); p++ {
			x, y := v.At(p)
			if got := v.Hit(x+0.2*v.Spacing, y-0.2*v.Spacing); got != p && v.Spacing > 0 {
				t.Errorf("area %v: Hit near %s gives %d", area, b.Point(p).Name, got)
			}
		}
		if v.Spacing > 0 && v.Hit(plate.X+1, plate.Y+1) != -1 {
			t.Errorf("area %v: a corner of the plate hits a point", area)
		}
	}
	// The left end is the leftmost point, the right end the rightmost.
	v := Fit(b, ui.Rect{X: 0, Y: 0, W: 600, H: 400})
	l, _ := b.Lookup("a2")
	r, _ := b.Lookup("e2")
	for p := 0; p < b.Len(); p++ {
		x, _ := v.At(p)
		lx, _ := v.At(l)
		rx, _ := v.At(r)
		if x < lx || x > rx {
			t.Errorf("%s lies outside the two ends", b.Point(p).Name)
		}
	}
}
