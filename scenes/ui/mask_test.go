package ui

import "testing"

// TestMasks checks the CPU-drawn sprite masks at chosen pixels: inside a
// shape fully covered, outside it not at all, a ring empty in its middle,
// and translucent layers laid over each other as alpha compositing says.
func TestMasks(t *testing.T) {
	const w, h = 40, 30
	box := Rect{5, 5, 30, 20}
	fill := maskRoundRect(w, h, box, 6)
	ring := maskRoundRectStroke(w, h, box, 6, 4)
	at := func(m []uint8, x, y int) uint8 { return m[y*w+x] }
	tests := []struct {
		name string
		got  uint8
		want uint8
	}{
		{"fill inside", at(fill, 20, 15), 255},
		{"fill outside", at(fill, 2, 15), 0},
		{"fill's rounded corner", at(fill, 5, 5), 0},
		{"fill just inside an edge", at(fill, 5, 15), 255},
		{"ring on the edge", at(ring, 5, 15), 255},
		{"ring in the middle", at(ring, 20, 15), 0},
		{"ring outside", at(ring, 1, 15), 0},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s: coverage %d, want %d", tt.name, tt.got, tt.want)
		}
	}
	if c := at(fill, 6, 6); c == 0 || c == 255 {
		t.Errorf("the rounded corner's edge pixel has coverage %d, want it partly covered", c)
	}

	alpha := make([]uint8, 2)
	for range 3 {
		layMask(alpha, []uint8{255, 0}, 23)
	}
	// 1 - (1 - 23/255)^3 of 255 is 63.
	if alpha[0] < 62 || alpha[0] > 64 || alpha[1] != 0 {
		t.Errorf("three layers at 23/255: alphas %v, want about 63 where covered and 0 elsewhere", alpha)
	}
}
