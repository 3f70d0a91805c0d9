package play

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/gametest"
	"parlour/game/gametest/toy"
	"parlour/midend"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

func TestPlayHumanAgainstAI(t *testing.T) {
	h := newHarness(t, vsAI)
	h.tap("a2")
	h.tap("b2")
	h.wantMoves("a2-b2")
	h.tap("b2") // rapid taps while the hare is to move change nothing
	h.tap("c2")
	h.wantMoves("a2-b2")
	h.idle(12) // the move animates, then the AI is asked
	if len(h.ai.Reqs) != 1 {
		t.Fatalf("%d requests, want 1", len(h.ai.Reqs))
	}
	req := h.ai.Last()
	if req.Game != "harehounds" || req.Level != engine.Medium || !slices.Equal(req.Moves, []string{"a2-b2"}) || req.Options["layout"] != "usual" {
		t.Errorf("request %+v", req)
	}
	if !strings.Contains(strings.Join(h.heard(), "|"), "Hounds move a2 to b2. Hare to move.") {
		t.Errorf("heard %q", h.heard())
	}
	// A stale reply is ignored; the right one is played after a pause.
	h.ai.Queue = append(h.ai.Queue,
		engine.Reply{ID: req.ID + 100, Final: true, Move: "e2-d1"},
		engine.Reply{ID: req.ID, Final: false, Info: engine.Info{Depth: 3}},
		engine.Reply{ID: req.ID, Final: true, Move: "e2-d3"})
	h.idle(2)
	h.wantMoves("a2-b2")
	h.idle(40)
	h.wantMoves("a2-b2", "e2-d3")
	if len(h.ai.Reqs) != 1 {
		t.Errorf("the AI was asked again on the human's turn")
	}
	// Saved after every change.
	data, err := h.store.Get(saves.MatchKey("harehounds"))
	if err != nil || !strings.Contains(string(data), "e2-d3") {
		t.Errorf("saved %s, %v", data, err)
	}

	// Undo goes back to the human's turn: both moves.
	h.key(ui.KeyUndo)
	h.wantMoves()
	if !h.p.board.Live() {
		t.Error("after undo it should be the human's turn")
	}
	h.key(ui.KeyRedo)
	h.wantMoves("a2-b2", "e2-d3")
	h.idle(20)
	if len(h.ai.Reqs) != 1 {
		t.Errorf("redo back to the human's turn must not ask the AI")
	}
}

func TestPlayUndoWhileThinking(t *testing.T) {
	h := newHarness(t, vsAI)
	h.tap("a2")
	h.tap("b2")
	h.idle(12)
	id := h.ai.Last().ID
	h.key(ui.KeyUndo)
	h.wantMoves()
	if h.ai.Cancels == 0 {
		t.Error("undo must cancel the search")
	}
	// The cancelled search's reply arrives late: ignored.
	h.ai.Queue = append(h.ai.Queue, engine.Reply{ID: id, Final: true, Move: "e2-d1"})
	h.idle(40)
	h.wantMoves()
	// New game while the AI thinks, then its reply: ignored too.
	h.tap("a2")
	h.tap("b2")
	h.idle(12)
	id = h.ai.Last().ID
	h.key(ui.KeyNew)
	h.pressDialog("New game")
	h.ai.Queue = append(h.ai.Queue, engine.Reply{ID: id, Final: true, Move: "e2-d1"})
	h.idle(40)
	h.wantMoves()
	if !strings.HasPrefix(h.heard()[len(h.heard())-1], "New game. Hounds to move.") {
		t.Errorf("heard %q", h.heard())
	}
}

func TestPlayHint(t *testing.T) {
	h := newHarness(t, vsAI)
	h.key(ui.KeyHint)
	req := h.ai.Last()
	if req.Level != engine.Perfect {
		t.Errorf("hint level %v, want perfect", req.Level)
	}
	h.ai.Queue = append(h.ai.Queue, engine.Reply{ID: req.ID, Final: true, Move: "a2-b2", Info: engine.Info{Verdict: engine.Verdict{Kind: engine.VerdictWin, N: 17}}})
	h.idle(1)
	if h.p.s.Note().Text != "Hint: a2-b2 — Hounds win in 17 moves, counting both sides." || len(h.p.s.Note().Path) != 2 {
		t.Errorf("hint %q %v", h.p.s.Note().Text, h.p.s.Note().Path)
	}
	h.wantMoves() // a hint plays nothing
	h.tap("b1")
	h.tap("c1")
	if h.p.s.Note().Text != "" {
		t.Error("a move clears the hint")
	}
}

