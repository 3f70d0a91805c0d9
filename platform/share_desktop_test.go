//go:build !js

package platform

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// TestSavedRecords lists the records Export wrote, newest first, leaving
// out other files, and reads one back.
func TestSavedRecords(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	if got := SavedRecords(); len(got) != 0 {
		t.Fatalf("no folder yet, listed %v", got)
	}
	var paths []string
	for _, name := range []string{"Old game", "New game"} {
		p, err := Export(name, "Parlour game record\n"+name+"\n")
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	then := time.Now().Add(-time.Hour)
	if err := os.Chtimes(paths[0], then, then); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(filepath.Dir(paths[0]), "notes.md"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	var names []string
	got := SavedRecords()
	for _, r := range got {
		names = append(names, r.Name)
	}
	if !slices.Equal(names, []string{"New game", "Old game"}) {
		t.Fatalf("listed %q, want the two records, newest first", names)
	}
	text, err := ReadSavedRecord(got[1].Path)
	if err != nil || text != "Parlour game record\nOld game\n" {
		t.Errorf("read %q, %v", text, err)
	}
}
