package scenes

import (
	"image/color"
	"math"
	"testing"

	"parlour/game"
	"parlour/game/leapfrog"
)

// TestSeatColoursAreNotPieceColours checks that no seat's badge wears
// the colour of a shared piece (the body of one of Leapfrog's counters,
// its look's first shape), so no seat seems to own pieces.
func TestSeatColoursAreNotPieceColours(t *testing.T) {
	dist := func(a, b color.RGBA) float64 {
		dr, dg, db := float64(a.R)-float64(b.R), float64(a.G)-float64(b.G), float64(a.B)-float64(b.B)
		return math.Sqrt(dr*dr + dg*dg + db*db)
	}
	for i, c := range seatColours {
		for k, l := range leapfrog.Spec.Looks[1:] {
			body := l.Shapes[0].Colour.Of(int(game.NoPlayer))
			if d := dist(rgb(c), body); d < 90 {
				t.Errorf("seat %d's colour %06x is %.0f from the body of the %s counter %v", i+1, c, d, leapfrog.Spec.Kinds[k+1], body)
			}
		}
	}
}

// TestMovableRingVisible checks that the ring on the pieces that can jump
// is wide enough to see on Leapfrog's big boards, and stands outside the
// piece, at phone and desktop sizes.
func TestMovableRingVisible(t *testing.T) {
	for _, size := range []string{"15", "18"} {
		m := matchOf(t, leapfrog.Spec, game.Options{leapfrog.OptSize: size, leapfrog.OptVersion: "coloured"}, "xh8", "xh9")
		h := newHarnessOf(t, m, []Seat{Human, Human})
		for _, wh := range [][2]float64{{390, 844}, {1280, 800}} {
			h.resize(wh[0], wh[1])
			v := h.p.board.view
			r, w := movableRing(v, 1)
			if w < 3 || r-w/2 < v.PieceRadius()-0.01 {
				t.Errorf("%s×%s at %v: ring radius %.1f width %.1f around pieces of radius %.1f", size, size, wh, r, w, v.PieceRadius())
			}
			if len(h.p.board.picker.Movable()) == 0 {
				h.idle(1)
			}
			h.draw()
		}
	}
}
