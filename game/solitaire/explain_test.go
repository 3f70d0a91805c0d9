package solitaire

import (
	"strings"
	"testing"
)

func TestExplain(t *testing.T) {
	s := start(t, nil)
	tests := []struct {
		path []int
		want string
	}{
		{[]int{0}, "This peg cannot jump"},
		{[]int{16}, "That hole is empty"},
		{[]int{4}, ""},
		{[]int{0, 2}, "Hole 3 is not empty."},
		{[]int{12, 13}, "in a straight line"}, // from the end of a row to the start of the next
	}
	for _, tt := range tests {
		if got := s.Explain(tt.path); !strings.Contains(got, tt.want) || (tt.want == "" && got != "") {
			t.Errorf("Explain(%v) = %q, want %q", tt.path, got, tt.want)
		}
	}
}
