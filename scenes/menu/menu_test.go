package menu

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
	"parlour/game/foxgeese"
	"parlour/game/war"
	"parlour/lang"
	"parlour/midend"
	"parlour/scenes/internal/fake"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// screens are the sizes the wording is checked at: a phone upright, a
// small phone, a tablet and a laptop.
var screens = [][2]float64{{390, 844}, {360, 740}, {768, 1024}, {1280, 800}}

// TestMenuBlurbsFit checks that every game's blurb fits its card whole,
// without "…", in the part of the card it is drawn in (beside the
// Puzzles button), on every screen, with and without games by message
// listed above the cards (which took the cards' room on a laptop).
func TestMenuBlurbsFit(t *testing.T) {
	for _, letters := range []int{0, 2} {
		h := newHost()
		for i := range letters {
			keepLetterID(t, h, "abcd123"+string(rune('0'+i)))
		}
		for _, size := range screens {
			c := &ui.Context{W: size[0], H: size[1], S: ui.ScaleFor(size[0], size[1], 1), DSF: 1}
			m := New(h)
			m.Layout(c)
			for i := range m.cards {
				cd := &m.cards[i]
				e := cd.entry
				_, body := m.cardParts(cd.r, c.S)
				area := blurbBody(cd, body, c.S)
				tf, names := cardTitle(cd, body, c.S)
				f, lines, ok := cardBlurb(e.Game.Summary, area, titleBelow(tf, names), c.S)
				if !ok {
					t.Errorf("%vx%v, %d games by message: the blurb of %s is cut: %q", size[0], size[1], letters, e.Name, strings.Join(lines, " / "))
				}
				for _, ln := range lines {
					if w := ui.TextWidth(ln, f); w > area.W {
						t.Errorf("%vx%v: %s: %q is %.0f wide, in %.0f", size[0], size[1], e.Name, ln, w, area.W)
					}
				}
			}
		}
	}
}

