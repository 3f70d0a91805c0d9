// Package menu is the title screen: the collection of games as cards,
// each with a way into its lesson, its puzzles and its game in progress,
// and above them the games by message kept on this device.
package menu

import (
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/puzzle/sets"
	"parlour/lang"
	"parlour/platform"
	"parlour/scenes/board"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// Host is what the menu asks of the app around it: to speak, ask and
// draw again, the games kept, and the screens its cards lead to.
type Host interface {
	Announce(sentence string)
	Notify(msg string)
	Ask(d *ui.Dialog)
	Invalidate()
	// InProgress returns g's saved game, if one is in progress; Resume
	// goes back into it.
	InProgress(g *game.Game) (*game.Match, []saves.Seat, bool)
	Resume(m *game.Match, seats []saves.Seat)
	// OpenOptions opens g's options, before a new game.
	OpenOptions(g *game.Game)
	// Learn opens g's lesson and OpenPuzzles its puzzles, whose Back
	// returns to back.
	Learn(g *game.Game, back ui.Scene)
	OpenPuzzles(g *game.Game, back ui.Scene)
	// PuzzleGame returns the game whose puzzles the header's Puzzles
	// opens, nil when no game has any.
	PuzzleGame() *game.Game
	// Letters returns the games by message kept here, ResumeLetter opens
	// one and RemoveLetter deletes the one of ID id.
	Letters() []saves.Letter
	ResumeLetter(l saves.Letter)
	RemoveLetter(id string) error
}

// Screen is the title screen.
type Screen struct {
	host   Host
	cards  []card
	allPuz *ui.Button // the header's Puzzles, nil when no game has any
	// letters are the games by message, listed above the cards;
	// lettersY is where their heading stands in the list.
	letters  []letterRow
	lettersY float64
	hover    int
	pressed  int
	// focus has perCard places a card: the card (4i), its Learn (4i+1),
	// when its game has a lesson, its Continue (4i+2), when a game is in
	// progress, and its Puzzles (4i+3); then the header's Puzzles; then
	// two places a game by message, its line and its Remove. Tab goes
	// round them as they stand on the screen (tabOrder): the header, the
	// games by message, the cards.
	focus  ui.FocusRing
	cols   int
	scroll ui.Scroller
	view   ui.Rect
	header ui.Rect
	boards boards
	// relayout lays the menu out again at the next Update (a game by
	// message removed).
	relayout bool
}

// card is one game's card: where it stands in the scrolled list, and
// its buttons, each without a button where the game has none.
type card struct {
	entry   catalog.Entry
	r       ui.Rect // in content coordinates
	learn   placed  // for a game with a lesson
	cont    placed  // for a game in progress
	puzzles placed  // for a game with puzzles
	game    *game.Match
	seats   []saves.Seat
}

// letterRow is a game by message in the list: its line, a button that
// opens it, and its Remove.
type letterRow struct {
	l      saves.Letter
	open   placed
	remove placed
	lines  []string // the line's words under the game's name, wrapped to the button
}

// placed is a button of the scrolled list and where it stands in the
// list; the button's Rect is where it stands on the screen.
type placed struct {
	b  *ui.Button
	at ui.Rect
}

// buttons returns the card's buttons.
func (c *card) buttons() []*ui.Button {
	var out []*ui.Button
	for _, b := range []*ui.Button{c.learn.b, c.cont.b, c.puzzles.b} {
		if b != nil {
			out = append(out, b)
		}
	}
	return out
}

// boards are the cards' boards, which come one a frame. Drawing a board
// the first time (its pieces' art) is the slowest part of the menu, so
// the menu first appears without them; at a new size they come one a
// frame again. Each frame's drawing commands are held until the frame
// ends, so painting every board at once would also grow the graphics
// command queue's vertex buffer, which a web page's memory keeps for
// good, several times over.
type boards struct {
	// thumbs are the positions the boards show, by game ID.
	thumbs map[string]game.State
	shown  int        // the cards whose board is drawn
	drawn  bool       // the menu was drawn since shown last grew
	size   [2]float64 // the size of the cards the boards were drawn for
}

// thumb returns the position card i shows on its board, its game's usual
// start, or nil while the card's board is not shown yet or when the game
// cannot start. A game is started when its board is first shown, so that
// the first frame does not wait for six games to be set up: Leapfrog's
// board alone took 8 ms of a return visit's start (docs/measurements.md).
func (m *Screen) thumb(i int) game.State {
	if i >= m.boards.shown {
		return nil
	}
	g := m.cards[i].entry.Game
	st, ok := m.boards.thumbs[g.ID]
	if !ok {
		if s, _, err := g.Start(nil); err == nil {
			st = s
		} // else the card shows no board
		m.boards.thumbs[g.ID] = st
	}
	return st
}

// perCard is the number of focus places of a card.
const perCard = 4

// hasPuzzles reports whether g ships puzzles.
func hasPuzzles(g *game.Game) bool { return len(sets.For(g.ID)) > 0 }

// New returns the menu.
func New(h Host) *Screen {
	m := &Screen{host: h, hover: -1, pressed: -1, boards: boards{thumbs: map[string]game.State{}}}
	if g := h.PuzzleGame(); g != nil {
		m.allPuz = ui.NewAction(lang.T("Puzzles"), func() { h.OpenPuzzles(h.PuzzleGame(), m) })
		m.allPuz.Small = true
	}
	for i, e := range catalog.Entries() {
		c := card{entry: e}
		if e.Game != nil && hasPuzzles(e.Game) {
			c.puzzles.b = ui.NewAction(lang.T("Puzzles"), func() { h.OpenPuzzles(e.Game, m) })
			c.puzzles.b.Name = "puzzles:" + e.Game.ID
			c.puzzles.b.Small = true
		}
		if e.Game.Lesson != nil {
			c.learn.b = ui.NewAction(lang.T("Learn"), func() { h.Learn(e.Game, m) })
			c.learn.b.Name = "learn:" + e.Game.ID
			c.learn.b.Small = true
		}
		if mt, seats, ok := h.InProgress(e.Game); ok && !untouched(mt) {
			c.game, c.seats = mt, seats
			c.cont.b = ui.NewAction(lang.T("Continue, move %d", mt.Round()), func() { m.resume(i) })
			c.cont.b.Name = "continue:" + e.Game.ID
			c.cont.b.Primary, c.cont.b.Small = true, true
		}
		m.cards = append(m.cards, c)
	}
	m.listLetters()
	return m
}

// Again returns the menu made anew from the saves, scrolled where this
// one is and with its boards drawn: another window saved a game.
func (m *Screen) Again() *Screen {
	n := New(m.host)
	n.scroll, n.boards.thumbs, n.boards.shown = m.scroll, m.boards.thumbs, m.boards.shown
	return n
}

// Scroll returns the scroller of the list of cards.
func (m *Screen) Scroll() *ui.Scroller { return &m.scroll }

// listLetters makes the buttons of the games by message.
func (m *Screen) listLetters() {
	m.letters = nil
	for _, l := range m.host.Letters() {
		// The button's words are drawn on two lines by drawLetter.
		open := ui.NewAction("", func() {
			m.host.ResumeLetter(l)
			m.host.Announce(Line(l) + ".")
		})
		open.Name = "letter:" + l.ID
		remove := ui.NewAction(lang.T("Remove"), func() { m.remove(l) })
		remove.Name, remove.Small = "remove:"+l.ID, true
		m.letters = append(m.letters, letterRow{l: l, open: placed{b: open}, remove: placed{b: remove}})
	}
}

// remove asks, then deletes the game by message l.
func (m *Screen) remove(l saves.Letter) {
	h := m.host
	h.Ask(ui.NewDialog(lang.T("Remove this game by message?"),
		lang.T("%s. Its moves are deleted from this device. A later link of it from a friend starts it again here.", Line(l)),
		ui.Choice{Label: lang.T("Remove"), Action: func() {
			if err := h.RemoveLetter(l.ID); err != nil {
				h.Notify(lang.T("The game could not be removed: %s.", platform.PlayerReason(err)))
				return
			}
			h.Announce(lang.T("Removed."))
			m.listLetters()
			h.Invalidate()
			m.relayout = true
		}},
		ui.Choice{Label: lang.T("Keep it"), Primary: true}))
}

// Line names a game by message in the menu's list: the game, then where
// it stands (Standing): "Hare and Hounds · You play Hare against Bo · Bo
// to move".
func Line(l saves.Letter) string { return lang.T(l.Match.Game().Name) + " · " + Standing(l) }

// Standing says, of a game by message, which side the player here plays,
// against whom when the friends gave their names, and whose move it is
// or who won: "You play Hounds · Hare to move", "You play Hare against
// Bo · you won". Sides are named as the game names them everywhere
// ("Hounds to move."); a seat's name is never taken for a person's.
func Standing(l saves.Letter) string {
	m := l.Match
	seats, nouns, own := m.SeatNouns(), m.Nouns(), m.OwnNames()
	var friends []string
	for i, n := range own {
		if i != l.Mine && n != "" {
			friends = append(friends, n)
		}
	}
	var said string
	switch mine := l.Mine >= 0 && l.Mine < len(seats); {
	case mine && len(friends) > 0:
		said = lang.T("You play %s against %s", lang.T(seats[l.Mine].Name), game.List(friends))
	case mine:
		said = lang.T("You play %s", lang.T(seats[l.Mine].Name))
	case len(friends) > 0:
		said = lang.T("You play against %s", game.List(friends))
	default:
		said = lang.T("You play")
	}
	o := m.Outcome()
	switch w, pl := o.Winner(), m.ToMove(); {
	case o.Over && o.IsDraw():
		return said + " · " + lang.T("a draw")
	case o.Over && w >= 0 && int(w) == l.Mine:
		return said + " · " + lang.T("you won")
	case o.Over && w >= 0 && int(w) < len(nouns):
		return said + " · " + lang.T("%s won", lang.T(nouns[w].Name))
	case o.Over:
		return said + " · " + game.Headline(o, nouns)
	case int(pl) == l.Mine:
		return said + " · " + lang.T("your move")
	case pl >= 0 && int(pl) < len(nouns):
		return said + " · " + lang.T("%s to move", lang.T(nouns[pl].Name))
	}
	return said
}

// untouched reports whether m is a game nobody has played yet from the
// usual start, which Play starts just as well: its card offers no
// Continue.
func untouched(m *game.Match) bool {
	sv := m.Snapshot()
	return len(sv.Moves) == 0 && sv.Start == ""
}

// Name returns "menu".
func (m *Screen) Name() string { return "menu" }

// cardTarget names an entry's card for the test hooks: "card:harehounds",
// or a slug of the name for games still to come ("card:fox-and-geese").
func cardTarget(e catalog.Entry) string {
	if e.ID != "" {
		return "card:" + e.ID
	}
	return "card:" + strings.ReplaceAll(strings.ToLower(e.Name), " ", "-")
}

// Layout places the title, the games by message and the cards.
func (m *Screen) Layout(c *ui.Context) {
	s := c.S
	pad := 24 * s
	if c.W < 600*s {
		pad = 14 * s
	}
	area := c.Bounds().Inset(pad).CenterWidth(1080 * s)
	titleH := 118 * s
	if c.H < 560*s {
		titleH = 86 * s
	}
	m.header, _ = area.CutTop(titleH)
	if m.allPuz != nil {
		w := learnWidth(s) + 18*s
		m.allPuz.Rect = ui.Rect{X: m.header.Right() - w, Y: m.header.Y, W: w, H: 36 * s}
	}
	m.view = ui.Rect{X: 0, Y: m.header.Bottom(), W: c.W, H: c.H - m.header.Bottom()}
	inner := ui.Rect{X: area.X, Y: 0, W: area.W, H: 0}
	y := 4 * s
	if len(m.letters) > 0 {
		// The games by message, a line each, above the cards.
		m.lettersY = y + 14*s
		y += 28 * s
		rw := 110 * s
		if inner.W < 540*s {
			rw = 92 * s
		}
		top, bottom := letterFaces(s)
		for i := range m.letters {
			lr := &m.letters[i]
			w := inner.W - rw - 10*s
			// The line wraps rather than cut a name or the result: its
			// button grows a line at a time.
			lr.lines = standingLines(Standing(lr.l), bottom, w-28*s)
			h := math.Max(56*s, 10*s+ui.LineHeight(top)+float64(len(lr.lines))*ui.LineHeight(bottom)+10*s)
			lr.open.at = ui.Rect{X: inner.X, Y: y, W: w, H: h}
			lr.remove.at = ui.Rect{X: inner.Right() - rw, Y: y + (h-44*s)/2, W: rw, H: 44 * s}
			y += h + 8*s
		}
		y += 12 * s
	}
	gap := 16 * s
	m.cols = 1
	if inner.W >= 860*s {
		m.cols = 3
	} else if inner.W >= 540*s {
		m.cols = 2
	}
	rows := (len(m.cards) + m.cols - 1) / m.cols
	var ch float64
	if m.cols == 1 {
		ch = 128 * s
	} else {
		avail := m.view.H - y - pad - gap*float64(rows-1)
		ch = ui.Clamp(avail/float64(rows), 200*s, 280*s)
	}
	inner.Y = y
	// The cards grow until every game's summary fits its card whole
	// (the list above them may have taken their room on a short screen).
	for range 40 {
		for i, r := range inner.Grid(len(m.cards), m.cols, gap, ch) {
			m.cards[i].r = r
		}
		if m.blurbsFit(s) {
			break
		}
		ch += 4 * s
	}
	if len(m.cards) > 0 {
		if sz := [2]float64{m.cards[0].r.W, m.cards[0].r.H}; sz != m.boards.size {
			m.boards.size, m.boards.shown = sz, 0
		}
	}
	content := y + float64(rows)*ch + float64(rows-1)*gap + pad
	m.scroll.SetContent(content, m.view.H)
	for i := range m.cards {
		cd := &m.cards[i]
		if cd.cont.b != nil {
			cd.cont.at = m.contRect(cd.r, s)
		}
		if cd.learn.b != nil {
			cd.learn.at = m.learnRect(cd.r, s)
		}
		if cd.puzzles.b != nil {
			cd.puzzles.at = m.learnRect(cd.r, s).Offset(0, 40*s)
		}
	}
	m.placeButtons()
}

// cardParts splits card r into its board and its words.
func (m *Screen) cardParts(r ui.Rect, s float64) (thumb, body ui.Rect) {
	if m.cols == 1 {
		// The board keeps its size when a card grows for its words.
		side := math.Min(r.H, 128*s) - 20*s
		thumb, body = r.Inset(10 * s).CutLeft(side)
		thumb.Y, thumb.H = thumb.Y+(thumb.H-side)/2, side
		body.X += 14 * s
		body.W -= 14 * s
		return thumb, body
	}
	thumb, body = r.Inset(12 * s).CutTop((r.H - 24*s) * 0.5)
	body.Y += 12 * s
	body.H -= 12 * s
	return thumb, body
}

// playPill returns the Play pill of a card whose words stand in body.
func playPill(body ui.Rect, s float64) ui.Rect {
	pf := ui.Face(true, 13*s)
	pillH := 26 * s
	return ui.Rect{X: body.X, Y: body.Bottom() - pillH, W: ui.TextWidth(lang.T("Play"), pf) + 22*s, H: pillH}
}

// contRect returns where the Continue button of card r stands: beside
// its Play pill, as tall as a finger needs.
func (m *Screen) contRect(r ui.Rect, s float64) ui.Rect {
	_, body := m.cardParts(r, s)
	pill := playPill(body, s)
	h := 36 * s
	x := pill.Right() + 10*s
	return ui.Rect{X: x, Y: pill.Bottom() - h + 5*s, W: math.Min(body.Right()-x, 190*s), H: h}
}

// learnRect returns where the Learn button of card r stands: at the
// right of the game's name.
func (m *Screen) learnRect(r ui.Rect, s float64) ui.Rect {
	_, body := m.cardParts(r, s)
	w := learnWidth(s)
	return ui.Rect{X: body.Right() - w, Y: body.Y - 6*s, W: w, H: 34 * s}
}

// learnWidth is the width of a card's Learn and Puzzles buttons: room
// for the longer of their labels, in the language shown, at least 72
// points and at most 120.
func learnWidth(s float64) float64 {
	f := ui.Face(false, 16*s)
	w := max(ui.TextWidth(lang.T("Learn"), f), ui.TextWidth(lang.T("Puzzles"), f)) + 14*s
	return min(max(w, 72*s), 120*s)
}

// placeButtons puts the buttons of the list where it is scrolled to.
func (m *Screen) placeButtons() {
	for _, lr := range m.letters {
		m.place(lr.open)
		m.place(lr.remove)
	}
	for _, cd := range m.cards {
		m.place(cd.cont)
		m.place(cd.learn)
		m.place(cd.puzzles)
	}
}

// place puts button p, if there is one, where the list is scrolled to.
func (m *Screen) place(p placed) {
	if p.b != nil {
		p.b.Rect = m.screenRect(p.at)
	}
}

func (m *Screen) screenRect(r ui.Rect) ui.Rect { return r.Offset(0, m.view.Y-m.scroll.Offset) }

// focusable reports whether focus place i can take the focus: every card,
// the Learn of a game with a lesson, the Continue of a game in progress,
// the header's Puzzles when a game has puzzles, and every game by
// message's line and Remove.
func (m *Screen) focusable(i int) bool {
	if i == perCard*len(m.cards) {
		return m.allPuz != nil
	}
	if i > perCard*len(m.cards) {
		return m.focusLetter(i) >= 0
	}
	switch cd := &m.cards[i/perCard]; i % perCard {
	case 1:
		return cd.learn.b != nil
	case 2:
		return cd.cont.b != nil
	case 3:
		return cd.puzzles.b != nil
	}
	return true
}

// focusButton returns the focused button, or nil when the focus is on a
// card or nowhere.
func (m *Screen) focusButton() *ui.Button {
	switch i := m.focus.At(); {
	case i < 0:
	case i == perCard*len(m.cards):
		return m.allPuz
	case i > perCard*len(m.cards):
		if l := m.focusLetter(i); l >= 0 && (i-perCard*len(m.cards)-1)%2 == 1 {
			return m.letters[l].remove.b
		} else if l >= 0 {
			return m.letters[l].open.b
		}
		return nil
	case i%perCard == 1:
		return m.cards[i/perCard].learn.b
	case i%perCard == 2:
		return m.cards[i/perCard].cont.b
	case i%perCard == 3:
		return m.cards[i/perCard].puzzles.b
	}
	return nil
}

// focusPlaces is the number of places in the focus ring.
func (m *Screen) focusPlaces() int { return perCard*len(m.cards) + 1 + 2*len(m.letters) }

// focusLetter returns the game by message whose line or Remove is focus
// place i, or -1.
func (m *Screen) focusLetter(i int) int {
	if l := (i - perCard*len(m.cards) - 1) / 2; i > perCard*len(m.cards) && l < len(m.letters) {
		return l
	}
	return -1
}

// focusCard returns the index of the focused card, or -1.
func (m *Screen) focusCard() int {
	if i := m.focus.At(); i >= 0 && i%perCard == 0 && i < perCard*len(m.cards) {
		return i / perCard
	}
	return -1
}

// focusEntry returns the index of the card focused or whose button is,
// or -1.
func (m *Screen) focusEntry() int {
	if i := m.focus.At(); i >= 0 && i < perCard*len(m.cards) {
		return i / perCard
	}
	return -1
}

// Waiting reports whether cards' boards are still to come: the App keeps
// its frames coming rather than resting until they have, since a board
// comes with a drawn frame (see boards), and at rest the frames come
// once a second.
func (m *Screen) Waiting() bool { return m.boards.shown < len(m.cards) }

// Animating reports whether the list glides after a key (see
// ui.Scroller.Gliding).
func (m *Screen) Animating() bool { return m.scroll.Gliding() }

// Update handles pointer and keys.
func (m *Screen) Update(c *ui.Context) error {
	if m.boards.shown < len(m.cards) && m.boards.drawn {
		// One more board a drawn frame, however many updates run
		// between two frames (after a slow frame, several).
		m.boards.shown++
		m.boards.drawn = false
		m.host.Invalidate()
	}
	f := c.In
	if m.relayout {
		m.relayout = false
		m.Layout(c)
	}
	m.scroll.Update(f, m.view, c.S)
	m.placeButtons()
	if m.allPuz != nil && m.allPuz.Click(f, c.Dt) {
		return nil
	}
	if m.view.Contains(f.X, f.Y) || !f.Down {
		var rows []*ui.Button
		for _, lr := range m.letters {
			rows = append(rows, lr.open.b)
		}
		for _, lr := range m.letters {
			rows = append(rows, lr.remove.b)
		}
		if ui.ClickAny(f, c.Dt, rows...) {
			return nil
		}
		for _, cd := range m.cards {
			for _, b := range cd.buttons() {
				if b.Click(f, c.Dt) {
					return nil
				}
			}
		}
	}

	m.hover = -1
	for i, cd := range m.cards {
		sr := m.screenRect(cd.r)
		if !m.view.Contains(f.X, f.Y) || !sr.Contains(f.X, f.Y) {
			continue
		}
		onButton := false
		for _, b := range cd.buttons() {
			onButton = onButton || b.Rect.Contains(f.X, f.Y)
		}
		if onButton {
			continue
		}
		if f.Hover {
			m.hover = i
		}
		if f.Pressed {
			m.pressed = i
		}
		if f.Released && m.pressed == i && !f.Scrolled {
			m.open(i)
		}
	}
	if !f.Down {
		m.pressed = -1
	}
	m.keys(c)
	return nil
}

// keys moves the focus by Tab and the arrows, and activates what it is
// on by Enter.
func (m *Screen) keys(c *ui.Context) {
	f := c.In
	n := m.focusPlaces()
	if m.focus.At() >= n {
		// A game by message was removed from under the focus.
		m.focus.Set(n - 1)
		if !m.focusable(n - 1) {
			m.focus.Move(n, -1, m.focusable)
		}
	}
	moved := true
	switch {
	case f.Consume(ui.KeyTab):
		d := 1
		if f.Shift {
			d = -1
		}
		m.tab(d)
	case f.Consume(ui.KeyRight):
		m.arrow(1, 0)
	case f.Consume(ui.KeyLeft):
		m.arrow(-1, 0)
	case f.Consume(ui.KeyDown):
		m.arrow(0, 1)
	case f.Consume(ui.KeyUp):
		m.arrow(0, -1)
	default:
		moved = false
	}
	if moved {
		m.reveal(c)
		m.announceFocus()
		return
	}
	if f.Consume(ui.KeyActivate) {
		switch ci := m.focusEntry(); {
		case ci < 0 && m.focusButton() != nil:
			m.focusButton().Activate()
		case ci < 0:
			m.arrow(0, 0)
			m.reveal(c)
			m.announceFocus()
		case m.focusCard() >= 0:
			m.open(ci)
		default:
			m.focusButton().Activate()
		}
	}
}

// tabOrder lists the places that can take the focus in the order they
// stand on the screen: the header's Puzzles, each game by message's line
// and its Remove, then each card and its buttons.
func (m *Screen) tabOrder() []int {
	cards := perCard * len(m.cards)
	var order []int
	for i := cards; i < m.focusPlaces(); i++ {
		order = append(order, i)
	}
	for i := range cards {
		order = append(order, i)
	}
	return slices.DeleteFunc(order, func(i int) bool { return !m.focusable(i) })
}

// tab moves the focus d places along tabOrder, round it; from none, a
// step on lands on the first place and a step back on the last.
func (m *Screen) tab(d int) {
	order := m.tabOrder()
	if len(order) == 0 {
		m.focus.Clear()
		return
	}
	at := slices.Index(order, m.focus.At())
	switch {
	case at < 0 && d < 0:
		at = len(order) - 1
	case at < 0:
		at = 0
	default:
		at = (at + d + len(order)) % len(order)
	}
	m.focus.Set(order[at])
}

// letterPlace returns the focus place of game by message l's line, or
// of its Remove.
func (m *Screen) letterPlace(l int, remove bool) int {
	i := perCard*len(m.cards) + 1 + 2*l
	if remove {
		i++
	}
	return i
}

// arrow moves the focus by an arrow key, dx across and dy down: among
// the cards by their grid; from the cards' first row up to the games by
// message, and down from the last of those to the cards; across a game
// by message between its line and its Remove. From no focus, or the
// header's, any arrow lands on the first of the list.
func (m *Screen) arrow(dx, dy int) {
	at := m.focus.At()
	if l := m.focusLetter(at); l >= 0 {
		remove := at == m.letterPlace(l, true)
		switch {
		case dx != 0:
			m.focus.Set(m.letterPlace(l, dx > 0))
		case dy < 0 && l > 0:
			m.focus.Set(m.letterPlace(l-1, remove))
		case dy > 0 && l+1 < len(m.letters):
			m.focus.Set(m.letterPlace(l+1, remove))
		case dy > 0 && len(m.cards) > 0:
			m.focus.Set(0)
		}
		return
	}
	ci := m.focusEntry()
	switch d := dx + dy*m.cols; {
	case ci < 0 && len(m.letters) > 0:
		m.focus.Set(m.letterPlace(0, false))
	case ci < 0:
		m.focus.Set(0)
	case dy < 0 && ci < m.cols && len(m.letters) > 0:
		m.focus.Set(m.letterPlace(len(m.letters)-1, false))
	case ci+d >= 0 && ci+d < len(m.cards):
		m.focus.Set(perCard * (ci + d))
	default:
		m.focus.Set(perCard * ci)
	}
}

// announceFocus tells screen readers what the keyboard focus is on.
func (m *Screen) announceFocus() {
	ci := m.focusEntry()
	h := m.host
	switch {
	case m.allPuz != nil && m.focusButton() == m.allPuz:
		h.Announce(lang.T("Puzzles: positions where one move reaches the goal, with a rating that follows you. Press Enter."))
	case m.focusLetter(m.focus.At()) >= 0:
		lr := m.letters[m.focusLetter(m.focus.At())]
		if m.focusButton() == lr.remove.b {
			h.Announce(lang.T("Remove the game by message %s. Press Enter.", Line(lr.l)))
		} else {
			h.Announce(lang.T("Game by message: %s. Press Enter to open it.", Line(lr.l)))
		}
	case ci < 0:
	case m.focusCard() >= 0:
		cd := &m.cards[ci]
		said := lang.T(cd.entry.Name) + ". " + lang.T(cd.entry.Game.Summary) + " " + lang.T("Press Enter to play.")
		if cd.learn.b != nil {
			said += " " + lang.T("Tab to Learn it, step by step.")
		}
		if cd.puzzles.b != nil {
			said += " " + lang.T("It has puzzles.")
		}
		if cd.game != nil {
			said += " " + lang.T("A game is in progress: Tab to Continue it.")
		}
		h.Announce(said)
	case m.focusButton() == m.cards[ci].learn.b:
		h.Announce(lang.T("Learn %s on the board, step by step. Press Enter.", lang.T(m.cards[ci].entry.Name)))
	case m.focusButton() == m.cards[ci].puzzles.b:
		h.Announce(lang.T("Puzzles of %s: find the one move that reaches the goal. Press Enter.", lang.T(m.cards[ci].entry.Name)))
	default:
		h.Announce(lang.T("Continue your game of %s at move %d. Press Enter.", lang.T(m.cards[ci].entry.Name), m.cards[ci].game.Ply()+1))
	}
}

func (m *Screen) reveal(c *ui.Context) {
	if l := m.focusLetter(m.focus.At()); l >= 0 {
		r := m.letters[l].open.at
		m.scroll.Reveal(r.Y-8*c.S, r.Bottom()+8*c.S, m.view.H)
		return
	}
	ci := m.focusEntry()
	if ci < 0 {
		return
	}
	r := m.cards[ci].r
	m.scroll.Reveal(r.Y-8*c.S, r.Bottom()+8*c.S, m.view.H)
}

// resume goes back into card i's game in progress.
func (m *Screen) resume(i int) {
	if cd := &m.cards[i]; cd.game != nil {
		m.host.Resume(cd.game, cd.seats)
	}
}

func (m *Screen) open(i int) { m.host.OpenOptions(m.cards[i].entry.Game) }

// Targets lists the header's Puzzles, the games by message, the cards and
// their buttons, each by the part of it that shows in the scrolled view,
// where a tap lands on it: one scrolled out of the view is not listed.
func (m *Screen) Targets(add func(string, ui.Rect)) {
	if m.allPuz != nil {
		add(m.allPuz.Target(), m.allPuz.Rect)
	}
	for _, lr := range m.letters {
		for _, b := range []*ui.Button{lr.open.b, lr.remove.b} {
			if r := b.Rect; r.Y >= m.view.Y-1 && r.Bottom() <= m.view.Bottom()+1 {
				add(b.Target(), r)
			}
		}
	}
	for _, cd := range m.cards {
		add(cardTarget(cd.entry), m.screenRect(cd.r).Intersect(m.view))
		for _, b := range cd.buttons() {
			add(b.Target(), b.Rect.Intersect(m.view))
		}
	}
}

// Draw draws the menu.
func (m *Screen) Draw(dst *ebiten.Image, c *ui.Context) {
	s := c.S
	ui.VerticalGradient(dst, c.Bounds(), ui.ColBackground, ui.ColBackground2)
	cx := m.header.X + m.header.W/2
	big := 54.0
	if m.header.H < 100*s {
		big = 42
	}
	// The title, centred, keeps clear of the Puzzles button beside it,
	// which a longer language widens.
	room := m.header.W
	if m.allPuz != nil {
		room -= 2 * (m.allPuz.Rect.W + 8*s)
	}
	ui.DrawText(dst, "Parlour", ui.FitFace("Parlour", true, big*s, 30*s, room), cx, m.header.Y+m.header.H*0.4, ui.AlignCenter, ui.ColText)
	tagline := lang.T("Traditional board games, old rules, one table")
	ui.DrawText(dst, tagline, ui.FitFace(tagline, false, 16*s, 12*s, m.header.W), cx, m.header.Y+m.header.H*0.82, ui.AlignCenter, ui.ColMuted)
	if m.allPuz != nil {
		m.allPuz.Focused = m.allPuz == m.focusButton()
		m.allPuz.Draw(dst, c.In, s)
	}

	view := ui.Clip(dst, m.view)
	if len(m.letters) > 0 {
		x := m.letters[0].open.at.X
		y := m.screenRect(ui.Rect{X: x, Y: m.lettersY}).Y
		ui.DrawText(view, lang.T("GAMES BY MESSAGE"), ui.Face(true, 12.5*s), x, y, ui.AlignLeft, ui.ColAccent)
		for _, lr := range m.letters {
			open, remove := lr.open.b, lr.remove.b
			open.Focused = open == m.focusButton()
			remove.Focused = remove == m.focusButton()
			open.Draw(view, c.In, s)
			m.drawLetter(view, lr, open.Rect, s)
			remove.Draw(view, c.In, s)
		}
	}
	for i := range m.cards {
		cd := &m.cards[i]
		r := m.screenRect(cd.r)
		if r.Bottom() < m.view.Y || r.Y > m.view.Bottom() {
			continue
		}
		m.drawCard(view, c, i, r)
		for _, b := range cd.buttons() {
			b.Focused = b == m.focusButton()
			b.Draw(view, c.In, s)
		}
	}
	if m.scroll.Max > 0 {
		m.scroll.DrawBar(dst, m.view, s)
	}
	m.boards.drawn = true
}

// drawLetter writes a game by message's lines on its button r: the
// game, then where it stands, wrapped (Standing).
func (m *Screen) drawLetter(dst *ebiten.Image, lr letterRow, r ui.Rect, s float64) {
	w := r.W - 28*s
	top, bottom := letterFaces(s)
	name := lang.T(lr.l.Match.Game().Name)
	lines := float64(len(lr.lines))
	y := r.Y + (r.H-ui.LineHeight(top)-lines*ui.LineHeight(bottom))/2 + ui.LineHeight(top)/2
	ui.DrawText(dst, ui.Ellipsize(name, top, w), top, r.X+14*s, y, ui.AlignLeft, ui.ColText)
	y += (ui.LineHeight(top) + ui.LineHeight(bottom)) / 2
	for _, ln := range lr.lines {
		ui.DrawText(dst, ln, bottom, r.X+14*s, y, ui.AlignLeft, ui.ColMuted)
		y += ui.LineHeight(bottom)
	}
}

// standingLines wraps where a game by message stands to width in f: on
// one line when it fits, else each of its parts ("You play Hare against
// Ann", "your move") on lines of its own.
func standingLines(standing string, f *text.GoTextFace, width float64) []string {
	if lines := ui.Wrap(standing, f, width); len(lines) <= 1 {
		return lines
	}
	var lines []string
	for _, part := range strings.Split(standing, " · ") {
		lines = append(lines, ui.Wrap(part, f, width)...)
	}
	return lines
}

// letterFaces are the faces of a game by message's lines: the game's
// name, and where it stands.
func letterFaces(s float64) (top, bottom *text.GoTextFace) {
	return ui.Face(true, 15*s), ui.Face(false, 13.5*s)
}

// drawCard draws card i, standing at r on the screen.
func (m *Screen) drawCard(dst *ebiten.Image, c *ui.Context, i int, r ui.Rect) {
	s := c.S
	cd := &m.cards[i]
	e := cd.entry
	hover := m.hover == i
	press := m.pressed == i && r.Contains(c.In.X, c.In.Y)
	rad := 16 * s
	if !press {
		ui.DrawShadow(dst, r, rad, 8*s)
	}
	if hover && !press {
		r = r.Offset(0, -2*s)
	}
	fill := ui.ColPanel
	if hover {
		fill = ui.ColPanelHi
	}
	ui.FillRoundRect(dst, r, rad, fill)
	edge := ui.ColBorder
	if hover {
		edge = ui.ColAccent
	}
	ui.StrokeRoundRect(dst, r.Inset(0.5*s), rad, 1.5*s, edge)
	if m.focusCard() == i {
		ui.StrokeRoundRect(dst, r.Inset(-4*s), rad+4*s, 2.5*s, ui.ColFocus)
	}

	thumb, body := m.cardParts(r, s)
	ui.FillRoundRect(dst, thumb, 10*s, ui.Mix(fill, ui.ColBackground2, 0.35))
	if st := m.thumb(i); st != nil {
		v := board.Fit(st.Board(), thumb.Inset(6*s))
		look := board.NoMarks()
		look.State, look.Looks = st, e.Game.Looks
		board.Draw(dst, v, s, look)
	}

	nameF := ui.Face(true, 19*s)
	fg, muted := ui.ColText, ui.ColMuted
	y := body.Y + ui.LineHeight(nameF)/2
	fitF, names := cardTitle(cd, body, s)
	for i, ln := range names {
		if i > 0 {
			y += ui.LineHeight(fitF)
		}
		ui.DrawText(dst, ln, fitF, body.X, y, ui.AlignLeft, fg)
	}
	y += ui.LineHeight(nameF)/2 + 4*s
	blurbF, lines, _ := cardBlurb(lang.T(e.Game.Summary), blurbBody(cd, body, s), titleBelow(fitF, names), s)
	for _, ln := range lines {
		ui.DrawText(dst, ln, blurbF, body.X, y+ui.LineHeight(blurbF)/2, ui.AlignLeft, muted)
		y += ui.LineHeight(blurbF)
	}
	pf := ui.Face(true, 13*s)
	pill := playPill(body, s)
	ui.FillRoundRect(dst, pill, pill.H/2, ui.ColAccent)
	ui.DrawText(dst, lang.T("Play"), pf, pill.X+pill.W/2, pill.Y+pill.H/2, ui.AlignCenter, ui.ColAccentText)
}

// cardTitle sets the name of card cd's game, whose words stand in body:
// on one line, beside its Learn button on a phone's card, and set
// smaller rather than cut; a name too long for the line even so (a long
// name in a language whose button labels run long) takes more lines in
// the smaller type, up to three, and only a fourth would be cut.
func cardTitle(cd *card, body ui.Rect, s float64) (*text.GoTextFace, []string) {
	w := body.W
	if cd.learn.b != nil {
		w -= learnWidth(s) + 8*s
	}
	title := lang.T(cd.entry.Name)
	f := ui.FitFace(title, true, 19*s, 15*s, w)
	if ui.TextWidth(title, f) <= w {
		return f, []string{title}
	}
	lines := ui.Wrap(title, f, w)
	if len(lines) > 3 {
		lines = []string{lines[0], lines[1], ui.Ellipsize(strings.Join(lines[2:], " "), f, w)}
	}
	for i, ln := range lines {
		lines[i] = ui.Ellipsize(ln, f, w)
	}
	return f, lines
}

// titleBelow is how much lower a card's summary starts for a name set
// on the lines given in f than for a name on one line.
func titleBelow(f *text.GoTextFace, lines []string) float64 {
	return float64(len(lines)-1) * ui.LineHeight(f)
}

// blurbBody returns the part of card cd's words, standing in body, that
// its summary may take: beside its Puzzles button when it has one.
func blurbBody(cd *card, body ui.Rect, s float64) ui.Rect {
	if cd.puzzles.b != nil {
		body.W -= learnWidth(s) + 8*s
	}
	return body
}

// blurbsFit reports whether every card, as laid out, holds its game's
// summary whole.
func (m *Screen) blurbsFit(s float64) bool {
	for i := range m.cards {
		cd := &m.cards[i]
		_, body := m.cardParts(cd.r, s)
		f, names := cardTitle(cd, body, s)
		if _, _, ok := cardBlurb(lang.T(cd.entry.Game.Summary), blurbBody(cd, body, s), titleBelow(f, names), s); !ok {
			return false
		}
	}
	return true
}

// cardBlurb fits a game's summary between the name and the Play pill of
// a card's body, in a smaller type or on more lines rather than cut; ok
// is false when it had to be cut all the same.
func cardBlurb(summary string, body ui.Rect, below, s float64) (f *text.GoTextFace, lines []string, ok bool) {
	top := ui.LineHeight(ui.Face(true, 19*s)) + 4*s + below
	return ui.FitLines(summary, false, 14.5*s, 12.5*s, body.W, body.H-top-26*s-6*s)
}
