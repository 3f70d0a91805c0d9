package war_test

import (
	"strings"
	"testing"

	"parlour/game/war"
)

// place writes position text with the given pieces (square to symbol, as in
// position text) and side to move; no machines are left to place.
func place(pieces map[string]byte, side string) string {
	rows := make([]string, war.Ranks)
	for r := range rows {
		row := []byte(strings.Repeat(".", war.Files))
		for sq, ch := range pieces {
			if int(sq[1]-'1') == r && len(sq) == 2 || sq[1:] == "10" && r == 9 {
				row[sq[0]-'a'] = ch
			}
		}
		rows[war.Ranks-1-r] = string(row)
	}
	return strings.Join(rows, "/") + " " + side + " 0 0 - 0"
}

// placed reads the position that place writes.
func placed(t *testing.T, pieces map[string]byte, side string) *war.State {
	t.Helper()
	s, _, err := war.Spec.Position(nil, place(pieces, side))
	if err != nil {
		t.Fatal(err)
	}
	return s.(*war.State)
}

// Kings far from the action, so that every test position has both.
var kings = map[string]byte{"a1": 'K', "a10": 'k'}

func with(pieces map[string]byte) map[string]byte {
	out := map[string]byte{}
	for sq, ch := range kings {
		out[sq] = ch
	}
	for sq, ch := range pieces {
		out[sq] = ch
	}
	return out
}

// TestExchange checks the static exchange evaluation against exchanges
// worked out by hand.
func TestExchange(t *testing.T) {
	tests := []struct {
		name   string
		pieces map[string]byte
		move   string
		want   int
	}{
		{"a Troop takes an undefended Horse", map[string]byte{"d4": 'V', "e5": 'h'}, "d4xe5", 310},
		{"a Troop takes a Horse a Troop defends", map[string]byte{"d4": 'V', "e5": 'h', "f6": 'r'}, "d4xe5", 210},
		{"the General takes a Troop a Troop defends", map[string]byte{"b1": 'G', "b5": 'r', "c6": 'v'}, "b1xb5", -850},
		{"a Mortar behind a Mortar recaptures", map[string]byte{"c1": 'M', "c2": 'M', "c6": 'r', "d8": 'h'}, "c2xc6", -90},
		{"a move onto the enemy citadel is worth its risk", map[string]byte{"e8": 'H', "g10": 'c', "g9": 'm'}, "e8-f10", 0},
		{"a quiet step", map[string]byte{"d4": 'V'}, "d4-d5", 0},
	}
	for _, tc := range tests {
		s := placed(t, with(tc.pieces), "white")
		m, err := s.ParseMove(tc.move)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := s.Exchange(m); got != tc.want {
			t.Errorf("%s: Exchange(%s) = %d, want %d", tc.name, tc.move, got, tc.want)
		}
	}
}

// TestExtends checks which moves the engine searches a ply deeper: those
// onto the enemy citadel and those that attack it undefended.
func TestExtends(t *testing.T) {
	tests := []struct {
		name   string
		pieces map[string]byte
		move   string
		want   bool
	}{
		{"onto the citadel", map[string]byte{"e8": 'H'}, "e8-f10", true},
		{"a Mortar attacks the undefended citadel", map[string]byte{"a5": 'M'}, "a5-f5", true},
		{"a Mortar attacks the citadel a Cannon defends", map[string]byte{"a5": 'M', "h8": 'c'}, "a5-f5", false},
		{"a blocked line attacks nothing", map[string]byte{"a5": 'M', "f8": 'r'}, "a5-f5", false},
		{"a Troop's step far away", map[string]byte{"d4": 'V'}, "d4-d5", false},
	}
	for _, tc := range tests {
		s := placed(t, with(tc.pieces), "white")
		m, err := s.ParseMove(tc.move)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := s.Extends(m); got != tc.want {
			t.Errorf("%s: Extends(%s) = %v, want %v", tc.name, tc.move, got, tc.want)
		}
	}
}

// TestNullMove checks when a pass is safe for the engine and that it is
// taken back exactly, its hash that of the same position with the other
// side to move.
func TestNullMove(t *testing.T) {
	tests := []struct {
		name   string
		pieces map[string]byte
		want   bool
	}{
		{"two pieces besides the King", map[string]byte{"c1": 'M', "d1": 'H', "d4": 'V'}, true},
		{"one piece besides the King", map[string]byte{"c1": 'M', "d4": 'V'}, false},
		{"a capture owed", map[string]byte{"c1": 'M', "d1": 'H', "d4": 'V', "e5": 'v'}, false},
		{"the enemy holds the citadel", map[string]byte{"c1": 'M', "d1": 'H', "f1": 'h'}, false},
	}
	for _, tc := range tests {
		s := placed(t, with(tc.pieces), "white")
		if got := s.NullSafe(); got != tc.want {
			t.Errorf("%s: NullSafe() = %v, want %v", tc.name, got, tc.want)
		}
		before, hash := s.String(), s.Hash()
		s.ApplyNull()
		if other := placed(t, with(tc.pieces), "black"); s.Hash() != other.Hash() || s.Side() != other.Side() {
			t.Errorf("%s: after a pass the hash is %#x and %v moves, want %#x and %v", tc.name, s.Hash(), s.Side(), other.Hash(), other.Side())
		}
		s.UndoNull()
		if s.String() != before || s.Hash() != hash {
			t.Errorf("%s: after a pass taken back the position is %q (hash %#x), want %q (%#x)", tc.name, s.String(), s.Hash(), before, hash)
		}
	}
}
