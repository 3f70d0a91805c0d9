// Package setup is the set-up board: a person puts pieces from the game's
// palette on the board and chooses the side to move, the game's
// Setup.Arrange says whether the position can be played, and Play opens
// the play screen on it through its Host.
package setup

import (
	"fmt"
	"strings"

	"parlour/game"
	"parlour/lang"
	"parlour/scenes/board"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
	"parlour/scenes/words"
)

// Host is what the set-up board asks of the app: ui.Host's services, the
// settings, and the game Play starts from the position built.
type Host interface {
	ui.Host
	// Settings returns the remembered settings, which say whether the
	// board names its points.
	Settings() *saves.Settings
	// InProgress returns g's game in progress, if any: Play puts it away
	// (replaced, with its seats) for Undo to bring back, and opens the
	// play screen on the new match m with seats.
	InProgress(g *game.Game) (*game.Match, []saves.Seat, bool)
	Play(m *game.Match, seats []saves.Seat, replaced *game.Match, replacedSeats []saves.Seat)
}

// Board is the set-up board: the board of the chosen options, where a
// player puts pieces from a palette on points and takes them off, chooses
// who moves and plays from there. The game's own Setup.Arrange checks the
// position after every change; its reason shows while it is wrong, and
// Play waits until it is right. Its board is a board.Pane, the play
// screen's: the same cursor, taps and drags, and zoom on big boards.
type Board struct {
	host  Host
	g     *game.Game
	opts  game.Options // resolved
	seats []saves.Seat
	names []string // players' own names for the seats, "" for the seat's name
	nouns []game.Noun
	start game.State // the start position of the options, for the board and its drawing
	setup *game.Setup
	back  ui.Scene // where Back goes

	palette []game.Piece // what may be put on the board
	chosen  int          // the palette entry tapped points get; len(palette) is the eraser
	pieces  []game.Piece // the piece on every point
	toMove  game.Player
	arrange game.State // the position built, nil while it is wrong
	problem string     // why the position is wrong, in a player's words

	// Where the game lets sides hold pieces off the board (Setup.Held),
	// how many each holds, the most it may, whether the count was chosen
	// (else it follows the most, as the pieces placed change), and the
	// steppers that change it; all nil otherwise.
	held     []int
	heldMost []int
	heldSet  []bool
	steppers []stepper

	board   board.Pane
	cells   []ui.Rect // each palette entry's place, the eraser last
	compact bool      // the palette shows pieces without their names
	most    int       // the most columns of names, 0 for as many as fit

	top                                 ui.Rect
	message                             ui.Rect
	heading                             ui.Rect // the palette's heading
	sideHeading                         ui.Rect // the heading of who moves, where there is room for it
	heldHeading                         ui.Rect // the heading of the steppers
	bBack, bSide, bClear, bStart, bPlay *ui.Button
	focus                               ui.FocusRing // palette entries, then the buttons
	relayout                            bool
}

// New returns the set-up board of g with options opts (resolved
// by the game) and seats, starting from the start position; Back returns
// to back. It fails when the game offers no set-up board or the options
// are not the game's.
func New(h Host, g *game.Game, opts game.Options, seats []saves.Seat, names []string, back ui.Scene) (*Board, error) {
	if g.Setup == nil {
		return nil, fmt.Errorf("%s has no set-up board", g.Name)
	}
	st, resolved, err := g.Start(opts)
	if err != nil {
		return nil, err
	}
	b := &Board{host: h, g: g, opts: resolved, seats: append([]saves.Seat(nil), seats...), names: names, start: st,
		setup: g.Setup, back: back}
	b.board.Init(st.Board, h.Announce)
	b.nouns = g.SeatNouns(resolved)
	b.palette = g.Setup.Palette(resolved)
	// The buttons keep their English names as hit targets in every
	// language.
	b.bBack = ui.NewAction(lang.T("Back"), b.leave)
	b.bBack.Name = "button:Back"
	b.bSide = ui.NewAction(lang.T("To move"), b.nextSide)
	b.bSide.Name = "button:To move"
	b.bClear = ui.NewAction(lang.T("Clear"), b.clear)
	b.bClear.Name = "button:Clear"
	b.bStart = ui.NewAction(lang.T("Start position"), b.startPosition)
	b.bStart.Name = "button:Start position"
	b.bPlay = ui.NewAction(lang.T("Play"), b.play)
	b.bPlay.Name = "button:Play"
	b.bPlay.Primary = true
	if g.Setup.Held != nil && g.Setup.ArrangeHeld != nil {
		n := len(b.nouns)
		b.held, b.heldMost, b.heldSet = make([]int, n), make([]int, n), make([]bool, n)
		for p := range n {
			b.steppers = append(b.steppers, b.newStepper(game.Player(p)))
		}
	}
	b.reset(st)
	return b, nil
}

