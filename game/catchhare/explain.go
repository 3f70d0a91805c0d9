package catchhare

import (
	"math/bits"

	"parlour/game"
	"parlour/lang"
)

// Score returns the hunters the hare has captured; the hunters score 0.
func (s *State) Score(p game.Player) int {
	if p != Hare {
		return 0
	}
	return max(s.rules.Hunters-bits.OnesCount32(s.hunters), 0)
}

// Describe says how many more captures the hare needs.
func (s *State) Describe() string {
	n := bits.OnesCount32(s.hunters) - s.rules.Threshold
	if n <= 0 {
		return ""
	}
	return lang.N(n, "Hare needs %d more capture", "Hare needs %d more captures", n)
}

// Explain says why no legal move follows path, the points tapped with the
// piece's point first: not this side's turn, not on a line, not empty, a
// leap over no hunter, or a step after a leap.
func (s *State) Explain(path []int) string {
	b := s.rules.Layout.Board
	if len(path) == 0 || !game.OnBoard(b, path) || s.Outcome().Over || game.Continues(s, path) {
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
		return lang.T("It is the hunters' turn: tap a hunter")
	case len(path) == 1:
		if s.toMove == Hunters {
			return lang.T("This hunter has no empty point next to it")
		}
		return ""
	}
	at, to := path[len(path)-2], path[len(path)-1]
	if len(path) == 2 && s.toMove == Hunters && s.hunters&(1<<to) != 0 {
		return s.Explain(path[1:]) // another hunter
	}
	along := func(a, b int) int { return int(s.rules.Layout.along[a][b]) }
	if i := game.ChainBreak(path, along); i > 0 {
		// Not a leap, so nothing may follow it: that landing is wrong.
		if why := s.Explain(path[:i+1]); why != "" {
			return why
		}
		return lang.T("A step ends the move: only a leap may be followed by another")
	}
	hunters := s.hunters
	for i := 1; i < len(path)-1; i++ {
		hunters &^= 1 << along(path[i-1], path[i])
	}
	occupied := func(p int) bool { return hunters&(1<<p) != 0 || p == int(s.hare) && p != from }
	over := int(s.rules.Layout.along[at][to])
	step := b.Direction(at, to) >= 0
	name := func(p int) string { return b.Point(p).Name }
	switch {
	case s.toMove == Hunters && over >= 0 && occupied(over):
		return lang.T("Hunters never leap: a hunter steps along a line to the next point")
	case !step && over < 0 && s.toMove == Hare:
		return lang.T("%s: the hare steps along a line to the next point, or leaps over a hunter straight beyond it", game.Unjoined(b, at, to, name))
	case !step && s.toMove == Hunters:
		return lang.T("%s: a hunter steps along a line to the next point", game.Unjoined(b, at, to, name))
	case len(path) > 2 && step:
		return lang.T("After a leap the hare may only leap again: tap %s again to stop there", name(at))
	case step && occupied(to) && s.toMove == Hare:
		return lang.T("%s is not empty: to capture the hunter there, leap over it to the empty point beyond", name(to))
	case step && occupied(to):
		return lang.T("%s is not empty: a piece steps only to an empty point", name(to))
	case over >= 0 && hunters&(1<<over) == 0:
		return lang.T("A leap goes over a hunter, and there is none on %s", name(over))
	case over >= 0 && occupied(to):
		return lang.T("A leap must land on an empty point, and %s is not empty", name(to))
	}
	return ""
}
