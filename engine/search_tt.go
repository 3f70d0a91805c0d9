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
// the position key. It has two replacement schemes:
//
//   - flat, for states that are not Tactical: one slot per key,
//     replaced unless it holds the same position searched deeper in the
//     current search, or with a proven score that the new one is not;
//   - bucketed (set paired), for Tactical states: the slots go in pairs,
//     a depth-preferred slot that keeps the deeper of its old and new
//     positions and an always-replaced slot that takes what the first one
//     refused, so neither deep results nor recent ones are lost.
type ttable struct {
	slots  []ttEntry
	mask   uint64
	gen    uint8
	paired bool
}

func newTTable(bits int) *ttable {
	return &ttable{slots: make([]ttEntry, 1<<bits), mask: 1<<bits - 1}
}

// bucket returns the index of key's pair of slots.
func (t *ttable) bucket(key uint64) uint64 { return key & t.mask &^ 1 }

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
	if t.paired {
		b := t.bucket(key)
		for _, e := range t.slots[b : b+2] {
			if e.gen == t.gen && e.key == key {
				return e, true
			}
		}
		return ttEntry{}, false
	}
	e := t.slots[key&t.mask]
	return e, e.gen == t.gen && e.key == key
}

func (t *ttable) store(key uint64, move game.Move, score, depth, bound int) {
	n := ttEntry{key: key, move: move, score: int32(score), depth: int16(depth), bound: uint8(bound), gen: t.gen}
	if !t.paired {
		e := &t.slots[key&t.mask]
		if !t.keeps(e, n) {
			*e = n
		}
		return
	}
	b := t.bucket(key)
	deep, recent := &t.slots[b], &t.slots[b+1]
	switch {
	case deep.gen == t.gen && deep.key == key:
		if !t.keeps(deep, n) {
			*deep = n
		}
	case recent.gen == t.gen && recent.key == key && t.keeps(recent, n):
	case deep.gen != t.gen || int(deep.depth) <= depth || bound&provenBit != 0 && deep.bound&provenBit == 0:
		// The new result is at least as deep: it takes the deep slot, and
		// the one it displaces the other, unless that held this position.
		if deep.gen == t.gen && !(recent.gen == t.gen && recent.key == key) {
			*recent = *deep
		} else if recent.key == key {
			recent.gen = 0
		}
		*deep = n
	default:
		*recent = n
	}
}

// keeps reports whether the entry e, when it holds n's position, is worth
// more than n: searched deeper, or proven where n is not.
func (t *ttable) keeps(e *ttEntry, n ttEntry) bool {
	if e.gen != t.gen || e.key != n.key {
		return false
	}
	return e.depth > n.depth || e.bound&provenBit != 0 && n.bound&provenBit == 0
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
