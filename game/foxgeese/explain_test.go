package foxgeese

import (
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

func TestDescribe(t *testing.T) {
	twelve := game.Options{OptGoal: "twelve"}
	tests := []struct {
		opts game.Options
		text string
		want string
	}{
		{nil, position([]int{9, 11}, holes(14, 33), "foxes", 0), "4 geese captured, 20 more to win"},
		{twelve, position([]int{9, 11}, holes(14, 33), "foxes", 0), "4 geese captured, 8 more to win"},
		{nil, position([]int{9, 11}, append(holes(14, 33), 7, 8, 12, 13), "foxes", 0), ""},
		{nil, position([]int{9, 11}, append(holes(14, 33), 7, 8, 12), "foxes", QuietLimit-1), "1 goose captured, 23 more to win; a draw if no goose is captured in 1 move"},
	}
	for _, tt := range tests {
		if got := at(t, tt.opts, tt.text).Describe(); got != tt.want {
			t.Errorf("Describe(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestExplain(t *testing.T) {
	s := at(t, nil, position([]int{1, 3}, []int{17, 10}, "geese", 0))
	if got := s.Explain([]int{hole(17), hole(3)}); !strings.Contains(got, "a goose steps along a line") {
		t.Errorf("a goose's leap: %q, want a reason", got)
	}
	for _, path := range [][]int{{hole(17), hole(18)}, {hole(17)}, {-1, 3}, {99, 3}} {
		if got := s.Explain(path); got != "" {
			t.Errorf("Explain(%v) = %q, want nothing", path, got)
		}
	}
}

func TestExplainRefusals(t *testing.T) {
	orthogonal := game.Options{"board": "orthogonal"}
	tests := []struct {
		opts     game.Options
		position string
		tries    map[string]string
	}{
		{nil, ".../.../GGF.FGG/GGGGGGG/GGGGGGG/GGG/GGG foxes 0", map[string]string{
			"8":    "It is the foxes' turn: tap a fox",
			"9 16": "Hole 16 is not empty: to capture the goose there, jump over it",
			"9 23": "A jump must land on an empty hole, and hole 23 is not empty",
			"9 1":  "A jump goes over a goose, and there is none in hole 4",
			"9 13": "hole 13 is not next to hole 9",
			// Found by fuzzing: a path going on after a hole that is not
			// a jump away panicked with a negative shift.
			"9 13 9": "hole 13 is not next to hole 9",
		}},
		{nil, ".../.../GGFF.GG/GGGGGGG/GGGGGGG/GGG/GGG foxes 0", map[string]string{
			"9 11": "A fox jumps only over a goose, never over the other fox",
		}},
		{orthogonal, ".../.../GGF.FGG/GGGGGGG/GGGGGGG/GGG/GGG geese 0", map[string]string{
			"9":     "It is the geese's turn: tap a goose",
			"16 4":  "Geese never jump",
			"31":    "This goose has no empty hole next to it",
			"16 10": "No line joins hole 16 and hole 10",
			"8 3":   "hole 3 is not next to hole 8",
		}},
		{nil, ".../.../..F.F../..G..../...G.../.../... foxes 0", map[string]string{
			"9 23 22": "After a jump the fox may only jump again: tap hole 23 again to stop there",
			"9 23 9":  "there is none in hole 16",
			"9 10 11": "A step ends the move: only a jump may be followed by another",
		}},
	}
	for _, tt := range tests {
		gametest.CheckRefusals(t, at(t, tt.opts, tt.position), tt.tries)
	}
}
