package e2e

import (
	"context"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"parlour/game/record"
)

// testLink is a link's fragment to a Hare and Hounds game three moves in,
// and the position it opens at.
func testLink(t *testing.T) (fragment string, moves []string, position string) {
	t.Helper()
	const frag = "play=harehounds&moves=b1-c1+e2-d1+c1-c2"
	r, m, err := record.ParseFragment(frag)
	if err != nil {
		t.Fatal(err)
	}
	return r.Fragment(), m.MoveStrings(), m.State().String()
}

// waitLinked waits for the play screen at the game the test link opens.
func (b *browser) waitLinked(what string, moves []string, position string) appState {
	b.t.Helper()
	return b.waitState(what, func(s appState) bool {
		return s.Scene == "play" && s.Game == "harehounds" && slices.Equal(s.Moves, moves) && s.Position == position
	})
}

// TestBrowserShareLink opens a link in a fresh profile: the right game
// and position, with nobody's move played for the people looking, and
// the address cleared so that a reload continues the game rather than
// open the link again. The Share dialog's Copy link gives a link to the
// same position, shown in a box to copy by hand.
func TestBrowserShareLink(t *testing.T) {
	t.Parallel()
	frag, moves, position := testLink(t)
	b := newBrowserSize(t, 1280, 800)
	base := serve(t, builtSite(t))
	b.open(base + "#" + frag)
	b.waitLinked("the linked game", moves, position)
	if h := eval[string](b, `location.hash`); h != "" {
		t.Errorf("the address keeps %q after the link was opened", h)
	}
	if s := b.settle(); !slices.Equal(s.Moves, moves) || s.ToMove != "Hare" {
		t.Errorf("after opening, moves %q with %q to move; want %q, the hare's turn, waiting", s.Moves, s.ToMove, moves)
	}
	if err := b.do(startTimeout, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	b.waitFirstFrame()
	b.waitLinked("the linked game after a reload", moves, position)

	b.click("button:Share")
	d := b.waitDialog("Share this game")
	if !slices.Equal(d.Buttons, []string{"Copy link", "Export record", "Import record", "Close"}) {
		t.Errorf("Share dialog %+v", d)
	}
	shotsAndBack(t, b, "share-dialog")
	b.click("button:Copy link")
	b.waitDialog("Link to this game")
	const box = `document.getElementById("parlour-text-area")`
	link := waitFor[string](b, stepTimeout, "the link in its box", box+` && `+box+`.value`)
	waitFor[bool](b, stepTimeout, "the browser's answer to the copy, in the dialog",
		`!(JSON.parse(window.parlour.state()).dialog || {text: "Copying"}).text.startsWith("Copying")`)
	t.Logf("Copy link: %q", b.dialog().Text)
	shotsAndBack(t, b, "link-dialog")
	u, err := url.Parse(link)
	if err != nil || u.Fragment != frag || !strings.HasPrefix(link, base) {
		t.Errorf("Copy link gives %q, want %s#%s", link, base, frag)
	}
}

// TestBrowserShareLinkOffline installs the app, takes the network away,
// and opens a link: the service worker serves the page whatever the
// part after '#', and the game opens at its position. A link followed
// while the app runs opens too.
func TestBrowserShareLinkOffline(t *testing.T) {
	t.Parallel()
	frag, moves, position := testLink(t)
	dir := copySite(t, builtSite(t))
	srv := newSiteServer(t, dir)
	b := newBrowser(t)
	b.open(srv.URL + "/")
	waitCached(t, b, precache(t, dir))

	srv.offline.Store(true)
	setOffline(t, b, true)
	b.openAgain(srv.URL + "/#" + frag)
	if eval[bool](b, `navigator.onLine || !navigator.serviceWorker.controller`) {
		t.Error("offline, navigator.onLine is true or no service worker controls the page")
	}
	b.waitLinked("the linked game, offline", moves, position)

	// A link followed while the app runs: the page's address changes.
	eval[bool](b, `(location.hash = "#play=harehounds&moves=b1-c1", true)`)
	b.waitState("the second link's game", func(s appState) bool {
		return s.Scene == "play" && slices.Equal(s.Moves, []string{"b1-c1"})
	})
	for _, h := range srv.take() {
		if h.Offline && h.Path != "/sw.js" {
			t.Errorf("offline, %s reached the server: the page needed the network", h.Path)
		}
	}
}

// TestBrowserShareExportImport exports a game's record (the text the app
// hands to the download) and imports it through the paste box: the same
// match comes back, the moves played since undone by the import.
func TestBrowserShareExportImport(t *testing.T) {
	t.Parallel()
	frag, moves, position := testLink(t)
	b := newBrowserSize(t, 1280, 800)
	downloads := t.TempDir()
	if err := b.do(stepTimeout, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
			Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads})
		return err
	})); err != nil {
		t.Fatalf("allow downloads: %v", err)
	}
	b.open(serve(t, builtSite(t)) + "#" + frag)
	want := b.waitLinked("the linked game", moves, position)

	b.click("button:Share")
	b.waitDialog("Share this game")
	b.click("button:Export record")
	text := waitFor[string](b, stepTimeout, "the exported record", `window.parlour.lastExport && window.parlour.lastExport.text`)
	r, m, err := record.Parse(text)
	if err != nil {
		t.Fatalf("the exported record does not read back: %v\n%s", err, text)
	}
	if !slices.Equal(r.Moves, moves) || m.State().String() != want.Position {
		t.Errorf("exported moves %q at %s, want %q at %s", r.Moves, m.State(), moves, want.Position)
	}
	b.waitState("the notice saying where it went", func(s appState) bool {
		return slices.ContainsFunc(s.Notices, func(n string) bool { return strings.Contains(n, "was downloaded as") })
	})
	name := eval[string](b, `window.parlour.lastExport.name`)
	if !strings.HasPrefix(name, "Hare and Hounds ") || !strings.HasSuffix(name, ".txt") {
		t.Errorf("exported as %q", name)
	}
	if data, err := os.ReadFile(filepath.Join(downloads, name)); err == nil && string(data) != text {
		t.Errorf("the file downloaded holds\n%s\nwant\n%s", data, text)
	} else if err != nil {
		t.Logf("the download itself did not arrive: %v", err)
	}

	// The game goes on, then the record comes back in.
	b.click("point:d1")
	b.click("point:c1")
	b.waitState("a move after the export", func(s appState) bool { return len(s.Moves) == len(moves)+1 })
	b.click("button:Share")
	b.waitDialog("Share this game")
	b.click("button:Import record")
	b.waitDialog("Import a game")
	const box = `document.getElementById("parlour-text-area")`
	waitFor[bool](b, stepTimeout, "the paste box to have the keyboard", `document.activeElement === `+box)
	if tag := eval[string](b, box+`.tagName + "|" + `+box+`.getAttribute("aria-label")`); tag != "TEXTAREA|Import a game" {
		t.Errorf("paste box %q, want a TEXTAREA labelled Import a game", tag)
	}
	eval[bool](b, `(`+box+`.value = `+jsString(text)+`, true)`)
	shotsAndBack(t, b, "import-box")
	b.click("button:Open")
	got := b.waitState("the imported game", func(s appState) bool { return slices.Equal(s.Moves, moves) })
	if d := b.dialog(); d != nil {
		t.Errorf("dialog %+v still open", d)
	}
	if got.Position != want.Position {
		t.Errorf("imported at %s, want %s", got.Position, want.Position)
	}
	if eval[bool](b, `!!`+box) {
		t.Error("the paste box stayed on the page")
	}
}

