package war_test

import (
	"context"
	"testing"
	"time"

	"parlour/engine"
	"parlour/game"
	"parlour/game/war"
)

// benchPositions are the start and three middlegame positions (from
// seeded random openings continued by a depth-4 search for 30 plies),
// for the searcher's benchmarks and the baseline's freeze.
var benchPositions = []struct{ name, text string }{
	{"start", war.StartPosition},
	{"middle1", "m......chm/....k...../.v.g....Gv/..r.r.r.../.r.v.v.v../.....V.V../..F.R.R.V./.VFV....../R.R.....R./MH...K.CHM white 0 2 - 0"},
	{"middle2", "mhc..k..h./r.r......./.......v../....v.r.rm/...v.v.f.v/.........V/R...R.R.R./..fRGV.V../.........F/MH...K.CHM white 1 0 - 0"},
	{"middle3", "mhc..k..m./r...r.c.../.v.v.v...v/..r.F...rh/.......vg./....C...../......f.RM/.VHV.V...H/R.R.RFR.../Mf..GK.C.. white 0 0 - 0"},
}

// benchPosition reads one of benchPositions.
func benchPosition(tb testing.TB, text string) game.State {
	tb.Helper()
	s, _, err := war.Spec.Position(nil, text)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// BenchmarkSearch measures the searcher on the start position with a
// fixed node count, reported as nodes/s.
func BenchmarkSearch(b *testing.B) {
	s := benchPosition(b, war.StartPosition)
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
// second, and its speed, from the start and three middlegame positions,
// for the strongest level and for the frozen baseline, run one after the
// other so that both meet the same load on a shared machine.
func BenchmarkDepthOneSecond(b *testing.B) {
	for _, pos := range benchPositions {
		for _, player := range []struct {
			name   string
			frozen bool
		}{{"expert", false}, {"baseline", true}} {
			b.Run(pos.name+"/"+player.name, func(b *testing.B) {
				s := benchPosition(b, pos.text)
				p := engine.Params{Depth: engine.MaxDepth, Budget: time.Second, Full: true, Frozen: player.frozen}
				var depth int
				var nodes int64
				for b.Loop() {
					_, info, err := engine.Search(context.Background(), s, nil, p, 1, nil)
					if err != nil {
						b.Fatal(err)
					}
					depth, nodes = info.Depth, nodes+info.Nodes
				}
				b.ReportMetric(float64(depth), "depth")
				b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
			})
		}
	}
}

// BenchmarkNodesToDepth reports the nodes the strongest level's search
// visits to complete each depth up to 9 from the start and three
// middlegame positions: a measure of its pruning that no load disturbs.
func BenchmarkNodesToDepth(b *testing.B) {
	const depth = 9
	for _, pos := range benchPositions {
		b.Run(pos.name, func(b *testing.B) {
			s := benchPosition(b, pos.text)
			var nodes int64
			for b.Loop() {
				_, info, err := engine.Search(context.Background(), s, nil, engine.Params{Depth: depth, Full: true}, 1, nil)
				if err != nil {
					b.Fatal(err)
				}
				nodes = info.Nodes
			}
			b.ReportMetric(float64(nodes), "nodes")
		})
	}
}

// TestBaselineFrozen pins the frozen baseline's search: from each of
// benchPositions, a depth-5 search must visit the nodes and choose the
// move that the search before its refinements did, so that tournaments
// against the baseline keep measuring against the same player.
func TestBaselineFrozen(t *testing.T) {
	want := map[string]struct {
		move  string
		nodes int64
	}{
		"start":   {"c2-c4", 466054},
		"middle1": {"i4-i5", 25834},
		"middle2": {"e3-a7", 76397},
		"middle3": {"j3-h4", 28712},
	}
	p, err := engine.Baseline.Params()
	if err != nil {
		t.Fatal(err)
	}
	p.Depth, p.Budget, p.Nodes = 5, 0, 0
	for _, pos := range benchPositions {
		s := benchPosition(t, pos.text)
		m, info, err := engine.Search(context.Background(), s, nil, p, 1, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.MoveString(m); got != want[pos.name].move || info.Nodes != want[pos.name].nodes {
			t.Errorf("%s: the baseline played %s after %d nodes, want %s after %d", pos.name, got, info.Nodes, want[pos.name].move, want[pos.name].nodes)
		}
	}
}
