package engine

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"parlour/game"
	"parlour/game/leapfrog"
)

// leapfrogMatch plays the given moves from the start of Leapfrog.
func leapfrogMatch(t testing.TB, opts game.Options, moves ...string) *game.Match {
	t.Helper()
	m, err := game.NewMatch(leapfrog.Spec, opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		if err := m.PlayString(mv); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

func TestChooseMulti(t *testing.T) {
	opts := game.Options{"players": "4", "size": "8"}
	tests := []struct {
		name  string
		moves []string
	}{
		{"opening", nil},
		{"first jump", []string{"xd4", "xe5", "xa1", "xh8"}},
		{"mid-chain", []string{"xd4", "xe5", "xa1", "xh8", "d2-d4"}},
	}
	for _, tt := range tests {
		for _, level := range Levels {
			req := Request{ID: 7, Game: "leapfrog", Options: opts, Moves: tt.moves, Level: level, Seed: 3, Budget: 200 * time.Millisecond}
			var progress []Reply
			r, err := Choose(context.Background(), req, func(r Reply) { progress = append(progress, r) })
			if err != nil {
				t.Fatalf("%s at %s: %v", tt.name, level, err)
			}
			m := leapfrogMatch(t, opts, tt.moves...)
			if err := m.PlayString(r.Move); err != nil {
				t.Errorf("%s at %s: move %q: %v", tt.name, level, r.Move, err)
			}
			if !r.Final || r.ID != 7 || len(r.Info.PV) == 0 || r.Info.PV[0] != r.Move || r.Info.Nodes == 0 {
				t.Errorf("%s at %s: reply %+v", tt.name, level, r)
			}
			if len(progress) == 0 || progress[0].Final || progress[0].ID != 7 {
				t.Errorf("%s at %s: progress %+v", tt.name, level, progress)
			}
		}
	}
}

func TestChooseMultiCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	req := Request{Game: "leapfrog", Options: game.Options{"players": "3"}, Level: Perfect}
	if _, err := Choose(ctx, req, nil); err == nil {
		t.Error("a cancelled search answered")
	}
	// Cancelled while searching with an hour's budget: it must stop.
	ctx, cancel = context.WithCancel(context.Background())
	req = Request{Game: "leapfrog", Options: game.Options{"players": "3", "size": "6"}, Moves: []string{"xa1", "xb2", "xc3"}, Level: Perfect, Budget: time.Hour, Full: true}
	_, err := Choose(ctx, req, func(Reply) { cancel() })
	if err == nil {
		t.Error("a search cancelled during its first progress report answered")
	}
}

func TestSearchMultiDeterministic(t *testing.T) {
	m := leapfrogMatch(t, game.Options{"players": "5", "size": "10", "version": "coloured"}, "xa1", "xb2", "xc3", "xd4", "xe5")
	p := Params{Nodes: 30_000}
	a, infoA, err := SearchMulti(context.Background(), m.State(), p, 9, time.Now(), nil)
	if err != nil {
		t.Fatal(err)
	}
	b, infoB, _ := SearchMulti(context.Background(), m.State(), p, 9, time.Now(), nil)
	if a != b || !slices.Equal(infoA.PV, infoB.PV) || infoA.Nodes != infoB.Nodes {
		t.Errorf("two searches with one seed differ: %v %v, %v %v", infoA.PV, infoA.Nodes, infoB.PV, infoB.Nodes)
	}
	if infoA.Depth < 2 || infoA.Nodes < p.Nodes {
		t.Errorf("info %+v: want depth at least 2 and %d nodes", infoA, p.Nodes)
	}
}

// TestChainSearch checks that both searchers understand chains, in which
// the same player moves several times in a row. Player 1, in the middle of
// a chain on f3, may jump on to f5 for one more piece, but that hands the
// next player the chain g5-e5-c5-a5 over three pieces and the game; after
// stopping, the next player's best is one piece and a shared win with
// Player 1. Both the two-player alpha-beta and the multi-player search must
// stop.
func TestChainSearch(t *testing.T) {
	const board = "......../......../.....o../.....o../.o.o..oo/......../......../........"
	tests := []struct {
		players, scores string
	}{
		{"2", "2,2"},
		{"3", "4,3,2"},
		{"4", "4,3,2,2"},
	}
	for _, tt := range tests {
		opts := game.Options{"players": tt.players, "size": "8"}
		start := board + " 1 " + tt.scores + " f3"
		if _, _, err := leapfrog.Spec.Position(opts, start); err != nil {
			t.Fatal(err)
		}
		for _, level := range []Level{Hard, Perfect} {
			req := Request{Game: "leapfrog", Options: opts, Start: start, Level: level, Seed: 1, Budget: 500 * time.Millisecond}
			r, err := Choose(context.Background(), req, nil)
			if err != nil {
				t.Fatal(err)
			}
			if r.Move != "stop" {
				t.Errorf("%s players at %s: chose %s (line %v), want stop", tt.players, level, r.Move, r.Info.PV)
			}
		}
	}
	// Going on is right when it hands nothing over: without the pieces on
	// b5 and d5, f3-f5 is simply one piece more.
	opts := game.Options{"players": "3", "size": "8"}
	start := "......../......../.....o../.....o../......oo/......../......../........ 1 2,2,2 f3"
	r, err := Choose(context.Background(), Request{Game: "leapfrog", Options: opts, Start: start, Level: Perfect, Seed: 1, Budget: 500 * time.Millisecond}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.Move != "f3-f5" {
		t.Errorf("chose %s (line %v), want f3-f5", r.Move, r.Info.PV)
	}
}

// TestMultiBeatsRandom plays short four-player games on a 6×6 board: the
// searcher, with a small fixed budget of nodes, against three random
// players, each seat in turn.
func TestMultiBeatsRandom(t *testing.T) {
	const games = 8
	wins := 0
	rng := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < games; i++ {
		m := leapfrogMatch(t, game.Options{"players": "4", "size": "6"})
		seat := game.Player(i % 4)
		for !m.Outcome().Over {
			s := m.State()
			var mv game.Move
			if s.ToMove() == seat {
				var err error
				mv, _, err = SearchMulti(context.Background(), s, Params{Nodes: 8_000}, uint64(i), time.Now(), nil)
				if err != nil {
					t.Fatal(err)
				}
			} else {
				legal := s.LegalMoves(nil)
				mv = legal[rng.IntN(len(legal))]
			}
			if err := m.Play(mv); err != nil {
				t.Fatal(err)
			}
		}
		if m.Outcome().Won(seat) {
			wins++
		}
	}
	t.Logf("won %d of %d", wins, games)
	if wins < games*3/4 {
		t.Errorf("the searcher won %d of %d games against random players", wins, games)
	}
}

func TestGreedyMove(t *testing.T) {
	// Player 1 can jump a1-a3-a5-a7 (three pieces) or c1-c3 (one).
	const position = "o.o...../o.o...../...o..../o......./......../o......./......../........ 1 0,0 -"
	s, _, err := leapfrog.Spec.Position(game.Options{"size": "8"}, position)
	if err != nil {
		t.Fatal(err)
	}
	m := GreedyMove(s, rand.New(rand.NewPCG(1, 1)))
	if got := s.MoveString(m); got != "a1-a3" {
		t.Errorf("GreedyMove = %s, want a1-a3, the start of the longest chain", got)
	}
}

// BenchmarkMultiLarge asks the strongest level for a move on an 18×18 board
// with 8 players and diagonal jumps, a few moves into the game, with a one
// second budget; ms/op shows that it answers within the budget.
func BenchmarkMultiLarge(b *testing.B) {
	req := Request{Game: "leapfrog", Options: game.Options{"players": "8", "size": "18", "jumps": "diagonal", "version": "coloured"},
		Moves: []string{"xa1", "xh8", "xi9", "xr18", "xj10", "xk11", "xb2", "xc5"}, Level: Perfect, Budget: time.Second}
	var nodes int64
	for i := 0; i < b.N; i++ {
		req.Seed = uint64(i)
		r, err := Choose(context.Background(), req, nil)
		if err != nil {
			b.Fatal(err)
		}
		nodes += r.Info.Nodes
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/move")
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// TestLevelsApartInMultiplayer checks that every level thinks longer than
// the one below it in a game of two players and in one of more: a common
// cap on the time once made Hard and Expert the same player in Leapfrog.
func TestLevelsApartInMultiplayer(t *testing.T) {
	for _, players := range []int{2, 3, 7} {
		var last time.Duration
		for l := Easy; l <= Perfect; l++ {
			p, err := l.Params()
			if err != nil {
				t.Fatal(err)
			}
			b := p.ForPlayers(players).Budget
			if b <= last {
				t.Errorf("%d players: level %d thinks %v, no longer than the level below (%v)", players, l, b, last)
			}
			if players > 2 && l == Perfect && b > time.Second {
				t.Errorf("%d players: the strongest level thinks %v a move, over a second", players, b)
			}
			last = b
		}
	}
}

// TestManyTemperature checks that Hard chooses with its small temperature
// in a game of more than two players, also when a request sets the time
// (tournaments do), and always picks its best move in a game of two.
func TestManyTemperature(t *testing.T) {
	hard, err := Hard.Params()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		players     int
		own         bool
		budget      time.Duration
		temperature int
	}{
		{2, false, hard.Budget, 0},
		{2, true, hard.Budget, 0},
		{4, false, hard.Budget / multiShare, hard.ManyTemperature},
		{4, true, hard.Budget, hard.ManyTemperature},
	}
	if hard.ManyTemperature <= 0 {
		t.Fatalf("Hard has no temperature of its own in games of many players")
	}
	for _, tc := range tests {
		p := hard.forMany(tc.players, tc.own)
		if p.Budget != tc.budget || p.Temperature != tc.temperature {
			t.Errorf("%d players, own time %v: budget %v, temperature %d; want %v, %d", tc.players, tc.own, p.Budget, p.Temperature, tc.budget, tc.temperature)
		}
	}
}

// TestParanoidLosesByLittle checks how a paranoid search values a game it
// cannot win. Player 1 is five points behind with two choices, both ending
// the game after the next player's reply: the chain a1-c1-e1-g1 over three
// pieces, leaving one for the next player, or a8-c8 over one, leaving the
// chain. Against everyone together both lose; the search must still take
// the chain, and report the loss by the final lead, not as a mate.
func TestParanoidLosesByLittle(t *testing.T) {
	const start = "oo.o.o../......../......../......../......../......../......../oo...... 1 0,5,5 -"
	opts := game.Options{"players": "3", "size": "8"}
	s, _, err := leapfrog.Spec.Position(opts, start)
	if err != nil {
		t.Fatal(err)
	}
	mv, info, err := Search(context.Background(), s, nil, Params{Depth: MaxDepth}, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.MoveString(mv); got != "a1-c1" {
		t.Errorf("chose %s (line %v), want a1-c1, the start of the chain", got, info.PV)
	}
	if info.Score != -30 {
		t.Errorf("score %d: want -30, the final lead of -3 points, not a mate score", info.Score)
	}
}

// TestParanoidDepthCountsTurns checks that a paranoid search sees a whole
// chain at depth 1: Player 1 can take three pieces with a1-c1-e1-g1 or
// one with a8-c8, and at one ply a move a1-c1 would look no better.
func TestParanoidDepthCountsTurns(t *testing.T) {
	const start = "oo.o.o../......../......../......../......../......../......../oo.o.... 1 0,0,0 -"
	s, _, err := leapfrog.Spec.Position(game.Options{"players": "3", "size": "8"}, start)
	if err != nil {
		t.Fatal(err)
	}
	mv, info, err := Search(context.Background(), s, nil, Params{Depth: 1}, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.MoveString(mv); got != "a1-c1" || info.Score != 30 || len(info.PV) < 3 {
		t.Errorf("at depth 1: %s, score %d, line %v; want a1-c1, score 30 (three points), the whole chain", got, info.Score, info.PV)
	}
}

// TestGameTemperatures checks that a game's Temperatures replace the
// levels' own in two seats only, level by level, and never the strongest
// level's.
func TestGameTemperatures(t *testing.T) {
	tempered := &game.Game{Temperatures: []int{0, 30, 10, 5}}
	plain := &game.Game{}
	tests := []struct {
		g           *game.Game
		level       Level
		players     int
		temperature int
	}{
		{tempered, Hard, 2, 10},
		{tempered, Medium, 2, 30},
		{tempered, Easy, 2, levelParams[Easy].Temperature}, // 0 keeps its own
		{tempered, Perfect, 2, 0},
		{tempered, Hard, 4, 0}, // ManyTemperature applies there, later
		{tempered, Medium, 4, levelParams[Medium].Temperature},
		{plain, Hard, 2, 0},
		{plain, Medium, 2, levelParams[Medium].Temperature},
	}
	for _, tc := range tests {
		p, err := tc.level.paramsIn(tc.g, tc.players)
		if err != nil {
			t.Fatal(err)
		}
		if p.Temperature != tc.temperature {
			t.Errorf("%v, game's temperatures %v, %d players: temperature %d, want %d", tc.level, tc.g.Temperatures, tc.players, p.Temperature, tc.temperature)
		}
	}
	if _, err := Level(9).paramsIn(tempered, 2); err == nil {
		t.Error("an unknown level has settings")
	}
}
