// Package look describes how pieces look, as data: each kind of piece is
// a few filled shapes measured in units of its radius, in colours that are
// fixed or follow the piece's owner. A game's package writes the looks of
// its pieces and the screens paint any look the same way, so a game needs
// no graphics library and a new kind of piece with a new look needs no
// change outside its game's package.
package look

import (
	"errors"
	"fmt"
	"image/color"
	"math"
)

// Look is how one kind of piece looks from above: shapes painted in turn,
// the first at the bottom, over the round shadow that the screens lay
// under every piece. The zero Look, the empty point's, draws nothing; the
// screens draw a kind without a look as Plain.
type Look struct {
	Shapes []Shape
}

// Shape is one outline, made of parts, filled in one colour.
type Shape struct {
	Colour Colour
	// Parts are filled together, so that an emblem of overlapping parts
	// has no seams where they meet.
	Parts []Part
	// EvenOdd fills only where an odd number of parts overlap, which
	// makes a ring of two circles; otherwise everything any part covers
	// is filled.
	EvenOdd bool
	// Seats says whose pieces the shape is painted on: every seat's,
	// or the first seat's or the others' alone, for pieces whose sides
	// differ in more than colour.
	Seats Seats
}

// Seats chooses the pieces a shape is painted on by their owner.
type Seats uint8

// The choices of Seats.
const (
	EverySeat  Seats = iota // every piece of the kind
	FirstSeat               // the first seat's pieces
	OtherSeats              // the pieces of every other seat, and of nobody
)

// Has reports whether a piece of the given owner (0 for the first seat,
// negative for nobody) is painted with shapes for s.
func (s Seats) Has(owner int) bool {
	switch s {
	case FirstSeat:
		return owner == 0
	case OtherSeats:
		return owner != 0
	}
	return true
}

// Colour is a shape's colour on the first seat's pieces and on the
// others'. RGB makes a fixed colour, the same on both; BySeat one that
// tells the sides apart. The colours are alpha-premultiplied.
type Colour struct {
	First, Others color.RGBA
}

// RGB returns the opaque colour 0xRRGGBB, the same on every piece.
func RGB(v uint32) Colour {
	c := color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
	return Colour{c, c}
}

// BySeat returns the colour that is first's on the first seat's pieces and
// others' on everyone else's.
func BySeat(first, others Colour) Colour { return Colour{first.First, others.Others} }

// Alpha returns c at opacity a, from 0 to 1.
func (c Colour) Alpha(a float64) Colour {
	a = math.Max(0, math.Min(1, a))
	f := func(c color.RGBA) color.RGBA {
		return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(255 * a)}
	}
	return Colour{f(c.First), f(c.Others)}
}

// Of returns the colour on a piece of the given owner (0 for the first
// seat, negative for nobody).
func (c Colour) Of(owner int) color.RGBA {
	if owner == 0 {
		return c.First
	}
	return c.Others
}

// Kind says which outline a Part is.
type Kind uint8

// The kinds of Part.
const (
	KindDisc    Kind = iota + 1 // a disc: Points[0] is its centre, R its radius
	KindCapsule                 // a thick segment with round ends from Points[0] to Points[1], R half its thickness
	KindPolygon                 // straight edges through Points, closed
	KindBox                     // a rectangle from its top-left corner Points[0] to its bottom-right one Points[1], R the radius of its corners
)

// Part is one closed outline, measured in units of the piece's radius
// from its centre, with y pointing down.
type Part struct {
	Kind   Kind
	Points []Point
	R      float64
}

// Point is a place on a piece, x then y, in units of its radius from its
// centre.
type Point [2]float64

// Disc returns the disc of radius r centred on (x, y).
func Disc(x, y, r float64) Part { return Part{KindDisc, []Point{{x, y}}, r} }

// Capsule returns the thick segment from (x0, y0) to (x1, y1) with round
// ends, r being half its thickness.
func Capsule(x0, y0, x1, y1, r float64) Part {
	return Part{KindCapsule, []Point{{x0, y0}, {x1, y1}}, r}
}

// Polygon returns the polygon through pts.
func Polygon(pts ...Point) Part { return Part{KindPolygon, pts, 0} }

// Box returns the rectangle from (x0, y0) to (x1, y1) with corners rounded
// to radius r.
func Box(x0, y0, x1, y1, r float64) Part { return Part{KindBox, []Point{{x0, y0}, {x1, y1}}, r} }

// Fill returns the shape that fills parts in colour c.
func Fill(c Colour, parts ...Part) Shape { return Shape{Colour: c, Parts: parts} }

// Ring returns the ring of the given width whose middle runs along the
// circle of radius r around (x, y).
func Ring(c Colour, x, y, r, width float64) Shape {
	return Shape{Colour: c, EvenOdd: true, Parts: []Part{Disc(x, y, r+width/2), Disc(x, y, math.Max(0, r-width/2))}}
}

// BoxRing returns the outline of the given width whose middle runs along
// the edge of the rectangle from (x0, y0) to (x1, y1) with corners of
// radius r.
func BoxRing(c Colour, x0, y0, x1, y1, r, width float64) Shape {
	r = math.Max(0, math.Min(r, math.Min(x1-x0, y1-y0)/2))
	d := width / 2
	s := Shape{Colour: c, EvenOdd: true, Parts: []Part{Box(x0-d, y0-d, x1+d, y1+d, r+d)}}
	if x1-x0 > width && y1-y0 > width {
		s.Parts = append(s.Parts, Box(x0+d, y0+d, x1-d, y1-d, math.Max(0, r-d)))
	}
	return s
}

