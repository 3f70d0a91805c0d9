package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
)

// A piece a move captures does not vanish at once: it stays on its point
// as a ghost that fades out while the capturing piece passes, so the
// player sees what was taken.

// ghost is a captured piece fading out.
type ghost struct {
	point      int
	piece      game.Piece
	start, end float64 // when it starts and finishes fading, in Play.now
}

// ghostTime is how long a captured piece takes to fade out.
const ghostTime = 0.4

// piecesOf returns the piece on every point of s.
func piecesOf(s game.State) []game.Piece {
	out := make([]game.Piece, s.Board().Len())
	for i := range out {
		out[i] = s.PieceAt(i)
	}
	return out
}

// noteCaptures compares the board before a move with the board after it
// and turns every piece that disappeared, other than the mover's, into a
// ghost. With an animation, each ghost fades as the moving piece reaches
// the landing after it; without one, all fade at once.
func (p *Play) noteCaptures(before []game.Piece, path []int, animated bool) {
	st := p.m.State()
	for i, pc := range before {
		if pc.Empty() || !st.PieceAt(i).Empty() || len(path) > 0 && i == path[0] {
			continue
		}
		start := p.now
		if animated && len(path) > 1 {
			start += moveAnimTime * float64(jumpStep(p.view.Board, path, i))
		}
		p.ghosts = append(p.ghosts, ghost{point: i, piece: pc, start: start, end: start + ghostTime})
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
func (p *Play) fadeGhosts() {
	out := p.ghosts[:0]
	for _, g := range p.ghosts {
		if p.now < g.end && p.m.State().PieceAt(g.point).Empty() {
			out = append(out, g)
		}
	}
	p.ghosts = out
}

// drawGhosts draws the fading captured pieces.
func (p *Play) drawGhosts(dst *ebiten.Image) {
	pr := p.view.PieceRadius()
	for _, g := range p.ghosts {
		a := 1.0
		if p.now > g.start {
			a = 1 - (p.now-g.start)/(g.end-g.start)
		}
		if a <= 0 {
			continue
		}
		x, y := p.view.At(g.point)
		drawPieceTinted(dst, x, y, pr*(0.85+0.15*a), lookOf(p.g.Looks, g.piece), int(g.piece.Owner), color.NRGBA{0xff, 0xff, 0xff, uint8(255 * a)})
	}
}
