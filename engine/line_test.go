package engine_test

import (
	"context"
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/game/harehounds"
)

// TestLineValues values every position of games against the values of
// their moves: the value after a move is the value MoveValues gave that
// move, and a move is a mistake exactly when it lost value.
func TestLineValues(t *testing.T) {
	tests := []struct {
		id    string
		moves []string
	}{
		{harehounds.Spec.ID, []string{"b1-c1", "e2-d1", "c1-c2", "d1-e2", "a2-b2", "e2-d3"}},
		{"toy", []string{"a1", "a2", "b2", "c3", "b1", "c1"}},
		{"solitaire", nil}, // dead ends chosen on purpose, below
	}
	for _, tt := range tests {
		for tt.moves == nil || len(tt.moves) < 8 && tt.id == "solitaire" {
			vals, err := engine.MoveValues(context.Background(), engine.Request{Game: tt.id, Moves: tt.moves})
			if err != nil {
				t.Fatal(err)
			}
			pick := vals.Moves[len(vals.Moves)-1].Move
			for _, v := range vals.Moves {
				if v.Kind == engine.Loss {
					pick = v.Move
				}
			}
			tt.moves = append(tt.moves, pick)
		}
		line, err := engine.LineValues(context.Background(), engine.Request{Game: tt.id, Moves: tt.moves})
		if err != nil {
			t.Fatalf("%s: %v", tt.id, err)
		}
		if len(line) != len(tt.moves)+1 {
			t.Fatalf("%s: %d values for %d moves", tt.id, len(line), len(tt.moves))
		}
		mistakes := 0
		for i, mv := range tt.moves {
			vals, err := engine.MoveValues(context.Background(), engine.Request{Game: tt.id, Moves: tt.moves[:i]})
			if err != nil {
				t.Fatal(err)
			}
			var played, best engine.Valuation
			for _, v := range vals.Moves {
				if v.Move == mv {
					played = v
				}
				if best.Move == "" || v.ExactRank() > best.ExactRank() {
					best = v
				}
			}
			after := line[i+1]
			switch {
			case played.Kind == engine.Draw && after.Winner != game.NoPlayer,
				played.Kind == engine.Win && (after.Winner != line[i].Mover || after.Plies != played.Plies-1 && !after.Kind.Exact()),
				played.Kind == engine.Loss && after.Winner == line[i].Mover && tt.id != "solitaire":
				t.Errorf("%s move %d (%s): valued %s in %d, the position after it %+v", tt.id, i+1, mv, played.Kind, played.Plies, after)
			}
			lost := played.ExactRank() < best.ExactRank() && (played.Kind != best.Kind || played.Kind == engine.Win && tt.id != "solitaire")
			if after.Mistake != lost {
				t.Errorf("%s move %d (%s): mistake %v, but played %+v where the best was %+v", tt.id, i+1, mv, after.Mistake, played, best)
			}
			if after.Mistake {
				mistakes++
			}
		}
		if mistakes == 0 && tt.id != "toy" {
			t.Errorf("%s: no mistake found in a game played badly on purpose", tt.id)
		}
	}
}
