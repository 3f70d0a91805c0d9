package midend

import (
	"slices"
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game"
)

// TestReview steps through a game against the computer: the computer
// waits while an earlier position is shown, the moves after it are kept,
// a move played there replaces them, and Play from here lets the
// computer go on.
func TestReview(t *testing.T) {
	moves := []string{"b1-c1", "e2-d1", "c1-c2", "d1-e2"}
	r := newRig(t, "harehounds", vsComputer, moves...)
	r.Review(1)
	if got := r.kinds(); !slices.Contains(got, Reviewed) || r.Match().Ply() != 1 || !r.Reviewing() {
		t.Fatalf("after Review(1): ply %d, reviewing %v, events %v", r.Match().Ply(), r.Reviewing(), got)
	}
	all, shown := r.Moves()
	if !slices.Equal(all, moves) || shown != 1 {
		t.Errorf("moves %v shown %d, want %v and 1", all, shown, moves)
	}
	// The hare (the computer) is to move at ply 1, but waits.
	r.update(true)
	r.clock += 5
	r.update(true)
	if len(r.think.started) != 0 || r.Match().Ply() != 1 {
		t.Fatalf("the computer searched (%d) or moved (ply %d) during a review", len(r.think.started), r.Match().Ply())
	}
	r.Review(99) // past the end: the last move
	if r.Match().Ply() != 4 || r.Reviewing() {
		t.Errorf("Review past the end: ply %d, reviewing %v; want 4, false", r.Match().Ply(), r.Reviewing())
	}
	r.Review(2) // the hounds (a person) to move
	if err := r.PlayString("b3-b2"); err != nil {
		t.Fatal(err)
	}
	all, shown = r.Moves()
	if r.Reviewing() || shown != 3 || len(all) != 3 || all[2] != "b3-b2" {
		t.Errorf("a move from the review: moves %v shown %d reviewing %v; want the rest replaced", all, shown, r.Reviewing())
	}
	r.Review(1)
	r.PlayFromHere()
	if r.Reviewing() {
		t.Fatal("still reviewing after Play from here")
	}
	r.computerMoves(t)
	if r.Match().Ply() != 2 {
		t.Errorf("after Play from here the computer did not move: ply %d", r.Match().Ply())
	}
	if len(r.store.saves) == 0 {
		t.Error("nothing was saved")
	}
}

// TestReviewReplay checks that reviewing a replay steps it and pauses it,
// with no review of a live game.
func TestReviewReplay(t *testing.T) {
	g, err := game.Lookup("solitaire")
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewReplay(Config{}, g, g.Demos[0])
	if err != nil {
		t.Fatal(err)
	}
	s.Review(3)
	rp, ok := s.Replaying()
	if !ok || rp.Move != 3 || rp.Playing || s.Reviewing() {
		t.Errorf("replay after Review(3): %+v reviewing %v; want move 3, paused", rp, s.Reviewing())
	}
}

// TestValues asks for the values of the moves when they are wanted, on a
// person's turn only, and keeps them for the position they were found
// for.
func TestValues(t *testing.T) {
	r := newRig(t, "harehounds", vsComputer)
	r.update(true)
	if len(r.think.started) != 0 {
		t.Fatal("values were asked for before they were wanted")
	}
	r.SetValues(true)
	r.update(true)
	req := r.think.last(t)
	if !req.Values {
		t.Fatalf("request %+v does not ask for values", req)
	}
	if _, ok := r.Values(); ok {
		t.Error("values known before the engine answered")
	}
	vals := engine.Values{Mover: 0, Source: "solved", Moves: []engine.Valuation{{Move: "a2-b2", Kind: engine.Win, Plies: 23}}}
	r.think.replies = append(r.think.replies, engine.Reply{ID: req.ID, Final: true, Values: &vals})
	r.update(true)
	got, ok := r.Values()
	if !ok || len(got.Moves) != 1 || got.Moves[0].Plies != 23 || !slices.Contains(r.kinds(), ValuesReady) {
		t.Fatalf("values %+v, %v after the answer", got, ok)
	}
	r.update(true) // then the values along the game
	lineReq := r.think.last(t)
	if !lineReq.Line || lineReq.Values {
		t.Fatalf("request %+v does not ask for the values along the game", lineReq)
	}
	line := []engine.PlyValue{{Ply: 0, Kind: engine.Win, Plies: 23}}
	r.think.replies = append(r.think.replies, engine.Reply{ID: lineReq.ID, Final: true, Line: line})
	r.update(true)
	if got, ok := r.Line(); !ok || len(got) != 1 {
		t.Fatalf("line %+v, %v after the answer", got, ok)
	}
	if err := r.PlayString("a2-b2"); err != nil {
		t.Fatal(err)
	}
	if _, ok := r.Line(); ok {
		t.Error("the values along the game before the move are still given")
	}
	if _, ok := r.Values(); ok {
		t.Error("the values of the position before are still given")
	}
	n := len(r.think.started)
	r.update(true) // the computer's move comes first
	if last := r.think.last(t); len(r.think.started) != n+1 || last.Values {
		t.Errorf("on the computer's turn the Session asked for %+v, want its move", last)
	}
	r.SetValues(false)
	if _, ok := r.Values(); ok || r.ValuesOn() {
		t.Error("values given while turned off")
	}
}

