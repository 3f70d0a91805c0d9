package scenes

import (
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/foxgeese"
	"parlour/game/war"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/play"
	"parlour/scenes/ui"
)

// screens are the sizes the wording is checked at: a phone upright, a
// small phone, a tablet and a laptop.
var screens = [][2]float64{{390, 844}, {360, 740}, {768, 1024}, {1280, 800}}

// TestMenuBlurbsFit checks that every game's blurb fits its card whole,
// without "…", on every screen.
func TestMenuBlurbsFit(t *testing.T) {
	a := NewApp(Config{Store: platform.NewMemoryStore()})
	for _, size := range screens {
		c := &ui.Context{W: size[0], H: size[1], S: ui.ScaleFor(size[0], size[1], 1), DSF: 1}
		m := NewMenu(a)
		m.Layout(c)
		for i, e := range m.entries {
			_, body := m.cardParts(m.cards[i], c.S)
			f, lines, ok := cardBlurb(e.Game.Summary, body, c.S)
			if !ok {
				t.Errorf("%vx%v: the blurb of %s is cut: %q", size[0], size[1], e.Name, strings.Join(lines, " / "))
			}
			for _, ln := range lines {
				if w := ui.TextWidth(ln, f); w > body.W {
					t.Errorf("%vx%v: %s: %q is %.0f wide, in %.0f", size[0], size[1], e.Name, ln, w, body.W)
				}
			}
		}
	}
}

// TestMenuContinuePerGame checks that every game with a game in progress
// has its own Continue on the menu, which opens that game.
func TestMenuContinuePerGame(t *testing.T) {
	h := newHarness(t, vsAI)
	geese, err := game.NewMatch(foxgeese.Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	st := geese.State()
	if err := geese.Play(st.LegalMoves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	fresh, err := game.NewMatch(war.Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []*game.Match{fake.Match(t, "a2-b2"), geese, fresh} {
		if err := h.app.saves.SaveMatch(m, midend.DefaultSeats(len(m.Seats()))); err != nil {
			t.Fatal(err)
		}
	}
	m := NewMenu(h.app)
	m.Layout(h.c)
	targets := map[string]ui.Rect{}
	m.Targets(func(n string, r ui.Rect) { targets[n] = r })
	for _, want := range []string{"continue:harehounds", "continue:foxgeese"} {
		if targets[want].Empty() {
			t.Errorf("no target %s in %v", want, targets)
		}
	}
	if _, ok := targets["continue:war"]; ok {
		t.Error("a game saved before its first move has a Continue")
	}
	x, y := targets["continue:foxgeese"].Center()
	for _, f := range []ui.Frame{{X: x, Y: y, Down: true, Pressed: true}, {X: x, Y: y, Released: true}} {
		h.c.In = &f
		if err := m.Update(h.c); err != nil {
			t.Fatal(err)
		}
	}
	p, ok := h.app.next.(*play.Screen)
	if !ok || p.Session().Game() != foxgeese.Spec || p.Session().Match().Ply() != 1 {
		t.Fatalf("Continue went to %T, want Fox and Geese's game at move 2", h.app.next)
	}
}
