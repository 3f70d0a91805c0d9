package learn

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
	"parlour/game/gametest/toy"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// harness runs a lesson screen headless under a fake host.
type harness struct {
	t    *testing.T
	host *fake.Host
	c    *ui.Context
	l    *Screen
}

func newHarness(t *testing.T, g *game.Game, w, h float64) *harness {
	t.Helper()
	hs := &harness{t: t, host: fake.NewHost(platform.NewMemoryStore())}
	hs.c = &ui.Context{W: w, H: h, S: ui.ScaleFor(w, h, 1), DSF: 1, Dt: 1.0 / 60}
	l, err := New(hs.host, g, nil)
	if err != nil {
		t.Fatal(err)
	}
	hs.l = l
	l.Layout(hs.c)
	return hs
}

func (h *harness) frame(f ui.Frame) {
	h.c.Time += h.c.Dt
	h.c.In = &f
	if err := h.l.Update(h.c); err != nil {
		h.t.Fatal(err)
	}
}

// idle runs frames until the Tutor and the board are still.
func (h *harness) idle() {
	for i := 0; i < 10 || h.l.Animating(); i++ {
		if i > 2000 {
			h.t.Fatal("the lesson screen never came to rest")
		}
		h.frame(ui.Frame{})
	}
}

func (h *harness) tapAt(x, y float64) {
	h.frame(ui.Frame{X: x, Y: y, Down: true, Pressed: true})
	h.frame(ui.Frame{X: x, Y: y, Released: true})
}

func (h *harness) tapPoint(p int) {
	x, y := h.l.board.View().At(p)
	h.tapAt(x, y)
}

func (h *harness) press(b *ui.Button) {
	h.t.Helper()
	if !b.Enabled {
		h.t.Fatalf("button %q is not enabled", b.Label)
	}
	h.tapAt(b.Rect.Center())
}

// playTurn taps the points of moves, given as text, from the position
// on the board.
func (h *harness) playTurn(line string) {
	h.t.Helper()
	for _, text := range strings.Fields(line) {
		st := h.l.t.Session().State()
		mv, err := st.ParseMove(text)
		if err != nil {
			h.t.Fatal(err)
		}
		for _, p := range st.MovePath(mv) {
			h.tapPoint(p)
		}
		h.idle()
	}
}

// TestLessonByTaps passes every step of the toy game's lesson by tapping
// its answer, after one wrong tap where a step lists its answers, and
// checks the words and the progress kept; Next on the last step starts a
// game against the computer.
func TestLessonByTaps(t *testing.T) {
	h := newHarness(t, toy.Spec, 390, 844)
	steps := toy.Spec.Lesson.Steps
	for i, st := range steps {
		if got := h.l.t.Index(); got != i {
			t.Fatalf("on step %d, want %d", got+1, i+1)
		}
		start, _, _ := st.Start(toy.Spec)
		if len(st.Pass) > 0 {
			// A wrong try first: a free point that is not the answer.
			for _, mv := range start.LegalMoves(nil) {
				if text := start.MoveString(mv); text != st.Pass[0] {
					h.playTurn(text)
					break
				}
			}
			if f := h.l.t.Feedback(); !strings.Contains(f.Text, st.Hint) {
				t.Errorf("step %d: after a wrong try the screen says %q, want the hint %q", i+1, f.Text, st.Hint)
			}
			if h.l.t.Session().State().String() != start.String() {
				t.Errorf("step %d: the wrong try was not taken back", i+1)
			}
		}
		moves, _ := st.Show(start)
		h.playTurn(strings.Fields(lineText(start, moves))[0])
		h.idle()
		if !h.l.t.Passed() {
			t.Fatalf("step %d not passed: moves %v", i+1, h.l.t.Session().Match().MoveStrings())
		}
		if !strings.HasPrefix(h.host.LastHeard(), st.Done) {
			t.Errorf("step %d: heard %q, want the words for success %q", i+1, h.host.LastHeard(), st.Done)
		}
		if p := h.host.Settings().Lesson(toy.Spec); p.Step != i+1 {
			t.Errorf("after step %d the progress is %+v", i+1, p)
		}
		h.press(h.l.btn.next)
		h.idle()
	}
	if !h.host.Settings().Lesson(toy.Spec).Done {
		t.Error("the lesson is not marked done")
	}
	if h.host.Started == nil || h.host.Started.Seats[0].AI || !h.host.Started.Seats[1].AI {
		t.Fatalf("Play the computer started %+v, want the learner against the computer", h.host.Started)
	}
}

