package engine

import "parlour/game"

// Bound kinds of a transposition-table score.
const (
	boundExact = 1 + iota
	boundLower // the score is at least this (a beta cut-off)
	boundUpper // the score is at most this (no move reached alpha)
)

// ttEntry is one slot of the transposition table.
type ttEntry struct {
	key   uint64
	move  game.Move
	score int32
	depth int16
	bound uint8
	gen   uint8 // the search that wrote it; older entries count as empty
}

// ttable is a fixed-size transposition table indexed by the low bits of
// the position key. A slot is replaced unless it holds the same position
// searched deeper in the current search, or with a proven score that the
// new one is not.
type ttable struct {
	slots []ttEntry
	mask  uint64
	gen   uint8
}

func newTTable(bits int) *ttable {
	return &ttable{slots: make([]ttEntry, 1<<bits), mask: 1<<bits - 1}
}

// newSearch starts a new generation, so entries of earlier searches (which
// may come from other games or variants with colliding hashes) are ignored.
func (t *ttable) newSearch() {
	t.gen++
	if t.gen == 0 {
		clear(t.slots)
		t.gen = 1
	}
}

func (t *ttable) probe(key uint64) (ttEntry, bool) {
	e := t.slots[key&t.mask]
	return e, e.gen == t.gen && e.key == key
}

func (t *ttable) store(key uint64, move game.Move, score, depth, bound int) {
	e := &t.slots[key&t.mask]
	if e.gen == t.gen && e.key == key {
		if int(e.depth) > depth || e.bound&provenBit != 0 && bound&provenBit == 0 {
			return
		}
	}
	*e = ttEntry{key: key, move: move, score: int32(score), depth: int16(depth), bound: uint8(bound), gen: t.gen}
}

// Mate scores are stored relative to the node, so that a position reached
// at different plies gets the right distance.
func scoreToTT(score, ply int) int {
	switch {
	case score >= mateThreshold:
		return score + ply
	case score <= -mateThreshold:
		return score - ply
	}
	return score
}

func scoreFromTT(score, ply int) int {
	switch {
	case score >= mateThreshold:
		return score - ply
	case score <= -mateThreshold:
		return score + ply
	}
	return score
}
