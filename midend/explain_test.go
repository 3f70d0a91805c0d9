package midend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlour/game/puzzle"
)

// TestPuzzleExplanation explains puzzles of every shipped set: the
// explanation gives the whole line and a reason in full sentences: the
// game's result where the line ends it, else what the goal gains.
func TestPuzzleExplanation(t *testing.T) {
	files, err := filepath.Glob("../game/puzzle/sets/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no sets: %v", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		set, err := puzzle.Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		g, opts, err := puzzle.Check(set)
		if err != nil {
			t.Fatal(err)
		}
		for _, i := range []int{0, len(set.Puzzles) - 1} {
			p := set.Puzzles[i]
			z, err := NewPuzzler(Config{}, g, opts, p)
			if err != nil {
				t.Fatal(err)
			}
			got := z.Explanation()
			t.Logf("%s %d (%s): %s", filepath.Base(f), i, p.Goal, got)
			sentences := strings.Split(got, ". ")
			if len(sentences) < 2 || !strings.HasSuffix(got, ".") || sentences[1] == "" {
				t.Errorf("%s puzzle %d: %q is not the line and a reason", f, i, got)
			}
			for _, mv := range p.Solution {
				if !strings.Contains(got, mv) {
					t.Errorf("%s puzzle %d: %q leaves out the move %s", f, i, got, mv)
				}
			}
		}
	}
}