// Name returns "setup".
func (b *Board) Name() string { return "setup" }

// reset puts the pieces of st on the board, with its side to move.
func (b *Board) reset(st game.State) {
	b.pieces = game.PiecesOf(st)
	b.toMove = max(st.ToMove(), 0)
	for p := range b.held {
		n, ok := game.HeldOf(st, game.Player(p), b.setup.Held.Kind)
		most := b.setup.Held.Most(b.opts, b.pieces, game.Player(p))
		b.held[p], b.heldSet[p] = n, ok && n != most
	}
	b.check()
}

// check arranges the position, keeping why it is wrong.
func (b *Board) check() {
	var st game.State
	var err error
	if b.held != nil {
		b.fitHeld()
		st, err = b.setup.ArrangeHeld(b.opts, b.pieces, b.toMove, b.held)
	} else {
		st, err = b.setup.Arrange(b.opts, b.pieces, b.toMove)
	}
	b.arrange, b.problem = st, ""
	if err != nil {
		b.arrange, b.problem = nil, ui.Capitalize(err.Error())
	}
	b.bPlay.Enabled = b.arrange != nil
	b.bSide.Label = lang.T("%s to move", b.sideName(b.toMove))
	b.relayout = true
	b.host.Invalidate()
}

// Intro is what the set-up board says when it opens: what it is for, how
// to use it, whose move it is and whether the position can be played.
func (b *Board) Intro() string {
	return lang.T("Set-up board for %s. Choose a piece, then tap points to put it there; with the keyboard, digits choose a piece, arrows move over the points and Enter puts it.", lang.T(b.g.Name)) + " " +
		lang.T("%s to move.", b.sideName(b.toMove)) + " " + b.messageText()
}

// sideName is the name of seat p: the player's own name, or the seat's.
func (b *Board) sideName(p game.Player) string {
	if int(p) < len(b.names) && b.names[p] != "" {
		return b.names[p]
	}
	if int(p) < len(b.nouns) {
		return lang.T(b.nouns[p].Name)
	}
	return lang.T("Player %d", p+1)
}

// sideID is the name of seat p in hit targets, the same in every
// language: the player's own name, or the seat's English one.
func (b *Board) sideID(p game.Player) string {
	if int(p) < len(b.names) && b.names[p] != "" {
		return b.names[p]
	}
	if int(p) < len(b.nouns) {
		return b.nouns[p].Name
	}
	return fmt.Sprintf("Player %d", p+1)
}

// eraser is the palette index of the empty point.
func (b *Board) eraser() int { return len(b.palette) }

// pieceName names pc as the palette offers it: its kind ("Hound"), with
// its side when the palette has that kind for several sides ("Black
// Horse").
func (b *Board) pieceName(pc game.Piece) string {
	if pc.Empty() {
		return lang.T("Empty")
	}
	name := lang.T(board.KindName(b.g, int(pc.Kind)))
	if name == "" {
		name = lang.T("Piece")
	}
	for _, q := range b.palette {
		if q.Kind == pc.Kind && q.Owner != pc.Owner && pc.Owner >= 0 {
			// A side's piece: "Black Horse".
			return lang.T("%[1]s %[2]s", b.sideName(pc.Owner), name) // a key of its own: "White King"
		}
	}
	return name
}

// entryName names palette entry i.
func (b *Board) entryName(i int) string {
	if i >= len(b.palette) {
		return lang.T("Empty")
	}
	return b.pieceName(b.palette[i])
}

// choose makes palette entry i the one tapped points get.
func (b *Board) choose(i int) {
	if i < 0 || i > b.eraser() {
		return
	}
	b.chosen = i
	if i == b.eraser() {
		b.host.Announce(lang.T("Empty chosen: tap a point to take its piece off."))
	} else {
		b.host.Announce(lang.T("%s chosen: tap a point to put one there, tap it again to take it off.", b.entryName(i)))
	}
	b.host.Invalidate()
}

// tapPoint puts the chosen piece on point p, or takes off the piece there
// when it is the chosen one or the eraser is chosen, and announces it.
func (b *Board) tapPoint(p int) {
	if p < 0 || p >= len(b.pieces) {
		return
	}
	name := b.start.Board().Point(p).Name
	old := b.pieces[p]
	var want game.Piece
	if b.chosen < len(b.palette) {
		want = b.palette[b.chosen]
	}
	var said string
	switch {
	case old.Empty() && want.Empty():
		b.host.Announce(lang.T("%s is empty already.", name))
		return
	case want.Empty() || old == want:
		b.pieces[p] = game.Piece{}
		said = lang.T("%s taken off %s.", b.pieceName(old), name)
	default:
		b.pieces[p] = want
		said = lang.T("%s on %s.", b.pieceName(want), name)
		if !old.Empty() {
			said = lang.T("%s on %s, in place of the %s.", b.pieceName(want), name, strings.ToLower(b.pieceName(old)))
		}
	}
	wasWrong := b.problem
	b.check()
	b.host.Announce(said + b.verdict(wasWrong))
}

