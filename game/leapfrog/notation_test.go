package leapfrog

import (
	"strings"
	"testing"

	"parlour/game"
)

func TestMoveText(t *testing.T) {
	s := start(t, game.Options{OptSize: "6"})
	tests := []struct {
		text, want string
		ok         bool
	}{
		{"xa1", "xa1", true},
		{" XF6 ", "xf6", true},
		{"xg1", "", false},
		{"a1-a3", "", false},
		{"stop", "", false},
		{"a1", "", false},
		{"", "", false},
	}
	for _, tt := range tests {
		m, err := s.ParseMove(tt.text)
		if (err == nil) != tt.ok {
			t.Errorf("ParseMove(%q) error %v, want ok=%v", tt.text, err, tt.ok)
			continue
		}
		if tt.ok {
			if got := s.MoveString(m); got != tt.want {
				t.Errorf("ParseMove(%q) writes back as %q, want %q", tt.text, got, tt.want)
			}
			if path := s.MovePath(m); len(path) != 1 {
				t.Errorf("removal %q has path %v, want one point", tt.text, path)
			}
		}
	}
}

func TestParseErrors(t *testing.T) {
	opts := game.Options{OptSize: "6"}
	full := "oooooo/oooooo/oooooo/oooooo/oooooo/oooooo"
	tests := []struct{ text, want string }{
		{"", "four fields"},
		{full + " 1 0,0", "four fields"},
		{"ooo/ooo 1 0,0 -", "row"},
		{strings.Replace(full, "o", "G", 1) + " 1 0,0 -", "unknown piece"},
		{full + " 3 0,0 -", "player to move"},
		{full + " 1 0 -", "scores"},
		{full + " 1 0,-1 -", "score"},
		{full + " 1 0,0 z9", "chain point"},
		{"....../....../....../....../....../...... 1 0,0 -", "empty"},
	}
	for _, tt := range tests {
		_, err := parse(mustResolve(t, opts), tt.text)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("parse(%q) error %v, want one mentioning %q", tt.text, err, tt.want)
		}
	}
}

func mustResolve(t testing.TB, opts game.Options) game.Options {
	t.Helper()
	o, err := game.Resolve(Spec.Options, opts)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// TestScoresText checks the scores field of a position text: pieces in the
// old version, points/pieces in Murray's, with the pieces within what the
// points allow. Murray's points alone, as its positions once were written,
// read with the fewest pieces that make them.
func TestScoresText(t *testing.T) {
	tests := []struct {
		version, scores string
		err             string // "" for a valid text
		canon           string // how a valid text is written back, if not as given
	}{
		{"old", "3,2", "", ""},
		{"old", "3/3,2", "want the pieces taken", ""},
		{"coloured", "7/3,2/2", "", ""},
		{"coloured", "7,2/2", "", "7/2,2/2"},
		{"coloured", "0,9", "", "0/0,9/3"},
		{"coloured", "x,2/2", "want a number", ""},
		{"coloured", "7/1,2/2", "pieces taken \"1\"", ""}, // a piece is worth at most 4
		{"coloured", "2/3,0/0", "pieces taken \"3\"", ""}, // and at least 1
	}
	for _, tc := range tests {
		board := "o.o.o./....../o.o.o./....../....../......"
		if tc.version == "coloured" {
			board = strings.ReplaceAll(board, "o", "W")
		}
		text := board + " 1 " + tc.scores + " -"
		want := text
		if tc.canon != "" {
			want = board + " 1 " + tc.canon + " -"
		}
		s, _, err := Spec.Position(game.Options{OptSize: "6", OptVersion: tc.version}, text)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s %q: %v", tc.version, tc.scores, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s %q: error %v, want one about %q", tc.version, tc.scores, err, tc.err)
		case err == nil && s.String() != want:
			t.Errorf("%s %q: written back as %q, want %q", tc.version, tc.scores, s.String(), want)
		}
	}
}
