package solitaire

import (
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
	"parlour/lang"
	"parlour/lang/langtest"
)

func start(t *testing.T, opts game.Options) *State {
	return gametest.Start[*State](t, Spec, opts)
}

func at(t *testing.T, opts game.Options, text string) *State {
	return gametest.At[*State](t, Spec, opts, text)
}

func play(t *testing.T, s game.State, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		s.Apply(m)
	}
}

func moveTexts(s game.State) []string { return gametest.MoveTexts(s) }

// TestLeafletKey checks docs/rulebook.md, Peg Solitaire: the leaflet's key
// of 31 jumps ends with one peg, in hole 17, and the game's demo plays it.
func TestLeafletKey(t *testing.T) {
	if len(LeafletKey) != 31 {
		t.Fatalf("the key has %d jumps, want 31", len(LeafletKey))
	}
	if len(Spec.Demos) == 0 || !slices.Equal(Spec.Demos[0].Moves, LeafletKey) {
		t.Fatalf("the first demo is not the leaflet's key")
	}
	m, err := game.NewMatch(Spec, Spec.Demos[0].Options)
	if err != nil {
		t.Fatal(err)
	}
	for i, mv := range LeafletKey {
		if err := m.PlayString(mv); err != nil {
			t.Fatalf("jump %d: %v", i+1, err)
		}
	}
	s := m.State().(*State)
	if s.String() != ".../.../......./...o.../......./.../..." {
		t.Errorf("final position %q, want one peg in the centre", s.String())
	}
	if o := m.Outcome(); !o.Won(Player) || !strings.Contains(o.Reason, "hole 17") {
		t.Errorf("outcome %+v, want a win with one peg in hole 17", o)
	}
}

// TestShortestKey checks the second demo: 31 jumps in 18 classic moves,
// ending with one peg in hole 17.
func TestShortestKey(t *testing.T) {
	s := start(t, nil)
	play(t, s, ShortestKey...)
	if got := s.Describe(); got != "1 peg left · 31 jumps in 18 moves" {
		t.Errorf("after the shortest key: %q, want one peg after 31 jumps in 18 moves", got)
	}
	if o := s.Outcome(); !o.Won(Player) || !strings.Contains(o.Reason, "hole 17") {
		t.Errorf("outcome %+v", o)
	}
	if len(Spec.Demos) < 2 || !slices.Equal(Spec.Demos[1].Moves, ShortestKey) {
		t.Errorf("the second demo is not the shortest key")
	}
}

// TestChainCountsOnce checks the classic count: two jumps by the same peg
// make one move, and the description says so.
func TestChainCountsOnce(t *testing.T) {
	s := at(t, nil, ".../.../......./oo.o.../......./.../...")
	if got := s.Describe(); got != "3 pegs left · 0 moves" {
		t.Errorf("Describe() = %q", got)
	}
	play(t, s, "14-16")
	if got := s.Describe(); got != "2 pegs left · 1 move" {
		t.Errorf("after one jump: %q", got)
	}
	play(t, s, "16-18")
	if got := s.Describe(); got != "1 peg left · 2 jumps in 1 move" {
		t.Errorf("after a chain of two jumps: %q", got)
	}
	if o := s.Outcome(); !o.Over || o.Won(Player) || !strings.Contains(o.Reason, "hole 18 instead of hole 17") {
		t.Errorf("outcome %+v, want over without a win", o)
	}
	s.Undo()
	if got := s.Describe(); got != "2 pegs left · 1 move" {
		t.Errorf("after undo: %q", got)
	}
	s2 := start(t, nil)
	play(t, s2, "5-17")
	if got := s2.Describe(); got != "31 pegs left · 1 move" {
		t.Errorf("after the first jump: %q", got)
	}
}

// TestDescribeInGerman checks that the counts of pegs, jumps and moves
// each take the German form they need, the moves' one after "in".
func TestDescribeInGerman(t *testing.T) {
	c := langtest.Catalog(t, "de")
	lang.Use(c)
	s := start(t, nil)
	play(t, s, ShortestKey...)
	if got, want := s.Describe(), "1 Stift übrig · 31 Sprünge in 18 Zügen"; got != want {
		t.Errorf("Describe() = %q, want %q", got, want)
	}
	if got, want := s.Outcome().Reason, "ein Stift übrig, in Loch 17"; got != want {
		t.Errorf("Outcome().Reason = %q, want %q", got, want)
	}
}
