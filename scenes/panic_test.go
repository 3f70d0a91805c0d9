package scenes

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/guard"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/menu"
	"parlour/scenes/saves"
	"parlour/scenes/stopped"
	"parlour/scenes/ui"
)

// panicky is a screen that panics in its Update or its Draw.
type panicky struct {
	inUpdate, inDraw bool
	left             bool
}

func (p *panicky) Name() string       { return "play" }
func (p *panicky) Layout(*ui.Context) {}
func (p *panicky) Update(*ui.Context) error {
	if p.inUpdate {
		var moves []string
		_ = moves[len(moves)-1] // index out of range, as a bug would
	}
	return nil
}
func (p *panicky) Draw(*ebiten.Image, *ui.Context) {
	if p.inDraw {
		panic("forced panic in Draw")
	}
}
func (p *panicky) Targets(func(string, ui.Rect)) {}
func (p *panicky) Leave()                        { p.left = true }

// TestFramePanicShowsStopped forces a panic in a frame's update and in
// its draw: the program goes on with the Stopped screen, which says what
// happened and leads back to the menu; the engine's work for the screen
// stops; the saved game and settings are not touched; the panic's stack
// is logged.
func TestFramePanicShowsStopped(t *testing.T) {
	for _, phase := range []string{"update", "draw"} {
		t.Run(phase, func(t *testing.T) {
			var logged []string
			old := guard.Logf
			guard.Logf = func(format string, args ...any) { logged = append(logged, format) }
			defer func() { guard.Logf = old }()

			store := platform.NewMemoryStore()
			save, _ := midend.MarshalMatch(fake.Match(t, "a2-b2"), vsAI)
			store.Put(saves.MatchKey("harehounds"), save)
			settings := []byte(`{"version":1,"games":{"harehounds":{"options":{"layout":"alternative"}}}}`)
			store.Put(saves.KeySettings, settings)
			var heard []string
			a := NewApp(Config{Store: store, Scene: "menu", Announce: func(s string) { heard = append(heard, s) }})
			a.LayoutF(390, 844)
			if err := a.Update(); err != nil {
				t.Fatal(err)
			}
			bad := &panicky{inUpdate: phase == "update", inDraw: phase == "draw"}
			a.cur = bad
			img := ebiten.NewImage(390, 844)
			defer img.Deallocate()
			for range 3 {
				if err := a.Update(); err != nil {
					t.Fatalf("Update: %v, want the program to go on", err)
				}
				a.Draw(img)
			}
			st, ok := a.cur.(*stopped.Screen)
			if !ok {
				t.Fatalf("after a panic in %s the screen is %T, want the Stopped screen", phase, a.cur)
			}
			if !bad.left {
				t.Error("the screen that panicked was not left: its engine work goes on")
			}
			if !strings.Contains(st.Text(), "The game screen stopped") || !slices.Contains(heard, st.Text()) {
				t.Errorf("the Stopped screen says %q; heard %q", st.Text(), heard)
			}
			if len(logged) != 1 || !strings.Contains(logged[0], "panic in the %s of the %s screen") {
				t.Errorf("logged %q, want the panic once", logged)
			}
			if got, _ := store.Get(saves.MatchKey("harehounds")); string(got) != string(save) {
				t.Error("the saved game changed")
			}
			if got, _ := store.Get(saves.KeySettings); string(got) != string(settings) {
				t.Error("the settings changed")
			}

			// Back to the menu, by the button.
			tapTarget(t, st, &a.ctx, "button:Back to the menu")
			for range 40 {
				if err := a.Update(); err != nil {
					t.Fatal(err)
				}
			}
			if _, ok := a.cur.(*menu.Screen); !ok {
				t.Errorf("after Back to the menu the screen is %T, want the menu", a.cur)
			}
		})
	}
}

// TestStoppedPanicEndsTheProgram checks that a panic of the Stopped
// screen itself ends the program with an error, rather than looping.
func TestStoppedPanicEndsTheProgram(t *testing.T) {
	old := guard.Logf
	guard.Logf = func(string, ...any) {}
	defer func() { guard.Logf = old }()
	a := NewApp(Config{Scene: "menu"})
	a.LayoutF(1100, 760)
	a.cur = &stopped.Screen{} // without its button, its Update panics
	if err := a.Update(); err == nil || !strings.Contains(err.Error(), "panic") {
		t.Errorf("Update gives %v, want the panic as an error", err)
	}
	if err := a.Update(); err == nil {
		t.Error("the program went on after its error screen panicked")
	}
}
