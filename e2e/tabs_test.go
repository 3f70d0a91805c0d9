package e2e

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"parlour/game"
)

// newTab opens another tab in b's browser: the same profile, so the same
// localStorage, as a player opening the site twice has.
func (b *browser) newTab(t *testing.T) *browser {
	t.Helper()
	tab := &browser{t: t}
	ctx, cancel := chromedp.NewContext(b.ctx, chromedp.WithListener(tab.listen))
	t.Cleanup(cancel)
	tab.ctx = ctx
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("open a second tab: %v", err)
	}
	t.Cleanup(func() { tab.report(t) })
	return tab
}

// savedGame returns the moves on the board of the game of id saved in
// the page's storage, or nil for none.
func (b *browser) savedGame(id string) []string {
	b.t.Helper()
	text := eval[string](b, fmt.Sprintf(`localStorage.getItem("parlour.match.%s") || ""`, id))
	if text == "" {
		return nil
	}
	var sv struct {
		Moves []string `json:"moves"`
		Made  int      `json:"made"`
	}
	if err := json.Unmarshal([]byte(text), &sv); err != nil || sv.Made > len(sv.Moves) {
		b.t.Fatalf("the saved game of %s cannot be read (%v): %s", id, err, text)
	}
	return sv.Moves[:sv.Made]
}

// hasNotice reports whether the page shows a notice that begins with
// prefix.
func (s appState) hasNotice(prefix string) bool {
	return slices.ContainsFunc(s.Notices, func(n string) bool { return strings.HasPrefix(n, prefix) })
}

