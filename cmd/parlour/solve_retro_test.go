package main

import (
	"os"
	"path/filepath"
	"testing"
)

func TestWriteTable(t *testing.T) {
	name := filepath.Join(t.TempDir(), "table")
	if err := writeTable(name, []uint16{0, 1, 0x1234, 0xfffe}); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	want := []byte{0, 0, 1, 0, 0x34, 0x12, 0xfe, 0xff}
	if string(got) != string(want) {
		t.Errorf("table file % x, want % x", got, want)
	}
}

func TestSolveRetroRejectsBadOptions(t *testing.T) {
	for _, opt := range []string{"hunters=13", "board=square"} {
		handled, err := solveRetro([]string{"catchhare", "--opt", opt, "--quiet"}, nil)
		if !handled || err == nil {
			t.Errorf("--opt %s: handled %v, error %v; want an error", opt, handled, err)
		}
	}
	if handled, _ := solveRetro([]string{"harehounds"}, nil); handled {
		t.Error("harehounds taken for a retrograde solve")
	}
}
