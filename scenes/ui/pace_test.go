package ui

import (
	"testing"
	"time"
)

func TestLivePacer(t *testing.T) {
	tests := []struct {
		name string
		gaps []time.Duration // between live frames; 0 means a still frame
		want float64
	}{
		{"smooth frames keep the smooth rate", repeat(16*time.Millisecond, 600), 60},
		{"a few slow frames are forgiven", repeat(50*time.Millisecond, slowFrames-1), 60},
		{"slow frames step down once", repeat(50*time.Millisecond, slowFrames), 6},
		{"and again", repeat(50*time.Millisecond, 2*slowFrames), 3},
		{"never below the slowest", repeat(50*time.Millisecond, 10*slowFrames), 3},
		{"a still screen in between is not slow", append(repeat(16*time.Millisecond, 3), 0, 500*time.Millisecond, 0, 500*time.Millisecond, 0, 500*time.Millisecond, 0, 500*time.Millisecond, 0, 500*time.Millisecond, 0, 500*time.Millisecond), 60},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var p LivePacer
			now := time.Unix(1000, 0)
			p.Frame(now, true)
			for _, g := range tc.gaps {
				if g == 0 {
					p.Frame(now, false)
					continue
				}
				now = now.Add(g)
				p.Frame(now, true)
			}
			if got := p.Rate(); got != tc.want {
				t.Errorf("rate %v, want %v", got, tc.want)
			}
		})
	}
}

func repeat(d time.Duration, n int) []time.Duration {
	out := make([]time.Duration, n)
	for i := range out {
		out[i] = d
	}
	return out
}
