package midend

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game"
	_ "parlour/game/catalog"
	"parlour/game/gametest"
)

// fakeThinker answers nothing by itself: a test queues its replies.
type fakeThinker struct {
	started []engine.Request
	cancels int
	replies []engine.Reply
}

func (f *fakeThinker) Start(r engine.Request) { f.started = append(f.started, r) }
func (f *fakeThinker) Cancel()                { f.cancels++ }
func (f *fakeThinker) Poll() (engine.Reply, bool) {
	if len(f.replies) == 0 {
		return engine.Reply{}, false
	}
	r := f.replies[0]
	f.replies = f.replies[1:]
	return r, true
}

// last returns the last request started.
func (f *fakeThinker) last(t *testing.T) engine.Request {
	t.Helper()
	if len(f.started) == 0 {
		t.Fatal("no search was started")
	}
	return f.started[len(f.started)-1]
}

// answer queues the final reply move to the last request.
func (f *fakeThinker) answer(t *testing.T, move string, info engine.Info) {
	f.replies = append(f.replies, engine.Reply{ID: f.last(t).ID, Final: true, Move: move, Info: info})
}

// fakeStore keeps every save.
type fakeStore struct {
	saves [][]byte
	err   error
}

func (f *fakeStore) SaveMatch(m *game.Match, seats []Seat) error {
	if f.err != nil {
		return f.err
	}
	data, err := MarshalMatch(m, seats)
	f.saves = append(f.saves, data)
	return err
}

// rig is a Session with a fake engine, store and clock.
type rig struct {
	*Session
	think *fakeThinker
	store *fakeStore
	clock float64
}

func newRig(t *testing.T, id string, seats []Seat, moves ...string) *rig {
	t.Helper()
	m := gametest.Played(t, id, nil, moves...)
	r := &rig{think: &fakeThinker{}, store: &fakeStore{}}
	r.Session = New(Config{Thinker: r.think, Store: r.store, Seed: func() uint64 { return 7 }}, m, seats)
	return r
}

// update runs the Session at the rig's clock.
func (r *rig) update(idle bool) { r.Update(r.clock, idle) }

// kinds returns the kinds of events since the last call.
func (r *rig) kinds() []EventKind {
	var out []EventKind
	for _, e := range r.Events() {
		out = append(out, e.Kind)
	}
	return out
}

// firstLegal returns the text of the first legal move on the board.
func (r *rig) firstLegal() string {
	st := r.State()
	return st.MoveString(st.LegalMoves(nil)[0])
}

// computerMoves lets the computer, whose turn it is, search and play its
// first legal move.
func (r *rig) computerMoves(t *testing.T) {
	t.Helper()
	r.update(true)
	r.think.answer(t, r.firstLegal(), engine.Info{})
	r.update(true) // the answer waits for MinThinkTime
	r.clock += MinThinkTime
	r.update(true)
}

var vsComputer = []Seat{Human, {AI: true, Level: engine.Easy}}

