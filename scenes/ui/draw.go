package ui

import (
	"image"
	"image/color"
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Drawing helpers. Every shape is anti-aliased and sized in device pixels.

// PathOptions returns the options of an anti-aliased fill in colour c.
func PathOptions(c color.Color) *vector.DrawPathOptions {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	return op
}

// pathSink takes a shape's outline: an Ebitengine vector.Path, to fill on
// the GPU, or a rasterizer that fills it on the CPU (see coverage).
type pathSink interface {
	MoveTo(x, y float32)
	LineTo(x, y float32)
	QuadTo(cx, cy, x, y float32)
	Close()
}

// RoundRectPath adds to p the outline of r with corners of the given
// radius.
func RoundRectPath(p pathSink, r Rect, radius float64) {
	rad := float32(math.Max(0, math.Min(radius, math.Min(r.W, r.H)/2)))
	x, y, w, h := float32(r.X), float32(r.Y), float32(r.W), float32(r.H)
	if rad <= 0 {
		p.MoveTo(x, y)
		p.LineTo(x+w, y)
		p.LineTo(x+w, y+h)
		p.LineTo(x, y+h)
		p.Close()
		return
	}
	p.MoveTo(x+rad, y)
	p.LineTo(x+w-rad, y)
	ArcPath(p, float64(x+w-rad), float64(y+rad), float64(rad), -math.Pi/2, 0)
	p.LineTo(x+w, y+h-rad)
	ArcPath(p, float64(x+w-rad), float64(y+h-rad), float64(rad), 0, math.Pi/2)
	p.LineTo(x+rad, y+h)
	ArcPath(p, float64(x+rad), float64(y+h-rad), float64(rad), math.Pi/2, math.Pi)
	p.LineTo(x, y+rad)
	ArcPath(p, float64(x+rad), float64(y+rad), float64(rad), math.Pi, 3*math.Pi/2)
	p.Close()
}

// ArcPath adds to p a clockwise arc of radius r around (x,y) from angle
// a0 to a1 (radians, a1 > a0), with a line to its start as Path.Arc does.
//
// The arc is made of quadratic curves, each spanning an angle small enough
// to stay within a hundredth of a pixel of the circle. Path.Arc instead
// makes cubic curves that the vector package splits, against a tolerance
// of a thousandth of the arc's size, into as many as 64 quadratics each;
// every quadratic costs vertices in the fill's eight anti-aliasing passes,
// and a frame that fills many circles (a board's pieces) then grows the
// graphics command queue's vertex buffer by tens of megabytes, memory a
// web page never gives back.
func ArcPath(p pathSink, x, y, r, a0, a1 float64) {
	sweep := a1 - a0
	// A quadratic through the ends of an arc of angle 2t, with its control
	// point where the arc's tangents meet, strays from the circle by about
	// r·t⁴/8 at its middle.
	step := Clamp(2*math.Pow(0.08/math.Max(r, 1e-3), 0.25), math.Pi/16, math.Pi/4)
	n := max(1, int(math.Ceil(sweep/step-1e-9)))
	da := sweep / float64(n)
	k := r / math.Cos(da/2) // the control point's distance from the centre
	p.LineTo(float32(x+r*math.Cos(a0)), float32(y+r*math.Sin(a0)))
	for i := range n {
		mid := a0 + (float64(i)+0.5)*da
		end := a0 + float64(i+1)*da
		p.QuadTo(float32(x+k*math.Cos(mid)), float32(y+k*math.Sin(mid)), float32(x+r*math.Cos(end)), float32(y+r*math.Sin(end)))
	}
}

// PathFillRoundRect fills r with corners of the given radius, as a path
// (for shapes drawn once into a sprite).
func PathFillRoundRect(dst *ebiten.Image, r Rect, radius float64, c color.Color) {
	if r.Empty() {
		return
	}
	var p vector.Path
	RoundRectPath(&p, r, radius)
	vector.FillPath(dst, &p, nil, PathOptions(c))
}

// PathStrokeRoundRect outlines r with a line of the given width centred on
// its edge, with round joins. The line is filled as the ring between the
// rectangle grown and shrunk by half the width, the very shape the stroke
// would cover, without the stroker's many small round joins.
func PathStrokeRoundRect(dst *ebiten.Image, r Rect, radius, width float64, c color.Color) {
	if r.Empty() || width <= 0 {
		return
	}
	var p vector.Path
	strokeRing(r, radius, width, func(edge Rect, rad float64) { RoundRectPath(&p, edge, rad) })
	vector.FillPath(dst, &p, &vector.FillOptions{FillRule: vector.FillRuleEvenOdd}, PathOptions(c))
}

// strokeRing gives the edges of the ring that outlines r with a line of
// the given width centred on its edge: the rectangle grown by half the
// width, then, unless the line fills it, the rectangle shrunk by half the
// width, each with its corner radius.
func strokeRing(r Rect, radius, width float64, edge func(e Rect, radius float64)) {
	radius = math.Max(0, math.Min(radius, math.Min(r.W, r.H)/2))
	edge(r.Inset(-width/2), radius+width/2)
	if in := r.Inset(width / 2); !in.Empty() {
		edge(in, math.Max(0, radius-width/2))
	}
}

// PathFillCircle fills the disc of radius r around (x,y), as a path.
func PathFillCircle(dst *ebiten.Image, x, y, r float64, c color.Color) {
	if r <= 0 {
		return
	}
	var p vector.Path
	ArcPath(&p, x, y, r, 0, 2*math.Pi)
	p.Close()
	vector.FillPath(dst, &p, nil, PathOptions(c))
}

// PathStrokeArc draws the arc of radius r around (x,y) from angle a0 to
// a1 with a line of the given width, closed into a ring when asked.
func PathStrokeArc(dst *ebiten.Image, x, y, r, a0, a1, width float64, c color.Color, closed bool) {
	if r <= 0 {
		return
	}
	if closed && a1-a0 >= 2*math.Pi-1e-9 {
		// A full ring is filled between two circles: no seam where a
		// stroke would start and end.
		var p vector.Path
		ro, ri := float32(r+width/2), float32(math.Max(0, r-width/2))
		p.MoveTo(float32(x)+ro, float32(y))
		ArcPath(&p, x, y, float64(ro), 0, 2*math.Pi)
		p.Close()
		p.MoveTo(float32(x)+ri, float32(y))
		ArcPath(&p, x, y, float64(ri), 0, 2*math.Pi)
		p.Close()
		vector.FillPath(dst, &p, &vector.FillOptions{FillRule: vector.FillRuleEvenOdd}, PathOptions(c))
		return
	}
	var p vector.Path
	p.MoveTo(float32(x+r*math.Cos(a0)), float32(y+r*math.Sin(a0)))
	ArcPath(&p, x, y, r, a0, a1)
	if closed {
		p.Close()
	}
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: float32(width), LineCap: vector.LineCapRound}, PathOptions(c))
}

