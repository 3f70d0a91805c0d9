package gametest

import (
	"strings"

	"parlour/game"
)

// Helpers for the reference generators that games' tests write for Perft.
// They follow the wording of rules shared by several games, on the board's
// lines alone.

// Steps returns the texts "from-to" of the steps of the piece on from
// along a line of b to an empty neighbour that allowed accepts (nil
// accepts all).
func Steps(b *game.Board, from int, occupied func(p int) bool, allowed func(to int) bool) []string {
	var out []string
	for _, to := range b.Neighbours(from) {
		if !occupied(to) && (allowed == nil || allowed(to)) {
			out = append(out, b.Point(from).Name+"-"+b.Point(to).Name)
		}
	}
	return out
}

// JumpChains returns, as texts "c3xa1xc1", every chain of jumps of the
// piece on from. A jump goes along a line of b over a neighbouring piece
// that capturable accepts, which is taken off, to the empty point straight
// beyond; the jumping piece's own start is empty once it has left. A chain
// may stop after any jump, and goes on while more, given the number of
// pieces taken so far, says so.
func JumpChains(b *game.Board, from int, occupied, capturable func(p int) bool, more func(taken int) bool) []string {
	taken := map[int]bool{}
	var out []string
	var walk func(at int, path []string)
	walk = func(at int, path []string) {
		for d := range game.Directions {
			over, to := b.Jump(at, d)
			if over < 0 || taken[over] || !occupied(over) || !capturable(over) {
				continue
			}
			if to != from && !taken[to] && occupied(to) {
				continue
			}
			next := append(path[:len(path):len(path)], b.Point(to).Name)
			out = append(out, strings.Join(next, "x"))
			taken[over] = true
			if more(len(taken)) {
				walk(to, next)
			}
			delete(taken, over)
		}
	}
	walk(from, []string{b.Point(from).Name})
	return out
}