// Scale returns parts drawn k times as large, about the piece's centre:
// an emblem written for a unit radius, set inside a disc.
func Scale(k float64, parts ...Part) []Part {
	return Transform(k, 0, 0, parts...)
}

// Transform returns parts scaled by k about the piece's centre, then moved
// by (dx, dy).
func Transform(k, dx, dy float64, parts ...Part) []Part {
	out := make([]Part, len(parts))
	for i, p := range parts {
		q := Part{Kind: p.Kind, R: p.R * k, Points: make([]Point, len(p.Points))}
		for j, pt := range p.Points {
			q.Points[j] = Point{pt[0]*k + dx, pt[1]*k + dy}
		}
		out[i] = q
	}
	return out
}

// Ink and paper of the house set: the dark and light discs on which most
// games draw their emblems.
var (
	Dark      = RGB(0x2b2830) // a dark disc's body
	DarkRing  = RGB(0x4a4652) // the lighter ring inside a dark disc's edge
	DarkRim   = RGB(0x17151a)
	Light     = RGB(0xfaf4e6) // a light disc's body
	LightRing = RGB(0xe2d6bd) // the darker ring inside a light disc's edge
	LightRim  = RGB(0x6b4a2b).Alpha(0.85)
)

// DarkDisc returns the house set's dark disc for the given seats' pieces:
// a body, a lighter ring inside its edge and a thin rim.
func DarkDisc(seats Seats) []Shape {
	s := []Shape{Fill(Dark, Disc(0, 0, 1)), Ring(DarkRing, 0, 0, 0.86, 0.09), Ring(DarkRim, 0, 0, 0.98, 0.06)}
	for i := range s {
		s[i].Seats = seats
	}
	return s
}

// LightDisc returns the house set's light disc for the given seats'
// pieces: a body, a darker ring inside its edge and a thin rim.
func LightDisc(seats Seats) []Shape {
	s := []Shape{Fill(Light, Disc(0, 0, 1)), Ring(LightRing, 0, 0, 0.86, 0.09), Ring(LightRim, 0, 0, 0.97, 0.07)}
	for i := range s {
		s[i].Seats = seats
	}
	return s
}

// Plain is the plain round piece, dark for the first seat and light for
// the others: the look of a kind that has none of its own.
var Plain = Look{Shapes: append(DarkDisc(FirstSeat), LightDisc(OtherSeats)...)}

// Reach is how far from a piece's centre, in units of its radius, its
// shapes may reach: the room the screens keep for each piece, the fox's
// ears included.
const Reach = 1.45

// Check reports what would keep l from being drawn: no shape, a shape
// without parts or colour, a part of the wrong size, or one reaching
// beyond Reach.
func (l Look) Check() error {
	if len(l.Shapes) == 0 {
		return errors.New("no shape")
	}
	for i, s := range l.Shapes {
		if len(s.Parts) == 0 {
			return fmt.Errorf("shape %d has no part", i)
		}
		if s.Colour.First.A == 0 && s.Colour.Others.A == 0 {
			return fmt.Errorf("shape %d is transparent", i)
		}
		if s.Seats > OtherSeats {
			return fmt.Errorf("shape %d is for seats %d, which are none", i, s.Seats)
		}
		for j, p := range s.Parts {
			if err := p.check(); err != nil {
				return fmt.Errorf("shape %d, part %d: %w", i, j, err)
			}
		}
	}
	return nil
}

func (p Part) check() error {
	want := map[Kind]int{KindDisc: 1, KindCapsule: 2, KindBox: 2}[p.Kind]
	switch {
	case p.Kind == KindPolygon && len(p.Points) < 3:
		return fmt.Errorf("a polygon of %d points", len(p.Points))
	case p.Kind != KindPolygon && want == 0:
		return fmt.Errorf("no kind of part %d", p.Kind)
	case p.Kind != KindPolygon && len(p.Points) != want:
		return fmt.Errorf("%d points where %d are needed", len(p.Points), want)
	case math.IsNaN(p.R) || p.R < 0 || (p.R == 0 && (p.Kind == KindDisc || p.Kind == KindCapsule)):
		return fmt.Errorf("radius %g", p.R)
	}
	for _, pt := range p.Points {
		if math.IsNaN(pt[0]) || math.IsNaN(pt[1]) || math.IsInf(pt[0], 0) || math.IsInf(pt[1], 0) {
			return fmt.Errorf("point %v", pt)
		}
	}
	if p.Kind == KindBox && (p.Points[1][0] < p.Points[0][0] || p.Points[1][1] < p.Points[0][1]) {
		return fmt.Errorf("a box from %v to %v", p.Points[0], p.Points[1])
	}
	if r := p.reach(); r > Reach+1e-9 {
		return fmt.Errorf("reaches %.3g radii from the centre, beyond %g", r, Reach)
	}
	return nil
}

// reach returns how far from the centre the part reaches.
func (p Part) reach() float64 {
	far := 0.0
	switch p.Kind {
	case KindBox:
		a, b := p.Points[0], p.Points[1]
		r := math.Max(0, math.Min(p.R, math.Min(b[0]-a[0], b[1]-a[1])/2))
		x := math.Max(math.Abs(a[0]+r), math.Abs(b[0]-r))
		y := math.Max(math.Abs(a[1]+r), math.Abs(b[1]-r))
		return math.Hypot(x, y) + r
	case KindPolygon:
		for _, pt := range p.Points {
			far = math.Max(far, math.Hypot(pt[0], pt[1]))
		}
		return far
	}
	for _, pt := range p.Points {
		far = math.Max(far, math.Hypot(pt[0], pt[1])+p.R)
	}
	return far
}