func TestPlayKeyboard(t *testing.T) {
	h := newHarness(t, []saves.Seat{saves.Human, saves.Human})
	h.key(ui.KeyRight) // shows the cursor on a movable piece
	if h.p.board.Cursor() < 0 {
		t.Fatal("no cursor")
	}
	a2, _ := h.p.board.View().Board.Lookup("a2")
	h.p.board.SetCursor(a2)
	h.key(ui.KeyActivate)
	h.key(ui.KeyRight)
	h.key(ui.KeyActivate)
	h.wantMoves("a2-b2")
	h.idle(12)
	if h.p.board.Live() != true || len(h.ai.Reqs) != 0 {
		t.Error("two people: no AI")
	}
	h.key(ui.KeyUndo)
	h.wantMoves()
	h.key(ui.KeyRedo)
	h.wantMoves("a2-b2")
}

func TestPlayEndOfGame(t *testing.T) {
	// The hounds trap the hare on e2 with their next move, c2-d2.
	h := newHarness(t, []saves.Seat{saves.Human, saves.Human}, "a2-b2", "e2-d1", "b3-c2", "d1-d2", "b2-b3", "d2-d3", "b3-c3", "d3-d2", "c3-d3", "d2-d1", "b1-c1", "d1-d2", "c1-d1", "d2-e2")
	h.tap("c2")
	h.tap("d2")
	if o := h.p.s.Match().Outcome(); !o.Over || o.Winner() != 0 {
		t.Fatalf("outcome %+v", o)
	}
	last := h.heard()[len(h.heard())-1]
	if !strings.HasSuffix(last, "Hounds win: the hare is trapped.") {
		t.Errorf("heard %q", last)
	}
	st := h.p.hook()
	if !st.Over || st.ToMove != "" || len(st.Moves) != 15 {
		t.Errorf("hook state %+v", st)
	}
}

// TestPlayTargets checks that the test hooks see every point and button
// of the play screen.
func TestPlayTargets(t *testing.T) {
	h := newHarness(t, vsAI)
	names := map[string]bool{}
	h.p.Targets(func(n string, r ui.Rect) { names[n] = !r.Empty() })
	for _, n := range []string{"point:a2", "point:c2", "point:e2", "button:New", "button:Undo", "button:Redo", "button:Hint", "button:Rules", "button:Menu"} {
		if !names[n] {
			t.Errorf("no target %s", n)
		}
	}
}

func TestPlayTabSkipsDisabledButtons(t *testing.T) {
	h := newHarness(t, []saves.Seat{saves.Human, saves.Human})
	h.frame(ui.Frame{Keys: []ui.Key{ui.KeyTab}})
	if h.p.btn.focus.At() < 0 || h.p.btn.all[h.p.btn.focus.At()].Label != "New" {
		t.Errorf("first Tab focuses %d, want New (the hidden Stop here button is skipped)", h.p.btn.focus.At())
	}
	h.frame(ui.Frame{Keys: []ui.Key{ui.KeyTab}}) // Undo and Redo are disabled at the start
	if got := h.p.btn.all[h.p.btn.focus.At()].Label; got != "Hint" {
		t.Errorf("second Tab focuses %s, want Hint", got)
	}
	h.frame(ui.Frame{Keys: []ui.Key{ui.KeyTab}, Shift: true})
	if got := h.p.btn.all[h.p.btn.focus.At()].Label; got != "New" {
		t.Errorf("Shift+Tab focuses %s, want New", got)
	}
	h.frame(ui.Frame{Keys: []ui.Key{ui.KeyTab}, Shift: true})
	if got := h.p.btn.all[h.p.btn.focus.At()].Label; got != "Menu" {
		t.Errorf("Shift+Tab wraps to %s, want Menu", got)
	}
}

// TestPlayEveryGameHeadless plays every game of the catalog on the play
// screen without a display, wide and narrow: a person's moves through
// the board's keyboard cursor, the computer's through the fake engine,
// and every frame drawn offscreen.
func TestPlayEveryGameHeadless(t *testing.T) {
	for _, e := range catalog.Entries() {
		playHeadless(t, e.Game)
	}
}

// playHeadless plays the first moves of g on the play screen, wide and
// narrow, and checks each move is played, drawn and saved.
func playHeadless(t *testing.T, g *game.Game) {
	t.Helper()
	for _, size := range [][2]float64{{1280, 800}, {390, 844}} {
		t.Run(fmt.Sprintf("%s/%vx%v", g.ID, size[0], size[1]), func(t *testing.T) {
			m, err := game.NewMatch(g, nil)
			if err != nil {
				t.Fatal(err)
			}
			seats := midend.DefaultSeats(len(m.Seats()))
			h := newHarnessOf(t, m, seats)
			h.resize(size[0], size[1])
			for ply := 0; ply < 4 && !h.p.s.Over(); ply++ {
				before := h.p.s.Match().Ply()
				if h.p.s.ComputerToMove() {
					h.idle(1)
					h.answer()
				} else {
					h.personMoves()
				}
				for i := 0; i < 120 && h.p.s.Match().Ply() == before; i++ {
					h.idle(1)
					h.draw()
				}
				if h.p.s.Match().Ply() != before+1 {
					t.Fatalf("ply %d: no move was played (moves %v)", ply+1, h.moves())
				}
				h.idle(30)
				h.draw()
			}
			if _, err := h.store.Get(saves.MatchKey(g.ID)); err != nil {
				t.Errorf("the game was not saved: %v", err)
			}
		})
	}
}

