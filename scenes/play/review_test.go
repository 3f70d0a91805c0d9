package play

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/scenes/internal/fake"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

func TestFirstLine(t *testing.T) {
	tests := []struct {
		n, fit, focus, want int
	}{
		{5, 10, -1, 0},  // all fit
		{20, 7, -1, 13}, // the last lines
		{20, 7, 19, 13}, // the focus is among them
		{20, 7, 13, 13},
		{20, 7, 12, 10}, // before them: from a little before it
		{20, 7, 0, 0},
		{20, 7, 1, 0},
		{3, 1, 0, 0},
	}
	for _, tt := range tests {
		got := firstLine(tt.n, tt.fit, tt.focus)
		if got != tt.want {
			t.Errorf("firstLine(%d, %d, %d) = %d, want %d", tt.n, tt.fit, tt.focus, got, tt.want)
		}
		if tt.focus >= 0 && (tt.focus < got || tt.focus >= got+tt.fit) {
			t.Errorf("firstLine(%d, %d, %d) = %d: the focus is out of sight", tt.n, tt.fit, tt.focus, got)
		}
	}
}

func TestTurnAt(t *testing.T) {
	ends := []int{1, 2, 5, 6} // the third turn is a chain of three moves
	tests := []struct{ ply, want int }{{0, -1}, {1, 0}, {2, 1}, {3, 2}, {5, 2}, {6, 3}, {9, 3}}
	for _, tt := range tests {
		if got := turnAt(ends, tt.ply); got != tt.want {
			t.Errorf("turnAt(%d) = %d, want %d", tt.ply, got, tt.want)
		}
	}
}

// turnsOf returns n turns taking turns between two seats, one move each.
func turnsOf(n int) []game.Turn {
	out := make([]game.Turn, n)
	for i := range out {
		out[i] = game.Turn{Player: game.Player(i % 2), Text: fmt.Sprintf("m%d", i), Moves: []game.Move{0}}
	}
	return out
}

func TestMoveListLayout(t *testing.T) {
	width := func(int) float64 { return 40 }
	body := ui.Rect{X: 0, Y: 0, W: 300, H: 6 + 5*20 + 6} // five lines of 20
	tests := []struct {
		name      string
		turns     int
		shown     int
		wantFirst int // turn of the first cell
		wantCells int
		table     bool
	}{
		{"few", 3, 2, 0, 3, true},
		{"the end in sight", 30, 29, 20, 10, true},
		{"an early turn shown", 30, 4, 2, 10, true},
		{"a middle turn shown", 30, 16, 14, 10, true},
		{"the start", 30, -1, 0, 10, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := layoutMoveList(body, turnsOf(tt.turns), 2, width, 20, 1, tt.shown)
			if l.table != tt.table || len(l.cells) != tt.wantCells || l.cells[0].Turn != tt.wantFirst {
				t.Fatalf("table %v, %d cells from turn %d; want %v, %d from %d", l.table, len(l.cells), l.cells[0].Turn, tt.table, tt.wantCells, tt.wantFirst)
			}
			seen := false
			for i, c := range l.cells {
				if c.Turn == tt.shown {
					seen = true
				}
				x, y := c.Rect.Center()
				// Every cell is in the body, and a tap on it finds it alone.
				if !body.Contains(x, y) {
					t.Errorf("cell of turn %d at %v is outside %v", c.Turn, c.Rect, body)
				}
				for j, o := range l.cells {
					if j != i && o.Rect.Contains(x, y) {
						t.Errorf("a tap on turn %d also hits turn %d", c.Turn, o.Turn)
					}
				}
			}
			if tt.shown >= 0 && !seen {
				t.Errorf("turn %d is not in sight", tt.shown)
			}
		})
	}
	// Too narrow for a table: one turn a line, in one column.
	l := layoutMoveList(ui.Rect{X: 0, Y: 0, W: 100, H: 200}, turnsOf(4), 2, width, 20, 1, 3)
	if l.table || len(l.cells) != 4 || l.cells[1].Rect.Y <= l.cells[0].Rect.Y {
		t.Errorf("narrow list: table %v, cells %v", l.table, l.cells)
	}
}

