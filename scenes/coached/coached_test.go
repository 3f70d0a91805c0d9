package coached

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game/gametest/toy"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/ui"
)

// coaching is a Coaching for tests: a lesson of the toy game, whose head
// is as tall as the test makes it, with four tools that count their
// presses.
type coaching struct {
	shell   *Shell
	tutor   *midend.Tutor
	tools   []*ui.Button
	head    float64 // the head's height at UI scale 1
	grow    bool    // NoteLook makes the head taller, once
	pressed []string
}

func (k *coaching) Title(avail, s float64) string { return "Test" }
func (k *coaching) HeadHeight(w, s float64, portrait bool) float64 {
	return k.head * s
}
func (k *coaching) DrawHead(dst *ebiten.Image, r ui.Rect, s float64) {}
func (k *coaching) Words() Words {
	return Words{Say: k.tutor.Step().Say, Answer: k.tutor.Feedback()}
}
func (k *coaching) Ready() {
	for _, b := range k.tools {
		b.Enabled = true
	}
}
func (k *coaching) NoteLook() {
	if k.grow {
		k.grow = false
		k.head += 20
		k.shell.Relayout()
	}
}

// back is the screen Back goes to.
type back struct{}

func (back) Name() string                         { return "back" }
func (back) Layout(*ui.Context)                   {}
func (back) Update(*ui.Context) error             { return nil }
func (back) Draw(*ebiten.Image, *ui.Context)      {}
func (back) Targets(func(name string, r ui.Rect)) {}

// harness runs a shell headless under a fake host, on a phone's screen.
type harness struct {
	t    *testing.T
	host *fake.Host
	c    *ui.Context
	k    *coaching
	s    *Shell
}

func newHarness(t *testing.T) *harness {
	t.Helper()
	tutor, err := midend.NewTutor(toy.Spec, 0)
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{t: t, host: fake.NewHost(platform.NewMemoryStore()), k: &coaching{tutor: tutor, head: 60}}
	h.c = &ui.Context{W: 390, H: 844, S: ui.ScaleFor(390, 844, 1), DSF: 1, Dt: 1.0 / 60}
	h.s = New(h.host, toy.Spec, back{}, h.k)
	h.k.shell = h.s
	var keys []Shortcut
	for i, name := range []string{"show", "retry", "prev", "next"} {
		b := ui.NewAction(name, func() { h.k.pressed = append(h.k.pressed, name) })
		h.k.tools = append(h.k.tools, b)
		keys = append(keys, Shortcut{Key: []ui.Key{ui.KeyHint, ui.KeyUndo, ui.KeyRedo, ui.KeyNew}[i], Button: b})
	}
	h.k.tools[3].Action = func() { // Next sets up the next step, taller
		h.k.pressed = append(h.k.pressed, "next")
		h.k.head += 20
		h.s.SetUp(h.k.tutor)
	}
	h.s.SetTools(h.k.tools, keys)
	h.s.SetUp(tutor)
	h.s.Layout(h.c)
	h.frame(ui.Frame{})
	return h
}

func (h *harness) frame(f ui.Frame) {
	h.t.Helper()
	h.c.Time += h.c.Dt
	h.c.In = &f
	if err := h.s.Update(h.c); err != nil {
		h.t.Fatal(err)
	}
}

func (h *harness) tap(b *ui.Button) {
	h.t.Helper()
	x, y := b.Rect.Center()
	h.frame(ui.Frame{X: x, Y: y, Down: true, Pressed: true})
	h.frame(ui.Frame{X: x, Y: y, Released: true})
}

// TestLaidOutInUpdate checks that a change of what the head needs is laid
// out by the Update that made it or that followed the request, and never
// waits for Draw: a position set up by a tool, words changed after the
// input, a request made between frames; unasked, nothing moves.
func TestLaidOutInUpdate(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(h *harness)
		grows  bool
	}{
		{"a tool sets up a new position", func(h *harness) { h.tap(h.k.tools[3]) }, true},
		{"the words change after the input", func(h *harness) { h.k.grow = true; h.frame(ui.Frame{}) }, true},
		{"asked between frames", func(h *harness) { h.k.head += 20; h.s.Relayout(); h.frame(ui.Frame{}) }, true},
		{"not asked", func(h *harness) { h.k.head += 20; h.frame(ui.Frame{}) }, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			before := h.s.At.Head.H
			tc.change(h)
			want := before
			if tc.grows {
				want = before + 20*h.c.S
			}
			if got := h.s.At.Head.H; got != want {
				t.Errorf("after the Update the head is %v high, want %v", got, want)
			}
		})
	}
}

