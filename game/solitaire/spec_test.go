package solitaire

import (
	"slices"
	"testing"

	"parlour/game"
)

func TestStartMoves(t *testing.T) {
	tests := []struct {
		opts game.Options
		want []string
	}{
		{nil, []string{"5-17", "15-17", "19-17", "29-17"}},
		{game.Options{OptStart: "1"}, []string{"3-1", "9-1"}},
		{game.Options{OptBoard: BoardFrench}, []string{"4-6", "8-6", "19-6"}},
		{game.Options{OptBoard: BoardFrench, OptStart: "17"}, []string{"6-19", "17-19", "21-19", "32-19"}},
	}
	for _, tt := range tests {
		if got := moveTexts(start(t, tt.opts)); !slices.Equal(got, tt.want) {
			t.Errorf("%v: start moves %v, want %v", tt.opts, got, tt.want)
		}
	}
}

func TestGoal(t *testing.T) {
	tests := []struct {
		opts game.Options
		goal string // hole name, "" for anywhere
	}{
		{nil, "17"},
		{game.Options{OptStart: "1"}, "17"},
		{game.Options{OptBoard: BoardFrench}, "32"},
		{game.Options{OptBoard: BoardFrench, OptStart: "5"}, "32"}, // hole 5 is where the standard start is
		{game.Options{OptBoard: BoardFrench, OptStart: "17"}, "19"},
		{game.Options{OptGoal: GoalAnywhere}, ""},
	}
	for _, tt := range tests {
		s := start(t, tt.opts)
		got := ""
		if s.rules.goal != noCell {
			got = s.rules.board.Point(int(s.rules.point[s.rules.goal])).Name
		}
		if got != tt.goal {
			t.Errorf("%v: goal hole %q, want %q", tt.opts, got, tt.goal)
		}
	}
}