func TestUndoRedo(t *testing.T) {
	tests := []struct {
		name    string
		seats   []Seat
		undone  int // moves one Undo takes back
		wantPly int // after the Undo
	}{
		{"against the computer, Undo takes back its reply too", vsComputer, 2, 0},
		{"two people, Undo takes back one move", []Seat{Human, Human}, 1, 1},
		{"the computer against itself, Undo takes back one move", []Seat{{AI: true, Level: engine.Easy}, {AI: true, Level: engine.Hard}}, 1, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := newRig(t, "harehounds", tc.seats)
			for range 2 {
				if r.ComputerToMove() {
					r.computerMoves(t)
				} else if err := r.PlayString(r.firstLegal()); err != nil {
					t.Fatal(err)
				}
			}
			if got := r.Match().Ply(); got != 2 {
				t.Fatalf("ply %d after two moves", got)
			}
			r.Events()
			r.Undo()
			ev := r.Events()
			if r.Match().Ply() != tc.wantPly {
				t.Errorf("after Undo: ply %d, want %d", r.Match().Ply(), tc.wantPly)
			}
			if i := slices.IndexFunc(ev, func(e Event) bool { return e.Kind == TakenBack }); i < 0 || ev[i].N != tc.undone {
				t.Errorf("Undo events %v: want TakenBack with N=%d", ev, tc.undone)
			}
			r.Redo()
			ev = r.Events()
			i := slices.IndexFunc(ev, func(e Event) bool { return e.Kind == Replayed })
			if i < 0 || len(ev[i].Steps) != tc.undone {
				t.Fatalf("Redo events %v: want Replayed with %d steps", ev, tc.undone)
			}
			if r.Match().Ply() != tc.wantPly+tc.undone {
				t.Errorf("after Redo: ply %d, want %d", r.Match().Ply(), tc.wantPly+tc.undone)
			}
			if r.CanRedo() {
				t.Error("Redo left a move to redo")
			}
		})
	}
}

func TestComputerMove(t *testing.T) {
	r := newRig(t, "harehounds", vsComputer)
	r.PlayString(r.firstLegal())
	r.Events()
	r.update(true)
	req := r.think.last(t)
	if req.Game != "harehounds" || req.Level != engine.Easy || len(req.Moves) != 1 || req.Seed != 7+1 {
		t.Errorf("request %+v: want harehounds at Easy after one move, seed 8", req)
	}
	if got := r.kinds(); !slices.Equal(got, []EventKind{ThinkingStarted}) || !r.Thinking() {
		t.Errorf("events %v, thinking %v: want ThinkingStarted and thinking", got, r.Thinking())
	}
	move := r.firstLegal()
	r.think.answer(t, move, engine.Info{})
	r.clock += 0.1
	r.update(true)
	if r.Match().Ply() != 1 || r.Thinking() {
		t.Fatalf("the computer's move was played before MinThinkTime, or it still thinks (ply %d)", r.Match().Ply())
	}
	r.clock += MinThinkTime
	r.update(false)
	if r.Match().Ply() != 1 {
		t.Fatal("the computer moved while the last move was still shown")
	}
	r.update(true)
	ev := r.Events()
	i := slices.IndexFunc(ev, func(e Event) bool { return e.Kind == Moved })
	if i < 0 || ev[i].Steps[0].Move != move || ev[i].Steps[0].Mover != 1 || !ev[i].Animate {
		t.Fatalf("events %v: want the computer's move %s, animated", ev, move)
	}
	if r.Match().Ply() != 2 {
		t.Errorf("ply %d, want 2", r.Match().Ply())
	}
}

func TestStaleReplyAfterUndo(t *testing.T) {
	r := newRig(t, "harehounds", vsComputer)
	r.PlayString(r.firstLegal())
	r.update(true)
	stale := r.think.last(t)
	r.Undo()
	if r.think.cancels == 0 {
		t.Error("Undo did not cancel the computer's search")
	}
	r.think.replies = append(r.think.replies, engine.Reply{ID: stale.ID, Final: true, Move: "b1-c1"})
	r.clock += 1
	r.update(true)
	r.update(true)
	if r.Match().Ply() != 0 {
		t.Errorf("a reply to a search given up was played: moves %v", r.Match().MoveStrings())
	}
	if r.Analysis().Have {
		t.Error("a reply to a search given up was kept as the analysis")
	}
}