func TestGraphGeometry(t *testing.T) {
	plot := ui.Rect{X: 10, Y: 20, W: 200, H: 60}
	tests := []struct {
		n, ply int
	}{{1, 0}, {2, 0}, {2, 1}, {31, 0}, {31, 15}, {31, 30}}
	for _, tt := range tests {
		x := graphX(plot, tt.n, tt.ply)
		if x < plot.X || x > plot.Right() {
			t.Errorf("graphX(%d of %d) = %v, outside the plot", tt.ply, tt.n, x)
		}
		if got := graphPly(plot, tt.n, x); got != tt.ply {
			t.Errorf("graphPly at ply %d of %d = %d", tt.ply, tt.n, got)
		}
		if got := graphPly(plot, tt.n, x+plot.W/float64(3*tt.n)); got != tt.ply {
			t.Errorf("graphPly just right of ply %d of %d = %d", tt.ply, tt.n, got)
		}
	}
	if graphPly(plot, 10, -50) != 0 || graphPly(plot, 10, 1e4) != 9 {
		t.Error("graphPly beyond the plot must clamp to its ends")
	}

	u := game.ScoreUnit{Per: 100}
	levels := []struct {
		name string
		v    engine.PlyValue
		want float64 // sign: 1 the first seat ahead, -1 the second, 0 even
		ok   bool
	}{
		{"first seat wins", engine.PlyValue{Kind: engine.Win, Winner: 0, Plies: 5, Mover: 1}, 1, true},
		{"second seat wins", engine.PlyValue{Kind: engine.Loss, Winner: 1, Plies: 5, Mover: 0}, -1, true},
		{"draw", engine.PlyValue{Kind: engine.Draw, Winner: game.NoPlayer}, 0, true},
		{"estimate for the mover", engine.PlyValue{Kind: engine.Estimate, Score: 150, Mover: 0}, 1, true},
		{"estimate for the second seat", engine.PlyValue{Kind: engine.Estimate, Score: 150, Mover: 1}, -1, true},
		{"unknown", engine.PlyValue{Kind: engine.Unknown}, 0, false},
		{"end: won", engine.PlyValue{Kind: engine.Win, Winner: 1, Mover: game.NoPlayer}, -1, true},
	}
	for _, tt := range levels {
		l, ok := graphLevel(tt.v, 20, u)
		if ok != tt.ok || l < -1 || l > 1 || tt.want > 0 && l <= 0 || tt.want < 0 && l >= 0 || tt.want == 0 && l != 0 {
			t.Errorf("%s: level %v %v", tt.name, l, ok)
		}
		if y := graphY(plot, l); y < plot.Y || y > plot.Bottom() {
			t.Errorf("%s: y %v outside the plot", tt.name, y)
		}
	}
	quick, _ := graphLevel(engine.PlyValue{Kind: engine.Win, Winner: 0, Plies: 3, Mover: 1}, 20, u)
	slow, _ := graphLevel(engine.PlyValue{Kind: engine.Win, Winner: 0, Plies: 19, Mover: 1}, 20, u)
	if quick <= slow {
		t.Errorf("a quicker win (%v) must stand higher than a slower one (%v)", quick, slow)
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

// answerValues answers the fake engine's pending request for values, or
// for the values along the game, with the real engine's.
func (h *harness) answerValues() bool {
	h.t.Helper()
	if len(h.ai.Reqs) == 0 {
		return false
	}
	req := h.ai.Last()
	r := engine.Reply{ID: req.ID, Final: true}
	var err error
	switch {
	case req.Values:
		var v engine.Values
		v, err = engine.MoveValues(context.Background(), req)
		r.Values = &v
	case req.Line:
		r.Line, err = engine.LineValues(context.Background(), req)
	default:
		return false
	}
	if err != nil {
		h.t.Fatal(err)
	}
	h.ai.Queue = append(h.ai.Queue, r)
	h.idle(2)
	return true
}

// TestPlayReview turns the values on, reviews the game by a tap on the
// move list and by the keys, plays on from an earlier position and
// redoes the moves kept.
func TestPlayReview(t *testing.T) {
	h := newHarness(t, []saves.Seat{saves.Human, saves.Human}, "a2-b2", "e2-d1", "b3-c2", "d1-d2")
	h.key(ui.KeyValues)
	if !h.host.Settings().Values || !h.p.rev.valuesOn() {
		t.Fatal("V did not turn the values on")
	}
	h.idle(2)
	if !strings.Contains(h.p.rev.valuesLegend(), "Working out") {
		t.Errorf("legend while waiting: %q", h.p.rev.valuesLegend())
	}
	for i := 0; i < 3 && h.answerValues(); i++ {
	}
	var st ui.HookState
	h.p.Hook(&st)
	if st.Review == nil || st.Review.Values == nil || len(st.Review.Marks) == 0 || len(st.Review.Line) != 5 {
		t.Fatalf("hook after the values came: %+v", st.Review)
	}
	if !strings.HasPrefix(h.heard()[len(h.heard())-1], "Values: ") {
		t.Errorf("heard %q", h.heard()[len(h.heard())-1])
	}
	// A hound picked up: the values of its moves are said, once.
	h.tap("b2")
	if said := h.heard()[len(h.heard())-1]; !strings.HasPrefix(said, "The piece on b2: b2-") {
		t.Errorf("with b2 picked up, heard %q", said)
	}
	heard := len(h.heard())
	h.idle(3)
	if len(h.heard()) != heard {
		t.Errorf("the piece's values said again: %q", h.heard()[heard:])
	}
	h.tap("b2") // put down again
	h.p.Layout(h.c)
	if h.p.rev.graph.Empty() {
		t.Error("no room for the graph on a wide screen")
	}
	h.draw()

	// A tap on the first turn in the list.
	var cell ui.Rect
	h.p.rev.targets(func(name string, r ui.Rect) {
		if name == "move:1" {
			cell = r
		}
	})
	if cell.Empty() {
		t.Fatal("no target move:1")
	}
	x, y := cell.Center()
	h.frame(ui.Frame{X: x, Y: y, Down: true, Pressed: true})
	h.frame(ui.Frame{X: x, Y: y, Released: true})
	h.wantMoves("a2-b2")
	if !h.p.s.Reviewing() || !strings.HasPrefix(h.heard()[len(h.heard())-1], "Move 1 of 4: a2-b2.") {
		t.Errorf("reviewing %v, heard %q", h.p.s.Reviewing(), h.heard()[len(h.heard())-1])
	}
	if _, sub, _ := h.p.statusText(false); sub != "Reviewing move 1 of 4" {
		t.Errorf("status %q", sub)
	}
	h.draw()
	keys := []struct {
		k     ui.Key
		moves int
	}{{ui.KeyRight, 2}, {ui.KeyLeft, 1}, {ui.KeyLeft, 0}, {ui.KeyEnd, 4}, {ui.KeyHome, 0}, {ui.KeyRight, 1}, {ui.KeyRight, 2}}
	for _, tt := range keys {
		h.key(tt.k)
		if got := len(h.moves()); got != tt.moves {
			t.Fatalf("after key %v: %d moves shown, want %d", tt.k, got, tt.moves)
		}
	}
	h.p.Layout(h.c)
	if h.p.btn.here.Rect.Empty() || !h.p.btn.here.Enabled {
		t.Fatal("no Play from here while reviewing")
	}
	h.p.btn.here.Activate()
	if h.p.s.Reviewing() {
		t.Error("still reviewing after Play from here")
	}
	h.key(ui.KeyRedo)
	h.key(ui.KeyRedo)
	h.wantMoves("a2-b2", "e2-d1", "b3-c2", "d1-d2")

	// With the board's cursor up, the arrows move it, not the history.
	h.key(ui.KeyDown)
	if h.p.board.Cursor() < 0 {
		t.Fatal("↓ did not bring the cursor up")
	}
	h.key(ui.KeyLeft)
	h.wantMoves("a2-b2", "e2-d1", "b3-c2", "d1-d2")
}

// TestPlayReviewNarrow lays the review out on a phone: the toggles fit
// the status strip and Play from here the message box.
func TestPlayReviewNarrow(t *testing.T) {
	h := newHarness(t, []saves.Seat{saves.Human, saves.Human}, "a2-b2", "e2-d1")
	h.p.btn.values.Activate()
	h.resize(390, 844)
	h.p.s.Review(1)
	h.idle(1)
	h.p.Layout(h.c)
	h.p.updateButtons()
	for _, b := range []*ui.Button{h.p.btn.values, h.p.btn.analysis} {
		if !b.Rect.Intersects(h.p.at.status) || b.Rect.Right() > h.p.at.status.Right() || b.Rect.H < 28 {
			t.Errorf("%s at %v, status strip %v", b.Label, b.Rect, h.p.at.status)
		}
	}
	if !h.p.btn.here.Rect.Intersects(h.p.at.message) || h.p.btn.here.Rect.Right() > h.p.at.message.Right() {
		t.Errorf("Play from here at %v, message %v", h.p.btn.here.Rect, h.p.at.message)
	}
	if r := h.p.messageRect(); r.Right() > h.p.btn.here.Rect.X {
		t.Errorf("the message %v runs under Play from here %v", r, h.p.btn.here.Rect)
	}
	if _, w := h.p.turnLine(1); w < 120 {
		t.Errorf("the turn line has %v wide", w)
	}
	h.draw()
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
