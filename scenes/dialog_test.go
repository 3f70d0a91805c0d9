package scenes

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"strings"
	"testing"

	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/foxgeese"
	"parlour/game/harehounds"
	"parlour/game/war"
	"parlour/midend"
	"parlour/platform"
)

// TestNewAsksFirst checks that New (the button and the N key) asks before
// putting away a game with moves, says which game and how many moves, and
// that Undo right after brings the game back.
func TestNewAsksFirst(t *testing.T) {
	tests := []struct {
		name     string
		moves    []string
		key      bool   // N instead of the button
		answer   string // the button pressed; "" for Escape
		wantAsk  bool
		wantGone bool // the game was put away
	}{
		{"button, new game", []string{"a2-b2", "e2-d1"}, false, "New game", true, true},
		{"N, new game", []string{"a2-b2", "e2-d1"}, true, "New game", true, true},
		{"keep playing", []string{"a2-b2", "e2-d1"}, false, "Keep playing", true, false},
		{"Escape", []string{"a2-b2", "e2-d1"}, true, "", true, false},
		{"no moves yet", nil, true, "", false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, []Seat{Human, Human}, tt.moves...)
			if tt.key {
				h.key(KeyNew)
			} else {
				x, y := h.p.btn.newGame.Rect.Center()
				h.frame(Frame{X: x, Y: y, Down: true, Pressed: true})
				h.frame(Frame{X: x, Y: y, Released: true})
			}
			d := h.app.Dialog()
			if (d != nil) != tt.wantAsk {
				t.Fatalf("dialog %v, want one: %v", d, tt.wantAsk)
			}
			if d == nil {
				return
			}
			want := "Your game of Hare and Hounds (2 moves played) will be put away. Undo brings it back"
			if d.Title != "Start a new game?" || !strings.HasPrefix(d.Text, want) {
				t.Errorf("dialog %q: %q, want %q", d.Title, d.Text, want)
			}
			if !slices.ContainsFunc(h.heard, func(s string) bool {
				return strings.HasPrefix(s, "Start a new game?. ") || strings.HasPrefix(s, "Start a new game? ")
			}) {
				t.Errorf("the dialog was not announced: %q", h.heard)
			}
			h.wantMoves(tt.moves...)
			if tt.answer == "" {
				h.dialogFrame(Frame{Keys: []Key{KeyBack}})
			} else {
				h.pressDialog(tt.answer)
			}
			h.idle(2)
			if h.app.Dialog() != nil {
				t.Fatal("the dialog stayed open")
			}
			if !tt.wantGone {
				h.wantMoves(tt.moves...)
				return
			}
			h.wantMoves()
			h.key(KeyUndo)
			h.wantMoves(tt.moves...)
			if last := h.heard[len(h.heard)-1]; !strings.HasPrefix(last, "Your game is back.") {
				t.Errorf("heard %q after Undo", last)
			}
		})
	}
}

