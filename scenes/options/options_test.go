package options

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/foxgeese"
	"parlour/game/harehounds"
	"parlour/game/leapfrog"
	"parlour/game/solitaire"
	"parlour/midend"
	"parlour/scenes/saves"
	"parlour/scenes/setup"
	"parlour/scenes/ui"
)

// TestSeatLabel names the seats on the choices' buttons, a computer's
// by its level in the game (words.LevelLabel).
func TestSeatLabel(t *testing.T) {
	big := &game.Game{ID: "big"} // a game the engine does not solve
	for seat, want := range map[saves.Seat]string{
		saves.Human:                       "Human",
		midend.Friend:                     "Friend, by message",
		{AI: true, Level: engine.Hard}:    "Hard AI",
		{AI: true, Level: engine.Perfect}: "Expert AI",
	} {
		if got := seatLabel(big, nil, 0, seat); got != want {
			t.Errorf("%v: label %q, want %q", seat, got, want)
		}
	}
}

// TestStrongestLevelPerSeat checks Catch the Hare's choices of players:
// its hunters' strongest level plays the solved book from the standard
// start, and is Perfect; its hare's searches, and is Expert, with a word
// on what Expert is where it is chosen. With the hare winning at 8, which
// the book does not cover, both are Expert. A seat called by a name is
// named as it is: "Who plays White", not "the white".
func TestStrongestLevelPerSeat(t *testing.T) {
	g, err := game.Lookup("catchhare")
	if err != nil {
		t.Fatal(err)
	}
	strongest := func(o *Screen, seat int) (label, help string) {
		for _, r := range o.rows {
			if r.seatRow() && r.seat == seat {
				for _, c := range r.chips {
					if c.value == (saves.Seat{AI: true, Level: engine.Perfect}).String() {
						return c.label, r.help
					}
				}
			}
		}
		t.Fatalf("no strongest level for seat %d", seat)
		return "", ""
	}
	o := New(newHost(), g)
	if label, help := strongest(o, 0); label != "Perfect AI" || !strings.Contains(help, "Perfect plays from the solved game") {
		t.Errorf("the hunters: %q, help %q", label, help)
	}
	if label, help := strongest(o, 1); label != "Expert AI" || !strings.Contains(help, "Expert is the strongest search: from this start only the hunters' moves are solved.") {
		t.Errorf("the hare: %q, help %q", label, help)
	}
	o.opts["threshold"] = "8"
	o.buildRows()
	if label, help := strongest(o, 0); label != "Expert AI" || !strings.Contains(help, "not solved from this start") {
		t.Errorf("the hunters, the hare winning at 8: %q, help %q", label, help)
	}
	war, err := game.Lookup("war")
	if err != nil {
		t.Fatal(err)
	}
	if label, help := strongest(New(newHost(), war), 0); label != "Expert AI" || help != "Who plays White. Expert is the strongest search: this game is not solved." {
		t.Errorf("the Game of War: %q, help %q", label, help)
	}
}

// TestOptionsHideWhatDoesNotApply checks that Leapfrog's colour layout is
// offered only with the coloured version, and comes back when it is
// chosen.
func TestOptionsHideWhatDoesNotApply(t *testing.T) {
	g, err := game.Lookup(leapfrog.Spec.ID)
	if err != nil {
		t.Fatal(err)
	}
	o := New(newHost(), g)
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
	for _, r := range New(newHost(), g).rows {
		for _, c := range r.chips {
			if c.label == "Human" {
				t.Errorf("the options offer a %q seat in %q", c.label, r.label)
			}
		}
	}
}

// TestHoleNumbersOption checks that the options screen offers the
// numbers where the board has them, and remembers the choice.
func TestHoleNumbersOption(t *testing.T) {
	h := newHost()
	for _, tt := range []struct {
		g    *game.Game
		want bool
	}{{foxgeese.Spec, true}, {solitaire.Spec, true}, {leapfrog.Spec, false}} {
		o := New(h, tt.g)
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
		if !h.Settings().HideNumbers || o.selected(row) != "off" {
			t.Errorf("%s: choosing Hidden left HideNumbers %v", tt.g.ID, h.Settings().HideNumbers)
		}
		o.choose(row, "on")
	}
}

