package frames

import (
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/lang"
	"parlour/scenes/ui"
)

// noticeSpacer is a screen that keeps part of itself clear of the
// notices: NoticeSpace returns the part they may cover.
type noticeSpacer interface{ NoticeSpace(c *ui.Context) ui.Rect }

// Layers are what the App shows over every screen: the notices, until the
// player dismisses them, with an offer's choices beside them while its
// screen is shown; and the dialogs, one open at a time, the others
// waiting their turn. Methods that take cur and next are given the
// screen shown and the one on its way, if any.
type Layers struct {
	host    voice    // speaks for the dialogs
	pic     *Picture // drawn again when the layers change
	notices []notice
	lines   []string // the notices, wrapped to their box
	box     ui.Rect  // the notices' box
	dismiss *ui.Button
	offer   *offer       // the choice shown with the notices, if any
	dialogs []*ui.Dialog // the open dialog first, then those waiting
	// room is the height the screen is laid out in: the whole screen's,
	// less the notices' at its foot while they show, so that a notice
	// never hides the board or a button (see Fit); screen is the
	// screen's context, the App's with that height.
	room   float64
	screen ui.Context
}

// Kind sorts the notices by what they tell: a newer notice of a kind
// takes the place of the older one, so that the player never reads an
// outdated message beside the one that replaced it ("Your game is
// unchanged" beside the move a later link played).
type Kind int

const (
	// Lasting notices stay, beside any other, until the player dismisses
	// them: a save that failed, an engine that could not start, a screen
	// that could not open. The player must read them.
	Lasting Kind = iota
	// Sharing notices tell what became of a link, a game record or a game
	// by message that came in or went out. They are news of the screen
	// they came on: the newest alone is shown, and it goes when the
	// player leaves that screen.
	Sharing
	// Windows notices tell that another window changed the game shown,
	// news of the screen too.
	Windows
)

// notice is a message shown over the screens, of its kind; on is the
// screen a notice of news belongs to, nil for a lasting one.
type notice struct {
	text string
	kind Kind
	on   ui.Scene
}

// voice is what passes a sentence to screen readers: the App.
type voice interface{ Announce(sentence string) }

// offer is a choice shown with the notices, for as long as its screen
// is shown: a button for each answer; Dismiss declines it.
type offer struct {
	p       ui.Scene
	text    string // its notice
	buttons []*ui.Button
}

// NewLayers returns the layers of the App h, whose picture is p.
func NewLayers(h voice, p *Picture) *Layers {
	l := &Layers{host: h, pic: p}
	l.dismiss = ui.NewAction(lang.T("Dismiss"), l.Dismiss)
	return l
}

// Notify adds a lasting notice, unless it is shown already or empty, and
// reports whether it did; the App lays the notices out and speaks it.
func (l *Layers) Notify(msg string) bool { return l.Tell(Lasting, msg, nil) }

// Tell adds a notice of kind k, unless it is shown already or empty, and
// reports whether it did. A notice of news (any kind but Lasting) takes
// the place of the older one of its kind, and belongs to screen on: it
// goes when that screen is neither shown nor on its way.
func (l *Layers) Tell(k Kind, msg string, on ui.Scene) bool {
	if msg == "" || slices.ContainsFunc(l.notices, func(n notice) bool { return n.text == msg && n.kind == k }) {
		return false
	}
	if k == Lasting {
		on = nil
	} else {
		l.Forget(k)
	}
	l.notices = append(l.notices, notice{text: msg, kind: k, on: on})
	l.pic.Invalidate()
	return true
}

// Forget takes back the notice of kind k, if any: newer news of its kind
// was told elsewhere (a link's move, said on the play screen). An offer
// shown with it goes with it.
func (l *Layers) Forget(k Kind) {
	if k == Lasting {
		return
	}
	l.drop(func(n notice) bool { return n.kind == k })
}

// drop takes back the notices gone says are, and the offer whose notice
// is among them.
func (l *Layers) drop(gone func(notice) bool) {
	n := len(l.notices)
	if l.offer != nil && slices.ContainsFunc(l.notices, func(n notice) bool { return n.text == l.offer.text && gone(n) }) {
		l.offer = nil
	}
	l.notices = slices.DeleteFunc(l.notices, gone)
	if len(l.notices) != n {
		l.pic.Invalidate()
	}
}

// leave takes back the news of screens neither shown (cur) nor on their
// way (next): the player has left them.
func (l *Layers) leave(cur, next ui.Scene) {
	l.drop(func(n notice) bool { return n.on != nil && n.on != cur && n.on != next })
}

// Notices returns the texts of the notices shown.
func (l *Layers) Notices() []string {
	out := make([]string, len(l.notices))
	for i, n := range l.notices {
		out[i] = n.text
	}
	return out
}

