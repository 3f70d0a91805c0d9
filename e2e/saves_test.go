package e2e

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// dialogState is what window.parlour.state() reports of an open dialog.
type dialogState struct {
	Title   string   `json:"title"`
	Text    string   `json:"text"`
	Buttons []string `json:"buttons"`
}

// dialog returns the dialog open over the app, or nil.
func (b *browser) dialog() *dialogState {
	b.t.Helper()
	text := eval[string](b, `JSON.stringify(JSON.parse(window.parlour.state()).dialog || null)`)
	var d *dialogState
	if err := json.Unmarshal([]byte(text), &d); err != nil {
		b.t.Fatalf("dialog %q: %v", text, err)
	}
	return d
}

// waitDialog waits for a dialog titled title and returns it.
func (b *browser) waitDialog(title string) dialogState {
	b.t.Helper()
	waitFor[bool](b, stepTimeout, "the dialog "+title,
		`(JSON.parse(window.parlour.state()).dialog || {}).title === `+jsString(title))
	return *b.dialog()
}

func jsString(s string) string {
	data, _ := json.Marshal(s)
	return string(data)
}

// press presses and releases a key on the game, held for a few frames as
// the game polls the keyboard once a tick.
func (b *browser) press(key, code string, keyCode int64) {
	b.t.Helper()
	send := func(typ input.DispatchKeyEventType) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, input.DispatchKeyEvent, input.DispatchKeyEventParams{
				Type: typ, Key: key, Code: code, WindowsVirtualKeyCode: keyCode, NativeVirtualKeyCode: keyCode})
			return err
		})
	}
	if err := b.do(stepTimeout, send(input.DispatchKeyEventTypeKeyDown), b.frames(3), send(input.DispatchKeyEventTypeKeyUp), b.frames(2)); err != nil {
		b.t.Fatalf("press %s: %v", key, err)
	}
}

// TestBrowserNewAsksFirst plays a move against the computer, then presses
// N: the game asks before putting the game away, keeps it when told to,
// and after New game, Undo brings it back, saved across a reload. The
// menu then offers to continue it on its own card.
func TestBrowserNewAsksFirst(t *testing.T) {
	t.Parallel()
	b := newBrowserSize(t, 1280, 800)
	b.open(serve(t, builtSite(t)))
	b.startHareHoundsA2B2()
	played := b.waitState("the computer's reply", func(s appState) bool { return len(s.Moves) == 2 && !s.Thinking }).Moves

	b.press("n", "KeyN", 78)
	d := b.waitDialog("Start a new game?")
	want := "Your game of Hare and Hounds (2 moves played) will be put away. Undo brings it back"
	if !strings.HasPrefix(d.Text, want) || !slices.Equal(d.Buttons, []string{"New game", "Keep playing"}) {
		t.Errorf("dialog %+v, want its text to begin %q", d, want)
	}
	if s := b.state(); !slices.Equal(s.Moves, played) {
		t.Fatalf("N alone changed the game: moves %q", s.Moves)
	}
	b.click("button:Keep playing")
	waitFor[bool](b, stepTimeout, "the dialog to close", `!JSON.parse(window.parlour.state()).dialog`)
	if s := b.state(); !slices.Equal(s.Moves, played) {
		t.Fatalf("Keep playing lost the game: moves %q", s.Moves)
	}

	b.click("button:New")
	b.waitDialog("Start a new game?")
	b.click("button:New game")
	b.waitState("a new game", func(s appState) bool { return len(s.Moves) == 0 })
	b.click("button:Undo")
	b.waitState("the game back", func(s appState) bool { return slices.Equal(s.Moves, played) })

	if err := b.do(startTimeout, chromedp.Reload()); err != nil {
		t.Fatalf("reload: %v", err)
	}
	b.waitFirstFrame()
	b.waitState("the game brought back, after a reload", func(s appState) bool {
		return s.Scene == "play" && slices.Equal(s.Moves, played)
	})
	b.click("button:Menu")
	waitFor[bool](b, stepTimeout, "Continue on Hare and Hounds' card", `!!window.parlour.target("continue:harehounds")`)
	if eval[bool](b, `!!window.parlour.target("continue:foxgeese")`) {
		t.Error("Fox and Geese, never played, offers to continue")
	}
	b.click("continue:harehounds")
	b.waitState("the game continued", func(s appState) bool { return s.Scene == "play" && slices.Equal(s.Moves, played) })

	b.press("n", "KeyN", 78)
	b.waitDialog("Start a new game?")
	shotBothSizes(t, b, "confirm-new")
}

