package engine_test

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"parlour/engine"
)

// pickShares draws n picks from scores at temperature t and returns the
// share of each index.
func pickShares(scores []int, t, n int, seed uint64) []float64 {
	rng := rand.New(rand.NewPCG(seed, 1))
	shares := make([]float64, len(scores))
	for range n {
		shares[engine.SoftmaxPick(scores, t, rng)] += 1 / float64(n)
	}
	return shares
}

func TestSoftmaxPickShares(t *testing.T) {
	const draws = 40_000
	tests := []struct {
		name   string
		scores []int
		temp   int
		want   []float64 // expected shares
	}{
		{"zero temperature plays the best", []int{10, 50, 20}, 0, []float64{0, 1, 0}},
		{"one move", []int{-7}, 40, []float64{1}},
		{"equal scores", []int{5, 5}, 10, []float64{0.5, 0.5}},
		{"one temperature worse is e times rarer", []int{100, 90}, 10, []float64{math.E / (1 + math.E), 1 / (1 + math.E)}},
		{"a proven win leaves the rest out", []int{engine.MateScore - 3, 400, 399}, 1000, []float64{1, 0, 0}},
		{"the quickest win", []int{engine.MateScore - 5, engine.MateScore - 1, engine.MateScore - 3}, 1000, []float64{0, 1, 0}},
		{"the longest defence", []int{-(engine.MateScore - 5), -(engine.MateScore - 9)}, 1000, []float64{0, 1}},
		{"a proven loss is never chosen", []int{-(engine.MateScore - 2), -300}, 1000, []float64{0, 1}},
	}
	for _, tt := range tests {
		got := pickShares(tt.scores, tt.temp, draws, 7)
		for i := range got {
			if math.Abs(got[i]-tt.want[i]) > 0.01 {
				t.Errorf("%s: shares %.3f, want %.3f", tt.name, got, tt.want)
				break
			}
		}
	}
}

// A lower temperature never picks a worse move more often, and the best
// one more often.
func TestSoftmaxPickLowerTemperatureIsStricter(t *testing.T) {
	scores := []int{120, 100, 90, 40, 0, -200}
	var last []float64
	for _, temp := range []int{1, 5, 10, 20, 40, 80, 160} {
		shares := pickShares(scores, temp, 40_000, 3)
		if last != nil {
			if shares[0] > last[0]+0.005 {
				t.Errorf("temperature %d plays the best move %.3f of the time, more than a lower one (%.3f)", temp, shares[0], last[0])
			}
			worse := func(s []float64) float64 { return 1 - s[0] }
			if worse(shares) < worse(last)-0.005 {
				t.Errorf("temperature %d plays a worse move %.3f of the time, less than a lower one (%.3f)", temp, worse(shares), worse(last))
			}
		}
		last = shares
	}
	if last[0] > 0.5 {
		t.Errorf("at a high temperature the best move is still played %.3f of the time", last[0])
	}
}

func TestSoftmaxPickDeterministic(t *testing.T) {
	scores := []int{30, 25, 20, 10, 0}
	for seed := uint64(1); seed <= 50; seed++ {
		a := engine.SoftmaxPick(scores, 15, rand.New(rand.NewPCG(seed, 9)))
		b := engine.SoftmaxPick(scores, 15, rand.New(rand.NewPCG(seed, 9)))
		if a != b {
			t.Fatalf("seed %d: picked %d, then %d", seed, a, b)
		}
	}
}

// The weaker levels choose with a temperature: the same position and seed
// give the same move, other seeds other good moves, and never a move
// their search sees losing when another does not.
func TestWeakLevelsDeterministicPerSeed(t *testing.T) {
	for _, tc := range []struct {
		game  string
		moves []string
	}{
		{"harehounds", nil},
		{"harehounds", []string{"b1-c1", "e2-d1"}},
		{"foxgeese", nil},
		{"war", nil},
	} {
		for _, level := range []engine.Level{engine.Easy, engine.Medium} {
			seen := map[string]bool{}
			for seed := uint64(1); seed <= 12; seed++ {
				req := engine.Request{Game: tc.game, Moves: tc.moves, Level: level, Seed: seed}
				first := chooseFixed(t, req)
				if again := chooseFixed(t, req); again != first {
					t.Errorf("%s %v at %s, seed %d: played %s, then %s", tc.game, tc.moves, level, seed, first, again)
				}
				seen[first] = true
			}
			if level == engine.Easy && len(seen) < 2 {
				t.Errorf("%s %v at easy: 12 seeds all played %v", tc.game, tc.moves, seen)
			}
		}
	}
}

// chooseFixed asks for a move of a search limited by nodes and depth
// alone, so that the machine's speed cannot change it.
func chooseFixed(t *testing.T, req engine.Request) string {
	t.Helper()
	p, err := req.Level.Params()
	if err != nil {
		t.Fatal(err)
	}
	m, err := req.Match()
	if err != nil {
		t.Fatal(err)
	}
	p.Budget = 0
	p.Nodes = min(p.Nodes, 60_000)
	mv, _, err := engine.Search(context.Background(), m.State(), nil, p, req.Seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	return m.State().MoveString(mv)
}