func TestHintAndAnalysis(t *testing.T) {
	r := newRig(t, "harehounds", []Seat{Human, Human})
	r.SetAnalysis(true)
	r.update(true)
	req := r.think.last(t)
	if req.Level != engine.Perfect {
		t.Errorf("the analysis searched at %v, want Perfect", req.Level)
	}
	best := r.firstLegal()
	r.think.replies = append(r.think.replies, engine.Reply{ID: req.ID, Info: engine.Info{Depth: 3, PV: []string{best}}})
	r.update(true)
	if got := r.kinds(); !slices.Contains(got, AnalysisLine) || r.Analysis().Info.Depth != 3 || !r.Searching() {
		t.Fatalf("events %v, analysis %+v: want an analysis line at depth 3, still searching", got, r.Analysis())
	}
	if !r.CanHint() {
		t.Fatal("Hint is refused while only the analysis runs")
	}
	r.Hint()
	if len(r.think.started) != 1 {
		t.Error("Hint started a search of its own while the analysis ran")
	}
	if r.Note().Text != "Hint: thinking…" {
		t.Errorf("note %q while the hint is sought", r.Note().Text)
	}
	r.think.answer(t, best, engine.Info{Verdict: engine.Verdict{Kind: engine.VerdictWin, N: 9}})
	r.update(true)
	ev := r.Events()
	want := "Hint: " + best + " — Hounds win in 9 moves, counting both sides."
	if i := slices.IndexFunc(ev, func(e Event) bool { return e.Kind == HintReady }); i < 0 || ev[i].Text != want {
		t.Fatalf("events %v: want HintReady %q", ev, want)
	}
	if n := r.Note(); n.Text != want || len(n.Path) == 0 {
		t.Errorf("note %+v: want %q with the move's path", n, want)
	}
	// The final analysis answers a second hint at once.
	r.note = Note{}
	r.Hint()
	if len(r.think.started) != 1 || r.Note().Text != want {
		t.Errorf("a second hint searched again (%d searches) or says %q", len(r.think.started), r.Note().Text)
	}
	// A move clears the hint and the analysis starts on the new position.
	r.PlayString(best)
	r.update(true)
	if r.Note().Text != "" || len(r.think.started) != 2 || r.Analysis().Version == r.Version() {
		t.Errorf("after a move: note %q, %d searches, analysis of version %d (now %d)", r.Note().Text, len(r.think.started), r.Analysis().Version, r.Version())
	}
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, r *rig)
		kind  EventKind
		text  string
	}{
		{"no engine", func(t *testing.T, r *rig) { r.cfg.Thinker = nil; r.update(true) }, ComputerFailed, "no AI is available"},
		{"the engine fails", func(t *testing.T, r *rig) {
			r.update(true)
			r.think.replies = append(r.think.replies, engine.Reply{ID: r.think.last(t).ID, Final: true, Err: "out of memory"})
			r.update(true)
		}, ComputerFailed, "out of memory"},
		{"the engine answers an illegal move", func(t *testing.T, r *rig) {
			r.update(true)
			r.think.answer(t, "z9-z8", engine.Info{})
			r.clock++
			r.update(true)
		}, ComputerFailed, "z9"},
		{"the save fails", func(t *testing.T, r *rig) {
			r.store.err = errors.New("disk full")
			r.Undo()
		}, Failed, "Your game could not be saved: disk full"},
		{"the save fails, worded by the frontend", func(t *testing.T, r *rig) {
			r.cfg.SaveFailed = func(err error) string { return "Kept in memory (" + err.Error() + ")" }
			r.store.err = errors.New("disk full")
			r.Undo()
		}, Failed, "Kept in memory (disk full)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := newRig(t, "harehounds", vsComputer, "a2-b2")
			tc.setup(t, r)
			ev := r.Events()
			i := slices.IndexFunc(ev, func(e Event) bool { return e.Kind == tc.kind })
			if i < 0 || !strings.Contains(ev[i].Text, tc.text) {
				t.Fatalf("events %v: want %v saying %q", ev, tc.kind, tc.text)
			}
			if tc.kind == ComputerFailed {
				if !strings.Contains(r.ComputerError(), tc.text) {
					t.Errorf("ComputerError %q, want %q", r.ComputerError(), tc.text)
				}
				n := len(r.think.started)
				r.update(true)
				if len(r.think.started) != n {
					t.Error("the computer searched again after failing")
				}
			}
		})
	}
}

