package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserHelpersOnFinishedGame opens a finished game of Hare and
// Hounds from a link and turns Values and Analysis on: the program goes
// on (Values on a finished game once stopped it, and stopped every game
// that ended from then on, the choice being remembered), and goes on
// after a reload, with Values still on.
func TestBrowserHelpersOnFinishedGame(t *testing.T) {
	t.Parallel()
	b := newBrowserSize(t, 1280, 800)
	base := serve(t, builtSite(t))
	// The hounds trap the hare on e2 with their last move, c2-d2.
	moves := "a2-b2+e2-d1+b3-c2+d1-d2+b2-b3+d2-d3+b3-c3+d3-d2+c3-d3+d2-d1+b1-c1+d1-d2+c1-d1+d2-e2+c2-d2"
	b.open(base + "#play=harehounds&moves=" + moves)
	b.waitState("the finished game", func(s appState) bool { return s.Scene == "play" && s.Over })
	b.click("button:Values")
	b.click("button:Analysis")
	b.click("button:Hint")
	time.Sleep(2 * time.Second) // the values along the game come from the worker
	s := b.settle()
	if msg := eval[string](b, `window.parlourError || ""`); msg != "" {
		t.Fatalf("the program stopped: %q", msg)
	}
	if s.Scene != "play" || !s.Over || len(s.Moves) != strings.Count(moves, "+")+1 {
		t.Errorf("state %+v, want the finished game on the play screen", s)
	}
	shotsAndBack(t, b, "finished-values")
	if err := b.do(startTimeout, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	pollEval(t, b, startTimeout, "the game's first frame after the reload", `!!(window.parlour && typeof window.parlour.state === "function" && window.parlourFirstFrame)`)
	time.Sleep(2 * time.Second)
	if msg := eval[string](b, `window.parlourError || ""`); msg != "" {
		t.Fatalf("after the reload the program stopped: %q", msg)
	}
}
