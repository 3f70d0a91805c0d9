package engine_test

import (
	"context"
	"errors"
	"testing"

	"parlour/engine"
	"parlour/game"
)

var exhaustive = engine.Params{Depth: engine.MaxDepth}

// checkSearch compares a full-depth search with the solver at s: the score
// must be the exact mate distance, and the move must keep the value.
func checkSearch(t *testing.T, name string, s game.State) {
	t.Helper()
	tb, err := engine.Solve(context.Background(), s, 0)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	mover := s.ToMove()
	m, info, err := engine.Search(context.Background(), s, nil, exhaustive, 1, nil)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	want := engine.MateIn(tb.Root(), mover)
	if info.Score != want {
		t.Errorf("%s: score %s, want %s (solver: %+v)", name, engine.ScoreString(info.Score), engine.ScoreString(want), tb.Root())
	}
	c := s.Clone()
	c.Apply(m)
	got, _ := tb.Lookup(c)
	if r := tb.Root(); !r.Draw() && (got.Winner != r.Winner || got.Plies != r.Plies-1) || r.Draw() && !got.Draw() {
		t.Errorf("%s: move %s leads to %+v, but the position is %+v", name, s.MoveString(m), got, r)
	}
}

func TestSearchMatchesSolver(t *testing.T) {
	for seed := uint64(1); seed <= 60; seed++ {
		spec := randomDAG(seed, 14)
		for _, mover := range []game.Player{0, 1} {
			if s := newGraph(spec, 0, mover); !s.Outcome().Over {
				checkSearch(t, "dag", s)
			}
		}
	}
	for node := range cyclic.edges {
		if s := newGraph(cyclic, node, 1); !s.Outcome().Over {
			checkSearch(t, "cyclic "+s.String(), s)
		}
	}
	for _, pos := range []string{
		".../.../... x", "x../.../... o", ".x./.../... o", "xx./oo./... x", "xx./oo./... o",
		"x../.o./..x o", "xo./.x./... o", "x.o/.../... x", "o../.x./... x",
	} {
		s, err := parseTTT(nil, pos)
		if err != nil {
			t.Fatalf("%q: %v", pos, err)
		}
		checkSearch(t, pos, s)
	}
}

func TestSearchTieBreakAndRepeatability(t *testing.T) {
	// Every opening move of tic-tac-toe draws, so the seed picks one.
	picked := map[game.Move]bool{}
	for seed := uint64(0); seed < 30; seed++ {
		m1, _, err := engine.Search(context.Background(), &tttState{}, nil, exhaustive, seed, nil)
		if err != nil {
			t.Fatal(err)
		}
		m2, _, _ := engine.Search(context.Background(), &tttState{}, nil, exhaustive, seed, nil)
		if m1 != m2 {
			t.Errorf("seed %d: picked %d then %d", seed, m1, m2)
		}
		picked[m1] = true
	}
	if len(picked) < 4 {
		t.Errorf("30 seeds picked only %d different opening moves of 9 equal ones", len(picked))
	}
}

func TestSearchProgressAndPV(t *testing.T) {
	s := &tttState{}
	var infos []engine.Info
	_, final, err := engine.Search(context.Background(), s, nil, engine.Params{Depth: 6}, 3, func(i engine.Info) { infos = append(infos, i) })
	if err != nil {
		t.Fatal(err)
	}
	if len(infos) != 6 {
		t.Fatalf("got %d progress reports, want one per depth 1..6", len(infos))
	}
	for i, info := range infos {
		if info.Depth != i+1 || len(info.PV) == 0 || info.Nodes <= 0 {
			t.Errorf("report %d: depth %d, %d nodes, PV %v", i, info.Depth, info.Nodes, info.PV)
		}
		c := s.Clone()
		for _, mv := range info.PV {
			m, err := c.ParseMove(mv)
			if err != nil {
				t.Fatalf("report %d: PV %v: %v", i, info.PV, err)
			}
			c.Apply(m)
		}
	}
	if final.Depth != 6 {
		t.Errorf("final depth %d, want 6", final.Depth)
	}
}

func TestSearchBudgets(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name     string
		ctx      context.Context
		params   engine.Params
		maxNodes int64
		wantErr  error
	}{
		{"node budget", context.Background(), engine.Params{Depth: engine.MaxDepth, Nodes: 500, Full: true}, 500 + 9, nil},
		{"depth limit", context.Background(), engine.Params{Depth: 1}, 9, nil},
		{"cancelled", cancelled, exhaustive, 0, context.Canceled},
	}
	for _, tc := range tests {
		m, info, err := engine.Search(tc.ctx, &tttState{}, nil, tc.params, 1, nil)
		if !errors.Is(err, tc.wantErr) {
			t.Errorf("%s: error %v, want %v", tc.name, err, tc.wantErr)
			continue
		}
		if err != nil {
			continue
		}
		if info.Nodes > tc.maxNodes || info.Nodes == 0 || m > 8 {
			t.Errorf("%s: move %d after %d nodes, want a move within %d nodes", tc.name, m, info.Nodes, tc.maxNodes)
		}
	}
	over, _ := parseTTT(nil, "xxx/oo./... o")
	if _, _, err := engine.Search(context.Background(), over, nil, exhaustive, 1, nil); err == nil {
		t.Error("search of a finished game gave no error")
	}
}

func TestSearchRepetitionIsDraw(t *testing.T) {
	// On node 1 of a 1 <-> 0 cycle the mover wins at once by moving to 2;
	// node 6 offers a cycle (draw) and a loss.
	tests := []struct {
		node    int
		history []int // nodes met before, with the same player to move
		want    int
	}{
		{6, nil, 0},
		{1, nil, engine.MateScore - 1},
		{21, nil, 0},
		{21, []int{21}, 0},
	}
	for _, tc := range tests {
		s := newGraph(cyclic, tc.node, 0)
		var hist []uint64
		for _, n := range tc.history {
			hist = append(hist, engine.Key(newGraph(cyclic, n, 0)))
		}
		_, info, err := engine.Search(context.Background(), s, hist, exhaustive, 1, nil)
		if err != nil {
			t.Fatal(err)
		}
		if info.Score != tc.want {
			t.Errorf("node %d: score %s, want %s", tc.node, engine.ScoreString(info.Score), engine.ScoreString(tc.want))
		}
	}
}

func TestScoreString(t *testing.T) {
	tests := []struct {
		score int
		want  string
	}{
		{0, "+0"}, {12, "+12"}, {-7, "-7"},
		{engine.MateScore - 5, "win in 5 moves, counting both sides"}, {-(engine.MateScore - 4), "loss in 4 moves, counting both sides"}, {engine.MateScore - 1, "win in 1 move"},
	}
	for _, tc := range tests {
		if got := engine.ScoreString(tc.score); got != tc.want {
			t.Errorf("ScoreString(%d) = %q, want %q", tc.score, got, tc.want)
		}
	}
}
