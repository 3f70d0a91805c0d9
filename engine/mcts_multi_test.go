package engine

import (
	"context"
	"testing"
	"time"

	"parlour/game"
)

// TestChooseMulti asks every level for a move in four-player Leapfrog,
// at the opening, at a first jump and in the middle of a chain: a legal
// move, a final reply with its line and nodes, and progress before it.
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

// TestChooseMultiCancelled checks that a cancelled request in a game of
// three players gives no move, before its search and during it.
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
