package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/hajimehoshi/ebiten/v2/vector"
	"parlour/game"
)

// The Game of War's pieces: a light disc for White and a dark one for
// Black, each with an emblem of its kind; a placed Flying Machine is a
// square tile with an aeroplane, since it stands for a blocked square.

var (
	colWarInkLight = rgb(0xf6eedc) // emblems on Black's dark pieces
	colWarInkDark  = rgb(0x2b2830) // emblems on White's light pieces
)

// warInk returns the emblem colour for owner's pieces.
func warInk(owner int) color.Color {
	if owner == 0 {
		return colWarInkDark
	}
	return colWarInkLight
}

// fillCapsule fills a capsule between two points given in units of r.
func fillCapsule(dst *ebiten.Image, x, y, r float64, x0, y0, x1, y1, w float64, c color.Color) {
	var p vector.Path
	capsulePath(&p, x+x0*r, y+y0*r, x+x1*r, y+y1*r, w*r)
	vector.FillPath(dst, &p, nil, pathOptions(c))
}

// warPawn draws a Troop's body: a head on a flared base.
func warPawn(dst *ebiten.Image, x, y, r float64, c color.Color) {
	pathFillCircle(dst, x, y-0.2*r, 0.19*r, c)
	fillPolygon(dst, x, y, r, [][2]float64{{-0.1, -0.08}, {0.1, -0.08}, {0.2, 0.3}, {0.36, 0.36}, {0.36, 0.46}, {-0.36, 0.46}, {-0.36, 0.36}, {-0.2, 0.3}}, c)
}

func init() {
	disc := func(dst *ebiten.Image, x, y, r float64, owner int) color.Color {
		paintDisc(dst, x, y, r, owner != 0)
		return warInk(owner)
	}
	registerGlyph(game.GlyphCrown, func(dst *ebiten.Image, x, y, r float64, owner int, _ game.Look) {
		c := disc(dst, x, y, r, owner)
		fillPolygon(dst, x, y, r, [][2]float64{{-0.5, 0.36}, {0.5, 0.36}, {0.58, -0.32}, {0.28, -0.02}, {0, -0.48}, {-0.28, -0.02}, {-0.58, -0.32}}, c)
		pathFillCircle(dst, x, y-0.52*r, 0.08*r, c)
	})
	registerGlyph(game.GlyphStar, func(dst *ebiten.Image, x, y, r float64, owner int, _ game.Look) {
		c := disc(dst, x, y, r, owner)
		var star [][2]float64
		for i := 0; i < 10; i++ {
			rad := 0.6
			if i%2 == 1 {
				rad = 0.25
			}
			a := -math.Pi/2 + float64(i)*math.Pi/5
			star = append(star, [2]float64{rad * math.Cos(a), rad*math.Sin(a) + 0.04})
		}
		fillPolygon(dst, x, y, r, star, c)
	})
	registerGlyph(game.GlyphTower, func(dst *ebiten.Image, x, y, r float64, owner int, _ game.Look) {
		c := disc(dst, x, y, r, owner)
		fillPolygon(dst, x, y, r, [][2]float64{
			{-0.4, 0.45}, {0.4, 0.45}, {0.4, -0.45}, {0.24, -0.45}, {0.24, -0.28}, {0.08, -0.28}, {0.08, -0.45},
			{-0.08, -0.45}, {-0.08, -0.28}, {-0.24, -0.28}, {-0.24, -0.45}, {-0.4, -0.45},
		}, c)
	})
	registerGlyph(game.GlyphHorse, func(dst *ebiten.Image, x, y, r float64, owner int, _ game.Look) {
		c := disc(dst, x, y, r, owner)
		fillPolygon(dst, x, y, r, [][2]float64{
			{-0.38, 0.48}, {0.42, 0.48}, {0.32, 0.08}, {0.4, -0.28}, {0.18, -0.5}, {0.02, -0.6}, {-0.04, -0.46},
			{-0.44, -0.2}, {-0.5, -0.02}, {-0.36, 0.06}, {-0.08, -0.04}, {-0.26, 0.26},
		}, c)
	})
	registerGlyph(game.GlyphCannon, func(dst *ebiten.Image, x, y, r float64, owner int, _ game.Look) {
		c := disc(dst, x, y, r, owner)
		fillCapsule(dst, x, y, r, -0.22, 0.12, 0.46, -0.36, 0.14, c)
		pathFillCircle(dst, x-0.12*r, y+0.24*r, 0.24*r, c)
		ground := colHare
		if owner != 0 {
			ground = colHound
		}
		pathFillCircle(dst, x-0.12*r, y+0.24*r, 0.09*r, ground)
	})
	registerGlyph(game.GlyphPennant, func(dst *ebiten.Image, x, y, r float64, owner int, _ game.Look) {
		c := disc(dst, x, y, r, owner)
		warPawn(dst, x-0.08*r, y, r, c)
		// A pennant on a staff: the Van leads.
		fillCapsule(dst, x, y, r, 0.42, 0.44, 0.42, -0.55, 0.045, c)
		fillPolygon(dst, x, y, r, [][2]float64{{0.42, -0.56}, {0.7, -0.44}, {0.42, -0.3}}, c)
	})
	registerGlyph(game.GlyphPawn, func(dst *ebiten.Image, x, y, r float64, owner int, _ game.Look) {
		c := disc(dst, x, y, r, owner)
		warPawn(dst, x, y, r, c)
	})
	registerGlyph(game.GlyphPlane, func(dst *ebiten.Image, x, y, r float64, owner int, _ game.Look) {
		body, ink, edge := colHare, colWarInkDark, colHareLo
		if owner != 0 {
			body, ink, edge = colHound, colWarInkLight, colHoundHi
		}
		tile := Rect{X: x - r, Y: y - r, W: 2 * r, H: 2 * r}
		pathFillRoundRect(dst, tile, 0.22*r, body)
		pathStrokeRoundRect(dst, tile.Inset(0.08*r), 0.16*r, 0.08*r, edge)
		fillCapsule(dst, x, y, r, -0.66, -0.12, 0.66, -0.12, 0.13, ink)
		fillCapsule(dst, x, y, r, 0, -0.5, 0, 0.52, 0.1, ink)
		fillCapsule(dst, x, y, r, -0.26, 0.42, 0.26, 0.42, 0.08, ink)
		strokeLine(dst, x-0.2*r, y-0.58*r, x+0.2*r, y-0.58*r, 0.06*r, ink)
	})
}
