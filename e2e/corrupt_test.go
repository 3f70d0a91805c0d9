package e2e

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserCorruptSave damages the saved game in localStorage and
// reloads: the app must start, say that the save was set aside, keep the
// damaged text under its own key and leave the settings alone.
func TestBrowserCorruptSave(t *testing.T) {
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
	eval[chromedp.Void](b, `localStorage.setItem("parlour.match", `+"`"+damaged+"`"+`)`)
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
	if got := eval[string](b, `localStorage.getItem("parlour.match.corrupt") || ""`); got != damaged {
		t.Errorf("the damaged save was not set aside: parlour.match.corrupt = %q", got)
	}
	if got := eval[string](b, `localStorage.getItem("parlour.settings") || ""`); got != settings {
		t.Errorf("settings changed from %q to %q", settings, got)
	}
	b.click("button:Dismiss")
	waitFor[bool](b, stepTimeout, "the notice to go", `!window.parlour.target("button:Dismiss")`)
}
