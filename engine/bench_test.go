package engine_test

import (
	"context"
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/game/harehounds"
)

// BenchmarkSolve solves each Hare and Hounds variant from scratch.
func BenchmarkSolve(b *testing.B) {
	for _, opts := range game.Variants(harehounds.Spec.Options) {
		name := strings.ReplaceAll(opts.String(), " ", ",")
		b.Run(name, func(b *testing.B) {
			s, _, err := harehounds.Spec.Start(opts)
			if err != nil {
				b.Fatal(err)
			}
			var tb *engine.Table
			for b.Loop() {
				tb, err = engine.Solve(context.Background(), s, 0)
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(tb.Len()), "positions")
		})
	}
}

// BenchmarkSearch measures alpha-beta speed from the start of Hare and
// Hounds with a fixed node count, reported as nodes/s.
func BenchmarkSearch(b *testing.B) {
	for _, tc := range []struct {
		name string
		opts game.Options
	}{
		{"harehounds", nil},
		{"harehounds-stalling-off", game.Options{harehounds.OptStalling: "off"}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			s, _, err := harehounds.Spec.Start(tc.opts)
			if err != nil {
				b.Fatal(err)
			}
			p := engine.Params{Depth: engine.MaxDepth, Nodes: 1_000_000, Full: true}
			var nodes int64
			for b.Loop() {
				_, info, err := engine.Search(context.Background(), s, nil, p, 1, nil)
				if err != nil {
					b.Fatal(err)
				}
				nodes += info.Nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}