// TestMenuTitlesWhole checks that a game's name is never cut on its
// card, even where it and the Learn and Puzzles labels run long (the
// pseudo-language makes every text about 40 % longer): a name too long
// for its line beside the buttons takes a second line.
func TestMenuTitlesWhole(t *testing.T) {
	lang.Use(lang.Pseudo())
	defer lang.Use(nil)
	h := newHost()
	for _, size := range screens {
		c := &ui.Context{W: size[0], H: size[1], S: ui.ScaleFor(size[0], size[1], 1), DSF: 1}
		m := New(h)
		m.Layout(c)
		for i := range m.cards {
			cd := &m.cards[i]
			_, body := m.cardParts(cd.r, c.S)
			f, names := cardTitle(cd, body, c.S)
			if got, want := strings.Join(names, " "), lang.T(cd.entry.Name); got != want {
				t.Errorf("%vx%v: the name %q is shown as %q", size[0], size[1], want, strings.Join(names, " / "))
			}
			w := body.W
			if cd.learn.b != nil {
				w -= learnWidth(c.S) + 8*c.S
			}
			for _, ln := range names {
				if tw := ui.TextWidth(ln, f); tw > w {
					t.Errorf("%vx%v: %q is %.0f wide, in %.0f", size[0], size[1], ln, tw, w)
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

// TestMenuTargetsInView checks that on a screen too small for every card
// the menu lists only what a tap can reach, where it lands on it: a card
// scrolled out of the view is not listed (a tap at its place would land
// on another card), and one cut by the view's edge is listed by its part
// in sight. Scrolled to the end, the last card is listed and the first
// not.
func TestMenuTargetsInView(t *testing.T) {
	m := New(newHost())
	c := context(800, 600)
	m.Layout(c)
	first, last := cardTarget(m.cards[0].entry), cardTarget(m.cards[len(m.cards)-1].entry)
	check := func(when string, want map[string]bool) {
		t.Helper()
		got := map[string]ui.Rect{}
		m.Targets(func(n string, r ui.Rect) {
			if !r.Empty() {
				got[n] = r
			}
		})
		for n, r := range got {
			if x, y := r.Center(); !m.view.Contains(x, y) && strings.HasPrefix(n, "card:") {
				t.Errorf("%s: %s at (%.0f, %.0f), outside the view %+v", when, n, x, y, m.view)
			}
		}
		for n, listed := range want {
			if _, ok := got[n]; ok != listed {
				t.Errorf("%s: %s listed %v, want %v", when, n, ok, listed)
			}
		}
	}
	check("at the top", map[string]bool{first: true, last: false})
	m.scroll.Offset = m.scroll.Max
	check("scrolled to the end", map[string]bool{first: false, last: true})
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
	if !strings.Contains(h.LastHeard(), "Game by message: Hare and Hounds · You play Hounds against Bo") {
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
	if want := "Hare and Hounds · You play Hounds against Bo · Bo to move"; len(hs.Letters) != 1 || hs.Letters[0] != want {
		t.Fatalf("the menu lists %q, want %q", hs.Letters, want)
	}
	menu.letters[0].open.b.Activate()
	if h.letter == nil || h.letter.ID != "abcd1234" || h.LastHeard() != "Hare and Hounds · You play Hounds against Bo · Bo to move." {
		t.Errorf("the line opened %+v, heard %q", h.letter, h.Heard)
	}
}

// TestMenuLetterStanding checks how the list words where a game by
// message stands: the player's side by the game's name for it, the
// friends by theirs when they gave one (a seat's name is not a person's),
// whose move it is without a possessive, and who won once it is over.
func TestMenuLetterStanding(t *testing.T) {
	hounds := func(moves ...string) *game.Match { return fake.Match(t, moves...) }
	named := func(m *game.Match) *game.Match {
		m.SetNames([]string{"Ann", "Bo"})
		return m
	}
	// The hounds trap the hare at their fourth move.
	won := []string{"b1-c1", "e2-d1", "a2-b1", "d1-c2", "c1-d1", "c2-c1", "b3-c2"}
	for _, tt := range []struct {
		m    *game.Match
		mine int
		want string
	}{
		{hounds("b1-c1"), 0, "Hare and Hounds · You play Hounds · Hare to move"},
		{hounds("b1-c1"), 1, "Hare and Hounds · You play Hare · your move"},
		{named(hounds("b1-c1")), 0, "Hare and Hounds · You play Hounds against Bo · Bo to move"},
		{hounds(won...), 0, "Hare and Hounds · You play Hounds · you won"},
		{hounds(won...), 1, "Hare and Hounds · You play Hare · Hounds won"},
		{named(hounds(won...)), 1, "Hare and Hounds · You play Hare against Ann · Ann won"},
	} {
		got := Line(saves.Letter{ByMessage: midend.ByMessage{ID: "abcd1234", Mine: tt.mine}, Match: tt.m})
		if got != tt.want {
			t.Errorf("listed as %q, want %q", got, tt.want)
		}
	}
}

// TestMenuLettersByArrows reaches the games by message from the cards
// with the arrows, and with Tab in the order they stand on the screen:
// the header's Puzzles, then the games by message, then the cards.
func TestMenuLettersByArrows(t *testing.T) {
	h := newHost()
	keepLetterID(t, h, "abcd1230")
	keepLetterID(t, h, "abcd1231")
	menu := New(h)
	c := context(1100, 760)
	menu.Layout(c)
	press := func(k ui.Key) {
		c.In = &ui.Frame{Keys: []ui.Key{k}}
		if err := menu.Update(c); err != nil {
			t.Fatal(err)
		}
	}
	on := func(what string, want *ui.Button) {
		t.Helper()
		if b := menu.focusButton(); b != want {
			t.Errorf("%s: the focus is on %v (place %d), want %s", what, b, menu.focus.At(), want.Target())
		}
	}
	first, second := menu.letters[0], menu.letters[1]
	press(ui.KeyTab)
	on("the first Tab", menu.allPuz)
	press(ui.KeyTab)
	on("the second Tab", first.open.b)
	press(ui.KeyDown)
	on("Down from the first game by message", second.open.b)
	press(ui.KeyRight)
	on("Right", second.remove.b)
	press(ui.KeyUp)
	on("Up from its Remove", first.remove.b)
	press(ui.KeyLeft)
	on("Left", first.open.b)
	press(ui.KeyDown)
	press(ui.KeyDown)
	if menu.focusCard() != 0 {
		t.Errorf("Down from the last game by message: focus on place %d, want the first card", menu.focus.At())
	}
	press(ui.KeyRight)
	press(ui.KeyUp)
	on("Up from the second card", second.open.b)
	if !strings.HasPrefix(h.LastHeard(), "Game by message: Hare and Hounds") {
		t.Errorf("the game by message was announced as %q", h.LastHeard())
	}
}
