package solitaire

import (
	"math/bits"

	"parlour/game"
)

// Moves encode the from and to holes by point index.
func encode(from, to int) game.Move { return game.Move(from<<6 | to) }

func decode(m game.Move) (from, to int) { return int(m >> 6), int(m & 63) }

// LegalMoves appends the jumps in ascending order.
func (s *State) LegalMoves(dst []game.Move) []game.Move {
	n := len(dst)
	for _, d := range shifts {
		for b := s.rules.jumpers(s.pegs, d); b != 0; b &= b - 1 {
			c := bits.TrailingZeros64(b)
			dst = append(dst, encode(int(s.rules.point[c]), int(s.rules.point[c+2*d])))
		}
	}
	// At most a few dozen moves: insertion sort.
	for i := n + 1; i < len(dst); i++ {
		for j := i; j > n && dst[j] < dst[j-1]; j-- {
			dst[j], dst[j-1] = dst[j-1], dst[j]
		}
	}
	return dst
}

// jump moves a peg from one cell over mid to another, or back when undo
// is set.
func (s *State) jump(from, mid, to int, undo bool) {
	s.pegs ^= 1<<from | 1<<mid | 1<<to
	for i, k := range s.rules.syms {
		t := &s.rules.layout.syms[k]
		s.sym[i] ^= 1<<t[from] | 1<<t[mid] | 1<<t[to]
	}
	for i := range s.rules.pagodas {
		p := &s.rules.pagodas[i]
		d := p[to] - p[from] - p[mid]
		if undo {
			d = -d
		}
		s.weight[i] += d
	}
}

// MoveEnds returns the points a jump leaves and lands on, as MovePath
// does, without allocating.
func (s *State) MoveEnds(m game.Move) (from, to int) { return decode(m) }

// MovePath returns the hole the peg leaves and the hole it lands in.
func (s *State) MovePath(m game.Move) []int {
	from, to := decode(m)
	return []int{from, to}
}
