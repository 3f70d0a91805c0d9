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
