package solitaire

import (
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
