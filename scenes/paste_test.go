//go:build linux

package scenes

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"parlour/game/record"
	"parlour/scenes/internal/fake"
	"parlour/scenes/play"
)

// TestImportPaste pastes a game record copied elsewhere into the
// desktop's Import, through the system's clipboard program (a stand-in
// xclip here), and opens it; with no such program it says what to
// install and changes nothing.
func TestImportPaste(t *testing.T) {
	t.Setenv("HOME", t.TempDir())
	h := newHarness(t, vsAI, "a2-b2")
	text, err := record.Of(fake.Match(t, "b1-c1", "e2-d1")).Text()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	clip := filepath.Join(dir, "clip.txt")
	if err := os.WriteFile(clip, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "xclip"), []byte("#!/bin/sh\nexec /bin/cat "+clip+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("WAYLAND_DISPLAY", "")
	t.Setenv("PATH", t.TempDir())
	h.app.s.share.askImport()
	h.pressDialog("Paste")
	if h.app.next != nil || !slices.ContainsFunc(h.app.layers.Notices(), func(n string) bool { return strings.Contains(n, "install xclip or xsel") }) {
		t.Fatalf("with no clipboard program: went to %T, notices %q", h.app.next, h.app.layers.Notices())
	}
	t.Setenv("PATH", dir)
	h.app.s.share.askImport()
	h.pressDialog("Paste")
	p, ok := h.app.next.(*play.Screen)
	if !ok || !slices.Equal(p.Session().Match().MoveStrings(), []string{"b1-c1", "e2-d1"}) {
		t.Fatalf("Paste went to %T", h.app.next)
	}
}
