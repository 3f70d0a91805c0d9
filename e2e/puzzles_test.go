package e2e

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"parlour/game"
)

// puzzleState is the puzzle screen's part of the test hook's state.
type puzzleState struct {
	Loading  bool         `json:"loading"`
	Problem  string       `json:"problem"`
	ID       string       `json:"id"`
	Goal     string       `json:"goal"`
	Start    string       `json:"start"`
	Options  game.Options `json:"options"`
	Solution []string     `json:"solution"`
	Feedback string       `json:"feedback"`
	CanPlay  bool         `json:"canPlay"`
	Done     bool         `json:"done"`
	Outcome  string       `json:"outcome"`
	Rating   float64      `json:"rating"`
	Streak   int          `json:"streak"`
}

// waitPuzzle waits until the puzzle screen's state satisfies ok.
func (b *browser) waitPuzzle(what string, ok func(*puzzleState) bool) *puzzleState {
	b.t.Helper()
	deadline := time.Now().Add(stepTimeout)
	for {
		p := eval[*puzzleState](b, `(() => { const s = JSON.parse(window.parlour.state()); return s.scene === "puzzles" ? s.puzzle : null })()`)
		if p != nil && ok(p) {
			return p
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("waiting %v for %s; the puzzle is %+v", stepTimeout, what, p)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// tapMove plays mv from position s by touch: every point of its path.
func tapMove(t *testing.T, b *browser, s game.State, mv game.Move) {
	t.Helper()
	plies := len(b.state().Moves)
	for _, p := range s.MovePath(mv) {
		tap(t, b, "point:"+s.Board().Point(p).Name)
	}
	b.waitState("the move "+s.MoveString(mv), func(a appState) bool { return len(a.Moves) > plies })
}

// TestBrowserPuzzles plays Hare and Hounds puzzles on a phone (390×844,
// touch), from the card's Puzzles: the first (the daily puzzle) solved by
// tapping its solution, the rating rising; Next, a wrong first move, the
// puzzle failed with the move wanted named and the rating falling. Then,
// after that one online visit, the network goes away and Puzzles opens
// again from the service worker's cache, with the rating kept.
func TestBrowserPuzzles(t *testing.T) {
	t.Parallel()
	began := time.Now()
	dir := builtSite(t)
	srv := newSiteServer(t, dir)
	b := newBrowser(t)
	emulatePhone(t, b, 390, 844, 1)
	t.Logf("site built: %v", time.Since(began).Round(time.Millisecond))
	b.open(srv.URL + "/")
	t.Logf("first frame: %v", time.Since(began).Round(time.Millisecond))
	g, err := game.Lookup("harehounds")
	if err != nil {
		t.Fatal(err)
	}
	tap(t, b, "puzzles:harehounds")
	p := b.waitPuzzle("the first puzzle", func(p *puzzleState) bool { return p.CanPlay })
	rating := p.Rating
	t.Logf("first puzzle: %v", time.Since(began).Round(time.Millisecond))

	// Solve it by taps.
	for !p.Done {
		st, _, err := g.Position(p.Options, p.Start)
		if err != nil {
			t.Fatalf("the puzzle's position %q: %v", p.Start, err)
		}
		moves := b.state().Moves
		for _, text := range moves {
			mv, err := st.ParseMove(text)
			if err != nil {
				t.Fatal(err)
			}
			st.Apply(mv)
		}
		mv, err := st.ParseMove(p.Solution[len(moves)])
		if err != nil {
			t.Fatal(err)
		}
		tapMove(t, b, st, mv)
		p = b.waitPuzzle("the defence, or the end", func(p *puzzleState) bool { return p.CanPlay || p.Done })
	}
	if p.Outcome != "solved" || p.Rating <= rating || p.Streak != 1 {
		t.Fatalf("after the solution: %+v, want solved, a rating above %.0f and a streak of 1", p, rating)
	}
	saveShot(t, b, "puzzle-solved.png")
	t.Logf("solved %s (%q): rating %.0f → %.0f", p.ID, p.Goal, rating, p.Rating)
	rating = p.Rating
	solved := p.ID

	// Next, and a wrong first move.
	tap(t, b, "button:Next")
	p = b.waitPuzzle("the next puzzle", func(p *puzzleState) bool { return p.ID != solved && p.CanPlay })
	st, _, err := g.Position(p.Options, p.Start)
	if err != nil {
		t.Fatal(err)
	}
	var wrong game.Move
	for _, mv := range st.LegalMoves(nil) {
		if st.MoveString(mv) != p.Solution[0] && len(st.MovePath(mv)) > 0 {
			wrong = mv
			break
		}
	}
	tapMove(t, b, st, wrong)
	p = b.waitPuzzle("the wrong move failed", func(p *puzzleState) bool { return p.Outcome == "failed" && p.CanPlay })
	if p.Rating >= rating || p.Streak != 0 {
		t.Errorf("after a wrong move: %+v, want a rating below %.0f and no streak", p, rating)
	}
	saveShot(t, b, "puzzle-failed.png")
	t.Logf("failed %s with %s: %q; rating %.0f → %.0f", p.ID, st.MoveString(wrong), p.Feedback, rating, p.Rating)
	rating = p.Rating

	// Offline after this one visit: Puzzles opens from the cache.
	pollEval(t, b, startTimeout, "the service worker active with the puzzles kept", fmt.Sprintf(`(async () => {
		const reg = await navigator.serviceWorker.getRegistration();
		if (!reg || !reg.active || reg.active.state !== "activated") return false;
		const cache = await caches.open(%q);
		return !!(await cache.match("puzzles-harehounds.json"));
	})()`, "parlour-"+precache(t, dir).Version))
	t.Logf("cached: %v", time.Since(began).Round(time.Millisecond))
	srv.offline.Store(true)
	setOffline(t, b, true)
	if err := b.do(startTimeout, chromedp.Reload()); err != nil {
		t.Fatalf("reload offline: %v", err)
	}
	b.waitFirstFrame()
	tap(t, b, "puzzles:harehounds")
	p = b.waitPuzzle("a puzzle offline", func(p *puzzleState) bool { return !p.Loading && (p.CanPlay || p.Problem != "") })
	if p.Problem != "" || int(p.Rating) != int(rating) {
		t.Errorf("offline: %+v, want a puzzle and the rating %.0f", p, rating)
	}
	for _, h := range srv.take() {
		if h.Offline && h.Path != "/sw.js" {
			t.Errorf("offline, %s reached the server", h.Path)
		}
	}
	t.Logf("offline: %s, rating %.0f; %v in all", p.ID, p.Rating, time.Since(began).Round(time.Millisecond))
}
