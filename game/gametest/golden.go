package gametest

import (
	"os"
	"slices"
	"testing"
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
