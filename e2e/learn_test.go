package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"parlour/game"
	"parlour/game/catalog"
)

// lessonState is the lesson screen's part of the test hook's state.
type lessonState struct {
	Step     int    `json:"step"`
	Steps    int    `json:"steps"`
	Title    string `json:"title"`
	Feedback string `json:"feedback"`
	Passed   bool   `json:"passed"`
	CanPlay  bool   `json:"canPlay"`
	Tries    int    `json:"tries"`
	Done     bool   `json:"done"`
	Reached  int    `json:"reached"`
}

// lesson returns the lesson screen's state, or nil on another screen.
func (b *browser) lesson() *lessonState {
	b.t.Helper()
	return eval[*lessonState](b, `(() => { const s = JSON.parse(window.parlour.state()); return s.scene === "learn" ? s.lesson : null })()`)
}

// waitLesson waits until the lesson screen's state satisfies ok.
func (b *browser) waitLesson(what string, ok func(*lessonState) bool) *lessonState {
	b.t.Helper()
	deadline := time.Now().Add(stepTimeout)
	for {
		l := b.lesson()
		if l != nil && ok(l) {
			return l
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("waiting %v for %s; the lesson is %+v", stepTimeout, what, l)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// lessonTaps plays a turn of moves from position s on the lesson screen
// by touch: every point of each move's path, the last one again when the
// move could go on from there (a chain stopped early), the action button
// for a move with no path, and the reserve's button before a placement.
// It returns the taps made.
func lessonTaps(t *testing.T, b *browser, s game.State, moves []game.Move) int {
	t.Helper()
	s = s.Clone()
	taps := 0
	for _, mv := range moves {
		// A tap while the last move is still shown is not taken.
		b.waitLesson("the learner's turn", func(l *lessonState) bool { return l.CanPlay })
		plies := len(b.state().Moves)
		path := s.MovePath(mv)
		if len(path) == 0 {
			tap(t, b, "button:action")
			taps++
		}
		if _, ok := s.(game.Reserver); ok && len(path) == 1 && s.PieceAt(path[0]).Empty() {
			tap(t, b, "button:reserve") // a placement: pick the piece up first
			taps++
		}
		for i, p := range path {
			if c, ok := s.(game.Chainer); ok && i == 0 && c.InChain() {
				continue // the piece in the middle of its chain is picked up already
			}
			tap(t, b, "point:"+s.Board().Point(p).Name)
			taps++
		}
		if len(path) > 0 && len(b.state().Moves) == plies && game.Continues(s, path) {
			tap(t, b, "point:"+s.Board().Point(path[len(path)-1]).Name)
			taps++
		}
		b.waitState("the move "+s.MoveString(mv), func(a appState) bool { return len(a.Moves) > plies })
		s.Apply(mv)
	}
	return taps
}

// wrongTurn returns a move of the learner from the step's position that
// is wrong on its own (not a first move of a passing turn), if any.
func wrongTurn(st *game.Step, start game.State) (game.Move, bool) {
	for _, mv := range start.LegalMoves(nil) {
		if len(start.MovePath(mv)) > 0 && st.Judge(start, []game.Move{mv}) == game.Wrong {
			return mv, true
		}
	}
	return 0, false
}

// TestBrowserLessons plays every game's lesson on a phone (390×844,
// touch) by taps alone, as a newcomer would: from the menu card's Learn,
// one wrong try in each game with the answer's words checked, every step
// passed by tapping its answer, and Next. In the first game the page is
// reloaded after two steps, and the lesson must go on from the third.
//
// Each game's lesson is a subtest of its own, in a browser of its own, so
// that the lessons share CI's cores with the other tests rather than
// running one after another at the end.
func TestBrowserLessons(t *testing.T) {
	t.Parallel()
	srv := newSiteServer(t, builtSite(t))
	first := true
	for _, e := range catalog.Entries() {
		g := e.Game
		if g == nil {
			continue
		}
		if g.Lesson == nil {
			t.Errorf("%s has no lesson", g.Name)
			continue
		}
		reload := first
		first = false
		t.Run(g.ID, func(t *testing.T) {
			t.Parallel()
			b := newBrowser(t)
			emulatePhone(t, b, 390, 844, 1)
			b.open(srv.URL + "/")
			takeLesson(t, b, g, reload)
		})
	}
}

// takeLesson takes the lesson of g from the menu, as TestBrowserLessons
// describes; with reload, the page is reloaded after two steps.
func takeLesson(t *testing.T, b *browser, g *game.Game, reload bool) {
	t.Helper()
	reloaded := !reload
	began, taps, wrong := time.Now(), 0, false
	b.scrollTo("learn:" + g.ID)
	tap(t, b, "learn:"+g.ID)
	b.waitLesson("the lesson of "+g.Name, func(l *lessonState) bool { return l.Step == 0 && l.CanPlay })
	for i := range g.Lesson.Steps {
		st := &g.Lesson.Steps[i]
		b.waitLesson(fmt.Sprintf("step %d of %s", i+1, g.Name), func(l *lessonState) bool { return l.Step == i && l.CanPlay })
		start, _, err := st.Start(g)
		if err != nil {
			t.Fatal(err)
		}
		if mv, ok := wrongTurn(st, start); ok && !wrong {
			wrong = true
			taps += lessonTaps(t, b, start, []game.Move{mv})
			l := b.waitLesson("the answer to a wrong try", func(l *lessonState) bool { return l.Tries > 0 && l.CanPlay })
			want := st.Hint
			if want == "" {
				want = "not what this step asks"
			}
			if !strings.Contains(l.Feedback, want) {
				t.Errorf("%s step %d: a wrong try %s is answered %q, want %q", g.Name, i+1, start.MoveString(mv), l.Feedback, want)
			}
			if s := b.state(); s.Position != start.String() {
				t.Errorf("%s step %d: after the wrong try the board shows %q, want the step's position", g.Name, i+1, s.Position)
			}
		}
		moves, ok := st.Show(start)
		if !ok {
			t.Fatalf("%s step %d has no answer", g.Name, i+1)
		}
		taps += lessonTaps(t, b, start, moves)
		l := b.waitLesson(fmt.Sprintf("%s step %d passed", g.Name, i+1), func(l *lessonState) bool { return l.Passed })
		if l.Feedback != st.Done {
			t.Errorf("%s step %d: passed with %q, want %q", g.Name, i+1, l.Feedback, st.Done)
		}
		if i == 1 && !reloaded {
			reloaded = true
			if err := b.do(startTimeout, chromedp.Reload()); err != nil {
				t.Fatalf("reload: %v", err)
			}
			b.waitFirstFrame()
			b.scrollTo("learn:" + g.ID)
			tap(t, b, "learn:"+g.ID)
			l := b.waitLesson("the lesson after a reload", func(l *lessonState) bool { return l.CanPlay })
			if l.Step != 2 || l.Reached != 2 {
				t.Fatalf("after a reload the lesson of %s opens at step %d (reached %d), want 3", g.Name, l.Step+1, l.Reached+1)
			}
			continue
		}
		tap(t, b, "button:Next")
		taps++
	}
	s := b.waitState("the game against the computer", func(s appState) bool { return s.Scene == "play" && s.Game == g.ID })
	if len(s.Moves) > 0 && s.ToMove == "" {
		t.Errorf("%s: the game after the lesson is %+v", g.Name, s)
	}
	if !wrong {
		t.Errorf("%s: no step of the lesson had a wrong try to make", g.Name)
	}
	t.Logf("%s: %d steps, %d taps, %v", g.Name, len(g.Lesson.Steps), taps, time.Since(began).Round(100*time.Millisecond))
	tap(t, b, "button:Menu")
	b.waitState("the menu", func(s appState) bool { return s.Scene == "menu" })
}

// TestBrowserLessonByKeyboard takes Hare and Hounds' lesson with the
// keyboard alone: the arrows and Tab to the card's Learn, Enter, then in
// each step H (Show me) and N (Next); Escape leaves it.
func TestBrowserLessonByKeyboard(t *testing.T) {
	t.Parallel()
	b := newBrowser(t)
	b.open(serve(t, builtSite(t)))
	press := func(name string) {
		t.Helper()
		k := keyNamed(name)
		b.press(k.key, k.code, k.keyCode) // held for a few frames, as the game reads keys once a tick
	}
	press("Right") // the first card: Hare and Hounds
	press("Tab")   // its Learn
	press("Enter")
	l := b.waitLesson("the lesson of Hare and Hounds", func(l *lessonState) bool { return l.CanPlay })
	for i := range l.Steps {
		b.waitLesson(fmt.Sprintf("step %d", i+1), func(l *lessonState) bool { return l.Step == i && l.CanPlay })
		press("h")
		b.waitLesson(fmt.Sprintf("step %d shown", i+1), func(l *lessonState) bool { return l.Passed })
		if i < l.Steps-1 {
			press("n")
		}
	}
	if l := b.lesson(); !l.Done {
		t.Errorf("after every step the lesson is %+v, want done", l)
	}
	press("Escape")
	b.waitState("the menu", func(s appState) bool { return s.Scene == "menu" })
}
