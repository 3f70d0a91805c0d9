package play

import (
	"strings"
	"testing"

	"parlour/engine"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// answerValues answers the fake engine's pending request for values, or
// for the values along the game, with the real engine's.
func (h *harness) answerValues() bool {
	h.t.Helper()
	if len(h.ai.Reqs) == 0 {
		return false
	}
	ok, err := h.ai.AnswerValues(h.ai.Last())
	if err != nil {
		h.t.Fatal(err)
	}
	if ok {
		h.idle(2)
	}
	return ok
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
	st := h.p.hook()
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

// TestReviewAnalysisOfPositionShown opens the analysis, lets it report on
// the game's position, then reviews an earlier move: the panel must not
// show the report on the latest position, and the engine must study the
// position shown, whose report the panel then shows.
func TestReviewAnalysisOfPositionShown(t *testing.T) {
	moves := []string{"a2-b2", "e2-d1", "b3-c2", "d1-d2"}
	h := newHarness(t, vsAI, moves...)
	h.host.Settings().Analysis = true
	h.idle(2)
	req := h.ai.Last()
	h.ai.Queue = append(h.ai.Queue, engine.Reply{ID: req.ID, Final: true, Move: "b2-c1", Info: engine.Info{Depth: 9, PV: []string{"b2-c1", "d2-e2"}}})
	h.idle(2)
	if a := h.p.an.report(); !a.Have || a.Info.PV[0] != "b2-c1" {
		t.Fatalf("the analysis of the game's position is not shown: %+v", a)
	}
	h.p.s.Review(1) // the hare to move
	h.idle(2)
	if a := h.p.an.report(); a.Have {
		t.Errorf("reviewing move 1, the panel shows the report on the latest position: %+v", a)
	}
	req = h.ai.Last()
	if strings.Join(req.Moves, " ") != "a2-b2" || req.Values {
		t.Fatalf("reviewing move 1, the engine studies the position after %q", req.Moves)
	}
	h.ai.Queue = append(h.ai.Queue, engine.Reply{ID: req.ID, Final: true, Move: "e2-d1", Info: engine.Info{Depth: 7, PV: []string{"e2-d1"}}})
	h.idle(2)
	st := h.p.hook()
	if a := h.p.an.report(); !a.Have || a.Info.PV[0] != "e2-d1" || st.Analysis == nil || st.Analysis.PV[0] != "e2-d1" {
		t.Errorf("reviewing move 1, the panel shows %+v, the hook %+v", a, st.Analysis)
	}
	h.draw()
}
