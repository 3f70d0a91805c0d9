package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
	"parlour/game/catalog"
	"parlour/scenes/saves"
)

// runFrames runs n frames of the App, each an Update and a Draw on screen,
// and returns the frame at which it came to rest (-1 if it did not) and
// what kept it from rest last.
func runFrames(t *testing.T, a *App, screen *ebiten.Image, n int) (rested int, stirred string) {
	t.Helper()
	rested = -1
	for i := range n {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		a.Draw(screen)
		if a.stirred != "" {
			stirred = a.stirred
		}
		if a.resting && rested < 0 {
			rested = i
		}
		if !a.resting {
			rested = -1
		}
	}
	return rested, stirred
}

// TestAppRests opens every game's play screen with people in every seat
// and wants the App at rest (frames only on input; see restAfter) within
// a few seconds of frames, and still at rest after more: the movable
// pieces pulse for pulseTime after a change, and nothing else moves.
func TestAppRests(t *testing.T) {
	screen := ebiten.NewImage(1280, 800)
	defer screen.Deallocate()
	for _, e := range catalog.Entries() {
		if e.Game == nil {
			continue
		}
		t.Run(e.ID, func(t *testing.T) {
			m, err := game.NewMatch(e.Game, nil)
			if err != nil {
				t.Fatal(err)
			}
			seats := make([]saves.Seat, m.State().NumPlayers())
			for i := range seats {
				seats[i] = saves.Human
			}
			a := NewApp(Config{})
			a.cur = NewPlay(a, m, seats)
			a.LayoutF(1280, 800)
			rested, stirred := runFrames(t, a, screen, 8*tps)
			if rested < 0 {
				t.Fatalf("not at rest after %d frames with nothing moving; kept by %q", 8*tps, stirred)
			}
			redraws := a.redraws
			runFrames(t, a, screen, 2*tps)
			if !a.resting || a.redraws != redraws {
				t.Errorf("after 2 s more: resting %v, drawn %d more times (kept by %q)", a.resting, a.redraws-redraws, a.stirred)
			}
		})
	}
}

// TestAppWakes wants the App's frames woken by what changes the screen
// with no input: a scene change (a link followed, which fades) and a
// computer to move, whose search keeps them awake until it answers.
func TestAppWakes(t *testing.T) {
	screen := ebiten.NewImage(1100, 760)
	defer screen.Deallocate()
	h := newHarness(t, vsAI)
	a := h.app
	a.cur = h.p
	a.LayoutF(1100, 760)
	if rested, stirred := runFrames(t, a, screen, 8*tps); rested < 0 {
		t.Fatalf("not at rest with a person to move; kept by %q", stirred)
	}
	a.ShowMenu()
	runFrames(t, a, screen, 1)
	if a.resting {
		t.Errorf("still at rest on the frame a new screen fades in")
	}
	runFrames(t, a, screen, 8*tps)
	if !a.resting || a.cur.Name() != "menu" {
		t.Fatalf("on %s, resting %v (kept by %q); want the menu at rest", a.cur.Name(), a.resting, a.stirred)
	}

	// The computer to move: its search keeps the frames awake.
	m := h.p.Session().Match()
	if err := m.PlayString("a2-b2"); err != nil {
		t.Fatal(err)
	}
	a.cur, a.sized = NewPlay(a, m, vsAI), false // laid out at the next frame
	if rested, stirred := runFrames(t, a, screen, 8*tps); rested >= 0 {
		t.Errorf("at rest while the computer is to move and its search has not answered (last kept by %q)", stirred)
	}
}
