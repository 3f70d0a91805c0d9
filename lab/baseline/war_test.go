package baseline_test

import (
	"context"
	"strconv"
	"testing"
	"time"

	"parlour/engine"
	"parlour/game"
	"parlour/game/war"
	"parlour/game/war/wartest"
	"parlour/lab/baseline"
)

// The Game of War is where the refined search and the frozen baseline
// part most (Tactical, with null moves, exchanges and extensions): these
// tests and benchmarks compare the two on it.

// benchPosition reads one of war.BenchPositions.
func benchPosition(tb testing.TB, text string) game.State {
	tb.Helper()
	s, _, err := war.Spec.Position(nil, text)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// players are the strongest level's search and the frozen baseline, as
// the benchmarks compare them.
var players = []struct {
	name   string
	search func(ctx context.Context, s game.State, history []uint64, p engine.Params, seed uint64, progress func(engine.Info)) (game.Move, engine.Info, error)
}{{"expert", engine.Search}, {"baseline", baseline.Search}}

// BenchmarkSearch measures the searcher on the start position with a
// fixed node count, reported as nodes/s, for the strongest level and the
// frozen baseline.
func BenchmarkSearch(b *testing.B) {
	s := benchPosition(b, war.StartPosition)
	for _, player := range players {
		b.Run(player.name, func(b *testing.B) {
			p := engine.Params{Depth: engine.MaxDepth, Nodes: 300_000, Budget: time.Minute, Full: true}
			var nodes int64
			for b.Loop() {
				_, info, err := player.search(context.Background(), s, nil, p, 1, nil)
				if err != nil {
					b.Fatal(err)
				}
				nodes += info.Nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}

// BenchmarkDepthOneSecond reports the depth the searcher completes in one
// second, and its speed, from the start and three middlegame positions,
// for the strongest level and for the frozen baseline, run one after the
// other so that both meet the same load on a shared machine.
func BenchmarkDepthOneSecond(b *testing.B) {
	for _, pos := range war.BenchPositions {
		for _, player := range players {
			b.Run(pos.Name+"/"+player.name, func(b *testing.B) {
				s := benchPosition(b, pos.Text)
				p := engine.Params{Depth: engine.MaxDepth, Budget: time.Second, Full: true}
				var depth int
				var nodes int64
				for b.Loop() {
					_, info, err := player.search(context.Background(), s, nil, p, 1, nil)
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

// BenchmarkNodesToDepth reports the nodes a search visits to complete
// depth 5 (the strongest level and the frozen baseline) and depths 8 and
// 9 (the strongest level) from the start and three middlegame positions:
// a measure of pruning that no load disturbs.
func BenchmarkNodesToDepth(b *testing.B) {
	for _, pos := range war.BenchPositions {
		for _, tc := range []struct {
			player int // of players
			depth  int
		}{{0, 5}, {0, 8}, {0, 9}, {1, 5}} {
			player := players[tc.player]
			b.Run(pos.Name+"/"+player.name+"-"+strconv.Itoa(tc.depth), func(b *testing.B) {
				s := benchPosition(b, pos.Text)
				p := engine.Params{Depth: tc.depth, Full: true}
				var nodes int64
				for b.Loop() {
					_, info, err := player.search(context.Background(), s, nil, p, 1, nil)
					if err != nil {
						b.Fatal(err)
					}
					nodes = info.Nodes
				}
				b.ReportMetric(float64(nodes), "nodes")
			})
		}
	}
}

// TestBaselineFrozen pins the frozen baseline's search: from each of
// war.BenchPositions, a depth-5 search must visit the nodes and choose the
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
	p := baseline.Params
	p.Depth, p.Budget, p.Nodes = 5, 0, 0
	for _, pos := range war.BenchPositions {
		s := benchPosition(t, pos.Text)
		m, info, err := baseline.Search(context.Background(), s, nil, p, 1, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.MoveString(m); got != want[pos.Name].move || info.Nodes != want[pos.Name].nodes {
			t.Errorf("%s: the baseline played %s after %d nodes, want %s after %d", pos.Name, got, info.Nodes, want[pos.Name].move, want[pos.Name].nodes)
		}
	}
}

// TestSearchCitadel checks that the refined search and the baseline both
// take a citadel that is there to take, and both parry a threat to their
// own, where null moves, pruning and reductions could hide it.
func TestSearchCitadel(t *testing.T) {
	tests := []struct {
		name   string
		pieces map[string]byte
		win    bool // a win to find, else a loss to avoid
	}{
		{"seize the open citadel", map[string]byte{"a5": 'M', "c1": 'M', "d1": 'H', "b9": 'r', "i9": 'r'}, true},
		{"parry the Mortar on the f-file", map[string]byte{"a3": 'G', "c1": 'M', "d1": 'H', "f6": 'm', "i8": 'h', "j9": 'r'}, false},
	}
	for _, tc := range tests {
		for _, player := range players {
			s := wartest.State(t, tc.pieces, "white")
			_, info, err := player.search(context.Background(), s, nil, engine.Params{Depth: 6}, 1, nil)
			if err != nil {
				t.Fatal(err)
			}
			won, lost := info.Score >= engine.MateScore-engine.MaxDepth, info.Score <= -(engine.MateScore-engine.MaxDepth)
			if tc.win && !won || !tc.win && lost {
				t.Errorf("%s (%s): score %s with %v", tc.name, player.name, engine.ScoreString(info.Score), info.PV)
			}
		}
	}
}

// TestSearchWithoutTable checks that both searches run with the one-slot
// table of a Full request, as the benchmarks and the browser's tests use
// them.
func TestSearchWithoutTable(t *testing.T) {
	for _, player := range players {
		s := benchPosition(t, war.BenchPositions[1].Text)
		m, info, err := player.search(context.Background(), s, nil, engine.Params{Depth: 4, Full: true, NoTable: true}, 1, nil)
		if err != nil || info.Depth != 4 {
			t.Errorf("%s: move %v at depth %d, error %v; want a depth-4 move", player.name, m, info.Depth, err)
		}
	}
}
