package look

import (
	"image/color"
	"math"
	"strings"
	"testing"
)

func TestCheck(t *testing.T) {
	ink := RGB(0x202020)
	for _, tc := range []struct {
		name string
		look Look
		want string // part of the error, "" for none
	}{
		{"plain", Plain, ""},
		{"empty", Look{}, "no shape"},
		{"no parts", Look{Shapes: []Shape{{Colour: ink}}}, "no part"},
		{"transparent", Look{Shapes: []Shape{Fill(Colour{}, Disc(0, 0, 1))}}, "transparent"},
		{"no seats", Look{Shapes: []Shape{{Colour: ink, Parts: []Part{Disc(0, 0, 1)}, Seats: 7}}}, "seats"},
		{"two-point polygon", Look{Shapes: []Shape{Fill(ink, Polygon(Point{0, 0}, Point{1, 0}))}}, "polygon"},
		{"no kind", Look{Shapes: []Shape{Fill(ink, Part{Points: []Point{{0, 0}}, R: 1})}}, "no kind"},
		{"capsule of one point", Look{Shapes: []Shape{Fill(ink, Part{Kind: KindCapsule, Points: []Point{{0, 0}}, R: 1})}}, "points"},
		{"disc of no size", Look{Shapes: []Shape{Fill(ink, Disc(0, 0, 0))}}, "radius"},
		{"box inside out", Look{Shapes: []Shape{Fill(ink, Box(1, 1, -1, -1, 0))}}, "box"},
		{"too far", Look{Shapes: []Shape{Fill(ink, Disc(0.5, 0, 1))}}, "beyond"},
		{"square tile", Look{Shapes: []Shape{Fill(ink, Box(-1, -1, 1, 1, 0.22))}}, ""},
		{"square tile, sharp corners", Look{Shapes: []Shape{Fill(ink, Box(-1.1, -1.1, 1.1, 1.1, 0))}}, "beyond"},
	} {
		err := tc.look.Check()
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: got %v, want an error saying %q", tc.name, err, tc.want)
		}
	}
}

func TestSeats(t *testing.T) {
	for _, tc := range []struct {
		s                Seats
		first, second, n bool // the first seat's, the second's, nobody's
	}{
		{EverySeat, true, true, true},
		{FirstSeat, true, false, false},
		{OtherSeats, false, true, true},
	} {
		if tc.s.Has(0) != tc.first || tc.s.Has(1) != tc.second || tc.s.Has(-1) != tc.n {
			t.Errorf("seats %d: has %v %v %v, want %v %v %v", tc.s, tc.s.Has(0), tc.s.Has(1), tc.s.Has(-1), tc.first, tc.second, tc.n)
		}
	}
	// The plain disc is dark for the first seat and light for the others.
	var first, others int
	for _, s := range Plain.Shapes {
		if s.Seats.Has(0) {
			first++
			if s.Colour.Of(0) == Light.First {
				t.Error("the first seat's plain disc is light")
			}
		}
		if s.Seats.Has(1) {
			others++
		}
	}
	if first != 3 || others != 3 {
		t.Errorf("the plain disc has %d shapes for the first seat and %d for the others, want 3 and 3", first, others)
	}
}

func TestColour(t *testing.T) {
	c := BySeat(RGB(0x102030), RGB(0xf0e0d0))
	if c.Of(0) != (color.RGBA{0x10, 0x20, 0x30, 0xff}) || c.Of(1) != (color.RGBA{0xf0, 0xe0, 0xd0, 0xff}) || c.Of(-1) != c.Of(1) {
		t.Errorf("by seat: %v %v %v", c.Of(0), c.Of(1), c.Of(-1))
	}
	// Premultiplied, each channel cut down as the screens' own colours are.
	if got, want := RGB(0x6e3d18).Alpha(0.45).Of(0), (color.RGBA{49, 27, 10, 114}); got != want {
		t.Errorf("alpha 0.45: %v, want %v", got, want)
	}
	if got := RGB(0xffffff).Alpha(2).Of(0); got != (color.RGBA{0xff, 0xff, 0xff, 0xff}) {
		t.Errorf("alpha 2: %v, want opaque", got)
	}
}

func TestShapes(t *testing.T) {
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-12 }
	at := func(p Part, i int, x, y float64) bool { return near(p.Points[i][0], x) && near(p.Points[i][1], y) }
	r := Ring(RGB(0), 0.1, 0.2, 0.8, 0.1)
	if !r.EvenOdd || len(r.Parts) != 2 || !near(r.Parts[0].R, 0.85) || !near(r.Parts[1].R, 0.75) || !at(r.Parts[1], 0, 0.1, 0.2) {
		t.Errorf("ring: %+v", r)
	}
	b := BoxRing(RGB(0), -0.9, -0.9, 0.9, 0.9, 0.2, 0.1)
	if !b.EvenOdd || len(b.Parts) != 2 || !at(b.Parts[0], 0, -0.95, -0.95) || !near(b.Parts[0].R, 0.25) ||
		!at(b.Parts[1], 1, 0.85, 0.85) || !near(b.Parts[1].R, 0.15) {
		t.Errorf("box ring: %+v", b)
	}
	if full := BoxRing(RGB(0), -0.1, -0.1, 0.1, 0.1, 0, 0.4); len(full.Parts) != 1 {
		t.Errorf("a line wider than its box left a hole: %+v", full)
	}
	moved := Transform(0.5, 0.1, -0.1, Capsule(-1, 0, 1, 0, 0.2), Polygon(Point{0, 0}, Point{1, 0}, Point{0, 1}))
	if !at(moved[0], 0, -0.4, -0.1) || !at(moved[0], 1, 0.6, -0.1) || !near(moved[0].R, 0.1) ||
		!at(moved[1], 2, 0.1, 0.4) || moved[1].Kind != KindPolygon {
		t.Errorf("transformed: %+v", moved)
	}
}
