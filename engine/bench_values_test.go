package engine_test

import (
	"context"
	"testing"

	"parlour/engine"
	"parlour/game/harehounds"
	"parlour/game/solitaire"
)

// TestBenchValues checks the benchmark's counts: in a solved game every
// move of every position is exact, and the median is no more than the
// slowest.
func TestBenchValues(t *testing.T) {
	got, err := engine.BenchValues(context.Background(), engine.ValuesBench{Game: harehounds.Spec.ID, Positions: 20, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if got.Positions != 20 || got.Moves == 0 || got.Exact != got.Moves || got.Median > got.Max || got.Max > got.Total {
		t.Errorf("%+v: want 20 positions, every move exact, median <= max <= total", got)
	}
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
