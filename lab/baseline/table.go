package baseline

import "parlour/game"

// Bound kinds of a transposition-table score, with the marks the search
// adds to them.
const (
	boundExact = 1 + iota
	boundLower // the score is at least this (a beta cut-off)
	boundUpper // the score is at most this (no move reached alpha)

	provenBit  = 8  // no depth limit cut the score short
	hasMoveBit = 16 // the entry's move is set
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
// the position key, one slot per key, replaced unless it holds the same
// position searched deeper in the current search, or with a proven score
// that the new one is not.
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
	n := ttEntry{key: key, move: move, score: int32(score), depth: int16(depth), bound: uint8(bound), gen: t.gen}
	e := &t.slots[key&t.mask]
	if e.gen == t.gen && e.key == key && (e.depth > n.depth || e.bound&provenBit != 0 && n.bound&provenBit == 0) {
		return // the entry is worth more: searched deeper, or proven
	}
	*e = n
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
