package proof

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"parlour/game"
	"parlour/game/puzzle"
)

// TestShippedSetsProven proves the shipped puzzle sets again: every
// puzzle, or with -short every fifth. The wins of Catch the Hare proven by
// a retrograde solve of the whole variant are left to
// TestRetroSetsProven, which makes the solve once; here their positions
// and moves are checked against the rules.
func TestShippedSetsProven(t *testing.T) {
	every := 1
	if testing.Short() {
		every = 5
	}
	for _, sh := range shippedSets(t) {
		set, g := sh.set, sh.g
		t.Run(sh.name, func(t *testing.T) {
			// Each set has its own prover; Catch the Hare's wins in 5
			// take seconds.
			t.Parallel()
			begin := time.Now()
			skipped := 0
			n, err := Verify(context.Background(), set, false, func(i int, goal Goal) bool {
				skip := i%every != 0 || goal.Kind == Win && !g.Solvable
				if skip {
					skipped++
				}
				return skip
			}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if n == 0 && len(set.Puzzles) > 0 && every == 1 && !allRetro(g, set) {
				t.Fatalf("no puzzle proven")
			}
			t.Logf("%d puzzles proven, %d left out, in %v", n, skipped, time.Since(begin).Round(time.Millisecond))
		})
	}
}

// allRetro reports whether every puzzle of a set is a win only a
// retrograde solve proves.
func allRetro(g *game.Game, set puzzle.Set) bool {
	for _, pz := range set.Puzzles {
		goal, err := ParseGoal(pz.Goal, g.SeatNouns(set.Options))
		if err != nil || goal.Kind != Win || g.Solvable {
			return false
		}
	}
	return true
}

// TestRetroSetsProven proves the shipped wins that only a retrograde solve
// of the whole variant proves (Catch the Hare with 10 hunters): the solve
// is made once, the length of a minute and more than a gigabyte, after
// which every puzzle of the set is proven from it. -short leaves it out.
func TestRetroSetsProven(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the retrograde solve takes a minute or more")
	}
	proven := 0
	for _, sh := range shippedSets(t) {
		set, g, file := sh.set, sh.g, sh.name
		if !allRetro(g, set) {
			continue
		}
		begin := time.Now()
		n, err := Verify(context.Background(), set, true, nil, nil)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		if n != len(set.Puzzles) {
			t.Errorf("%s: %d of %d puzzles proven", file, n, len(set.Puzzles))
		}
		proven += n
		t.Logf("%s: %d puzzles proven by the retrograde solve in %v", file, n, time.Since(begin).Round(time.Millisecond))
	}
	if proven == 0 {
		t.Fatal("no set of wins proven by a retrograde solve was found")
	}
}

// shipped is a shipped puzzle set, read and checked against the rules.
type shipped struct {
	name string // its file's name
	set  puzzle.Set
	g    *game.Game
}

// shippedSets reads every set in game/puzzle/sets.
func shippedSets(t *testing.T) []shipped {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "..", "game", "puzzle", "sets", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no puzzle sets found: %v", err)
	}
	var out []shipped
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		set, err := puzzle.Parse(data)
		if err != nil {
			t.Fatalf("%s: %v", filepath.Base(file), err)
		}
		g, _, err := puzzle.Check(set)
		if err != nil {
			t.Fatalf("%s: %v", filepath.Base(file), err)
		}
		out = append(out, shipped{filepath.Base(file), set, g})
	}
	return out
}

// shippedSet returns the shipped set of the file name given.
func shippedSet(t *testing.T, name string) shipped {
	t.Helper()
	for _, sh := range shippedSets(t) {
		if sh.name == name {
			return sh
		}
	}
	t.Fatalf("no shipped puzzle set %s", name)
	return shipped{}
}