// TestDrawChangesNothing draws the screen, with a button focused, and
// checks that the places, the buttons and the board stand as they did.
func TestDrawChangesNothing(t *testing.T) {
	h := newHarness(t)
	h.frame(ui.Frame{Keys: []ui.Key{ui.KeyTab}})
	h.k.grow = true // asked in NoteLook, laid out before the frame ends
	h.frame(ui.Frame{})
	type look struct {
		at      Places
		buttons []ui.Button
		board   ui.Rect
	}
	seen := func() look {
		l := look{at: h.s.At, board: h.s.Board.Extent()}
		for _, b := range h.s.Buttons() {
			c := *b
			c.Action = nil // funcs do not compare
			l.buttons = append(l.buttons, c)
		}
		return l
	}
	before := seen()
	img := ebiten.NewImage(int(h.c.W), int(h.c.H))
	defer img.Deallocate()
	h.s.Draw(img, h.c)
	after := seen()
	if after.at != before.at || after.board != before.board || !slices.EqualFunc(after.buttons, before.buttons, sameButton) {
		t.Errorf("Draw changed the screen:\n%+v\nto\n%+v", before, after)
	}
	if !slices.ContainsFunc(h.s.Buttons(), func(b *ui.Button) bool { return b.Focused }) {
		t.Error("the focused button is not marked by Update")
	}
}

// sameButton reports whether two copies of buttons show the same.
func sameButton(a, b ui.Button) bool {
	return a.Rect == b.Rect && a.Label == b.Label && a.Enabled == b.Enabled &&
		a.Primary == b.Primary && a.Focused == b.Focused && a.Small == b.Small
}

// TestShortcuts presses each key and checks the button it presses.
func TestShortcuts(t *testing.T) {
	for _, tc := range []struct {
		key  ui.Key
		want string
	}{
		{ui.KeyHint, "show"},
		{ui.KeyUndo, "retry"},
		{ui.KeyRedo, "prev"},
		{ui.KeyNew, "next"},
		{ui.KeyBack, "back"},
		{ui.KeyStop, ""}, // not a shortcut here
	} {
		h := newHarness(t)
		h.frame(ui.Frame{Keys: []ui.Key{tc.key}})
		got := ""
		if len(h.k.pressed) > 0 {
			got = h.k.pressed[0]
		}
		if h.host.Shown == (back{}) {
			got = "back"
		}
		if got != tc.want {
			t.Errorf("key %v pressed %q, want %q", tc.key, got, tc.want)
		}
	}
}

// TestButtons checks the Tab order, the buttons' size and the targets.
func TestButtons(t *testing.T) {
	h := newHarness(t)
	want := []*ui.Button{h.s.Turn.Action, h.s.Turn.Reserve, h.s.Back}
	want = append(want, h.k.tools...)
	want = append(want, h.s.Board.ZoomButton())
	if got := h.s.Buttons(); !slices.Equal(got, want) {
		t.Fatalf("Tab order %v, want %v", labels(got), labels(want))
	}
	for _, b := range h.s.Buttons() {
		if b.Small != (b != h.s.Back) {
			t.Errorf("button %q: Small is %v", b.Label, b.Small)
		}
	}
	targets := map[string]bool{}
	h.s.Targets(func(name string, r ui.Rect) { targets[name] = true })
	for _, name := range []string{"button:Back", "button:next", "button:Zoom"} {
		if !targets[name] {
			t.Errorf("no target %q in %v", name, targets)
		}
	}
}

func labels(bs []*ui.Button) []string {
	var out []string
	for _, b := range bs {
		out = append(out, b.Target())
	}
	return out
}

// TestMuteKey checks that M turns the sounds off and on in a lesson or a
// puzzle, as on the play screen: remembered, saved and said.
func TestMuteKey(t *testing.T) {
	h := newHarness(t)
	for _, want := range []bool{true, false} {
		h.frame(ui.Frame{Keys: []ui.Key{ui.KeyMute}})
		if h.host.Settings().Mute != want {
			t.Fatalf("after M: Mute %v, want %v", h.host.Settings().Mute, want)
		}
		if said := map[bool]string{true: "Sound off.", false: "Sound on."}[want]; h.host.LastHeard() != said {
			t.Errorf("heard %q, want %q", h.host.LastHeard(), said)
		}
		if st := h.host.Saves.LoadSettings(); st.Mute != want {
			t.Errorf("saved Mute %v, want %v", st.Mute, want)
		}
	}
	if len(h.k.pressed) > 0 {
		t.Errorf("M pressed the tools %q", h.k.pressed)
	}
}
