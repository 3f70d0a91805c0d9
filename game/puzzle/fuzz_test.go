package puzzle_test

import (
	"os"
	"reflect"
	"testing"

	"parlour/game/puzzle"
)

// FuzzParse feeds arbitrary bytes to Parse and, for a set it reads, to
// Check: neither may panic, and a set that reads writes back to the same.
func FuzzParse(f *testing.F) {
	if data, err := os.ReadFile("sets/harehounds.json"); err == nil {
		f.Add(data)
	}
	f.Add([]byte(`[{"position":".D./.DD../.H. hare 1","goal":"g","solution":["c3-b3","x"],"difficulty":900,"themes":[]}]`))
	f.Add([]byte(`{"game":"foxgeese","options":{"board":"x"},"puzzles":[]}`))
	f.Add([]byte(`{"game":"solitaire","puzzles":[{"position":"","goal":"","solution":null}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		set, err := puzzle.Parse(data)
		if err != nil {
			return
		}
		if set.Game == "" {
			set.Game = "harehounds"
		}
		puzzle.Check(set)
		out, err := puzzle.Marshal(set)
		if err != nil {
			t.Fatalf("Marshal: %v", err)
		}
		again, err := puzzle.Parse(out)
		if err != nil {
			t.Fatalf("Parse(Marshal(set)): %v\n%s", err, out)
		}
		if !reflect.DeepEqual(normal(set), normal(again)) {
			t.Fatalf("round trip changed the set:\n%+v\n%+v", set, again)
		}
	})
}

// normal makes empty and nil lists alike, as JSON does not tell them apart
// once written.
func normal(s puzzle.Set) puzzle.Set {
	if len(s.Options) == 0 {
		s.Options = nil
	}
	ps := make([]puzzle.Puzzle, len(s.Puzzles))
	for i, p := range s.Puzzles {
		if len(p.Themes) == 0 {
			p.Themes = nil
		}
		ps[i] = p
	}
	if len(ps) == 0 {
		ps = nil
	}
	s.Puzzles = ps
	return s
}