// TestBrowserShareBadLink opens a link with an illegal move over a saved
// game: a notice names the move and why, and the saved game is shown
// and stored as it was.
func TestBrowserShareBadLink(t *testing.T) {
	t.Parallel()
	b := newBrowserSize(t, 1280, 800)
	base := serve(t, builtSite(t))
	b.open(base)
	b.startHareHoundsA2B2()
	played := b.waitState("the computer's reply", func(s appState) bool { return len(s.Moves) == 2 && !s.Thinking }).Moves
	const saved = `localStorage.getItem("parlour.match.harehounds")`
	before := eval[string](b, saved)

	b.openAgain(base + "#play=harehounds&moves=b1-c1+b1-c1")
	const want = "This link could not be opened: move 2 (b1-c1) cannot be played: it is not legal here: there is no piece on b1. Nothing was changed."
	s := b.waitState("the notice", func(s appState) bool { return slices.Contains(s.Notices, want) })
	if s.Scene != "play" || !slices.Equal(s.Moves, played) {
		t.Errorf("after the bad link: %s with moves %q, want the saved game %q", s.Scene, s.Moves, played)
	}
	if after := eval[string](b, saved); after != before {
		t.Errorf("the saved game changed:\n%s\nwant\n%s", after, before)
	}
	if h := eval[string](b, `location.hash`); h != "" {
		t.Errorf("the address keeps %q", h)
	}
	shotsAndBack(t, b, "bad-link")

	// Found by fuzzing: this link's move stopped the whole program. It
	// names another game, whose save (none) stays as it was too.
	b.openAgain(base + "#play=catchhare&moves=A4XB1XA1")
	const fuzzed = "This link could not be opened: move 1 (A4XB1XA1) cannot be played: it is not legal here: b1 is not next to a4"
	s = b.waitState("the notice of the fuzzed link", func(s appState) bool {
		return slices.ContainsFunc(s.Notices, func(n string) bool { return strings.HasPrefix(n, fuzzed) })
	})
	if s.Scene != "play" || s.Game != "harehounds" || !slices.Equal(s.Moves, played) {
		t.Errorf("after the fuzzed link: %s of %s with moves %q, want the saved game %q", s.Scene, s.Game, s.Moves, played)
	}
	if after := eval[string](b, saved); after != before {
		t.Errorf("the saved game changed after the fuzzed link:\n%s\nwant\n%s", after, before)
	}
	if other := eval[bool](b, `localStorage.getItem("parlour.match.catchhare") === null`); !other {
		t.Error("the fuzzed link left a game of Catch the Hare saved")
	}
	if msg := eval[string](b, `window.parlourError || ""`); msg != "" {
		t.Errorf("the program stopped: %q", msg)
	}
}

