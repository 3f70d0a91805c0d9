package leapfrog

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/lang"
	"parlour/lang/langtest"
)

func TestExplain(t *testing.T) {
	opts := game.Options{OptPlayers: "3", OptSize: "6"}
	chain := at(t, opts, "oooooo/oooooo/.ooo.o/oooooo/oo.ooo/oooooo 1 3,1,1 c3")
	free := at(t, opts, "oooooo/oooooo/.ooo.o/oooooo/oo.ooo/oooooo 1 3,1,1 -")
	tests := []struct {
		s    *State
		path []string
		want string
	}{
		{start(t, opts), []string{"a1", "a3"}, "opening"},
		{chain, []string{"a1", "a3"}, "c3 is jumping"},
		{free, []string{"a3"}, "Choose a piece"},
		{free, []string{"f6", "f4"}, "f6 has no piece to jump"},
		{free, []string{"c3", "c6"}, "straight beyond"},
	}
	for _, tt := range tests {
		var path []int
		for _, n := range tt.path {
			p, _ := tt.s.Board().Lookup(n)
			path = append(path, p)
		}
		if got := tt.s.Explain(path); !strings.Contains(got, tt.want) {
			t.Errorf("Explain(%v) = %q, want it to contain %q", tt.path, got, tt.want)
		}
	}
}

func TestRanks(t *testing.T) {
	tests := []struct {
		opts    game.Options
		scores  string
		ranks   []int
		winners uint16
		ranking string
	}{
		{game.Options{OptPlayers: "2"}, "3,3", []int{1, 1}, 3,
			"1st, shared: seats 1 and 2 (3 pieces)"},
		{game.Options{OptPlayers: "4"}, "9,12,9,5", []int{2, 1, 2, 4}, 1 << 1,
			"1st seat 2 (12 pieces); 2nd, shared: seats 1 and 3 (9); 4th seat 4 (5)"},
		{game.Options{OptPlayers: "5", OptVersion: "coloured"}, "8/2,8/4,8/8,2/1,9/3", []int{2, 2, 2, 5, 1}, 1 << 4,
			"1st seat 5 (9 points); 2nd, shared: seats 1, 2 and 3 (8); 5th seat 4 (2)"},
		{game.Options{OptPlayers: "8"}, "1,2,3,4,5,6,7,7", []int{8, 7, 6, 5, 4, 3, 1, 1}, 1<<6 | 1<<7,
			"1st, shared: seats 7 and 8 (7 pieces); 3rd seat 6 (6); 4th seat 5 (5); 5th seat 4 (4); 6th seat 3 (3); 7th seat 2 (2); 8th seat 1 (1)"},
	}
	for _, tt := range tests {
		tt.opts[OptSize] = "6"
		board := "o.o.o./....../o.o.o./....../....../......"
		if tt.opts[OptVersion] == "coloured" {
			board = strings.ReplaceAll(board, "o", "W")
		}
		s := at(t, tt.opts, board+" 1 "+tt.scores+" -")
		if got := s.Ranks(); !slices.Equal(got, tt.ranks) {
			t.Errorf("scores %s: ranks %v, want %v", tt.scores, got, tt.ranks)
		}
		if o := s.Outcome(); !o.Over || o.Winners != tt.winners {
			t.Errorf("scores %s: outcome %+v, want winners %b", tt.scores, o, tt.winners)
		}
		if got := s.Describe(); !strings.Contains(got, "Final ranking: "+tt.ranking) {
			t.Errorf("scores %s: %q, want the ranking %q", tt.scores, got, tt.ranking)
		}
	}
}

// TestRankingInFrench checks that the final ranking, built from places,
// seats and counts, reads as French in French: its places, its "and",
// its unit counted by French plural rules and its no-break spaces.
func TestRankingInFrench(t *testing.T) {
	c := langtest.Catalog(t, "fr")
	lang.Use(c)
	s := at(t, game.Options{OptPlayers: "4", OptSize: "6"}, "o.o.o./....../o.o.o./....../....../...... 1 9,12,9,1 -")
	want := "Plus aucun saut possible. Classement final\u00a0: 1er\u00a0: place 2 (12 pions)\u00a0; 2e ex æquo\u00a0: places 1 et 3 (9)\u00a0; 4e\u00a0: place 4 (1)"
	if got := s.Describe(); got != want {
		t.Errorf("Describe() = %q, want %q", got, want)
	}
}
