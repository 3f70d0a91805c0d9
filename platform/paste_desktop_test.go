//go:build !js && !windows && !darwin

package platform

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fakeClipboard puts a program named xclip on an otherwise empty PATH
// that prints text, as the real one prints the clipboard.
func fakeClipboard(t *testing.T, text string) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "clip.txt"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	script := "#!/bin/sh\n[ \"$1 $2 $3\" = \"-selection clipboard -out\" ] || exit 3\nexec /bin/cat " + filepath.Join(dir, "clip.txt") + "\n"
	if err := os.WriteFile(filepath.Join(dir, "xclip"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	t.Setenv("WAYLAND_DISPLAY", "")
}

// TestPasteText reads the clipboard through the system's program, and
// says which to install when there is none.
func TestPasteText(t *testing.T) {
	fakeClipboard(t, "Parlour game record\nGame: harehounds\n")
	got, err := PasteText()
	if err != nil || got != "Parlour game record\nGame: harehounds\n" {
		t.Errorf("PasteText() = %q, %v", got, err)
	}
	t.Setenv("PATH", t.TempDir())
	if _, err := PasteText(); err == nil || !strings.Contains(err.Error(), "install xclip or xsel") {
		t.Errorf("with no program: %v", err)
	}
}
