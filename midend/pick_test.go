package midend

import (
	"fmt"
	"testing"
)

func refsOf(ratings ...float64) []PuzzleRef {
	out := make([]PuzzleRef, len(ratings))
	for i, r := range ratings {
		out[i] = PuzzleRef{ID: fmt.Sprintf("p%d", i), Rating: r}
	}
	return out
}

func TestNextPuzzle(t *testing.T) {
	var wide []float64
	for r := 500.0; r <= 2500; r += 50 {
		wide = append(wide, r)
	}
	for _, c := range []struct {
		name    string
		refs    []PuzzleRef
		rating  float64
		recent  []string
		maxDist float64 // the chosen puzzle lies within this of the rating
		not     string  // nor is it this one
	}{
		{"near the rating", refsOf(wide...), 1500, nil, 200, ""},
		{"near a low rating", refsOf(wide...), 700, nil, 200, ""},
		{"past the hardest", refsOf(wide...), 3000, nil, 900, ""},
		{"not one just played", refsOf(1500, 1500, 1500), 1500, []string{"p0", "p1"}, 0, "p0"},
		{"all played lately: not the last", refsOf(1500, 1600), 1500, []string{"p0", "p1"}, 100, "p1"},
		{"one puzzle, played", refsOf(1500), 1500, []string{"p0"}, 0, ""},
	} {
		for seed := range uint64(20) {
			i := NextPuzzle(c.refs, c.rating, c.recent, seed)
			if i < 0 || i >= len(c.refs) {
				t.Fatalf("%s: index %d", c.name, i)
			}
			got := c.refs[i]
			if d := got.Rating - c.rating; d > c.maxDist || -d > c.maxDist {
				t.Errorf("%s, seed %d: %+v, %v from the rating", c.name, seed, got, d)
			}
			if got.ID == c.not {
				t.Errorf("%s, seed %d: chose %s", c.name, seed, c.not)
			}
		}
	}
	if NextPuzzle(nil, 1500, nil, 1) != -1 {
		t.Error("a puzzle chosen from none")
	}
	// Seeds spread the choice over the nearest few.
	seen := map[int]bool{}
	for seed := range uint64(20) {
		seen[NextPuzzle(refsOf(wide...), 1500, nil, seed)] = true
	}
	if len(seen) < 4 {
		t.Errorf("20 seeds chose %d puzzles", len(seen))
	}
}

func TestDailyPuzzle(t *testing.T) {
	refs := refsOf(900, 1100, 1300, 1500, 1700, 1900, 2100)
	reversed := make([]PuzzleRef, len(refs))
	for i, r := range refs {
		reversed[len(refs)-1-i] = r
	}
	days := map[string]bool{}
	for d := 1; d <= 28; d++ {
		date := fmt.Sprintf("2026-02-%02d", d)
		a, b := DailyPuzzle(refs, date), DailyPuzzle(reversed, date)
		if refs[a].ID != reversed[b].ID {
			t.Errorf("%s: %s, or %s when the puzzles come in another order", date, refs[a].ID, reversed[b].ID)
		}
		if DailyPuzzle(refs, date) != a {
			t.Errorf("%s: two answers", date)
		}
		days[refs[a].ID] = true
	}
	if len(days) < 4 {
		t.Errorf("28 days gave %d puzzles", len(days))
	}
	if DailyPuzzle(nil, "2026-02-01") != -1 {
		t.Error("a daily puzzle from none")
	}
}
