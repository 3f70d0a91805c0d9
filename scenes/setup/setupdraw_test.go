package setup

import (
	"os"
	"testing"

	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/catchhare"
	"parlour/game/foxgeese"
	"parlour/game/harehounds"
	"parlour/game/leapfrog"
	"parlour/game/solitaire"
	"parlour/game/war"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/ui"
)

// setupShotsDir, when set, names a folder where TestSetupShots writes
// pictures of the set-up board at desktop and phone sizes.
const setupShotsDir = "PARLOUR_SETUP_SHOTS"

// TestSetupShots writes pictures of the set-up board of several games, and
// of a position refused, when PARLOUR_SETUP_SHOTS names a folder (run it
// under xvfb-run); the App's TestScreenShots adds the screens around it.
func TestSetupShots(t *testing.T) {
	if os.Getenv(setupShotsDir) == "" {
		t.Skip("set " + setupShotsDir + " to a folder to take the pictures")
	}
	board := func(g *game.Game, opts game.Options, change func(*Board)) func(*ui.Context) ui.Scene {
		return func(c *ui.Context) ui.Scene {
			b, err := New(fake.NewHost(platform.NewMemoryStore()), g, opts, nil, nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			if change != nil {
				change(b)
			}
			return b
		}
	}
	extraHound := func(b *Board) {
		for p, pc := range b.pieces {
			if pc.Empty() {
				b.pieces[p] = b.palette[0]
				break
			}
		}
		b.check()
	}
	machines := func(b *Board) {
		b.chosen = len(b.palette) - 1
		for _, name := range []string{"e5", "f6"} {
			if p, ok := b.start.Board().Lookup(name); ok {
				b.pieces[p] = b.palette[len(b.palette)-1]
			}
		}
		b.check()
	}
	warHeld := func(b *Board) {
		machines(b)
		b.step(war.White, -1)
	}
	warHeldRefused := func(b *Board) {
		warHeld(b)
		for p, pc := range b.pieces {
			if pc.Owner == war.Black && pc.Kind != war.Machine {
				b.pieces[p] = game.Piece{}
			}
		}
		b.check()
	}
	// A laptop's screen, where the panel is short.
	shots := []fake.Shot{{Name: "war-held-refused-laptop", W: 1100, H: 760, Scene: board(war.Spec, nil, warHeldRefused)}}
	for _, size := range []struct {
		name string
		w, h float64
	}{{"desktop", 1280, 800}, {"phone", 390, 844}, {"laptop", 1100, 760}} {
		add := func(name string, scene func(*ui.Context) ui.Scene) {
			shots = append(shots, fake.Shot{Name: name + "-" + size.name, W: size.w, H: size.h, Scene: scene})
		}
		add("harehounds", board(harehounds.Spec, nil, nil))
		add("harehounds-error", board(harehounds.Spec, nil, extraHound))
		add("solitaire", board(solitaire.Spec, nil, nil))
		add("leapfrog", board(leapfrog.Spec, game.Options{leapfrog.OptVersion: "coloured"}, nil))
		add("war", board(war.Spec, nil, machines))
		add("war-held", board(war.Spec, nil, warHeld))
		add("war-held-refused", board(war.Spec, nil, warHeldRefused))
		add("leapfrog18-zoomed", func(c *ui.Context) ui.Scene {
			b := board(leapfrog.Spec, game.Options{leapfrog.OptSize: "18"}, nil)(c).(*Board)
			b.Layout(c)
			b.board.ZoomButton().Action()
			return b
		})
		add("foxgeese", board(foxgeese.Spec, nil, nil))
		add("catchhare", board(catchhare.Spec, nil, nil))
	}
	if err := fake.Shoot(os.Getenv(setupShotsDir), shots); err != nil {
		t.Fatal(err)
	}
}

// TestPaletteNamesWhole lays out every game's set-up board, in each
// variant, on a laptop, a desktop and a phone: every name the palette
// shows beside its piece fits whole, never cut with "…" (where the panel
// is short the palette shows pieces alone, the chosen one named in its
// heading).
func TestPaletteNamesWhole(t *testing.T) {
	for _, e := range catalog.Entries() {
		for _, opts := range variants(e.Game) {
			h := newSetupHarness(t, e.Game, opts, nil)
			for _, size := range [][2]float64{{1100, 760}, {1280, 800}, {390, 844}, {1024, 700}} {
				h.c.W, h.c.H = size[0], size[1]
				h.b.Layout(h.c)
				if h.b.compact {
					continue
				}
				for i, r := range h.b.cells {
					if _, lines, ok := h.b.entryLines(i, r, h.c.S); !ok {
						t.Errorf("%s %v at %v: %q is cut to %q in %.0f px", e.ID, opts, size, h.b.entryName(i), lines, r.W)
					}
				}
			}
		}
	}
}
