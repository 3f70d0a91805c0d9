package ui

import (
	"slices"
	"strings"
	"testing"
)

func TestRectCuts(t *testing.T) {
	r := Rect{10, 20, 100, 50}
	top, rest := r.CutTop(20)
	if top != (Rect{10, 20, 100, 20}) || rest != (Rect{10, 40, 100, 30}) {
		t.Errorf("CutTop: %v %v", top, rest)
	}
	rest, bottom := r.CutBottom(80) // more than the height: clamped
	if bottom != r || rest.H != 0 {
		t.Errorf("CutBottom clamps: %v %v", rest, bottom)
	}
	left, right := r.CutLeft(30)
	if left.W != 30 || right.X != 40 || right.W != 70 {
		t.Errorf("CutLeft: %v %v", left, right)
	}
	if got := r.Inset(60); got.W != 0 || got.H != 0 {
		t.Errorf("Inset past the middle gives %v, want an empty rect", got)
	}
	if !r.Contains(10, 20) || r.Contains(110, 20) || r.Contains(50, 70) {
		t.Error("Contains includes the top-left edge and excludes the bottom-right one")
	}
	cells := Rect{0, 0, 310, 0}.Grid(5, 3, 10, 40)
	want := []Rect{{0, 0, 96.66666666666667, 40}, {106.66666666666667, 0, 96.66666666666667, 40}}
	if cells[0] != want[0] || cells[1] != want[1] || cells[3].Y != 50 || cells[4].X != cells[1].X {
		t.Errorf("Grid: %v", cells)
	}
}

// TestNearest moves a keyboard cursor on points placed as a board view
// places those of Hare and Hounds, a wide board of three rows with a
// point at each end.
func TestNearest(t *testing.T) {
	type point struct {
		name     string
		col, row int
	}
	points := []point{{"a2", 0, 1}, {"b1", 1, 0}, {"c1", 2, 0}, {"d1", 3, 0}, {"b2", 1, 1}, {"c2", 2, 1}, {"d2", 3, 1}, {"b3", 1, 2}, {"c3", 2, 2}, {"d3", 3, 2}, {"e2", 4, 1}}
	xs, ys := make([]float64, len(points)), make([]float64, len(points))
	for p, pt := range points {
		xs[p], ys[p] = 40+110*float64(pt.col), 30+110*float64(pt.row)
	}
	at := func(name string) int {
		p := slices.IndexFunc(points, func(pt point) bool { return pt.name == name })
		if p < 0 {
			t.Fatalf("no point %s", name)
		}
		return p
	}
	tests := []struct {
		from   string
		dx, dy float64
		want   string // "" for no move
	}{
		{"a2", 1, 0, "b2"},
		{"a2", 0, -1, "b1"},
		{"a2", 0, 1, "b3"},
		{"a2", -1, 0, ""},
		{"c2", 0, -1, "c1"},
		{"c2", 1, 0, "d2"},
		{"c1", 0, -1, ""},
		{"d2", 1, 0, "e2"},
		{"e2", 0, -1, "d1"},
		{"e2", -1, 0, "d2"},
		{"b3", 1, 0, "c3"},
		{"b1", 0, 1, "b2"},
	}
	for _, tt := range tests {
		got := Nearest(xs, ys, at(tt.from), tt.dx, tt.dy)
		name := ""
		if got >= 0 {
			name = points[got].name
		}
		if name != tt.want {
			t.Errorf("from %s by (%v,%v): got %q, want %q", tt.from, tt.dx, tt.dy, name, tt.want)
		}
	}
	if Nearest(xs, ys, -1, 1, 0) != -1 || Nearest(xs, ys, 0, 0, 0) != -1 {
		t.Error("Nearest without a start or a direction must give -1")
	}
}

// TestWrapKeepsNoBreakSpace checks that a line never breaks at a no-break
// space, as French writes before a colon: "partie : 3" stays whole.
func TestWrapKeepsNoBreakSpace(t *testing.T) {
	f := Face(false, 16)
	s := "Une partie est en cours\u00a0: Tab pour la reprendre"
	for w := 100.0; w < 400; w += 7 { // wider than any word
		for _, line := range Wrap(s, f, w) {
			if strings.HasPrefix(line, ":") || strings.HasSuffix(line, "cours") {
				t.Fatalf("at width %.0f the line %q breaks at the no-break space", w, line)
			}
		}
	}
	if got := breakable("a b\u00a0c\td"); len(got) != 3 || got[1] != "b\u00a0c" {
		t.Errorf("breakable = %q", got)
	}
}

// TestRectIntersect checks the part of one rectangle inside another.
func TestRectIntersect(t *testing.T) {
	view := Rect{0, 100, 800, 500}
	for _, tc := range []struct {
		r, want Rect
	}{
		{Rect{10, 200, 100, 50}, Rect{10, 200, 100, 50}},  // inside
		{Rect{10, 550, 100, 100}, Rect{10, 550, 100, 50}}, // cut by the foot
		{Rect{10, 50, 100, 100}, Rect{10, 100, 100, 50}},  // cut by the top
		{Rect{10, 700, 100, 100}, Rect{}},                 // below
		{Rect{800, 200, 10, 10}, Rect{}},                  // touching an edge only
	} {
		if got := tc.r.Intersect(view); got != tc.want {
			t.Errorf("%+v inside %+v = %+v, want %+v", tc.r, view, got, tc.want)
		}
	}
}