// openAgain loads url afresh in the page, by way of a blank page, so that
// a link's fragment is read at the start rather than followed while the
// app runs, and waits for the game's first frame.
func (b *browser) openAgain(url string) {
	b.t.Helper()
	if err := b.do(stepTimeout, chromedp.Navigate("about:blank")); err != nil {
		b.t.Fatal(err)
	}
	if err := b.do(startTimeout, chromedp.Navigate(url)); err != nil {
		b.t.Fatalf("open %s: %v", url, err)
	}
	pollEval(b.t, b, startTimeout, "the game's first frame", `!!(window.parlour && typeof window.parlour.state === "function" && window.parlourFirstFrame)`)
}

// shotsAndBack saves screenshots of the page (see saveShot) at 1280×800
// and as a phone held upright, 390×844, then gives the page its own
// window back, mouse and all.
func shotsAndBack(t *testing.T, b *browser, name string) {
	t.Helper()
	for _, size := range []struct {
		w, h   int64
		mobile bool
		name   string
	}{{1280, 800, false, "desktop"}, {390, 844, true, "phone"}} {
		err := b.do(stepTimeout, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
				Width: size.w, Height: size.h, DeviceScaleFactor: 1, Mobile: size.mobile, ScreenWidth: size.w, ScreenHeight: size.h,
			})
			return err
		}))
		if err == nil {
			err = b.do(startTimeout, b.frames(10))
		}
		if err != nil {
			t.Fatalf("emulate %dx%d: %v", size.w, size.h, err)
		}
		saveShot(t, b, name+"-"+size.name+".png")
	}
	err := b.do(stepTimeout, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.ClearDeviceMetricsOverride, cdp.Empty{})
		return err
	}))
	if err == nil {
		err = b.do(startTimeout, b.frames(10))
	}
	if err != nil {
		t.Fatal(err)
	}
}
