//go:build !js

package platform

import (
	"os"
	"path/filepath"
	"testing"
)

func TestFileStore(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "parlour")
	s := NewFileStore(dir)
	testStore(t, s)
	if err := s.Put("settings", []byte("x")); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || entries[0].Name() != "settings.json" {
		t.Errorf("files %v: want only settings.json, no temporary files", entries)
	}
}

func TestOpenStoreDebugDir(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("PARLOUR_CONFIG_DIR", dir)
	fs, ok := OpenStore().(*FileStore)
	if !ok || fs.Dir() != dir {
		t.Errorf("OpenStore with PARLOUR_CONFIG_DIR: %#v", OpenStore())
	}
}