// Box returns where the notices stand.
func (l *Layers) Box() ui.Rect { return l.box }

// DismissButton returns the notices' Dismiss button.
func (l *Layers) DismissButton() *ui.Button { return l.dismiss }

// Dismiss closes the notices, and any offer with them: the Dismiss
// button's action.
func (l *Layers) Dismiss() {
	l.notices, l.offer = nil, nil
	l.box, l.dismiss.Rect = ui.Rect{}, ui.Rect{}
}

// Offer shows the choice of buttons with the notice text, while screen p
// is shown, in the place of any offer before it; the App shows text as a
// notice.
func (l *Layers) Offer(p ui.Scene, text string, buttons []*ui.Button) {
	l.dropOffer()
	l.offer = &offer{p: p, text: text, buttons: buttons}
}

// Offering reports whether a choice is offered, shown or waiting for its
// screen.
func (l *Layers) Offering() bool { return l.offer != nil }

// Offered returns the buttons of the choice shown with the notices: none
// while its screen is on its way, and none once it is left or the
// notices are dismissed.
func (l *Layers) Offered(cur, next ui.Scene) []*ui.Button {
	if o := l.shownOffer(cur, next); o != nil {
		return o.buttons
	}
	return nil
}

// dropOffer takes back the choice shown with the notices, and its notice:
// it was about a screen no longer shown.
func (l *Layers) dropOffer() {
	if l.offer == nil {
		return
	}
	text := l.offer.text
	l.offer = nil
	l.drop(func(n notice) bool { return n.text == text })
	l.pic.Invalidate()
}

// shownOffer returns the choice shown with the notices, if any.
func (l *Layers) shownOffer(cur, next ui.Scene) *offer {
	switch {
	case l.offer == nil:
	case len(l.notices) == 0 || cur != l.offer.p && next != l.offer.p:
		l.dropOffer()
	case cur != l.offer.p:
		return nil // its screen is on its way
	}
	return l.offer
}

// Layout places the notices' box at the foot of the screen, clear of what
// screen cur keeps clear of them, and their buttons in it.
func (l *Layers) Layout(c *ui.Context, cur, next ui.Scene) {
	l.leave(cur, next)
	if len(l.notices) == 0 {
		l.box = ui.Rect{}
		l.dismiss.Rect = ui.Rect{}
		return
	}
	s := c.S
	area := ui.Rect{W: c.W, H: c.H}
	if sp, ok := cur.(noticeSpacer); ok {
		if r := sp.NoticeSpace(c); r.W >= 360*s {
			area = r
		}
	}
	w := math.Min(area.W-24*s, 620*s)
	f := ui.Face(false, 15*s)
	l.lines = ui.Wrap(strings.Join(l.Notices(), "\n"), f, w-32*s)
	h := float64(len(l.lines))*ui.LineHeight(f) + 16*s + 44*s + 20*s
	offer := l.shownOffer(cur, next)
	// An offer's choices share Dismiss's row when all fit at a width a
	// word like "Medium" reads well in; on a phone they take a row above.
	var bw float64
	oneRow := false
	if offer != nil {
		across := func(n int) float64 { // the width of n buttons in a row
			return math.Min(140*s, (w-32*s-8*s*float64(n-1))/float64(n))
		}
		bw = across(len(offer.buttons) + 1)
		if oneRow = bw >= 100*s; !oneRow {
			bw = across(len(offer.buttons))
			h += 44*s + 10*s
		}
	}
	l.box = ui.Rect{X: area.X + (area.W-w)/2, Y: c.H - h - 12*s, W: w, H: h}
	l.dismiss.Rect = ui.Rect{X: l.box.Right() - 16*s - 120*s, Y: l.box.Bottom() - 16*s - 44*s, W: 120 * s, H: 44 * s}
	if offer == nil {
		return
	}
	y := l.dismiss.Rect.Y - 10*s - 44*s
	if oneRow {
		y = l.dismiss.Rect.Y
		l.dismiss.Rect.X, l.dismiss.Rect.W = l.box.Right()-16*s-bw, bw
	}
	for i, b := range offer.buttons {
		b.Rect = ui.Rect{X: l.box.X + 16*s + float64(i)*(bw+8*s), Y: y, W: bw, H: 44 * s}
	}
}

// Room returns the height the screen shown keeps clear of the notices,
// laid out for c: all of it without notices, else what stands above
// their box. A screen keeps at least minRoom of its height, under which
// a long notice on a low window covers its foot rather than leave it no
// room at all.
func (l *Layers) Room(c *ui.Context) float64 {
	if len(l.notices) == 0 || l.box.Empty() {
		return c.H
	}
	return math.Max(l.box.Y-4*c.S, minRoom*c.H)
}

