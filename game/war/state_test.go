package war_test

import (
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/war"
)

func TestOutcome(t *testing.T) {
	tests := []struct {
		name, position string
		over           bool
		winner         game.Player
	}{
		{"start", war.StartPosition, false, game.NoPlayer},
		{"citadel held", heldPos, true, war.White},
		{"citadel under siege", siegePos, false, game.NoPlayer},
		{"quiet limit", "....k...../........../........../........../........../........../........../........../........../.....K.... white 0 0 - 150", true, game.NoPlayer},
		{"cannot move", "....k...../........../........../........../........../........../........../........../....v...../....V..... white 0 0 - 0", true, war.Black},
	}
	for _, tc := range tests {
		s := position(t, tc.position, nil)
		o := s.Outcome()
		if o.Over != tc.over || o.Winner() != tc.winner {
			t.Errorf("%s: outcome %+v, want over=%v winner %d", tc.name, o, tc.over, tc.winner)
		}
		if o.Over != (len(s.LegalMoves(nil)) == 0) {
			t.Errorf("%s: over=%v with %d legal moves", tc.name, o.Over, len(s.LegalMoves(nil)))
		}
	}
}

// TestSiege plays a piece onto the enemy citadel: the opponent's one turn
// decides.
func TestSiege(t *testing.T) {
	// White's Mortar lands on f10; Black cannot take it and loses.
	s := position(t, "..k......./........../........../........../........../........../........../........../........../M....K.... white 0 0 - 0", nil)
	for _, mv := range []string{"a1-a10", "c10-c9", "a10-f10", "c9-c8"} {
		m, err := s.ParseMove(mv)
		if err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
		s.Apply(m)
	}
	if !strings.Contains(s.Outcome().Reason, "citadel") || s.Outcome().Winner() != war.White {
		t.Errorf("after the siege: %+v", s.Outcome())
	}
}

func TestQuietCount(t *testing.T) {
	s := start(t)
	steps := []struct {
		move  string
		quiet string // last field of the position text after the move
	}{
		{"b1-c3", "1"}, {"b10-c8", "2"}, {"e2-e4", "0"}, {"c8-d6", "1"}, {"FM@e6", "0"}, {"d6-b5", "1"}, {"c3xb5", "0"},
	}
	for _, st := range steps {
		m, err := s.ParseMove(st.move)
		if err != nil {
			t.Fatalf("%s: %v", st.move, err)
		}
		s.Apply(m)
		f := strings.Fields(s.String())
		if f[len(f)-1] != st.quiet {
			t.Errorf("after %s: quiet count %s, want %s", st.move, f[len(f)-1], st.quiet)
		}
	}
	if n := len(s.Reserve(war.White)); n != 1 {
		t.Errorf("White has %d machines left, want 1", n)
	}
}

// TestRepetition: Horses going back and forth repeat the start position;
// the third time it is a draw. Positions that differ only in unused
// machines do not repeat.
func TestRepetition(t *testing.T) {
	m, err := game.NewMatch(war.Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	cycle := []string{"b1-c3", "b10-c8", "c3-b1", "c8-b10"}
	for round := 0; round < 2; round++ {
		for _, mv := range cycle {
			if m.Outcome().Over {
				t.Fatalf("over too soon at %s: %+v", mv, m.Outcome())
			}
			if err := m.PlayString(mv); err != nil {
				t.Fatal(err)
			}
		}
	}
	if o := m.Outcome(); !o.IsDraw() {
		t.Errorf("after two cycles: %+v, want a draw by repetition", o)
	}
	a := position(t, "....k...../........../........../........../........../........../........../........../........../.....K.... white 1 0 - 0", nil)
	b := position(t, "....k...../........../........../........../........../........../........../........../........../.....K.... white 0 0 - 0", nil)
	if a.Hash() == b.Hash() {
		t.Error("unused machines do not change the hash")
	}
}

func TestEnPassant(t *testing.T) {
	for _, tc := range []struct {
		opt  string
		want bool
	}{{"off", false}, {"on", true}} {
		s := position(t, "....k...../..v......./........../...V....../........../........../........../........../........../.....K.... black 0 0 - 0", game.Options{war.OptEnPassant: tc.opt})
		m, err := s.ParseMove("c9-c7")
		if err != nil {
			t.Fatal(err)
		}
		s.Apply(m)
		_, err = s.ParseMove("d7xc8")
		if (err == nil) != tc.want {
			t.Errorf("en passant %s: d7xc8 gives %v", tc.opt, err)
		}
		if tc.want {
			m, _ := s.ParseMove("d7xc8")
			s.Apply(m)
			if c7, _ := war.Board.Lookup("c7"); !s.PieceAt(c7).Empty() {
				t.Errorf("en passant left the troop on c7: %s", s)
			}
		}
	}
	// A double step that no enemy Troop could take en passant leaves no
	// en passant square, so the position is the same as without the option.
	s := position(t, "....k...../..v......./........../.......V../........../........../........../........../........../.....K.... black 0 0 - 0", game.Options{war.OptEnPassant: "on"})
	m, err := s.ParseMove("c9-c7")
	if err != nil {
		t.Fatal(err)
	}
	s.Apply(m)
	if f := strings.Fields(s.String()); f[len(f)-2] != "-" {
		t.Errorf("after c9-c7 with no enemy troop beside: en passant square %s, want -", f[len(f)-2])
	}
}
