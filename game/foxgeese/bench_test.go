package foxgeese_test

import (
	"context"
	"testing"
	"time"

	"parlour/engine"
	"parlour/game"
	"parlour/game/foxgeese"
)

// BenchmarkSearchOneSecond searches the start position with a budget of
// one second and reports the depth of the last completed iteration and the
// speed: "ai" searches as the AI does (transposition table, stopping once
// half the budget is gone), "full" uses the whole second without a table.
func BenchmarkSearchOneSecond(b *testing.B) {
	s, _, err := foxgeese.Spec.Start(nil)
	if err != nil {
		b.Fatal(err)
	}
	for _, full := range []bool{false, true} {
		name := "ai"
		if full {
			name = "full"
		}
		b.Run(name, func(b *testing.B) {
			p := engine.Params{Depth: engine.MaxDepth, Budget: time.Second, Full: full, NoTable: full}
			var depth, nodes int64
			var spent time.Duration
			for i := 0; i < b.N; i++ {
				_, info, err := engine.Search(context.Background(), s, nil, p, uint64(i), nil)
				if err != nil {
					b.Fatal(err)
				}
				depth += int64(info.Depth)
				nodes += info.Nodes
				spent += info.Elapsed
			}
			b.ReportMetric(float64(depth)/float64(b.N), "depth")
			b.ReportMetric(float64(nodes)/spent.Seconds(), "nodes/s")
		})
	}
}

// BenchmarkMoves generates, plays and takes back every move in the
// positions of a quiet opening.
func BenchmarkMoves(b *testing.B) {
	m, err := game.NewMatch(foxgeese.Spec, nil)
	if err != nil {
		b.Fatal(err)
	}
	for _, mv := range []string{"9-4", "17-10", "11-6", "16-9", "4-5", "24-17"} {
		if err := m.PlayString(mv); err != nil {
			b.Fatal(err)
		}
	}
	s := m.State().Clone()
	var buf []game.Move
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = s.LegalMoves(buf[:0])
		for _, mv := range buf {
			s.Apply(mv)
			s.Undo()
		}
	}
}
