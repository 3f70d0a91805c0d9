package harehounds

import (
	"parlour/game"
	"parlour/lang"
)

// Explain says why no legal move follows path, the points tapped with the
// piece's point first: not this side's turn, not joined by a line, not
// empty, or a hound going back towards its own end.
func (s *State) Explain(path []int) string {
	if len(path) == 0 || len(path) > 2 || !game.OnBoard(Board, path) || s.Outcome().Over || game.Continues(s, path) {
		return ""
	}
	from := path[0]
	piece := s.PieceAt(from)
	switch {
	case piece.Empty():
		return ""
	case piece.Owner != s.toMove && s.toMove == Hare:
		return lang.T("It is the hare's turn: tap the hare")
	case piece.Owner != s.toMove:
		return lang.T("It is the hounds' turn: tap a hound")
	case len(path) == 1:
		return s.stuck(from) // the piece has no move, or the try would continue
	}
	to := path[1]
	switch {
	case s.PieceAt(to).Owner == s.toMove && !s.PieceAt(to).Empty():
		return s.Explain(path[1:]) // another piece of the side to move
	case Board.Direction(from, to) < 0:
		return lang.T("%s: a piece steps along a line to the next point", game.Unjoined(Board, from, to, pointName))
	case s.occupied(to):
		return lang.T("%s is not empty: a piece steps only to an empty point", Board.Point(to).Name)
	case s.toMove == Hounds && Board.Point(to).Col < Board.Point(from).Col:
		return lang.T("Hounds never move back towards their own end")
	}
	return ""
}

// stuck says why the piece of the side to move on p has no move.
func (s *State) stuck(p int) string {
	if s.toMove == Hare {
		return lang.T("The hare has no empty point next to it")
	}
	for _, q := range Board.Neighbours(p) {
		if !s.occupied(q) {
			return lang.T("This hound could only go back, and hounds never move back towards their own end")
		}
	}
	return lang.T("This hound has no empty point next to it")
}

// pointName names point p in a sentence.
func pointName(p int) string { return Board.Point(p).Name }
