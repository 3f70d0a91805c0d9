package engine_test

import (
	"context"
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/game/harehounds"
	"parlour/game/solitaire"
)

// BenchmarkValuesHareHounds values every move from each Hare and Hounds
// start (16 variants), the tables already solved.
func BenchmarkValuesHareHounds(b *testing.B) {
	variants := game.Variants(harehounds.Spec.Options)
	for _, o := range variants {
		if _, err := engine.SolveGame(harehounds.Spec, o, ""); err != nil {
			b.Fatal(err)
		}
	}
	ctx := context.Background()
	for b.Loop() {
		for _, o := range variants {
			if _, err := engine.MoveValues(ctx, engine.Request{Game: harehounds.Spec.ID, Options: o}); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*len(variants))/1000, "ms/start")
}

// BenchmarkValuesSolitaire values every jump at 1,000 positions reached by
// random play from the usual start and reports the median and the
// slowest.
func BenchmarkValuesSolitaire(b *testing.B) {
	for b.Loop() {
		t, err := engine.BenchValues(context.Background(), engine.ValuesBench{Game: solitaire.Spec.ID, Positions: 1000, Seed: 11})
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(t.Median.Microseconds())/1000, "median-ms")
		b.ReportMetric(float64(t.Max.Microseconds())/1000, "max-ms")
	}
}
