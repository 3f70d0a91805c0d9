package engine_test

import (
	"context"
	"errors"
	"testing"

	"parlour/engine"
	"parlour/game"
)

// TestJudge checks the judgement of one move against the values of every
// move of its position.
func TestJudge(t *testing.T) {
	win := func(mv string, plies int) engine.Valuation {
		return engine.Valuation{Move: mv, Kind: engine.Win, Plies: plies}
	}
	loss := func(mv string, plies int) engine.Valuation {
		return engine.Valuation{Move: mv, Kind: engine.Loss, Plies: plies}
	}
	draw := func(mv string) engine.Valuation { return engine.Valuation{Move: mv, Kind: engine.Draw} }
	solvable := func(mv string, moves int) engine.Valuation {
		return engine.Valuation{Move: mv, Kind: engine.Win, Plies: 9, Moves: moves}
	}
	tests := []struct {
		name   string
		source string
		vals   []engine.Valuation
		played string
		want   engine.Judgement
	}{
		{"the fastest win", "solved", []engine.Valuation{win("a", 5), win("b", 3), loss("c", 2)}, "b", engine.Judgement{Judged: true, Kept: true, Timed: true, Fastest: true}},
		{"a slower win", "solved", []engine.Valuation{win("a", 5), win("b", 3)}, "a", engine.Judgement{Judged: true, Kept: true, Timed: true}},
		{"a win thrown away", "solved", []engine.Valuation{win("a", 5), draw("b")}, "b", engine.Judgement{Judged: true, Timed: true}},
		{"a draw kept", "solved", []engine.Valuation{draw("a"), loss("b", 4)}, "a", engine.Judgement{Judged: true, Kept: true, Timed: true, Fastest: true}},
		{"a draw lost", "solved", []engine.Valuation{draw("a"), loss("b", 4)}, "b", engine.Judgement{Judged: true, Timed: true}},
		{"a lost position", "solved", []engine.Valuation{loss("a", 4), loss("b", 6)}, "a", engine.Judgement{}},
		{"something unknown", "book", []engine.Valuation{win("a", 5), {Move: "b"}}, "a", engine.Judgement{}},
		{"a solo game's fewest moves", "solo", []engine.Valuation{solvable("a", 4), solvable("b", 5)}, "a", engine.Judgement{Judged: true, Kept: true, Timed: true, Fastest: true}},
		{"a solo game's longer way", "solo", []engine.Valuation{solvable("a", 4), solvable("b", 5)}, "b", engine.Judgement{Judged: true, Kept: true, Timed: true}},
		{"a solo game's speed unknown", "solo", []engine.Valuation{solvable("a", 0), solvable("b", 0)}, "b", engine.Judgement{Judged: true, Kept: true}},
		{"a solo game's dead end", "solo", []engine.Valuation{solvable("a", 4), loss("b", 0)}, "b", engine.Judgement{Judged: true, Timed: true}},
	}
	for _, tt := range tests {
		got, err := engine.Judge(engine.Values{Source: tt.source, Moves: tt.vals}, tt.played)
		if err != nil || got != tt.want {
			t.Errorf("%s: %+v, %v; want %+v", tt.name, got, err, tt.want)
		}
	}
	if _, err := engine.Judge(engine.Values{Moves: []engine.Valuation{win("a", 1)}}, "z"); err == nil {
		t.Error("judging a move that is not legal gave no error")
	}
}

// TestOracleErrors checks that a game no solver covers has no oracle.
func TestOracleErrors(t *testing.T) {
	g, err := game.Lookup("war")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := engine.NewOracle(context.Background(), g, nil, nil); !errors.Is(err, engine.ErrNoOracle) {
		t.Errorf("the Game of War's oracle: %v, want ErrNoOracle", err)
	}
}