// verdict is what to add to an announcement about the position now: why
// it is wrong, or that it is right again after being wrong.
func (b *Board) verdict(wasWrong string) string {
	switch {
	case b.problem != "" && b.problem != wasWrong:
		return " " + b.problem
	case b.problem == "" && wasWrong != "":
		return " " + lang.T("The position can be played.")
	}
	return ""
}

// nextSide gives the move to the next seat.
func (b *Board) nextSide() {
	n := len(b.nouns)
	if n < 2 {
		b.host.Announce(lang.T("%s to move: the game has one player.", b.sideName(0)))
		return
	}
	wasWrong := b.problem
	b.toMove = (b.toMove + 1) % game.Player(n)
	b.check()
	b.host.Announce(lang.T("%s to move.", b.sideName(b.toMove)) + b.verdict(wasWrong))
}

// clear takes every piece off the board.
func (b *Board) clear() {
	wasWrong := b.problem
	for i := range b.pieces {
		b.pieces[i] = game.Piece{}
	}
	b.check()
	b.host.Announce(lang.T("Board cleared.") + b.verdict(wasWrong))
}

// startPosition puts the pieces back as the game starts.
func (b *Board) startPosition() {
	wasWrong := b.problem
	b.reset(b.start)
	b.host.Announce(lang.T("Start position. %s to move.", b.sideName(b.toMove)) + b.verdict(wasWrong))
}

// refuse says why Play waits.
func (b *Board) refuse() {
	b.bPlay.Press()
	b.host.Announce(lang.T("This position cannot be played yet: %s", b.problem))
}

// play starts a match from the position built, asking first when it puts
// away a game in progress with moves; Undo there brings that game back.
func (b *Board) play() {
	if b.arrange == nil {
		b.refuse()
		return
	}
	cur, curSeats, _ := b.host.InProgress(b.g)
	n := 0
	if cur != nil {
		n = cur.Ply()
	}
	words.ConfirmNew(b.host, cur, n, func() { b.startMatch(cur, curSeats) })
}

// startMatch opens the play screen on a match from the position built;
// replaced is the game in progress it puts away, or nil, and seats its
// seats.
func (b *Board) startMatch(replaced *game.Match, seats []saves.Seat) {
	if b.arrange == nil {
		return
	}
	m, err := game.NewMatchFrom(b.g, b.opts, b.arrange.String())
	if err != nil {
		b.host.Notify(lang.T("The game could not be started: %s", err.Error()))
		return
	}
	m.SetNames(b.names)
	b.host.Play(m, append([]saves.Seat(nil), b.seats...), replaced, seats)
	b.host.Announce(lang.T("New game from your position. %s", words.TurnSentence(m)))
}

func (b *Board) leave() { b.host.Go(b.back) }

// pointText says what stands on point p: "b2: Hound", "b2: empty".
func (b *Board) pointText(p int) string {
	name := b.start.Board().Point(p).Name
	if b.pieces[p].Empty() {
		return lang.T("%s: empty.", name)
	}
	return lang.T("%s: %s.", name, b.pieceName(b.pieces[p]))
}

// buttons returns the buttons in Tab order, after the palette; the
// board's zoom comes last, on boards that have it.
func (b *Board) buttons() []*ui.Button {
	out := []*ui.Button{}
	if len(b.nouns) > 1 {
		out = append(out, b.bSide)
	}
	for _, st := range b.steppers {
		out = append(out, st.less, st.more)
	}
	out = append(out, b.bClear, b.bStart, b.bPlay, b.bBack)
	if z := b.board.ZoomButton(); !z.Rect.Empty() {
		out = append(out, z)
	}
	return out
}

// Update handles the palette, the board, the buttons and the keys.
func (b *Board) Update(c *ui.Context) error {
	f := c.In
	if b.relayout {
		b.relayout = false
		b.Layout(c)
	}
	if !b.bPlay.Enabled && f.Released && b.bPlay.Rect.Contains(f.X, f.Y) && !f.Scrolled {
		b.refuse()
		return nil
	}
	if ui.ClickAny(f, c.Dt, b.buttons()...) {
		b.board.Ignore(f) // the press was the button's, not the board's
		if b.board.TakeChanged() {
			b.host.Invalidate()
		}
		return nil
	}
	if f.Released && !b.board.Dragging() {
		for i, r := range b.cells {
			if r.Contains(f.X, f.Y) {
				b.focus.Clear()
				b.choose(i)
			}
		}
	}
	b.pointer(f)
	b.keys(c)
	return nil
}

