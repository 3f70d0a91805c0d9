package catchhare

import (
	"math/bits"
	"slices"

	"parlour/game"
)

func (s *State) empty(p int) bool { return s.hunters&(1<<p) == 0 && int(s.hare) != p }

// Move encoding: a leap flag at bit 40, then the points of the path, each
// plus one, five bits apiece from bits 35-39 (the start) downwards; unused
// places are zero.
const leapFlag = 1 << 40

func encodePath(path []int8, leap bool) game.Move {
	var m game.Move
	for i, p := range path {
		m |= game.Move(p+1) << (5 * (7 - i))
	}
	if leap {
		m |= leapFlag
	}
	return m
}

func decodePath(m game.Move, dst []int) []int {
	for i := 0; i < maxChain+1; i++ {
		v := int(m>>(5*(7-i))) & 31
		if v == 0 {
			break
		}
		dst = append(dst, v-1)
	}
	return dst
}

// moves appends the moves of the side to move, ignoring whether the game
// is over, in no particular order.
func (s *State) moves(dst []game.Move) []game.Move {
	l := s.rules.Layout
	if s.toMove == Hunters {
		for b := s.hunters; b != 0; b &= b - 1 {
			p := bits.TrailingZeros32(b)
			for _, q := range l.steps[p] {
				if s.empty(int(q)) {
					dst = append(dst, encodePath([]int8{int8(p), q}, false))
				}
			}
		}
		return dst
	}
	h := int(s.hare)
	for _, q := range l.steps[h] {
		if s.empty(int(q)) {
			dst = append(dst, encodePath([]int8{int8(h), q}, false))
		}
	}
	var path [maxChain + 1]int8
	path[0] = int8(h)
	return s.leaps(dst, path[:1], s.hunters)
}

// leaps appends every leap chain that extends path (whose last point is
// where the hare stands), with hunters the hunters still on the board.
// Every prefix of a chain is a move of its own.
func (s *State) leaps(dst []game.Move, path []int8, hunters uint32) []game.Move {
	l := s.rules.Layout
	at := int(path[len(path)-1])
	for _, j := range l.jumps[at] {
		over, to := int(j[0]), int(j[1])
		// The hare's start is empty once it has left, so a chain may
		// come back to it.
		if hunters&(1<<over) == 0 || hunters&(1<<to) != 0 {
			continue
		}
		next := append(path, int8(to))
		dst = append(dst, encodePath(next, true))
		left := hunters &^ (1 << over)
		if s.rules.Multi && bits.OnesCount32(left) > s.rules.Threshold {
			dst = s.leaps(dst, next, left)
		}
	}
	return dst
}

// hasMove reports whether the side to move has any move.
func (s *State) hasMove() bool {
	l := s.rules.Layout
	if s.toMove == Hunters {
		free := ^s.hunters &^ (1 << s.hare)
		for b := s.hunters; b != 0; b &= b - 1 {
			for _, q := range l.steps[bits.TrailingZeros32(b)] {
				if free&(1<<q) != 0 {
					return true
				}
			}
		}
		return false
	}
	h := int(s.hare)
	for _, q := range l.steps[h] {
		if s.empty(int(q)) {
			return true
		}
	}
	for _, j := range l.jumps[h] {
		if s.hunters&(1<<j[0]) != 0 && s.empty(int(j[1])) {
			return true
		}
	}
	return false
}

// LegalMoves appends the legal moves in ascending order.
func (s *State) LegalMoves(dst []game.Move) []game.Move {
	if s.Outcome().Over {
		return dst
	}
	n := len(dst)
	dst = s.moves(dst)
	slices.Sort(dst[n:])
	return dst
}

// MovePath returns the point a piece leaves and every point it lands on.
func (s *State) MovePath(m game.Move) []int { return decodePath(m, nil) }
