package solitaire

import (
	"math/bits"
)

func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// SymmetricKey names the position up to the symmetries of the board that
// keep the goal: positions with the same key are equally solvable.
func (s *State) SymmetricKey() uint64 {
	k := s.sym[0]
	for i := 1; i < len(s.rules.syms); i++ {
		k = min(k, s.sym[i])
	}
	return k
}

// Hopeless reports whether the goal is provably out of reach: the
// position class (de Bruijn's parity of the pegs on the diagonals) differs
// from the goal's, or a pagoda function weighs the pegs below the goal.
func (s *State) Hopeless() bool {
	if !s.classOK {
		return true
	}
	for i, need := range s.rules.need {
		if s.weight[i] < need {
			return true
		}
	}
	return false
}

// MovesNeeded returns a lower bound on the classic moves still needed to
// reach the goal. A full Merson region must be broken into by a move that
// starts inside it (a corner peg, which no jump can remove, is the
// smallest such region), so a set of disjoint full regions needs as many
// different moves. The set is packed greedily, smallest regions first.
func (s *State) MovesNeeded() int {
	r := s.rules
	pegs := s.pegs
	if r.goal != noCell {
		pegs &^= 1 << r.goal & r.corners // a peg on a goal corner may stay there
	}
	var used uint64
	n := 0
	for _, m := range r.regions() {
		if pegs&m == m && used&m == 0 {
			used |= m
			n++
		}
	}
	if r.goal == noCell && n > 0 {
		n-- // the last peg may stay where it is
	}
	if n == 0 && s.pegs&(s.pegs-1) != 0 {
		return 1
	}
	return n
}

// Evaluate scores the position for the solver's move ordering: pegs far
// from the centre and pegs with no neighbour are bad, since both are hard
// to clear.
func (s *State) Evaluate() int {
	target := cellOf(gridCols/2, gridCols/2)
	tc, tr := colRow(target)
	score := 0
	for b := s.pegs; b != 0; b &= b - 1 {
		c := bits.TrailingZeros64(b)
		col, row := colRow(c)
		d := abs(col-tc) + abs(row-tr)
		score -= d * d
	}
	var near uint64
	for _, d := range shifts {
		near |= shift(s.pegs, d)
	}
	score -= 4 * bits.OnesCount64(s.pegs&^near)
	return score
}

// positionClass packs the parities of the pegs on the three families of
// each diagonal direction; every jump flips all three of a direction, so
// the two differences of each direction never change.
func positionClass(pegs uint64) uint8 {
	var cls uint8
	for dir := 0; dir < 2; dir++ {
		var par [3]int
		for i := 0; i < 3; i++ {
			par[i] = bits.OnesCount64(pegs&diagonals[dir][i]) & 1
		}
		cls = cls<<2 | uint8(par[0]^par[1])<<1 | uint8(par[1]^par[2])
	}
	return cls
}

var diagonals = func() (d [2][3]uint64) {
	for r := 0; r < gridCols; r++ {
		for c := 0; c < gridCols; c++ {
			d[0][(c+r)%3] |= 1 << cellOf(c, r)
			d[1][(c-r+gridCols)%3] |= 1 << cellOf(c, r)
		}
	}
	return d
}()