func TestSaveAfterEveryChange(t *testing.T) {
	r := newRig(t, "harehounds", vsComputer)
	first := r.firstLegal()
	r.PlayString(first)
	r.computerMoves(t)
	r.Undo()
	r.Redo()
	r.NewGame()
	if len(r.store.saves) != 5 {
		t.Fatalf("%d saves for 5 changes", len(r.store.saves))
	}
	// The save after Undo keeps the moves taken back, to be redone.
	m, seats, err := ParseMatch(r.store.saves[2])
	if err != nil {
		t.Fatal(err)
	}
	if m.Ply() != 0 || !m.CanRedo() || !slices.Equal(seats, vsComputer) {
		t.Errorf("restored after Undo: ply %d, can redo %v, seats %v", m.Ply(), m.CanRedo(), seats)
	}
	restored := New(Config{}, m, seats)
	restored.Redo()
	if got := restored.Match().MoveStrings(); len(got) != 2 || got[0] != first {
		t.Errorf("restored game redone: %v", got)
	}
	if m, _, _ := ParseMatch(r.store.saves[4]); m.Ply() != 0 || m.CanRedo() {
		t.Error("the save after New keeps moves")
	}
}

func TestExplain(t *testing.T) {
	tests := []struct {
		game    string
		before  int  // first legal moves played before the try
		explain bool // the game explains some refused try
	}{
		{"foxgeese", 1, true}, // a goose's try, after the foxes' first move
		{"harehounds", 0, true},
		{"toy", 0, false}, // placements only: nothing to explain
	}
	for _, tc := range tests {
		t.Run(tc.game, func(t *testing.T) {
			r := newRig(t, tc.game, []Seat{Human, Human})
			for range tc.before {
				r.PlayString(r.firstLegal())
			}
			r.Events()
			ex, _ := r.State().(game.Explainer)
			var try []int
			n := r.State().Board().Len()
			for a := 0; a < n && try == nil && ex != nil; a++ {
				for b := 0; b < n; b++ {
					if ex.Explain([]int{a, b}) != "" {
						try = []int{a, b}
						break
					}
				}
			}
			if tc.explain != (try != nil) {
				t.Fatalf("explained try %v: want one %v", try, tc.explain)
			}
			if try == nil {
				try = []int{0, 1}
			}
			r.Explain(try)
			ev := r.Events()
			if !tc.explain {
				if len(ev) != 0 || r.Note().Text != "" {
					t.Errorf("events %v, note %q for a game that explains nothing", ev, r.Note().Text)
				}
				return
			}
			if len(ev) != 1 || ev[0].Kind != Explained || ev[0].Text != game.AsSentence(ex.Explain(try)) || r.Note().Text != ev[0].Text {
				t.Errorf("events %v, note %q: want Explained %q", ev, r.Note().Text, ex.Explain(try))
			}
		})
	}
}

