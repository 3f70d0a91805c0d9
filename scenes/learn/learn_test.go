package learn

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/sounds"
	"parlour/game"
	"parlour/game/catalog"
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
	for i := 0; i < 10 || h.l.Animating() || h.l.t.Busy(); i++ {
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
	x, y := h.l.Board.View().At(p)
	h.tapAt(x, y)
}

func (h *harness) press(b *ui.Button) {
	h.t.Helper()
	if !b.Enabled {
		h.t.Fatalf("button %q is not enabled", b.Label)
	}
	h.tapAt(b.Rect.Center())
}

// playTurn plays moves, given as text, from the position on the board
// as a person does: the reserve's button before a placement, the action
// button for a move with no path, a tap on every point of the path, and
// on its last point again when the move could go on from there.
func (h *harness) playTurn(line string) {
	h.t.Helper()
	for _, text := range strings.Fields(line) {
		st := h.l.t.Session().State()
		mv, err := st.ParseMove(text)
		if err != nil {
			h.t.Fatal(err)
		}
		ply := h.l.t.Session().Match().Ply()
		path := st.MovePath(mv)
		h.updateButtons()
		switch _, holds := st.(game.Reserver); {
		case len(path) == 0:
			h.press(h.l.Turn.Action)
		case holds && len(path) == 1 && st.PieceAt(path[0]).Empty():
			h.press(h.l.Turn.Reserve)
		}
		for i, p := range path {
			if c, ok := st.(game.Chainer); ok && i == 0 && c.InChain() {
				continue // the piece in the middle of its chain is picked up already
			}
			h.tapPoint(p)
		}
		if len(path) > 0 && h.l.t.Session().Match().Ply() == ply {
			h.tapPoint(path[len(path)-1]) // stop the chain here
		}
		if h.l.t.Session().Match().Ply() == ply {
			h.t.Fatalf("the taps of %s were not played in %q", text, st.String())
		}
		h.idle()
	}
}

// updateButtons runs a frame so that the buttons follow the position.
func (h *harness) updateButtons() { h.frame(ui.Frame{}) }

// TestLessonByTaps passes every step of every game's lesson, the toy
// game's included, by tapping its answer on a phone's screen, after a
// wrong try where a step lists its answers, and checks the words and the
// progress kept; Next on the last step starts a game against the
// computer.
func TestLessonByTaps(t *testing.T) {
	games := []*game.Game{toy.Spec}
	for _, e := range catalog.Entries() {
		games = append(games, e.Game)
	}
	for _, g := range games {
		t.Run(g.ID, func(t *testing.T) { passByTaps(t, g) })
	}
}

func passByTaps(t *testing.T, g *game.Game) {
	h := newHarness(t, g, 390, 844)
	steps := g.Lesson.Steps
	for i, st := range steps {
		if got := h.l.t.Index(); got != i {
			t.Fatalf("on step %d, want %d", got+1, i+1)
		}
		start, _, _ := st.Start(g)
		if mv, ok := wrongMove(&st, start); ok {
			h.playTurn(start.MoveString(mv))
			h.idle()
			hint := st.Hint
			if after := start.Clone(); st.HintOver != "" {
				after.Apply(mv)
				if after.Outcome().Over {
					hint = st.HintOver // the try ended the game
				}
			}
			if f := h.l.t.Feedback(); !strings.Contains(f.Text, hint) {
				t.Errorf("step %d: after a wrong try the screen says %q, want the hint %q", i+1, f.Text, hint)
			}
			if h.l.t.Session().State().String() != start.String() {
				t.Errorf("step %d: the wrong try was not taken back", i+1)
			}
		}
		moves, _ := st.Show(start)
		h.playTurn(game.LineString(start, moves))
		h.idle()
		if !h.l.t.Passed() {
			t.Fatalf("step %d not passed: moves %v", i+1, h.l.t.Session().Match().MoveStrings())
		}
		if !strings.HasPrefix(h.host.LastHeard(), st.Done) {
			t.Errorf("step %d: heard %q, want the words for success %q", i+1, h.host.LastHeard(), st.Done)
		}
		if p := h.host.Settings().Lesson(g); p.Step != i+1 {
			t.Errorf("after step %d the progress is %+v", i+1, p)
		}
		if n := count(h.host.Cues, sounds.StepPassed); n != i+1 {
			t.Errorf("after step %d the sound of a step passed played %d times", i+1, n)
		}
		h.press(h.l.btn.next)
		h.idle()
	}
	if !h.host.Settings().Lesson(g).Done {
		t.Error("the lesson is not marked done")
	}
	started := h.host.Started
	if started == nil || started.Match.Game() != g {
		t.Fatalf("Next on the last step started %+v, want a game of %s", started, g.Name)
	}
	people := 0
	for _, st := range started.Seats {
		if !st.AI {
			people++
		}
	}
	if people != 1 {
		t.Errorf("the game after the lesson has seats %v, want the learner and the computer", started.Seats)
	}
}

// count returns how many times s is in cues.
func count(cues []sounds.Sound, s sounds.Sound) int {
	n := 0
	for _, c := range cues {
		if c == s {
			n++
		}
	}
	return n
}

