package solitaire

import (
	"fmt"
	"strings"

	"parlour/game"
)

// explain says why the jump from one hole to another is not legal, or "".
func (s *State) explain(from, to int) string {
	b := s.rules.board
	fc, tc := int(s.rules.cell[from]), int(s.rules.cell[to])
	mid := (fc + tc) / 2
	d := tc - fc
	switch {
	case s.pegs&(1<<fc) == 0:
		return "hole " + b.Point(from).Name + " has no peg"
	case d != 2 && d != -2 && d != 2*rowBits && d != -2*rowBits, s.rules.point[mid] < 0:
		return "a peg jumps over one neighbour in a straight line, to the hole just beyond"
	case s.pegs&(1<<tc) != 0:
		return "hole " + b.Point(to).Name + " is not empty"
	case s.pegs&(1<<mid) == 0:
		return "there is no peg to jump over in hole " + b.Point(int(s.rules.point[mid])).Name
	}
	return ""
}

// Explain says why no jump follows the holes tapped, for the UI.
func (s *State) Explain(path []int) string {
	n := s.rules.board.Len()
	for _, p := range path {
		if p < 0 || p >= n {
			return ""
		}
	}
	switch len(path) {
	case 0:
		return ""
	case 1:
		from := path[0]
		if s.pegs&(1<<s.rules.cell[from]) == 0 {
			return "That hole is empty: pick a peg that can jump."
		}
		var buf [64]game.Move
		for _, m := range s.LegalMoves(buf[:0]) {
			if f, _ := decode(m); f == from {
				return ""
			}
		}
		return "This peg cannot jump: it needs a peg next to it and an empty hole just beyond."
	}
	if why := s.explain(path[0], path[len(path)-1]); why != "" {
		return strings.ToUpper(why[:1]) + why[1:] + "."
	}
	return ""
}

// Describe says how many pegs are left and how many classic moves were
// made: "31 pegs left · 1 move".
func (s *State) Describe() string {
	n := s.Pegs()
	pegs := fmt.Sprintf("%d pegs left", n)
	if n == 1 {
		pegs = "1 peg left"
	}
	return pegs + " · " + movesText(s.moves)
}

// movesText counts classic moves: "1 move", "18 moves".
func movesText(n int) string {
	if n == 1 {
		return "1 move"
	}
	return fmt.Sprintf("%d moves", n)
}
