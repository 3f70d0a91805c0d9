package scenes

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
	"parlour/game/puzzle/sets"
	"parlour/scenes/puzzles"
)

// TestPuzzlesRest opens each game's puzzles and wants the App at rest
// once the sets are loaded and the values of the moves found, as every
// screen must (see TestAppRests), and the menu to offer them.
func TestPuzzlesRest(t *testing.T) {
	screen := ebiten.NewImage(1280, 800)
	defer screen.Deallocate()
	done := map[string]bool{}
	for _, f := range sets.All() {
		if done[f.Game] {
			continue
		}
		done[f.Game] = true
		g, err := game.Lookup(f.Game)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(g.ID, func(t *testing.T) {
			a := NewApp(Config{})
			menu := NewMenu(a)
			if !hasPuzzles(g) || menu.allPuz == nil {
				t.Fatalf("the menu offers no puzzles of %s", g.Name)
			}
			a.cur = a.newPuzzles(g, menu)
			a.LayoutF(1280, 800)
			// The engine finds the values of the moves in real time,
			// which the frames here do not take: they are given up to a
			// minute.
			rested, stirred := runFrames(t, a, screen, 8*tps)
			for deadline := time.Now().Add(time.Minute); rested < 0 && stirred == "waiting" && time.Now().Before(deadline); {
				time.Sleep(50 * time.Millisecond)
				rested, stirred = runFrames(t, a, screen, 8*tps)
			}
			if rested < 0 {
				t.Fatalf("not at rest after %d frames; kept by %q", 8*tps, stirred)
			}
			if z := a.cur.(*puzzles.Screen); z.Puzzler() == nil {
				t.Fatal("no puzzle on the board")
			}
		})
	}
}
