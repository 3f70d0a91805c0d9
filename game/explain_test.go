package game

import "testing"

func TestChainBreak(t *testing.T) {
	// On a line of points 0, 1, 2, …, a jump goes two points along it,
	// over the point between.
	over := func(a, b int) int {
		if b-a == 2 || a-b == 2 {
			return (a + b) / 2
		}
		return -1
	}
	tests := []struct {
		path []int
		want int
	}{
		{nil, 0},
		{[]int{3}, 0},
		{[]int{3, 4}, 0},          // a step: the last landing is judged elsewhere
		{[]int{0, 2, 4, 6}, 0},    // jumps all along
		{[]int{0, 1, 3}, 1},       // a step, then more
		{[]int{0, 2, 3, 5, 7}, 2}, // a jump, a step, more
		{[]int{0, 2, 4, 9}, 0},    // only the last landing is wrong
	}
	for _, tt := range tests {
		if got := ChainBreak(tt.path, over); got != tt.want {
			t.Errorf("ChainBreak(%v) = %d, want %d", tt.path, got, tt.want)
		}
	}
}
