package play

import (
	"testing"

	"parlour/engine"
	"parlour/game"
)

// TestValuesSentence checks what the live region says of the values of
// the moves: best first, wins and losses counted in moves of both sides,
// estimates in the game's pieces, a puzzle's moves left.
func TestValuesSentence(t *testing.T) {
	troops := game.ScoreUnit{Per: 100, One: "Troop", Many: "Troops"}
	tests := []struct {
		name   string
		moves  []engine.Valuation
		puzzle bool
		unit   game.ScoreUnit
		want   string
	}{
		{"exact", []engine.Valuation{
			{Move: "b1-c1", Kind: engine.Draw},
			{Move: "a2-b2", Kind: engine.Win, Plies: 9},
			{Move: "c3-d3", Kind: engine.Loss, Plies: 5},
		}, false, game.ScoreUnit{}, "Values: a2-b2 wins in 9 moves, counting both sides; b1-c1 draws; c3-d3 loses in 5 moves, counting both sides."},
		{"estimates", []engine.Valuation{
			{Move: "e2-e4", Kind: engine.Estimate, Score: -100},
			{Move: "b1-c3", Kind: engine.Estimate, Score: 250},
			{Move: "c1-d2", Kind: engine.Estimate, Score: 2},
			{Move: "g1-f3", Kind: engine.Estimate, Score: engine.MateScore - 3},
		}, false, troops, "Values: g1-f3 wins in 3 moves, counting both sides; b1-c3 ahead by about 2.5 Troops; c1-d2 about level; e2-e4 behind by about 1 Troop."},
		{"puzzle", []engine.Valuation{
			{Move: "5-17", Kind: engine.Loss},
			{Move: "15-17", Kind: engine.Win, Plies: 30, Moves: 14},
		}, true, game.ScoreUnit{}, "Values: 15-17 solvable in 14 moves; 5-17 a dead end."},
	}
	for _, tt := range tests {
		if got := valuesSentence(engine.Values{Moves: tt.moves}, tt.puzzle, tt.unit); got != tt.want {
			t.Errorf("%s: %q\nwant %q", tt.name, got, tt.want)
		}
	}
}
