package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"parlour/engine"
)

// refusedNotice is how the notice begins that tells the player the
// browser keeps nothing, so that no game of this window outlives it.
const refusedNotice = "Games can't be saved in this browser window:"

// refuseWrites makes localStorage refuse every write as Safari does in a
// private window, and as browsers do when storage is blocked in their
// settings: reads answer, writes throw a SecurityError.
const refuseWrites = `(() => {
	Storage.prototype.setItem = function () {
		throw new DOMException("The operation is insecure.", "SecurityError");
	};
})();`

// refuseEverything makes every use of localStorage throw a SecurityError,
// reads as well as writes, its length and keys too.
const refuseEverything = `(() => {
	const refuse = function () {
		throw new DOMException("The operation is insecure.", "SecurityError");
	};
	for (const m of ["getItem", "setItem", "removeItem", "key", "clear"]) {
		Storage.prototype[m] = refuse;
	}
	Object.defineProperty(Storage.prototype, "length", {configurable: true, get: refuse});
})();`

// noLocalStorage makes the page's very localStorage throw when it is
// looked up, as Chromium's does when a site may keep no data.
const noLocalStorage = `Object.defineProperty(window, "localStorage", {
	configurable: true,
	get() {
		throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", "SecurityError");
	},
});`

// savingNotices returns the notices that speak of saving: the one the
// refused storage must bring, however it is worded, and any other.
func savingNotices(s appState) []string {
	var out []string
	for _, n := range s.Notices {
		if strings.HasPrefix(n, refusedNotice) || strings.Contains(strings.ToLower(n), "saved") {
			out = append(out, n)
		}
	}
	return out
}

// checkRefusedNotice fails unless the notices about saving are exactly
// one, the refused storage's, in a player's words.
func checkRefusedNotice(t *testing.T, s appState, when string) {
	t.Helper()
	notices := savingNotices(s)
	if len(notices) != 1 {
		t.Errorf("%s: %d notices about saving, want one: %q", when, len(notices), notices)
		return
	}
	if !strings.HasPrefix(notices[0], refusedNotice) {
		t.Errorf("%s: the notice says %q, want it to begin %q", when, notices[0], refusedNotice)
	}
	checkNotices(t, notices, refusedNotice)
}

// checkRunning fails the test when the program has stopped: its error
// panel shown, or a screen of it replaced by the one that says it stopped.
func (b *browser) checkRunning(when string) appState {
	b.t.Helper()
	if msg := eval[string](b, `window.parlourError || ""`); msg != "" {
		b.t.Fatalf("%s: the program stopped: %q", when, msg)
	}
	s := b.state()
	if s.Scene == "stopped" {
		b.t.Fatalf("%s: a screen stopped with an error; state %+v", when, s)
	}
	return s
}

// houndsMove returns the hounds' best move after moves, from the solved
// game, as the two points to tap: played every turn, it wins whatever the
// computer does, so the game is sure to reach its end.
func houndsMove(t *testing.T, moves []string) (from, to string) {
	t.Helper()
	r, err := engine.Choose(context.Background(), engine.Request{Game: "harehounds", Moves: moves, Level: engine.Perfect}, nil)
	if err != nil {
		t.Fatalf("the hounds' move after %q: %v", moves, err)
	}
	from, to, ok := strings.Cut(r.Move, "-")
	if !ok {
		t.Fatalf("the hounds' move after %q is %q, want from-to", moves, r.Move)
	}
	return from, to
}

