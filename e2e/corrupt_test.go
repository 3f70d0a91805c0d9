package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserCorruptSave damages the saved game in localStorage and
// reloads: the app must start, say in a player's words that the save was
// put aside (never the decoder's error), keep the damaged text under its
// own key and leave the settings alone.
func TestBrowserCorruptSave(t *testing.T) {
	t.Parallel()
	b := newBrowser(t)
	url := serve(t, builtSite(t))
	b.open(url)
	b.click("card:harehounds")
	b.click("seat:Hare=easy") // a changed setting is saved
	b.click("button:Start game")
	waitFor[bool](b, stepTimeout, "the board", `!!window.parlour.target("point:a2")`)
	b.click("point:a2")
	b.click("point:b2")
	b.waitState("the first move", func(s appState) bool { return len(s.Moves) > 0 })
	settings := waitFor[string](b, stepTimeout, "saved settings", `localStorage.getItem("parlour.settings") || ""`)

	const damaged = `{"format":"parlour-match","version":1,"game":"harehounds","moves":["a2-b2","zz-top"],"made":2}`
	eval[chromedp.Void](b, `localStorage.setItem("parlour.match.harehounds", `+"`"+damaged+"`"+`)`)
	if err := b.do(startTimeout, chromedp.Reload()); err != nil {
		t.Fatalf("reload: %v", err)
	}
	b.waitFirstFrame()
	// The app tells the user, with a way to dismiss the message.
	waitFor[bool](b, stepTimeout, "a notice about the damaged save (target button:Dismiss)", `!!window.parlour.target("button:Dismiss")`)
	time.Sleep(500 * time.Millisecond)
	s := b.state()
	if s.Scene == "play" && len(s.Moves) > 0 {
		t.Errorf("a damaged save was played: %+v", s)
	}
	checkNotices(t, s.Notices, "Your saved game of Hare and Hounds (2 moves) could not be read, so it was put aside (kept, not deleted).")
	for _, n := range s.Notices {
		if strings.Contains(n, "zz-top") || strings.Contains(n, "json") || strings.Contains(n, "saved move") {
			t.Errorf("notice %q speaks of the save's insides", n)
		}
	}
	if got := eval[string](b, `localStorage.getItem("parlour.match.harehounds.corrupt") || ""`); got != damaged {
		t.Errorf("the damaged save was not set aside: parlour.match.harehounds.corrupt = %q", got)
	}
	if got := eval[string](b, `localStorage.getItem("parlour.settings") || ""`); got != settings {
		t.Errorf("settings changed from %q to %q", settings, got)
	}
	b.click("button:Dismiss")
	waitFor[bool](b, stepTimeout, "the notice to go", `!window.parlour.target("button:Dismiss")`)
}
