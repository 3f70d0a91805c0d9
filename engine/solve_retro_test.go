package engine

import (
	"context"
	"math/rand/v2"
	"testing"
)

// graphSpace is a RetroSpace given as an explicit graph, for tests.
type graphSpace struct {
	bounds []int64
	succ   [][]int64
	pred   [][]int64
}

func (g *graphSpace) Layers() []int64 { return g.bounds }

func (g *graphSpace) Exits(i int64, dst []int64) ([]int64, int) {
	l := 0
	for g.bounds[l+1] <= i {
		l++
	}
	in := 0
	for _, c := range g.succ[i] {
		if c >= g.bounds[l] {
			in++
		} else {
			dst = append(dst, c)
		}
	}
	return dst, in
}

func (g *graphSpace) Predecessors(i int64, dst []int64) []int64 { return append(dst, g.pred[i]...) }

// randomSpace builds a graph of n positions in the given number of layers:
// each position has up to four moves, mostly within its layer (so there are
// cycles), some to earlier layers and a few that win at once.
func randomSpace(rng *rand.Rand, n, layers int) *graphSpace {
	g := &graphSpace{succ: make([][]int64, n), pred: make([][]int64, n)}
	for l := 0; l < layers; l++ {
		g.bounds = append(g.bounds, int64(l*n/layers))
	}
	g.bounds = append(g.bounds, int64(n))
	layerOf := func(i int) int {
		l := 0
		for g.bounds[l+1] <= int64(i) {
			l++
		}
		return l
	}
	for i := 0; i < n; i++ {
		l := layerOf(i)
		lo, hi := int(g.bounds[l]), int(g.bounds[l+1])
		for k := rng.IntN(5); k > 0; k-- {
			switch r := rng.IntN(10); {
			case r == 0:
				g.succ[i] = append(g.succ[i], RetroWin)
			case r <= 3 && lo > 0:
				g.succ[i] = append(g.succ[i], int64(rng.IntN(lo)))
			default:
				c := lo + rng.IntN(hi-lo)
				g.succ[i] = append(g.succ[i], int64(c))
				g.pred[c] = append(g.pred[c], int64(i))
			}
		}
	}
	return g
}

// naiveValues solves g by its definition, scanning every position at every
// distance: lost in 0 without moves; won in d (odd) when some move reaches
// a position lost in d-1; lost in d (even) when every move reaches a won
// position and the slowest is won in d-1. It returns values coded as in
// RetroTable.
func naiveValues(g *graphSpace) []uint16 {
	n := len(g.succ)
	v := make([]uint16, n)
	for i := range v {
		if len(g.succ[i]) == 0 {
			v[i] = 1
		}
	}
	for d := 1; d <= MaxRetroPlies; d++ {
		var found []int
		for i := 0; i < n; i++ {
			if v[i] != 0 {
				continue
			}
			if d%2 == 1 {
				for _, c := range g.succ[i] {
					if (c == RetroWin && d == 1) || (c >= 0 && int(v[c]) == d) {
						found = append(found, i)
						break
					}
				}
				continue
			}
			longest := -1
			for _, c := range g.succ[i] {
				if c == RetroWin || v[c] == 0 || (int(v[c])-1)%2 == 0 {
					longest = -2 // a win, a draw or not known yet
					break
				}
				longest = max(longest, int(v[c])-1)
			}
			if longest == d-1 {
				found = append(found, i)
			}
		}
		if len(found) == 0 {
			break // nothing settles at d, so nothing can settle later
		}
		for _, i := range found {
			v[i] = uint16(d + 1)
		}
	}
	return v
}

func TestRetroSolveMatchesDefinition(t *testing.T) {
	tests := []struct {
		n, layers, workers int
	}{
		{50, 1, 1},
		{400, 3, 2},
		{3000, 5, 2},
		{3000, 1, 3},
	}
	for _, tt := range tests {
		for seed := uint64(0); seed < 20; seed++ {
			rng := rand.New(rand.NewPCG(seed, uint64(tt.n)))
			g := randomSpace(rng, tt.n, tt.layers)
			tab, st, err := RetroSolve(context.Background(), g, tt.workers, nil)
			if err != nil {
				t.Fatal(err)
			}
			want := naiveValues(g)
			won, lost := int64(0), int64(0)
			for i, w := range want {
				if tab.Values[i] != w {
					t.Fatalf("n=%d layers=%d seed %d: position %d has value %d, want %d (moves %v)", tt.n, tt.layers, seed, i, tab.Values[i], w, g.succ[i])
				}
				if w != 0 && (w-1)%2 == 1 {
					won++
				} else if w != 0 {
					lost++
				}
			}
			if st.Won != won || st.Lost != lost {
				t.Errorf("n=%d seed %d: stats %+v, want %d won and %d lost", tt.n, seed, st, won, lost)
			}
		}
	}
}

func TestRetroResult(t *testing.T) {
	tab := &RetroTable{Values: []uint16{0, 1, 2, 9, 301}}
	tests := []struct {
		win   bool
		plies int
		draw  bool
	}{{false, 0, true}, {false, 0, false}, {true, 1, false}, {false, 8, false}, {false, 300, false}}
	for i, tt := range tests {
		win, plies, draw := tab.Result(int64(i))
		if win != tt.win || plies != tt.plies || draw != tt.draw {
			t.Errorf("value %d: got %v %d %v, want %v %d %v", tab.Values[i], win, plies, draw, tt.win, tt.plies, tt.draw)
		}
	}
}

func TestRetroSolveRejectsBadLayers(t *testing.T) {
	g := &graphSpace{bounds: []int64{1, 2}}
	if _, _, err := RetroSolve(context.Background(), g, 1, nil); err == nil {
		t.Fatal("layers not starting at 0 accepted")
	}
}

// TestRetroSolveLongGames checks distances beyond what one byte holds, with
// the long game split over layers: position i has one move, to i-1, and
// position 0 none, so i is won (odd) or lost (even) in i plies.
func TestRetroSolveLongGames(t *testing.T) {
	const n = 700
	g := &graphSpace{bounds: []int64{0, 250, 500, n}, succ: make([][]int64, n), pred: make([][]int64, n)}
	for i := int64(1); i < n; i++ {
		g.succ[i] = []int64{i - 1}
		if i != 250 && i != 500 {
			g.pred[i-1] = []int64{i}
		}
	}
	tab, st, err := RetroSolve(context.Background(), g, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := int64(0); i < n; i++ {
		win, plies, draw := tab.Result(i)
		if draw || win != (i%2 == 1) || plies != int(i) {
			t.Fatalf("position %d: win %v in %d plies (draw %v), want %v in %d", i, win, plies, draw, i%2 == 1, i)
		}
	}
	if st.MaxPlies != n-1 || st.Won != n/2 || st.Lost != n/2 {
		t.Errorf("stats %+v, want longest %d and %d each won and lost", st, n-1, n/2)
	}
}