// lineText writes moves played from s in the game's notation.
func lineText(s game.State, moves []game.Move) string {
	s = s.Clone()
	var out []string
	for _, m := range moves {
		out = append(out, s.MoveString(m))
		s.Apply(m)
	}
	return strings.Join(out, " ")
}

// TestLessonByKeyboard shows the answer with the keyboard alone and
// goes on with Tab and Enter.
func TestLessonByKeyboard(t *testing.T) {
	h := newHarness(t, toy.Spec, 1280, 800)
	h.frame(ui.Frame{Keys: []ui.Key{ui.KeyHint}})
	h.idle()
	if !h.l.t.Passed() {
		t.Fatal("H did not show the answer")
	}
	for range len(h.l.btn.all) {
		if i := h.l.btn.focus.At(); i >= 0 && h.l.btn.all[i] == h.l.btn.next {
			break
		}
		h.frame(ui.Frame{Keys: []ui.Key{ui.KeyTab}})
	}
	h.frame(ui.Frame{Keys: []ui.Key{ui.KeyActivate}})
	h.idle()
	if h.l.t.Index() != 1 {
		t.Fatalf("Tab to Next and Enter: on step %d, want 2", h.l.t.Index()+1)
	}
	// The arrows and Enter play on the board: the cursor starts on a
	// point, and tapping points until a move is made passes or refuses.
	st := h.l.t.Step()
	start, _, _ := st.Start(toy.Spec)
	mv, _ := start.ParseMove(st.Pass[0])
	h.frame(ui.Frame{Keys: []ui.Key{ui.KeyLeft}}) // the arrows leave the buttons for the board
	h.l.board.SetCursor(start.MovePath(mv)[0])
	h.frame(ui.Frame{Keys: []ui.Key{ui.KeyActivate}})
	h.idle()
	if !h.l.t.Passed() {
		t.Errorf("Enter on the answer's point did not pass the step: %v", h.l.t.Session().Match().MoveStrings())
	}
}

// TestLessonGoesOnWhereItStopped reopens a lesson at the step its
// progress keeps, and a finished lesson at its start.
func TestLessonGoesOnWhereItStopped(t *testing.T) {
	h := newHarness(t, toy.Spec, 390, 844)
	h.host.Settings().SetLesson(toy.Spec, saves.LessonProgress{Step: 3})
	l, err := New(h.host, toy.Spec, nil)
	if err != nil || l.t.Index() != 3 {
		t.Fatalf("reopened at step %d (%v), want 4", l.t.Index()+1, err)
	}
	h.host.Settings().SetLesson(toy.Spec, saves.LessonProgress{Step: 5, Done: true})
	if l, _ := New(h.host, toy.Spec, nil); l.t.Index() != 0 {
		t.Errorf("a finished lesson reopened at step %d, want 1", l.t.Index()+1)
	}
	noLesson := *toy.Spec
	noLesson.Lesson = nil
	if _, err := New(h.host, &noLesson, nil); err == nil {
		t.Error("a game without a lesson opened one")
	}
}

// TestLessonLayout checks at every size that the board, the words and
// the buttons stand apart on the screen, and that a long answer grows
// the words' panel rather than running over the buttons.
func TestLessonLayout(t *testing.T) {
	for _, size := range [][2]float64{{390, 844}, {360, 640}, {768, 1024}, {1280, 800}, {844, 390}} {
		h := newHarness(t, toy.Spec, size[0], size[1])
		h.l.t.Show()
		h.idle()
		h.l.Layout(h.c)
		screen := h.c.Bounds()
		boardR := h.l.board.Extent()
		parts := map[string]ui.Rect{"board": boardR, "words": h.l.at.text, "head": h.l.at.head}
		for _, b := range h.l.btn.all {
			if !b.Rect.Empty() {
				parts["button "+b.Label] = b.Rect
			}
		}
		for a, ra := range parts {
			if ra.X < -1 || ra.Y < -1 || ra.Right() > screen.W+1 || ra.Bottom() > screen.H+1 {
				t.Errorf("%v: %s %+v is off the screen", size, a, ra)
			}
			for b, rb := range parts {
				if a < b && a != "button Zoom" && b != "button Zoom" && overlaps(ra, rb) {
					t.Errorf("%v: %s %+v overlaps %s %+v", size, a, ra, b, rb)
				}
			}
		}
		img := ebiten.NewImage(int(size[0]), int(size[1]))
		h.l.Draw(img, h.c)
		img.Deallocate()
	}
}

func overlaps(a, b ui.Rect) bool {
	return !a.Empty() && !b.Empty() && a.X < b.Right()-0.5 && b.X < a.Right()-0.5 && a.Y < b.Bottom()-0.5 && b.Y < a.Bottom()-0.5
}
