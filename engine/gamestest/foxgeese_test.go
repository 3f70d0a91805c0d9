package gamestest

import (
	"context"
	"testing"
	"time"

	"parlour/engine"
	"parlour/game/foxgeese"
)

// The optional interfaces of the engine that Fox and Geese means to
// implement.
var (
	_ engine.Evaluator      = (*foxgeese.State)(nil)
	_ engine.Tactical       = (*foxgeese.State)(nil)
	_ engine.TacticalLister = (*foxgeese.State)(nil)
)

// BenchmarkSearchOneSecond searches Fox and Geese's start position with
// a budget of one second and reports the depth of the last completed
// iteration and the speed: "ai" searches as the AI does (transposition
// table, stopping once half the budget is gone), "full" uses the whole
// second without a table.
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
