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
// made, with the jumps when a chain made them more, as the move list
// numbers jumps: "31 pegs left · 1 move", "12 pegs left · 20 jumps in 18
// moves".
func (s *State) Describe() string {
	n := s.Pegs()
	pegs := fmt.Sprintf("%d pegs left", n)
	if n == 1 {
		pegs = "1 peg left"
	}
	return pegs + " · " + s.MovesText()
}

// MovesText counts the classic moves made, and the jumps when they are
// more: "1 move", "18 moves", "31 jumps in 30 moves".
func (s *State) MovesText() string {
	moves := game.Count(s.moves, "move", "moves")
	if jumps := len(s.undo); jumps != s.moves {
		return game.Count(jumps, "jump", "jumps") + " in " + moves
	}
	return moves
}
