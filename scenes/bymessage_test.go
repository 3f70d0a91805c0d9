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
	d.app.followLetter()
	dl := d.app.Dialog()
	if dl == nil || !strings.HasPrefix(dl.Title, "Send to ") {
		d.t.Fatalf("no Send dialog: %+v", dl)
	}
	d.app.dialogs = nil
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
	ann.app.Play(m, []saves.Seat{saves.Human, midend.Friend}, nil, nil)
	link1 := ann.play("b1-c1")
	if !strings.Contains(link1, "msg=") || !strings.Contains(link1, "from=1&to=2") {
		t.Fatalf("the first link %q", link1)
	}

	if !bo.app.openImported(link1, false) {
		t.Fatalf("the first link did not open: %q", bo.app.notices)
	}
	s := bo.screen().Session()
	if !slices.Equal(s.Seats(), midend.FriendSeats(2, 1)) || !slices.Equal(bo.moves(), []string{"b1-c1"}) || !s.PersonToMove() {
		t.Fatalf("on the second device: seats %v, moves %v, person to move %v", s.Seats(), bo.moves(), s.PersonToMove())
	}
	if n := s.Note().Text; !strings.Contains(n, "from Ann: you play the hare. Ann played b1-c1.") {
		t.Errorf("the first link says %q", n)
	}
	link2 := bo.play("e2-d1")

	if !ann.app.openImported(link2, false) || !slices.Equal(ann.moves(), []string{"b1-c1", "e2-d1"}) {
		t.Fatalf("the answer: moves %v, notices %q", ann.moves(), ann.app.notices)
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
		ann.app.notices = nil
		before := ann.store.Keys()
		data, _ := ann.store.Get(saves.ByMessageKey(ann.app.letter.bm.ID))
		if ann.app.openImported(tt.link, false) {
			t.Errorf("%s: the link opened", tt.name)
		}
		after, _ := ann.store.Get(saves.ByMessageKey(ann.app.letter.bm.ID))
		if !slices.Equal(ann.moves(), []string{"b1-c1", "e2-d1"}) || string(after) != string(data) || !slices.Equal(ann.store.Keys(), before) {
			t.Errorf("%s: the game changed to %v", tt.name, ann.moves())
		}
		if len(ann.app.notices) != 1 || !strings.Contains(ann.app.notices[0], tt.notice) {
			t.Errorf("%s: notices %q, want one with %q", tt.name, ann.app.notices, tt.notice)
		}
	}

	// The game by message is apart from the game in progress, and listed.
	if _, err := ann.store.Get(saves.MatchKey("harehounds")); err == nil {
		t.Error("the game by message was saved as the game in progress")
	}
	menu := NewMenu(ann.app)
	if len(menu.letters) != 1 || letterLine(menu.letters[0]) != "Hare and Hounds with Bo · your move" {
		t.Errorf("the menu lists %v", menu.letters)
	}

	// Undo of a move not sent takes it back at once; of one sent, asks.
	l := ann.app.letter
	take := ann.screen().Session().Undo
	if err := ann.screen().Session().PlayString("a2-b2"); err != nil {
		t.Fatal(err)
	}
	ann.app.undoLetter(l, take)
	if d := ann.app.Dialog(); d != nil || len(ann.moves()) != 2 {
		t.Fatalf("Undo of a move not sent: dialog %+v, moves %v", d, ann.moves())
	}
	ann.play("a2-b2")
	ann.app.undoLetter(l, take)
	d := ann.app.Dialog()
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
	if !d.app.openImported("#play=harehounds&moves=b1-c1", false) {
		t.Fatal(d.app.notices)
	}
	// While the fade to the play screen runs, the offer waits for it.
	d.app.ctx.W, d.app.ctx.H, d.app.ctx.S = 1280, 800, 1
	d.app.layoutNotices()
	if d.app.offer == nil || d.app.shownOffer() != nil {
		t.Fatalf("during the fade: offer %+v, shown %+v", d.app.offer, d.app.shownOffer())
	}
	p := d.screen()
	o := d.app.shownOffer()
	if o == nil || len(o.buttons) != 3 || len(d.app.notices) != 1 || !strings.Contains(d.app.notices[0], "it takes the hounds, and you the hare") {
		t.Fatalf("offer %+v, notices %q", o, d.app.notices)
	}
	o.buttons[1].Activate()
	want := []saves.Seat{{AI: true, Level: engine.Medium}, saves.Human}
	if got := p.Session().Seats(); !slices.Equal(got, want) || d.app.offer != nil || len(d.app.notices) != 0 {
		t.Errorf("after Medium: seats %v, offer %v, notices %q", got, d.app.offer, d.app.notices)
	}
	if _, seats, ok := d.app.saves.LoadMatch(p.Session().Game()); !ok || !slices.Equal(seats, want) {
		t.Errorf("saved seats %v", seats)
	}
	// A second link's offer takes the place of the first's, notice and
	// all; a puzzle has none, and the offer of a screen left goes.
	d.app.openImported("#play=harehounds", false)
	d.screen()
	d.app.openImported("#play=catchhare", false)
	d.screen()
	offered := func(what string) int {
		n := 0
		for _, text := range d.app.notices {
			if strings.Contains(text, what) {
				n++
			}
		}
		return n
	}
	if o := d.app.shownOffer(); o == nil || offered("This link opened") != 1 || offered("it takes the hare,") != 1 {
		t.Errorf("a second link: offer %+v, notices %q", o, d.app.notices)
	}
	d.app.openImported("#play=solitaire", false)
	d.screen()
	if o := d.app.shownOffer(); o != nil || offered("This link opened") != 0 {
		t.Errorf("a puzzle's link: offer %+v, notices %q", o, d.app.notices)
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
		if !d.app.openImported("#play=harehounds&moves=b1-c1", false) {
			t.Fatal(d.app.notices)
		}
		d.app.ctx.W, d.app.ctx.H, d.app.ctx.S = sz.w, sz.h, 1
		p := d.screen()
		p.Layout(&d.app.ctx)
		d.app.layoutNotices()
		o := d.app.shownOffer()
		if o == nil {
			t.Fatalf("%vx%v: no offer shown", sz.w, sz.h)
		}
		box := d.app.noticeRect
		all := append(slices.Clone(o.buttons), d.app.dismiss)
		for i, b := range all {
			if b.Rect.X < box.X || b.Rect.Right() > box.Right() || b.Rect.Y < box.Y || b.Rect.Bottom() > box.Bottom() {
				t.Errorf("%vx%v: %q at %+v is not inside the notice %+v", sz.w, sz.h, b.Label, b.Rect, box)
			}
			for _, c := range all[:i] {
				if b.Rect.Intersects(c.Rect) {
					t.Errorf("%vx%v: %q and %q overlap", sz.w, sz.h, b.Label, c.Label)
				}
			}
			if sz.wide && b.Rect.Y != d.app.dismiss.Rect.Y {
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
	var shots []appShot
	for _, sz := range [][2]int{{1280, 800}, {390, 844}} {
		add := func(name, scene string, store func() platform.Store, change func(*App)) {
			shots = append(shots, appShot{name: name + "-" + strconv.Itoa(sz[0]) + "x" + strconv.Itoa(sz[1]),
				w: sz[0], h: sz[1], scene: scene, store: store, change: change, frames: 120})
		}
		add("bymessage-send", "menu", empty, func(a *App) {
			a.StartByMessage(named(), []saves.Seat{saves.Human, midend.Friend})
			if err := a.next.(*play.Screen).Session().PlayString("b1-c1"); err != nil {
				t.Fatal(err)
			}
		})
		add("bymessage-received", "menu", empty, func(a *App) { a.openImported(first, false) })
		add("bymessage-menu", "menu", listed, nil)
		add("bymessage-menu-focus", "menu", listed, func(a *App) {
			m := a.cur.(*Menu)
			m.focus.Set(perCard*len(m.entries) + 2) // the first game's Remove
		})
		add("link-offer", "menu", empty, func(a *App) { a.openImported("#play=harehounds&moves=b1-c1", false) })
	}
	l := &appLoop{dir: dir, shots: shots}
	if err := ebiten.RunGame(l); err != nil && !errors.Is(err, errShotsDone) {
		t.Fatal(err)
	}
	if l.err != nil {
		t.Fatal(l.err)
	}
}

// TestMenuLettersByKeyboard reaches the games by message with Tab alone:
// after the header's Puzzles come each game's line and its Remove, both
// drawn focused and announced; Enter on Remove asks, and once the game is
// removed the focus stays on a place that is there.
func TestMenuLettersByKeyboard(t *testing.T) {
	ann := newDevice(t)
	var heard []string
	ann.app.cfg.Announce = func(s string) { heard = append(heard, s) }
	m := fake.Match(t)
	m.SetNames([]string{"Ann", "Bo"})
	ann.app.Play(m, []saves.Seat{saves.Human, midend.Friend}, nil, nil)
	ann.play("b1-c1")

	menu := NewMenu(ann.app)
	c := &ui.Context{W: 1100, H: 760, S: 1, DSF: 1, Dt: 1.0 / 60, In: &ui.Frame{}}
	menu.Layout(c)
	press := func(k ui.Key) {
		c.In = &ui.Frame{Keys: []ui.Key{k}}
		if err := menu.Update(c); err != nil {
			t.Fatal(err)
		}
	}
	if len(menu.letters) != 1 {
		t.Fatalf("the menu lists %d games by message, want 1", len(menu.letters))
	}
	var reached []string
	for range menu.focusPlaces() {
		press(ui.KeyTab)
		if b := menu.focusButton(); b != nil {
			reached = append(reached, b.Target())
		}
	}
	for _, want := range []string{"letter:" + menu.letters[0].ID, "remove:" + menu.letters[0].ID} {
		if !slices.Contains(reached, want) {
			t.Errorf("Tab never reached %s; it reached %v", want, reached)
		}
	}

	for menu.focusButton() != menu.opens[0] {
		press(ui.KeyTab)
	}
	menu.Draw(ebiten.NewImage(1100, 760), c)
	if !menu.opens[0].Focused || menu.removes[0].Focused {
		t.Errorf("the game's line focused: drawn focused %v, its Remove %v", menu.opens[0].Focused, menu.removes[0].Focused)
	}
	if len(heard) == 0 || !strings.Contains(heard[len(heard)-1], "Game by message: Hare and Hounds with Bo") {
		t.Errorf("the line was announced as %q", heard)
	}
	press(ui.KeyTab)
	if menu.focusButton() != menu.removes[0] || !strings.HasPrefix(heard[len(heard)-1], "Remove the game by message") {
		t.Fatalf("Tab after the line: focus %v, heard %q", menu.focusButton(), heard[len(heard)-1])
	}
	press(ui.KeyActivate)
	d := ann.app.Dialog()
	if d == nil || d.Title != "Remove this game by message?" {
		t.Fatalf("Enter on Remove: dialog %+v", d)
	}
	d.Buttons[0].Activate() // Remove
	ann.app.dialogs = nil
	press(ui.KeyTab)
	press(ui.KeyTab)
	if len(menu.letters) != 0 {
		t.Fatalf("%d games by message left, want none", len(menu.letters))
	}
	if at := menu.focus.At(); at >= menu.focusPlaces() || (at >= 0 && !menu.focusable(at)) {
		t.Errorf("after the removal the focus is on place %d of %d", at, menu.focusPlaces())
	}
}
