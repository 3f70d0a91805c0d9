package scenes

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/harehounds"
	"parlour/guard"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/menu"
	"parlour/scenes/play"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// TestPlaySaveFailureWords plays a move on the play screen with storage
// full: the notice says in a player's words what was kept, never the
// browser's exception.
func TestPlaySaveFailureWords(t *testing.T) {
	a := NewApp(Config{Store: &fake.Store{MemoryStore: platform.NewMemoryStore(), Full: true}, Thinker: &fake.Thinker{}})
	m, err := game.NewMatch(harehounds.Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	p := a.s.sessions.screen(m, midend.DefaultSeats(2))
	if err := p.Session().PlayString("a2-b2"); err != nil {
		t.Fatal(err)
	}
	c := &ui.Context{W: 1100, H: 760, S: 1, DSF: 1, Dt: 1.0 / 60, In: &ui.Frame{}}
	p.Layout(c)
	if err := p.Update(c); err != nil {
		t.Fatal(err)
	}
	want := "Storage is full: your game was kept in memory but could not be saved."
	if !slices.ContainsFunc(a.layers.Notices(), func(n string) bool { return strings.HasPrefix(n, want) }) {
		t.Errorf("notices %q, want one starting %q", a.layers.Notices(), want)
	}
	for _, n := range a.layers.Notices() {
		if strings.Contains(n, "setItem") || strings.Contains(n, "Quota") {
			t.Errorf("notice %q shows the browser's exception", n)
		}
	}
}

// thinkerNotice is a Thinker with news for the player.
type thinkerNotice struct {
	fake.Thinker
	notice string
}

func (n *thinkerNotice) Notice() string {
	m := n.notice
	n.notice = ""
	return m
}

func TestAppShowsThinkerNotice(t *testing.T) {
	th := &thinkerNotice{notice: "The computer opponent could not start in the background."}
	var heard []string
	a := NewApp(Config{Thinker: th, Announce: func(s string) { heard = append(heard, s) }})
	a.LayoutF(1100, 760)
	for range 3 {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if len(a.layers.Notices()) != 1 || !slices.Contains(heard, a.layers.Notices()[0]) {
		t.Errorf("notices %q, heard %q", a.layers.Notices(), heard)
	}
}

func TestAppReopensSavedGame(t *testing.T) {
	store := platform.NewMemoryStore()
	data, _ := midend.MarshalMatch(fake.Match(t, "a2-b2"), vsAI)
	store.Put("match", data)
	a := NewApp(Config{Store: store})
	p, ok := a.cur.(*play.Screen)
	if !ok {
		t.Fatalf("first scene %T, want the game in progress", a.cur)
	}
	if !slices.Equal(p.Session().Match().MoveStrings(), []string{"a2-b2"}) || len(a.layers.Notices()) != 0 {
		t.Errorf("reopened %v, notices %v", p.Session().Match().MoveStrings(), a.layers.Notices())
	}

	if _, err := store.Get("match"); err == nil {
		t.Error("the single save of earlier versions was not moved to its game's key")
	}

	store.Put(saves.MatchKey("harehounds"), []byte("{broken"))
	a = NewApp(Config{Store: store})
	if _, ok := a.cur.(*menu.Screen); !ok {
		t.Errorf("first scene %T, want the menu", a.cur)
	}
	if len(a.layers.Notices()) != 1 || !strings.HasPrefix(a.layers.Notices()[0], "Your saved game of Hare and Hounds could not be read, so it was put aside (kept, not deleted).") {
		t.Errorf("notices %q", a.layers.Notices())
	}
}

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
			h := newHarness(t, []saves.Seat{saves.Human, saves.Human}, tt.moves...)
			if tt.key {
				h.key(ui.KeyNew)
			} else {
				h.tapAt(h.target("button:New"))
			}
			d := h.app.layers.Dialog()
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
				h.dialogFrame(ui.Frame{Keys: []ui.Key{ui.KeyBack}})
			} else {
				h.pressDialog(tt.answer)
			}
			h.idle(2)
			if h.app.layers.Dialog() != nil {
				t.Fatal("the dialog stayed open")
			}
			if !tt.wantGone {
				h.wantMoves(tt.moves...)
				return
			}
			h.wantMoves()
			h.key(ui.KeyUndo)
			h.wantMoves(tt.moves...)
			if last := h.heard[len(h.heard)-1]; !strings.HasPrefix(last, "Your game is back.") {
				t.Errorf("heard %q after Undo", last)
			}
		})
	}
}

