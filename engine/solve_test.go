package engine_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"parlour/engine"
	"parlour/game"
)

// minimax is an independent, recursive solver for acyclic games, used to
// check the retrograde solver: it visits every reachable position once and
// records each value in memo.
func minimax(s game.State, memo map[uint64]engine.Result) engine.Result {
	k := engine.Key(s)
	if r, ok := memo[k]; ok {
		return r
	}
	var r engine.Result
	if o := s.Outcome(); o.Over {
		r = engine.Result{Winner: o.Winner()}
	} else {
		mover := s.ToMove()
		win, loss, draw := -1, -1, false
		for _, m := range s.LegalMoves(nil) {
			s.Apply(m)
			c := minimax(s, memo)
			s.Undo()
			switch {
			case c.Draw():
				draw = true
			case c.Winner == mover:
				if win < 0 || c.Plies+1 < win {
					win = c.Plies + 1
				}
			default:
				loss = max(loss, c.Plies+1)
			}
		}
		switch {
		case win >= 0:
			r = engine.Result{Winner: mover, Plies: win}
		case draw:
			r = engine.Result{Winner: game.NoPlayer}
		default:
			r = engine.Result{Winner: 1 - mover, Plies: loss}
		}
	}
	memo[k] = r
	return r
}

// randomDAG builds an acyclic graph game: edges only go to higher nodes,
// some give the mover another move, and some dead ends are draws.
func randomDAG(seed uint64, n int) *graphSpec {
	rng := rand.New(rand.NewPCG(seed, 1))
	g := &graphSpec{edges: make([][]edge, n), draws: map[int]bool{}}
	for i := 0; i < n-1; i++ {
		for k := rng.IntN(4); k > 0; k-- {
			g.edges[i] = append(g.edges[i], edge{to: i + 1 + rng.IntN(n-1-i), again: rng.IntN(3) == 0})
		}
		if len(g.edges[i]) == 0 && rng.IntN(5) == 0 {
			g.draws[i] = true
		}
	}
	return g
}

// checkAgainstMinimax solves s both ways and compares every position.
func checkAgainstMinimax(t *testing.T, name string, s game.State) *engine.Table {
	t.Helper()
	tb, err := engine.Solve(context.Background(), s, 0)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	memo := map[uint64]engine.Result{}
	minimax(s.Clone(), memo)
	if tb.Len() != len(memo) {
		t.Errorf("%s: table has %d positions, minimax visited %d", name, tb.Len(), len(memo))
	}
	// Walk the positions again to look each one up by state.
	seen := map[uint64]bool{}
	var walk func(st game.State)
	walk = func(st game.State) {
		k := engine.Key(st)
		if seen[k] {
			return
		}
		seen[k] = true
		got, ok := tb.Lookup(st)
		if !ok || got != memo[k] {
			t.Errorf("%s: position %s: table %v (found %v), minimax %v", name, st, got, ok, memo[k])
		}
		for _, m := range st.LegalMoves(nil) {
			st.Apply(m)
			walk(st)
			st.Undo()
		}
	}
	walk(s.Clone())
	return tb
}

func TestSolveMatchesMinimax(t *testing.T) {
	for seed := uint64(1); seed <= 60; seed++ {
		spec := randomDAG(seed, 14)
		for _, mover := range []game.Player{0, 1} {
			checkAgainstMinimax(t, "dag", newGraph(spec, 0, mover))
		}
	}
	tb := checkAgainstMinimax(t, "tic-tac-toe", &tttState{})
	if got, want := tb.Len(), 5478; got != want {
		t.Errorf("tic-tac-toe: %d positions, want %d (the well-known count)", got, want)
	}
	if !tb.Root().Draw() {
		t.Errorf("tic-tac-toe: %v, want a draw", tb.Root())
	}
}

// cyclic is a hand-made graph game with cycles, same-player moves and a
// draw node; the comments give each node's value for the player to move.
var cyclic = &graphSpec{
	rep: 3,
	edges: [][]edge{
		0:  {{to: 1}},                         // forced into a win for the opponent: lost in 2
		1:  {{to: 0}, {to: 2}},                // won in 1
		2:  {},                                // stuck: lost
		3:  {{to: 4}},                         // a cycle: drawn
		4:  {{to: 3}},                         // drawn
		5:  {{to: 3}, {to: 2}},                // won in 1
		6:  {{to: 3}, {to: 1}},                // keeps the draw
		7:  {{to: 8, again: true}},            // moves twice, then wins: won in 2
		8:  {{to: 2}},                         // won in 1
		9:  {{to: 10, again: true}},           // moves twice into node 1: lost in 3
		10: {{to: 1}},                         // lost in 2
		11: {},                                // a draw node
		12: {{to: 11}, {to: 2}},               // won in 1
		13: {{to: 11}, {to: 1}},               // keeps the draw
		14: {{to: 14, again: true}, {to: 2}},  // could loop, wins in 1
		15: {{to: 15, again: true}},           // loops for ever alone: drawn
		16: {{to: 15, again: true}, {to: 1}},  // keeps the draw
		17: {{to: 1}, {to: 7}},                // both lose; node 7 loses slower: lost in 3
		18: {{to: 0}, {to: 2}},                // node 2 wins faster: won in 1
		19: {{to: 2}, {to: 2, again: false}},  // two equal wins
		20: {{to: 20, again: true}, {to: 1}},  // loop, or hand over a win: drawn
		21: {{to: 22}},                        // the opponent can only loop or lose
		22: {{to: 21}, {to: 1, again: false}}, // lose or loop: drawn
	},
	draws: map[int]bool{11: true},
}