// shotBothSizes saves screenshots of the page (see saveShot) at its size
// and as a phone held upright, 390×844.
func shotBothSizes(t *testing.T, b *browser, name string) {
	t.Helper()
	if err := b.do(stepTimeout, b.frames(10)); err != nil {
		t.Fatal(err)
	}
	saveShot(t, b, name+"-desktop.png")
	emulatePhone(t, b, 390, 844, 1)
	if err := b.do(stepTimeout, b.frames(20)); err != nil {
		t.Fatal(err)
	}
	saveShot(t, b, name+"-phone.png")
}

// fillStorage fills the page's localStorage until it refuses more.
const fillStorage = `(() => {
	let n = 0;
	for (let size = 1 << 20; size >= 8; size >>= 1) {
		const s = "x".repeat(size);
		try { for (;;) localStorage.setItem("filler-" + n++, s); } catch (e) {}
	}
	return n;
})()`

// TestBrowserDamagedSaveStorageFull damages a game's save and fills the
// storage, so that it cannot be set aside: the app says what would be
// lost and offers to discard it. Kept, a game of it is not saved and the
// player is told so by a notice, not asked again until the next start;
// discarded, saving works again and the question does not come back.
func TestBrowserDamagedSaveStorageFull(t *testing.T) {
	t.Parallel()
	b := newBrowser(t)
	b.open(serve(t, builtSite(t)))
	const damaged = `{"format":"parlour-match","version":1,"game":"harehounds","moves":["a2-b2","zz-top"],"made":2}`
	eval[bool](b, `(localStorage.setItem("parlour.match.harehounds", `+jsString(damaged)+`), true)`)
	t.Logf("storage filled with %d items", eval[int](b, fillStorage))
	if err := b.do(startTimeout, chromedp.Reload()); err != nil {
		t.Fatalf("reload: %v", err)
	}
	b.waitFirstFrame()
	d := b.waitDialog("A saved game is damaged")
	want := "Your saved game of Hare and Hounds (2 moves) could not be read, and there is no room to put it aside"
	if !strings.HasPrefix(d.Text, want) || !slices.Equal(d.Buttons, []string{"Discard it", "Keep it"}) {
		t.Errorf("dialog %+v, want its text to begin %q", d, want)
	}
	checkNotices(t, []string{d.Text}, "Discard it to save again?")
	b.click("button:Keep it")
	if got := eval[string](b, `localStorage.getItem("parlour.match.harehounds")`); got != damaged {
		t.Errorf("the damaged save became %q, want it kept", got)
	}

	// Kept: a game of Hare and Hounds is not saved, and the player is told.
	b.click("button:Dismiss")
	b.click("card:harehounds")
	b.click("button:Start game")
	s := b.waitState("the refused save told", func(s appState) bool { return s.Scene == "play" && len(s.Notices) > 0 })
	checkNotices(t, s.Notices, "Your game is not being saved: you chose to keep your saved game of Hare and Hounds (2 moves)")
	if d := b.dialog(); d != nil {
		t.Errorf("kept, the damaged save is asked about again: %+v", d)
	}

	// At the next start it is asked about again. Discarded: saving works
	// again once there is room.
	if err := b.do(startTimeout, chromedp.Reload()); err != nil {
		t.Fatalf("reload: %v", err)
	}
	b.waitFirstFrame()
	b.waitDialog("A saved game is damaged")
	b.click("button:Discard it")
	waitFor[bool](b, stepTimeout, "the damaged save gone", `localStorage.getItem("parlour.match.harehounds") === null`)
	eval[bool](b, `(Object.keys(localStorage).filter(k => k.startsWith("filler-")).slice(0, 40).forEach(k => localStorage.removeItem(k)), true)`)
	if s := b.state(); len(s.Notices) > 0 {
		b.click("button:Dismiss")
	}
	if s := b.state(); s.Scene != "play" {
		b.click("card:harehounds")
		b.click("button:Start game")
	}
	b.click("point:a2")
	b.click("point:b2")
	waitFor[bool](b, stepTimeout, "the game saved", `(localStorage.getItem("parlour.match.harehounds") || "").includes("a2-b2")`)
	if err := b.do(startTimeout, chromedp.Reload()); err != nil {
		t.Fatalf("reload: %v", err)
	}
	b.waitFirstFrame()
	s = b.waitState("the saved game", func(s appState) bool { return s.Scene == "play" && len(s.Moves) > 0 })
	if d := b.dialog(); d != nil || len(s.Notices) > 0 {
		t.Errorf("after the discard, the start still shows dialog %+v, notices %q", d, s.Notices)
	}
}

