package war_test

import (
	"testing"

	"parlour/game/war/wartest"
)

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
		s := wartest.State(t, tc.pieces, "white")
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
		s := wartest.State(t, tc.pieces, "white")
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
		s := wartest.State(t, tc.pieces, "white")
		if got := s.NullSafe(); got != tc.want {
			t.Errorf("%s: NullSafe() = %v, want %v", tc.name, got, tc.want)
		}
		before, hash := s.String(), s.Hash()
		s.ApplyNull()
		if other := wartest.State(t, tc.pieces, "black"); s.Hash() != other.Hash() || s.Side() != other.Side() {
			t.Errorf("%s: after a pass the hash is %#x and %v moves, want %#x and %v", tc.name, s.Hash(), s.Side(), other.Hash(), other.Side())
		}
		s.UndoNull()
		if s.String() != before || s.Hash() != hash {
			t.Errorf("%s: after a pass taken back the position is %q (hash %#x), want %q (%#x)", tc.name, s.String(), s.Hash(), before, hash)
		}
	}
}
