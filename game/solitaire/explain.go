package solitaire

import (
	"parlour/game"
	"parlour/lang"
)

// explain says why the jump from one hole to another is not legal, as a
// sentence, or "".
func (s *State) explain(from, to int) string {
	b := s.rules.board
	fc, tc := int(s.rules.cell[from]), int(s.rules.cell[to])
	mid := (fc + tc) / 2
	d := tc - fc
	switch {
	case s.pegs&(1<<fc) == 0:
		return lang.T("Hole %s has no peg.", b.Point(from).Name)
	case d != 2 && d != -2 && d != 2*rowBits && d != -2*rowBits, s.rules.point[mid] < 0:
		return lang.T("A peg jumps over one neighbour in a straight line, to the hole just beyond.")
	case s.pegs&(1<<tc) != 0:
		return lang.T("Hole %s is not empty.", b.Point(to).Name)
	case s.pegs&(1<<mid) == 0:
		return lang.T("There is no peg to jump over in hole %s.", b.Point(int(s.rules.point[mid])).Name)
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
			return lang.T("That hole is empty: pick a peg that can jump.")
		}
		var buf [64]game.Move
		for _, m := range s.LegalMoves(buf[:0]) {
			if f, _ := decode(m); f == from {
				return ""
			}
		}
		return lang.T("This peg cannot jump: it needs a peg next to it and an empty hole just beyond.")
	}
	return s.explain(path[0], path[len(path)-1])
}

// Describe says how many pegs are left and how many classic moves were
// made, with the jumps when a chain made them more, as the move list
// numbers jumps: "31 pegs left · 1 move", "12 pegs left · 20 jumps in 18
// moves".
func (s *State) Describe() string {
	n := s.Pegs()
	return lang.N(n, "%d peg left", "%d pegs left", n) + " · " + s.MovesText()
}

// MovesText counts the classic moves made, and the jumps when they are
// more: "1 move", "18 moves", "31 jumps in 30 moves".
func (s *State) MovesText() string {
	if jumps := len(s.undo); jumps != s.moves {
		// Each count takes its own plural form, and the moves' count its
		// form after "in" (a German dative: "in 18 Zügen").
		in := lang.N(s.moves, "in %d move", "in %d moves", s.moves)
		return lang.N(jumps, "%d jump %s", "%d jumps %s", jumps, in)
	}
	return lang.N(s.moves, "%d move", "%d moves", s.moves)
}
