package war_test

import (
	"context"
	"testing"
	"time"

	"parlour/engine"
	"parlour/game/war"
)

// BenchmarkSearch measures the searcher on the start position with a
// fixed node count, reported as nodes/s.
func BenchmarkSearch(b *testing.B) {
	s, _, err := war.Spec.Start(nil)
	if err != nil {
		b.Fatal(err)
	}
	var nodes int64
	for b.Loop() {
		_, info, err := engine.Search(context.Background(), s, nil, engine.Params{Depth: engine.MaxDepth, Nodes: 300_000, Budget: time.Minute, Full: true}, 1, nil)
		if err != nil {
			b.Fatal(err)
		}
		nodes += info.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkDepthOneSecond reports the depth the searcher completes in one
// second from the start position.
func BenchmarkDepthOneSecond(b *testing.B) {
	s, _, err := war.Spec.Start(nil)
	if err != nil {
		b.Fatal(err)
	}
	depth := 0
	for b.Loop() {
		_, info, err := engine.Search(context.Background(), s, nil, engine.Params{Depth: engine.MaxDepth, Budget: time.Second, Full: true}, 1, nil)
		if err != nil {
			b.Fatal(err)
		}
		depth = info.Depth
	}
	b.ReportMetric(float64(depth), "depth")
}
