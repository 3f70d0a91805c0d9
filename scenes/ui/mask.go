package ui

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	xvector "golang.org/x/image/vector"
)

// The sprites of the menu's first frame (filled and outlined rounded
// rectangles and their shadows) are rasterized on the CPU, with the
// rasterizer text/v2 already uses for glyphs, and uploaded as pixels.
// Filling them with Ebitengine's vector package instead compiles its four
// stencil shaders on the first frame, which on a first visit in the
// browser (baseline wasm code, a cold graphics stack) held the menu back
// noticeably (docs/measurements.md has the figure).

// rasterSink feeds a path to a CPU rasterizer.
type rasterSink struct{ r *xvector.Rasterizer }

func (s rasterSink) MoveTo(x, y float32)         { s.r.MoveTo(x, y) }
func (s rasterSink) LineTo(x, y float32)         { s.r.LineTo(x, y) }
func (s rasterSink) QuadTo(cx, cy, x, y float32) { s.r.QuadTo(cx, cy, x, y) }
func (s rasterSink) Close()                      { s.r.ClosePath() }

// coverage fills the shape that shape outlines (one closed contour, or
// several that do not overlap) into a w×h mask and returns the share of
// each pixel it covers, from 0 to 255, row by row.
func coverage(w, h int, shape func(p pathSink)) []uint8 {
	r := xvector.NewRasterizer(w, h)
	shape(rasterSink{r})
	m := image.NewAlpha(image.Rect(0, 0, w, h))
	r.Draw(m, m.Bounds(), image.Opaque, image.Point{})
	return m.Pix
}

// writeMask sets every pixel of img to colour c at the pixel's alpha (0
// to 255), one alpha for each pixel of img, row by row.
func writeMask(img *ebiten.Image, alpha []uint8, c color.RGBA) {
	pix := make([]byte, 4*len(alpha))
	for i, a := range alpha {
		pix[4*i] = mul255(a, c.R)
		pix[4*i+1] = mul255(a, c.G)
		pix[4*i+2] = mul255(a, c.B)
		pix[4*i+3] = a
	}
	img.WritePixels(pix)
}

// mul255 is a·b/255, rounded: a product of two fractions in 0..255.
func mul255(a, b uint8) uint8 { return uint8((uint32(a)*uint32(b) + 127) / 255) }

// maskRoundRect is the coverage of a rounded rectangle in a w×h mask.
func maskRoundRect(w, h int, r Rect, radius float64) []uint8 {
	return coverage(w, h, func(p pathSink) { RoundRectPath(p, r, radius) })
}

// maskRoundRectStroke is the coverage of a rounded rectangle's outline of
// the given width, centred on its edge, as PathStrokeRoundRect draws it:
// the outer edge's coverage less the inner edge's.
func maskRoundRectStroke(w, h int, r Rect, radius, width float64) []uint8 {
	var ring []uint8
	strokeRing(r, radius, width, func(e Rect, rad float64) {
		m := maskRoundRect(w, h, e, rad)
		if ring == nil {
			ring = m
			return
		}
		for i, a := range m {
			ring[i] -= min(a, ring[i])
		}
	})
	return ring
}

// layMask lays layer, at opacity (0 to 255), over alpha: the alpha of two
// translucent layers, one over the other.
func layMask(alpha, layer []uint8, opacity uint8) {
	for i, c := range layer {
		a := mul255(c, opacity)
		alpha[i] = a + mul255(alpha[i], 255-a)
	}
}