// TestBrowserTwoTabs plays one game of Hare and Hounds in two tabs of one
// profile, people in both seats: each tab's move, undo and new game shows
// in the other; a move made in a tab that has not heard of the other's
// (its storage event held back, as a tab in the background may be) is
// refused there with a notice, and the tab shows the saved game; the
// save is checked after every step, and never loses a move. Then a
// puzzle failed in each tab keeps both results in the rating, and a
// lesson's progress made in both keeps the further.
func TestBrowserTwoTabs(t *testing.T) {
	t.Parallel()
	srv := newSiteServer(t, builtSite(t))
	// Two pages drawn in software: each at 800×600, two thirds of the
	// pixels of the usual window, as drawing is most of a test's time.
	a := newBrowserSize(t, 800, 600)
	watchA := watchPage(t, a, srv.URL)
	a.open(srv.URL + "/#play=harehounds&moves=a2-b2")
	a.waitState("the game from the link", func(s appState) bool { return s.Scene == "play" && len(s.Moves) == 1 })
	b := a.newTab(t)
	// B's page hears the storage event through a wrapper that the test
	// can hold shut, as a tab that has not run since another's write.
	b.beforePage(`(() => {
		const add = EventTarget.prototype.addEventListener;
		EventTarget.prototype.addEventListener = function (type, fn, opts) {
			if (this === window && type === "storage") {
				const heard = fn;
				fn = function (e) { if (!window.parlourHoldStorage) return heard.call(this, e); };
			}
			return add.call(this, type, fn, opts);
		};
	})()`)
	b.open(srv.URL + "/")
	b.waitState("the same game in the second tab", func(s appState) bool {
		return s.Scene == "play" && slices.Equal(s.Moves, []string{"a2-b2"})
	})
	saved := func(what string, want ...string) {
		t.Helper()
		if got := a.savedGame("harehounds"); !slices.Equal(got, want) {
			t.Fatalf("%s: the save holds %q, want %q", what, got, want)
		}
	}
	both := func(what string, want ...string) {
		t.Helper()
		for name, tab := range map[string]*browser{"A": a, "B": b} {
			tab.waitState(fmt.Sprintf("%s, in tab %s", what, name), func(s appState) bool { return slices.Equal(s.Moves, want) })
		}
		saved(what, want...)
	}

	a.click("point:e2")
	a.click("point:d2")
	both("the hare's move in A", "a2-b2", "e2-d2")
	if s := b.state(); !s.hasNotice("This game was changed in another window") {
		t.Errorf("B does not say why its game changed: %q", s.Notices)
	}
	b.click("point:b1")
	b.click("point:c1")
	both("the hounds' move in B", "a2-b2", "e2-d2", "b1-c1")
	b.click("button:Undo")
	both("B's undo", "a2-b2", "e2-d2")

	// B does not hear of A's next move: its move on the old game is
	// refused, and it shows the game saved.
	eval[bool](b, `window.parlourHoldStorage = true`)
	a.click("point:b1")
	a.click("point:c2")
	a.waitState("A's move", func(s appState) bool { return len(s.Moves) == 3 })
	saved("A's move", "a2-b2", "e2-d2", "b1-c2")
	b.click("point:b3")
	b.click("point:c3")
	s := b.waitState("B's stale move refused, and the saved game shown", func(s appState) bool {
		return slices.Equal(s.Moves, []string{"a2-b2", "e2-d2", "b1-c2"}) && s.hasNotice("Your last change to this game was not saved")
	})
	saved("B's refused move", "a2-b2", "e2-d2", "b1-c2")
	saveShot(t, b, "tabs-refused.png")
	t.Logf("B's notices after its refused move: %q", s.Notices)
	eval[bool](b, `window.parlourHoldStorage = false`)

	// A new game in A.
	a.press("n", "KeyN", 78)
	a.waitDialog("Start a new game?")
	a.click("button:New game")
	both("A's new game")

	// A puzzle failed in each tab: both results are kept.
	failPuzzle := func(tab *browser) {
		t.Helper()
		tab.click("button:Menu")
		tab.waitState("the menu", func(s appState) bool { return s.Scene == "menu" })
		tab.click("puzzles:harehounds")
		g, err := game.Lookup("harehounds")
		if err != nil {
			t.Fatal(err)
		}
		// A puzzle whose first move is forced has no wrong one to play:
		// the next puzzle then.
		for try := 0; ; try++ {
			p := tab.waitPuzzle("a puzzle", func(p *puzzleState) bool { return p.CanPlay })
			st, _, err := g.Position(p.Options, p.Start)
			if err != nil {
				t.Fatal(err)
			}
			var wrong []int
			for _, mv := range st.LegalMoves(nil) {
				if st.MoveString(mv) != p.Solution[0] && len(st.MovePath(mv)) > 0 {
					wrong = st.MovePath(mv)
					break
				}
			}
			if wrong == nil && try < 5 {
				id := p.ID
				tab.click("button:Next")
				tab.waitPuzzle("the next puzzle", func(p *puzzleState) bool { return p.ID != id && p.CanPlay })
				continue
			}
			if wrong == nil {
				t.Fatalf("six puzzles in a row had a forced first move")
			}
			for _, pt := range wrong {
				tab.click("point:" + st.Board().Point(pt).Name)
			}
			break
		}
		tab.waitPuzzle("the puzzle failed", func(p *puzzleState) bool { return p.Outcome == "failed" })
	}
	failPuzzle(a)
	failPuzzle(b)
	var rec struct {
		Games map[string]struct {
			Failed int `json:"failed"`
		} `json:"games"`
	}
	if err := json.Unmarshal([]byte(eval[string](a, `localStorage.getItem("parlour.puzzles") || "{}"`)), &rec); err != nil {
		t.Fatal(err)
	}
	if got := rec.Games["harehounds"].Failed; got != 2 {
		t.Errorf("a puzzle failed in each tab: the records count %d failed, want 2", got)
	}

	// A lesson taken further in A than in B keeps A's progress.
	for _, tab := range []*browser{a, b} {
		tab.click("button:Back")
		tab.waitState("the menu", func(s appState) bool { return s.Scene == "menu" })
		tab.click("learn:harehounds")
		tab.waitLesson("the lesson", func(l *lessonState) bool { return l.CanPlay })
	}
	a.press("h", "KeyH", 72)
	a.waitLesson("step 1 shown in A", func(l *lessonState) bool { return l.Passed })
	a.press("n", "KeyN", 78)
	a.waitLesson("step 2 in A", func(l *lessonState) bool { return l.Step == 1 && l.CanPlay })
	a.press("h", "KeyH", 72)
	a.waitLesson("step 2 shown in A", func(l *lessonState) bool { return l.Passed })
	b.press("h", "KeyH", 72)
	b.waitLesson("step 1 shown in B", func(l *lessonState) bool { return l.Passed })
	var settings struct {
		Lessons map[string]struct {
			Step int `json:"step"`
		} `json:"lessons"`
	}
	if err := json.Unmarshal([]byte(eval[string](b, `localStorage.getItem("parlour.settings") || "{}"`)), &settings); err != nil {
		t.Fatal(err)
	}
	if got := settings.Lessons["harehounds"].Step; got != 2 {
		t.Errorf("two steps passed in A, one in B: the lesson's progress is saved at %d, want 2", got)
	}
	watchA.check(t)
}
