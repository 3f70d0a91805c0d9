package play

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/engine"
	"parlour/game"
	"parlour/game/gametest"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// What the play screen's tests share: a harness that runs a screen
// headless under a fake host, and matches to play.

// screens are the sizes the wording is checked at: a phone upright, a
// small phone, a tablet and a laptop.
var screens = [][2]float64{{390, 844}, {360, 740}, {768, 1024}, {1280, 800}}

var vsAI = []saves.Seat{saves.Human, {AI: true, Level: engine.Medium}}

// harness runs a play screen headless: frames are fed by hand, the host
// is a fake.Host, the engine its fake.Thinker, and Draw draws offscreen.
type harness struct {
	t     *testing.T
	host  *fake.Host
	store *platform.MemoryStore
	ai    *fake.Thinker
	c     *ui.Context
	p     *Screen
}

// newHarness returns a play screen of a game of Hare and Hounds with
// moves played.
func newHarness(t *testing.T, seats []saves.Seat, moves ...string) *harness {
	return newHarnessOf(t, fake.Match(t, moves...), seats)
}

// newHarnessOf returns a play screen of match m, laid out at 1100×760.
func newHarnessOf(t *testing.T, m *game.Match, seats []saves.Seat) *harness {
	h := &harness{t: t, store: platform.NewMemoryStore()}
	h.host = fake.NewHost(h.store)
	h.ai = h.host.Thinker
	h.c = &ui.Context{W: 1100, H: 760, S: 1, DSF: 1, Dt: 1.0 / 60}
	h.p = New(h.host, midend.New(h.host.SessionConfig(), m, seats))
	h.p.Layout(h.c)
	return h
}

// matchOf returns a match of g with options opts and moves played.
func matchOf(t *testing.T, g *game.Game, opts game.Options, moves ...string) *game.Match {
	t.Helper()
	m, err := game.NewMatch(g, opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		if err := m.PlayString(mv); err != nil {
			t.Fatal(err)
		}
	}
	return m
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
	h.ai.Queue = append(h.ai.Queue, engine.Reply{ID: h.ai.Last().ID, Final: true, Move: mv})
}

// frame runs one frame with the given input.
func (h *harness) frame(f ui.Frame) {
	h.c.Time += h.c.Dt
	h.c.In = &f
	if err := h.p.Update(h.c); err != nil {
		h.t.Fatal(err)
	}
}

// idle runs n frames without input.
func (h *harness) idle(n int) {
	for range n {
		h.frame(ui.Frame{})
	}
}

// tap presses and releases the pointer on a point.
func (h *harness) tap(name string) {
	v := h.p.board.View()
	p, ok := v.Board.Lookup(name)
	if !ok {
		h.t.Fatalf("no point %s", name)
	}
	x, y := v.At(p)
	h.frame(ui.Frame{X: x, Y: y, Down: true, Pressed: true})
	h.frame(ui.Frame{X: x, Y: y, Released: true})
}

// key presses key k.
func (h *harness) key(k ui.Key) { h.frame(ui.Frame{Keys: []ui.Key{k}}) }

// moves returns the moves of the match.
func (h *harness) moves() []string { return h.p.s.Match().MoveStrings() }

// wantMoves fails unless the match's moves are want.
func (h *harness) wantMoves(want ...string) {
	h.t.Helper()
	if got := h.moves(); !slices.Equal(got, want) && !(len(got) == 0 && len(want) == 0) {
		h.t.Fatalf("moves %v, want %v", got, want)
	}
}

// heard returns every sentence announced.
func (h *harness) heard() []string { return h.host.Heard }

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
		h.key(ui.KeyStop)
		return
	}
	if _, ok := st.(game.Reserver); ok && len(path) == 1 && st.PieceAt(path[0]).Empty() {
		h.p.board.ToggleArm() // a placement starts from the reserve
	}
	for _, pt := range path {
		h.p.board.SetCursor(pt)
		h.key(ui.KeyActivate)
	}
	if h.p.s.Match().Ply() == ply {
		h.key(ui.KeyActivate) // a longer move goes on from here: tap the last point again to stop there
	}
}

// dialogFrame runs one frame of the host's open dialog with the given
// input.
func (h *harness) dialogFrame(f ui.Frame) {
	h.t.Helper()
	h.c.Time += h.c.Dt
	if h.host.Dialog() == nil {
		h.t.Fatal("no dialog is open")
	}
	h.host.DialogFrame(h.c, f)
}

// pressDialog presses the open dialog's button by the pointer.
func (h *harness) pressDialog(label string) {
	h.t.Helper()
	d := h.host.Dialog()
	if d == nil {
		h.t.Fatalf("no dialog is open to press %q", label)
	}
	if !h.host.PressDialog(h.c, label) {
		h.t.Fatalf("the dialog %q has no button %q", d.Title, label)
	}
}

// playedWar returns a Game of War in which both sides have captured.
func playedWar(t *testing.T) *game.Match {
	t.Helper()
	return gametest.Played(t, "war", nil, "c1xj8", "i9xj8", "FM@g7", "c10xj3", "i1xj3", "e9-e8", "FM@g5", "g9-g8", "g2-g3", "FM@i3")
}

// resizeLike lays the screen out at w×h with the scale the app gives a
// window of that size.
func (h *harness) resizeLike(w, ht float64) {
	h.c.S = ui.ScaleFor(w, ht, 1)
	h.resize(w, ht)
}

// overlaps reports whether two non-empty rectangles share some area.
func overlaps(a, b ui.Rect) bool {
	return !a.Empty() && !b.Empty() && a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}