func TestSolveCyclic(t *testing.T) {
	win := func(p int) engine.Result { return engine.Result{Winner: 0, Plies: p} }
	loss := func(p int) engine.Result { return engine.Result{Winner: 1, Plies: p} }
	draw := engine.Result{Winner: game.NoPlayer}
	tests := []struct {
		node     int
		want     engine.Result
		bestMove string // "" when any move will do
	}{
		{0, loss(2), "0>1"},
		{1, win(1), "1>2"},
		{2, loss(0), ""},
		{3, draw, "3>4"},
		{5, win(1), "5>2"},
		{6, draw, "6>3"},
		{7, win(2), "7>8"},
		{9, loss(3), "9>10"},
		{11, draw, ""},
		{12, win(1), "12>2"},
		{13, draw, "13>11"},
		{14, win(1), "14>2"},
		{15, draw, "15>15"},
		{16, draw, "16>15"},
		{17, loss(3), "17>7"},
		{18, win(1), "18>2"},
		{19, win(1), "19>2"},
		{20, draw, "20>20"},
		{21, draw, "21>22"},
	}
	for _, tc := range tests {
		s := newGraph(cyclic, tc.node, 0)
		tb, err := engine.Solve(context.Background(), s, 0)
		if err != nil {
			t.Fatalf("node %d: %v", tc.node, err)
		}
		if got := tb.Root(); got != tc.want {
			t.Errorf("node %d: %+v, want %+v", tc.node, got, tc.want)
		}
		if tc.bestMove == "" {
			continue
		}
		for seed := uint64(0); seed < 4; seed++ {
			m, r, err := tb.BestMove(s, rand.New(rand.NewPCG(seed, 0)))
			if err != nil {
				t.Fatalf("node %d: %v", tc.node, err)
			}
			if got := s.MoveString(m); got != tc.bestMove || r != tc.want {
				t.Errorf("node %d seed %d: best move %s (%+v), want %s (%+v)", tc.node, seed, got, r, tc.bestMove, tc.want)
			}
		}
	}
}

func TestBestMoveBreaksTiesWithSeed(t *testing.T) {
	// From an empty tic-tac-toe board every move draws.
	s := &tttState{}
	tb, err := engine.Solve(context.Background(), s, 0)
	if err != nil {
		t.Fatal(err)
	}
	picked := map[game.Move]bool{}
	for seed := uint64(0); seed < 40; seed++ {
		m, _, err := tb.BestMove(s, rand.New(rand.NewPCG(seed, 0)))
		if err != nil {
			t.Fatal(err)
		}
		again, _, _ := tb.BestMove(s, rand.New(rand.NewPCG(seed, 0)))
		if again != m {
			t.Errorf("seed %d: picked %d then %d", seed, m, again)
		}
		picked[m] = true
	}
	if len(picked) < 5 {
		t.Errorf("40 seeds picked only %d different opening moves of 9 equal ones", len(picked))
	}
}

func TestSolveErrors(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name  string
		ctx   context.Context
		state game.State
		limit int
		want  string
	}{
		{"limit", context.Background(), &tttState{}, 100, "more than 100 positions"},
		{"three players", context.Background(), threePlayers{newGraph(cyclic, 0, 0)}, 0, "two-player games"},
		{"cancelled", cancelled, &tttState{}, 0, context.Canceled.Error()},
	}
	for _, tc := range tests {
		_, err := engine.Solve(tc.ctx, tc.state, tc.limit)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.want)
		}
	}
}

type threePlayers struct{ *graphState }

func (threePlayers) NumPlayers() int { return 3 }

func TestSolveGameCaches(t *testing.T) {
	var wg sync.WaitGroup
	tables := make([]*engine.Table, 8)
	for i := range tables {
		wg.Add(1)
		go func() {
			defer wg.Done()
			opts := game.Options{}
			if i%2 == 1 {
				opts = nil // the same variant: defaults resolve alike
			}
			tb, err := engine.SolveGame(tttGame, opts, "")
			if err != nil {
				t.Error(err)
			}
			tables[i] = tb
		}()
	}
	wg.Wait()
	for i, tb := range tables {
		if tb == nil || tb != tables[0] {
			t.Fatalf("call %d got table %p, call 0 got %p", i, tb, tables[0])
		}
	}
	custom, err := engine.SolveGame(tttGame, nil, "xx./oo./... x")
	if err != nil {
		t.Fatal(err)
	}
	if custom == tables[0] || custom.Root() != (engine.Result{Winner: 0, Plies: 1}) {
		t.Errorf("custom start: table %p with root %+v, want a new table with a win in 1", custom, custom.Root())
	}
	unsolvable := *tttGame
	unsolvable.Solvable = false
	if _, err := engine.SolveGame(&unsolvable, nil, ""); err == nil {
		t.Error("SolveGame of a game not marked Solvable gave no error")
	}
	if _, err := engine.SolveGame(tttGame, game.Options{"size": "4"}, ""); err == nil {
		t.Error("SolveGame with an unknown option gave no error")
	}
}

// ExampleSolveGame solves tic-tac-toe (a test-only game) from a position
// where crosses win at once, and from the start.
func ExampleSolveGame() {
	for _, start := range []string{"xx./oo./... x", ""} {
		tb, err := engine.SolveGame(tttGame, nil, start)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(tb.Root().Verdict().Text([]game.Noun{game.Plural("Crosses"), game.Plural("Noughts")}), tb.Len())
	}
	// Output:
	// Crosses win in 1 move 69
	// Draw with best play 5478
}
