package board

import (
	"image/color"
	"math"
	"testing"

	"parlour/game"
	"parlour/game/leapfrog"
	"parlour/scenes/ui"
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
			if d := dist(ui.RGB(c), body); d < 90 {
				t.Errorf("seat %d's colour %06x is %.0f from the body of the %s counter %v", i+1, c, d, leapfrog.Spec.Kinds[k+1], body)
			}
		}
	}
}