// TestBrowserStorageRefusesWrites plays a whole game of Hare and Hounds on
// a phone whose browser refuses to store anything, as a private window of
// Safari does. The player must be told once that games cannot be saved
// here, not at every move, and not again after dismissing it; and the
// program must play on to the game's end, since a refused save is no
// reason to stop.
func TestBrowserStorageRefusesWrites(t *testing.T) {
	t.Parallel()
	srv := newSiteServer(t, builtSite(t))
	b := newBrowser(t)
	emulatePhone(t, b, 390, 844, 1)
	b.beforePage(refuseWrites)
	b.open(srv.URL + "/")
	tap(t, b, "card:harehounds")
	tap(t, b, "button:Start game")
	waitFor[bool](b, stepTimeout, "the board", `!!window.parlour.target("point:a2")`)

	// The notice stays through the first moves, then is dismissed; the
	// hounds win in at most twelve moves of theirs.
	const dismissAfter, most = 3, 12
	var s appState
	for hound := 1; ; hound++ {
		s = b.waitState("the hounds' turn, or the end", func(s appState) bool {
			return s.Over || s.ToMove == "Hounds" && !s.Thinking
		})
		b.checkRunning(fmt.Sprintf("before the hounds' move %d", hound))
		if s.Over {
			break
		}
		if hound > most {
			t.Fatalf("after %d moves of the hounds' the game goes on: moves %q", most, s.Moves)
		}
		switch {
		case hound == 1: // the notice comes with the first move, looked at below
		case hound <= dismissAfter+1:
			checkRefusedNotice(t, s, "after "+strings.Join(s.Moves, " "))
		default:
			if n := savingNotices(s); len(n) > 0 {
				t.Errorf("after the notice was dismissed, %d moves on, it is back: %q", hound-dismissAfter-1, n)
			}
		}
		if hound == dismissAfter+1 {
			tap(t, b, "button:Dismiss")
			b.waitState("the notice dismissed", func(s appState) bool { return len(savingNotices(s)) == 0 })
		}

		from, to := houndsMove(t, s.Moves)
		tap(t, b, "point:"+from)
		tap(t, b, "point:"+to)
		n := len(s.Moves) + 1
		played := b.waitState("the hounds' move "+from+"-"+to, func(s appState) bool { return len(s.Moves) >= n })
		if got := played.Moves[n-1]; got != from+"-"+to {
			t.Fatalf("tapped %s and %s, and %q was played", from, to, got)
		}
		if hound == 1 {
			s = b.waitState("a notice that the game cannot be saved", func(s appState) bool { return len(savingNotices(s)) > 0 })
			checkRefusedNotice(t, s, "after the first move")
			if err := b.do(stepTimeout, b.frames(10)); err != nil {
				t.Fatal(err)
			}
			saveShot(t, b, "storage-refuses-writes-phone.png")
		}
	}
	s = b.settle()
	b.checkRunning("at the end")
	t.Logf("the game ended after %d moves: %q", len(s.Moves), s.Moves)
	if !s.Over || s.Scene != "play" {
		t.Errorf("at the end: state %+v, want the finished game on the play screen", s)
	}
	if n := savingNotices(s); len(n) > 0 {
		t.Errorf("at the end, the dismissed notice is back: %q", n)
	}
	saveShot(t, b, "storage-refuses-writes-end-phone.png")
}

