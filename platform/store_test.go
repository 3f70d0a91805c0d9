//go:build !js

package platform

import (
	"errors"
	"fmt"
	"os"
	"syscall"
	"testing"
)

func TestCheckKey(t *testing.T) {
	for _, k := range []string{"settings", "match", "match.corrupt", "match.corrupt-2", "a_b"} {
		if err := CheckKey(k); err != nil {
			t.Errorf("%q: %v", k, err)
		}
	}
	for _, k := range []string{"", ".hidden", "../x", "a/b", "Match", "a b"} {
		if CheckKey(k) == nil {
			t.Errorf("%q: accepted", k)
		}
	}
}

func testStore(t *testing.T, s Store) {
	if _, err := s.Get("match"); !errors.Is(err, ErrNotFound) {
		t.Errorf("empty store: %v", err)
	}
	if err := s.Put("match", []byte(`{"a":1}`)); err != nil {
		t.Fatal(err)
	}
	if err := s.Put("match", []byte(`{"a":2}`)); err != nil {
		t.Fatal(err)
	}
	if d, err := s.Get("match"); err != nil || string(d) != `{"a":2}` {
		t.Errorf("got %q, %v", d, err)
	}
	if err := s.Delete("match"); err != nil {
		t.Fatal(err)
	}
	if err := s.Delete("match"); err != nil {
		t.Errorf("deleting a missing key: %v", err)
	}
	if _, err := s.Get("match"); !errors.Is(err, ErrNotFound) {
		t.Errorf("after delete: %v", err)
	}
	if err := s.Put("../escape", nil); err == nil {
		t.Error("a bad key was accepted")
	}
}

func TestMemoryStore(t *testing.T) { testStore(t, NewMemoryStore()) }

func TestPlayerReason(t *testing.T) {
	quota := errors.New("QuotaExceededError: the quota has been exceeded")
	tests := []struct {
		err      error
		full     bool
		reason   string
		wrapsRaw bool
	}{
		{&WriteError{Key: "match", Full: true, Err: quota}, true, "storage is full", true},
		{fmt.Errorf("saving: %w", &WriteError{Key: "match", Full: true, Err: quota}), true, "storage is full", true},
		{&WriteError{Key: "match", Err: quota}, false, RefusedReason, true},
		{&WriteError{Key: "match", Full: diskFull(&os.PathError{Op: "write", Path: "x", Err: syscall.ENOSPC}), Err: quota}, true, "storage is full", true},
		{CheckKey("Bad Key"), false, `store key "Bad Key": only a-z, 0-9, '.', '-' and '_' are allowed`, false},
	}
	for _, tt := range tests {
		if got := errors.Is(tt.err, ErrFull); got != tt.full {
			t.Errorf("%v: errors.Is(ErrFull) = %v, want %v", tt.err, got, tt.full)
		}
		if got := PlayerReason(tt.err); got != tt.reason {
			t.Errorf("%v: PlayerReason %q, want %q", tt.err, got, tt.reason)
		}
		if got := errors.Is(tt.err, quota); got != tt.wrapsRaw {
			t.Errorf("%v: wraps the storage's own error: %v, want %v", tt.err, got, tt.wrapsRaw)
		}
	}
}
