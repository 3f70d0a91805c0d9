package game

import "sync"

// Geometry holds a board's neighbour and jump tables in the compact form
// that move generators and evaluations use, for boards of at most 64
// points (so a set of points fits in a uint64 bit mask). It is built once
// per board (Board.Geometry) and shared.
type Geometry struct {
	// Step gives the point one line away from each point in each of the
	// eight Directions, or -1.
	Step [][8]int8
	// Near is the bit mask of the points one line away from each point.
	Near []uint64
	// Jumps lists, for each point, every jump along a line: over the next
	// point to the one beyond.
	Jumps [][]Jump
	// Spans lists, for each point, the pairs of its opposite neighbours
	// along a line: a piece on one end can jump over this point to the
	// other.
	Spans [][][2]int8
}

// Jump is one jump along a line: in direction Dir (an index into
// Directions), over the point Over, landing on the point To.
type Jump struct{ Dir, Over, To int8 }

var geometries sync.Map // *Board → *Geometry

// Geometry returns the board's tables, building them on first use. It
// panics for boards of more than 64 points, which need other tables.
func (b *Board) Geometry() *Geometry {
	if g, ok := geometries.Load(b); ok {
		return g.(*Geometry)
	}
	if b.Len() > 64 {
		panic("game: Geometry needs a board of at most 64 points")
	}
	n := b.Len()
	g := &Geometry{Step: make([][8]int8, n), Near: make([]uint64, n), Jumps: make([][]Jump, n), Spans: make([][][2]int8, n)}
	for p := 0; p < n; p++ {
		for d := range Directions {
			q := b.Step(p, d)
			g.Step[p][d] = int8(q)
			if q >= 0 {
				g.Near[p] |= 1 << q
			}
			if over, to := b.Jump(p, d); over >= 0 {
				g.Jumps[p] = append(g.Jumps[p], Jump{Dir: int8(d), Over: int8(over), To: int8(to)})
			}
			if d < 4 {
				if a, c := b.Step(p, d), b.Step(p, d+4); a >= 0 && c >= 0 {
					g.Spans[p] = append(g.Spans[p], [2]int8{int8(a), int8(c)})
				}
			}
		}
	}
	actual, _ := geometries.LoadOrStore(b, g)
	return actual.(*Geometry)
}