// wrongMove returns a move of the step's position that is wrong on its
// own, if any.
func wrongMove(st *game.Step, start game.State) (game.Move, bool) {
	for _, mv := range start.LegalMoves(nil) {
		if st.Judge(start, []game.Move{mv}) == game.Wrong {
			return mv, true
		}
	}
	return 0, false
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
	for range len(h.l.Buttons()) {
		if i := h.l.Focus.At(); i >= 0 && h.l.Buttons()[i] == h.l.btn.next {
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
	h.l.Board.SetCursor(start.MovePath(mv)[0])
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
		boardR := h.l.Board.Extent()
		parts := map[string]ui.Rect{"board": boardR, "words": h.l.At.Words, "head": h.l.At.Head}
		for _, b := range h.l.Buttons() {
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

// TestLessonNumbersHoles checks that the lesson's board writes the holes'
// numbers, which Peg Solitaire's steps name, unless the player hid them.
func TestLessonNumbersHoles(t *testing.T) {
	g, err := game.Lookup("solitaire")
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, g, 390, 844)
	h.frame(ui.Frame{})
	if !h.l.Board.Numbers {
		t.Error("the lesson's board hides the holes' numbers")
	}
	h.host.Settings().HideNumbers = true
	h.frame(ui.Frame{})
	if h.l.Board.Numbers {
		t.Error("the lesson's board numbers the holes the player hid")
	}
}

// TestLessonChainTappedQuickly plays, in every lesson, the first answer
// that jumps on with the same piece: the jump tapped starts to travel in
// the frame that plays it (never drawn a frame at its end first), and a
// tap on the next landing while it travels is taken at once.
func TestLessonChainTappedQuickly(t *testing.T) {
	tried := 0
	for _, e := range catalog.Entries() {
		g := e.Game
		for i, st := range g.Lesson.Steps {
			start, _, err := st.Start(g)
			if err != nil {
				t.Fatal(err)
			}
			moves, _ := st.Show(start)
			s := start.Clone()
			for k := 0; k+1 < len(moves); k++ {
				path := s.MovePath(moves[k])
				s.Apply(moves[k])
				c, ok := s.(game.Chainer)
				next := s.MovePath(moves[k+1])
				if !ok || !c.InChain() || len(path) < 2 || len(next) < 2 || game.Continues(start, path) {
					continue
				}
				tried++
				t.Run(g.ID, func(t *testing.T) { quickChain(t, g, i, moves[:k+2]) })
				break
			}
		}
	}
	if tried == 0 {
		t.Fatal("no lesson has a chain of moves to tap")
	}
}

// quickChain plays moves in step i of g's lesson, waiting for nothing
// before the last, whose taps come while the one before still travels.
func quickChain(t *testing.T, g *game.Game, i int, moves []game.Move) {
	h := newHarness(t, g, 390, 844)
	if err := h.l.t.Go(i); err != nil {
		t.Fatal(err)
	}
	h.l.stepSetUp()
	h.idle()
	for k, mv := range moves {
		st := h.l.t.Session().State()
		path := st.MovePath(mv)
		if c, ok := st.(game.Chainer); ok && c.InChain() {
			path = path[1:] // the piece in the middle of its chain is picked up already
		}
		ply := h.l.t.Session().Match().Ply()
		for _, p := range path {
			h.tapPoint(p)
		}
		if got := h.l.t.Session().Match().Ply(); got != ply+1 {
			t.Fatalf("step %d: the taps of %s (move %d) left the game at ply %d, want %d", i+1, st.MoveString(mv), k+1, got, ply+1)
		}
		if k < len(moves)-1 && !h.l.Board.Moving() {
			t.Fatalf("step %d: %s is not travelling in the frame that played it", i+1, st.MoveString(mv))
		}
	}
}

// TestShowMeReducedMotion shows the answer (Show me) of Hare and
// Hounds' first step whose answer moves a piece, with reduced motion and
// with full: its moves travel only with full motion; with reduced motion
// each is drawn at its landing in the frame that plays it, and the
// answer is shown all the same.
func TestShowMeReducedMotion(t *testing.T) {
	g, err := game.Lookup("harehounds")
	if err != nil {
		t.Fatal(err)
	}
	step := -1
	for i, st := range g.Lesson.Steps {
		start, _, err := st.Start(g)
		if err != nil {
			t.Fatal(err)
		}
		if moves, ok := st.Show(start); ok && len(moves) > 0 && len(start.MovePath(moves[0])) > 1 {
			step = i
			break
		}
	}
	if step < 0 {
		t.Fatal("no step of the lesson shows a piece moving")
	}
	for _, tt := range []struct {
		motion saves.Motion
		travel bool
	}{{saves.MotionFull, true}, {saves.MotionReduced, false}} {
		h := newHarness(t, g, 390, 844)
		h.host.Settings().Motion = tt.motion
		if err := h.l.t.Go(step); err != nil {
			t.Fatal(err)
		}
		h.l.stepSetUp()
		h.idle()
		h.l.t.Show()
		travelled := false
		for i := 0; i < 10 || h.l.Animating() || h.l.t.Busy(); i++ {
			if i > 2000 {
				t.Fatalf("motion %q: the answer was never shown", tt.motion)
			}
			h.frame(ui.Frame{})
			travelled = travelled || h.l.Board.Moving()
		}
		if !h.l.t.Passed() {
			t.Errorf("motion %q: Show me played %v and did not pass the step", tt.motion, h.l.t.Session().Match().MoveStrings())
		}
		if travelled != tt.travel {
			t.Errorf("motion %q: the answer's moves travel %v, want %v", tt.motion, travelled, tt.travel)
		}
	}
}
