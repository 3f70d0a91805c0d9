package scenes

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/game"
	"parlour/game/catalog"
	"parlour/scenes/board"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// Menu is the title screen: the collection of games as cards, each with
// a way back into its game in progress.
type Menu struct {
	app     *App
	entries []catalog.Entry
	cards   []ui.Rect    // in content coordinates
	conts   []*ui.Button // each card's Continue, nil without a game in progress; Rect on screen
	contAt  []ui.Rect    // where each Continue stands in the scrolled list
	learns  []*ui.Button // each card's Learn, nil for a game without a lesson; Rect on screen
	learnAt []ui.Rect    // where each Learn stands in the scrolled list
	puzzles []*ui.Button // each card's Puzzles, nil for a game without puzzles; Rect on screen
	puzAt   []ui.Rect    // where each Puzzles stands in the scrolled list
	allPuz  *ui.Button   // the header's Puzzles, nil when no game has any
	games   []*game.Match
	seats   [][]saves.Seat
	hover   int
	pressed int
	// focus has perCard places a card: the card (4i), its Learn (4i+1),
	// when its game has a lesson, its Continue (4i+2), when a game is in
	// progress, and its Puzzles (4i+3); then the header's Puzzles; then
	// two places a game by message, its line and its Remove. The ring
	// wraps, so Tab goes header, games by message, cards, as they stand.
	focus  ui.FocusRing
	cols   int
	scroll ui.Scroller
	view   ui.Rect
	header ui.Rect
	thumbs map[string]game.State
	// relayout lays the menu out again at the next Update (a game by
	// message removed).
	relayout bool
	// shown counts the cards whose board is drawn. Drawing a board the
	// first time (its pieces' art) is the slowest part of the menu, so
	// the menu first appears without them and they come one a frame; at a
	// new size they come one a frame again. Each frame's drawing commands
	// are held until the frame ends, so painting every board at once
	// would also grow the graphics command queue's vertex buffer, which
	// a web page's memory keeps for good, several times over.
	shown int
	drawn bool // the menu was drawn since shown last grew
	// cardSize is the size of the cards the boards were drawn for.
	cardSize [2]float64
	// The games by message, listed above the cards: each one's line (a
	// button that opens it) and its Remove button, with where they stand
	// in the scrolled list, and where the list's heading stands.
	letters  []saves.Letter
	opens    []*ui.Button
	removes  []*ui.Button
	opensAt  []ui.Rect
	removeAt []ui.Rect
	lettersY float64
}

// thumb returns the position card i shows on its board, its game's usual
// start, or nil while the card's board is not shown yet (the boards come
// one a frame after the menu's first frame) or when the game cannot
// start. A game is started when its board is first shown, so that the
// first frame does not wait for six games to be set up: Leapfrog's board
// alone took 8 ms of a return visit's start (docs/measurements.md).
func (m *Menu) thumb(i int) game.State {
	if i >= m.shown {
		return nil
	}
	g := m.entries[i].Game
	st, ok := m.thumbs[g.ID]
	if !ok {
		if s, _, err := g.Start(nil); err == nil {
			st = s
		} // else the card shows no board
		m.thumbs[g.ID] = st
	}
	return st
}

// perCard is the number of focus places of a card.
const perCard = 4

// NewMenu returns the menu.
func NewMenu(a *App) *Menu {
	m := &Menu{app: a, entries: catalog.Entries(), hover: -1, pressed: -1, thumbs: map[string]game.State{}}
	n := len(m.entries)
	m.conts, m.contAt, m.games, m.seats = make([]*ui.Button, n), make([]ui.Rect, n), make([]*game.Match, n), make([][]saves.Seat, n)
	m.learns, m.learnAt = make([]*ui.Button, n), make([]ui.Rect, n)
	m.puzzles, m.puzAt = make([]*ui.Button, n), make([]ui.Rect, n)
	if g := a.puzzleGame(); g != nil {
		m.allPuz = ui.NewAction("Puzzles", func() { a.OpenPuzzles(a.puzzleGame(), m) })
		m.allPuz.Small = true
	}
	for i, e := range m.entries {
		if e.Game != nil && hasPuzzles(e.Game) {
			b := ui.NewAction("Puzzles", func() { a.OpenPuzzles(e.Game, m) })
			b.Name = "puzzles:" + e.Game.ID
			b.Small = true
			m.puzzles[i] = b
		}
		if e.Game.Lesson != nil {
			b := ui.NewAction("Learn", func() { a.Learn(e.Game, m) })
			b.Name = "learn:" + e.Game.ID
			b.Small = true
			m.learns[i] = b
		}
		if mt, seats, ok := a.InProgress(e.Game); ok && !untouched(mt) {
			m.games[i], m.seats[i] = mt, seats
			b := ui.NewAction(fmt.Sprintf("Continue, move %d", mt.Round()), func() { m.resume(i) })
			b.Name = "continue:" + e.Game.ID
			b.Primary, b.Small = true, true
			m.conts[i] = b
		}
	}
	m.listLetters()
	return m
}

