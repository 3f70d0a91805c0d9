package proof

import (
	"context"
	"slices"
	"testing"
	"time"

	"parlour/engine"
	"parlour/game"
	"parlour/game/gametest/nimtest"
)

// TestPlayableOnTheFrenchBoard checks that a random game of Peg
// Solitaire's French board gets past its first move: the solver cannot
// tell within playNodes which of the three first jumps keep the goal in
// reach (it needs millions of positions), so all three are played and the
// position is not examined. Judging them with a proof's node limit took
// the solver over ten seconds a jump and gave up on every one, which left
// the generator with no game at all.
func TestPlayableOnTheFrenchBoard(t *testing.T) {
	p := prover(t, "solitaire", game.Options{"board": "french"})
	s, _, err := p.game.Start(p.opts)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	moves, known, err := p.playable(ctx, s)
	if err != nil {
		t.Fatalf("playable from the French start: %v", err)
	}
	if len(moves) != 3 || known {
		t.Fatalf("playable from the French start: %d moves, known %v; want the 3 first jumps, not all judged", len(moves), known)
	}
}

// TestSolverTurns counts the solver's turns in lines of shipped puzzles:
// in a game of two sides, a run of the solver's moves is one turn; in a
// game of one player, each choice (a move made where another was legal)
// beyond the first two is one, so that a long line of Peg Solitaire rates
// above a short one and a forced jump adds nothing.
func TestSolverTurns(t *testing.T) {
	tests := []struct {
		game     string
		opts     game.Options
		position string
		line     []string
		want     int
	}{
		// Nine jumps, from positions of 7, 5, 3, 4, 4, 1, 2, 2 and 1
		// legal moves: seven choices, six turns.
		{"solitaire", game.Options{"board": "french"},
			"o../.o.o./..o.o.o/...o.../...oo../....o/...",
			[]string{"26-12", "12-10", "1-11", "10-12", "12-14", "15-13", "7-20", "20-33", "34-32"}, 6},
		// Six jumps of the English board, from 5, 5, 6, 2, 2 and 2 legal
		// moves: six choices, five turns.
		{"solitaire", nil, ".../.../......./..o..../oooo.../.o./o..",
			[]string{"16-28", "21-23", "24-22", "31-23", "22-24", "29-17"}, 5},
		// The hare's win in three turns of its own.
		{"harehounds", nil, ".DD/....H/.D. hare 2",
			[]string{"e2-d2", "c1-c2", "d2-d3", "d1-d2", "d3-e2"}, 3},
		// The hunters' win in 4.
		{"catchhare", game.Options{"board": "american"}, "..HXX/.XX../.XX../X.X.X/.X.XX hunters 40",
			[]string{"b2-a1", "c1-b1", "c3-b2", "b1-c1", "c4-c3", "c1-b1", "c2-c1"}, 4},
	}
	for _, tc := range tests {
		p := prover(t, tc.game, tc.opts)
		s := position(t, p, tc.position)
		var pr Proof
		for _, text := range tc.line {
			m, err := s.ParseMove(text)
			if err != nil {
				t.Fatalf("%s %s: %v", tc.game, tc.position, err)
			}
			pr.Line = append(pr.Line, m)
			s.Apply(m)
		}
		if got := p.solverTurns(tc.position, pr); got != tc.want {
			t.Errorf("%s, %s %v: %d turns of the solver, want %d", tc.game, tc.position, tc.line, got, tc.want)
		}
	}
}

// TestMakeStopsWhenNothingIsNew asks the small board of Hare and Hounds
// for more puzzles than its random games can reach: Make must stop once
// its games bring no new position, where it once played on for ever.
func TestMakeStopsWhenNothingIsNew(t *testing.T) {
	p := prover(t, "harehounds", nil)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	const want = 100000
	ps, st, err := Make(ctx, p, Config{Seed: 1, Count: want, Positions: 10 * want})
	if err != nil {
		t.Fatalf("Make: %v after %d games, %d positions examined, %d puzzles", err, st.Games, st.Examined, len(ps))
	}
	if len(ps) == 0 || len(ps) >= want {
		t.Fatalf("%d puzzles from %d positions; want some, and fewer than %d", len(ps), st.Examined, want)
	}
	t.Logf("%d puzzles from %d positions of %d games", len(ps), st.Examined, st.Games)
}

// TestGuidedWins checks that a guided Find proves the win in N the
// retrograde solve points to, by search, and nothing where the solve
// finds no single fastest win within the turns allowed: Nim's piles of 7
// and 4 are won by taking one, in 3 and 2 turns; a pile of 2 is taken at
// once, too plain to ask; a pile of 3 is lost.
func TestGuidedWins(t *testing.T) {
	tests := []struct {
		position string
		turns    int
		want     Goal // Kind Win for no win in N
	}{
		{"7 0", 4, Goal{Kind: WinIn, Side: 0, N: 3}},
		{"7 1", 3, Goal{Kind: WinIn, Side: 1, N: 3}},
		{"7 0", 2, Goal{}},
		{"4 1", 2, Goal{Kind: WinIn, Side: 1, N: 2}},
		{"2 0", 4, Goal{}},
		{"3 0", 4, Goal{}},
	}
	p := prover(t, nimtest.RetroSpec.ID, nil)
	p.Guide = true
	plain := prover(t, nimtest.RetroSpec.ID, nil)
	for _, tc := range tests {
		s := position(t, p, tc.position)
		pr, err := p.Find(context.Background(), s, tc.turns)
		if tc.want.Kind == Win {
			if err == nil && pr.Goal.Kind == WinIn {
				t.Errorf("%s in %d turns: found %+v, want no win in N", tc.position, tc.turns, pr.Goal)
			}
			continue
		}
		if err != nil || pr.Goal != tc.want || len(pr.Line) == 0 || pr.Line[0] != 1 {
			t.Errorf("%s in %d turns: %+v, line %v, %v; want %+v by taking one", tc.position, tc.turns, pr.Goal, pr.Line, err, tc.want)
			continue
		}
		// The search alone finds the same win, so the set proves again
		// without the solve.
		if got, err := plain.Find(context.Background(), s, tc.turns); err != nil || got.Goal != pr.Goal {
			t.Errorf("%s in %d turns unguided: %+v, %v; want %+v", tc.position, tc.turns, got.Goal, err, pr.Goal)
		}
	}
	if p.retro == nil || plain.retro != nil {
		t.Errorf("the guided prover solved: %v, the plain one: %v; want only the guided", p.retro != nil, plain.retro != nil)
	}
}

// TestRandomGames checks that the games Config.RandomGames leaves to
// chance are played without the level: with every game random, two
// levels give the same puzzles, which they do not when they play.
func TestRandomGames(t *testing.T) {
	makeSet := func(level engine.Level, random float64) []string {
		t.Helper()
		p := prover(t, "harehounds", nil)
		ps, _, err := Make(context.Background(), p, Config{Count: 12, Seed: 3, Play: true, Level: level, RandomGames: random})
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, pz := range ps {
			out = append(out, pz.Position)
		}
		return out
	}
	if easy, medium := makeSet(engine.Easy, 1), makeSet(engine.Medium, 1); !slices.Equal(easy, medium) {
		t.Errorf("every game random: Easy's games gave %q, Medium's %q; want the same", easy, medium)
	}
	if easy, medium := makeSet(engine.Easy, 0), makeSet(engine.Medium, 0); slices.Equal(easy, medium) {
		t.Errorf("no game random: Easy's and Medium's games both gave %q; want the levels' own", easy)
	}
}
