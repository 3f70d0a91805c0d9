//go:build !js

package platform

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestExport writes records into a temporary home: into Documents/Parlour
// when there is a Documents folder, numbered when the name is taken, with
// a safe name.
func TestExport(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	if err := os.Mkdir(filepath.Join(home, "Documents"), 0o755); err != nil {
		t.Fatal(err)
	}
	tests := []struct{ name, want string }{
		{"Hare and Hounds 2026-11-23", "Documents/Parlour/Hare and Hounds 2026-11-23.txt"},
		{"Hare and Hounds 2026-11-23", "Documents/Parlour/Hare and Hounds 2026-11-23 (2).txt"},
		{"../../etc/passwd", "Documents/Parlour/------etc-passwd.txt"},
		{"", "Documents/Parlour/game.txt"},
	}
	for _, tt := range tests {
		p, err := Export(tt.name, "Parlour game record\n")
		if err != nil {
			t.Fatalf("%q: %v", tt.name, err)
		}
		if rel, _ := filepath.Rel(home, p); rel != filepath.FromSlash(tt.want) {
			t.Errorf("%q: written to %s, want %s", tt.name, rel, tt.want)
		}
		data, err := os.ReadFile(p)
		if err != nil || !strings.HasPrefix(string(data), "Parlour game record") {
			t.Errorf("%s holds %q, %v", p, data, err)
		}
	}
}