// TestUndoAfterNewGame checks that Undo right after New brings back the
// game New replaced, and only until a person moves in the new game.
func TestUndoAfterNewGame(t *testing.T) {
	computerFirst := []Seat{{AI: true, Level: engine.Easy}, Human}
	tests := []struct {
		name        string
		seats       []Seat
		moves       int  // moves of the old game, played before New
		computer    bool // the computer moves in the new game before Undo
		person      bool // a person moves in the new game before Undo
		wantRestore bool
	}{
		{"right after New", vsComputer, 2, false, false, true},
		{"after the computer's first move", computerFirst, 1, true, false, true},
		{"after a person's move", vsComputer, 2, false, true, false},
		{"a game with no moves", vsComputer, 0, false, false, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := newRig(t, "harehounds", tc.seats)
			for range tc.moves {
				if r.ComputerToMove() {
					r.update(true)
					r.computerMoves(t)
				} else {
					r.PlayString(r.firstLegal())
				}
			}
			old := r.Match().MoveStrings()
			if got := r.AtStake(); got != len(old) {
				t.Errorf("AtStake %d, want %d", got, len(old))
			}
			r.NewGame()
			if r.CanRestore() != tc.wantRestore && !tc.person {
				t.Errorf("CanRestore %v right after New, want %v", r.CanRestore(), tc.wantRestore)
			}
			if tc.computer {
				r.update(true)
				r.computerMoves(t)
			}
			if tc.person {
				r.PlayString(r.firstLegal())
			}
			newMoves := r.Match().MoveStrings()
			r.Events()
			saves := len(r.store.saves)
			r.Undo()
			got := r.Match().MoveStrings()
			restored := slices.Contains(r.kinds(), Restored)
			if restored != tc.wantRestore {
				t.Fatalf("Restored event %v, want %v (moves %v)", restored, tc.wantRestore, got)
			}
			if tc.wantRestore {
				if !slices.Equal(got, old) {
					t.Errorf("after Undo: moves %v, want the old game's %v", got, old)
				}
				if len(r.store.saves) != saves+1 {
					t.Error("the game brought back was not saved")
				}
				if r.CanRestore() {
					t.Error("a second Undo would bring it back again")
				}
				return
			}
			if len(newMoves) > 0 && len(got) >= len(newMoves) {
				t.Errorf("Undo took back nothing of the new game: %v", got)
			}
		})
	}
}

// TestComputerFallsBack checks that a failed search of a level above
// Easy is tried again at Easy, said in a notice, and that the computer
// gives up only when Easy fails too.
func TestComputerFallsBack(t *testing.T) {
	r := newRig(t, "harehounds", []Seat{Human, {AI: true, Level: engine.Hard}}, "a2-b2")
	r.update(true)
	if got := r.think.last(t).Level; got != engine.Hard {
		t.Fatalf("the computer searches at %v, want Hard", got)
	}
	r.think.replies = append(r.think.replies, engine.Reply{ID: r.think.last(t).ID, Final: true, Err: "engine failure: a bug"})
	r.update(true)
	ev := r.Events()
	if i := slices.IndexFunc(ev, func(e Event) bool { return e.Kind == Failed }); i < 0 || !strings.Contains(ev[i].Text, "at Easy instead") {
		t.Fatalf("events %v: want a notice that the computer falls back to Easy", ev)
	}
	if got := r.think.last(t).Level; got != engine.Easy || r.ComputerError() != "" {
		t.Fatalf("after the failure the computer searches at %v with error %q, want Easy and none", got, r.ComputerError())
	}
	r.think.replies = append(r.think.replies, engine.Reply{ID: r.think.last(t).ID, Final: true, Err: "engine failure: again"})
	r.update(true)
	if !strings.Contains(r.ComputerError(), "again") {
		t.Fatalf("ComputerError %q after Easy failed too, want its reason", r.ComputerError())
	}
}

// TestWaiting follows Waiting through a game against the computer: the
// frontend rests only while it is false.
func TestWaiting(t *testing.T) {
	r := newRig(t, "harehounds", vsComputer)
	steps := []struct {
		what string
		do   func()
		want bool
	}{
		{"a person to move", func() { r.update(true) }, false},
		{"the computer to move, its search not started", func() { r.PlayString(r.firstLegal()) }, true},
		{"its search under way", func() { r.update(true) }, true},
		{"its answer in, before MinThinkTime", func() { r.think.answer(t, r.firstLegal(), engine.Info{}); r.update(true) }, true},
		{"its move played", func() { r.clock += MinThinkTime; r.update(true) }, false},
	}
	for _, s := range steps {
		s.do()
		if got := r.Waiting(); got != s.want {
			t.Errorf("%s: Waiting() = %v, want %v", s.what, got, s.want)
		}
	}
}
