package scenes

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/puzzle/sets"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/menu"
	"parlour/scenes/play"
	"parlour/scenes/puzzles"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
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
		if a.rest.Stirred() != "" {
			stirred = a.rest.Stirred()
		}
		if a.rest.Resting() && rested < 0 {
			rested = i
		}
		if !a.rest.Resting() {
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
			a.cur = a.s.sessions.screen(m, seats)
			a.LayoutF(1280, 800)
			rested, stirred := runFrames(t, a, screen, 8*tps)
			if rested < 0 {
				t.Fatalf("not at rest after %d frames with nothing moving; kept by %q", 8*tps, stirred)
			}
			redraws := a.picture.Redraws()
			runFrames(t, a, screen, 2*tps)
			if !a.rest.Resting() || a.picture.Redraws() != redraws {
				t.Errorf("after 2 s more: resting %v, drawn %d more times (kept by %q)", a.rest.Resting(), a.picture.Redraws()-redraws, a.rest.Stirred())
			}
		})
	}
}

// TestLateValuesDrawnOnce opens the play screens of The Game of War,
// Hare and Hounds and Leapfrog with people in every seat and the values
// of the moves on, as a player who turned them on in an earlier game
// finds them. The values of the moves, and then the values along the
// game, come from the engine after the movable pieces' pulse has ended;
// each is drawn once, and the App rests again at once: news that does
// not move a piece is no reason to set the pieces pulsing again.
func TestLateValuesDrawnOnce(t *testing.T) {
	screen := ebiten.NewImage(1280, 800)
	defer screen.Deallocate()
	for _, id := range []string{"war", "harehounds", "leapfrog"} {
		t.Run(id, func(t *testing.T) {
			m := newMatch(t, id)
			seats := make([]saves.Seat, m.State().NumPlayers())
			for i := range seats {
				seats[i] = saves.Human
			}
			store := platform.NewMemoryStore()
			store.Put("settings", []byte(`{"version":1,"games":{},"values":true}`))
			ai := &fake.Thinker{}
			a := NewApp(Config{Store: store, Thinker: ai})
			a.cur = a.s.sessions.screen(m, seats)
			a.LayoutF(1280, 800)
			// The pulse after the screen opens ends; only the search for
			// the values keeps the frames awake.
			runFrames(t, a, screen, 6*tps)
			if a.rest.Stirred() != "waiting" {
				t.Fatalf("kept by %q before the values came, want waiting for them", a.rest.Stirred())
			}
			for _, what := range []string{"the values of the moves", "the values along the game"} {
				if len(ai.Reqs) == 0 {
					t.Fatalf("no search for %s", what)
				}
				req := ai.Last()
				req.Budget = 50 * time.Millisecond // values that come in time, not good ones
				if ok, err := ai.AnswerValues(req); !ok || err != nil {
					t.Fatalf("%s: the last search is not for values (%v)", what, err)
				}
				redraws := a.picture.Redraws()
				runFrames(t, a, screen, tps)
				if n := a.picture.Redraws() - redraws; n != 1 {
					t.Errorf("%s came: drawn %d times in the next second, want once", what, n)
				}
			}
			if _, ok := a.cur.(*play.Screen).Session().Line(); !ok {
				t.Fatal("the values along the game are not known")
			}
			if !a.rest.Resting() {
				t.Errorf("not at rest a second after the values came; kept by %q", a.rest.Stirred())
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
	a.s.ShowMenu()
	runFrames(t, a, screen, 1)
	if a.rest.Resting() {
		t.Errorf("still at rest on the frame a new screen fades in")
	}
	runFrames(t, a, screen, 8*tps)
	if !a.rest.Resting() || a.cur.Name() != "menu" {
		t.Fatalf("on %s, resting %v (kept by %q); want the menu at rest", a.cur.Name(), a.rest.Resting(), a.rest.Stirred())
	}

	// The computer to move: its search keeps the frames awake.
	m := h.p.Session().Match()
	if err := m.PlayString("a2-b2"); err != nil {
		t.Fatal(err)
	}
	a.cur, a.sized = a.s.sessions.screen(m, vsAI), false // laid out at the next frame
	if rested, stirred := runFrames(t, a, screen, 8*tps); rested >= 0 {
		t.Errorf("at rest while the computer is to move and its search has not answered (last kept by %q)", stirred)
	}
}

// TestPulseSteps wants the movable pieces' pulse drawn in its steps
// (play's pulseRate, 8 a second), not at every frame: over a second of
// the pulse the whole screen is drawn 7 to 9 times, and the frames do
// not rest in between.
func TestPulseSteps(t *testing.T) {
	screen := ebiten.NewImage(1100, 760)
	defer screen.Deallocate()
	h := newHarness(t, []saves.Seat{saves.Human, saves.Human})
	a := h.app
	a.cur = h.p
	a.LayoutF(1100, 760)
	runFrames(t, a, screen, tps/2) // the screen fades in, and the pulse begins
	redraws := a.picture.Redraws()
	rested, _ := runFrames(t, a, screen, tps)
	if n := a.picture.Redraws() - redraws; n < 7 || n > 9 {
		t.Errorf("drawn %d times in a second of the pulse, want 7 to 9", n)
	}
	if rested >= 0 || a.rest.Resting() {
		t.Errorf("the frames came to rest while the pieces pulse (frame %d)", rested)
	}
}

// menuAtRest returns an App on its menu, laid out at w×h and come to
// rest, with the screen it draws on.
func menuAtRest(t *testing.T, w, h int) (*App, *ebiten.Image) {
	t.Helper()
	screen := ebiten.NewImage(w, h)
	t.Cleanup(screen.Deallocate)
	a := NewApp(Config{})
	a.LayoutF(float64(w), float64(h))
	if rested, stirred := runFrames(t, a, screen, 8*tps); rested < 0 {
		t.Fatalf("the menu is not at rest; kept by %q", stirred)
	}
	return a, screen
}

// TestGlideDrawn wants the menu drawn at every frame while its list
// glides to where a key sent it (after the key's own frames, which
// PressFeedback covers), and at rest once it has arrived.
func TestGlideDrawn(t *testing.T) {
	a, screen := menuAtRest(t, 390, 844)
	m, ok := a.cur.(*menu.Screen)
	if !ok || m.Scroll().Max <= 0 {
		t.Fatalf("want the menu, taller than a phone's screen; on %T", a.cur)
	}
	sc := m.Scroll()
	sc.ScrollTo(sc.Max)
	for frames := 0; sc.Offset != sc.Max; frames++ {
		if frames > tps {
			t.Fatal("the glide did not end in a second")
		}
		at, redraws := sc.Offset, a.picture.Redraws()
		runFrames(t, a, screen, 1)
		if sc.Offset != at && a.picture.Redraws() == redraws {
			t.Fatalf("frame %d of the glide moved the list from %.1f to %.1f and was not drawn", frames+1, at, sc.Offset)
		}
	}
	if rested, stirred := runFrames(t, a, screen, 2*tps); rested < 0 {
		t.Errorf("not at rest after the glide; kept by %q", stirred)
	}
}

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
			m := menu.New(a.s)
			m.Layout(&ui.Context{W: 1280, H: 800, S: 1, DSF: 1})
			offered := map[string]bool{}
			m.Targets(func(n string, r ui.Rect) { offered[n] = !r.Empty() })
			if !offered["button:Puzzles"] || !offered["puzzles:"+g.ID] {
				t.Fatalf("the menu offers no puzzles of %s", g.Name)
			}
			a.cur = a.s.puzzles(g, m)
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
