package stopped

import (
	"strings"
	"testing"

	"parlour/lang"
	"parlour/scenes/ui"
)

// host is the Stopped screen's Host in its tests: it counts the ways
// back to the menu.
type host struct{ menus int }

func (h *host) ShowMenu() { h.menus++ }

// TestStoppedWords checks what the screen says of each screen that
// stopped, in a player's words, and that it keeps the games.
func TestStoppedWords(t *testing.T) {
	for name, want := range map[string]string{
		"play": "The game screen stopped", "setup": "The set-up board screen stopped",
		"menu": "The menu screen stopped", "learn": "This screen stopped", "": "This screen stopped",
	} {
		st := New(&host{}, name)
		if !strings.HasPrefix(st.Text(), want) || !strings.Contains(st.Text(), "Your games and settings are kept") {
			t.Errorf("%q: %q, want it to begin %q and say the games are kept", name, st.Text(), want)
		}
	}
}

// TestStoppedTitleFits checks that the title fits a phone's width where
// it runs long (the pseudo-language makes it about 40 % longer).
func TestStoppedTitleFits(t *testing.T) {
	lang.Use(lang.Pseudo())
	defer lang.Use(nil)
	st := New(&host{}, "play")
	st.Layout(&ui.Context{W: 360, H: 740, S: 1, DSF: 1})
	if title, f := st.titleFace(1); ui.TextWidth(title, f) > st.title.W {
		t.Errorf("%q is %.0f wide, in %.0f", title, ui.TextWidth(title, f), st.title.W)
	}
}

// TestStoppedBackToMenu checks every way back to the menu: the button,
// Enter and Escape, and that Tab puts the focus on the button.
func TestStoppedBackToMenu(t *testing.T) {
	h := &host{}
	st := New(h, "play")
	c := &ui.Context{W: 390, H: 844, S: 1, DSF: 1, Dt: 1.0 / 60}
	st.Layout(c)
	x, y := st.btn.Rect.Center()
	for _, f := range []ui.Frame{{X: x, Y: y, Down: true, Pressed: true}, {X: x, Y: y, Released: true},
		{Keys: []ui.Key{ui.KeyActivate}}, {Keys: []ui.Key{ui.KeyBack}}, {Keys: []ui.Key{ui.KeyTab}}} {
		c.In = &f
		if err := st.Update(c); err != nil {
			t.Fatal(err)
		}
	}
	if h.menus != 3 {
		t.Errorf("the button, Enter and Escape went to the menu %d times, want 3", h.menus)
	}
	if !st.btn.Focused {
		t.Error("Tab did not put the focus on the button")
	}
	var targets []string
	st.Targets(func(n string, r ui.Rect) { targets = append(targets, n) })
	if len(targets) != 1 || targets[0] != "button:Back to the menu" {
		t.Errorf("targets %q", targets)
	}
}
