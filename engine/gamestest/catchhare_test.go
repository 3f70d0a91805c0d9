package gamestest

import (
	"context"
	"math/rand/v2"
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/game/catchhare"
)

// The optional interfaces of the engine that Catch the Hare means to
// implement.
var (
	_ engine.Evaluator   = (*catchhare.State)(nil)
	_ engine.BookMover   = (*catchhare.State)(nil)
	_ engine.BookCoverer = (*catchhare.State)(nil)
	_ engine.TableNoter  = (*catchhare.State)(nil)
)

// value is a solved value for the player to move: 0 draw, d+1 won in d
// plies, -(d+1) lost in d plies (so that a loss in 0 differs from a draw).
type value int

func won(d int) value  { return value(d + 1) }
func lost(d int) value { return value(-(d + 1)) }

func tableValue(t *engine.RetroTable, i int64) value {
	win, d, draw := t.Result(i)
	switch {
	case draw:
		return 0
	case win:
		return won(d)
	}
	return lost(d)
}

// smallSpace solves a space small enough for a test: up to most hunters,
// the hare winning at three (below what the options allow, to keep the
// space small).
func smallSpace(t *testing.T, board string, multi bool, most int) (*catchhare.Space, *engine.RetroTable) {
	t.Helper()
	r := catchhare.Rules{Layout: catchhare.Layouts[board], Threshold: 3, Multi: multi}
	sp, err := catchhare.NewSpace(r, most)
	if err != nil {
		t.Fatal(err)
	}
	tab, _, err := engine.RetroSolve(context.Background(), sp, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	return sp, tab
}

// TestRetroAgreesWithRules checks the solved values against the game's own
// moves: every sampled position's value must follow from its children's
// values by the rules of retrograde analysis (a win in the fewest plies
// when some move reaches a lost position, a loss in the most plies when
// every move reaches a won one, else a draw), and, where the game ends
// within a few plies, against a plain minimax search of the State.
func TestRetroAgreesWithRules(t *testing.T) {
	for _, tt := range []struct {
		board string
		multi bool
		most  int
	}{{"original", true, 5}, {"american", true, 4}, {"modern", false, 5}} {
		sp, tab := smallSpace(t, tt.board, tt.multi, tt.most)
		rng := rand.New(rand.NewPCG(3, 4))
		decided := 0
		for n := 0; n < 3000; n++ {
			i := rng.Int64N(sp.Len())
			s := sp.State(i)
			got := tableValue(tab, i)
			if want := fromChildren(t, sp, tab, s); got != want {
				t.Fatalf("%s: %q: table %d, children give %d", tt.board, s.String(), got, want)
			}
			if n%10 == 0 {
				mm := minimax(s, 3)
				if got != 0 && (got > 0 && int(got)-1 <= 3 || got < 0 && int(-got)-1 <= 3) {
					decided++
					if mm != got {
						t.Fatalf("%s: %q: table %d, minimax %d", tt.board, s.String(), got, mm)
					}
				} else if mm != 0 {
					t.Fatalf("%s: %q: table %d, minimax finds %d", tt.board, s.String(), got, mm)
				}
			}
		}
		if decided == 0 {
			t.Errorf("%s: no sampled position ends within 3 plies; the check proves nothing", tt.board)
		}
	}
}

// fromChildren computes a position's value from its children's table
// values, through the State interface.
func fromChildren(t *testing.T, sp *catchhare.Space, tab *engine.RetroTable, s *catchhare.State) value {
	t.Helper()
	if s.Outcome().Over {
		return lost(0)
	}
	var b bestOf
	for _, m := range s.LegalMoves(nil) {
		s.Apply(m)
		var v value
		if s.Outcome().Over {
			v = lost(0) // the game ends: lost for the side to move
		} else {
			j, ok := sp.Index(s.HunterSet(), s.HarePoint(), s.Side())
			if !ok {
				t.Fatalf("child %q is not in the space", s.String())
			}
			v = tableValue(tab, j)
		}
		s.Undo()
		b.add(v)
	}
	return b.value()
}

// minimax returns the value of s for the side to move if the game ends
// within depth plies whatever is played, else 0. Quick wins and slow losses
// are preferred.
func minimax(s *catchhare.State, depth int) value {
	if s.Outcome().Over {
		return lost(0)
	}
	if depth == 0 {
		return 0
	}
	var b bestOf
	for _, m := range s.LegalMoves(nil) {
		s.Apply(m)
		b.add(minimax(s, depth-1))
		s.Undo()
	}
	return b.value()
}

// bestOf gathers the values of a position's children, each for the side
// to move there, into the position's value: the quickest win if a child is
// lost for the opponent, else the slowest loss if every child is won for
// the opponent, else 0.
type bestOf struct {
	best    value
	open    bool // a child is neither won nor lost
	longest int
}

func (b *bestOf) add(v value) {
	switch {
	case v < 0:
		if d := int(-v) - 1; b.best <= 0 || won(d+1) < b.best {
			b.best = won(d + 1)
		}
	case v == 0:
		b.open = true
	default:
		b.longest = max(b.longest, int(v))
	}
}

func (b *bestOf) value() value {
	switch {
	case b.best > 0:
		return b.best
	case !b.open:
		return lost(b.longest)
	}
	return 0
}

// TestRetroMatchesBruteForce solves small endgames twice and compares every
// position: once with the engine's retrograde solver over Space, and once
// by brute force over the game's own moves (State.LegalMoves and Apply),
// building the whole graph of positions with a map and settling values
// by their definition one distance at a time. The endgames have up to four
// hunters, and the hare's goal is lowered to three or two hunters so that
// both sides can win: with two, the space has two layers and a chain of
// two leaps wins at once.
func TestRetroMatchesBruteForce(t *testing.T) {
	for _, tt := range []struct {
		board     string
		multi     bool
		threshold int
	}{{"original", true, 3}, {"american", false, 3}, {"modern", true, 3}, {"original", true, 2}, {"original", false, 2}} {
		r := catchhare.Rules{Layout: catchhare.Layouts[tt.board], Threshold: tt.threshold, Multi: tt.multi}
		sp, err := catchhare.NewSpace(r, 4)
		if err != nil {
			t.Fatal(err)
		}
		tab, st, err := engine.RetroSolve(context.Background(), sp, 2, nil)
		if err != nil {
			t.Fatal(err)
		}
		want := bruteForce(t, sp)
		var won, lost, draws int64
		for i, w := range want {
			if got := tableValue(tab, int64(i)); got != w {
				t.Fatalf("%s multi=%v threshold %d: %q: table %d, brute force %d", tt.board, tt.multi, tt.threshold, sp.State(int64(i)).String(), got, w)
			}
			switch {
			case w > 0:
				won++
			case w < 0:
				lost++
			default:
				draws++
			}
		}
		if st.Won != won || st.Lost != lost {
			t.Errorf("%s multi=%v threshold %d: solver counts %d won, %d lost; brute force %d and %d", tt.board, tt.multi, tt.threshold, st.Won, st.Lost, won, lost)
		}
		if won == 0 || lost == 0 || draws == 0 || st.MaxPlies < 9 {
			t.Errorf("%s multi=%v threshold %d: %d won, %d lost, %d drawn, longest %d plies: too easy a check", tt.board, tt.multi, tt.threshold, won, lost, draws, st.MaxPlies)
		}
	}
}

// bruteForce returns the value of every position of sp, in sp's order,
// computed from the game's moves alone: sp supplies only the list of
// positions, and moves are followed through a map keyed by the pieces.
func bruteForce(t *testing.T, sp *catchhare.Space) []value {
	t.Helper()
	type key struct {
		hunters uint32
		hare    int
		side    game.Player
	}
	n := int(sp.Len())
	states := make([]*catchhare.State, n)
	at := make(map[key]int, n)
	for i := range n {
		s := sp.State(int64(i))
		k := key{s.HunterSet(), s.HarePoint(), s.Side()}
		if _, dup := at[k]; dup {
			t.Fatalf("position %q listed twice", s.String())
		}
		at[k] = i
		states[i] = s
	}
	// Children: an index, or -1 for a move that ends the game (the mover
	// wins, as no move here can lose on the spot).
	succ := make([][]int, n)
	terminal := make([]bool, n)
	for i, s := range states {
		if s.Outcome().Over {
			terminal[i] = true
			continue
		}
		for _, m := range s.LegalMoves(nil) {
			s.Apply(m)
			c := -1
			if o := s.Outcome(); !o.Over || o.Winner() != 1-s.Side() {
				j, ok := at[key{s.HunterSet(), s.HarePoint(), s.Side()}]
				if !ok {
					t.Fatalf("child %q of a listed position is not listed", s.String())
				}
				c = j
			}
			s.Undo()
			succ[i] = append(succ[i], c)
		}
	}
	v := make([]value, n)
	for i := range v {
		if terminal[i] {
			v[i] = lost(0)
		}
	}
	// A position is won in d (odd) when some move reaches one lost in d-1,
	// lost in d (even) when every move reaches a won one and the slowest
	// is won in d-1. Nothing new at one distance means nothing new after.
	for d := 1; ; d++ {
		var found []int
		for i := range n {
			if v[i] != 0 || terminal[i] {
				continue
			}
			if d%2 == 1 {
				for _, c := range succ[i] {
					if (c < 0 && d == 1) || (c >= 0 && v[c] == lost(d-1)) {
						found = append(found, i)
						break
					}
				}
				continue
			}
			longest := -1
			for _, c := range succ[i] {
				if c < 0 || v[c] <= 0 {
					longest = -2 // a win, a draw or not settled yet
					break
				}
				longest = max(longest, int(v[c])-1)
			}
			if longest == d-1 {
				found = append(found, i)
			}
		}
		if len(found) == 0 {
			return v
		}
		for _, i := range found {
			if d%2 == 1 {
				v[i] = won(d)
			} else {
				v[i] = lost(d)
			}
		}
	}
}