// StrokeLine draws a line with round ends: a capsule, filled.
func StrokeLine(dst *ebiten.Image, x0, y0, x1, y1, width float64, c color.Color) {
	if width <= 0 {
		return
	}
	var p vector.Path
	CapsulePath(&p, x0, y0, x1, y1, width/2)
	vector.FillPath(dst, &p, nil, PathOptions(c))
}

// CapsulePath adds to p a thick segment from (x0,y0) to (x1,y1) with
// round ends of radius r.
func CapsulePath(p *vector.Path, x0, y0, x1, y1, r float64) {
	a := math.Atan2(y1-y0, x1-x0)
	p.MoveTo(float32(x1+r*math.Cos(a-math.Pi/2)), float32(y1+r*math.Sin(a-math.Pi/2)))
	ArcPath(p, x1, y1, r, a-math.Pi/2, a+math.Pi/2)
	p.LineTo(float32(x0+r*math.Cos(a+math.Pi/2)), float32(y0+r*math.Sin(a+math.Pi/2)))
	ArcPath(p, x0, y0, r, a+math.Pi/2, a+3*math.Pi/2)
	p.Close()
}

// DrawArrow draws a thick arrow from (x0,y0) to (x1,y1) with its head at the
// end.
func DrawArrow(dst *ebiten.Image, x0, y0, x1, y1, width float64, c color.Color) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l < 1 {
		return
	}
	ux, uy := dx/l, dy/l
	head := math.Min(width*2.6, l*0.6)
	bx, by := x1-ux*head, y1-uy*head
	StrokeLine(dst, x0, y0, bx+ux*head*0.3, by+uy*head*0.3, width, c)
	var p vector.Path
	p.MoveTo(float32(x1), float32(y1))
	p.LineTo(float32(bx-uy*head*0.62), float32(by+ux*head*0.62))
	p.LineTo(float32(bx+uy*head*0.62), float32(by-ux*head*0.62))
	p.Close()
	vector.FillPath(dst, &p, nil, PathOptions(c))
}

var whiteImg *ebiten.Image

