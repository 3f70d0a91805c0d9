package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"

	"parlour/assets/art"
)

// Fox and Geese: a fox is a russet head with pointed ears, a goose a white
// disc with a grey neck and an orange beak, so the sides differ in outline
// as well as colour.

var (
	colFox       = rgb(0xc4602a)
	colFoxDark   = rgb(0x4a2614)
	colFoxLight  = rgb(0xf6ead8)
	colGooseNeck = rgb(0x6f7479)
	colBeak      = rgb(0xe39a2d)
)

// Outlines in units of the piece's radius, y pointing down.
var (
	foxHead = [][2]float64{
		{-0.9, -0.98}, {-0.34, -0.56}, {0.34, -0.56}, {0.9, -0.98},
		{0.98, -0.1}, {0.5, 0.5}, {0, 0.98}, {-0.5, 0.5}, {-0.98, -0.1},
	}
	foxMuzzle = [][2]float64{{-0.78, 0.08}, {0, 0.3}, {0.78, 0.08}, {0.5, 0.5}, {0, 0.98}, {-0.5, 0.5}}
	foxEarL   = [][2]float64{{-0.76, -0.78}, {-0.44, -0.52}, {-0.8, -0.3}}
	foxEarR   = [][2]float64{{0.76, -0.78}, {0.44, -0.52}, {0.8, -0.3}}
)

// A goose's neck and head seen from the side, drawn over its beak.
var (
	gooseBeak   = []art.Shape{{Capsule: true, X0: 0.2, Y0: -0.34, X1: 0.58, Y1: -0.26, R: 0.1}}
	gooseEmblem = []art.Shape{
		{Capsule: true, X0: -0.16, Y0: 0.46, X1: 0.0, Y1: -0.26, R: 0.15},
		{X0: 0.04, Y0: -0.36, R: 0.23},
	}
)

func init() {
	registerGlyph(game.GlyphFox, func(dst *ebiten.Image, x, y, r float64, owner int, _ game.Look) {
		fillPolygon(dst, x, y, r*1.06, foxHead, colFoxDark)
		fillPolygon(dst, x, y, r*0.95, foxHead, colFox)
		fillPolygon(dst, x, y, r*0.95, foxMuzzle, colFoxLight)
		fillPolygon(dst, x, y, r*0.95, foxEarL, colFoxDark)
		fillPolygon(dst, x, y, r*0.95, foxEarR, colFoxDark)
		pathFillCircle(dst, x-0.34*r, y-0.14*r, 0.1*r, colFoxDark)
		pathFillCircle(dst, x+0.34*r, y-0.14*r, 0.1*r, colFoxDark)
		pathFillCircle(dst, x, y+0.8*r, 0.13*r, colFoxDark)
	})
	registerGlyph(game.GlyphGoose, func(dst *ebiten.Image, x, y, r float64, owner int, _ game.Look) {
		paintDisc(dst, x, y, r, false)
		fillEmblem(dst, x, y, r*0.85, gooseBeak, colBeak)
		fillEmblem(dst, x, y, r*0.85, gooseEmblem, colGooseNeck)
		pathFillCircle(dst, x+0.08*r, y-0.34*r, 0.05*r, colHare)
	})
}
