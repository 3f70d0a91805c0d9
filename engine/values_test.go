package engine_test

import (
	"context"
	"maps"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"parlour/engine"
	"parlour/game"
	"parlour/game/catchhare"
	_ "parlour/game/foxgeese"
	"parlour/game/gametest/toy"
	"parlour/game/harehounds"
	_ "parlour/game/leapfrog"
	"parlour/game/solitaire"
	_ "parlour/game/war"
)

// valuesOf asks for the values after moves and fails the test on error.
func valuesOf(t *testing.T, id string, opts game.Options, start string, moves []string) engine.Values {
	t.Helper()
	v, err := engine.MoveValues(context.Background(), engine.Request{Game: id, Options: opts, Start: start, Moves: moves, Budget: 2 * time.Second})
	if err != nil {
		t.Fatalf("%s after %v: %v", id, moves, err)
	}
	return v
}

// best returns the value of the position for its mover: the best of its
// moves' values (a quick win, else a draw, else a slow loss).
func best(vals []engine.Valuation) engine.Valuation {
	b := vals[0]
	for _, v := range vals[1:] {
		if v.ExactRank() > b.ExactRank() {
			b = v
		}
	}
	return b
}

// checkBellman checks one move's exact value against the values one move
// later: a win in n for the mover leaves the next mover (the other side)
// a best of a loss in n-1, and so on.
func checkBellman(t *testing.T, what string, v engine.Valuation, next engine.Values, sameMover bool) {
	t.Helper()
	if !v.Kind.Exact() || v.Kind == engine.Draw {
		return
	}
	b := best(next.Moves)
	want := v.Kind
	if !sameMover {
		want = map[engine.ValueKind]engine.ValueKind{engine.Win: engine.Loss, engine.Loss: engine.Win}[v.Kind]
	}
	if b.Kind != want || b.Plies != v.Plies-1 {
		t.Errorf("%s: %s %s in %d, but the best reply is %s in %d", what, v.Move, v.Kind, v.Plies, b.Kind, b.Plies)
	}
}

