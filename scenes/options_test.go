package scenes

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/foxgeese"
	"parlour/game/harehounds"
	"parlour/game/leapfrog"
	"parlour/game/solitaire"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/play"
	"parlour/scenes/saves"
	"parlour/scenes/setup"
	"parlour/scenes/ui"
)

// TestOptionsHideWhatDoesNotApply checks that Leapfrog's colour layout is
// offered only with the coloured version, and comes back when it is
// chosen.
func TestOptionsHideWhatDoesNotApply(t *testing.T) {
	h := newHarness(t, []saves.Seat{saves.Human, saves.Human})
	g, err := game.Lookup(leapfrog.Spec.ID)
	if err != nil {
		t.Fatal(err)
	}
	o := NewOptions(h.app, g)
	layoutShown := func() bool {
		shown := false
		for _, r := range o.rows {
			shown = shown || r.option == leapfrog.OptLayout
		}
		return shown
	}
	for _, version := range []string{"old", "coloured", "old"} {
		var row *choiceRow
		for i := range o.rows {
			if o.rows[i].option == leapfrog.OptVersion {
				row = &o.rows[i]
			}
		}
		if row == nil {
			t.Fatal("no version row")
		}
		o.choose(row, version)
		if got, want := layoutShown(), version == "coloured"; got != want {
			t.Errorf("version %s: colour layout shown %v, want %v", version, got, want)
		}
	}
}

// TestPuzzleOptionsOfferNoHuman checks that the options of Peg Solitaire,
// a puzzle for one, offer no "Human" seat (the play screen's
// TestPuzzleWording checks its words).
func TestPuzzleOptionsOfferNoHuman(t *testing.T) {
	g, err := game.Lookup("solitaire")
	if err != nil {
		t.Fatal(err)
	}
	a := NewApp(Config{Store: platform.NewMemoryStore()})
	for _, r := range NewOptions(a, g).rows {
		for _, c := range r.chips {
			if c.label == "Human" {
				t.Errorf("the options offer a %q seat in %q", c.label, r.label)
			}
		}
	}
}

// TestOptionsStartAsksFirst checks the Options screen's Start game with a
// game of the same game in progress: it asks first, New game starts the
// new game with the seats chosen, and Undo brings the old game back with
// its own seats.
func TestOptionsStartAsksFirst(t *testing.T) {
	easy := midend.SeatChoices[1]
	h := newHarness(t, []saves.Seat{saves.Human, easy}, "a2-b2", "e2-d1")
	h.p.Session().Save()
	o := NewOptions(h.app, harehounds.Spec)
	if o.contM == nil || o.contM.Ply() != 2 {
		t.Fatalf("the Options screen sees no game in progress: %v", o.contM)
	}
	o.seats = []saves.Seat{saves.Human, saves.Human}
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
	p, ok := h.app.next.(*play.Screen)
	if !ok {
		t.Fatalf("New game went to %T", h.app.next)
	}
	h.p = p
	p.Layout(h.c)
	h.wantMoves()
	if p.Session().Seat(1) != saves.Human {
		t.Errorf("the new game's Hare is %+v, want the seat chosen", p.Session().Seat(1))
	}
	h.key(ui.KeyUndo)
	h.wantMoves("a2-b2", "e2-d1")
	if p.Session().Seat(0) != saves.Human || p.Session().Seat(1) != easy {
		t.Errorf("Undo brought the game back with seats %+v, %+v, want %+v, %+v", p.Session().Seat(0), p.Session().Seat(1), saves.Human, easy)
	}
}

// TestHoleNumbersOption checks that the options screen offers the
// numbers where the board has them, and remembers the choice.
func TestHoleNumbersOption(t *testing.T) {
	h := newHarness(t, vsAI)
	for _, tt := range []struct {
		g    *game.Game
		want bool
	}{{foxgeese.Spec, true}, {solitaire.Spec, true}, {leapfrog.Spec, false}} {
		o := NewOptions(h.app, tt.g)
		var row *choiceRow
		for i := range o.rows {
			if o.rows[i].numbers {
				row = &o.rows[i]
			}
		}
		if (row != nil) != tt.want {
			t.Fatalf("%s: a numbers row %v, want %v", tt.g.ID, row != nil, tt.want)
		}
		if row == nil {
			continue
		}
		if o.selected(row) != "on" {
			t.Errorf("%s: numbers %q by default, want on", tt.g.ID, o.selected(row))
		}
		o.choose(row, "off")
		if !h.app.Settings().HideNumbers || o.selected(row) != "off" {
			t.Errorf("%s: choosing Hidden left HideNumbers %v", tt.g.ID, h.app.Settings().HideNumbers)
		}
		o.choose(row, "on")
	}
}

