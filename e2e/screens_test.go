package e2e

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"testing"

	"github.com/chromedp/chromedp"

	"parlour/game/catalog"
)

// screenSizes are the sizes every screen is seen at: a desktop window and
// a phone held upright.
var screenSizes = []struct {
	name string
	w, h int
}{{"desktop", 1280, 800}, {"phone", 390, 844}}

// TestBrowserScreens visits every screen a player meets, at a phone's
// size (and a desktop's too with PARLOUR_LONG_SESSIONS=1): the menu, a game's options, its rules, the set-up
// board, the play screen of every game, the values, the analysis, the
// review of an earlier move and the share dialog. Each must be the scene
// it should be and be drawn (not one flat colour). With PARLOUR_E2E_SHOTS
// set it saves a picture of each, named size-screen.png, so that a change
// to the screens can be looked at and compared before and after.
func TestBrowserScreens(t *testing.T) {
	t.Parallel()
	url := serve(t, builtSite(t))
	for _, size := range screenSizes {
		if size.name != "phone" && !longSessions() {
			// A phone's size is where the screens are tightest; the
			// screens' own tests lay every one out at both sizes, and
			// the long run (PARLOUR_LONG_SESSIONS=1) visits both here.
			continue
		}
		t.Run(size.name, func(t *testing.T) {
			b := newBrowserSize(t, size.w, size.h)
			b.viewport(size.w, size.h, size.w < 600)
			b.open(url)
			look := func(screen, scene string) {
				t.Helper()
				s := b.waitState("the "+scene+" screen", func(s appState) bool { return s.Scene == scene })
				b.settle()
				if err := b.do(stepTimeout, b.frames(3)); err != nil {
					t.Fatal(err)
				}
				shot := saveShot(t, b, size.name+"-"+screen+".png")
				if n := colours(t, shot); n < 8 {
					t.Errorf("%s: the %s screen (%s) has %d colours: not drawn", size.name, screen, s.Scene, n)
				}
			}

			look("menu", "menu")
			b.click("card:harehounds")
			look("options", "options")
			b.click("button:Rules")
			look("rules", "rules")
			b.click("button:Back")
			b.scrollTo("button:Set up a position")
			b.click("button:Set up a position")
			look("setup", "setup")
			b.click("button:Back")
			b.waitState("the options again", func(s appState) bool { return s.Scene == "options" })

			for _, e := range catalog.Entries() {
				b.follow("play=" + e.ID)
				b.waitState(e.ID+"'s game", func(s appState) bool { return s.Scene == "play" && s.Game == e.ID })
				look("play-"+e.ID, "play")
			}

			// Hare and Hounds a few moves in, two people at the board.
			b.follow("play=harehounds&moves=a2-b2+e2-d1+b3-c3+d1-c1")
			b.waitState("the game of the link", func(s appState) bool { return s.Game == "harehounds" && len(s.Moves) >= 4 })
			// A link offers the computer a side, in a notice over the
			// buttons: two people stay at the board.
			waitFor[bool](b, stepTimeout, "the offer to play the computer", `!!window.parlour.target("button:Dismiss")`)
			b.click("button:Dismiss")
			waitFor[bool](b, stepTimeout, "the offer to go", `!window.parlour.target("button:Dismiss")`)
			b.click("button:Values")
			b.waitReview("the values", func(s reviewState) bool { return s.Review.Values != nil && len(s.Review.Marks) > 0 })
			look("values", "play")
			b.click("button:Values")
			b.click("button:Analysis")
			waitFor[bool](b, stepTimeout, "the analysis", `!!JSON.parse(window.parlour.state()).analysis`)
			look("analysis", "play")
			b.click("button:Analysis")
			b.click("move:1")
			b.waitReview("the review of move 1", func(s reviewState) bool { return s.Review.Reviewing && s.Review.Shown == 1 })
			look("review", "play")
			b.click("button:Share")
			waitFor[bool](b, stepTimeout, "the share dialog", `!!JSON.parse(window.parlour.state()).dialog`)
			look("share", "play")
		})
	}
}

// follow opens a link to the app, as a link someone sent opens in the
// page that is already running it.
func (b *browser) follow(hash string) {
	b.t.Helper()
	eval[bool](b, "(location.hash = "+jsString(hash)+", true)")
}

// scrollTo turns the mouse wheel over the middle of the page until the
// named target is on the screen.
func (b *browser) scrollTo(name string) {
	b.t.Helper()
	// A screen may list a target only while it stands wholly in sight
	// (the options' chips do): the wheel turns a notch at a time, down
	// while the target is not listed, towards it once it is, so that it
	// is never carried past. Ebitengine reads a wheel event's deltaY as
	// so many notches: a third of the screen's height in pixels once
	// carried the set-up row of a longer options screen out of sight.
	toward := `(t => !t ? 1 : t.y >= 8 && t.y <= innerHeight - 8 ? 0 :
		Math.sign(t.y - innerHeight / 2))(window.parlour.target(` + jsString(name) + `))`
	for i := 0; i < 60; i++ {
		delta := eval[float64](b, toward)
		if delta == 0 {
			return
		}
		// The pointer over the page's middle, and a wheel event as the
		// page's own script would see it: the driver's mouseWheel needs a
		// horizontal delta, which its parameters drop when it is 0.
		w, h := eval[float64](b, "innerWidth"), eval[float64](b, "innerHeight")
		if err := b.do(stepTimeout, chromedp.MouseEvent(chromedp.MouseMoved, w/2, h/2), b.frames(2)); err != nil {
			b.t.Fatalf("move the pointer: %v", err)
		}
		eval[bool](b, fmt.Sprintf(`(() => {
			const c = document.querySelector("canvas");
			c.dispatchEvent(new WheelEvent("wheel", {deltaY: %f, clientX: innerWidth / 2, clientY: innerHeight / 2, bubbles: true, cancelable: true}));
			return true;
		})()`, delta))
		if err := b.do(stepTimeout, b.frames(3)); err != nil {
			b.t.Fatalf("scroll to %s: %v", name, err)
		}
	}
}

// colours counts the distinct colours of a PNG picture, up to 1,000.
func colours(t *testing.T, shot []byte) int {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatalf("the screenshot: %v", err)
	}
	seen := map[[4]uint32]bool{}
	r := img.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y += 3 {
		for x := r.Min.X; x < r.Max.X; x += 3 {
			c := colourAt(img, x, y)
			seen[c] = true
			if len(seen) >= 1000 {
				return len(seen)
			}
		}
	}
	return len(seen)
}

func colourAt(img image.Image, x, y int) [4]uint32 {
	r, g, b, a := img.At(x, y).RGBA()
	return [4]uint32{r, g, b, a}
}
