package catchhare

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

func TestStart(t *testing.T) {
	tests := []struct {
		opts game.Options
		text string
	}{
		{nil, "...../...../X.H.X/XXXXX/XXXXX hunters 0"},
		{game.Options{"hunters": "11"}, "...../...../X.H../XXXXX/XXXXX hunters 0"},
		{game.Options{"hunters": "10"}, "...../...../..H../XXXXX/XXXXX hunters 0"},
	}
	for _, tt := range tests {
		s, _, err := Spec.Start(tt.opts)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.String(); got != tt.text {
			t.Errorf("%v: start %q, want %q", tt.opts, got, tt.text)
		}
		if s.ToMove() != Hunters {
			t.Errorf("%v: %d to move, want the hunters", tt.opts, s.ToMove())
		}
	}
}

func TestApplyLeapChain(t *testing.T) {
	m, err := game.NewMatchFrom(Spec, low, "XXXXX/...../..HX./....X/XXX.. hare 0")
	if err != nil {
		t.Fatal(err)
	}
	if err := m.PlayString("c3xe3xe5"); err != nil {
		t.Fatal(err)
	}
	s := m.State().(*State)
	if got, want := s.String(), "XXXXX/...../...../...../XXX.H hunters 0"; got != want {
		t.Errorf("after the chain: %q, want %q", got, want)
	}
	if got := s.Score(Hare); got != 4 {
		t.Errorf("hare's score %d, want 4", got)
	}
	if got := s.Describe(); got != "Hare needs 3 more captures" {
		t.Errorf("Describe = %q", got)
	}
	if got := s.MovePath(m.Moves()[0]); !slices.Equal(got, []int{12, 14, 24}) {
		t.Errorf("path %v, want [12 14 24]", got)
	}
	m.Undo()
	if got := m.State().String(); got != "XXXXX/...../..HX./....X/XXX.. hare 0" {
		t.Errorf("undo gave %q", got)
	}
}

func TestOutcomes(t *testing.T) {
	tests := []struct {
		name   string
		opts   game.Options
		text   string
		winner game.Player
		reason string
	}{
		{"hare trapped", game.Options{"board": "modern"}, "HXX../XX.../X..../...../XXXXX hare 0", Hunters, "trapped"},
		{"hare can leap out", game.Options{"board": "modern", "threshold": "5"}, "HX.../XX.../...../...../XXXXX hare 0", game.NoPlayer, ""},
		{"enough captures", nil, "H..../...../...../XXXXX/XXXX. hunters 0", Hare, "captured enough"},
		{"quiet limit", nil, "...../...../X.H.X/XXXXX/XXXXX hunters 200", game.NoPlayer, "without a capture"},
		{"threshold clamps below the hunters", game.Options{"hunters": "10", "threshold": "11"}, "...../...../..H../XXXXX/XXXXX hunters 0", game.NoPlayer, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _, err := Spec.Position(tt.opts, tt.text)
			if err != nil {
				t.Fatal(err)
			}
			gametest.CheckOutcome(t, s, tt.winner, tt.reason)
		})
	}
}

func TestRepetitionDraw(t *testing.T) {
	m, err := game.NewMatch(Spec, game.Options{"hunters": "10"})
	if err != nil {
		t.Fatal(err)
	}
	shuffle := []string{"a4-a3", "c3-c2", "a3-a4", "c2-c3"}
	for round := 0; round < 2; round++ {
		for _, mv := range shuffle {
			if m.Outcome().Over {
				t.Fatalf("over after %d plies: %s", m.Ply(), m.Outcome().Reason)
			}
			if err := m.PlayString(mv); err != nil {
				t.Fatalf("%s: %v", mv, err)
			}
		}
	}
	if o := m.Outcome(); !o.IsDraw() {
		t.Fatalf("after the start came round three times: %+v, want a draw", o)
	}
}

func TestQuietCount(t *testing.T) {
	m, err := game.NewMatchFrom(Spec, low, "XXXXX/...../..HX./....X/XXX.. hunters 7")
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range []string{"a1-a2", "c3xe3"} {
		if err := m.PlayString(mv); err != nil {
			t.Fatal(err)
		}
	}
	if got := m.State().String(); !strings.HasSuffix(got, " 0") {
		t.Errorf("after a capture: %q, want the count back to 0", got)
	}
	m.Undo()
	if got := m.State().String(); !strings.HasSuffix(got, " 8") {
		t.Errorf("after undoing the capture: %q, want 8", got)
	}
}
