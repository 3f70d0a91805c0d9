package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"fmt"
	"slices"
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/game/catalog"
	"parlour/midend"
	"parlour/platform"
)

// fakeThinker records requests and hands out replies the test queues.
type fakeThinker struct {
	reqs    []engine.Request
	queue   []engine.Reply
	cancels int
}

func (f *fakeThinker) Start(r engine.Request) { f.reqs = append(f.reqs, r) }
func (f *fakeThinker) Cancel()                { f.cancels++ }
func (f *fakeThinker) Poll() (engine.Reply, bool) {
	if len(f.queue) == 0 {
		return engine.Reply{}, false
	}
	r := f.queue[0]
	f.queue = f.queue[1:]
	return r, true
}

func (f *fakeThinker) last() engine.Request { return f.reqs[len(f.reqs)-1] }

type harness struct {
	t     *testing.T
	app   *App
	store *platform.MemoryStore
	ai    *fakeThinker
	heard []string
	c     *Context
	p     *Play
}

func newHarness(t *testing.T, seats []Seat, moves ...string) *harness {
	return newHarnessOf(t, newMatch(t, moves...), seats)
}

// newHarnessOf returns a play screen of match m, run headless: frames
// are fed by hand, the engine is a fakeThinker, and Draw draws offscreen.
func newHarnessOf(t *testing.T, m *game.Match, seats []Seat) *harness {
	h := &harness{t: t, store: platform.NewMemoryStore(), ai: &fakeThinker{}}
	h.app = NewApp(Config{Store: h.store, Thinker: h.ai, Announce: func(s string) { h.heard = append(h.heard, s) }})
	h.c = &Context{W: 1100, H: 760, S: 1, DSF: 1, Dt: 1.0 / 60}
	h.p = NewPlay(h.app, m, seats)
	h.p.Layout(h.c)
	return h
}

// resize lays the screen out again at w×h.
func (h *harness) resize(w, ht float64) {
	h.c.W, h.c.H = w, ht
	h.p.Layout(h.c)
}

// draw draws one frame on an offscreen image of the screen's size.
func (h *harness) draw() {
	img := ebiten.NewImage(int(h.c.W), int(h.c.H))
	defer img.Deallocate()
	h.p.Draw(img, h.c)
}

// answer makes the fake engine answer its last request with the first
// legal move, as a final reply.
func (h *harness) answer() {
	st := h.p.s.Match().State()
	mv := st.MoveString(st.LegalMoves(nil)[0])
	h.ai.queue = append(h.ai.queue, engine.Reply{ID: h.ai.last().ID, Final: true, Move: mv})
}

// frame runs one frame with the given input.
func (h *harness) frame(f Frame) {
	h.c.Time += h.c.Dt
	h.c.In = &f
	if err := h.p.Update(h.c); err != nil {
		h.t.Fatal(err)
	}
}

func (h *harness) idle(n int) {
	for range n {
		h.frame(Frame{})
	}
}

// tap presses and releases the pointer on a point.
func (h *harness) tap(name string) {
	p, ok := h.p.board.view.Board.Lookup(name)
	if !ok {
		h.t.Fatalf("no point %s", name)
	}
	x, y := h.p.board.view.At(p)
	h.frame(Frame{X: x, Y: y, Down: true, Pressed: true})
	h.frame(Frame{X: x, Y: y, Released: true})
}

func (h *harness) key(k Key) { h.frame(Frame{Keys: []Key{k}}) }

func (h *harness) moves() []string { return h.p.s.Match().MoveStrings() }

func (h *harness) wantMoves(want ...string) {
	h.t.Helper()
	if got := h.moves(); !slices.Equal(got, want) && !(len(got) == 0 && len(want) == 0) {
		h.t.Fatalf("moves %v, want %v", got, want)
	}
}

var vsAI = []Seat{Human, {AI: true, Level: engine.Medium}}

