package ui

import "math"

// Rect is an axis-aligned rectangle in device pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether (x,y) lies inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Center returns the middle of r.
func (r Rect) Center() (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Right returns the x coordinate of r's right edge.
func (r Rect) Right() float64 { return r.X + r.W }

// Bottom returns the y coordinate of r's bottom edge.
func (r Rect) Bottom() float64 { return r.Y + r.H }

// Empty reports whether r has no area.
func (r Rect) Empty() bool { return r.W <= 0 || r.H <= 0 }

// Inset shrinks r by d on every side (grows it when d is negative),
// never below zero size.
func (r Rect) Inset(d float64) Rect {
	out := Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d}
	if out.W < 0 {
		out.X, out.W = r.X+r.W/2, 0
	}
	if out.H < 0 {
		out.Y, out.H = r.Y+r.H/2, 0
	}
	return out
}

// Offset returns r moved by (dx,dy).
func (r Rect) Offset(dx, dy float64) Rect { return Rect{r.X + dx, r.Y + dy, r.W, r.H} }

// CutTop splits off a strip of height h from the top of r.
func (r Rect) CutTop(h float64) (top, rest Rect) {
	h = Clamp(h, 0, r.H)
	return Rect{r.X, r.Y, r.W, h}, Rect{r.X, r.Y + h, r.W, r.H - h}
}

// CutBottom splits off a strip of height h from the bottom of r.
func (r Rect) CutBottom(h float64) (rest, bottom Rect) {
	h = Clamp(h, 0, r.H)
	return Rect{r.X, r.Y, r.W, r.H - h}, Rect{r.X, r.Y + r.H - h, r.W, h}
}

// CutLeft splits off a strip of width w from the left of r.
func (r Rect) CutLeft(w float64) (left, rest Rect) {
	w = Clamp(w, 0, r.W)
	return Rect{r.X, r.Y, w, r.H}, Rect{r.X + w, r.Y, r.W - w, r.H}
}

// CutRight splits off a strip of width w from the right of r.
func (r Rect) CutRight(w float64) (rest, right Rect) {
	w = Clamp(w, 0, r.W)
	return Rect{r.X, r.Y, r.W - w, r.H}, Rect{r.X + r.W - w, r.Y, w, r.H}
}

// CenterWidth returns a rectangle of at most width w centred horizontally
// in r.
func (r Rect) CenterWidth(w float64) Rect {
	if w >= r.W {
		return r
	}
	return Rect{r.X + (r.W-w)/2, r.Y, w, r.H}
}

// Grid lays out n cells of height cellH in rows of cols cells across r's
// width, separated by gap, starting at r's top.
func (r Rect) Grid(n, cols int, gap, cellH float64) []Rect {
	if cols < 1 {
		cols = 1
	}
	w := (r.W - gap*float64(cols-1)) / float64(cols)
	out := make([]Rect, n)
	for i := range out {
		c, row := i%cols, i/cols
		out[i] = Rect{r.X + float64(c)*(w+gap), r.Y + float64(row)*(cellH+gap), w, cellH}
	}
	return out
}

// GridFill is Grid with a last row of fewer cells than cols spread
// across the whole width, so that it leaves no hole.
func (r Rect) GridFill(n, cols int, gap, cellH float64) []Rect {
	out := r.Grid(n, cols, gap, cellH)
	if cols < 1 || n%cols == 0 || n < cols {
		return out
	}
	last := n - n%cols
	row := Rect{r.X, out[last].Y, r.W, cellH}.Grid(n-last, n-last, gap, cellH)
	copy(out[last:], row)
	return out
}

// Clamp returns v kept between lo and hi (lo when hi is below it).
func Clamp(v, lo, hi float64) float64 {
	if hi < lo {
		return lo
	}
	return math.Max(lo, math.Min(hi, v))
}

// Nearest returns the index of the point that an arrow key pressed at
// point from should move to: the nearest point lying within about 63° of
// the direction (dx,dy), preferring points straight ahead. It returns -1
// when no point lies that way.
func Nearest(xs, ys []float64, from int, dx, dy float64) int {
	n := math.Hypot(dx, dy)
	if n == 0 || from < 0 || from >= len(xs) {
		return -1
	}
	dx, dy = dx/n, dy/n
	best, bestCost := -1, math.Inf(1)
	for q := range xs {
		if q == from {
			continue
		}
		vx, vy := xs[q]-xs[from], ys[q]-ys[from]
		along := vx*dx + vy*dy
		if along <= 1e-9 {
			continue
		}
		perp := math.Abs(vx*dy - vy*dx)
		if perp > 2*along+1e-9 {
			continue
		}
		if cost := along + 2*perp; cost < bestCost-1e-9 {
			best, bestCost = q, cost
		}
	}
	return best
}

// Intersects reports whether r and o overlap by more than an edge.
func (r Rect) Intersects(o Rect) bool {
	return !r.Empty() && !o.Empty() && r.X < o.Right() && o.X < r.Right() && r.Y < o.Bottom() && o.Y < r.Bottom()
}

// Intersect returns the part of r inside o, empty where they do not
// overlap.
func (r Rect) Intersect(o Rect) Rect {
	x, y := max(r.X, o.X), max(r.Y, o.Y)
	right, bottom := min(r.Right(), o.Right()), min(r.Bottom(), o.Bottom())
	if right <= x || bottom <= y {
		return Rect{}
	}
	return Rect{x, y, right - x, bottom - y}
}
