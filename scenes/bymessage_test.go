package scenes

import (
	"errors"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/engine"
	"parlour/game"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/menu"
	"parlour/scenes/play"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// device is one player's app in a game by message, with a store of its
// own.
type device struct {
	t     *testing.T
	app   *App
	store *platform.MemoryStore
}

func newDevice(t *testing.T) *device {
	d := &device{t: t, store: platform.NewMemoryStore()}
	d.app = NewApp(Config{Store: d.store, Thinker: &fake.Thinker{}})
	return d
}

// screen returns the play screen shown, once any fade to it is over.
func (d *device) screen() *play.Screen {
	d.t.Helper()
	if d.app.next != nil {
		d.app.cur, d.app.next, d.app.fading = d.app.next, nil, 0
	}
	p, ok := d.app.cur.(*play.Screen)
	if !ok {
		d.t.Fatalf("the %s screen is shown, not the play screen", d.app.cur.Name())
	}
	return p
}

// play plays a move here and returns the link the app offers to send.
func (d *device) play(move string) string {
	d.t.Helper()
	if err := d.screen().Session().PlayString(move); err != nil {
		d.t.Fatal(err)
	}
	return d.sent()
}

// sent returns the link of the Send dialog the app shows, and closes it.
func (d *device) sent() string {
	d.t.Helper()
	d.app.s.letters.follow(d.app.fading == 0 && d.app.layers.Dialog() == nil)
	dl := d.app.layers.Dialog()
	if dl == nil || !strings.HasPrefix(dl.Title, "Send to ") {
		d.t.Fatalf("no Send dialog: %+v", dl)
	}
	d.app.layers.Close()
	lines := strings.Split(dl.Text, "\n")
	return lines[len(lines)-1]
}

// moves returns the moves on the board of the play screen.
func (d *device) moves() []string { return d.screen().Session().Match().MoveStrings() }

// TestByMessage plays a game by message between two devices: the first
// link starts it on the second with its seats the right way round, each
// later link plays the friend's move, and a stale, a diverging, a
// damaged link and one that moves for the receiver change nothing. The
// games are kept apart from the game in progress and listed; Undo of a
// sent move asks.
func TestByMessage(t *testing.T) {
	ann, bo := newDevice(t), newDevice(t)
	m := fake.Match(t)
	m.SetNames([]string{"Ann", "Bo"})
	ann.app.s.Play(m, []saves.Seat{saves.Human, midend.Friend}, nil, nil)
	link1 := ann.play("b1-c1")
	if !strings.Contains(link1, "msg=") || !strings.Contains(link1, "from=1&to=2") {
		t.Fatalf("the first link %q", link1)
	}

	if !bo.app.s.share.open(link1, false) {
		t.Fatalf("the first link did not open: %q", bo.app.layers.Notices())
	}
	s := bo.screen().Session()
	if !slices.Equal(s.Seats(), midend.FriendSeats(2, 1)) || !slices.Equal(bo.moves(), []string{"b1-c1"}) || !s.PersonToMove() {
		t.Fatalf("on the second device: seats %v, moves %v, person to move %v", s.Seats(), bo.moves(), s.PersonToMove())
	}
	if n := s.Note().Text; !strings.Contains(n, "from Ann: you play the hare. Ann played b1-c1.") {
		t.Errorf("the first link says %q", n)
	}
	link2 := bo.play("e2-d1")

	if !ann.app.s.share.open(link2, false) || !slices.Equal(ann.moves(), []string{"b1-c1", "e2-d1"}) {
		t.Fatalf("the answer: moves %v, notices %q", ann.moves(), ann.app.layers.Notices())
	}
	if n := ann.screen().Session().Note().Text; !strings.HasPrefix(n, "Bo played e2-d1.") {
		t.Errorf("the answer says %q", n)
	}
	if ann.screen().Session().CanUndo() {
		t.Error("Undo may take back the friend's move")
	}

	bad := []struct{ name, link, notice string }{
		{"stale", link1, "already seen"},
		{"the same again", link2, "already seen this move"},
		{"diverging", strings.Replace(link2, "e2-d1", "e2-d2", 1), "differ from your game"},
		{"damaged", link2[:strings.Index(link2, "msg=")+6], "could not be opened"},
		{"my move", strings.Replace(strings.Replace(link2, "e2-d1&", "e2-d1+a2-b2&", 1), "from=2&to=1", "from=2&to=2", 1), ""},
	}
	for _, tt := range bad {
		ann.app.layers.Dismiss()
		before := ann.store.Keys()
		data, _ := ann.store.Get(saves.ByMessageKey(ann.app.s.letters.shown.bm.ID))
		if ann.app.s.share.open(tt.link, false) {
			t.Errorf("%s: the link opened", tt.name)
		}
		after, _ := ann.store.Get(saves.ByMessageKey(ann.app.s.letters.shown.bm.ID))
		if !slices.Equal(ann.moves(), []string{"b1-c1", "e2-d1"}) || string(after) != string(data) || !slices.Equal(ann.store.Keys(), before) {
			t.Errorf("%s: the game changed to %v", tt.name, ann.moves())
		}
		if len(ann.app.layers.Notices()) != 1 || !strings.Contains(ann.app.layers.Notices()[0], tt.notice) {
			t.Errorf("%s: notices %q, want one with %q", tt.name, ann.app.layers.Notices(), tt.notice)
		}
	}

	// The game by message is apart from the game in progress, and listed.
	if _, err := ann.store.Get(saves.MatchKey("harehounds")); err == nil {
		t.Error("the game by message was saved as the game in progress")
	}
	listed := menu.New(ann.app.s).Hook().(menu.HookState)
	if len(listed.Letters) != 1 || listed.Letters[0] != "Hare and Hounds · You play Hounds against Bo · your move" {
		t.Errorf("the menu lists %q", listed.Letters)
	}

	// Undo of a move not sent takes it back at once; of one sent, asks.
	l := ann.app.s.letters.shown
	take := ann.screen().Session().Undo
	if err := ann.screen().Session().PlayString("a2-b2"); err != nil {
		t.Fatal(err)
	}
	ann.app.s.letters.undo(l, take)
	if d := ann.app.layers.Dialog(); d != nil || len(ann.moves()) != 2 {
		t.Fatalf("Undo of a move not sent: dialog %+v, moves %v", d, ann.moves())
	}
	ann.play("a2-b2")
	ann.app.s.letters.undo(l, take)
	d := ann.app.layers.Dialog()
	if d == nil || d.Title != "Take back a move you sent?" || len(ann.moves()) != 3 {
		t.Fatalf("Undo of a sent move: dialog %+v, moves %v", d, ann.moves())
	}
	d.Buttons[0].Activate()
	if len(ann.moves()) != 2 || l.bm.Sent != 2 {
		t.Errorf("Take it back: moves %v, sent %d", ann.moves(), l.bm.Sent)
	}
}

// TestLinkOffersComputer opens an ordinary link, with people in every
// seat, and takes the offer of the computer at a level for the side not
// to move.
func TestLinkOffersComputer(t *testing.T) {
	d := newDevice(t)
	if !d.app.s.share.open("#play=harehounds&moves=b1-c1", false) {
		t.Fatal(d.app.layers.Notices())
	}
	// While the fade to the play screen runs, the offer waits for it.
	a := d.app
	a.ctx.W, a.ctx.H, a.ctx.S = 1280, 800, 1
	a.layers.Layout(&a.ctx, a.cur, a.next)
	if !a.layers.Offering() || a.layers.Offered(a.cur, a.next) != nil {
		t.Fatalf("during the fade: offered %v, shown %+v", a.layers.Offering(), a.layers.Offered(a.cur, a.next))
	}
	p := d.screen()
	o := a.layers.Offered(a.cur, a.next)
	if o == nil || len(o) != 3 || len(d.app.layers.Notices()) != 1 || !strings.Contains(d.app.layers.Notices()[0], "it plays for the hounds, and you for the hare.") {
		t.Fatalf("offer %+v, notices %q", o, d.app.layers.Notices())
	}
	o[1].Activate()
	want := []saves.Seat{{AI: true, Level: engine.Medium}, saves.Human}
	if got := p.Session().Seats(); !slices.Equal(got, want) || a.layers.Offering() || len(a.layers.Notices()) != 0 {
		t.Errorf("after Medium: seats %v, offered %v, notices %q", got, a.layers.Offering(), a.layers.Notices())
	}
	if _, seats, ok := d.app.s.store.saves.LoadMatch(p.Session().Game()); !ok || !slices.Equal(seats, want) {
		t.Errorf("saved seats %v", seats)
	}
	// A second link's offer takes the place of the first's, notice and
	// all; a puzzle has none, and the offer of a screen left goes.
	d.app.s.share.open("#play=harehounds", false)
	d.screen()
	d.app.s.share.open("#play=catchhare", false)
	d.screen()
	offered := func(what string) int {
		n := 0
		for _, text := range d.app.layers.Notices() {
			if strings.Contains(text, what) {
				n++
			}
		}
		return n
	}
	if o := a.layers.Offered(a.cur, a.next); o == nil || offered("This link opened") != 1 || offered("it plays for the hare,") != 1 {
		t.Errorf("a second link: offer %+v, notices %q", o, d.app.layers.Notices())
	}
	d.app.s.share.open("#play=solitaire", false)
	d.screen()
	if o := a.layers.Offered(a.cur, a.next); o != nil || offered("This link opened") != 0 {
		t.Errorf("a puzzle's link: offer %+v, notices %q", o, d.app.layers.Notices())
	}
}

// TestLinkOfferNamesPlayers opens a link to a game of four, whose seats
// are called by name: the offer names them as a person would, not "the
// player 2".
func TestLinkOfferNamesPlayers(t *testing.T) {
	d := newDevice(t)
	if !d.app.s.share.open("#play=leapfrog&players=4", false) {
		t.Fatal(d.app.layers.Notices())
	}
	d.screen()
	want := "it plays for Player 2, Player 3 and Player 4, and you for Player 1."
	if n := d.app.layers.Notices(); len(n) != 1 || !strings.Contains(n[0], want) {
		t.Errorf("notices %q, want one saying %q", n, want)
	}
}

// TestLinkOfferPlaced lays out an ordinary link's offer of the computer on
// a wide screen and on a phone: its choices and Dismiss inside the notice
// and apart, on one row on the wide screen, where the notice stays beside
// the side panel and leaves every button of the play screen clear.
func TestLinkOfferPlaced(t *testing.T) {
	for _, sz := range []struct {
		w, h float64
		wide bool
	}{{1280, 800, true}, {1100, 760, true}, {390, 844, false}} {
		d := newDevice(t)
		if !d.app.s.share.open("#play=harehounds&moves=b1-c1", false) {
			t.Fatal(d.app.layers.Notices())
		}
		a := d.app
		a.ctx.W, a.ctx.H, a.ctx.S = sz.w, sz.h, 1
		p := d.screen()
		p.Layout(&a.ctx)
		a.layers.Layout(&a.ctx, a.cur, a.next)
		o := a.layers.Offered(a.cur, a.next)
		if o == nil {
			t.Fatalf("%vx%v: no offer shown", sz.w, sz.h)
		}
		box := d.app.layers.Box()
		all := append(slices.Clone(o), a.layers.DismissButton())
		for i, b := range all {
			if b.Rect.X < box.X || b.Rect.Right() > box.Right() || b.Rect.Y < box.Y || b.Rect.Bottom() > box.Bottom() {
				t.Errorf("%vx%v: %q at %+v is not inside the notice %+v", sz.w, sz.h, b.Label, b.Rect, box)
			}
			for _, c := range all[:i] {
				if b.Rect.Intersects(c.Rect) {
					t.Errorf("%vx%v: %q and %q overlap", sz.w, sz.h, b.Label, c.Label)
				}
			}
			if sz.wide && b.Rect.Y != d.app.layers.DismissButton().Rect.Y {
				t.Errorf("%vx%v: %q is not on Dismiss's row", sz.w, sz.h, b.Label)
			}
		}
		if !sz.wide {
			continue
		}
		p.Targets(func(name string, r ui.Rect) {
			if strings.HasPrefix(name, "button:") && !r.Empty() && r.Intersects(box) {
				t.Errorf("%vx%v: the notice %+v covers %s at %+v", sz.w, sz.h, box, name, r)
			}
		})
	}
}

// TestByMessageShots writes pictures of a game by message, when
// PARLOUR_SHOTS names a folder (run it under xvfb-run): the Send dialog
// after a move, the first link opened by the friend, the menu's list,
// and an ordinary link's offer of the computer.
func TestByMessageShots(t *testing.T) {
	dir := os.Getenv(shotsDir)
	if dir == "" {
		t.Skip("set " + shotsDir + " to a folder to take the pictures")
	}
	l := &appLoop{dir: dir, shots: byMessageShots(t)}
	if err := ebiten.RunGame(l); err != nil && !errors.Is(err, errShotsDone) {
		t.Fatal(err)
	}
	if l.err != nil {
		t.Fatal(l.err)
	}
}

// byMessageShots lists the pictures of TestByMessageShots, at both
// sizes.
func byMessageShots(t *testing.T) []appShot {
	named := func() *game.Match {
		m := fake.Match(t)
		m.SetNames([]string{"Ann", "Bo"})
		return m
	}
	empty := func() platform.Store { return platform.NewMemoryStore() }
	listed := func() platform.Store {
		st := platform.NewMemoryStore()
		sv := saves.NewSaves(st)
		m := named()
		for i, mv := range []string{"b1-c1", "e2-d1", "a2-b2"} {
			if err := m.PlayString(mv); err != nil {
				t.Fatal(err)
			}
			if i == 0 {
				if err := sv.SaveLetter(midend.ByMessage{ID: "abcd1234", Mine: 0, Sent: 1}, m, midend.FriendSeats(2, 0)); err != nil {
					t.Fatal(err)
				}
			}
		}
		if err := sv.SaveLetter(midend.ByMessage{ID: "efgh5678", Mine: 1, Sent: 3}, m, midend.FriendSeats(2, 1)); err != nil {
			t.Fatal(err)
		}
		return st
	}
	first := func() string {
		m := named()
		if err := m.PlayString("b1-c1"); err != nil {
			t.Fatal(err)
		}
		return "#" + midend.Outgoing(midend.ByMessage{ID: "abcd1234", Mine: 0}, m).Fragment()
	}()
	// Ann's third move, after Bo's answer, sent to Bo.
	third := func() string {
		m := named()
		for _, mv := range []string{"b1-c1", "e2-d1", "a2-b1"} {
			if err := m.PlayString(mv); err != nil {
				t.Fatal(err)
			}
		}
		return "#" + midend.Outgoing(midend.ByMessage{ID: "abcd1234", Mine: 0}, m).Fragment()
	}()
	// news plays Bo's side: the first link, Bo's answer, the first link
	// again (already seen), then Ann's next move.
	news := func(a *App) {
		a.s.share.open(first, false)
		if err := a.next.(*play.Screen).Session().PlayString("e2-d1"); err != nil {
			t.Fatal(err)
		}
		a.s.share.open(first, false)
		a.s.share.open(third, false)
	}
	var shots []appShot
	for _, sz := range [][2]int{{1280, 800}, {390, 844}} {
		add := func(name, scene string, store func() platform.Store, change func(*App)) {
			shots = append(shots, appShot{name: name + "-" + strconv.Itoa(sz[0]) + "x" + strconv.Itoa(sz[1]),
				w: sz[0], h: sz[1], scene: scene, store: store, change: change, frames: 120})
		}
		add("bymessage-send", "menu", empty, func(a *App) {
			a.s.StartByMessage(named(), []saves.Seat{saves.Human, midend.Friend})
			if err := a.next.(*play.Screen).Session().PlayString("b1-c1"); err != nil {
				t.Fatal(err)
			}
		})
		add("bymessage-received", "menu", empty, func(a *App) { a.s.share.open(first, false) })
		add("bymessage-menu", "menu", listed, nil)
		add("bymessage-menu-focus", "menu", listed, func(a *App) {
			// On from no focus: the header's Puzzles, the first game's
			// line, then its Remove.
			for range 3 {
				a.ctx.In = &ui.Frame{X: -1, Y: -1, Keys: []ui.Key{ui.KeyTab}}
				if err := a.cur.Update(&a.ctx); err != nil {
					t.Fatal(err)
				}
			}
		})
		add("bymessage-news", "menu", empty, news)
		add("bymessage-news-menu", "menu", empty, func(a *App) {
			news(a)
			a.s.share.open(first, false) // already seen, then to the menu
			a.s.ShowMenu()
		})
		add("link-offer", "menu", empty, func(a *App) { a.s.share.open("#play=harehounds&moves=b1-c1", false) })
		add("link-offer-leapfrog", "menu", empty, func(a *App) { a.s.share.open("#play=leapfrog&moves=xa1", false) })
		add("link-offer-foxgeese", "menu", empty, func(a *App) { a.s.share.open("#play=foxgeese", false) })
	}
	return shots
}

// TestLinkNewsReplaced checks that the news of links is the newest alone:
// a link turned away says so in a notice, which the next link's move,
// said in the play screen's message box, takes the place of; a second
// link turned away replaces the first's notice rather than joining it;
// and news stays with its screen, not following the player to the menu.
// A notice the player must read (a save that failed) stays throughout.
func TestLinkNewsReplaced(t *testing.T) {
	ann, bo := newDevice(t), newDevice(t)
	m := fake.Match(t)
	m.SetNames([]string{"Ann", "Bo"})
	ann.app.s.Play(m, []saves.Seat{saves.Human, midend.Friend}, nil, nil)
	link1 := ann.play("b1-c1")
	if !bo.app.s.share.open(link1, false) {
		t.Fatalf("the first link did not open: %q", bo.app.layers.Notices())
	}
	link2 := bo.play("e2-d1")
	if !ann.app.s.share.open(link2, false) {
		t.Fatalf("the answer did not open: %q", ann.app.layers.Notices())
	}
	link3 := ann.play("a2-b1")
	if !bo.app.s.share.open(link3, false) {
		t.Fatalf("the third link did not open: %q", bo.app.layers.Notices())
	}
	link4 := bo.play("d1-e2")

	const failed = "Your games could not be saved here: the storage is full."
	ann.app.Notify(failed)
	notices := func(want ...string) {
		t.Helper()
		got := ann.app.layers.Notices()
		ok := len(got) == len(want)
		for i := 0; ok && i < len(want); i++ {
			ok = strings.Contains(got[i], want[i])
		}
		if !ok {
			t.Errorf("notices %q, want ones with %q", got, want)
		}
	}
	// The link already seen, twice: one notice, not two.
	for range 2 {
		if ann.app.s.share.open(link2, false) {
			t.Fatal("a link already seen opened")
		}
	}
	notices(failed, "already seen")
	if !ann.app.s.share.open(link4, false) || !slices.Equal(ann.moves(), []string{"b1-c1", "e2-d1", "a2-b1", "d1-e2"}) {
		t.Fatalf("the next link: moves %v, notices %q", ann.moves(), ann.app.layers.Notices())
	}
	if n := ann.screen().Session().Note().Text; !strings.HasPrefix(n, "Bo played d1-e2.") {
		t.Errorf("the next link says %q", n)
	}
	notices(failed)

	// A damaged link, then the damaged link again after a diverging one:
	// the newest alone.
	diverging := strings.Replace(link4, "d1-e2", "d1-d2", 1)
	if ann.app.s.share.open(diverging, false) || ann.app.s.share.open(link4[:strings.Index(link4, "msg=")+6], false) {
		t.Fatal("a bad link opened")
	}
	notices(failed, "could not be opened")

	// The news of the play screen stays there.
	a := ann.app
	a.LayoutF(1280, 800)
	a.s.ShowMenu()
	for range 2 * tps {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if a.cur.Name() != "menu" {
		t.Fatalf("the %s screen is shown, not the menu", a.cur.Name())
	}
	notices(failed)
}
