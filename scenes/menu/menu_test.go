package menu

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
	"parlour/game/foxgeese"
	"parlour/game/war"
	"parlour/midend"
	"parlour/scenes/internal/fake"
	"parlour/scenes/ui"
)

// screens are the sizes the wording is checked at: a phone upright, a
// small phone, a tablet and a laptop.
var screens = [][2]float64{{390, 844}, {360, 740}, {768, 1024}, {1280, 800}}

// TestMenuBlurbsFit checks that every game's blurb fits its card whole,
// without "…", on every screen.
func TestMenuBlurbsFit(t *testing.T) {
	h := newHost()
	for _, size := range screens {
		c := &ui.Context{W: size[0], H: size[1], S: ui.ScaleFor(size[0], size[1], 1), DSF: 1}
		m := New(h)
		m.Layout(c)
		for _, cd := range m.cards {
			e := cd.entry
			_, body := m.cardParts(cd.r, c.S)
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
// has its own Continue on the menu, which goes back into that game (the
// App's TestMenuContinue follows it into the play screen).
func TestMenuContinuePerGame(t *testing.T) {
	h := newHost()
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
		if err := h.Saves.SaveMatch(m, midend.DefaultSeats(len(m.Seats()))); err != nil {
			t.Fatal(err)
		}
	}
	m := New(h)
	c := context(1100, 760)
	m.Layout(c)
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
	// The button counts moves as the move list numbers its lines: after
	// one side's first move the game is still at move 1.
	for _, cd := range m.cards {
		if cd.entry.Game == foxgeese.Spec && (cd.cont.b == nil || cd.cont.b.Label != "Continue, move 1") {
			t.Errorf("Fox and Geese's game after one move offers %+v, want Continue, move 1", cd.cont.b)
		}
	}
	x, y := targets["continue:foxgeese"].Center()
	for _, f := range []ui.Frame{{X: x, Y: y, Down: true, Pressed: true}, {X: x, Y: y, Released: true}} {
		c.In = &f
		if err := m.Update(c); err != nil {
			t.Fatal(err)
		}
	}
	if r := h.resumed; r == nil || r.Match.Game() != foxgeese.Spec || r.Match.Ply() != 1 {
		t.Fatalf("Continue resumed %+v, want Fox and Geese's game at move 2", r)
	}
}

// TestMenuWaitsForItsBoards checks that the menu keeps the App's frames
// coming while its cards' boards are still to come, one a drawn frame,
// and lets it rest once they all have: at rest a frame comes once a
// second, and the boards stood blank for seconds.
func TestMenuWaitsForItsBoards(t *testing.T) {
	m := New(newHost())
	c := context(1100, 760)
	m.Layout(c)
	w, ok := any(m).(interface{ Waiting() bool })
	if !ok || !w.Waiting() {
		t.Fatal("the menu does not wait for its boards: the App may rest before they are drawn")
	}
	for range 2 * len(m.cards) {
		m.boards.drawn = true // as Draw leaves it
		if err := m.Update(c); err != nil {
			t.Fatal(err)
		}
	}
	if m.boards.shown != len(m.cards) || w.Waiting() {
		t.Errorf("%d of %d boards shown, waiting %v: want all, and rest", m.boards.shown, len(m.cards), w.Waiting())
	}
}

// TestMenuTargets checks that the test hooks see the menu's cards.
func TestMenuTargets(t *testing.T) {
	m := New(newHost())
	m.Layout(context(1100, 760))
	names := map[string]bool{}
	m.Targets(func(n string, r ui.Rect) { names[n] = true })
	if !names["card:harehounds"] || len(names) < 6 {
		t.Errorf("menu targets %v", names)
	}
}

// TestMenuLettersByKeyboard reaches the games by message with Tab alone:
// after the header's Puzzles come each game's line and its Remove, both
// drawn focused and announced; Enter on Remove asks, and once the game is
// removed the focus stays on a place that is there.
func TestMenuLettersByKeyboard(t *testing.T) {
	h, menu, c := letterMenu(t)
	press := func(k ui.Key) {
		c.In = &ui.Frame{Keys: []ui.Key{k}}
		if err := menu.Update(c); err != nil {
			t.Fatal(err)
		}
	}
	if len(menu.letters) != 1 {
		t.Fatalf("the menu lists %d games by message, want 1", len(menu.letters))
	}
	line := menu.letters[0]
	var reached []string
	for range menu.focusPlaces() {
		press(ui.KeyTab)
		if b := menu.focusButton(); b != nil {
			reached = append(reached, b.Target())
		}
	}
	for _, want := range []string{"letter:" + line.l.ID, "remove:" + line.l.ID} {
		if !slices.Contains(reached, want) {
			t.Errorf("Tab never reached %s; it reached %v", want, reached)
		}
	}

	for menu.focusButton() != line.open.b {
		press(ui.KeyTab)
	}
	menu.Draw(ebiten.NewImage(1100, 760), c)
	if !line.open.b.Focused || line.remove.b.Focused {
		t.Errorf("the game's line focused: drawn focused %v, its Remove %v", line.open.b.Focused, line.remove.b.Focused)
	}
	if !strings.Contains(h.LastHeard(), "Game by message: Hare and Hounds with Bo") {
		t.Errorf("the line was announced as %q", h.Heard)
	}
	press(ui.KeyTab)
	if menu.focusButton() != line.remove.b || !strings.HasPrefix(h.LastHeard(), "Remove the game by message") {
		t.Fatalf("Tab after the line: focus %v, heard %q", menu.focusButton(), h.LastHeard())
	}
	press(ui.KeyActivate)
	d := h.Dialog()
	if d == nil || d.Title != "Remove this game by message?" {
		t.Fatalf("Enter on Remove: dialog %+v", d)
	}
	d.Buttons[0].Activate() // Remove
	h.Dialogs = nil
	press(ui.KeyTab)
	press(ui.KeyTab)
	if len(menu.letters) != 0 {
		t.Fatalf("%d games by message left, want none", len(menu.letters))
	}
	if at := menu.focus.At(); at >= menu.focusPlaces() || (at >= 0 && !menu.focusable(at)) {
		t.Errorf("after the removal the focus is on place %d of %d", at, menu.focusPlaces())
	}
}

// TestMenuLetterLine checks how a game by message is named in the list,
// and that its line opens it and says which it is.
func TestMenuLetterLine(t *testing.T) {
	h, menu, _ := letterMenu(t)
	hs := menu.Hook().(HookState)
	if want := "Hare and Hounds with Bo · Bo's move"; len(hs.Letters) != 1 || hs.Letters[0] != want {
		t.Fatalf("the menu lists %q, want %q", hs.Letters, want)
	}
	menu.letters[0].open.b.Activate()
	if h.letter == nil || h.letter.ID != "abcd1234" || h.LastHeard() != "Hare and Hounds with Bo · Bo's move." {
		t.Errorf("the line opened %+v, heard %q", h.letter, h.Heard)
	}
}