// TestHelpersOnFinishedGame opens a finished game of every game on the
// play screen, at desktop and phone sizes, and turns Values and Analysis
// on and asks for a hint, by their buttons and keys: Hint is disabled,
// Values asks for the values along the game and shows them, the analysis
// says the game is over, and every frame updates and draws (Values on a
// finished game once stopped the program).
func TestHelpersOnFinishedGame(t *testing.T) {
	for _, e := range catalog.Entries() {
		g := e.Game
		t.Run(g.ID, func(t *testing.T) {
			m := gametest.Finished(t, g, nil)
			h := newHarnessOf(t, m, nil)
			h.p.btn.values.Activate()
			h.p.btn.analysis.Activate()
			for _, size := range [][2]float64{{1100, 760}, {390, 844}} {
				h.resize(size[0], size[1])
				h.key(ui.KeyHint)
				h.idle(3)
				h.draw()
			}
			if h.p.btn.hint.Enabled {
				t.Error("Hint is offered in a finished game")
			}
			if len(h.ai.Reqs) == 0 {
				t.Fatal("Values asked nothing of the engine")
			}
			for _, r := range h.ai.Reqs {
				if !r.Line {
					t.Errorf("a search other than the values along the game: %+v", r)
				}
			}
			h.ai.Queue = append(h.ai.Queue, engine.Reply{ID: h.ai.Last().ID, Final: true, Line: make([]engine.PlyValue, m.Ply()+1)})
			h.idle(3)
			h.draw()
			if _, ok := h.p.s.Line(); !ok {
				t.Error("the values along the finished game are not shown")
			}
			st := h.p.hook()
			if !st.Over {
				t.Errorf("hook state %+v, want the game over", st)
			}
		})
	}
}

// TestToyGameHeadless plays the toy seventh game, registered by this
// test's import alone, on the play screen: the catalog lists it, and the
// screen draws and plays it as it does the six.
func TestToyGameHeadless(t *testing.T) {
	listed := false
	for _, e := range catalog.Entries() {
		listed = listed || e.Game == toy.Spec
	}
	if !listed {
		t.Fatalf("the catalog does not list %q", toy.Spec.ID)
	}
	playHeadless(t, toy.Spec)
}

// TestPulseEndsStill wants the movable pieces drawn once more when their
// pulse ends, standing still, whether it ends by the frames' time or by
// real time (ui.Context.Wall, which runs ahead when frames are slow).
func TestPulseEndsStill(t *testing.T) {
	for _, tt := range []struct {
		name string
		wall float64 // real seconds a frame
	}{{"by the frames' time", 0}, {"by real time", 0.25}} {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, []saves.Seat{saves.Human, saves.Human})
			h.frame(ui.Frame{X: -1, Y: -1})
			if !h.p.pulses() {
				t.Fatal("the movable pieces do not pulse after the screen opened")
			}
			for i := 0; h.p.pulses(); i++ {
				if i > 2*60*pulseTime {
					t.Fatal("the pulse did not end")
				}
				before := h.host.Redraws
				h.c.Wall += tt.wall
				h.frame(ui.Frame{X: -1, Y: -1})
				if !h.p.pulses() && h.host.Redraws == before {
					t.Fatalf("the pulse ended after %d frames without the pieces drawn again, still", i+1)
				}
			}
		})
	}
}

// TestComputerThinksInRealTime runs the screen where frames lag real time
// five times (each frame a fifth of a second, as software WebGL on a busy
// machine draws): the computer's answer, ready at once, must be played
// after its least thinking time in real time, not in the frames' lagging
// time, which once made replies several seconds slower.
func TestComputerThinksInRealTime(t *testing.T) {
	h := newHarness(t, vsAI)
	lag := func(n int) {
		for range n {
			h.c.Wall += 0.2
			h.idle(1)
		}
	}
	h.tap("a2")
	h.tap("b2")
	h.wantMoves("a2-b2")
	frames := 0
	for ; len(h.ai.Reqs) == 0 && frames < 100; frames++ {
		lag(1) // the move is shown, then the computer is asked
	}
	req := h.ai.Last()
	h.ai.Queue = append(h.ai.Queue, engine.Reply{ID: req.ID, Final: true, Move: "e2-d3"})
	waited := 0
	for ; len(h.moves()) < 2 && waited < 100; waited++ {
		lag(1)
	}
	if got := float64(waited) * 0.2; got > 1.5 {
		t.Errorf("the computer's move was played %.1f s after its answer (frames lagging), want about %.1f s", got, midend.MinThinkTime)
	}
}
