package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Shapes are drawn once into small offscreen images (sprites) and then
// copied, tinted, wherever they are needed. Copies are cheap and batch
// well, while filling anti-aliased paths every frame is slow on weak or
// software-rendered GPUs.

// spriteKey names a shape drawn here: its kind, its size and the width
// of its line. Other drawings are cached under keys of their own types,
// which never equal these.
type spriteKey struct {
	kind          int
	w, h, r, line float64
}

const (
	spriteFill = iota
	spriteStroke
	spriteShadow
	spriteDisc
	spriteRing
	spriteArc
)

// sprite is a shape drawn once into an image of its own.
type sprite struct {
	img    *ebiten.Image
	ox, oy float64 // where the shape's origin lies in the image
}

var (
	sprites      = map[any]sprite{}
	spritePixels int
)

// maxSpritePixels bounds the cache; past it, the cache starts again.
const maxSpritePixels = 48 << 20

// roundHalf rounds v to half a pixel, so that sizes a little apart share
// a sprite.
func roundHalf(v float64) float64 { return math.Round(v*2) / 2 }

// cachedSprite returns the sprite cached under key k, a comparable value,
// drawing it with paint into an image of w×h pixels when it is not cached
// yet.
func cachedSprite(k any, w, h int, ox, oy float64, paint func(img *ebiten.Image)) sprite {
	if s, ok := sprites[k]; ok {
		return s
	}
	w, h = max(w, 1), max(h, 1)
	img := ebiten.NewImage(w, h)
	paint(img)
	s := sprite{img, ox, oy}
	sprites[k] = s
	spritePixels += w * h
	return s
}

// trimSprites empties the cache when it has grown too big (after much
// resizing). It runs between frames, never while a sprite may be in use.
func trimSprites() {
	if spritePixels <= maxSpritePixels {
		return
	}
	for _, s := range sprites {
		s.img.Deallocate()
	}
	sprites, spritePixels = map[any]sprite{}, 0
}

// drawSprite draws s with its origin at (x,y), tinted by c.
func drawSprite(dst *ebiten.Image, s sprite, x, y float64, c color.Color, linear bool) {
	op := &ebiten.DrawImageOptions{}
	tx, ty := x-s.ox, y-s.oy
	if !linear {
		tx, ty = math.Round(tx), math.Round(ty)
	} else {
		op.Filter = ebiten.FilterLinear
	}
	op.GeoM.Translate(tx, ty)
	if c != nil {
		op.ColorScale.ScaleWithColor(c)
	}
	dst.DrawImage(s.img, op)
}

var white = color.RGBA{0xff, 0xff, 0xff, 0xff}

func rectKey(kind int, r Rect, radius, line float64) (spriteKey, int, int) {
	w, h := math.Round(r.W), math.Round(r.H)
	rad := math.Min(roundHalf(radius), math.Min(w, h)/2)
	return spriteKey{kind: kind, w: w, h: h, r: rad, line: roundHalf(line)}, int(w), int(h)
}

// fillRoundRect fills a rounded rectangle.
func fillRoundRect(dst *ebiten.Image, r Rect, radius float64, c color.Color) {
	if r.W < 0.5 || r.H < 0.5 {
		return
	}
	if radius <= 0 {
		fillRect(dst, r, c)
		return
	}
	k, w, h := rectKey(spriteFill, r, radius, 0)
	s := cachedSprite(k, w+4, h+4, 2, 2, func(img *ebiten.Image) {
		writeMask(img, maskRoundRect(w+4, h+4, Rect{2, 2, k.w, k.h}, k.r), white)
	})
	drawSprite(dst, s, math.Round(r.X), math.Round(r.Y), c, false)
}