// TestOptionsOpenSetupByKeyboard opens the set-up board of every game
// and variant from its options screen by the keyboard, as a player would:
// the arrows reach the set-up row, which says what Enter does, and Enter
// opens the board on the options chosen, which says what it is for
// (setup's tests then work the board itself).
func TestOptionsOpenSetupByKeyboard(t *testing.T) {
	for _, e := range catalog.Entries() {
		if e.Game.Setup == nil {
			continue
		}
		for _, opts := range optionVariants(e.Game) {
			var heard []string
			a := NewApp(Config{Store: platform.NewMemoryStore(), Thinker: &fake.Thinker{}, Announce: func(s string) { heard = append(heard, s) }})
			c := &ui.Context{W: 1100, H: 760, S: 1, DSF: 1, Dt: 1.0 / 60}
			o := NewOptions(a, e.Game)
			for k, v := range opts {
				o.opts[k] = v
			}
			o.buildRows()
			o.Layout(c)
			row := slices.IndexFunc(o.rows, func(r choiceRow) bool { return r.setup })
			if row < 0 {
				t.Fatalf("%s %v: the options screen offers no set-up board", e.ID, opts)
			}
			press := func(k ui.Key) {
				c.In = &ui.Frame{Keys: []ui.Key{k}}
				if err := o.Update(c); err != nil {
					t.Fatal(err)
				}
			}
			for range row + 1 {
				press(ui.KeyDown)
			}
			if o.focus.At() != row || !slices.Contains(heard, "Set up a position button. Enter opens the set-up board.") {
				t.Fatalf("%s %v: the arrows reached row %d of %d, heard %q", e.ID, opts, o.focus.At(), row, heard)
			}
			press(ui.KeyActivate)
			b, ok := a.next.(*setup.Board)
			if !ok {
				t.Fatalf("%s %v: Enter on the set-up row went to %T", e.ID, opts, a.next)
			}
			if last := heard[len(heard)-1]; last != b.Intro() || !strings.HasPrefix(last, "Set-up board for "+e.Game.Name+".") {
				t.Errorf("%s %v: heard %q on opening the set-up board", e.ID, opts, last)
			}
			var hs ui.HookState
			b.Hook(&hs)
			want, _, err := e.Game.Start(o.opts)
			if err != nil {
				t.Fatal(err)
			}
			if hs.Position != want.String() {
				t.Errorf("%s %v: the set-up board opens on %q, want the start of the options chosen %q", e.ID, opts, hs.Position, want.String())
			}
		}
	}
}

// optionVariants returns the options of every choice of every option of
// g, one change from the defaults at a time, the defaults first.
func optionVariants(g *game.Game) []game.Options {
	out := []game.Options{{}}
	for _, op := range g.Options {
		for _, c := range op.Choices[1:] {
			out = append(out, game.Options{op.Key: c.Value})
		}
	}
	return out
}

// TestOptionsChipThatRemovesRows clicks, with the pointer, the chip that
// takes Leapfrog from eight players to two: the seats' rows go with the
// players, under the loop that found the chip, which once indexed past
// the rows that were left.
func TestOptionsChipThatRemovesRows(t *testing.T) {
	h := newHarness(t, []saves.Seat{saves.Human, saves.Human})
	o := NewOptions(h.app, leapfrog.Spec)
	players := func() *choiceRow {
		for i := range o.rows {
			if o.rows[i].option == leapfrog.OptPlayers {
				return &o.rows[i]
			}
		}
		t.Fatal("no players row")
		return nil
	}
	o.choose(players(), "8")
	o.Layout(h.c)
	before := len(o.rows)
	var at ui.Rect
	for _, cp := range players().chips {
		if cp.value == "2" {
			at = o.toScreen(cp.r)
		}
	}
	if at.W == 0 || !o.view.Contains(at.X+at.W/2, at.Y+at.H/2) {
		t.Fatalf("the chip of two players is not on the screen: %+v in %+v", at, o.view)
	}
	x, y := at.X+at.W/2, at.Y+at.H/2
	for _, f := range []ui.Frame{{X: x, Y: y, Down: true, Pressed: true}, {X: x, Y: y, Released: true}} {
		h.c.In = &f
		if err := o.Update(h.c); err != nil {
			t.Fatal(err)
		}
	}
	if got := o.opts[leapfrog.OptPlayers]; got != "2" {
		t.Fatalf("players %q after the click, want 2", got)
	}
	if len(o.rows) >= before {
		t.Errorf("%d rows with two players, %d with eight: the seats' rows did not go", len(o.rows), before)
	}
}

// TestOptionsOfferTheLesson checks where the options screen offers a
// game's lesson: first, to a player new to the game, until a game is
// started; then last, saying how far the lesson went.
func TestOptionsOfferTheLesson(t *testing.T) {
	a := NewApp(Config{Store: platform.NewMemoryStore(), Thinker: &fake.Thinker{}})
	g := harehounds.Spec
	o := NewOptions(a, g)
	if r := o.rows[0]; !r.learn || r.heading != "NEW TO HARE AND HOUNDS?" || r.chips[0].label != "Learn to play" {
		t.Fatalf("a new player's first row is %+v, want the lesson offered", r)
	}
	o.startNew()
	if !a.Settings().Lesson(g).Offered {
		t.Fatal("starting a game did not mark the lesson as offered")
	}
	learnRow := func() choiceRow {
		o := NewOptions(a, g)
		if o.rows[0].learn {
			t.Fatal("the lesson is offered first again")
		}
		return o.rows[len(o.rows)-1]
	}
	if r := learnRow(); !r.learn || r.chips[0].label != "Learn to play" {
		t.Errorf("the last row is %+v, want the lesson", r)
	}
	n := len(g.Lesson.Steps)
	a.Settings().SetLesson(g, saves.LessonProgress{Step: 3, Offered: true})
	if got, want := learnRow().chips[0].label, "Go on: step 4 of "+strconv.Itoa(n); got != want {
		t.Errorf("with three steps passed the lesson reads %q, want %q", got, want)
	}
	a.Settings().SetLesson(g, saves.LessonProgress{Step: n, Done: true, Offered: true})
	if got := learnRow().chips[0].label; got != "Take the lesson again" {
		t.Errorf("a finished lesson reads %q", got)
	}
	o = NewOptions(a, g)
	o.choose(&o.rows[len(o.rows)-1], "learn")
	if a.next == nil || a.next.Name() != "learn" {
		t.Errorf("the lesson's chip goes to %v, want the lesson", a.next)
	}
}
