package ui

import "testing"

func TestUIScale(t *testing.T) {
	tests := []struct{ w, h, dsf, want float64 }{
		{1100, 760, 1, 1},
		{1100, 760, 2, 2},
		{390, 844, 3, 3},     // phones keep CSS-pixel sizes: 44 px targets stay 44 px
		{2200, 1520, 1, 1.4}, // big windows grow a little, up to 1.4
		{1320, 912, 1, 1.2},
	}
	for _, tt := range tests {
		if got := ScaleFor(tt.w, tt.h, tt.dsf); got < tt.want-1e-9 || got > tt.want+1e-9 {
			t.Errorf("ScaleFor(%v, %v, %v) = %v, want %v", tt.w, tt.h, tt.dsf, got, tt.want)
		}
	}
}