// whiteImage returns a one-pixel white image, the source for flat
// triangles; it is made on first use, inside the game loop.
func whiteImage() *ebiten.Image {
	if whiteImg == nil {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		whiteImg = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	return whiteImg
}

// VerticalGradient fills r with a gradient from top colour a to bottom b.
func VerticalGradient(dst *ebiten.Image, r Rect, a, b color.RGBA) {
	v := func(x, y float64, c color.RGBA) ebiten.Vertex {
		return ebiten.Vertex{DstX: float32(x), DstY: float32(y), SrcX: 1, SrcY: 1,
			ColorR: float32(c.R) / 255, ColorG: float32(c.G) / 255, ColorB: float32(c.B) / 255, ColorA: float32(c.A) / 255}
	}
	vs := []ebiten.Vertex{v(r.X, r.Y, a), v(r.Right(), r.Y, a), v(r.X, r.Bottom(), b), v(r.Right(), r.Bottom(), b)}
	dst.DrawTriangles(vs, []uint16{0, 1, 2, 1, 3, 2}, whiteImage(), nil)
}

// Text alignment for DrawText.
const (
	AlignLeft   = text.AlignStart
	AlignCenter = text.AlignCenter
	AlignRight  = text.AlignEnd
)

// TextDrawn, when set, is told every line of text DrawText draws, which
// is every text a screen shows: a test reads through it what the player
// reads (the pseudo-language's, which finds a text that bypasses the
// catalogs). The programs leave it nil.
var TextDrawn func(s string)

// DrawText draws one line of text with its vertical middle at y.
func DrawText(dst *ebiten.Image, s string, f *text.GoTextFace, x, y float64, align text.Align, c color.Color) {
	if TextDrawn != nil {
		TextDrawn(s)
	}
	op := &text.DrawOptions{}
	op.GeoM.Translate(math.Round(x), math.Round(y))
	op.ColorScale.ScaleWithColor(c)
	op.PrimaryAlign = align
	op.SecondaryAlign = text.AlignCenter
	text.Draw(dst, s, f, op)
}

// Wrap breaks s into lines no wider than width, at spaces. A word longer
// than the width gets a line of its own. A no-break space (U+00A0, as
// French writes before a colon) holds its words together.
func Wrap(s string, f *text.GoTextFace, width float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		words := breakable(para)
		if len(words) == 0 {
			lines = append(lines, "")
			continue
		}
		learnLine(para, f)
		line := ""
		for _, w := range words {
			switch {
			case line == "":
				line = w
			case TextWidth(line+" "+w, f) <= width:
				line += " " + w
				continue
			default:
				lines = append(lines, line)
				line = w
			}
			// A word wider than the line, such as a link, is cut; a
			// width too small for one character gets one a line.
			for line != "" && TextWidth(line, f) > width {
				head := fitPrefix(line, f, width)
				if TextCut != nil {
					TextCut(line, head)
				}
				lines = append(lines, head)
				line = line[len(head):]
			}
		}
		if line != "" { // "" when the last word was cut to its end
			lines = append(lines, line)
		}
	}
	return lines
}

// fitPrefix returns the longest start of s, at least one character, that
// fits width.
func fitPrefix(s string, f *text.GoTextFace, width float64) string {
	var ends []int // the end of each character
	for i, r := range s {
		ends = append(ends, i+utf8.RuneLen(r))
	}
	lo, hi := 0, len(ends)-1 // ends[lo] fits or is the first character
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if TextWidth(s[:ends[mid]], f) <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return s[:ends[lo]]
}

// TextCut, when set, is told every text cut, whole and as shown: one
// Ellipsize shortens, one FitLines leaves lines of, a word Wrap breaks.
// A test reads through it, and TextDrawn, which texts a screen draws cut
// (the languages', which must fit where the English does), leaving aside
// the cuts of a layout's trials. The programs leave it nil.
var TextCut func(whole, shown string)

// Ellipsize shortens s with "…" until it fits width.
func Ellipsize(s string, f *text.GoTextFace, width float64) string {
	if TextWidth(s, f) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 0 {
		r = r[:len(r)-1]
		if t := strings.TrimRight(string(r), " ") + "…"; TextWidth(t, f) <= width {
			if TextCut != nil {
				TextCut(s, t)
			}
			return t
		}
	}
	return ""
}

// FitFace returns the largest face from size down to minSize (device
// pixels, in steps of one) in which s fits width.
func FitFace(s string, bold bool, size, minSize, width float64) *text.GoTextFace {
	for ; size > minSize; size-- {
		if f := Face(bold, size); TextWidth(s, f) <= width {
			return f
		}
	}
	return Face(bold, minSize)
}

// LineHeight returns the distance between baselines for f.
func LineHeight(f *text.GoTextFace) float64 { return f.Size * 1.4 }

// Clip returns the part of dst inside r, so drawing on it is clipped.
func Clip(dst *ebiten.Image, r Rect) *ebiten.Image {
	rr := image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.Right())), int(math.Ceil(r.Bottom())))
	return dst.SubImage(rr.Intersect(dst.Bounds())).(*ebiten.Image)
}

// DrawSection draws a titled section of a panel: a heading in r's
// top line and a rounded box below it, whose place it returns.
func DrawSection(dst *ebiten.Image, r Rect, title string, s float64) Rect {
	DrawText(dst, title, Face(true, 12.5*s), r.X, r.Y+8*s, AlignLeft, ColAccent)
	body := Rect{r.X, r.Y + 22*s, r.W, r.H - 22*s}
	FillRoundRect(dst, body, 10*s, ColPanelLo)
	return body
}

// EaseOut eases an animation at time t, from 0 to 1, to a stop.
func EaseOut(t float64) float64 {
	t = Clamp(t, 0, 1)
	return 1 - (1-t)*(1-t)*(1-t)
}

// EaseInOut eases an animation at time t, from 0 to 1, in and out.
func EaseInOut(t float64) float64 {
	t = Clamp(t, 0, 1)
	return t * t * (3 - 2*t)
}

// breakable splits s into its words at the spaces a line may break at:
// not a no-break space.
func breakable(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r != '\u00a0' && unicode.IsSpace(r) })
}
