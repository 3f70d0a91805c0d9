package game_test

import (
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/harehounds"
)

func TestSplitPosition(t *testing.T) {
	b := harehounds.Board
	sides := []string{"hounds", "hare"}
	tests := []struct {
		text     string
		wantSide game.Player
		wantRest int
		err      string
	}{
		{"D../D...H/D.. hounds 0", 0, 1, ""},
		{"D../D...H/D.. HARE 7", 1, 1, ""},
		{"D../D...H/D.. hounds", 0, 0, "want 3 fields"},
		{"D../D...H/D.. dogs 0", 0, 0, `side to move "dogs": want hounds or hare`},
		{"D../D...Q/D.. hounds 0", 0, 0, `unknown piece 'Q'`},
		{"D../D..H/D.. hounds 0", 0, 0, "row"},
	}
	for _, tc := range tests {
		cells, side, rest, err := game.SplitPosition(b, tc.text, "DH", sides, 1, "D../D...H/D.. hounds 0")
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: error %v, want one containing %q", tc.text, err, tc.err)
			}
			continue
		}
		if err != nil || side != tc.wantSide || len(rest) != tc.wantRest || len(cells) != b.Len() {
			t.Errorf("%q: %d cells, side %d, rest %q, %v", tc.text, len(cells), side, rest, err)
		}
	}
}

func TestParseCount(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int
		ok   bool
	}{{"0", 0, true}, {"10", 10, true}, {"11", 0, false}, {"-1", 0, false}, {"x", 0, false}} {
		got, err := game.ParseCount(tc.in, "stalling count", 10)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("ParseCount(%q) = %d, %v", tc.in, got, err)
		}
	}
}

func TestParseLegal(t *testing.T) {
	s, _, err := harehounds.Spec.Start(nil)
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.ParseLegal(s, " A2-B2 ", "such as a2-b2")
	if err != nil || s.MoveString(m) != "a2-b2" {
		t.Errorf("ParseLegal: %v, %v", s.MoveString(m), err)
	}
	tests := []struct{ move, want string }{
		{"a2-c2", `move "a2-c2" is not legal here: c2 is not next to a2`}, // the game's own reason
		{"c1-d1", `move "c1-d1" is not legal here: there is no piece on c1`},
		{"a2-b2-c2", `move "a2-b2-c2" is not legal here (such as a2-b2)`}, // no reason: the notation
	}
	for _, tt := range tests {
		if _, err := game.ParseLegal(s, tt.move, "such as a2-b2"); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.move, err, tt.want)
		}
	}
}
