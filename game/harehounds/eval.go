package harehounds

import (
	"math/bits"
)

// Evaluate scores the position for the side to move, for the alpha-beta
// engine: the hounds like a hare with few ways out and no hound left behind
// it, and like to advance; the hare likes the opposite.
func (s *State) Evaluate() int {
	hareCol := Board.Point(int(s.hare)).Col
	free := 0
	for _, q := range Board.Neighbours(int(s.hare)) {
		if !s.occupied(q) {
			free++
		}
	}
	score := -12 * free
	for b := s.hounds; b != 0; b &= b - 1 {
		col := Board.Point(bits.TrailingZeros16(b)).Col
		score += 4 * col
		if col > hareCol {
			score -= 40 // the hare has got past this hound
		}
	}
	score -= 3 * int(s.stall)
	if s.toMove == Hare {
		return -score
	}
	return score
}
