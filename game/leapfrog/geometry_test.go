package leapfrog

import (
	"slices"
	"testing"

	"parlour/game"
)

func TestBoard(t *testing.T) {
	tests := []struct {
		jumps       string
		lines       int
		jumpsFromA1 []string
	}{
		{"orthogonal", 2 * 15 * 14, []string{"c1", "a3"}},
		{"diagonal", 2*15*14 + 2*14*14, []string{"c1", "a3", "c3"}},
	}
	for _, tt := range tests {
		s := start(t, game.Options{OptJumps: tt.jumps})
		b := s.Board()
		if b.Style() != game.Squares || b.Len() != 225 || len(b.Lines()) != tt.lines {
			t.Errorf("%s: style %d, %d points, %d lines; want squares, 225, %d", tt.jumps, b.Style(), b.Len(), len(b.Lines()), tt.lines)
		}
		if p, _ := b.Index(7, 7); b.Point(p).Name != "h8" {
			t.Errorf("centre named %q, want h8", b.Point(p).Name)
		}
		a1, _ := b.Lookup("a1")
		var got []string
		for _, j := range s.geo.jumps[a1] {
			got = append(got, b.Point(int(j.to)).Name)
		}
		if !slices.Equal(got, tt.jumpsFromA1) {
			t.Errorf("%s: jumps from a1 land on %v, want %v", tt.jumps, got, tt.jumpsFromA1)
		}
	}
}
