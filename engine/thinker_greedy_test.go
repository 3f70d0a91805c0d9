package engine

import (
	"math/rand/v2"
	"strings"
	"testing"

	"parlour/game"
)

// TestGreedyThinker checks the page's stand-in: a move request is answered
// at once with GreedyMove's move, the same for the same seed; the helpers'
// requests, a bad move and a finished game get an error; Cancel drops the
// answer, and each answer is polled once.
func TestGreedyThinker(t *testing.T) {
	for _, tc := range []struct {
		name    string
		req     Request
		wantErr string
	}{
		{"the start", Request{ID: 1, Game: "harehounds", Seed: 5}, ""},
		{"after a move", Request{ID: 2, Game: "harehounds", Moves: []string{"a2-b2"}, Seed: 9}, ""},
		{"values", Request{ID: 3, Game: "harehounds", Values: true}, ErrNoSearch.Error()},
		{"a line", Request{ID: 4, Game: "harehounds", Line: true}, ErrNoSearch.Error()},
		{"a bad move", Request{ID: 5, Game: "harehounds", Moves: []string{"z9-z8"}}, "z9-z8"},
		{"an unknown game", Request{ID: 6, Game: "draughts"}, "draughts"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			th := NewGreedyThinker()
			th.Start(tc.req)
			r, ok := th.Poll()
			if !ok || !r.Final || r.ID != tc.req.ID {
				t.Fatalf("Poll after Start = %+v, %v; want the final reply to %d", r, ok, tc.req.ID)
			}
			if _, again := th.Poll(); again {
				t.Error("a second Poll returned the answer again")
			}
			if tc.wantErr != "" {
				if r.Err == "" || !strings.Contains(r.Err, tc.wantErr) || r.Move != "" {
					t.Errorf("reply %+v, want an error naming %q and no move", r, tc.wantErr)
				}
				return
			}
			m, err := tc.req.Match()
			if err != nil {
				t.Fatal(err)
			}
			s := m.State()
			want := s.MoveString(GreedyMove(s, rand.New(rand.NewPCG(tc.req.Seed, tc.req.ID))))
			if r.Err != "" || r.Move != want {
				t.Errorf("reply %+v, want the greedy move %s", r, want)
			}
			th.Start(tc.req)
			th.Cancel()
			if r, ok := th.Poll(); ok {
				t.Errorf("Poll after Cancel = %+v, want nothing", r)
			}
		})
	}
}

// TestGreedyThinkerGameOver checks that a finished game gets an error.
func TestGreedyThinkerGameOver(t *testing.T) {
	g, err := game.Lookup("harehounds")
	if err != nil {
		t.Fatal(err)
	}
	// Play greedy moves for both sides until the game ends.
	m, err := Request{Game: g.ID}.Match()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 1))
	for i := 0; i < 1000 && !m.Outcome().Over; i++ {
		if err := m.Play(GreedyMove(m.State(), rng)); err != nil {
			t.Fatal(err)
		}
	}
	if !m.Outcome().Over {
		t.Fatal("greedy play did not end the game in 1000 moves")
	}
	th := NewGreedyThinker()
	th.Start(Request{ID: 1, Game: g.ID, Moves: m.MoveStrings()})
	if r, ok := th.Poll(); !ok || r.Err != errGameOver.Error() {
		t.Errorf("a finished game: %+v, %v; want %q", r, ok, errGameOver)
	}
}
