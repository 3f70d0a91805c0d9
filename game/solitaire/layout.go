package solitaire

import (
	"fmt"
	"math"
	"math/bits"
	"slices"
	"sync"

	"parlour/game"
)

// The rules work on a bitboard of the 7×7 grid with rows eight bits apart:
// cell c+8r is the hole at (c,r). The spare eighth column stays empty, so a
// shifted row never spills into the next one.
const (
	gridCols = 7
	rowBits  = 8
	noCell   = -1
)

func cellOf(col, row int) int { return col + rowBits*row }

func colRow(cell int) (int, int) { return cell % rowBits, cell / rowBits }

// layout is what the rules need to know about one board: which cells have
// holes, how cells map to the board's points and how the board's eight
// symmetries move the cells.
type layout struct {
	board *game.Board
	holes uint64
	point [64]int8 // cell -> point index, or noCell
	cell  []int8   // point index -> cell
	// syms[k][c] is where symmetry k of the square (k=0 the identity)
	// takes cell c.
	syms [8][64]int8
	// corners are the holes no jump can pass over.
	corners uint64
	// regions returns the small Merson regions: sets of holes that, while
	// full, can only be disturbed by a move that starts inside them. They
	// are found on first use, not when the program starts.
	regions func() []uint64
}

// symmetry k maps (c,r) on the 7×7 square: the four rotations, then the
// four reflections.
func symmetry(k, c, r int) (int, int) {
	const n = gridCols - 1
	switch k {
	case 0:
		return c, r
	case 1:
		return n - r, c
	case 2:
		return n - c, n - r
	case 3:
		return r, n - c
	case 4:
		return n - c, r
	case 5:
		return c, n - r
	case 6:
		return r, c
	default:
		return n - r, n - c
	}
}

func newLayout(b *game.Board) *layout {
	l := &layout{board: b, cell: make([]int8, b.Len())}
	for i := range l.point {
		l.point[i] = noCell
	}
	for p := 0; p < b.Len(); p++ {
		pt := b.Point(p)
		c := cellOf(pt.Col, pt.Row)
		l.cell[p] = int8(c)
		l.point[c] = int8(p)
		l.holes |= 1 << c
	}
	for k := range l.syms {
		for c := range l.syms[k] {
			l.syms[k][c] = noCell
			if l.holes&(1<<c) == 0 {
				continue
			}
			col, row := colRow(c)
			tc, tr := symmetry(k, col, row)
			t := cellOf(tc, tr)
			if l.holes&(1<<t) == 0 {
				panic(fmt.Sprintf("solitaire: the board is not symmetric at (%d,%d)", col, row))
			}
			l.syms[k][c] = int8(t)
		}
	}
	l.corners = l.holes
	for _, ln := range l.lines() {
		l.corners &^= 1 << ln[1]
	}
	l.regions = sync.OnceValue(l.mersonRegions)
	return l
}

// transform returns the pegs moved by symmetry k.
func (l *layout) transform(k int, pegs uint64) uint64 {
	var out uint64
	for b := pegs; b != 0; b &= b - 1 {
		out |= 1 << l.syms[k][bits.TrailingZeros64(b)]
	}
	return out
}

// Jumps as bitboards: from (pegs), over (pegs) and to (empty holes) in one
// direction, given as the shift from a cell to its neighbour.
var shifts = [4]int{1, -1, rowBits, -rowBits}

func shift(b uint64, by int) uint64 {
	if by >= 0 {
		return b << by
	}
	return b >> -by
}

// jumpers returns the cells whose peg can jump in the direction of shift
// d: the neighbour beyond has a peg and the hole after it is empty.
func (l *layout) jumpers(pegs uint64, d int) uint64 {
	empty := l.holes &^ pegs
	return pegs & shift(pegs, -d) & shift(empty, -2*d)
}

// canJump reports whether any jump is possible.
func (l *layout) canJump(pegs uint64) bool {
	for _, d := range shifts {
		if l.jumpers(pegs, d) != 0 {
			return true
		}
	}
	return false
}

// lines lists every straight run of three holes (a, b, c) in either
// direction: a jump from a over b into c.
func (l *layout) lines() [][3]int {
	var out [][3]int
	for b := l.holes; b != 0; b &= b - 1 {
		a := bits.TrailingZeros64(b)
		for _, d := range shifts {
			m, c := a+d, a+2*d
			if m < 0 || c < 0 || m >= 64 || c >= 64 || l.holes&(1<<m) == 0 || l.holes&(1<<c) == 0 {
				continue
			}
			// A step of one cell to the right from column 6 lands in the
			// spare column, which has no hole, so rows never wrap.
			out = append(out, [3]int{a, m, c})
		}
	}
	return out
}

// isMerson reports whether region r is a Merson region: no jump passes
// over one of its holes from outside it to outside it.
func (l *layout) isMerson(r uint64) bool {
	for _, ln := range l.lines() {
		if r&(1<<ln[1]) != 0 && r&(1<<ln[0]) == 0 && r&(1<<ln[2]) == 0 {
			return false
		}
	}
	return true
}

