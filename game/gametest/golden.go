package gametest

import (
	"bytes"
	"encoding/json"
	"os"
	"slices"
	"testing"

	"parlour/game"
)

// GoldenFiles lists, sorted, the files of dir, a folder of files past
// versions of Parlour wrote that must load for ever, failing for a file
// the table of what each must load as does not describe, and for one it
// describes that is missing (golden files are never removed). README.md
// is the folder's note, not a file to load.
func GoldenFiles[T any](t testing.TB, dir string, table map[string]T) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if e.IsDir() || e.Name() == "README.md" {
			continue
		}
		names = append(names, e.Name())
		if _, ok := table[e.Name()]; !ok {
			t.Errorf("%s/%s is not described in the test's table: add what it must load as", dir, e.Name())
		}
	}
	for name := range table {
		if !slices.Contains(names, name) {
			t.Errorf("%s/%s is described but missing: golden files are never removed", dir, name)
		}
	}
	slices.Sort(names)
	return names
}

// GoldenFieldsRead fails when data, a saved game as a past version wrote
// it, has a field that game.Save no longer reads: a field dropped from
// the reader would lose what the file says without an error.
func GoldenFieldsRead(t testing.TB, data []byte) {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(new(game.Save)); err != nil {
		t.Errorf("a field of the file is no longer read: %v", err)
	}
}
