package play

import (
	"context"
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/scenes/internal/fake"
	"parlour/scenes/ui"
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

func TestValueText(t *testing.T) {
	u := game.ScoreUnit{Per: 100, One: "troop", Many: "troops"}
	tests := []struct {
		v      engine.Valuation
		puzzle bool
		want   string
	}{
		{engine.Valuation{Kind: engine.Win, Plies: 23}, false, "W23"},
		{engine.Valuation{Kind: engine.Loss, Plies: 5}, false, "L5"},
		{engine.Valuation{Kind: engine.Draw}, false, "D"},
		{engine.Valuation{Kind: engine.Unknown}, false, "?"},
		{engine.Valuation{Kind: engine.Estimate, Score: 40}, false, "~+0.4"},
		{engine.Valuation{Kind: engine.Estimate, Score: -250}, false, "~−2.5"},
		{engine.Valuation{Kind: engine.Estimate, Score: 3}, false, "~0"},
		{engine.Valuation{Kind: engine.Estimate, Score: engine.MateScore - 7}, false, "~W7"},
		{engine.Valuation{Kind: engine.Win, Moves: 12}, true, "12"},
		{engine.Valuation{Kind: engine.Win}, true, ""},
		{engine.Valuation{Kind: engine.Loss}, true, ""},
	}
	for _, tt := range tests {
		if got := valueText(tt.v, tt.puzzle, u); got != tt.want {
			t.Errorf("valueText(%+v, %v) = %q, want %q", tt.v, tt.puzzle, got, tt.want)
		}
	}
}

// startValues returns Hare and Hounds' start and the exact values of its
// moves.
func startValues(t *testing.T) (game.State, engine.Values) {
	t.Helper()
	st := fake.Match(t).State()
	vals, err := engine.MoveValues(context.Background(), engine.Request{Game: "harehounds"})
	if err != nil {
		t.Fatal(err)
	}
	return st, vals
}

func TestValueMarks(t *testing.T) {
	st, vals := startValues(t)
	b := st.Board()
	pt := func(name string) int {
		p, ok := b.Lookup(name)
		if !ok {
			t.Fatalf("no point %s", name)
		}
		return p
	}
	all := valueMarks(st, vals, nil, game.ScoreUnit{})
	ends := map[int]bool{}
	for _, mv := range st.LegalMoves(nil) {
		path := st.MovePath(mv)
		ends[path[len(path)-1]] = true
	}
	if len(all) != len(ends) {
		t.Errorf("%d marks for %d points where moves end", len(all), len(ends))
	}
	for _, mk := range all {
		v := vals.Moves[mk.Move]
		// The mark is the best of the moves ending on its point.
		for i, mv := range st.LegalMoves(nil) {
			path := st.MovePath(mv)
			if path[len(path)-1] == mk.Point && valueRank(vals.Moves[i], false) > valueRank(v, false) {
				t.Errorf("at %s the mark shows %s, but %s is better", b.Point(mk.Point).Name, v.Move, vals.Moves[i].Move)
			}
		}
	}
	// With the hound on a2 picked up, only its moves.
	picked := valueMarks(st, vals, []int{pt("a2")}, game.ScoreUnit{})
	for _, mk := range picked {
		if !strings.HasPrefix(vals.Moves[mk.Move].Move, "a2-") {
			t.Errorf("with a2 picked up, a mark for %s", vals.Moves[mk.Move].Move)
		}
	}
	if len(picked) == 0 || len(picked) >= len(all) {
		t.Errorf("%d marks with a2 picked up, %d in all", len(picked), len(all))
	}
	// Values of another position are not drawn.
	stale := vals
	stale.Moves = stale.Moves[1:]
	if valueMarks(st, stale, nil, game.ScoreUnit{}) != nil {
		t.Error("values of another position gave marks")
	}
}

// TestPickedSentence checks what a screen reader hears of the piece
// picked up: the value of each of its moves, every one, and none of
// another piece's.
func TestPickedSentence(t *testing.T) {
	st, vals := startValues(t)
	b := st.Board()
	for _, from := range []string{"a2", "b1", "b3"} {
		p, ok := b.Lookup(from)
		if !ok {
			t.Fatalf("no point %s", from)
		}
		got := pickedSentence(st, vals, []int{p}, game.ScoreUnit{})
		if !strings.HasPrefix(got, "The piece on "+from+": ") {
			t.Errorf("%s picked up: %q", from, got)
		}
		for _, v := range vals.Moves {
			said := strings.Contains(got, v.Move+" ")
			if mine := strings.HasPrefix(v.Move, from+"-"); said != mine {
				t.Errorf("%s picked up: %s said %v in %q", from, v.Move, said, got)
			}
		}
	}
	stale := vals
	stale.Moves = stale.Moves[1:]
	if got := pickedSentence(st, stale, []int{0}, game.ScoreUnit{}); got != "" {
		t.Errorf("values of another position said: %q", got)
	}
}

func TestFitMarks(t *testing.T) {
	marks := []valueMark{{Text: "~−1.1"}, {Text: "W23"}}
	tests := []struct{ sp, s float64 }{{160, 1}, {80, 1}, {44, 1}, {35, 1}, {35, 2}, {20, 1}}
	for _, tt := range tests {
		f := fitMarks(marks, tt.sp, tt.s)
		need := ui.TextWidth("~−1.1", f) + ui.LineHeight(f)*0.95*0.7
		if f.Size > markFace(tt.sp, tt.s) || f.Size < 8.5*tt.s {
			t.Errorf("spacing %v: type %v outside [8.5, %v]", tt.sp, f.Size, markFace(tt.sp, tt.s))
		}
		if need > 0.94*tt.sp+0.5 && f.Size > 8.5*tt.s {
			t.Errorf("spacing %v: the widest mark takes %v, more than the room between points", tt.sp, need)
		}
	}
}
