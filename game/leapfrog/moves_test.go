package leapfrog

import (
	"math/rand/v2"
	"testing"

	"parlour/game"
)

// BenchmarkLegalMoves generates every jump of an 18×18 board with eight
// players, with orthogonal and with diagonal jumps: full (just after the
// opening, eight points empty), crowded (one point in eight empty) and
// open (one in three). It reports jumps generated per second.
func BenchmarkLegalMoves(b *testing.B) {
	for _, jumps := range []string{"orthogonal", "diagonal"} {
		for _, bb := range []struct {
			name  string
			empty func(points int) int
		}{
			{"full", func(int) int { return 8 }},
			{"crowded", func(n int) int { return n / 8 }},
			{"open", func(n int) int { return n / 3 }},
		} {
			b.Run(jumps+"/"+bb.name, func(b *testing.B) {
				s := start(b, game.Options{OptPlayers: "8", OptSize: "18", OptJumps: jumps})
				rng := rand.New(rand.NewPCG(1, 2))
				for s.empties < bb.empty(len(s.cells)) {
					if p := rng.IntN(len(s.cells)); s.cells[p] != 0 {
						s.cells[p] = 0
						s.empties++
					}
				}
				s.rehash()
				buf := make([]game.Move, 0, 2048)
				jumps := 0
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					jumps += len(s.LegalMoves(buf[:0]))
				}
				b.ReportMetric(float64(jumps)/b.Elapsed().Seconds(), "jumps/s")
				b.ReportMetric(float64(jumps)/float64(b.N), "jumps/op")
			})
		}
	}
}