// TestValuesFail checks that values the engine cannot find turn the
// values off, with a notice, so that a screen does not wait for them.
func TestValuesFail(t *testing.T) {
	r := newRig(t, "harehounds", vsComputer)
	r.SetValues(true)
	if !r.ValuesOn() {
		t.Fatal("SetValues(true) left them off")
	}
	r.update(true)
	req := r.think.last(t)
	r.think.replies = append(r.think.replies, engine.Reply{ID: req.ID, Final: true, Err: "no table"})
	r.update(true)
	if r.ValuesOn() || !slices.Contains(r.kinds(), Failed) {
		t.Errorf("after the engine failed: values on %v, events %v", r.ValuesOn(), r.kinds())
	}
}

// TestReviewAnalysis checks that with the analysis on, reviewing a game
// studies the position shown, whoever is to move there, and that the
// report is of that position.
func TestReviewAnalysis(t *testing.T) {
	moves := []string{"b1-c1", "e2-d1", "c1-c2", "d1-e2"}
	r := newRig(t, "harehounds", vsComputer, moves...)
	r.SetAnalysis(true)
	r.update(true)
	if q := r.think.last(t); !slices.Equal(q.Moves, moves) {
		t.Fatalf("the analysis of the game's position searched after %v", q.Moves)
	}
	r.think.answer(t, "b3-b2", engine.Info{Depth: 5, PV: []string{"b3-b2"}})
	r.update(true)
	for _, ply := range []int{1, 2, 0} { // the hare (the computer) to move, the hounds, the start
		r.Review(ply)
		r.update(true)
		q := r.think.last(t)
		if !slices.Equal(q.Moves, moves[:ply]) {
			t.Fatalf("reviewing move %d: the analysis searched after %v, want %v", ply, q.Moves, moves[:ply])
		}
		r.think.answer(t, r.firstLegal(), engine.Info{Depth: 3, PV: []string{r.firstLegal()}})
		r.update(true)
		if a := r.Analysis(); a.Version != r.Version() || a.Ply != ply || !a.Have {
			t.Errorf("reviewing move %d: the analysis is of version %d ply %d (have %v), the position shown is version %d", ply, a.Version, a.Ply, a.Have, r.Version())
		}
		if r.Match().Ply() != ply {
			t.Errorf("reviewing move %d: the analysis played a move (ply %d)", ply, r.Match().Ply())
		}
	}
}

// TestHintDuringLine checks that Hint is offered while the values along
// the game are being found, which can take a while at the start of a big
// board, and that they are asked for again once the hint is shown.
func TestHintDuringLine(t *testing.T) {
	r := newRig(t, "harehounds", vsComputer)
	r.SetValues(true)
	r.update(true)
	req := r.think.last(t)
	vals := engine.Values{Mover: 0, Source: "solved", Moves: []engine.Valuation{{Move: "a2-b2", Kind: engine.Win, Plies: 23}}}
	r.think.replies = append(r.think.replies, engine.Reply{ID: req.ID, Final: true, Values: &vals})
	r.update(true)
	r.update(true)
	if !r.think.last(t).Line {
		t.Fatalf("request %+v does not ask for the values along the game", r.think.last(t))
	}
	if !r.CanHint() {
		t.Fatal("Hint is not offered while the values along the game are found")
	}
	r.Hint()
	hint := r.think.last(t)
	if hint.Line || hint.Values {
		t.Fatalf("Hint asked for %+v, want the best move", hint)
	}
	r.think.replies = append(r.think.replies, engine.Reply{ID: hint.ID, Final: true, Move: "a2-b2"})
	r.update(true)
	if !strings.HasPrefix(r.Note().Text, "Hint: a2-b2") {
		t.Fatalf("the note says %q after the hint's answer", r.Note().Text)
	}
	r.update(true)
	if !r.think.last(t).Line {
		t.Errorf("after the hint the Session asked for %+v, want the values along the game again", r.think.last(t))
	}
}