// TestBrowserRenameDialog renames a seat on the web: a tap on its name
// opens the app's dialog with a real text box (which brings up a phone's
// keyboard), labelled for screen readers; what is typed there and kept
// with Enter names the seat, and Escape leaves it as it was.
func TestBrowserRenameDialog(t *testing.T) {
	t.Parallel()
	b := newBrowser(t)
	b.open(serve(t, builtSite(t)))
	b.click("card:harehounds")
	b.click("rename:Hare")
	d := b.waitDialog("Name for Hare")
	if !slices.Equal(d.Buttons, []string{"OK", "Cancel"}) {
		t.Errorf("dialog %+v", d)
	}
	const box = `document.getElementById("parlour-text-field")`
	waitFor[bool](b, stepTimeout, "the text box to have the keyboard", `document.activeElement === `+box)
	if got := eval[string](b, box+`.getAttribute("aria-label") + "|" + `+box+`.value`); got != "Name for Hare|Hare" {
		t.Errorf("text box label|value %q, want %q", got, "Name for Hare|Hare")
	}
	eval[bool](b, `(`+box+`.select(), true)`)
	if err := b.do(stepTimeout, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, input.InsertText, input.InsertTextParams{Text: "Ann"})
		return err
	})); err != nil {
		t.Fatal(err)
	}
	if err := b.do(stepTimeout, chromedp.KeyEvent("\r")); err != nil {
		t.Fatal(err)
	}
	waitFor[bool](b, stepTimeout, "the dialog to close", `!JSON.parse(window.parlour.state()).dialog`)
	if eval[bool](b, `!!`+box) {
		t.Error("the text box stayed on the page")
	}
	waitFor[bool](b, stepTimeout, "the name in the settings", `(localStorage.getItem("parlour.settings") || "").includes('"Ann"')`)
	waitFor[bool](b, stepTimeout, "the seat renamed", `!!window.parlour.target("rename:Hare")`)

	// Escape leaves the name alone.
	b.click("rename:Hare")
	b.waitDialog("Name for Hare")
	waitFor[bool](b, stepTimeout, "the text box", `document.activeElement === `+box)
	if got := eval[string](b, box+`.value`); got != "Ann" {
		t.Errorf("the box holds %q, want the seat's name Ann", got)
	}
	if err := b.do(stepTimeout, chromedp.KeyEvent("\u001b")); err != nil {
		t.Fatal(err)
	}
	waitFor[bool](b, stepTimeout, "the dialog to close", `!JSON.parse(window.parlour.state()).dialog`)
	if !strings.Contains(eval[string](b, `localStorage.getItem("parlour.settings")`), `"Ann"`) {
		t.Error("Escape changed the name")
	}
}
