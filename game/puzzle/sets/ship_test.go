package sets

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "parlour/game/catalog"
	"parlour/game/puzzle"
	"parlour/tablefile"
)

// TestIndexIsCurrent checks that index.go lists every set file of the
// folder with its size, hash and game, and nothing else.
func TestIndexIsCurrent(t *testing.T) {
	names, err := filepath.Glob("*.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(names) == 0 {
		t.Fatal("no set files in the folder")
	}
	listed := map[string]entry{}
	for _, e := range index {
		listed[e.name] = e
	}
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		set, err := puzzle.Parse(data)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		sum := sha256.Sum256(data)
		want := entry{name, set.Game, int64(len(data)), hex.EncodeToString(sum[:])}
		if got, ok := listed[name]; !ok || got != want {
			t.Errorf("index.go lists %s as %+v, the file is %+v: run go generate ./game/puzzle/sets", name, got, want)
		}
		delete(listed, name)
	}
	for name := range listed {
		t.Errorf("index.go lists %s, which is not in the folder: run go generate ./game/puzzle/sets", name)
	}
}

// TestEverySetLoads loads every shipped set through its table, as the
// puzzle screen does, and checks it against its game's rules.
func TestEverySetLoads(t *testing.T) {
	for _, f := range All() {
		set, err := f.Set()
		if err != nil {
			t.Errorf("%s: %v", f.Name, err)
			continue
		}
		if set.Game != f.Game || len(set.Puzzles) == 0 {
			t.Errorf("%s: game %q with %d puzzles, want %q", f.Name, set.Game, len(set.Puzzles), f.Game)
		}
		if !strings.HasPrefix(f.Table().Name, "puzzles-") {
			t.Errorf("%s: table %q", f.Name, f.Table().Name)
		}
		if len(For(f.Game)) == 0 {
			t.Errorf("For(%q) lists nothing", f.Game)
		}
		ids := map[string]bool{}
		for _, p := range set.Puzzles {
			if id := f.ID(p); ids[id] {
				t.Errorf("%s: two puzzles with the ID %s", f.Name, id)
			} else {
				ids[id] = true
			}
		}
	}
}

// TestSetsSpanTheScale checks that every shipped set holds 100 puzzles
// from a beginner's to a strong player's, 700 to 1,800 at least, so that
// a player finds puzzles near their rating wherever it goes.
func TestSetsSpanTheScale(t *testing.T) {
	const count, easiest, hardest = 100, 700, 1800
	for _, f := range All() {
		set, err := f.Set()
		if err != nil {
			t.Errorf("%s: %v", f.Name, err)
			continue
		}
		low, high := float64(puzzle.MaxDifficulty), float64(puzzle.MinDifficulty)
		for _, p := range set.Puzzles {
			low, high = min(low, p.Difficulty), max(high, p.Difficulty)
		}
		if len(set.Puzzles) != count || low > easiest || high < hardest {
			t.Errorf("%s: %d puzzles of difficulty %.0f to %.0f; want %d from %d or less to %d or more", f.Name, len(set.Puzzles), low, high, count, easiest, hardest)
		}
	}
}

// TestDamagedSetIsRefused checks that a set whose bytes differ from the
// declared ones is refused by its hash before it is read.
func TestDamagedSetIsRefused(t *testing.T) {
	f := All()[0]
	tablefile.Use(tablefile.SourceFunc(func(tb *tablefile.Table) ([]byte, error) {
		data := append([]byte(nil), tb.Embedded...)
		data[len(data)/2] ^= 1
		return data, nil
	}))
	defer tablefile.Use(nil)
	if _, err := f.Set(); err == nil {
		t.Error("a damaged set was read")
	}
}
