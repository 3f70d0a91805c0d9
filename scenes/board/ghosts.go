package board

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
	"parlour/midend"
)

// A piece a move captures does not vanish at once: it stays on its point
// as a ghost that fades out while the capturing piece passes, so the
// player sees what was taken. With motion reduced it vanishes at once.

// ghost is a captured piece fading out.
type ghost struct {
	point      int
	piece      game.Piece
	start, end float64 // when it starts and finishes fading, in Widget.now
}

// ghostTime is how long a captured piece takes to fade out.
const ghostTime = 0.4

// noteCaptures turns every piece a move along path took into a ghost.
// With an animation, each ghost fades as the moving piece reaches the
// landing after it; without one, all fade at once.
func (w *Widget) noteCaptures(taken []midend.Capture, path []int, animated bool) {
	if w.ReducedMotion {
		return
	}
	for _, c := range taken {
		start := w.now
		if animated && len(path) > 1 {
			start += moveAnimTime * float64(jumpStep(w.view.Board, path, c.Point))
		}
		w.ghosts = append(w.ghosts, ghost{point: c.Point, piece: c.Piece, start: start, end: start + ghostTime})
	}
}

// jumpStep returns the index of the step of path that passes nearest to
// point q: the jump that captured it.
func jumpStep(b *game.Board, path []int, q int) int {
	best, bestD := 0, math.Inf(1)
	qp := b.Point(q)
	for i := 0; i+1 < len(path); i++ {
		a, c := b.Point(path[i]), b.Point(path[i+1])
		mx, my := float64(a.Col+c.Col)/2, float64(a.Row+c.Row)/2
		if d := math.Hypot(mx-float64(qp.Col), my-float64(qp.Row)); d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

// fadeGhosts drops the ghosts that have faded out, and all of them once
// the match has moved on (an undo, a new game).
func (w *Widget) fadeGhosts() {
	out := w.ghosts[:0]
	for _, g := range w.ghosts {
		if w.now < g.end && w.src.State().PieceAt(g.point).Empty() {
			out = append(out, g)
		}
	}
	w.ghosts = out
}

// drawGhosts draws the fading captured pieces.
func (w *Widget) drawGhosts(dst *ebiten.Image) {
	pr := w.view.PieceRadius()
	for _, g := range w.ghosts {
		a := 1.0
		if w.now > g.start {
			a = 1 - (w.now-g.start)/(g.end-g.start)
		}
		if a <= 0 {
			continue
		}
		x, y := w.view.At(g.point)
		drawPieceTinted(dst, x, y, pr*(0.85+0.15*a), LookOf(w.looks, g.piece), int(g.piece.Owner), color.NRGBA{0xff, 0xff, 0xff, uint8(255 * a)})
	}
}
