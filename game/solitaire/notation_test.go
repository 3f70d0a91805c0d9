package solitaire

import (
	"strings"
	"testing"

	"parlour/game"
)

func TestParseMoveErrors(t *testing.T) {
	s := start(t, nil)
	tests := []struct{ text, want string }{
		{"5-17-29", "chain of 2 jumps: play it one jump at a time (5-17 17-29)"},
		{"5", "want a jump from-to"},
		{"5-40", `no hole "40"`},
		{"1-3", "hole 3 is not empty"},
		{"5-15", "in a straight line"},
		{"17-5", "hole 17 has no peg"},
		{"1-2", "not legal here: a peg jumps over one neighbour"}, // the tap's reason, within the sentence
		{"", "want a jump from-to"},
	}
	for _, tt := range tests {
		_, err := s.ParseMove(tt.text)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseMove(%q) error %v, want one containing %q", tt.text, err, tt.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, text := range []string{"", "ooo", "ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/oox", ".../.../......./......./......./.../...", "ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo/o"} {
		if _, err := parse(game.Options{}, text); err == nil {
			t.Errorf("parse(%q) gave no error", text)
		}
	}
}
