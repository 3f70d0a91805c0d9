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
