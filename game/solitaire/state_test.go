package solitaire

import (
	"fmt"
	"strings"
	"testing"

	"parlour/game"
)

func TestOutcome(t *testing.T) {
	tests := []struct {
		opts   game.Options
		text   string
		over   bool
		win    bool
		reason string
	}{
		{nil, ".../.../......./...o.../......./.../...", true, true, "one peg left, in hole 17"},
		{nil, "o../.../......./......./......./.../..o", true, false, "no jump left: 2 pegs remain"},
		{nil, "o../.../......./......./......./.../...", true, false, "one peg left, but in hole 1 instead of hole 17"},
		{game.Options{OptGoal: GoalAnywhere}, "o../.../......./......./......./.../...", true, true, "one peg left, in hole 1"},
		{nil, "oo./.../......./......./......./.../...", false, false, ""},
	}
	for _, tt := range tests {
		o := at(t, tt.opts, tt.text).Outcome()
		if o.Over != tt.over || o.Won(Player) != tt.win || o.Reason != tt.reason {
			t.Errorf("%q: outcome %+v, want over=%v win=%v %q", tt.text, o, tt.over, tt.win, tt.reason)
		}
	}
}

// TestResultCountsMoves: a finished puzzle's result says how many moves
// it took, its score, a chain of jumps by one peg counting once, and how
// many jumps, which the move list numbers, so that its count and the
// list's agree.
func TestResultCountsMoves(t *testing.T) {
	m, err := game.NewMatch(Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range ShortestKey {
		if err := m.PlayString(mv); err != nil {
			t.Fatal(err)
		}
	}
	if o, want := m.Outcome(), "one peg left, in hole 17, after 31 jumps in 18 moves"; !o.Won(Player) || o.Reason != want {
		t.Errorf("the shortest solution ends %+v, want a win %q", o, want)
	}
	if got, want := game.Sentence(m.Outcome(), m.Nouns()), "Solved: one peg left, in hole 17, after 31 jumps in 18 moves."; got != want {
		t.Errorf("the result reads %q, want %q", got, want)
	}
	if listed := fmt.Sprintf("after %d jumps", len(m.Turns())); !strings.Contains(m.Outcome().Reason, listed) {
		t.Errorf("the move list has %d entries, but the result says %q", len(m.Turns()), m.Outcome().Reason)
	}
}
