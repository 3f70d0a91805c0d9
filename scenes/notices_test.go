package scenes

import (
	"strings"
	"testing"

	"parlour/game/catalog"
	"parlour/game/puzzle/sets"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/puzzles"
	"parlour/scenes/ui"
)

// longNotice is as long as the notice a link opened with people in every
// seat shows.
const longNotice = "This link opened with people in every seat. To play on against the computer, choose its level: it plays for the hounds, and you for the hare. Dismiss to play every side here."

// TestNoticesLeaveTheBoardClear shows a long notice over every screen
// that shows a board (play, lesson, puzzles, set-up) and over the
// options, at a phone's size and a desktop's: no point of the board and
// no button of the screen (the options' Start among them) stands under
// it. Once it is dismissed, the screen has its whole height again.
func TestNoticesLeaveTheBoardClear(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 800}, {390, 844}} {
		for _, e := range catalog.Entries() {
			screens := []string{"play", "learn", "setup", "options"}
			if len(sets.For(e.ID)) > 0 {
				screens = append(screens, "puzzles")
			}
			for _, sc := range screens {
				a := NewApp(Config{Store: platform.NewMemoryStore(), Thinker: &fake.Thinker{}, Scene: sc + ":" + e.ID})
				a.LayoutF(sz[0], sz[1])
				run := func(n int) {
					for range n {
						if err := a.Update(); err != nil {
							t.Fatal(err)
						}
					}
				}
				if z, ok := a.cur.(*puzzles.Screen); ok {
					z.Wait() // its set
				}
				run(3)
				full := targets(a)
				a.Notify(longNotice)
				run(3)
				box := a.layers.Box()
				if box.Empty() {
					t.Fatalf("%vx%v %s:%s: the notice has no box", sz[0], sz[1], sc, e.ID)
				}
				points := 0
				for name, r := range targets(a) {
					if !strings.HasPrefix(name, "point:") && !strings.HasPrefix(name, "button:") {
						continue
					}
					if strings.HasPrefix(name, "point:") {
						points++
					}
					if r.Intersects(box) {
						t.Errorf("%vx%v %s:%s: the notice %+v covers %s at %+v", sz[0], sz[1], sc, e.ID, box, name, r)
					}
				}
				if sc != "options" && points == 0 {
					t.Errorf("%vx%v %s:%s: no point of the board found", sz[0], sz[1], sc, e.ID)
				}
				a.layers.DismissButton().Activate()
				run(2)
				if got := targets(a); !sameTargets(got, full) {
					t.Errorf("%vx%v %s:%s: once the notice is dismissed the screen is not laid out as before", sz[0], sz[1], sc, e.ID)
				}
			}
		}
	}
}

// targets returns where the screen shown puts its targets.
func targets(a *App) map[string]ui.Rect {
	out := map[string]ui.Rect{}
	a.cur.Targets(func(name string, r ui.Rect) { out[name] = r })
	return out
}

// sameTargets reports whether two screens' targets stand alike.
func sameTargets(a, b map[string]ui.Rect) bool {
	if len(a) != len(b) {
		return false
	}
	for k, r := range a {
		if b[k] != r {
			return false
		}
	}
	return true
}
