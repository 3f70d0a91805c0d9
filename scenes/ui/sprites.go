package ui

import (
	"image"
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
	// parts are the nine parts of a sprite that drawRoundShape stretches,
	// once it has cut them.
	parts []*ebiten.Image
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
	s := Sprite{img: img, ox: ox, oy: oy}
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
	drawRoundShape(dst, k, w, h, 2, r, c, func(iw, ih int, box Rect) []uint8 {
		return maskRoundRect(iw, ih, box, k.r)
	}, white)
}

// StrokeRoundRect outlines a rounded rectangle with a line of the given
// width centred on its edge.
func StrokeRoundRect(dst *ebiten.Image, r Rect, radius, width float64, c color.Color) {
	if r.W < 0.5 || r.H < 0.5 || width <= 0 {
		return
	}
	k, w, h := rectKey(spriteStroke, r, radius, width)
	drawRoundShape(dst, k, w, h, math.Ceil(k.line)+2, r, c, func(iw, ih int, box Rect) []uint8 {
		return maskRoundRectStroke(iw, ih, box, k.r, k.line)
	}, white)
}

// DrawShadow draws a soft shadow under a rounded rectangle.
func DrawShadow(dst *ebiten.Image, r Rect, radius, size float64) {
	if r.W < 1 || r.H < 1 {
		return
	}
	k, w, h := rectKey(spriteShadow, r, radius, size)
	drawRoundShape(dst, k, w, h, math.Ceil(k.line*1.6)+2, r, nil, func(iw, ih int, box Rect) []uint8 {
		// Three layers, the widest first, each black at 9 %, laid over
		// each other.
		alpha := make([]uint8, iw*ih)
		for i := 3; i >= 1; i-- {
			d := k.line * float64(i) / 3
			layMask(alpha, maskRoundRect(iw, ih, box.Inset(-d).Offset(0, k.line*0.6), k.r+d), 23) // 9 %
		}
		return alpha
	}, color.RGBA{A: 0xff})
}

// drawRoundShape draws a shape made around a rounded rectangle of w×h
// pixels (its fill, its outline or its shadow) at r, tinted by c. Such a
// shape is the same all along each straight edge: only its corners
// differ. So it is drawn once at its smallest, its corners and one row and
// one column between them, into a sprite that every size with the same
// corners shares, and laid out in nine parts, the middle row and column
// stretched; that makes the sprite of a big card a few thousand pixels
// rather than a hundred thousand, which matters on the menu's first frame.
// mask gives the shape's coverage in an iw×ih mask for the rectangle box;
// the shape reaches at most pad pixels outside it, and its corners at most
// k.r+k.line inside it.
func drawRoundShape(dst *ebiten.Image, k spriteKey, w, h int, pad float64, r Rect, c color.Color, mask func(iw, ih int, box Rect) []uint8, ink color.RGBA) {
	iw, ih := w+2*int(pad), h+2*int(pad)
	cut := int(pad+math.Ceil(k.r+k.line)) + 1 // the corners' size
	n := 2*cut + 1
	if iw < n || ih < n {
		s := CachedSprite(k, iw, ih, pad, pad, func(img *ebiten.Image) {
			writeMask(img, mask(iw, ih, Rect{pad, pad, float64(w), float64(h)}), ink)
		})
		DrawSprite(dst, s, math.Round(r.X), math.Round(r.Y), c, false)
		return
	}
	k.w, k.h = -1, -1 // every size
	s := CachedSprite(k, n, n, pad, pad, func(img *ebiten.Image) {
		inner := float64(n) - 2*pad
		writeMask(img, mask(n, n, Rect{pad, pad, inner, inner}), ink)
	})
	if s.parts == nil {
		s = sliceSprite(k, s, cut)
	}
	x0, y0 := math.Round(r.X)-pad, math.Round(r.Y)-pad
	xs := [4]int{0, cut, iw - cut, iw} // where each column of parts goes
	ys := [4]int{0, cut, ih - cut, ih}
	for j := range 3 {
		for i := range 3 {
			p := s.parts[3*j+i]
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Scale(float64(xs[i+1]-xs[i])/float64(p.Bounds().Dx()), float64(ys[j+1]-ys[j])/float64(p.Bounds().Dy()))
			op.GeoM.Translate(x0+float64(xs[i]), y0+float64(ys[j]))
			if c != nil {
				op.ColorScale.ScaleWithColor(c)
			}
			dst.DrawImage(p, op)
		}
	}
}

// sliceSprite cuts the sprite s, cached under k, into the nine parts
// drawRoundShape lays out: corners of cut×cut pixels and a row and a
// column one pixel thick between them. The parts are kept with the sprite.
func sliceSprite(k any, s Sprite, cut int) Sprite {
	n := s.img.Bounds().Dx()
	edges := [4]int{0, cut, cut + 1, n}
	s.parts = make([]*ebiten.Image, 9)
	for j := range 3 {
		for i := range 3 {
			s.parts[3*j+i] = s.img.SubImage(image.Rect(edges[i], edges[j], edges[i+1], edges[j+1])).(*ebiten.Image)
		}
	}
	sprites[k] = s
	return s
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