// strokeRoundRect outlines a rounded rectangle with a line of the given
// width centred on its edge.
func strokeRoundRect(dst *ebiten.Image, r Rect, radius, width float64, c color.Color) {
	if r.W < 0.5 || r.H < 0.5 || width <= 0 {
		return
	}
	k, w, h := rectKey(spriteStroke, r, radius, width)
	pad := math.Ceil(k.line) + 2
	s := cachedSprite(k, w+int(2*pad), h+int(2*pad), pad, pad, func(img *ebiten.Image) {
		iw, ih := img.Bounds().Dx(), img.Bounds().Dy()
		writeMask(img, maskRoundRectStroke(iw, ih, Rect{pad, pad, k.w, k.h}, k.r, k.line), white)
	})
	drawSprite(dst, s, math.Round(r.X), math.Round(r.Y), c, false)
}

// shadow draws a soft shadow under a rounded rectangle.
func shadow(dst *ebiten.Image, r Rect, radius, size float64) {
	if r.W < 1 || r.H < 1 {
		return
	}
	k, w, h := rectKey(spriteShadow, r, radius, size)
	pad := math.Ceil(k.line*1.6) + 2
	s := cachedSprite(k, w+int(2*pad), h+int(2*pad), pad, pad, func(img *ebiten.Image) {
		// Three layers, the widest first, each black at 9 %, laid over
		// each other.
		iw, ih := img.Bounds().Dx(), img.Bounds().Dy()
		alpha := make([]uint8, iw*ih)
		for i := 3; i >= 1; i-- {
			d := k.line * float64(i) / 3
			layMask(alpha, maskRoundRect(iw, ih, Rect{pad, pad, k.w, k.h}.Inset(-d).Offset(0, k.line*0.6), k.r+d), 23) // 9 %
		}
		writeMask(img, alpha, color.RGBA{A: 0xff})
	})
	drawSprite(dst, s, math.Round(r.X), math.Round(r.Y), nil, false)
}

// fillRect fills a plain rectangle.
func fillRect(dst *ebiten.Image, r Rect, c color.Color) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(r.W, r.H)
	op.GeoM.Translate(r.X, r.Y)
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(whiteImage(), op)
}

// fillCircle fills a disc.
func fillCircle(dst *ebiten.Image, x, y, r float64, c color.Color) {
	if r <= 0 {
		return
	}
	k := spriteKey{kind: spriteDisc, r: roundHalf(r)}
	n := math.Ceil(k.r) + 2
	s := cachedSprite(k, int(2*n), int(2*n), n, n, func(img *ebiten.Image) {
		pathFillCircle(img, n, n, k.r, white)
	})
	drawSprite(dst, s, x, y, c, false)
}

// strokeCircle draws a ring of the given line width.
func strokeCircle(dst *ebiten.Image, x, y, r, width float64, c color.Color) {
	if r <= 0 || width <= 0 {
		return
	}
	k := spriteKey{kind: spriteRing, r: roundHalf(r), line: roundHalf(width)}
	n := math.Ceil(k.r+k.line) + 2
	s := cachedSprite(k, int(2*n), int(2*n), n, n, func(img *ebiten.Image) {
		pathStrokeArc(img, n, n, k.r, 0, 2*math.Pi, k.line, white, true)
	})
	drawSprite(dst, s, x, y, c, false)
}

// drawTurningArc draws an arc of 1.2π radians of radius r and line width
// w centred at (x,y), turned by angle a: the thinking spinner. The arc is
// painted once and then only rotated, so a spinner that turns every frame
// costs one textured quad rather than a path fill.
func drawTurningArc(dst *ebiten.Image, x, y, r, w, a float64, c color.Color) {
	k := spriteKey{kind: spriteArc, r: roundHalf(r), line: roundHalf(w)}
	n := math.Ceil(k.r+k.line) + 2
	spr := cachedSprite(k, int(2*n), int(2*n), n, n, func(img *ebiten.Image) {
		pathStrokeArc(img, n, n, k.r, 0, math.Pi*1.2, k.line, white, false)
	})
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-spr.ox, -spr.oy)
	op.GeoM.Rotate(a)
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(spr.img, op)
}
