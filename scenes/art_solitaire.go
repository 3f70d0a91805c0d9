package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
)

// Peg Solitaire's pegs are turned wooden knobs seen from above: a warm
// wooden rim, a rounded top a shade lighter and a soft highlight where the
// light catches it.
var (
	colPegWood = rgb(0xa8652f)
	colPegRim  = rgb(0x6e3d18)
	colPegTop  = rgb(0xc98a4b)
	colPegGlow = rgb(0xf3d2a2)
)

func init() {
	registerGlyph(game.GlyphPeg, func(dst *ebiten.Image, x, y, r float64, owner int, _ game.Look) {
		pathFillCircle(dst, x, y, r, colPegWood)
		pathStrokeArc(dst, x, y, r*0.96, 0, 2*math.Pi, r*0.08, colPegRim, true)
		pathFillCircle(dst, x-r*0.05, y-r*0.06, r*0.68, colPegTop)
		pathStrokeArc(dst, x-r*0.05, y-r*0.06, r*0.68, 0, 2*math.Pi, r*0.05, withAlpha(colPegRim, 0.45), true)
		pathFillCircle(dst, x-r*0.26, y-r*0.3, r*0.2, withAlpha(colPegGlow, 0.75))
	})
}
