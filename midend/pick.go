package midend

import (
	"hash/fnv"
	"math"
	"slices"
	"sort"
)

// PuzzleRef is a puzzle to choose from: its ID in the player's records
// and its rating (the player's record of it, else its difficulty).
type PuzzleRef struct {
	ID     string
	Rating float64
}

// nearest is how many of the puzzles rated nearest the player NextPuzzle
// chooses among, so that two players of one rating (or one player twice)
// are not given the same puzzles in the same order.
const nearest = 8

// NextPuzzle returns the index in refs of the puzzle to play next by a
// player rated rating: one of the few rated nearest it, chosen by seed,
// and none of recent (the puzzles played last) while others are left. It
// returns -1 when refs is empty.
func NextPuzzle(refs []PuzzleRef, rating float64, recent []string, seed uint64) int {
	var idx []int
	for i, r := range refs {
		if !slices.Contains(recent, r.ID) {
			idx = append(idx, i)
		}
	}
	if len(idx) == 0 {
		// Every puzzle was played lately: the one played longest ago,
		// among those rated near, is as fresh as any.
		for i := range refs {
			if len(recent) == 0 || refs[i].ID != recent[len(recent)-1] {
				idx = append(idx, i)
			}
		}
	}
	if len(idx) == 0 {
		if len(refs) == 0 {
			return -1
		}
		return 0
	}
	sort.SliceStable(idx, func(a, b int) bool {
		return math.Abs(refs[idx[a]].Rating-rating) < math.Abs(refs[idx[b]].Rating-rating)
	})
	n := min(nearest, len(idx))
	return idx[int(seed%uint64(n))]
}

// DailyPuzzle returns the index in refs of the daily puzzle of date
// (YYYY-MM-DD): derived from the date alone, so the same for every
// player of the same sets on that date. It returns -1 when refs is
// empty.
func DailyPuzzle(refs []PuzzleRef, date string) int {
	if len(refs) == 0 {
		return -1
	}
	order := make([]int, len(refs))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return refs[order[a]].ID < refs[order[b]].ID })
	h := fnv.New64a()
	h.Write([]byte(date))
	return order[h.Sum64()%uint64(len(order))]
}