// TestDamagedSaveOffered checks a damaged save that storage is too full to
// set aside: the app says what would be lost and offers to discard it;
// kept, it is not asked about again, and a save over it is told by a
// notice, never skipped silently; discarded (at the next start), saving
// works again.
func TestDamagedSaveOffered(t *testing.T) {
	mem := platform.NewMemoryStore()
	store := &fake.Store{MemoryStore: mem, Full: true}
	mem.Put("match.harehounds", []byte(`{"format":"parlour-match","version":1,"game":"harehounds","moves":["a2-b2","zz-top"],"made":2}`))
	var heard []string
	a := NewApp(Config{Store: store, Thinker: &fake.Thinker{}, Announce: func(s string) { heard = append(heard, s) }})
	d := a.layers.Dialog()
	if d == nil {
		t.Fatal("no dialog about the damaged save")
	}
	want := "Your saved game of Hare and Hounds (2 moves) could not be read, and there is no room to put it aside"
	if !strings.HasPrefix(d.Text, want) || !slices.Equal(d.State().Buttons, []string{"Discard it", "Keep it"}) {
		t.Errorf("dialog %+v, want its text to begin %q", d.State(), want)
	}
	if len(heard) == 0 || !strings.Contains(heard[0], want) {
		t.Errorf("not announced: %q", heard)
	}
	store.Full = false
	c := &ui.Context{W: 390, H: 844, S: 1, DSF: 1, Dt: 1.0 / 60}
	a.ctx = *c
	pressDialogButton(t, a, "Keep it")
	if a.layers.Dialog() != nil {
		t.Fatal("Keep it did not close the dialog")
	}
	if len(a.layers.Notices()) != 1 || !insideRect(a.layers.Box(), c.Bounds()) || a.layers.Box().H < 60 {
		t.Errorf("notices %q placed at %v, want one on the screen", a.layers.Notices(), a.layers.Box())
	}
	p := a.s.sessions.start(harehounds.Spec)
	a.cur = p
	p.Layout(c)
	for _, mv := range []string{"", "a2-b2"} { // the save at the start, then after a move
		if mv != "" {
			if err := p.Session().Match().PlayString(mv); err != nil {
				t.Fatal(err)
			}
			p.Session().Save()
		}
		c.In = &ui.Frame{}
		if err := p.Update(c); err != nil {
			t.Fatal(err)
		}
		if a.layers.Dialog() != nil {
			t.Fatalf("after %q: the damaged save kept is asked about again", mv)
		}
	}
	told := "Your game is not being saved: you chose to keep your saved game of Hare and Hounds (2 moves), which could not be read."
	if !slices.ContainsFunc(a.layers.Notices(), func(n string) bool { return strings.HasPrefix(n, told) }) {
		t.Errorf("notices %q: the refused save was not told", a.layers.Notices())
	}
	if _, err := mem.Get("match.harehounds"); err == nil && len(a.s.store.saves.Damaged()) == 0 {
		t.Error("the damaged save was dropped though it was kept")
	}

	// At the next start it is asked about again; discarded, saving works.
	store.Full = true
	a = NewApp(Config{Store: store, Thinker: &fake.Thinker{}})
	a.ctx = *c
	if a.layers.Dialog() == nil {
		t.Fatal("the damaged save is not asked about at the next start")
	}
	store.Full = false
	pressDialogButton(t, a, "Discard it")
	if len(a.s.store.saves.Damaged()) != 0 {
		t.Errorf("still damaged: %v", a.s.store.saves.Damaged())
	}
	p = a.s.sessions.start(harehounds.Spec)
	a.cur = p
	p.Layout(c)
	p.Session().Save()
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
		store := &fake.Store{MemoryStore: mem, Full: true}
		mem.Put(saves.KeySettings, []byte(`{"version":1,"games":[}`))
		a := NewApp(Config{Store: store, Thinker: &fake.Thinker{}})
		a.ctx = ui.Context{W: 360, H: 740, S: 1, DSF: 1, Dt: 1.0 / 60}
		d := a.layers.Dialog()
		if d == nil {
			t.Fatal("no dialog about the damaged settings")
		}
		want := "Your saved settings could not be read, and there is no room to put them aside, so your choices cannot be saved while they stay."
		if d.Title != "Your saved settings are damaged" || !strings.HasPrefix(d.Text, want) ||
			!slices.Equal(d.State().Buttons, []string{"Discard them", "Keep them"}) {
			t.Errorf("dialog %+v, want its text to begin %q", d.State(), want)
		}
		store.Full = false
		pressDialogButton(t, a, choice)
		if a.layers.Dialog() != nil {
			t.Fatalf("%s did not close the dialog", choice)
		}
		a.s.Settings().Values = true
		a.s.SaveSettings()
		a.s.SaveSettings()
		data, err := mem.Get(saves.KeySettings)
		switch choice {
		case "Keep them":
			if a.layers.Dialog() != nil {
				t.Error("kept, the damaged settings are asked about again at a save")
			}
			told := "Your settings are not being saved: you chose to keep your saved settings, which could not be read."
			if !slices.ContainsFunc(a.layers.Notices(), func(n string) bool { return strings.HasPrefix(n, told) }) {
				t.Errorf("notices %q: the refused save was not told", a.layers.Notices())
			}
			if err != nil || string(data) != `{"version":1,"games":[}` {
				t.Errorf("the kept settings became %q (%v)", data, err)
			}
		case "Discard them":
			if st, _, perr := saves.ParseSettings(data); err != nil || perr != nil || !st.Values {
				t.Errorf("after the discard the settings saved are %q (%v)", data, err)
			}
		}
	}
}