// TestValuesSolved checks every move's value in the solved games against
// the table's own value of the start and, move after move along random
// games, against the values one move later.
func TestValuesSolved(t *testing.T) {
	for _, opts := range game.Variants(harehounds.Spec.Options) {
		tb, err := engine.SolveGame(harehounds.Spec, opts, "")
		if err != nil {
			t.Fatal(err)
		}
		v := valuesOf(t, harehounds.Spec.ID, opts, "", nil)
		if v.Source != "solved" || len(v.Moves) == 0 {
			t.Fatalf("%s: source %q with %d moves", opts, v.Source, len(v.Moves))
		}
		root := tb.Root()
		b := best(v.Moves)
		if root.Draw() != (b.Kind == engine.Draw) || !root.Draw() && b.Plies != root.Plies {
			t.Errorf("%s: best move %s %s in %d, table says %v", opts, b.Move, b.Kind, b.Plies, root)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, id := range []string{harehounds.Spec.ID, toy.Spec.ID} {
		for range 3 {
			var moves []string
			cur := valuesOf(t, id, nil, "", nil)
			for len(cur.Moves) > 0 && len(moves) < 30 {
				v := cur.Moves[rng.IntN(len(cur.Moves))]
				if v.Kind == engine.Unknown || v.Kind == engine.Estimate {
					t.Fatalf("%s after %v: %s has no exact value", id, moves, v.Move)
				}
				moves = append(moves, v.Move)
				m := playedMatch(t, id, moves)
				if m.Outcome().Over {
					if v.Kind != engine.Draw && v.Plies != 1 {
						t.Errorf("%s: %s ends the game but is valued %s in %d", id, v.Move, v.Kind, v.Plies)
					}
					break
				}
				next := valuesOf(t, id, nil, "", moves)
				checkBellman(t, id+" "+strings.Join(moves, " "), v, next, next.Mover == cur.Mover)
				cur = next
			}
		}
	}
}

// playedMatch replays moves of the game id from its start.
func playedMatch(t *testing.T, id string, moves []string) *game.Match {
	t.Helper()
	m, err := engine.Request{Game: id, Moves: moves}.Match()
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestValuesToyOpening checks a fact of noughts and crosses: every first
// move draws, and after a corner only the centre saves the second player.
func TestValuesToyOpening(t *testing.T) {
	for _, v := range valuesOf(t, toy.Spec.ID, nil, "", nil).Moves {
		if v.Kind != engine.Draw {
			t.Errorf("first move %s: %s in %d, want a draw", v.Move, v.Kind, v.Plies)
		}
	}
	for _, v := range valuesOf(t, toy.Spec.ID, nil, "", []string{"a1"}).Moves {
		want := engine.Loss
		if v.Move == "b2" {
			want = engine.Draw
		}
		if v.Kind != want {
			t.Errorf("after a1, %s is %s, want %s", v.Move, v.Kind, want)
		}
	}
}

// TestValuesBook follows Catch the Hare's book: the hunters' book move is a
// win as long as the book's line, every defence of the hare in the book is
// a loss, and the values agree from one move to the next; a move the book
// does not know is said to be unknown, never guessed.
func TestValuesBook(t *testing.T) {
	id := catchhare.Spec.ID
	var moves []string
	unknown := 0
	for range 12 {
		cur := valuesOf(t, id, nil, "", moves)
		if cur.Source != "book" {
			t.Fatalf("after %v: values from %q, want the book", moves, cur.Source)
		}
		var pick engine.Valuation
		for _, v := range cur.Moves {
			switch v.Kind {
			case engine.Unknown:
				unknown++
			case engine.Win:
				if pick.Kind != engine.Win || v.Plies < pick.Plies {
					pick = v // the quickest win
				}
			case engine.Loss:
				if pick.Move == "" || v.Plies > pick.Plies {
					pick = v // the longest defence
				}
			default:
				t.Fatalf("after %v: %s is %s", moves, v.Move, v.Kind)
			}
		}
		if pick.Move == "" {
			t.Fatalf("after %v: no move has a book value", moves)
		}
		moves = append(moves, pick.Move)
		next := valuesOf(t, id, nil, "", moves)
		checkBellman(t, strings.Join(moves, " "), pick, next, next.Mover == cur.Mover)
	}
	if unknown == 0 {
		t.Error("every hunters' move was in the book: the test no longer shows unknown moves")
	}
}

// TestValuesOutOfBook checks Catch the Hare where its book knows nothing:
// after a hunters' move the book does not answer, and in a variant it was
// not solved for, every move is Unknown with a note, never an estimate.
func TestValuesOutOfBook(t *testing.T) {
	id := catchhare.Spec.ID
	tests := []struct {
		name  string
		opts  game.Options
		moves []string
	}{
		{"off the book's line", nil, []string{"a3-b2"}},
		{"a variant without a book", game.Options{"threshold": "5"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := valuesOf(t, id, tc.opts, "", tc.moves)
			if v.Source != "book" || !v.Note.Known() {
				t.Errorf("values from %q with note %q, want the book's with a note", v.Source, v.Note.Text())
			}
			for _, m := range v.Moves {
				if m.Kind != engine.Unknown {
					t.Errorf("%s is %s (score %d, depth %d), want not known", m.Move, m.Kind, m.Score, m.Depth)
				}
			}
		})
	}
}

// TestSoloSpentBudget checks that a solo search given a budget already
// spent (a share of time that ran out) stops at its first look at the
// clock, instead of taking a budget below zero for no limit: the values of
// a solo game's jumps, which share one budget, once searched the French
// board's later jumps without end.
func TestSoloSpentBudget(t *testing.T) {
	s, _, err := solitaire.Spec.Start(game.Options{"board": "french"})
	if err != nil {
		t.Fatal(err)
	}
	for _, budget := range []time.Duration{-time.Nanosecond, -time.Second} {
		r, err := engine.SolveSolo(context.Background(), s, nil, engine.SoloLimits{Budget: budget})
		if err == nil || r.Nodes > 4096 {
			t.Errorf("budget %v: %d positions searched, error %v; want a stop within 4,096", budget, r.Nodes, err)
		}
	}
}

// TestValuesSolo checks Peg Solitaire: from the usual start every jump
// keeps the board solvable; along a random game a move called solvable
// leaves a solvable move (or the goal), and one called a dead end leaves
// none.
func TestValuesSolo(t *testing.T) {
	id := solitaire.Spec.ID
	start := valuesOf(t, id, nil, "", nil)
	if len(start.Moves) != 4 {
		t.Fatalf("%d first jumps, want 4", len(start.Moves))
	}
	for _, v := range start.Moves {
		if v.Kind != engine.Win || v.Plies != 31 {
			t.Errorf("first jump %s: %s in %d, want solvable in 31 jumps", v.Move, v.Kind, v.Plies)
		}
	}
	rng := rand.New(rand.NewPCG(7, 8))
	var moves []string
	losses := 0
	cur := start
	for len(cur.Moves) > 0 {
		v := cur.Moves[rng.IntN(len(cur.Moves))]
		moves = append(moves, v.Move)
		if playedMatch(t, id, moves).Outcome().Over {
			break
		}
		next := valuesOf(t, id, nil, "", moves)
		solvable := false
		for _, n := range next.Moves {
			solvable = solvable || n.Kind == engine.Win
			if n.Kind == engine.Win && n.Moves > 0 && v.Moves > 0 && n.Moves > v.Moves {
				t.Errorf("after %v: %s needs %d moves, more than the %d promised", moves, n.Move, n.Moves, v.Moves)
			}
		}
		if v.Kind == engine.Loss {
			losses++
		}
		if solvable != (v.Kind == engine.Win) && len(next.Moves) > 0 {
			t.Errorf("after %v: %s was %s, but a solvable move left: %v", moves, v.Move, v.Kind, solvable)
		}
		cur = next
	}
	if losses == 0 {
		t.Error("a random game never met a dead end: the test shows no losses")
	}
}

// TestValuesEstimates checks the games no table answers: every move is an
// estimate with the depth searched (a move that ends the game is exact),
// and the Game of War's values are not all alike.
func TestValuesEstimates(t *testing.T) {
	for _, id := range []string{"war", "foxgeese", "leapfrog"} {
		v := valuesOf(t, id, nil, "", nil)
		if v.Source != "search" {
			t.Errorf("%s: source %q, want search", id, v.Source)
		}
		scores := map[int]bool{}
		for _, m := range v.Moves {
			if m.Kind != engine.Estimate {
				t.Errorf("%s: %s is %s, want an estimate", id, m.Move, m.Kind)
			}
			scores[m.Score] = true
		}
		if len(scores) < 2 {
			t.Errorf("%s: every move scored alike: %v", id, scores)
		}
	}
}

// TestValuesErrors checks that a bad request says what is wrong.
func TestValuesErrors(t *testing.T) {
	tests := []struct {
		req  engine.Request
		want string
	}{
		{engine.Request{Game: "chess"}, "chess"},
		{engine.Request{Game: harehounds.Spec.ID, Moves: []string{"a2-b2", "zz"}}, "move 2 (zz)"},
		{engine.Request{Game: toy.Spec.ID, Moves: []string{"a1", "a2", "b1", "b2", "c1"}}, "over"},
	}
	for _, tt := range tests {
		_, err := engine.MoveValues(context.Background(), tt.req)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%+v: error %v, want one naming %q", tt.req, err, tt.want)
		}
	}
}

// In a solo game a jump that ends the game short of the goal is lost, not
// drawn: there is no one to share a draw with.
func TestValuesSoloDeadEndIsLost(t *testing.T) {
	for _, start := range []string{
		"oo./.../......./......./......./.../...", // the last jump leaves its peg in hole 3
		"o../o../o....../......./......./.../...", // 1 over 4 to 9 leaves two pegs apart
	} {
		v, err := engine.MoveValues(context.Background(), engine.Request{Game: "solitaire", Start: start})
		if err != nil {
			t.Fatalf("%q: %v", start, err)
		}
		for _, mv := range v.Moves {
			if mv.Kind != engine.Loss {
				t.Errorf("%q: %s is %v, want a loss", start, mv.Move, mv.Kind)
			}
		}
	}
}

func TestExactRank(t *testing.T) {
	// Each value is better for its player than the next.
	order := []engine.Valuation{
		{Kind: engine.Win, Plies: 1},
		{Kind: engine.Win, Plies: 9},
		{Kind: engine.Draw},
		{Kind: engine.Loss, Plies: 12},
		{Kind: engine.Loss, Plies: 2},
	}
	for i := 1; i < len(order); i++ {
		if a, b := order[i-1], order[i]; a.ExactRank() <= b.ExactRank() {
			t.Errorf("%+v ranks %d, not above %+v's %d", a, a.ExactRank(), b, b.ExactRank())
		}
	}
	if r := (engine.Valuation{Kind: engine.Estimate, Score: 50}).ExactRank(); r != (engine.Valuation{Kind: engine.Draw}).ExactRank() {
		t.Errorf("an estimate ranks %d, want a draw's", r)
	}
}

// TestValuesMultiplayer checks every move's value in a game of three
// players: estimates by the paranoid search, in the units of the game's
// estimates (ten a point), a finished game by the final lead. Player 1 can
// start the chain a1-c1-e1-g1 over three pieces, a8-c8-e8 over two, or
// take one with a5-c5; the next two players then share out the rest, so
// the game ends with Player 1 ahead of the best other player by 1 point,
// behind by 1 or behind by 2.
func TestValuesMultiplayer(t *testing.T) {
	const start = "oo.o.o../......../......../......../oo....../......../......../oo.o.... 1 0,0,0 -"
	v := valuesOf(t, "leapfrog", game.Options{"players": "3", "size": "8"}, start, nil)
	got := map[string]int{}
	for _, m := range v.Moves {
		if m.Kind != engine.Estimate {
			t.Errorf("%s is %s, want an estimate", m.Move, m.Kind)
		}
		got[m.Move] = m.Score
	}
	want := map[string]int{"a1-c1": 10, "a8-c8": -10, "a5-c5": -20}
	if !maps.Equal(got, want) {
		t.Errorf("values %v, want %v", got, want)
	}
}

// BenchmarkValuesHareHounds values every move from each Hare and Hounds
// start (16 variants), the tables already solved.
func BenchmarkValuesHareHounds(b *testing.B) {
	variants := game.Variants(harehounds.Spec.Options)
	for _, o := range variants {
		if _, err := engine.SolveGame(harehounds.Spec, o, ""); err != nil {
			b.Fatal(err)
		}
	}
	ctx := context.Background()
	for b.Loop() {
		for _, o := range variants {
			if _, err := engine.MoveValues(ctx, engine.Request{Game: harehounds.Spec.ID, Options: o}); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*len(variants))/1000, "ms/start")
}