// TestBrowserStorageRefusesReads starts the app in a browser whose
// localStorage throws at every use, reads included, or cannot be had at
// all. The app must start, say at once that games cannot be saved here,
// and say it once: dismissed, the notice must not come back as the game
// is played, the computer's replies included, without the program
// stopping. A save that cannot be read because nothing can be is no
// damaged save: no dialog may ask what to do with one, and no notice say
// one is damaged.
func TestBrowserStorageRefusesReads(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name, script string
	}{
		{"every-call-throws", refuseEverything},
		{"no-localstorage", noLocalStorage},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			b := newBrowser(t)
			b.beforePage(tt.script)
			b.openOrStopped(serve(t, builtSite(t)))
			b.waitState("the menu", func(s appState) bool { return s.Scene == "menu" })
			noDamage := func(when string) appState {
				t.Helper()
				s := b.checkRunning(when)
				if d := b.dialog(); d != nil {
					t.Errorf("%s: a dialog is open: %+v", when, *d)
				}
				for _, n := range s.Notices {
					if l := strings.ToLower(n); strings.Contains(l, "damaged") || strings.Contains(l, "could not be read") {
						t.Errorf("%s: a notice speaks of a damaged save: %q", when, n)
					}
				}
				return s
			}
			noDamage("at the start")
			s := b.waitState("a notice that games cannot be saved", func(s appState) bool { return len(savingNotices(s)) > 0 })
			checkRefusedNotice(t, s, "at the start")
			if err := b.do(stepTimeout, b.frames(10)); err != nil {
				t.Fatal(err)
			}
			saveShot(t, b, "storage-refuses-reads-"+tt.name+".png")
			// The notice lies over the foot of the screen, where the
			// options screen has Start game: it is dismissed first.
			b.click("button:Dismiss")
			b.waitState("the notice dismissed", func(s appState) bool { return len(savingNotices(s)) == 0 })

			b.startHareHoundsA2B2()
			for {
				s = b.waitState("the computer's reply", func(s appState) bool {
					return s.Over || len(s.Moves)%2 == 0 && s.ToMove == "Hounds" && !s.Thinking
				})
				noDamage("after " + strings.Join(s.Moves, " "))
				if n := savingNotices(s); len(n) > 0 {
					t.Errorf("after %q the dismissed notice is back: %q", s.Moves, n)
				}
				if len(s.Moves) >= 6 {
					break
				}
				if s.Over {
					t.Fatalf("the game ended after only %q", s.Moves)
				}
				from, to := houndsMove(t, s.Moves)
				b.click("point:" + from)
				b.click("point:" + to)
				n := len(s.Moves) + 1
				b.waitState("the hounds' move "+from+"-"+to, func(s appState) bool { return len(s.Moves) >= n })
			}
			t.Logf("moves %q; notices %q", s.Moves, s.Notices)
		})
	}
}

// openOrStopped loads the page and waits for the game's first frame, and
// fails the test at once, with the error panel's details, when the
// program stops instead.
func (b *browser) openOrStopped(url string) {
	b.t.Helper()
	if err := b.do(startTimeout, chromedp.Navigate(url)); err != nil {
		b.t.Fatalf("open %s: %v", url, err)
	}
	got := waitFor[string](b, startTimeout, "the game's first frame, or the error panel", `window.parlourError
		? "stopped: " + window.parlourError + " " + document.getElementById("error-details").textContent.replace(/\s+/g, " ").trim()
		: (window.parlour && typeof window.parlour.state === "function" && window.parlourFirstFrame ? "started" : "")`)
	if got != "started" {
		b.t.Fatalf("the program did not start: %s", got)
	}
}

// chain returns what window.parlour.state() says of the moves and the
// move being built on the board.
func (b *browser) chain() chainState {
	b.t.Helper()
	var s chainState
	if err := json.Unmarshal([]byte(eval[string](b, `window.parlour.state()`)), &s); err != nil {
		b.t.Fatal(err)
	}
	return s
}