// pressDialogButton taps the open dialog's button labelled label.
func pressDialogButton(t *testing.T, a *App, label string) {
	t.Helper()
	d := a.layers.Dialog()
	if d == nil {
		t.Fatalf("no dialog to press %s in", label)
	}
	d.Layout(&a.ctx)
	for _, b := range d.Buttons {
		if b.Label == label {
			x, y := b.Rect.Center()
			for _, f := range []ui.Frame{{X: x, Y: y, Down: true, Pressed: true}, {X: x, Y: y, Released: true}} {
				a.ctx.In = &f
				a.layers.Update(&a.ctx, a.cur, a.next)
			}
			return
		}
	}
	t.Fatalf("dialog %+v has no button %s", d.State(), label)
}

// TestNoticeDismissIsItsAction checks that the notices' Dismiss button
// carries its own action, as every button does, so that the keyboard and
// a tap close the notices alike.
func TestNoticeDismissIsItsAction(t *testing.T) {
	a := NewApp(Config{Thinker: &fake.Thinker{}})
	a.LayoutF(390, 844)
	a.Notify("Something to read.")
	if len(a.layers.Notices()) != 1 {
		t.Fatalf("notices %q", a.layers.Notices())
	}
	if !a.layers.DismissButton().Activate() || len(a.layers.Notices()) != 0 {
		t.Errorf("Dismiss activated: notices %q remain", a.layers.Notices())
	}
}

// TestPlayPutsAwayGame opens a new game in the place of the game in
// progress, as the set-up board's Play does (setup's
// TestSetupPlayPutsAwayGame): Undo in the new game brings the old one
// back.
func TestPlayPutsAwayGame(t *testing.T) {
	store := platform.NewMemoryStore()
	a := NewApp(Config{Store: store, Thinker: &fake.Thinker{}})
	old := fake.Match(t, "a2-b2", "e2-d1")
	if err := saves.NewSaves(store).SaveMatch(old, midend.DefaultSeats(2)); err != nil {
		t.Fatal(err)
	}
	m, err := game.NewMatchFrom(harehounds.Spec, nil, old.State().String())
	if err != nil {
		t.Fatal(err)
	}
	a.s.Play(m, midend.DefaultSeats(2), old, midend.DefaultSeats(2))
	p, ok := a.next.(*play.Screen)
	if !ok {
		t.Fatalf("Play went to %T", a.next)
	}
	if got := p.Session().Match().MoveStrings(); len(got) != 0 {
		t.Fatalf("the new game has moves %v", got)
	}
	c := &ui.Context{W: 1100, H: 760, S: 1, DSF: 1, Dt: 1.0 / 60, In: &ui.Frame{Keys: []ui.Key{ui.KeyUndo}}}
	p.Layout(c)
	if err := p.Update(c); err != nil {
		t.Fatal(err)
	}
	if got := p.Session().Match().MoveStrings(); !slices.Equal(got, []string{"a2-b2", "e2-d1"}) {
		t.Errorf("Undo brought back %v", got)
	}
}

