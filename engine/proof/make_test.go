package proof

import (
	"context"
	"testing"
	"time"

	"parlour/game"
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

// TestSolverTurns counts the solver's turns in shipped puzzles' lines:
// in a game of two sides, a run of the solver's moves is one turn; in a
// game of one player, each move is one, so that a long line of Peg
// Solitaire rates above a short one.
func TestSolverTurns(t *testing.T) {
	tests := []struct {
		set      string
		moves    int // the length of the solution looked for in the set
		want     int
		oneSided bool
	}{
		{"solitaire-french.json", 3, 3, true},
		{"solitaire-french.json", 9, 9, true},
		{"solitaire.json", 6, 6, true},
		{"catchhare-american.json", 1, 1, false},
		{"catchhare-american.json", 7, 4, false},
		{"harehounds.json", 5, 3, false},
	}
	for _, tc := range tests {
		sh := shippedSet(t, tc.set)
		p := prover(t, sh.g.ID, sh.set.Options)
		found := false
		for _, pz := range sh.set.Puzzles {
			if len(pz.Solution) != tc.moves {
				continue
			}
			s := position(t, p, pz.Position)
			var pr Proof
			c := s.Clone()
			for _, text := range pz.Solution {
				m, err := c.ParseMove(text)
				if err != nil {
					t.Fatalf("%s %s: %v", tc.set, pz.Position, err)
				}
				pr.Line = append(pr.Line, m)
				c.Apply(m)
			}
			if got := p.solverTurns(pz.Position, pr); got != tc.want {
				t.Errorf("%s, %s %v: %d turns of the solver, want %d", tc.set, pz.Position, pz.Solution, got, tc.want)
			}
			found = true
			break
		}
		if !found {
			t.Errorf("%s has no puzzle of %d moves to count", tc.set, tc.moves)
		}
	}
}
