package game

import (
	"slices"

	"parlour/lang"
)

// Helpers for the games' Explainer: what every game checks before it
// looks for the rule a refused try broke.

// Continues reports whether some legal move of s has a path that starts
// with path and goes further: such a try is unfinished, not refused.
func Continues(s State, path []int) bool {
	for _, m := range s.LegalMoves(nil) {
		if mp := s.MovePath(m); len(mp) > len(path) && slices.Equal(mp[:len(path)], path) {
			return true
		}
	}
	return false
}

// OnBoard reports whether every point of path is a point of b.
func OnBoard(b *Board, path []int) bool {
	for _, p := range path {
		if p < 0 || p >= b.Len() {
			return false
		}
	}
	return true
}

// Possessive returns "the hare's" or "the hounds'".
func Possessive(noun string) string {
	if len(noun) > 0 && noun[len(noun)-1] == 's' {
		return noun + "'"
	}
	return noun + "'s"
}

// Unjoined says why a piece on p cannot step to q on b: "No line joins c2
// and d3" for points side by side, "e5 is not next to c3" for points
// further apart, a clause the game goes on with a colon and its rule.
// name writes a point's name in a sentence.
func Unjoined(b *Board, p, q int, name func(int) string) string {
	a, c := b.Point(p), b.Point(q)
	if max(a.Col-c.Col, c.Col-a.Col) <= 1 && max(a.Row-c.Row, c.Row-a.Row) <= 1 {
		return lang.T("No line joins %s and %s", name(p), name(q))
	}
	return lang.T("%s is not next to %s", name(q), name(p))
}

// ChainBreak returns the first landing of path, a tap path whose last
// point is yet to be judged, that is not a jump away from the point
// before it (over, the point jumped over, is negative there): a chain of
// jumps cannot go on from it, so the try is wrong at that landing. It
// returns 0 when every landing before the last is a jump's.
func ChainBreak(path []int, over func(from, to int) int) int {
	for i := 1; i < len(path)-1; i++ {
		if over(path[i-1], path[i]) < 0 {
			return i
		}
	}
	return 0
}
