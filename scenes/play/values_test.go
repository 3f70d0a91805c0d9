package play

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/game/catchhare"
	"parlour/game/foxgeese"
	"parlour/game/war"
	"parlour/scenes/internal/fake"
	"parlour/scenes/saves"
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
	all := valueMarks(st, vals, nil, false, game.ScoreUnit{})
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
	picked := valueMarks(st, vals, []int{pt("a2")}, false, game.ScoreUnit{})
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
	if valueMarks(st, stale, nil, false, game.ScoreUnit{}) != nil {
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

// valuesOf makes values of every legal move of the screen's position:
// of source, each move's value given by value(i).
func (h *harness) valuesOf(source string, value func(i int) engine.Valuation) {
	h.t.Helper()
	st := h.p.s.State()
	vals := engine.Values{Source: source}
	for i, mv := range st.LegalMoves(nil) {
		v := value(i)
		v.Move = st.MoveString(mv)
		vals.Moves = append(vals.Moves, v)
	}
	req := h.ai.Last()
	if !req.Values {
		h.t.Fatalf("the last request is not for values: %+v", req)
	}
	h.ai.Queue = append(h.ai.Queue, engine.Reply{ID: req.ID, Final: true, Values: &vals})
	h.idle(2)
}

// TestValuesReadable checks what the values show in games whose marks
// were once unreadable, on a phone and on a desktop: the Game of War marks
// the best few moves and no Flying Machine's drop until a machine is taken
// from the reserve; Fox and Geese keeps its holes' numbers clear; Catch
// the Hare marks only the values it knows and says in full why the others
// are not known; and every legend fits its box whole.
func TestValuesReadable(t *testing.T) {
	for _, size := range [][2]float64{{390, 844}, {1280, 800}} {
		t.Run(fmt.Sprintf("%.0fx%.0f", size[0], size[1]), func(t *testing.T) {
			people := []saves.Seat{saves.Human, saves.Human}
			fits := func(h *harness) {
				t.Helper()
				legend := h.p.rev.valuesLegend()
				r := h.p.messageRect()
				if _, _, ok := ui.FitLines(legend, false, 13.5*h.c.S, 12*h.c.S, r.W, r.H); !ok || legend == "" {
					t.Errorf("the legend %q does not fit its box %+v", legend, r)
				}
			}
			on := func(h *harness) {
				h.resizeLike(size[0], size[1])
				h.idle(60) // a move shown to its end
				h.key(ui.KeyValues)
				h.idle(2)
			}

			// The Game of War: estimates, the drops left out.
			h := newHarnessOf(t, matchOf(t, war.Spec, nil), people)
			on(h)
			h.valuesOf("search", func(i int) engine.Valuation {
				return engine.Valuation{Kind: engine.Estimate, Score: -i, Depth: 3}
			})
			st := h.p.s.State()
			marks, _, _ := h.p.rev.currentMarks()
			if len(marks) == 0 || len(marks) > bestMarks {
				t.Errorf("the Game of War: %d marks, want 1 to %d", len(marks), bestMarks)
			}
			for _, m := range marks {
				if mv := st.MoveString(st.LegalMoves(nil)[m.Move]); strings.Contains(mv, "@") {
					t.Errorf("the Game of War: a drop marked: %+v", m)
				}
			}
			if legend := h.p.rev.valuesLegend(); !strings.Contains(legend, "best 3") || !strings.Contains(legend, "for its places") {
				t.Errorf("the Game of War's legend: %q", legend)
			}
			fits(h)
			h.draw()
			h.p.board.ToggleArm() // a Flying Machine taken from the reserve
			marks, _, _ = h.p.rev.currentMarks()
			if len(marks) == 0 {
				t.Error("the Game of War: no marks with a machine taken from the reserve")
			}
			for _, m := range marks {
				if mv := st.MoveString(st.LegalMoves(nil)[m.Move]); !strings.Contains(mv, "@") {
					t.Errorf("the Game of War: with a machine taken, %s marked", mv)
				}
			}
			h.draw()

			// Fox and Geese: the marks of empty holes are below their numbers.
			h = newHarnessOf(t, matchOf(t, foxgeese.Spec, nil), people)
			on(h)
			h.valuesOf("search", func(i int) engine.Valuation {
				return engine.Valuation{Kind: engine.Estimate, Score: -30, Depth: 5}
			})
			marks, _, _ = h.p.rev.currentMarks()
			v := h.p.board.View()
			s := h.p.board.Scale()
			f := fitMarks(marks, v.Spacing, s)
			hgt := ui.LineHeight(f) * 0.95
			for _, m := range marks {
				if !h.p.s.State().PieceAt(m.Point).Empty() {
					continue
				}
				_, y := v.At(m.Point)
				r := markRect(v, m.Point, true, ui.TextWidth(m.Text, f), hgt, false)
				numberBottom := y - 0.22*v.Spacing + ui.LineHeight(ui.Face(true, ui.Clamp(0.2*v.Spacing, 9*s, 15*s)))/2
				if r.Y < numberBottom {
					t.Errorf("Fox and Geese: the mark of hole %s (top %.0f) covers its number (bottom %.0f)", v.Board.Point(m.Point).Name, r.Y, numberBottom)
				}
			}
			fits(h)
			h.draw()

			// Catch the Hare, out of its book but for two moves.
			h = newHarnessOf(t, matchOf(t, catchhare.Spec, nil), people)
			h.personMoves()
			h.personMoves()
			on(h)
			h.valuesOf("book", func(i int) engine.Valuation {
				switch i {
				case 0:
					return engine.Valuation{Kind: engine.Win, Plies: 31}
				case 1:
					return engine.Valuation{Kind: engine.Loss, Plies: 12}
				}
				return engine.Valuation{Kind: engine.Unknown}
			})
			marks, _, _ = h.p.rev.currentMarks()
			for _, m := range marks {
				if m.Text == "?" {
					t.Errorf("Catch the Hare: a mark says only %q", m.Text)
				}
			}
			if len(marks) == 0 {
				t.Error("Catch the Hare: the known values are not marked")
			}
			if legend := h.p.rev.valuesLegend(); !strings.Contains(legend, "not known") || strings.Contains(legend, "…") {
				t.Errorf("Catch the Hare's legend does not say why values are not known: %q", legend)
			}
			fits(h)
			h.draw()
		})
	}
}

// TestValuesLegendUnderReview reviews a Game of War on a phone, where Play
// from here narrows the message box: the legend shown there must fit,
// whole sentences, what the marks are first.
func TestValuesLegendUnderReview(t *testing.T) {
	h := newHarnessOf(t, matchOf(t, war.Spec, nil, "c1xj8", "i9xj8", "FM@g7", "c10xj3"), vsAI)
	h.resizeLike(390, 844)
	h.idle(60)
	h.key(ui.KeyValues)
	h.p.s.Review(1)
	h.idle(2)
	if !h.p.s.Reviewing() {
		t.Fatal("not reviewing")
	}
	h.valuesOf("search", func(i int) engine.Valuation {
		return engine.Valuation{Kind: engine.Estimate, Score: -i, Depth: 2}
	})
	h.p.Layout(h.c)
	r := h.p.messageRect()
	shown := h.p.fittedLegend(r, h.c.S)
	if _, _, ok := ui.FitLines(shown, false, 13.5*h.c.S, 12*h.c.S, r.W, r.H); !ok || !strings.HasPrefix(shown, "Estimates") {
		t.Errorf("reviewing, the legend shown %q does not fit its box %+v", shown, r)
	}
	h.draw()
}
