package foxgeese

import (
	"strings"
	"testing"
)

func TestParseErrors(t *testing.T) {
	start := ".../.../GGF.FGG/GGGGGGG/GGGGGGG/GGG/GGG"
	tests := []struct{ text, want string }{
		{"", "want 3 fields"},
		{start + " foxes", "want 3 fields"},
		{".../.../GGF.FGG foxes 0", "rows"},
		{".../.../GGF.FGGG/GGGGGGG/GGGGGGG/GGG/GGG foxes 0", "more than"},
		{".../.../GGF.XGG/GGGGGGG/GGGGGGG/GGG/GGG foxes 0", "unknown piece"},
		{".../.../GGF.GGG/GGGGGGG/GGGGGGG/GGG/GGG foxes 0", "1 fox on the board"},
		{"F../.../GGF.FGG/GGGGGGG/GGGGGGG/GGG/GGG foxes 0", "3 foxes"},
		{"G../.../GGF.FGG/GGGGGGG/GGGGGGG/GGG/GGG foxes 0", "25 geese"},
		{start + " hare 0", "side to move"},
		{start + " foxes -1", "plies since"},
		{start + " foxes 201", "plies since"},
		{start + " foxes x", "plies since"},
	}
	for _, tt := range tests {
		_, err := parse(nil, tt.text)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("parse(%q) = %v, want an error about %q", tt.text, err, tt.want)
		}
	}
}

func TestParseMove(t *testing.T) {
	s := at(t, nil, position([]int{9, 1}, []int{16, 24, 18}, "foxes", 0))
	tests := []struct{ text, want string }{
		{"9", "want a step"},
		{"9-10-11", "want a step"},
		{"9x23-25", "want a step"},
		{"9-99", "no hole"},
		{"9x", "no hole"},
		{"16-17", "not legal"},  // a goose on the foxes' turn
		{"9-23", "not legal"},   // a capture written as a step
		{"9x25", "not legal"},   // not a jump
		{"9x23x9", "not legal"}, // over a goose already taken
	}
	for _, tt := range tests {
		if _, err := s.ParseMove(tt.text); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseMove(%q) = %v, want an error about %q", tt.text, err, tt.want)
		}
	}
	for _, text := range []string{" 9 X 23 x 25 ", "9x23x25"} {
		if m, err := s.ParseMove(text); err != nil || s.MoveString(m) != "9x23x25" {
			t.Errorf("ParseMove(%q) = %v, want 9x23x25", text, err)
		}
	}
	over := at(t, nil, position([]int{1, 3}, nil, "geese", 0))
	if _, err := over.ParseMove("1-2"); err == nil || !strings.Contains(err.Error(), "over") {
		t.Errorf("a move after the end: %v, want an error saying the game is over", err)
	}
}