// again returns the menu made anew from the saves, scrolled where this
// one is and with its boards drawn: another window saved a game.
func (m *Menu) again() *Menu {
	n := NewMenu(m.app)
	n.scroll, n.thumbs, n.shown = m.scroll, m.thumbs, m.shown
	return n
}

// listLetters makes the buttons of the games by message.
func (m *Menu) listLetters() {
	m.letters = m.app.saves.Letters()
	m.opens, m.removes = nil, nil
	for _, l := range m.letters {
		// The button's words are drawn on two lines by drawLetter.
		open := ui.NewAction("", func() { m.app.resumeLetter(l) })
		open.Name = "letter:" + l.ID
		remove := ui.NewAction("Remove", func() {
			m.app.removeLetter(l, func() {
				m.listLetters()
				m.app.Invalidate()
				m.relayout = true
			})
		})
		remove.Name, remove.Small = "remove:"+l.ID, true
		m.opens, m.removes = append(m.opens, open), append(m.removes, remove)
	}
	m.opensAt, m.removeAt = make([]ui.Rect, len(m.letters)), make([]ui.Rect, len(m.letters))
}

// untouched reports whether m is a game nobody has played yet from the
// usual start, which Play starts just as well: its card offers no
// Continue.
func untouched(m *game.Match) bool {
	sv := m.Snapshot()
	return len(sv.Moves) == 0 && sv.Start == ""
}

// Name returns "menu".
func (m *Menu) Name() string { return "menu" }

// cardTarget names an entry's card for the test hooks: "card:harehounds",
// or a slug of the name for games still to come ("card:fox-and-geese").
func cardTarget(e catalog.Entry) string {
	if e.ID != "" {
		return "card:" + e.ID
	}
	return "card:" + strings.ReplaceAll(strings.ToLower(e.Name), " ", "-")
}

