package harehounds

import (
	"strings"
	"testing"

	"parlour/game"
)

func TestParseErrors(t *testing.T) {
	tests := []struct{ text, want string }{
		{"", "3 fields"},
		{"D../D...H/D.. hounds", "3 fields"},
		{"D../D...H hounds 0", "rows"},
		{"D../D...HH/D.. hounds 0", "more than"},
		{"D../D...X/D.. hounds 0", "unknown piece"},
		{"D../D..../D.. hounds 0", "no hare"},
		{"DD./D...H/D.. hounds 0", "4 hounds"},
		{"D../D...H/D.. foxes 0", "side to move"},
		{"D../D...H/D.. hounds 11", "stalling count"},
		{"D../D...H/D.. hounds x", "stalling count"},
		{"D../H...H/D.. hounds 0", "more than one hare"},
	}
	for _, tt := range tests {
		_, err := parse(game.Options{"stalling": "on"}, tt.text)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("parse(%q) = %v, want an error about %q", tt.text, err, tt.want)
		}
	}
	if _, err := parse(game.Options{"stalling": "off"}, "D../D...H/D.. hounds 3"); err == nil {
		t.Error("a stalling count with the rule off should be rejected")
	}
}

func TestParseMoveErrors(t *testing.T) {
	s := start(t, nil)
	tests := []struct{ text, want string }{
		{"a2", "want from-to"},
		{"a2-z9", "no such point"},
		{"e2-d2", "not legal"}, // the hare's move on the hounds' turn
		{"b1-a2", "not legal"}, // backwards
		{"a2-c2", "not legal"}, // not a line
	}
	for _, tt := range tests {
		if _, err := s.ParseMove(tt.text); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseMove(%q) = %v, want an error about %q", tt.text, err, tt.want)
		}
	}
	if m, err := s.ParseMove(" A2-B2 "); err != nil || s.MoveString(m) != "a2-b2" {
		t.Errorf("ParseMove is not lenient about case and spaces: %v", err)
	}
}