// TestBrowserClosedMidMove closes the page at the two moments a phone
// most often loses it, and opens Parlour again at its address. Half way
// through a chain of jumps, which is no move yet, the game must come back
// with every move made and without the half chain; a move made just
// before the page went must be back too. While the computer thinks, the
// player's move must be kept, and the computer must answer it once the
// game is open again.
func TestBrowserClosedMidMove(t *testing.T) {
	t.Parallel()
	url := serve(t, builtSite(t))

	t.Run("mid-chain", func(t *testing.T) {
		t.Parallel()
		b := newBrowser(t)
		emulatePhone(t, b, 390, 844, 1)
		made := []string{"9-4", "17-10", "11-5", "15-9"}
		b.open(url + "#play=foxgeese&moves=" + strings.Join(made, "+"))
		b.waitState("the Fox and Geese game", func(s appState) bool { return s.Scene == "play" && len(s.Moves) == len(made) })
		tap(t, b, "point:5")
		tap(t, b, "point:17")
		waitFor[bool](b, stepTimeout, "the fox's chain under way", `(s => s.moves.length === 4 && !!s.board && s.board.piece === "17")(JSON.parse(window.parlour.state()))`)

		// What a phone does when another app takes the screen: the page
		// is hidden, and may then be closed without another word.
		eval[bool](b, `(() => {
			Object.defineProperty(document, "visibilityState", {configurable: true, get: () => "hidden"});
			Object.defineProperty(document, "hidden", {configurable: true, get: () => true});
			document.dispatchEvent(new Event("visibilitychange"));
			return true;
		})()`)
		if err := b.do(stepTimeout, b.frames(3)); err != nil {
			t.Fatal(err)
		}
		b.openAgain(url)
		b.waitState("the game reopened", func(s appState) bool { return s.Scene == "play" && s.Game == "foxgeese" })
		b.settle()
		if s := b.chain(); !slices.Equal(s.Moves, made) || s.Board != nil && len(s.Board.Picked) > 0 {
			t.Fatalf("reopened with moves %q and on the board %+v; want the moves %q and no chain under way", s.Moves, s.Board, made)
		}

		// A whole move, and the page reloaded as soon as it is made.
		tap(t, b, "point:5")
		tap(t, b, "point:17")
		tap(t, b, "point:17")
		waitFor[bool](b, stepTimeout, "the fox's move 5x17", `JSON.parse(window.parlour.state()).moves.length === 5`)
		if err := b.do(startTimeout, chromedp.Reload()); err != nil {
			t.Fatalf("reload: %v", err)
		}
		b.waitFirstFrame()
		want := append(slices.Clone(made), "5x17")
		b.waitState("the game with the move made before the reload", func(s appState) bool {
			return s.Scene == "play" && s.Game == "foxgeese" && len(s.Moves) >= len(want)
		})
		if s := b.settle(); !slices.Equal(s.Moves, want) {
			t.Errorf("after the reload the moves are %q, want %q", s.Moves, want)
		}
		b.checkRunning("at the end")
	})

	t.Run("while-the-computer-thinks", func(t *testing.T) {
		t.Parallel()
		type moment struct {
			Moves    []string `json:"moves"`
			Thinking bool     `json:"thinking"`
		}
		// On a busy machine the computer may answer before the test sees
		// it think: then the reload would test nothing, and a fresh
		// browser tries again.
		var b *browser
		var at moment
		for try := 0; try < 3 && len(at.Moves) != 1; try++ {
			b = newBrowser(t)
			b.open(url)
			b.startHareHoundsA2B2()
			at = waitFor[moment](b, stepTimeout, "the move a2-b2",
				`(s => (s.thinking || s.moves.length >= 1) && s)(JSON.parse(window.parlour.state()))`)
			if len(at.Moves) != 1 {
				t.Logf("try %d: the computer had answered before the reload (moves %q)", try, at.Moves)
			}
		}
		if err := b.do(startTimeout, chromedp.Reload()); err != nil {
			t.Fatalf("reload: %v", err)
		}
		t.Logf("reloaded with moves %q, thinking %v", at.Moves, at.Thinking)
		if len(at.Moves) != 1 {
			t.Errorf("the computer had answered before the reload in 3 browsers (moves %q): the test did not reload while it thought", at.Moves)
		}
		b.waitFirstFrame()
		b.waitState("the game with the move a2-b2", func(s appState) bool {
			return s.Scene == "play" && s.Game == "harehounds" && len(s.Moves) >= 1
		})
		s := b.waitState("the computer's answer after the reload", func(s appState) bool {
			return len(s.Moves) >= 2 && s.ToMove == "Hounds" && !s.Thinking
		})
		if s.Moves[0] != "a2-b2" || len(s.Moves) != 2 {
			t.Errorf("after the reload the moves are %q, want a2-b2 and the computer's answer", s.Moves)
		}
		b.checkRunning("at the end")
	})
}
