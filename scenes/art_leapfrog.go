package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
)

// Counters belong to nobody, so they are told apart by tint: Leapfrog's
// plain wooden disc in the old version, and in Murray's version four
// colours that also show their value in pips (green 4, red 3, yellow 2,
// white 1), from dark to light, so they can be read without seeing hue.

// counterColours holds each tint's body, inner ring and pip colours.
var counterColours = [game.NumTints]struct{ body, ring, pip color.RGBA }{
	game.TintWood:   {rgb(0x8a5a33), rgb(0xa8744a), rgb(0)},
	game.TintGreen:  {rgb(0x24704a), rgb(0x3a8c62), rgb(0xf4efe2)},
	game.TintRed:    {rgb(0xb3382d), rgb(0xcc5a4c), rgb(0xf8efe4)},
	game.TintYellow: {rgb(0xe9c24a), rgb(0xf4d878), rgb(0x3a2c18)},
	game.TintWhite:  {rgb(0xf8f4ea), rgb(0xe6dcc8), rgb(0x3a2c18)},
}

func init() {
	registerGlyph(game.GlyphCounter, func(dst *ebiten.Image, x, y, r float64, _ int, look game.Look) {
		c := counterColours[int(look.Tint)%game.NumTints]
		paintCounter(dst, x, y, r, c.body, c.ring, look.Pips, c.pip)
	})
}

// paintCounter paints a round counter with a dark rim, an inner ring and
// pips dots in the middle (a die's layout for 1 to 4).
func paintCounter(dst *ebiten.Image, x, y, r float64, body, ring color.RGBA, pips int, pip color.RGBA) {
	pathFillCircle(dst, x, y, r, body)
	pathStrokeArc(dst, x, y, r*0.78, 0, 2*math.Pi, r*0.1, ring, true)
	pathStrokeArc(dst, x, y, r-0.03*r, 0, 2*math.Pi, 0.07*r, rgb(0x2a1d12), true)
	d := r * 0.3   // distance of the pips from the centre
	pr := r * 0.15 // pip radius
	var at [][2]float64
	switch pips {
	case 1:
		at = [][2]float64{{0, 0}}
		pr = r * 0.2
	case 2:
		at = [][2]float64{{-d, d}, {d, -d}}
	case 3:
		at = [][2]float64{{-d, d}, {0, 0}, {d, -d}}
	case 4:
		at = [][2]float64{{-d, -d}, {d, -d}, {-d, d}, {d, d}}
	}
	for _, p := range at {
		pathFillCircle(dst, x+p[0], y+p[1], pr, pip)
	}
}
