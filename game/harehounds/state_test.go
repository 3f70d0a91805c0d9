package harehounds

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
)

func TestStart(t *testing.T) {
	tests := []struct {
		opts  game.Options
		text  string
		moves []string
	}{
		{nil, "D../D...H/D.. hounds 0", []string{"a2-b2", "b1-c1", "b1-b2", "b1-c2", "b3-b2", "b3-c2", "b3-c3"}},
		{game.Options{"first": "hare"}, "D../D...H/D.. hare 0", []string{"e2-d1", "e2-d2", "e2-d3"}},
		{game.Options{"layout": "alternative"}, "D../D.H../D.. hounds 0", nil},
		{game.Options{"layout": "alternative", "first": "hare"}, "D../D.H../D.. hare 0", []string{"c2-c1", "c2-d1", "c2-b2", "c2-d2", "c2-c3", "c2-d3"}},
	}
	for _, tt := range tests {
		s := start(t, tt.opts)
		if got := s.String(); got != tt.text {
			t.Errorf("%v: start %q, want %q", tt.opts, got, tt.text)
		}
		if tt.moves == nil {
			continue
		}
		got, want := moveTexts(s), slices.Clone(tt.moves)
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%v: moves %v, want %v", tt.opts, got, want)
		}
	}
}

func TestOutcomes(t *testing.T) {
	escape := game.Options{"goal": "escape"}
	noStall := game.Options{"stalling": "off"}
	tests := []struct {
		name   string
		opts   game.Options
		text   string
		winner game.Player
		reason string
	}{
		{"hare trapped at the end", nil, "..D/...DH/..D hare 0", Hounds, "trapped"},
		{"hare reaches L", nil, "D.D/H..../..D hounds 0", Hare, "reached"},
		{"stalling", nil, "D../D...H/D.. hare 10", Hare, "stalled"},
		{"stalling off", noStall, "D../D...H/D.. hare 0", game.NoPlayer, ""},
		{"trap wins over stalling", nil, "..D/...DH/..D hare 10", Hounds, "trapped"},
		{"hounds cannot move", nil, "..D/H...D/..D hounds 0", Hare, "reached"},
		{"hounds stuck", escape, "..D/....D/.HD hounds 0", Hare, "got past"},
		{"gardner escape", escape, ".D./.H.D./..D hounds 0", Hare, "got past"},
		{"no escape while level", escape, ".D./..HD./..D hounds 0", game.NoPlayer, ""},
		{"reach needs L", nil, ".D./.H.D./..D hounds 0", game.NoPlayer, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := at(t, tt.opts, tt.text).Outcome()
			if tt.winner == game.NoPlayer {
				if o.Over {
					t.Fatalf("over (%s), want ongoing", o.Reason)
				}
				return
			}
			if !o.Over || o.Winner() != tt.winner || !strings.Contains(o.Reason, tt.reason) {
				t.Fatalf("outcome %+v, want winner %d for %q", o, tt.winner, tt.reason)
			}
		})
	}
}

func TestHoundsStuckLose(t *testing.T) {
	// Every hound on the far column or blocked: with the hare's goal to
	// reach L, the hounds lose because they cannot move.
	s := at(t, nil, "..D/...HD/..D hounds 0")
	if o := s.Outcome(); !o.Won(Hare) || !strings.Contains(o.Reason, "cannot move") {
		t.Fatalf("outcome %+v, want the hare to win because the hounds cannot move", o)
	}
}

func TestStallingCount(t *testing.T) {
	m, err := game.NewMatch(Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	// b1-c1 advances (count 0); then c1-c2 / c2-c1 shuffles never advance.
	play := []string{"b1-c1", "e2-d2", "c1-c2", "d2-e2", "c2-c1"}
	for _, mv := range play {
		if err := m.PlayString(mv); err != nil {
			t.Fatal(err)
		}
	}
	if got := m.State().String(); !strings.HasSuffix(got, " 2") {
		t.Fatalf("after two non-advancing hound moves: %q, want stall count 2", got)
	}
	for i := 0; i < 8; i++ {
		if m.Outcome().Over {
			t.Fatalf("over after %d more shuffles: %s", i, m.Outcome().Reason)
		}
		hare := []string{"e2-d2", "d2-e2"}[i%2]
		hound := []string{"c1-c2", "c2-c1"}[i%2]
		if err := m.PlayString(hare); err != nil {
			t.Fatal(err)
		}
		if err := m.PlayString(hound); err != nil {
			t.Fatal(err)
		}
	}
	if o := m.Outcome(); !o.Won(Hare) || !strings.Contains(o.Reason, "stalled") {
		t.Fatalf("after 10 non-advancing moves: %+v, want the hare to win by stalling", o)
	}
}

func TestRepetitionWithoutStalling(t *testing.T) {
	m, err := game.NewMatch(Spec, game.Options{"stalling": "off"})
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range []string{"b1-c1", "e2-d2", "c1-c2", "d2-e2", "c2-c1", "e2-d2", "c1-c2", "d2-e2", "c2-c1"} {
		if err := m.PlayString(mv); err != nil {
			t.Fatal(err)
		}
	}
	// The position after b1-c1 (hare to move) has now occurred three times.
	if o := m.Outcome(); !o.IsDraw() {
		t.Fatalf("outcome %+v, want a draw by repetition", o)
	}
	m.Undo()
	if m.Outcome().Over {
		t.Fatal("undoing the repeating move should reopen the game")
	}
}