// mersonRegions lists every Merson region of up to four holes that is
// connected, smallest first. The move bound packs the full ones greedily
// in this order.
func (l *layout) mersonRegions() []uint64 {
	seen := map[uint64]bool{}
	bySize := make([][]uint64, 5)
	var grow func(m uint64, n int)
	grow = func(m uint64, n int) {
		if seen[m] {
			return
		}
		seen[m] = true
		if l.isMerson(m) {
			bySize[n] = append(bySize[n], m)
		}
		if n == 4 {
			return
		}
		for b := m; b != 0; b &= b - 1 {
			c := bits.TrailingZeros64(b)
			for _, d := range shifts {
				t := c + d
				if t >= 0 && t < 64 && l.holes&(1<<t) != 0 && m&(1<<t) == 0 {
					grow(m|1<<t, n+1)
				}
			}
		}
	}
	for b := l.holes; b != 0; b &= b - 1 {
		grow(1<<bits.TrailingZeros64(b), 1)
	}
	var out []uint64
	for _, rs := range bySize {
		slices.Sort(rs)
		out = append(out, rs...)
	}
	return out
}

// goldenRatio is σ = (√5-1)/2, for which σ + σ² = 1.
var goldenRatio = (math.Sqrt(5) - 1) / 2

// pagoda is a pagoda function: a weight per hole such that for every jump
// from a over b into c, w(a)+w(b) ≥ w(c). The total weight of the pegs
// then never grows, so a position whose weight is below the goal's can
// never reach it (Conway's and Beasley's argument).
type pagoda [64]float64

func (p *pagoda) of(pegs uint64) float64 {
	sum := 0.0
	for b := pegs; b != 0; b &= b - 1 {
		sum += p[bits.TrailingZeros64(b)]
	}
	return sum
}

// valid checks the pagoda condition on every jump of the board.
func (p *pagoda) valid(l *layout) bool {
	for _, ln := range l.lines() {
		if p[ln[0]]+p[ln[1]] < p[ln[2]]-1e-9 {
			return false
		}
	}
	return true
}

// goldenPagoda weighs a hole σ^d, d its distance in steps from the goal
// hole: a jump towards the goal keeps the weight, any other jump loses.
func goldenPagoda(l *layout, goal int) pagoda {
	var p pagoda
	gc, gr := colRow(goal)
	for b := l.holes; b != 0; b &= b - 1 {
		c := bits.TrailingZeros64(b)
		col, row := colRow(c)
		d := abs(col-gc) + abs(row-gr)
		p[c] = math.Pow(goldenRatio, float64(d))
	}
	return p
}

// centrePagodas are pagoda functions for a last peg in the centre,
// drawn on the 7×7 square (holes the board lacks are ignored) and used in
// all eight turns and reflections. Each is checked on the board before
// use. The first one (after Beasley's figures) punishes pegs stranded at
// the corners of the arms.
var centrePagodas = [][7][7]float64{
	{
		{0, 0, -1, 1, -1, 0, 0},
		{0, 0, 1, 1, 1, 0, 0},
		{-1, 1, 0, 1, 0, 1, -1},
		{1, 1, 1, 2, 1, 1, 1},
		{-1, 1, 0, 1, 0, 1, -1},
		{0, 0, 1, 1, 1, 0, 0},
		{0, 0, -1, 1, -1, 0, 0},
	},
}

// maxPagodas is the most pagoda functions a variant uses.
const maxPagodas = 4

// pagodasFor returns the pagoda functions that prune positions for a
// single goal hole (or any hole, when goal is noCell), each with the
// weight the goal position has under it.
func (l *layout) pagodasFor(goal int) (ps []pagoda, need []float64) {
	add := func(p pagoda) {
		if !p.valid(l) {
			return
		}
		n := math.Inf(1)
		for b := l.holes; b != 0; b &= b - 1 {
			c := bits.TrailingZeros64(b)
			if goal == noCell || c == goal {
				n = math.Min(n, p[c])
			}
		}
		for _, q := range ps {
			if q == p {
				return
			}
		}
		if n > 1e-9 && len(ps) < maxPagodas {
			ps, need = append(ps, p), append(need, n-1e-9)
		}
	}
	if goal != noCell {
		add(goldenPagoda(l, goal))
	}
	centre := cellOf(gridCols/2, gridCols/2)
	for _, grid := range centrePagodas {
		if goal != centre {
			break
		}
		for k := 0; k < 8; k++ {
			var p pagoda
			for r := 0; r < gridCols; r++ {
				for c := 0; c < gridCols; c++ {
					tc, tr := symmetry(k, c, r)
					if l.holes&(1<<cellOf(tc, tr)) != 0 {
						p[cellOf(tc, tr)] = grid[r][c]
					}
				}
			}
			add(p)
		}
	}
	return ps, need
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
