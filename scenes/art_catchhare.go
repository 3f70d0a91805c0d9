package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"

	"parlour/assets/art"
)

// Catch the Hare's hunters are dark discs with an arrow; its hare uses the
// hare glyph of Hare and Hounds.

// hunterEmblem is an arrow pointing up and to the right, in units of the
// piece's radius.
var hunterEmblem = []art.Shape{
	{Capsule: true, X0: -0.4, Y0: 0.4, X1: 0.36, Y1: -0.36, R: 0.07},
	{Capsule: true, X0: 0.44, Y0: -0.44, X1: 0.02, Y1: -0.36, R: 0.09},
	{Capsule: true, X0: 0.44, Y0: -0.44, X1: 0.36, Y1: -0.02, R: 0.09},
	{Capsule: true, X0: -0.2, Y0: 0.2, X1: -0.42, Y1: 0.22, R: 0.055},
	{Capsule: true, X0: -0.2, Y0: 0.2, X1: -0.22, Y1: 0.42, R: 0.055},
	{Capsule: true, X0: -0.34, Y0: 0.34, X1: -0.56, Y1: 0.36, R: 0.055},
	{Capsule: true, X0: -0.34, Y0: 0.34, X1: -0.36, Y1: 0.56, R: 0.055},
}

func init() {
	registerGlyph(game.GlyphArrow, func(dst *ebiten.Image, x, y, r float64, owner int, _ game.Look) {
		paintDisc(dst, x, y, r, true)
		fillEmblem(dst, x, y, r*0.8, hunterEmblem, colPaw)
	})
}
