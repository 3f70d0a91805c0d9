package solitaire

import (
	"testing"

	"parlour/game"
)

// TestSymmetricKey checks that the four first jumps of the central game,
// which are turns of each other, share a key, and that the French board
// with the goal off-centre only identifies mirror images across its
// middle column.
func TestSymmetricKey(t *testing.T) {
	var keys []uint64
	for _, mv := range []string{"5-17", "15-17", "19-17", "29-17"} {
		s := start(t, nil)
		play(t, s, mv)
		keys = append(keys, s.SymmetricKey())
	}
	for _, k := range keys[1:] {
		if k != keys[0] {
			t.Errorf("first jumps have different keys: %x", keys)
		}
	}
	key := func(moves ...string) uint64 {
		s := start(t, game.Options{OptBoard: BoardFrench})
		play(t, s, moves...)
		return s.SymmetricKey()
	}
	if key("4-6") != key("8-6") {
		t.Errorf("mirror images on the French board have different keys")
	}
	a, b := at(t, game.Options{OptBoard: BoardFrench}, "ooo/ooooo/ooooooo/ooooooo/ooooooo/ooooo/..o"), at(t, game.Options{OptBoard: BoardFrench}, "..o/ooooo/ooooooo/ooooooo/ooooooo/ooooo/ooo")
	if a.SymmetricKey() == b.SymmetricKey() {
		t.Errorf("a position and its upside-down image share a key although the goal is off-centre")
	}
}

func TestHopeless(t *testing.T) {
	tests := []struct {
		text     string
		hopeless bool
	}{
		{"ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo", false},
		{"oo./.../......./......./......./.../...", true}, // wrong position class
		{".../.../......./.oo..../......./.../...", false},
		{"o.o/.../......./......./......./.../o.o", true},
	}
	for _, tt := range tests {
		if got := at(t, nil, tt.text).Hopeless(); got != tt.hopeless {
			t.Errorf("%q: Hopeless() = %v, want %v", tt.text, got, tt.hopeless)
		}
	}
}