// TestDialogKeyboard checks the dialog's keys: Tab and Shift+Tab move the
// focus round its buttons, each announced, Enter presses the focused one.
func TestDialogKeyboard(t *testing.T) {
	h := newHarness(t, []Seat{Human, Human})
	var pressed []string
	for _, tc := range []struct {
		keys  []Frame
		want  string
		heard string
	}{
		{nil, "Two", ""},
		{[]Frame{{Keys: []Key{KeyTab}}}, "One", "One button."},
		{[]Frame{{Keys: []Key{KeyTab}}, {Keys: []Key{KeyTab}}}, "Two", "Two button."},
		{[]Frame{{Keys: []Key{KeyTab}, Shift: true}}, "One", "One button."},
		{[]Frame{{Keys: []Key{KeyLeft}}}, "One", "One button."},
	} {
		h.app.Ask(NewDialog("Pick", "Pick one.",
			Choice{Label: "One", Action: func() { pressed = append(pressed, "One") }},
			Choice{Label: "Two", Action: func() { pressed = append(pressed, "Two") }}))
		h.heard = nil
		for _, f := range tc.keys {
			h.dialogFrame(f)
		}
		if tc.heard != "" && !slices.Contains(h.heard, tc.heard) {
			t.Errorf("keys %v: heard %q, want %q", tc.keys, h.heard, tc.heard)
		}
		h.dialogFrame(Frame{Keys: []Key{KeyActivate}})
		if h.app.Dialog() != nil {
			t.Fatal("Enter did not close the dialog")
		}
		if got := pressed[len(pressed)-1]; got != tc.want {
			t.Errorf("keys %v: Enter pressed %s, want %s", tc.keys, got, tc.want)
		}
	}
	// A tap outside the box does nothing and goes no further.
	h.app.Ask(NewDialog("Pick", "Pick one.", Choice{Label: "One"}, Choice{Label: "Two"}))
	h.dialogFrame(Frame{X: 2, Y: 2, Down: true, Pressed: true})
	h.dialogFrame(Frame{X: 2, Y: 2, Released: true})
	if h.app.Dialog() == nil {
		t.Error("a tap outside the dialog closed it")
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
	for _, m := range []*game.Match{newMatch(t, "a2-b2"), geese, fresh} {
		if err := h.app.saves.SaveMatch(m, midend.DefaultSeats(len(m.Seats()))); err != nil {
			t.Fatal(err)
		}
	}
	m := NewMenu(h.app)
	m.Layout(h.c)
	targets := map[string]Rect{}
	m.Targets(func(n string, r Rect) { targets[n] = r })
	for _, want := range []string{"continue:harehounds", "continue:foxgeese"} {
		if targets[want].Empty() {
			t.Errorf("no target %s in %v", want, targets)
		}
	}
	if _, ok := targets["continue:war"]; ok {
		t.Error("a game saved before its first move has a Continue")
	}
	x, y := targets["continue:foxgeese"].Center()
	for _, f := range []Frame{{X: x, Y: y, Down: true, Pressed: true}, {X: x, Y: y, Released: true}} {
		h.c.In = &f
		if err := m.Update(h.c); err != nil {
			t.Fatal(err)
		}
	}
	p, ok := h.app.next.(*Play)
	if !ok || p.g != foxgeese.Spec || p.s.Match().Ply() != 1 {
		t.Fatalf("Continue went to %T, want Fox and Geese's game at move 2", h.app.next)
	}
}

// TestOptionsStartAsksFirst checks the Options screen's Start game with a
// game of the same game in progress: it asks first, New game starts the
// new game with the seats chosen, and Undo brings the old game back with
// its own seats.
func TestOptionsStartAsksFirst(t *testing.T) {
	easy := midend.SeatChoices[1]
	h := newHarness(t, []Seat{Human, easy}, "a2-b2", "e2-d1")
	h.p.s.Save()
	o := NewOptions(h.app, harehounds.Spec)
	if o.contM == nil || o.contM.Ply() != 2 {
		t.Fatalf("the Options screen sees no game in progress: %v", o.contM)
	}
	o.seats = []Seat{Human, Human}
	o.Layout(h.c)
	if !o.start.Activate() {
		t.Fatal("Start game is disabled")
	}
	d := h.app.Dialog()
	if d == nil {
		t.Fatal("Start game put the game in progress away without asking")
	}
	want := "Your game of Hare and Hounds (2 moves played) will be put away. Undo brings it back"
	if d.Title != "Start a new game?" || !strings.HasPrefix(d.Text, want) {
		t.Errorf("dialog %q: %q, want %q", d.Title, d.Text, want)
	}
	if h.app.next != nil {
		t.Fatalf("the new game started before the answer: %T", h.app.next)
	}
	h.pressDialog("New game")
	p, ok := h.app.next.(*Play)
	if !ok {
		t.Fatalf("New game went to %T", h.app.next)
	}
	h.p = p
	p.Layout(h.c)
	h.wantMoves()
	if p.s.Seat(1) != Human {
		t.Errorf("the new game's Hare is %+v, want the seat chosen", p.s.Seat(1))
	}
	h.key(KeyUndo)
	h.wantMoves("a2-b2", "e2-d1")
	if p.s.Seat(0) != Human || p.s.Seat(1) != easy {
		t.Errorf("Undo brought the game back with seats %+v, %+v, want %+v, %+v", p.s.Seat(0), p.s.Seat(1), Human, easy)
	}
}

// TestDamagedSaveOffered checks a damaged save that storage is too full to
// set aside: the app says what would be lost and offers to discard it;
// kept, it is not asked about again, and a save over it is told by a
// notice, never skipped silently; discarded (at the next start), saving
// works again.
func TestDamagedSaveOffered(t *testing.T) {
	mem := platform.NewMemoryStore()
	store := &switchStore{MemoryStore: mem, full: true}
	mem.Put("match.harehounds", []byte(`{"format":"parlour-match","version":1,"game":"harehounds","moves":["a2-b2","zz-top"],"made":2}`))
	var heard []string
	a := NewApp(Config{Store: store, Thinker: &fakeThinker{}, Announce: func(s string) { heard = append(heard, s) }})
	d := a.Dialog()
	if d == nil {
		t.Fatal("no dialog about the damaged save")
	}
	want := "Your saved game of Hare and Hounds (2 moves) could not be read, and there is no room to put it aside"
	if !strings.HasPrefix(d.Text, want) || !slices.Equal(d.state().Buttons, []string{"Discard it", "Keep it"}) {
		t.Errorf("dialog %+v, want its text to begin %q", d.state(), want)
	}
	if len(heard) == 0 || !strings.Contains(heard[0], want) {
		t.Errorf("not announced: %q", heard)
	}
	store.full = false
	c := &Context{W: 390, H: 844, S: 1, DSF: 1, Dt: 1.0 / 60}
	a.ctx = *c
	pressDialogButton(t, a, "Keep it")
	if a.Dialog() != nil {
		t.Fatal("Keep it did not close the dialog")
	}
	if len(a.notices) != 1 || !inside(a.noticeRect, c.Bounds()) || a.noticeRect.H < 60 {
		t.Errorf("notices %q placed at %v, want one on the screen", a.notices, a.noticeRect)
	}
	p := a.newPlay(harehounds.Spec)
	a.cur = p
	p.Layout(c)
	for _, mv := range []string{"", "a2-b2"} { // the save at the start, then after a move
		if mv != "" {
			if err := p.s.Match().PlayString(mv); err != nil {
				t.Fatal(err)
			}
			p.s.Save()
		}
		c.In = &Frame{}
		if err := p.Update(c); err != nil {
			t.Fatal(err)
		}
		if a.Dialog() != nil {
			t.Fatalf("after %q: the damaged save kept is asked about again", mv)
		}
	}
	told := "Your game is not being saved: you chose to keep your saved game of Hare and Hounds (2 moves), which could not be read."
	if !slices.ContainsFunc(a.notices, func(n string) bool { return strings.HasPrefix(n, told) }) {
		t.Errorf("notices %q: the refused save was not told", a.notices)
	}
	if _, err := mem.Get("match.harehounds"); err == nil && len(a.saves.Damaged()) == 0 {
		t.Error("the damaged save was dropped though it was kept")
	}

	// At the next start it is asked about again; discarded, saving works.
	store.full = true
	a = NewApp(Config{Store: store, Thinker: &fakeThinker{}})
	a.ctx = *c
	if a.Dialog() == nil {
		t.Fatal("the damaged save is not asked about at the next start")
	}
	store.full = false
	pressDialogButton(t, a, "Discard it")
	if len(a.saves.Damaged()) != 0 {
		t.Errorf("still damaged: %v", a.saves.Damaged())
	}
	p = a.newPlay(harehounds.Spec)
	a.cur = p
	p.Layout(c)
	p.s.Save()
	if _, err := mem.Get("match.harehounds"); err != nil {
		t.Errorf("nothing saved after the discard: %v", err)
	}
}

// TestDamagedSettingsOffered checks damaged settings that storage is too
// full to set aside: the dialog says so in a player's words and offers
// Discard and Keep; kept, a change of setting is refused with a notice
// and no new question; discarded, the settings are saved again.
func TestDamagedSettingsOffered(t *testing.T) {
	for _, choice := range []string{"Keep them", "Discard them"} {
		mem := platform.NewMemoryStore()
		store := &switchStore{MemoryStore: mem, full: true}
		mem.Put(keySettings, []byte(`{"version":1,"games":[}`))
		a := NewApp(Config{Store: store, Thinker: &fakeThinker{}})
		a.ctx = Context{W: 360, H: 740, S: 1, DSF: 1, Dt: 1.0 / 60}
		d := a.Dialog()
		if d == nil {
			t.Fatal("no dialog about the damaged settings")
		}
		want := "Your saved settings could not be read, and there is no room to put them aside, so your choices cannot be saved while they stay."
		if d.Title != "Your saved settings are damaged" || !strings.HasPrefix(d.Text, want) ||
			!slices.Equal(d.state().Buttons, []string{"Discard them", "Keep them"}) {
			t.Errorf("dialog %+v, want its text to begin %q", d.state(), want)
		}
		store.full = false
		pressDialogButton(t, a, choice)
		if a.Dialog() != nil {
			t.Fatalf("%s did not close the dialog", choice)
		}
		a.Settings().Values = true
		a.SaveSettings()
		a.SaveSettings()
		data, err := mem.Get(keySettings)
		switch choice {
		case "Keep them":
			if a.Dialog() != nil {
				t.Error("kept, the damaged settings are asked about again at a save")
			}
			told := "Your settings are not being saved: you chose to keep your saved settings, which could not be read."
			if !slices.ContainsFunc(a.notices, func(n string) bool { return strings.HasPrefix(n, told) }) {
				t.Errorf("notices %q: the refused save was not told", a.notices)
			}
			if err != nil || string(data) != `{"version":1,"games":[}` {
				t.Errorf("the kept settings became %q (%v)", data, err)
			}
		case "Discard them":
			if st, _, perr := ParseSettings(data); err != nil || perr != nil || !st.Values {
				t.Errorf("after the discard the settings saved are %q (%v)", data, err)
			}
		}
	}
}

// pressDialogButton taps the open dialog's button labelled label.
func pressDialogButton(t *testing.T, a *App, label string) {
	t.Helper()
	d := a.Dialog()
	if d == nil {
		t.Fatalf("no dialog to press %s in", label)
	}
	d.layout(&a.ctx)
	for _, b := range d.Buttons {
		if b.Label == label {
			x, y := b.Rect.Center()
			for _, f := range []Frame{{X: x, Y: y, Down: true, Pressed: true}, {X: x, Y: y, Released: true}} {
				a.ctx.In = &f
				a.updateDialog()
			}
			return
		}
	}
	t.Fatalf("dialog %+v has no button %s", d.state(), label)
}

// TestDialogFits lays dialogs out at desktop and phone sizes: the box on
// the screen, every button inside it and apart from the others, the
// field above the buttons, and every line of text inside the box.
func TestDialogFits(t *testing.T) {
	long := "Your saved game of The Game of War (112 moves) could not be read, and there is no room to put it aside, so nothing can be saved in its place while it stays."
	dialogs := []*Dialog{
		NewDialog("Start a new game?", "Your game of Hare and Hounds (30 moves played) will be put away.", Choice{Label: "New game"}, Choice{Label: "Keep playing", Primary: true}),
		NewDialog("A saved game is damaged", long, Choice{Label: "Discard it"}, Choice{Label: "Keep it"}),
		NewTextDialog("Name for Hare", "Type the name shown for Hare; leave it empty for the usual name.", "Hare", maxName, func(string) {}),
	}
	for _, size := range [][3]float64{{1280, 800, uiScale(1280, 800, 1)}, {390, 844, 1}, {390 * 3, 844 * 3, 3}} {
		h := newHarness(t, vsAI)
		h.c.W, h.c.H, h.c.S = size[0], size[1], size[2]
		for _, d := range dialogs {
			d.layout(h.c)
			screen := h.c.Bounds()
			if !inside(d.box, screen) {
				t.Errorf("%vx%v %q: box %v off the screen", size[0], size[1], d.Title, d.box)
			}
			for i, b := range d.Buttons {
				if !inside(b.Rect, d.box) || b.Rect.H < 44*h.c.S {
					t.Errorf("%vx%v %q: button %q at %v, box %v", size[0], size[1], d.Title, b.Label, b.Rect, d.box)
				}
				for _, o := range d.Buttons[i+1:] {
					if overlap(b.Rect, o.Rect) {
						t.Errorf("%vx%v %q: buttons %q and %q overlap", size[0], size[1], d.Title, b.Label, o.Label)
					}
				}
				if d.field != nil && d.fieldRect.Bottom() > b.Rect.Y {
					t.Errorf("%vx%v %q: the field runs into the buttons", size[0], size[1], d.Title)
				}
			}
			f := face(false, d.textF*h.c.S)
			for _, ln := range d.lines {
				if textWidth(ln, f) > d.box.W-40*h.c.S {
					t.Errorf("%vx%v %q: line %q wider than the box", size[0], size[1], d.Title, ln)
				}
			}
			img := ebiten.NewImage(int(h.c.W), int(h.c.H))
			h.c.In = &Frame{}
			d.draw(img, h.c)
			img.Deallocate()
		}
	}
}

func inside(r, outer Rect) bool {
	return r.X >= outer.X && r.Y >= outer.Y && r.Right() <= outer.Right()+0.01 && r.Bottom() <= outer.Bottom()+0.01
}

func overlap(a, b Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// TestNoticeDismissIsItsAction checks that the notices' Dismiss button
// carries its own action, as every button does, so that the keyboard and
// a tap close the notices alike.
func TestNoticeDismissIsItsAction(t *testing.T) {
	a := NewApp(Config{Thinker: &fakeThinker{}})
	a.LayoutF(390, 844)
	a.Notify("Something to read.")
	if len(a.notices) != 1 {
		t.Fatalf("notices %q", a.notices)
	}
	if !a.dismiss.Activate() || len(a.notices) != 0 {
		t.Errorf("Dismiss activated: notices %q remain", a.notices)
	}
}

// TestActionButtonNamedByTheGame checks that the button for a move
// without a path carries no words of its own: hidden, it has no label;
// shown, the game's label for the move.
func TestActionButtonNamedByTheGame(t *testing.T) {
	for _, e := range catalog.Entries() {
		m, err := game.NewMatch(e.Game, nil)
		if err != nil {
			t.Fatal(err)
		}
		h := newHarnessOf(t, m, midend.DefaultSeats(len(m.Seats())))
		h.idle(1)
		b := h.p.btn.action
		switch moves := h.p.pathless(); {
		case len(moves) == 0 && (b.Enabled || b.Label != ""):
			t.Errorf("%s: no move without a path, yet the button reads %q (enabled %v)", e.ID, b.Label, b.Enabled)
		case len(moves) > 0 && b.Label != actionLabel(m.State(), moves[0]):
			t.Errorf("%s: the button reads %q, want the game's %q", e.ID, b.Label, actionLabel(m.State(), moves[0]))
		}
	}
}