func TestPlayHumanAgainstAI(t *testing.T) {
	h := newHarness(t, vsAI)
	h.tap("a2")
	h.tap("b2")
	h.wantMoves("a2-b2")
	h.tap("b2") // rapid taps while the hare is to move change nothing
	h.tap("c2")
	h.wantMoves("a2-b2")
	h.idle(12) // the move animates, then the AI is asked
	if len(h.ai.reqs) != 1 {
		t.Fatalf("%d requests, want 1", len(h.ai.reqs))
	}
	req := h.ai.last()
	if req.Game != "harehounds" || req.Level != engine.Medium || !slices.Equal(req.Moves, []string{"a2-b2"}) || req.Options["layout"] != "usual" {
		t.Errorf("request %+v", req)
	}
	if !strings.Contains(strings.Join(h.heard, "|"), "Hounds move a2 to b2. Hare to move.") {
		t.Errorf("heard %q", h.heard)
	}
	// A stale reply is ignored; the right one is played after a pause.
	h.ai.queue = append(h.ai.queue,
		engine.Reply{ID: req.ID + 100, Final: true, Move: "e2-d1"},
		engine.Reply{ID: req.ID, Final: false, Info: engine.Info{Depth: 3}},
		engine.Reply{ID: req.ID, Final: true, Move: "e2-d3"})
	h.idle(2)
	h.wantMoves("a2-b2")
	h.idle(40)
	h.wantMoves("a2-b2", "e2-d3")
	if len(h.ai.reqs) != 1 {
		t.Errorf("the AI was asked again on the human's turn")
	}
	// Saved after every change.
	data, err := h.store.Get(matchKey("harehounds"))
	if err != nil || !strings.Contains(string(data), "e2-d3") {
		t.Errorf("saved %s, %v", data, err)
	}

	// Undo goes back to the human's turn: both moves.
	h.key(KeyUndo)
	h.wantMoves()
	if !h.p.board.Live() {
		t.Error("after undo it should be the human's turn")
	}
	h.key(KeyRedo)
	h.wantMoves("a2-b2", "e2-d3")
	h.idle(20)
	if len(h.ai.reqs) != 1 {
		t.Errorf("redo back to the human's turn must not ask the AI")
	}
}

func TestPlayUndoWhileThinking(t *testing.T) {
	h := newHarness(t, vsAI)
	h.tap("a2")
	h.tap("b2")
	h.idle(12)
	id := h.ai.last().ID
	h.key(KeyUndo)
	h.wantMoves()
	if h.ai.cancels == 0 {
		t.Error("undo must cancel the search")
	}
	// The cancelled search's reply arrives late: ignored.
	h.ai.queue = append(h.ai.queue, engine.Reply{ID: id, Final: true, Move: "e2-d1"})
	h.idle(40)
	h.wantMoves()
	// New game while the AI thinks, then its reply: ignored too.
	h.tap("a2")
	h.tap("b2")
	h.idle(12)
	id = h.ai.last().ID
	h.key(KeyNew)
	h.pressDialog("New game")
	h.ai.queue = append(h.ai.queue, engine.Reply{ID: id, Final: true, Move: "e2-d1"})
	h.idle(40)
	h.wantMoves()
	if !strings.HasPrefix(h.heard[len(h.heard)-1], "New game. Hounds to move.") {
		t.Errorf("heard %q", h.heard)
	}
}

