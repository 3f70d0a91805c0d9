package scenes

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/engine"
	"parlour/game"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/internal/frames"
	"parlour/scenes/play"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// What the App's tests share: a harness that runs the App on a play
// screen headless, the screen's parts found by the test hooks' names.

var vsAI = []saves.Seat{saves.Human, {AI: true, Level: engine.Medium}}

// tps is the App's rate of updates, a second, while it does not rest.
const tps = frames.TPS

// harness runs the App headless on a play screen: frames are fed by
// hand, the engine is a fake.Thinker, and Draw draws offscreen.
type harness struct {
	t     *testing.T
	app   *App
	store *platform.MemoryStore
	ai    *fake.Thinker
	heard []string
	c     *ui.Context
	p     *play.Screen
}

// newHarness returns the App on a play screen of a game of Hare and
// Hounds with moves played.
func newHarness(t *testing.T, seats []saves.Seat, moves ...string) *harness {
	return newHarnessOf(t, fake.Match(t, moves...), seats)
}

// newHarnessOf returns the App on a play screen of match m, laid out at
// 1100×760.
func newHarnessOf(t *testing.T, m *game.Match, seats []saves.Seat) *harness {
	h := &harness{t: t, store: platform.NewMemoryStore(), ai: &fake.Thinker{}}
	h.app = NewApp(Config{Store: h.store, Thinker: h.ai, Announce: func(s string) { h.heard = append(h.heard, s) }})
	h.c = &ui.Context{W: 1100, H: 760, S: 1, DSF: 1, Dt: 1.0 / 60}
	h.p = h.app.s.sessions.screen(m, seats)
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

// frame runs one frame of the play screen with the given input.
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

// target returns where the play screen's hit target name stands, as the
// test hooks see it ("point:a2", "button:Share").
func (h *harness) target(name string) ui.Rect {
	h.t.Helper()
	var at ui.Rect
	h.p.Targets(func(n string, r ui.Rect) {
		if n == name {
			at = r
		}
	})
	if at.Empty() {
		h.t.Fatalf("no target %s on the play screen", name)
	}
	return at
}

// tapAt presses and releases the pointer in the middle of r.
func (h *harness) tapAt(r ui.Rect) {
	x, y := r.Center()
	h.frame(ui.Frame{X: x, Y: y, Down: true, Pressed: true})
	h.frame(ui.Frame{X: x, Y: y, Released: true})
}

// tap presses and releases the pointer on a point.
func (h *harness) tap(name string) { h.tapAt(h.target("point:" + name)) }

// key presses key k.
func (h *harness) key(k ui.Key) { h.frame(ui.Frame{Keys: []ui.Key{k}}) }

// moves returns the moves of the match.
func (h *harness) moves() []string { return h.p.Session().Match().MoveStrings() }

// wantMoves fails unless the match's moves are want.
func (h *harness) wantMoves(want ...string) {
	h.t.Helper()
	if got := h.moves(); !slices.Equal(got, want) && !(len(got) == 0 && len(want) == 0) {
		h.t.Fatalf("moves %v, want %v", got, want)
	}
}

// buttonTargets returns the names of the play screen's buttons that have
// a place.
func (h *harness) buttonTargets() []string {
	var out []string
	h.p.Targets(func(n string, r ui.Rect) {
		if strings.HasPrefix(n, "button:") && !r.Empty() {
			out = append(out, n)
		}
	})
	return out
}

// dialogFrame runs one frame of the app's open dialog with the given
// input.
func (h *harness) dialogFrame(f ui.Frame) {
	h.t.Helper()
	h.c.Time += h.c.Dt
	h.c.In = &f
	a := h.app
	if a.layers.Dialog() == nil {
		h.t.Fatal("no dialog is open")
	}
	a.ctx = *h.c
	a.ctx.In = &f
	a.layers.Update(&a.ctx, a.cur, a.next)
}

// pressDialog presses the open dialog's button by the pointer.
func (h *harness) pressDialog(label string) {
	h.t.Helper()
	d := h.app.layers.Dialog()
	if d == nil {
		h.t.Fatalf("no dialog is open to press %q", label)
	}
	h.app.ctx = *h.c
	d.Layout(&h.app.ctx)
	for _, b := range d.Buttons {
		if b.Label == label {
			x, y := b.Rect.Center()
			h.dialogFrame(ui.Frame{X: x, Y: y, Down: true, Pressed: true})
			h.dialogFrame(ui.Frame{X: x, Y: y, Released: true})
			return
		}
	}
	h.t.Fatalf("the dialog %q has no button %q", d.Title, label)
}

// insideRect reports whether r lies inside outer.
func insideRect(r, outer ui.Rect) bool {
	return r.X >= outer.X && r.Y >= outer.Y && r.Right() <= outer.Right()+0.01 && r.Bottom() <= outer.Bottom()+0.01
}

// newMatch returns a new match of the game id with its default options.
func newMatch(t *testing.T, id string) *game.Match {
	t.Helper()
	g, err := game.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.NewMatch(g, nil)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
