package foxgeese

import (
	"math/bits"
	"strings"

	"parlour/game"
	"parlour/lang"
)

// Captured returns the number of geese the foxes have captured.
func (s *State) Captured() int { return GeeseStart - bits.OnesCount64(s.geese) }

// Score returns the number of geese the foxes have captured for the foxes,
// and 0 for the geese.
func (s *State) Score(p game.Player) int {
	if p == Foxes {
		return s.Captured()
	}
	return 0
}

// Describe says how the hunt stands: the geese captured and, late in a
// quiet spell, how near the draw is.
func (s *State) Describe() string {
	var parts []string
	if n := s.Captured(); n > 0 {
		parts = append(parts, lang.N(n, "%d goose captured, %d more to win", "%d geese captured, %d more to win", n, s.rules.goal-n))
	}
	if left := QuietLimit - int(s.quiet); left <= QuietLimit/4 && !s.Outcome().Over {
		parts = append(parts, lang.T("a draw if no goose is captured in %s", game.Plies(left)))
	}
	return strings.Join(parts, lang.T("; "))
}

// Explain says why no legal move follows path, the holes tapped with the
// piece's hole first: not this side's turn, not on a line, not empty, a
// jump over no goose, a step after a jump, or a goose trying to jump.
func (s *State) Explain(path []int) string {
	b := s.rules.geo.board
	if len(path) == 0 || !game.OnBoard(b, path) || s.Outcome().Over || game.Continues(s, path) {
		return ""
	}
	from := path[0]
	piece := s.PieceAt(from)
	switch {
	case piece.Empty():
		return ""
	case piece.Owner != s.toMove && s.toMove == Foxes:
		return lang.T("It is the foxes' turn: tap a fox")
	case piece.Owner != s.toMove:
		return lang.T("It is the geese's turn: tap a goose")
	case len(path) == 1 && s.toMove == Foxes:
		return lang.T("This fox can neither step nor jump")
	case len(path) == 1:
		return lang.T("This goose has no empty hole next to it")
	case len(path) == 2 && s.PieceAt(path[1]).Owner == s.toMove && !s.PieceAt(path[1]).Empty():
		return s.Explain(path[1:]) // another piece of the side to move
	}
	holeName := func(p int) string { return lang.T("hole %s", b.Point(p).Name) }
	at, to := path[len(path)-2], path[len(path)-1]
	if i := game.ChainBreak(path, b.Between); i > 0 {
		// Not a jump, so nothing may follow it: that landing is wrong.
		if why := s.Explain(path[:i+1]); why != "" {
			return why
		}
		return lang.T("A step ends the move: only a jump may be followed by another")
	}
	geese, foxes := s.geese, s.foxes&^(1<<from)
	for i := 1; i < len(path)-1; i++ {
		geese &^= 1 << b.Between(path[i-1], path[i])
	}
	step, over := b.Direction(at, to) >= 0, b.Between(at, to)
	switch {
	case s.toMove == Geese && over >= 0 && (geese|foxes)&(1<<over) != 0:
		return lang.T("Geese never jump: a goose steps along a line to the next hole")
	case !step && s.toMove == Geese:
		return lang.T("%s: a goose steps along a line to the next hole", game.Unjoined(b, at, to, holeName))
	case !step && over < 0:
		return lang.T("%s: a fox steps along a line to the next hole, or jumps over a goose straight beyond it", game.Unjoined(b, at, to, holeName))
	case step && len(path) > 2:
		return lang.T("After a jump the fox may only jump again: tap %s again to stop there", holeName(at))
	case step && geese&(1<<to) != 0 && s.toMove == Foxes:
		return lang.T("Hole %s is not empty: to capture the goose there, jump over it to the empty hole beyond", b.Point(to).Name)
	case step && (geese|foxes)&(1<<to) != 0:
		return lang.T("Hole %s is not empty: a piece steps only to an empty hole", b.Point(to).Name)
	case over >= 0 && foxes&(1<<over) != 0:
		return lang.T("A fox jumps only over a goose, never over the other fox")
	case over >= 0 && geese&(1<<over) == 0:
		return lang.T("A jump goes over a goose, and there is none in %s", holeName(over))
	case over >= 0:
		return lang.T("A jump must land on an empty hole, and %s is not empty", holeName(to))
	}
	return ""
}