// Layout places the title, the Continue button and the cards.
func (m *Menu) Layout(c *ui.Context) {
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
		for i := range m.letters {
			m.opensAt[i] = ui.Rect{X: inner.X, Y: y, W: inner.W - rw - 10*s, H: 56 * s}
			m.removeAt[i] = ui.Rect{X: inner.Right() - rw, Y: y + 6*s, W: rw, H: 44 * s}
			y += 56*s + 8*s
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
	rows := (len(m.entries) + m.cols - 1) / m.cols
	var ch float64
	if m.cols == 1 {
		ch = 128 * s
	} else {
		avail := m.view.H - y - pad - gap*float64(rows-1)
		ch = ui.Clamp(avail/float64(rows), 200*s, 280*s)
	}
	inner.Y = y
	m.cards = inner.Grid(len(m.entries), m.cols, gap, ch)
	if len(m.cards) > 0 {
		if sz := [2]float64{m.cards[0].W, m.cards[0].H}; sz != m.cardSize {
			m.cardSize, m.shown = sz, 0
		}
	}
	content := y + float64(rows)*ch + float64(rows-1)*gap + pad
	m.scroll.SetContent(content, m.view.H)
	for i, r := range m.cards {
		if m.conts[i] != nil {
			m.contAt[i] = m.contRect(r, s)
		}
		if m.learns[i] != nil {
			m.learnAt[i] = m.learnRect(r, s)
		}
		if m.puzzles[i] != nil {
			m.puzAt[i] = m.learnRect(r, s).Offset(0, 40*s)
		}
	}
	m.placeConts()
}

// cardParts splits card r into its board and its words.
func (m *Menu) cardParts(r ui.Rect, s float64) (thumb, body ui.Rect) {
	if m.cols == 1 {
		thumb, body = r.Inset(10 * s).CutLeft(r.H - 20*s)
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
	return ui.Rect{X: body.X, Y: body.Bottom() - pillH, W: ui.TextWidth("Play", pf) + 22*s, H: pillH}
}

// contRect returns where the Continue button of card r stands: beside
// its Play pill, as tall as a finger needs.
func (m *Menu) contRect(r ui.Rect, s float64) ui.Rect {
	_, body := m.cardParts(r, s)
	pill := playPill(body, s)
	h := 36 * s
	x := pill.Right() + 10*s
	return ui.Rect{X: x, Y: pill.Bottom() - h + 5*s, W: math.Min(body.Right()-x, 190*s), H: h}
}

// learnRect returns where the Learn button of card r stands: at the
// right of the game's name.
func (m *Menu) learnRect(r ui.Rect, s float64) ui.Rect {
	_, body := m.cardParts(r, s)
	w := learnWidth(s)
	return ui.Rect{X: body.Right() - w, Y: body.Y - 6*s, W: w, H: 34 * s}
}

// learnWidth is the width of a card's Learn button.
func learnWidth(s float64) float64 { return 72 * s }

// placeConts puts the Continue and Learn buttons where the list is
// scrolled to.
func (m *Menu) placeConts() {
	for i := range m.letters {
		m.opens[i].Rect, m.removes[i].Rect = m.screenRect(m.opensAt[i]), m.screenRect(m.removeAt[i])
	}
	for i, b := range m.conts {
		if b != nil {
			b.Rect = m.screenRect(m.contAt[i])
		}
	}
	for i, b := range m.learns {
		if b != nil {
			b.Rect = m.screenRect(m.learnAt[i])
		}
	}
	for i, b := range m.puzzles {
		if b != nil {
			b.Rect = m.screenRect(m.puzAt[i])
		}
	}
}

// buttonsOf returns card i's buttons.
func (m *Menu) buttonsOf(i int) []*ui.Button {
	var out []*ui.Button
	for _, b := range []*ui.Button{m.learns[i], m.conts[i], m.puzzles[i]} {
		if b != nil {
			out = append(out, b)
		}
	}
	return out
}

func (m *Menu) screenRect(r ui.Rect) ui.Rect { return r.Offset(0, m.view.Y-m.scroll.Offset) }

// focusable reports whether focus place i can take the focus: every card,
// the Learn of a game with a lesson, the Continue of a game in progress,
// the header's Puzzles when a game has puzzles, and every game by
// message's line and Remove.
func (m *Menu) focusable(i int) bool {
	if i == perCard*len(m.entries) {
		return m.allPuz != nil
	}
	if i > perCard*len(m.entries) {
		return m.focusLetter(i) >= 0
	}
	switch i % perCard {
	case 1:
		return m.learns[i/perCard] != nil
	case 2:
		return m.conts[i/perCard] != nil
	case 3:
		return m.puzzles[i/perCard] != nil
	}
	return true
}

// focusButton returns the focused button, or nil when the focus is on a
// card or nowhere.
func (m *Menu) focusButton() *ui.Button {
	switch i := m.focus.At(); {
	case i < 0:
	case i == perCard*len(m.entries):
		return m.allPuz
	case i > perCard*len(m.entries):
		if l := m.focusLetter(i); l >= 0 && (i-perCard*len(m.entries)-1)%2 == 1 {
			return m.removes[l]
		} else if l >= 0 {
			return m.opens[l]
		}
		return nil
	case i%perCard == 1:
		return m.learns[i/perCard]
	case i%perCard == 2:
		return m.conts[i/perCard]
	case i%perCard == 3:
		return m.puzzles[i/perCard]
	}
	return nil
}

// focusPlaces is the number of places in the focus ring.
func (m *Menu) focusPlaces() int { return perCard*len(m.entries) + 1 + 2*len(m.letters) }

// focusLetter returns the game by message whose line or Remove is focus
// place i, or -1.
func (m *Menu) focusLetter(i int) int {
	if l := (i - perCard*len(m.entries) - 1) / 2; i > perCard*len(m.entries) && l < len(m.letters) {
		return l
	}
	return -1
}

// focusCard returns the entry index of the focused card, or -1.
func (m *Menu) focusCard() int {
	if i := m.focus.At(); i >= 0 && i%perCard == 0 && i < perCard*len(m.entries) {
		return i / perCard
	}
	return -1
}

// focusEntry returns the entry index of the focused card or its
// buttons, or -1.
func (m *Menu) focusEntry() int {
	if i := m.focus.At(); i >= 0 && i < perCard*len(m.entries) {
		return i / perCard
	}
	return -1
}

// Waiting reports whether cards' boards are still to come: the App keeps
// its frames coming rather than resting until they have, since a board
// comes with a drawn frame (see shown), and at rest the frames come once
// a second.
func (m *Menu) Waiting() bool { return m.shown < len(m.entries) }

// Animating reports whether the list glides after a key (see
// ui.Scroller.Gliding).
func (m *Menu) Animating() bool { return m.scroll.Gliding() }

// Update handles pointer and keys.
func (m *Menu) Update(c *ui.Context) error {
	if m.shown < len(m.entries) && m.drawn {
		// One more board a drawn frame, however many updates run
		// between two frames (after a slow frame, several).
		m.shown++
		m.drawn = false
		m.app.Invalidate()
	}
	f := c.In
	if m.relayout {
		m.relayout = false
		m.Layout(c)
	}
	m.scroll.Update(f, m.view, c.S)
	m.placeConts()
	if m.allPuz != nil && m.allPuz.Click(f, c.Dt) {
		return nil
	}
	if (m.view.Contains(f.X, f.Y) || !f.Down) && ui.ClickAny(f, c.Dt, append(m.opens, m.removes...)...) {
		return nil
	}
	if m.view.Contains(f.X, f.Y) || !f.Down {
		for i := range m.entries {
			for _, b := range m.buttonsOf(i) {
				if b.Click(f, c.Dt) {
					return nil
				}
			}
		}
	}

	m.hover = -1
	for i, r := range m.cards {
		sr := m.screenRect(r)
		if !m.view.Contains(f.X, f.Y) || !sr.Contains(f.X, f.Y) {
			continue
		}
		onButton := false
		for _, b := range m.buttonsOf(i) {
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

	n := m.focusPlaces()
	if m.focus.At() >= n {
		// A game by message was removed from under the focus.
		m.focus.Set(n - 1)
		if !m.focusable(n - 1) {
			m.focus.Move(n, -1, m.focusable)
		}
	}
	toCard := func(d int) {
		ci := m.focusEntry()
		switch {
		case ci < 0:
			ci = 0
		case ci+d >= 0 && ci+d < len(m.entries):
			ci += d
		}
		m.focus.Set(perCard * ci)
		m.reveal(c)
		m.announceFocus()
	}
	switch {
	case m.focus.Tab(f, n, m.focusable):
		m.reveal(c)
		m.announceFocus()
	case f.Consume(ui.KeyRight):
		toCard(1)
	case f.Consume(ui.KeyLeft):
		toCard(-1)
	case f.Consume(ui.KeyDown):
		toCard(m.cols)
	case f.Consume(ui.KeyUp):
		toCard(-m.cols)
	case f.Consume(ui.KeyActivate):
		switch ci := m.focusEntry(); {
		case ci < 0 && m.focusButton() != nil:
			m.focusButton().Activate()
		case ci < 0:
			toCard(0)
		case m.focusCard() >= 0:
			m.open(ci)
		default:
			m.focusButton().Activate()
		}
	}
	return nil
}

// announceFocus tells screen readers what the keyboard focus is on.
func (m *Menu) announceFocus() {
	ci := m.focusEntry()
	switch {
	case m.allPuz != nil && m.focusButton() == m.allPuz:
		m.app.Announce("Puzzles: positions where one move reaches the goal, with a rating that follows you. Press Enter.")
	case m.focusLetter(m.focus.At()) >= 0:
		l := m.focusLetter(m.focus.At())
		if m.focusButton() == m.removes[l] {
			m.app.Announce("Remove the game by message " + letterLine(m.letters[l]) + ". Press Enter.")
		} else {
			m.app.Announce("Game by message: " + letterLine(m.letters[l]) + ". Press Enter to open it.")
		}
	case ci < 0:
	case m.focusCard() >= 0:
		said := m.entries[ci].Name + ". " + m.entries[ci].Game.Summary + " Press Enter to play."
		if m.learns[ci] != nil {
			said += " Tab to Learn it, step by step."
		}
		if m.puzzles[ci] != nil {
			said += " It has puzzles."
		}
		if m.games[ci] != nil {
			said += " A game is in progress: Tab to Continue it."
		}
		m.app.Announce(said)
	case m.focusButton() == m.learns[ci]:
		m.app.Announce(fmt.Sprintf("Learn %s on the board, step by step. Press Enter.", m.entries[ci].Name))
	case m.focusButton() == m.puzzles[ci]:
		m.app.Announce(fmt.Sprintf("Puzzles of %s: find the one move that reaches the goal. Press Enter.", m.entries[ci].Name))
	default:
		m.app.Announce(fmt.Sprintf("Continue your game of %s at move %d. Press Enter.", m.entries[ci].Name, m.games[ci].Ply()+1))
	}
}

func (m *Menu) reveal(c *ui.Context) {
	if l := m.focusLetter(m.focus.At()); l >= 0 {
		r := m.opensAt[l]
		m.scroll.Reveal(r.Y-8*c.S, r.Bottom()+8*c.S, m.view.H)
		return
	}
	ci := m.focusEntry()
	if ci < 0 {
		return
	}
	r := m.cards[ci]
	m.scroll.Reveal(r.Y-8*c.S, r.Bottom()+8*c.S, m.view.H)
}

// resume goes back into entry i's game in progress.
func (m *Menu) resume(i int) {
	if m.games[i] == nil {
		return
	}
	m.app.resume(m.games[i], m.seats[i])
}

func (m *Menu) open(i int) {
	m.app.Go(NewOptions(m.app, m.entries[i].Game))
}

// Targets lists the header's Puzzles, the games by message, the cards and
// their buttons.
func (m *Menu) Targets(add func(string, ui.Rect)) {
	if m.allPuz != nil {
		add(m.allPuz.Target(), m.allPuz.Rect)
	}
	for i := range m.letters {
		for _, b := range []*ui.Button{m.opens[i], m.removes[i]} {
			if r := b.Rect; r.Y >= m.view.Y-1 && r.Bottom() <= m.view.Bottom()+1 {
				add(b.Target(), r)
			}
		}
	}
	for i, e := range m.entries {
		add(cardTarget(e), m.screenRect(m.cards[i]))
		for _, b := range m.buttonsOf(i) {
			add(b.Target(), b.Rect)
		}
	}
}

// Hook tells the test hooks the games by message listed.
func (m *Menu) Hook(h *ui.HookState) {
	for _, l := range m.letters {
		h.Letters = append(h.Letters, letterLine(l))
	}
}

// Draw draws the menu.
func (m *Menu) Draw(dst *ebiten.Image, c *ui.Context) {
	s := c.S
	ui.VerticalGradient(dst, c.Bounds(), ui.ColBackground, ui.ColBackground2)
	cx := m.header.X + m.header.W/2
	big := 54.0
	if m.header.H < 100*s {
		big = 42
	}
	ui.DrawText(dst, "Parlour", ui.Face(true, big*s), cx, m.header.Y+m.header.H*0.4, ui.AlignCenter, ui.ColText)
	const tagline = "Traditional board games, old rules, one table"
	ui.DrawText(dst, tagline, ui.FitFace(tagline, false, 16*s, 12*s, m.header.W), cx, m.header.Y+m.header.H*0.82, ui.AlignCenter, ui.ColMuted)
	if m.allPuz != nil {
		m.allPuz.Focused = m.allPuz == m.focusButton()
		m.allPuz.Draw(dst, c.In, s)
	}

	view := ui.Clip(dst, m.view)
	if len(m.letters) > 0 {
		y := m.screenRect(ui.Rect{X: m.opensAt[0].X, Y: m.lettersY}).Y
		ui.DrawText(view, "GAMES BY MESSAGE", ui.Face(true, 12.5*s), m.opensAt[0].X, y, ui.AlignLeft, ui.ColAccent)
		for i, l := range m.letters {
			m.opens[i].Focused = m.opens[i] == m.focusButton()
			m.removes[i].Focused = m.removes[i] == m.focusButton()
			m.opens[i].Draw(view, c.In, s)
			m.drawLetter(view, l, m.opens[i].Rect, s)
			m.removes[i].Draw(view, c.In, s)
		}
	}
	for i, e := range m.entries {
		r := m.screenRect(m.cards[i])
		if r.Bottom() < m.view.Y || r.Y > m.view.Bottom() {
			continue
		}
		m.drawCard(view, c, i, e, r)
		for _, b := range m.buttonsOf(i) {
			b.Focused = b == m.focusButton()
			b.Draw(view, c.In, s)
		}
	}
	if m.scroll.Max > 0 {
		drawScrollbar(dst, m.view, &m.scroll, s)
	}
	m.drawn = true
}

// drawLetter writes a game by message's two lines on its button r: the
// game, then the friends and whose move it is.
func (m *Menu) drawLetter(dst *ebiten.Image, l saves.Letter, r ui.Rect, s float64) {
	game, rest, _ := strings.Cut(letterLine(l), " with ")
	w := r.W - 28*s
	top, bottom := ui.Face(true, 15*s), ui.Face(false, 13.5*s)
	ui.DrawText(dst, ui.Ellipsize(game, top, w), top, r.X+14*s, r.Y+r.H*0.32, ui.AlignLeft, ui.ColText)
	ui.DrawText(dst, ui.Ellipsize("with "+rest, bottom, w), bottom, r.X+14*s, r.Y+r.H*0.7, ui.AlignLeft, ui.ColMuted)
}

func (m *Menu) drawCard(dst *ebiten.Image, c *ui.Context, i int, e catalog.Entry, r ui.Rect) {
	s := c.S
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
	nameW := body.W
	if m.learns[i] != nil {
		nameW -= learnWidth(s) + 8*s
	}
	// Beside its Learn button on a phone's card, a long name is set
	// smaller rather than cut; the line keeps its height.
	fitF := ui.FitFace(e.Name, true, 19*s, 15*s, nameW)
	ui.DrawText(dst, ui.Ellipsize(e.Name, fitF, nameW), fitF, body.X, y, ui.AlignLeft, fg)
	y += ui.LineHeight(nameF)/2 + 4*s
	blurbBody := body
	if m.puzzles[i] != nil {
		blurbBody.W -= learnWidth(s) + 8*s // beside the Puzzles button
	}
	blurbF, lines, _ := cardBlurb(e.Game.Summary, blurbBody, s)
	for _, ln := range lines {
		ui.DrawText(dst, ln, blurbF, body.X, y+ui.LineHeight(blurbF)/2, ui.AlignLeft, muted)
		y += ui.LineHeight(blurbF)
	}
	pf := ui.Face(true, 13*s)
	pill := playPill(body, s)
	ui.FillRoundRect(dst, pill, pill.H/2, ui.ColAccent)
	ui.DrawText(dst, "Play", pf, pill.X+pill.W/2, pill.Y+pill.H/2, ui.AlignCenter, ui.ColAccentText)
}

// cardBlurb fits a game's summary between the name and the Play pill of
// a card's body, in a smaller type or on more lines rather than cut; ok
// is false when it had to be cut all the same.
func cardBlurb(summary string, body ui.Rect, s float64) (f *text.GoTextFace, lines []string, ok bool) {
	top := ui.LineHeight(ui.Face(true, 19*s)) + 4*s
	return ui.FitLines(summary, false, 14.5*s, 12.5*s, body.W, body.H-top-26*s-6*s)
}

// drawScrollbar draws a thin scroll indicator at the right of view.
func drawScrollbar(dst *ebiten.Image, view ui.Rect, sc *ui.Scroller, s float64) {
	if sc.Max <= 0 {
		return
	}
	total := view.H + sc.Max
	h := math.Max(view.H*view.H/total, 32*s)
	y := view.Y + (view.H-h)*sc.Offset/sc.Max
	ui.FillRoundRect(dst, ui.Rect{X: view.Right() - 7*s, Y: y, W: 4 * s, H: h}, 2*s, ui.WithAlpha(ui.ColMuted, 0.45))
}
