package war_test

import (
	"strings"
	"testing"

	"parlour/game/war"
)

func TestMoveText(t *testing.T) {
	tests := []struct {
		name, position string
		moves          []string // each must parse and write back the same
	}{
		{"start", "", []string{"e2-e4", "b3-b4", "b1-c3", "c1xj8", "FM@e6", "FM@d1"}},
		{"jump chain", chainPos, []string{"b3:d5:f7"}},
		{"fork", forkPos, []string{"e3:g5:e7:g9", "e3:g5:i7:g9", "e3xf4"}},
		{"four jumps", longPos, []string{"a2:c4:e6:g8:i10", "a2:c4:a6", "a2xb3"}},
		{"siege", siegePos, []string{"a1xf1", "g1xf1"}},
	}
	for _, tc := range tests {
		var s *war.State
		if tc.position == "" {
			s = start(t)
		} else {
			s = position(t, tc.position, nil)
		}
		for _, text := range tc.moves {
			m, err := s.ParseMove(text)
			if err != nil {
				t.Errorf("%s: ParseMove(%q): %v", tc.name, text, err)
				continue
			}
			if got := s.MoveString(m); got != text {
				t.Errorf("%s: %q writes back as %q", tc.name, text, got)
			}
			if alt := strings.ToUpper(text); text[0] != 'F' {
				if m2, err := s.ParseMove(alt); err != nil || m2 != m {
					t.Errorf("%s: upper-case %q: %v", tc.name, alt, err)
				}
			}
		}
	}
}

// TestParseCounts checks that a position with more pieces of a kind than
// a side starts with is refused, with the reason.
func TestParseCounts(t *testing.T) {
	tests := []struct{ text, want string }{
		{"mhc.gk.chm/r.r.r.r.r./.v.v.v.v.v/........../........../........../........../.V.V.V.V.V/R.R.R.R.R./MHCKGK.CHM white 2 2 - 0", "White has 2 Kings, at most 1"},
		{"mhc.gk.chm/r.r.r.r.r./.v.v.v.v.v/........../........../........../.....v..../.V.V.V.V.V/R.R.R.R.R./MHC.GK.CHM white 2 2 - 0", "Black has 11 Troops, at most 10"},
	}
	for _, tt := range tests {
		if _, err := war.Spec.Parse(nil, tt.text); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.text, err, tt.want)
		}
	}
}