// Fit reports whether the room the notices leave the screen changed
// since the last call (a notice came or was dismissed), keeping the new
// room for ScreenContext: the screen is then laid out again above the
// notices, its board smaller while they show, rather than hidden in part
// under them.
func (l *Layers) Fit(c *ui.Context) bool {
	room := l.Room(c)
	if room == l.room {
		return false
	}
	l.room = room
	return true
}

// ScreenContext returns the context of the screen shown: c, its height
// the room the notices left it at the last Fit.
func (l *Layers) ScreenContext(c *ui.Context) *ui.Context {
	l.screen = *c
	if l.room > 0 && l.room < c.H {
		l.screen.H = l.room
	}
	return &l.screen
}

// minRoom is the least part of the screen's height the notices leave it.
const minRoom = 0.45

// Update gives the frame's input to the dialog open, if any, and leaves
// the screen a frame without it; else to the notices, which take the
// input on their box.
func (l *Layers) Update(c *ui.Context, cur, next ui.Scene) {
	if len(l.dialogs) > 0 {
		d := l.dialogs[0]
		d.Update(c)
		if d.Closed() {
			l.dialogs = l.dialogs[1:]
			if len(l.dialogs) > 0 {
				l.dialogs[0].Open(l)
			}
			l.pic.Invalidate()
		}
		// The screen runs on, without the input the dialog took.
		*c.In = ui.Frame{X: -1, Y: -1}
		return
	}
	if len(l.notices) == 0 {
		return
	}
	l.Layout(c, cur, next)
	f := c.In
	if l.dismiss.Click(f, c.Dt) {
		f.Swallow()
		return
	}
	if o := l.shownOffer(cur, next); o != nil && ui.ClickAny(f, c.Dt, o.buttons...) {
		f.Swallow()
		return
	}
	if l.box.Contains(f.X, f.Y) && (f.Pressed || f.Released) {
		f.Swallow()
	}
}

// Ask opens dialog d over every screen, or after the dialogs already
// open are answered.
func (l *Layers) Ask(d *ui.Dialog) {
	l.dialogs = append(l.dialogs, d)
	if len(l.dialogs) == 1 {
		d.Open(l)
	}
	l.pic.Invalidate()
}

// Dialog returns the dialog open, or nil.
func (l *Layers) Dialog() *ui.Dialog {
	if len(l.dialogs) == 0 {
		return nil
	}
	return l.dialogs[0]
}

// Asked reports whether a dialog titled title is open or waiting.
func (l *Layers) Asked(title string) bool {
	return slices.ContainsFunc(l.dialogs, func(d *ui.Dialog) bool { return d.Title == title })
}

// Close closes every dialog, answered or not: the screen they were asked
// over stopped.
func (l *Layers) Close() { l.dialogs = nil }

// Animating reports whether the dialog open changes at every frame.
func (l *Layers) Animating() bool { return len(l.dialogs) > 0 && l.dialogs[0].Animating() }

// Busy reports whether the dialog open keeps the frames awake: it
// animates, or has a field to type in.
func (l *Layers) Busy() bool {
	return len(l.dialogs) > 0 && (l.dialogs[0].Animating() || l.dialogs[0].Typing())
}

// Covers reports whether notices or a dialog are shown over the screen.
func (l *Layers) Covers() bool { return len(l.notices) > 0 || len(l.dialogs) > 0 }

// Draw draws the notices, with their buttons, and the dialog open.
func (l *Layers) Draw(dst *ebiten.Image, c *ui.Context, cur, next ui.Scene) {
	if len(l.notices) > 0 {
		s := c.S
		r := l.box
		ui.DrawShadow(dst, r, 14*s, 10*s)
		ui.FillRoundRect(dst, r, 14*s, ui.RGB(0x3a2b22))
		ui.StrokeRoundRect(dst, r.Inset(0.5*s), 14*s, 1.5*s, ui.ColDanger)
		f := ui.Face(false, 15*s)
		y := r.Y + 16*s + ui.LineHeight(f)/2
		for _, ln := range l.lines {
			ui.DrawText(dst, ln, f, r.X+16*s, y, ui.AlignLeft, ui.ColText)
			y += ui.LineHeight(f)
		}
		l.dismiss.Draw(dst, c.In, s)
		if o := l.shownOffer(cur, next); o != nil {
			for _, b := range o.buttons {
				b.Draw(dst, c.In, s)
			}
		}
	}
	if len(l.dialogs) > 0 {
		l.dialogs[0].Layout(c)
		l.dialogs[0].Draw(dst, c)
	}
}