// TestOptionsOpenSetupByKeyboard opens the set-up board of every game
// and variant from its options screen by the keyboard, as a player would:
// the arrows reach the set-up row, which says what Enter does, and Enter
// asks for the board on the options chosen, which opens on their start
// (the App's TestOpenSetup has the board say what it is for; setup's
// tests then work the board itself).
func TestOptionsOpenSetupByKeyboard(t *testing.T) {
	for _, e := range catalog.Entries() {
		if e.Game.Setup == nil {
			continue
		}
		for _, opts := range optionVariants(e.Game) {
			h := newHost()
			c := context(1100, 760)
			o := New(h, e.Game)
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
			if o.focus.At() != row || !slices.Contains(h.Heard, "Set up a position button. Enter opens the set-up board.") {
				t.Fatalf("%s %v: the arrows reached row %d of %d, heard %q", e.ID, opts, o.focus.At(), row, h.Heard)
			}
			press(ui.KeyActivate)
			asked := h.setup
			if asked == nil || asked.g != e.Game || asked.back != o {
				t.Fatalf("%s %v: Enter on the set-up row asked for %+v", e.ID, opts, asked)
			}
			b, err := setup.New(h, asked.g, asked.opts, asked.seats, asked.names, asked.back)
			if err != nil {
				t.Fatal(err)
			}
			hs := b.Hook().(setup.HookState)
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
	c := context(1100, 760)
	o := New(newHost(), leapfrog.Spec)
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
	o.Layout(c)
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
		c.In = &f
		if err := o.Update(c); err != nil {
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
	h := newHost()
	g := harehounds.Spec
	o := New(h, g)
	if r := o.rows[0]; !r.learn || r.heading != "NEW TO HARE AND HOUNDS?" || r.chips[0].label != "Learn to play" {
		t.Fatalf("a new player's first row is %+v, want the lesson offered", r)
	}
	o.startNew()
	if !h.Settings().Lesson(g).Offered {
		t.Fatal("starting a game did not mark the lesson as offered")
	}
	learnRow := func() choiceRow {
		o := New(h, g)
		if o.rows[0].learn {
			t.Fatal("the lesson is offered first again")
		}
		return o.rows[len(o.rows)-1]
	}
	if r := learnRow(); !r.learn || r.chips[0].label != "Learn to play" {
		t.Errorf("the last row is %+v, want the lesson", r)
	}
	n := len(g.Lesson.Steps)
	h.Settings().SetLesson(g, saves.LessonProgress{Step: 3, Offered: true})
	if got, want := learnRow().chips[0].label, "Go on: step 4 of "+strconv.Itoa(n); got != want {
		t.Errorf("with three steps passed the lesson reads %q, want %q", got, want)
	}
	h.Settings().SetLesson(g, saves.LessonProgress{Step: n, Done: true, Offered: true})
	if got := learnRow().chips[0].label; got != "Take the lesson again" {
		t.Errorf("a finished lesson reads %q", got)
	}
	o = New(h, g)
	o.choose(&o.rows[len(o.rows)-1], "learn")
	if h.learned != g {
		t.Errorf("the lesson's chip opens the lesson of %v, want %s's", h.learned, g.Name)
	}
}

// TestOptionsRowsDoNotOverlap lays out the options of every game, wide and
// narrow, and checks that no two choices share any space: the seats and
// the recorded games (Peg Solitaire's) once drew over each other.
func TestOptionsRowsDoNotOverlap(t *testing.T) {
	h := newHost()
	for _, e := range catalog.Entries() {
		for _, size := range [][2]float64{{1100, 760}, {390, 844}} {
			o := New(h, e.Game)
			o.Layout(context(size[0], size[1]))
			var rects []ui.Rect
			var names []string
			o.Targets(func(n string, r ui.Rect) {
				if strings.HasPrefix(n, "option:") || strings.HasPrefix(n, "seat:") || strings.HasPrefix(n, "demo:") {
					rects, names = append(rects, r), append(names, n)
				}
			})
			for i := range rects {
				for j := i + 1; j < len(rects); j++ {
					if a, b := rects[i], rects[j]; a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom() {
						t.Errorf("%s at %v: %s %v overlaps %s %v", e.Game.ID, size, names[i], a, names[j], b)
					}
				}
			}
		}
	}
}

// TestOptionsTargets checks that the test hooks see the buttons and
// choices of the options.
func TestOptionsTargets(t *testing.T) {
	o := New(newHost(), harehounds.Spec)
	o.Layout(context(1100, 760))
	names := map[string]bool{}
	o.Targets(func(n string, r ui.Rect) { names[n] = true })
	for _, n := range []string{"button:Start game", "button:Back", "button:Rules", "option:layout=alternative", "option:stalling=off", "seat:Hare=perfect", "seat:Hounds=human"} {
		if !names[n] {
			t.Errorf("options: no target %s in %v", n, names)
		}
	}
}

// TestSoundOptions checks the sound's rows: on at a modest volume by
// default, each choice remembered and said, and the vibration's row only
// where the device can vibrate.
func TestSoundOptions(t *testing.T) {
	for _, vibrates := range []bool{false, true} {
		h := newHost()
		h.Vibrates = vibrates
		o := New(h, foxgeese.Spec)
		rows := map[string]*choiceRow{}
		for i := range o.rows {
			if r := &o.rows[i]; r.pref != "" {
				rows[r.pref] = r
			}
		}
		if _, ok := rows["vibration"]; ok != vibrates || rows["sound"] == nil || rows["volume"] == nil {
			t.Fatalf("can vibrate %v: rows %v", vibrates, rows)
		}
		if o.selected(rows["sound"]) != "on" || o.selected(rows["volume"]) != "2" {
			t.Errorf("by default: sound %q, volume %q; want on, 2", o.selected(rows["sound"]), o.selected(rows["volume"]))
		}
		o.choose(rows["sound"], "off")
		o.choose(rows["volume"], "4")
		if st := h.Saves.LoadSettings(); !st.Mute || st.SoundVolume() != 4 || h.LastHeard() != "Volume: Full." {
			t.Errorf("chose Off and Full: saved %+v, heard %q", st, h.LastHeard())
		}
		if vibrates {
			o.choose(rows["vibration"], "off")
			if !h.Saves.LoadSettings().NoVibration || o.selected(rows["vibration"]) != "off" {
				t.Error("the vibration turned off was not kept")
			}
		}
	}
}
