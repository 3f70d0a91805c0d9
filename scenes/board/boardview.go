package board

import (
	"math"

	"parlour/game"
	"parlour/scenes/ui"
)

// View places a board's points on the screen: it fits the board's
// grid into an area, keeping a margin for the pieces and coordinates.
type View struct {
	Board   *game.Board
	Spacing float64 // distance between neighbouring grid positions
	OX, OY  float64 // screen position of grid position (0,0)
	edge    float64 // the plate's margin around the outermost points, in pixels; 0 for margin(Board) spacings
}

// boardMargin is the margin around the outermost points, in spacings.
const boardMargin = 0.62

// margin returns the margin around the outermost points for the board's
// style: squares need half a square plus a frame.
func margin(b *game.Board) float64 {
	if b.Style() == game.Squares {
		return 0.5 + 0.36 // half a square, and a frame wide enough for "10"
	}
	return boardMargin
}

// innerMargin returns the part of the margin, in spacings, that the outer
// squares or pieces take.
func innerMargin(b *game.Board) float64 {
	if b.Style() == game.Squares {
		return 0.5
	}
	return 0.3
}

// Fit returns the largest view of b that fits in area, centred.
func Fit(b *game.Board, area ui.Rect) View { return fitBoard(b, area, 0) }

// FitLabelled is Fit for a board drawn with its coordinates at UI scale
// s: its margin holds them beside the outer squares or points.
func FitLabelled(b *game.Board, area ui.Rect, s float64) View {
	return fitBoard(b, area, labelRoom(b, s))
}

// fitBoard is Fit with a margin of at least room pixels beyond the
// outermost squares or points, where the coordinates are written: on a
// small board the margin's share of a spacing is too narrow for "15".
func fitBoard(b *game.Board, area ui.Rect, room float64) View {
	cols, rows := b.Size()
	m, inner := margin(b), innerMargin(b)
	// The spacing that fits with the margin in spacings, then with the
	// margin in pixels, whichever is smaller.
	spacing := func(n int, size float64) float64 {
		full := float64(max(n-1, 0))
		sp := size / (full + 2*m)
		if (m-inner)*sp < room {
			sp = (size - 2*room) / (full + 2*inner)
		}
		return sp
	}
	// Whole and half pixels keep the cached board image and the pieces
	// aligned.
	sp := math.Floor(math.Max(0, math.Min(spacing(cols, area.W), spacing(rows, area.H)))*2) / 2
	cx, cy := area.Center()
	v := View{
		Board:   b,
		Spacing: sp,
		OX:      math.Round(cx - sp*float64(max(cols-1, 0))/2),
		OY:      math.Round(cy - sp*float64(max(rows-1, 0))/2),
	}
	v.edge = math.Max(m*sp, inner*sp+room)
	return v
}

// margin returns the plate's margin around the outermost points.
func (v View) margin() float64 {
	if v.edge > 0 {
		return v.edge
	}
	return margin(v.Board) * v.Spacing
}

// At returns the screen position of point p.
func (v View) At(p int) (x, y float64) {
	pt := v.Board.Point(p)
	return v.OX + float64(pt.Col)*v.Spacing, v.OY + float64(pt.Row)*v.Spacing
}

// Plate returns the rectangle the board is drawn on.
func (v View) Plate() ui.Rect {
	cols, rows := v.Board.Size()
	m := v.margin()
	return ui.Rect{X: v.OX - m, Y: v.OY - m, W: float64(max(cols-1, 0))*v.Spacing + 2*m, H: float64(max(rows-1, 0))*v.Spacing + 2*m}
}

// PieceRadius returns the radius pieces are drawn with.
func (v View) PieceRadius() float64 {
	if v.Board.Style() == game.Squares {
		return 0.4 * v.Spacing
	}
	return 0.3 * v.Spacing
}

// Hit returns the point under (x,y), within a generous touch radius, or -1.
func (v View) Hit(x, y float64) int {
	best, bestD := -1, 0.48*v.Spacing
	squares := v.Board.Style() == game.Squares
	if squares {
		bestD = 0.5 * v.Spacing
	}
	for p := 0; p < v.Board.Len(); p++ {
		px, py := v.At(p)
		d := math.Hypot(x-px, y-py)
		if squares {
			d = math.Max(math.Abs(x-px), math.Abs(y-py))
		}
		if d < bestD {
			best, bestD = p, d
		}
	}
	return best
}

// positions returns the screen positions of all points, indexed by point.
func (v View) positions() (xs, ys []float64) {
	xs = make([]float64, v.Board.Len())
	ys = make([]float64, v.Board.Len())
	for p := range xs {
		xs[p], ys[p] = v.At(p)
	}
	return xs, ys
}
