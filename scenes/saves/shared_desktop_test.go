//go:build !js

package saves

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"parlour/platform"
)

func init() {
	fileStore = func(dir string) platform.Store { return platform.NewFileStore(dir) }
}

// TestFolderNotWritten saves in a folder that cannot be made (a file is
// in its place), as a read-only or full disk refuses: reading finds
// nothing and takes nothing for damage, and every save fails with the
// words that games can't be saved on this computer.
func TestFolderNotWritten(t *testing.T) {
	blocker := filepath.Join(t.TempDir(), "config")
	if err := os.WriteFile(blocker, []byte("not a folder"), 0o644); err != nil {
		t.Fatal(err)
	}
	sv := windows(platform.NewFileStore(filepath.Join(blocker, "parlour")), 1)[0]
	if len(sv.Notices) != 0 || len(sv.Damaged()) != 0 {
		t.Errorf("reading a folder that is not there: notices %q, damaged %v", sv.Notices, sv.Damaged())
	}
	err := sv.SaveMatch(newMatch(t, "a2-b2"), vsAI)
	var we *platform.WriteError
	if !errors.As(err, &we) {
		t.Fatalf("save: %v, want a WriteError", err)
	}
	want := platform.CantSave(platform.RefusedReason)
	if got := SaveFailure(KeyMatch, err); got != want {
		t.Errorf("the failure reads %q, want %q", got, want)
	}
	if _, err := sv.SaveSettings(Settings{Values: true}); err == nil || SaveFailure(KeySettings, err) != want {
		t.Errorf("settings: %v", err)
	}
}
