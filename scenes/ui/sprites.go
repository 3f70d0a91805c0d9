package ui

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

// Sprite is a shape drawn once into an image of its own.
type Sprite struct {
	img    *ebiten.Image
	ox, oy float64 // where the shape's origin lies in the image
}

var (
	sprites      = map[any]Sprite{}
	spritePixels int
)

// maxSpritePixels bounds the cache; past it, the cache starts again.
const maxSpritePixels = 48 << 20

// RoundHalf rounds v to half a pixel, so that sizes a little apart share
// a sprite.
func RoundHalf(v float64) float64 { return math.Round(v*2) / 2 }

// CachedSprite returns the sprite cached under key k, a comparable value,
// drawing it with paint into an image of w×h pixels when it is not cached
// yet.
func CachedSprite(k any, w, h int, ox, oy float64, paint func(img *ebiten.Image)) Sprite {
	if s, ok := sprites[k]; ok {
		return s
	}
	w, h = max(w, 1), max(h, 1)
	img := ebiten.NewImage(w, h)
	paint(img)
	s := Sprite{img, ox, oy}
	sprites[k] = s
	spritePixels += w * h
	return s
}

// TrimSprites empties the cache when it has grown too big (after much
// resizing). It runs between frames, never while a sprite may be in use.
func TrimSprites() {
	if spritePixels <= maxSpritePixels {
		return
	}
	for _, s := range sprites {
		s.img.Deallocate()
	}
	sprites, spritePixels = map[any]Sprite{}, 0
}

// DrawSprite draws s with its origin at (x,y), tinted by c.
func DrawSprite(dst *ebiten.Image, s Sprite, x, y float64, c color.Color, linear bool) {
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
	rad := math.Min(RoundHalf(radius), math.Min(w, h)/2)
	return spriteKey{kind: kind, w: w, h: h, r: rad, line: RoundHalf(line)}, int(w), int(h)
}

// FillRoundRect fills a rounded rectangle.
func FillRoundRect(dst *ebiten.Image, r Rect, radius float64, c color.Color) {
	if r.W < 0.5 || r.H < 0.5 {
		return
	}
	if radius <= 0 {
		FillRect(dst, r, c)
		return
	}
	k, w, h := rectKey(spriteFill, r, radius, 0)
	s := CachedSprite(k, w+4, h+4, 2, 2, func(img *ebiten.Image) {
		writeMask(img, maskRoundRect(w+4, h+4, Rect{2, 2, k.w, k.h}, k.r), white)
	})
	DrawSprite(dst, s, math.Round(r.X), math.Round(r.Y), c, false)
}

// StrokeRoundRect outlines a rounded rectangle with a line of the given
// width centred on its edge.
func StrokeRoundRect(dst *ebiten.Image, r Rect, radius, width float64, c color.Color) {
	if r.W < 0.5 || r.H < 0.5 || width <= 0 {
		return
	}
	k, w, h := rectKey(spriteStroke, r, radius, width)
	pad := math.Ceil(k.line) + 2
	s := CachedSprite(k, w+int(2*pad), h+int(2*pad), pad, pad, func(img *ebiten.Image) {
		iw, ih := img.Bounds().Dx(), img.Bounds().Dy()
		writeMask(img, maskRoundRectStroke(iw, ih, Rect{pad, pad, k.w, k.h}, k.r, k.line), white)
	})
	DrawSprite(dst, s, math.Round(r.X), math.Round(r.Y), c, false)
}

// DrawShadow draws a soft shadow under a rounded rectangle.
func DrawShadow(dst *ebiten.Image, r Rect, radius, size float64) {
	if r.W < 1 || r.H < 1 {
		return
	}
	k, w, h := rectKey(spriteShadow, r, radius, size)
	pad := math.Ceil(k.line*1.6) + 2
	s := CachedSprite(k, w+int(2*pad), h+int(2*pad), pad, pad, func(img *ebiten.Image) {
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
	DrawSprite(dst, s, math.Round(r.X), math.Round(r.Y), nil, false)
}

// FillRect fills a plain rectangle.
func FillRect(dst *ebiten.Image, r Rect, c color.Color) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(r.W, r.H)
	op.GeoM.Translate(r.X, r.Y)
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(whiteImage(), op)
}

// FillCircle fills a disc.
func FillCircle(dst *ebiten.Image, x, y, r float64, c color.Color) {
	if r <= 0 {
		return
	}
	k := spriteKey{kind: spriteDisc, r: RoundHalf(r)}
	n := math.Ceil(k.r) + 2
	s := CachedSprite(k, int(2*n), int(2*n), n, n, func(img *ebiten.Image) {
		PathFillCircle(img, n, n, k.r, white)
	})
	DrawSprite(dst, s, x, y, c, false)
}

// StrokeCircle draws a ring of the given line width.
func StrokeCircle(dst *ebiten.Image, x, y, r, width float64, c color.Color) {
	if r <= 0 || width <= 0 {
		return
	}
	k := spriteKey{kind: spriteRing, r: RoundHalf(r), line: RoundHalf(width)}
	n := math.Ceil(k.r+k.line) + 2
	s := CachedSprite(k, int(2*n), int(2*n), n, n, func(img *ebiten.Image) {
		PathStrokeArc(img, n, n, k.r, 0, 2*math.Pi, k.line, white, true)
	})
	DrawSprite(dst, s, x, y, c, false)
}

// DrawTurningArc draws an arc of 1.2π radians of radius r and line width
// w centred at (x,y), turned by angle a: the thinking spinner. The arc is
// painted once and then only rotated, so a spinner that turns every frame
// costs one textured quad rather than a path fill.
func DrawTurningArc(dst *ebiten.Image, x, y, r, w, a float64, c color.Color) {
	k := spriteKey{kind: spriteArc, r: RoundHalf(r), line: RoundHalf(w)}
	n := math.Ceil(k.r+k.line) + 2
	spr := CachedSprite(k, int(2*n), int(2*n), n, n, func(img *ebiten.Image) {
		PathStrokeArc(img, n, n, k.r, 0, math.Pi*1.2, k.line, white, false)
	})
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-spr.ox, -spr.oy)
	op.GeoM.Rotate(a)
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(spr.img, op)
}
