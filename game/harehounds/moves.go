package harehounds

import (
	"math/bits"

	"parlour/game"
)

func (s *State) occupied(p int) bool {
	return s.hounds&(1<<p) != 0 || int(s.hare) == p
}

// moves appends the moves of the side to move, ignoring whether the game
// is over.
func (s *State) moves(dst []game.Move) []game.Move {
	if s.toMove == Hare {
		for _, q := range Board.Neighbours(int(s.hare)) {
			if !s.occupied(q) {
				dst = append(dst, encode(int(s.hare), q))
			}
		}
		return dst
	}
	for b := s.hounds; b != 0; b &= b - 1 {
		p := bits.TrailingZeros16(b)
		col := Board.Point(p).Col
		for _, q := range Board.Neighbours(p) {
			if !s.occupied(q) && Board.Point(q).Col >= col {
				dst = append(dst, encode(p, q))
			}
		}
	}
	return dst
}

func encode(from, to int) game.Move { return game.Move(from<<4 | to) }

func decode(m game.Move) (from, to int) { return int(m >> 4), int(m & 15) }

// LegalMoves appends the legal moves in ascending order.
func (s *State) LegalMoves(dst []game.Move) []game.Move {
	if s.Outcome().Over {
		return dst
	}
	// Hounds are visited in point order and neighbours ascend, so the moves
	// come out sorted.
	return s.moves(dst)
}

// MovePath returns the point a piece leaves and the point it reaches.
func (s *State) MovePath(m game.Move) []int {
	from, to := decode(m)
	return []int{from, to}
}