// TestCrashingInputLosesNothing opens, with a game in progress of every
// game, a link and a record whose reading panics (a bug in the game's
// position parser, forced here), and a saved game whose loading panics:
// each ends in a notice that says it could not be opened and why, and the
// game in progress stays on the screen and in the store as it was.
func TestCrashingInputLosesNothing(t *testing.T) {
	old := guard.Logf
	guard.Logf = func(string, ...any) {}
	defer func() { guard.Logf = old }()
	for _, e := range catalog.Entries() {
		g := e.Game
		t.Run(g.ID, func(t *testing.T) {
			store := platform.NewMemoryStore()
			a := NewApp(Config{Store: store, Thinker: &fake.Thinker{}})
			a.LayoutF(1100, 760)
			p := a.s.sessions.start(g)
			if p == nil {
				t.Fatal("no game started")
			}
			a.cur = p
			rng := rand.New(rand.NewPCG(1, 2))
			for range 6 {
				st := p.Session().State()
				if p.Session().Over() {
					break
				}
				moves := st.LegalMoves(nil)
				p.Session().Play(moves[rng.IntN(len(moves))], false)
			}
			before := p.Session().Match().MoveStrings()
			key := saves.MatchKey(g.ID)
			saved, err := store.Get(key)
			if err != nil || len(before) == 0 {
				t.Fatalf("no game in progress saved (%v, %d moves)", err, len(before))
			}

			parse := g.Parse
			g.Parse = func(game.Options, string) (game.State, error) {
				var cells []int
				return nil, game.NotLegal(nil, "", cells[len(cells):len(cells)+1])
			}
			defer func() { g.Parse = parse }()

			inputs := []string{
				"#play=" + g.ID + "&position=x",
				"Parlour game record\nGame: " + g.ID + "\nStart: x\nMoves:\n",
			}
			for _, in := range inputs {
				a.layers.Dismiss()
				if a.s.share.open(in, false) {
					t.Fatalf("%q opened", in)
				}
				if len(a.layers.Notices()) != 1 || !strings.Contains(a.layers.Notices()[0], "could not be opened: ") ||
					!strings.Contains(a.layers.Notices()[0], "Parlour met an error of its own") ||
					!strings.HasSuffix(a.layers.Notices()[0], "Nothing was changed.") {
					t.Errorf("%q: notices %q, want one saying it could not be opened, a bug, and nothing changed", in, a.layers.Notices())
				}
				if a.cur != p || a.next != nil || !slices.Equal(p.Session().Match().MoveStrings(), before) {
					t.Errorf("%q: the game in progress changed", in)
				}
				if now, _ := store.Get(key); string(now) != string(saved) {
					t.Errorf("%q: the saved game changed", in)
				}
			}

			// A saved game whose loading panics is set aside with its
			// reason, kept aside as it was, like a damaged one.
			other := platform.NewMemoryStore()
			doc := strings.Replace(string(saved), `"moves"`, `"start": "x", "moves"`, 1)
			other.Put(key, []byte(doc))
			sv := saves.NewSaves(other)
			if _, _, ok := sv.LoadMatch(g); ok {
				t.Fatal("a save whose loading panics was loaded")
			}
			if len(sv.Notices) != 1 || !strings.Contains(sv.Notices[0], "could not be read, so it was put aside") {
				t.Errorf("notices %q, want the save put aside", sv.Notices)
			}
			if kept, _ := other.Get(key + ".corrupt"); string(kept) != doc {
				t.Error("the save whose loading panicked is not kept aside as it was")
			}
		})
	}
}

// TestDrawnOnceAfterFirstFrame wants Config.Drawn called once, in the
// update after the first frame was drawn, and not before: the page turns
// its garbage collector on there (platform.Started).
func TestDrawnOnceAfterFirstFrame(t *testing.T) {
	calls := 0
	a := NewApp(Config{Store: platform.NewMemoryStore(), Thinker: &fake.Thinker{}, Drawn: func() { calls++ }})
	a.Layout(640, 480)
	screen := ebiten.NewImage(640, 480)
	if err := a.Update(); err != nil {
		t.Fatal(err)
	}
	if calls != 0 {
		t.Fatalf("Drawn was called %d times before the first frame was drawn", calls)
	}
	a.Draw(screen)
	if calls != 0 {
		t.Fatalf("Drawn was called %d times while the first frame was drawn, before it was on the screen", calls)
	}
	for range 5 {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		a.Draw(screen)
	}
	if calls != 1 {
		t.Errorf("Drawn was called %d times in six frames, want once", calls)
	}
}