// pointer follows taps and drags on the board: a tap puts the chosen
// piece or takes one off, a piece dragged goes where it is dropped, or
// off the board when dropped beside it; a drag from an empty point pans
// a zoomed board.
func (b *Board) pointer(f *ui.Frame) {
	t := b.board.Pointer(f, func(p int) bool { return p >= 0 && !b.pieces[p].Empty() })
	switch t.Kind {
	case board.GestureDragStart, board.GestureDrag:
		b.host.Invalidate()
	case board.GestureTap:
		if t.Hit >= 0 {
			b.focus.Clear()
			b.tapPoint(t.Hit)
		}
	case board.GestureDrop:
		if t.Held >= 0 {
			b.movePiece(t.Held, t.Hit)
		}
	}
}

// movePiece moves the piece on point from to point to, or takes it off
// the board when to is -1, and announces it.
func (b *Board) movePiece(from, to int) {
	pc, bd := b.pieces[from], b.start.Board()
	wasWrong := b.problem
	var said string
	switch {
	case to == from:
		return
	case to < 0:
		b.pieces[from] = game.Piece{}
		said = lang.T("%s taken off %s.", b.pieceName(pc), bd.Point(from).Name)
	default:
		b.pieces[from], b.pieces[to] = game.Piece{}, pc
		said = lang.T("%s moved from %s to %s.", b.pieceName(pc), bd.Point(from).Name, bd.Point(to).Name)
	}
	b.check()
	b.host.Announce(said + b.verdict(wasWrong))
}

// keys runs the keyboard: Tab through the palette and the buttons, the
// arrows move the cursor over the points, Enter or Space puts the chosen
// piece under it (or presses the focused entry), the digits choose a
// palette entry (0 the empty point).
func (b *Board) keys(c *ui.Context) {
	f := c.In
	btns := b.buttons()
	n := len(b.cells) + len(btns)
	for _, r := range f.Chars {
		if r >= '0' && r <= '9' {
			i := int(r - '1')
			if r == '0' {
				i = b.eraser()
			}
			if i < len(b.cells) {
				b.choose(i)
			}
		}
	}
	switch {
	case f.Consume(ui.KeyBack):
		b.leave()
	case b.focus.Tab(f, n, nil):
		b.board.HideCursor()
		b.announceFocus(btns)
	case f.HasArrow():
		dx, dy, _ := f.Arrow()
		b.focus.Clear()
		b.moveCursor(dx, dy)
	case f.Consume(ui.KeyActivate):
		switch at := b.focus.At(); {
		case at >= len(b.cells):
			if bt := btns[at-len(b.cells)]; bt == b.bPlay && !bt.Enabled {
				b.refuse()
			} else if p, d, ok := b.stepperOf(bt); ok {
				bt.Press()
				b.step(p, d)
			} else {
				bt.Activate()
			}
		case at >= 0:
			b.choose(at)
		case b.board.Cursor() >= 0:
			b.tapPoint(b.board.Cursor())
		default:
			b.moveCursor(0, 0)
		}
	}
}

// moveCursor moves the keyboard cursor to the nearest point in direction
// (dx,dy), showing it first on the first point, and says what is there.
func (b *Board) moveCursor(dx, dy float64) {
	b.board.MoveCursor(dx, dy, func() int { return 0 })
	b.host.Announce(b.pointText(b.board.Cursor()))
	b.host.Invalidate()
}

// announceFocus says what the focus is on.
func (b *Board) announceFocus(btns []*ui.Button) {
	switch at := b.focus.At(); {
	case at < 0:
	case at < len(b.cells):
		if at == b.chosen {
			b.host.Announce(lang.T("%s, chosen. Enter chooses it.", b.entryName(at)))
		} else {
			b.host.Announce(lang.T("%s. Enter chooses it.", b.entryName(at)))
		}
	default:
		bt := btns[at-len(b.cells)]
		what := lang.T("%s button.", bt.Label)
		if bt == b.bPlay && !bt.Enabled {
			what = lang.T("Play button, unavailable: %s", b.problem)
		}
		if p, d, ok := b.stepperOf(bt); ok {
			what = b.stepperText(p, d)
		}
		b.host.Announce(what)
	}
	b.host.Invalidate()
}

// Targets lists every point in view, palette entry and button.
func (b *Board) Targets(add func(string, ui.Rect)) {
	b.board.Targets(add)
	for i, r := range b.cells {
		add("palette:"+b.entryName(i), r)
	}
	for _, bt := range b.buttons() {
		add(bt.Target(), bt.Rect)
	}
}

// arrangement is a position as the set-up board shows it: the start
// position's board with the pieces placed, which may break the rules.
// Only its board and pieces are used, to draw it.
type arrangement struct {
	game.State
	pieces []game.Piece
}

func (a arrangement) PieceAt(p int) game.Piece { return a.pieces[p] }