func TestPlayHint(t *testing.T) {
	h := newHarness(t, vsAI)
	h.key(KeyHint)
	req := h.ai.last()
	if req.Level != engine.Perfect {
		t.Errorf("hint level %v, want perfect", req.Level)
	}
	h.ai.queue = append(h.ai.queue, engine.Reply{ID: req.ID, Final: true, Move: "a2-b2", Info: engine.Info{Verdict: "Hounds win in 17"}})
	h.idle(1)
	if h.p.s.Note().Text != "Hint: a2-b2 — Hounds win in 17" || len(h.p.s.Note().Path) != 2 {
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
	h := newHarness(t, []Seat{Human, Human})
	h.key(KeyRight) // shows the cursor on a movable piece
	if h.p.board.cursor < 0 {
		t.Fatal("no cursor")
	}
	a2, _ := h.p.board.view.Board.Lookup("a2")
	h.p.board.cursor = a2
	h.key(KeyActivate)
	h.key(KeyRight)
	h.key(KeyActivate)
	h.wantMoves("a2-b2")
	h.idle(12)
	if h.p.board.Live() != true || len(h.ai.reqs) != 0 {
		t.Error("two people: no AI")
	}
	h.key(KeyUndo)
	h.wantMoves()
	h.key(KeyRedo)
	h.wantMoves("a2-b2")
}

func TestPlayEndOfGame(t *testing.T) {
	// The hounds trap the hare on e2 with their next move, c2-d2.
	h := newHarness(t, []Seat{Human, Human}, "a2-b2", "e2-d1", "b3-c2", "d1-d2", "b2-b3", "d2-d3", "b3-c3", "d3-d2", "c3-d3", "d2-d1", "b1-c1", "d1-d2", "c1-d1", "d2-e2")
	h.tap("c2")
	h.tap("d2")
	if o := h.p.s.Match().Outcome(); !o.Over || o.Winner() != 0 {
		t.Fatalf("outcome %+v", o)
	}
	last := h.heard[len(h.heard)-1]
	if !strings.HasSuffix(last, "Hounds win: the hare is trapped.") {
		t.Errorf("heard %q", last)
	}
	var st HookState
	h.p.Hook(&st)
	if !st.Over || st.ToMove != "" || len(st.Moves) != 15 {
		t.Errorf("hook state %+v", st)
	}
}

func TestAppReopensSavedGame(t *testing.T) {
	store := platform.NewMemoryStore()
	data, _ := midend.MarshalMatch(newMatch(t, "a2-b2"), vsAI)
	store.Put("match", data)
	a := NewApp(Config{Store: store})
	p, ok := a.cur.(*Play)
	if !ok {
		t.Fatalf("first scene %T, want the game in progress", a.cur)
	}
	if !slices.Equal(p.s.Match().MoveStrings(), []string{"a2-b2"}) || len(a.notices) != 0 {
		t.Errorf("reopened %v, notices %v", p.s.Match().MoveStrings(), a.notices)
	}

	if _, err := store.Get("match"); err == nil {
		t.Error("the single save of earlier versions was not moved to its game's key")
	}

	store.Put(matchKey("harehounds"), []byte("{broken"))
	a = NewApp(Config{Store: store})
	if _, ok := a.cur.(*Menu); !ok {
		t.Errorf("first scene %T, want the menu", a.cur)
	}
	if len(a.notices) != 1 || !strings.HasPrefix(a.notices[0], "Your saved game of Hare and Hounds could not be read, so it was put aside (kept, not deleted).") {
		t.Errorf("notices %q", a.notices)
	}
}

func TestAppTargets(t *testing.T) {
	h := newHarness(t, vsAI)
	names := map[string]bool{}
	h.p.Targets(func(n string, r Rect) { names[n] = !r.Empty() })
	for _, n := range []string{"point:a2", "point:c2", "point:e2", "button:New", "button:Undo", "button:Redo", "button:Hint", "button:Rules", "button:Menu"} {
		if !names[n] {
			t.Errorf("no target %s", n)
		}
	}
	m := NewMenu(h.app)
	m.Layout(h.c)
	names = map[string]bool{}
	m.Targets(func(n string, r Rect) { names[n] = true })
	if !names["card:harehounds"] || len(names) < 6 {
		t.Errorf("menu targets %v", names)
	}
	o := NewOptions(h.app, h.p.g)
	o.Layout(h.c)
	names = map[string]bool{}
	o.Targets(func(n string, r Rect) { names[n] = true })
	for _, n := range []string{"button:Start game", "button:Back", "button:Rules", "option:layout=alternative", "option:stalling=off", "seat:Hare=perfect", "seat:Hounds=human"} {
		if !names[n] {
			t.Errorf("options: no target %s in %v", n, names)
		}
	}
	_ = game.NoPlayer
}

func TestPlayTabSkipsDisabledButtons(t *testing.T) {
	h := newHarness(t, []Seat{Human, Human})
	h.frame(Frame{Keys: []Key{KeyTab}})
	if h.p.btn.focus.At() < 0 || h.p.btn.all[h.p.btn.focus.At()].Label != "New" {
		t.Errorf("first Tab focuses %d, want New (the hidden Stop here button is skipped)", h.p.btn.focus.At())
	}
	h.frame(Frame{Keys: []Key{KeyTab}}) // Undo and Redo are disabled at the start
	if got := h.p.btn.all[h.p.btn.focus.At()].Label; got != "Hint" {
		t.Errorf("second Tab focuses %s, want Hint", got)
	}
	h.frame(Frame{Keys: []Key{KeyTab}, Shift: true})
	if got := h.p.btn.all[h.p.btn.focus.At()].Label; got != "New" {
		t.Errorf("Shift+Tab focuses %s, want New", got)
	}
	h.frame(Frame{Keys: []Key{KeyTab}, Shift: true})
	if got := h.p.btn.all[h.p.btn.focus.At()].Label; got != "Menu" {
		t.Errorf("Shift+Tab wraps to %s, want Menu", got)
	}
}

// TestOptionsRowsDoNotOverlap lays out the options of every game, wide and
// narrow, and checks that no two choices share any space: the seats and
// the recorded games (Peg Solitaire's) once drew over each other.
func TestOptionsRowsDoNotOverlap(t *testing.T) {
	h := newHarness(t, []Seat{Human, Human})
	for _, e := range catalog.Entries() {
		for _, size := range [][2]float64{{1100, 760}, {390, 844}} {
			c := *h.c
			c.W, c.H = size[0], size[1]
			o := NewOptions(h.app, e.Game)
			o.Layout(&c)
			var rects []Rect
			var names []string
			o.Targets(func(n string, r Rect) {
				if strings.HasPrefix(n, "option:") || strings.HasPrefix(n, "seat:") || strings.HasPrefix(n, "demo:") {
					rects, names = append(rects, r), append(names, n)
				}
			})
			for i := range rects {
				for j := i + 1; j < len(rects); j++ {
					if a, b := rects[i], rects[j]; a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom() {
						t.Errorf("%s at %v: %s %v overlaps %s %v", e.Game.ID, size, names[i], a, names[j], b)
					}
				}
			}
		}
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
			if _, err := h.store.Get(matchKey(g.ID)); err != nil {
				t.Errorf("the game was not saved: %v", err)
			}
		})
	}
}

// personMoves makes the first legal move through the board: the cursor
// on each point of its path and Enter, or the action button for a move
// with no path.
func (h *harness) personMoves() {
	h.t.Helper()
	st := h.p.s.Match().State()
	ply := h.p.s.Match().Ply()
	mv := st.LegalMoves(nil)[0]
	path := st.MovePath(mv)
	if len(path) == 0 {
		h.idle(1)
		h.key(KeyStop)
		return
	}
	if _, ok := st.(game.Reserver); ok && len(path) == 1 && st.PieceAt(path[0]).Empty() {
		h.p.board.ToggleArm() // a placement starts from the reserve
	}
	for _, pt := range path {
		h.p.board.cursor = pt
		h.key(KeyActivate)
	}
	if h.p.s.Match().Ply() == ply {
		h.key(KeyActivate) // a longer move goes on from here: tap the last point again to stop there
	}
}

// dialogFrame runs one frame of the app's open dialog with the given
// input.
func (h *harness) dialogFrame(f Frame) {
	h.t.Helper()
	h.c.Time += h.c.Dt
	h.c.In = &f
	if h.app.Dialog() == nil {
		h.t.Fatal("no dialog is open")
	}
	h.app.ctx = *h.c
	h.app.ctx.In = &f
	h.app.updateDialog()
}

// pressDialog presses the open dialog's button by the pointer.
func (h *harness) pressDialog(label string) {
	h.t.Helper()
	d := h.app.Dialog()
	if d == nil {
		h.t.Fatalf("no dialog is open to press %q", label)
	}
	h.app.ctx = *h.c
	d.layout(&h.app.ctx)
	for _, b := range d.Buttons {
		if b.Label == label {
			x, y := b.Rect.Center()
			h.dialogFrame(Frame{X: x, Y: y, Down: true, Pressed: true})
			h.dialogFrame(Frame{X: x, Y: y, Released: true})
			return
		}
	}
	h.t.Fatalf("the dialog %q has no button %q", d.Title, label)
}
