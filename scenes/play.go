package scenes

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/engine"
	"parlour/game"
)

// Timing of the play screen, in seconds.
const (
	moveAnimTime = 0.15 // one step of a piece
	minThinkTime = 0.5  // the AI never answers faster, so its moves can be followed
)

// Play is the game screen: the board, whose turn it is, the players, hints,
// the analysis panel and the buttons New, Undo, Redo, Hint, Rules, Menu
// and Analysis. It asks the Match what is legal and the Thinker for AI
// moves, hints and analysis.
type Play struct {
	app   *App
	m     *game.Match
	g     *game.Game
	seats []Seat
	names []string
	seed  uint64

	picker   Picker
	pickVer  int // version the picker was filled for
	version  int // bumped on every change of the match
	gesture  Gesture
	grabbed  bool
	dragging bool
	dragX    float64
	dragY    float64
	hover    int
	cursor   int
	focus    int // index into buttons, -1 none

	view      BoardView
	portrait  bool
	boardArea Rect
	status    Rect
	panel     Rect
	players   Rect
	message   Rect
	moves     Rect

	bNew, bUndo, bRedo, bHint, bRules, bMenu *Button
	bAnalysis                                *Button // the panel's toggle, in the status strip
	bAction                                  *Button // a move with no path ("Stop here"), when legal
	bZoom                                    *Button // zoom in and out of a big board on a small screen
	zoom                                     zoomState
	tools                                    []*Button // the grid of buttons: all but Analysis
	buttons                                  []*Button // every button, in Tab order
	anRect                                   Rect      // the analysis panel, when it has room of its own
	relayout                                 bool

	anim     moveAnim
	lastPath []int

	pending  pending
	an       analysis
	aiError  string
	hintPath []int
	hintText string
	overAt   float64
	now      float64
	armed    bool       // a piece from the reserve is picked up, to be placed
	ghosts   []ghost    // captured pieces fading out
	demo     *demoState // set while the screen shows a demo
	seen     playLook   // what the screen last showed, to see changes
	calmAt   float64    // when the movable pieces stop pulsing
}

type moveAnim struct {
	active bool
	path   []int
	piece  game.Piece
	t      float64 // 0..len(path)-1
}

// searchKind says what a search of the Thinker is for.
type searchKind int

const (
	searchMove     searchKind = iota // the AI's move
	searchHint                       // Hint: the best move, shown on the board
	searchAnalysis                   // the analysis panel, on a person's turn
)

type pending struct {
	id      uint64
	kind    searchKind
	since   float64
	ready   bool
	move    string
	version int    // p.version of the position searched
	mover   string // its side to move
	ply     int    // its moves played
	level   engine.Level
}

// analysis is what the analysis panel shows: the engine's latest report
// on a position of the match, from the AI's search, a hint or a search of
// its own.
type analysis struct {
	version int // p.version of the position; -1 for none
	mover   string
	ply     int
	kind    searchKind // the AI's move search, or one for the best move
	level   engine.Level
	info    engine.Info
	have    bool   // info holds a report
	final   bool   // the search is over
	move    string // its best move, once final
	err     string
}

// NewPlay returns the play screen for a match and its seats.
func NewPlay(a *App, m *game.Match, seats []Seat) *Play {
	p := &Play{app: a, m: m, g: m.Game(), names: m.Names(), hover: -1, cursor: -1, focus: -1, pickVer: -1}
	p.seats = append([]Seat(nil), seats...)
	for len(p.seats) < len(p.names) {
		p.seats = append(p.seats, Human)
	}
	p.seed = uint64(time.Now().UnixNano())
	p.bNew, p.bUndo, p.bRedo = NewButton("New"), NewButton("Undo"), NewButton("Redo")
	p.bHint, p.bRules, p.bMenu = NewButton("Hint"), NewButton("Rules"), NewButton("Menu")
	p.bAnalysis, p.bAction = NewButton("Analysis"), NewButton("Stop here")
	p.tools = []*Button{p.bNew, p.bUndo, p.bRedo, p.bHint, p.bRules, p.bMenu}
	p.bZoom = NewButton("+")
	p.bZoom.Name = "button:Zoom"
	p.buttons = []*Button{p.bAction, p.bNew, p.bUndo, p.bRedo, p.bHint, p.bAnalysis, p.bRules, p.bMenu, p.bZoom}
	p.an.version = -1
	p.lastPath = p.computeLastPath()
	if m.Outcome().Over {
		p.overAt = -10
	}
	return p
}

// Name returns "play".
func (p *Play) Name() string { return "play" }

// Match returns the match being played.
func (p *Play) Match() *game.Match { return p.m }

func (p *Play) seatOf(pl game.Player) Seat {
	if pl < 0 || int(pl) >= len(p.seats) {
		return Human
	}
	return p.seats[pl]
}

// mixed reports whether people play against the AI.
func (p *Play) mixed() bool {
	h, ai := false, false
	for _, s := range p.seats {
		if s.AI {
			ai = true
		} else {
			h = true
		}
	}
	return h && ai
}

func (p *Play) over() bool { return p.m.Outcome().Over }

// aiToMove reports whether the AI seat is to move in a live game.
func (p *Play) aiToMove() bool { return !p.over() && p.seatOf(p.m.State().ToMove()).AI }

// humanTurn reports whether a person may move now.
func (p *Play) humanTurn() bool {
	return p.demo == nil && !p.over() && !p.anim.active && !p.seatOf(p.m.State().ToMove()).AI
}

func (p *Play) computeLastPath() []int {
	mv, ok := p.m.LastMove()
	if !ok {
		return nil
	}
	s := p.m.State().Clone()
	s.Undo()
	return s.MovePath(mv)
}

func (p *Play) save() {
	if p.demo == nil { // a demo never replaces the game in progress
		p.app.saveMatch(p.m, p.seats)
	}
}

// changed is called after every change of the match.
func (p *Play) changed() {
	if p.pending.kind != searchMove {
		p.cancelPending() // a hint or analysis of the position before
	}
	p.version++
	p.armed = false
	p.hintPath, p.hintText = nil, ""
	p.picker.Clear()
	p.lastPath = p.computeLastPath()
	p.dragging, p.grabbed = false, false
	if p.over() {
		p.overAt = p.now
	}
	p.save()
}

func (p *Play) cancelPending() {
	if p.pending.id != 0 {
		if t := p.app.Thinker(); t != nil {
			t.Cancel()
		}
	}
	p.pending = pending{}
}

// Leave stops any search when the screen is left.
func (p *Play) Leave() {
	p.cancelPending()
	p.anim.active = false
}

func (p *Play) request(level engine.Level, kind searchKind) {
	t := p.app.Thinker()
	if t == nil {
		p.aiError = "no AI is available"
		return
	}
	id := p.app.nextRequestID()
	p.pending = pending{id: id, kind: kind, since: p.now, version: p.version,
		mover: p.names[p.m.State().ToMove()], ply: p.m.Ply(), level: level}
	t.Start(engine.Request{
		ID:      id,
		Game:    p.g.ID,
		Options: p.m.Options(),
		Start:   p.m.Snapshot().Start,
		Moves:   p.m.MoveStrings(),
		Level:   level,
		Seed:    p.seed + uint64(p.m.Ply()),
	})
}

// play applies a legal move, animating it unless the piece was dropped in
// place by a drag.
func (p *Play) play(mv game.Move, animate bool) {
	st := p.m.State()
	path := st.MovePath(mv)
	text := st.MoveString(mv)
	side := p.m.Nouns()[st.ToMove()]
	var piece game.Piece
	if len(path) > 0 {
		piece = st.PieceAt(path[0])
	}
	before := piecesOf(st)
	if err := p.m.Play(mv); err != nil {
		p.app.Notify("That move could not be played: " + err.Error())
		return
	}
	p.changed()
	p.noteCaptures(before, path, animate)
	if animate && len(path) > 1 {
		p.anim = moveAnim{active: true, path: path, piece: piece}
	}
	p.app.Announce(moveSentence(side, st.Board(), path, text) + " " + turnSentence(p.m))
}

func (p *Play) undo() {
	if !p.m.CanUndo() {
		return
	}
	p.cancelPending()
	p.anim.active = false
	p.aiError = ""
	n := 0
	for p.m.Undo() {
		n++
		if !p.mixed() || !p.seatOf(p.m.State().ToMove()).AI {
			break
		}
	}
	p.changed()
	what := "Move taken back."
	if n > 1 {
		what = fmt.Sprintf("%d moves taken back.", n)
	}
	p.app.Announce(what + " " + turnSentence(p.m))
}

func (p *Play) redo() {
	if !p.m.CanRedo() {
		return
	}
	p.cancelPending()
	p.anim.active = false
	p.aiError = ""
	var last []string
	for {
		mv, _ := p.m.NextMove()
		st := p.m.State()
		path := st.MovePath(mv)
		last = append(last, moveSentence(p.m.Nouns()[st.ToMove()], st.Board(), path, st.MoveString(mv)))
		p.m.Redo()
		if !p.mixed() || p.over() || !p.seatOf(p.m.State().ToMove()).AI || !p.m.CanRedo() {
			break
		}
	}
	p.changed()
	if n := len(p.lastPath); n > 1 {
		mv, _ := p.m.LastMove()
		s := p.m.State().Clone()
		s.Undo()
		p.anim = moveAnim{active: true, path: p.lastPath, piece: s.PieceAt(s.MovePath(mv)[0])}
	}
	p.app.Announce("Move replayed: " + strings.Join(last, " ") + " " + turnSentence(p.m))
}

func (p *Play) newGame() {
	if p.demo != nil {
		p.toggleDemo()
		return
	}
	m, err := game.NewMatch(p.g, p.m.Options())
	if err != nil {
		p.app.Notify("A new game could not be started: " + err.Error())
		return
	}
	m.SetNames(p.m.OwnNames())
	p.cancelPending()
	p.anim.active = false
	p.aiError = ""
	p.m = m
	p.seed = uint64(time.Now().UnixNano())
	p.overAt = 0
	p.changed()
	p.announceNew()
}

func (p *Play) announceNew() { p.app.Announce("New game. " + turnSentence(p.m)) }

func (p *Play) hint() {
	if !p.humanTurn() || p.pending.id != 0 && p.pending.kind != searchAnalysis {
		return
	}
	if a := p.an; a.final && a.version == p.version && a.kind != searchMove && a.move != "" {
		p.showHint(a.move, a.info) // the analysis has found it already
		return
	}
	p.hintPath = nil
	p.hintText = "Hint: thinking…"
	if p.pending.kind == searchAnalysis {
		p.pending.kind = searchHint // the analysis under way answers the hint too
		return
	}
	p.request(engine.Perfect, searchHint)
}

// showHint marks the move on the board and says it.
func (p *Play) showHint(move string, info engine.Info) {
	mv, err := p.m.State().ParseMove(move)
	if err != nil {
		p.hintText = "No hint: " + err.Error()
		return
	}
	p.hintPath = p.m.State().MovePath(mv)
	p.hintText = "Hint: " + move
	if info.Verdict != "" {
		p.hintText += " — " + info.Verdict
	}
	p.app.Announce(strings.ReplaceAll(p.hintText, " — ", ". ") + ".")
}

// analysisOn reports whether the analysis panel is open.
func (p *Play) analysisOn() bool { return p.app.Settings().Analysis }

// toggleAnalysis opens or closes the analysis panel, remembering the
// choice.
func (p *Play) toggleAnalysis() {
	st := p.app.Settings()
	st.Analysis = !st.Analysis
	p.app.SaveSettings()
	p.relayout = true
	if st.Analysis {
		p.app.Announce("Analysis shown.")
	} else {
		p.app.Announce("Analysis hidden.")
	}
}

// actions are what the buttons do, in the order of p.buttons.
func (p *Play) actions() []func() {
	return []func(){p.act, p.newGame, p.stepBack, p.stepOn, p.hint, p.toggleAnalysis, p.openRules, p.toMenu, p.toggleZoom}
}

func (p *Play) openRules() { p.app.Go(NewRules(p.app, p.g, p)) }

func (p *Play) toMenu() { p.app.Go(NewMenu(p.app)) }

// poll reads the Thinker's replies, keeping only those for the request
// still wanted.
func (p *Play) poll() {
	t := p.app.Thinker()
	if t == nil {
		return
	}
	for {
		r, ok := t.Poll()
		if !ok {
			return
		}
		if r.ID != p.pending.id || p.pending.id == 0 {
			continue
		}
		p.noteAnalysis(r)
		if !r.Final {
			continue
		}
		switch p.pending.kind {
		case searchHint:
			p.pending = pending{}
			if r.Err != "" {
				p.hintText = "No hint: " + r.Err
				continue
			}
			p.showHint(r.Move, r.Info)
			continue
		case searchAnalysis:
			p.pending = pending{}
			continue
		}
		if r.Err != "" {
			p.pending = pending{}
			p.aiError = r.Err
			p.app.Announce("The computer could not move: " + r.Err)
			continue
		}
		p.pending.ready, p.pending.move = true, r.Move
	}
}

// noteAnalysis keeps a reply of the pending search for the analysis panel.
func (p *Play) noteAnalysis(r engine.Reply) {
	q := p.pending
	a := analysis{version: q.version, mover: q.mover, ply: q.ply, kind: q.kind, level: q.level, final: r.Final}
	switch {
	case r.Err != "":
		a.err = r.Err
	case r.Final || len(r.Info.PV) > 0:
		a.info, a.have, a.move = r.Info, true, r.Move
	default:
		return
	}
	p.an = a
}

// Update runs the turn: animations, the AI, and the player's input.
func (p *Play) Update(c *Context) error {
	p.now = c.Time
	f := c.In
	p.fadeGhosts()
	p.stepDemo()
	if p.anim.active {
		p.anim.t += c.Dt / moveAnimTime
		if p.anim.t >= float64(len(p.anim.path)-1) {
			p.anim.active = false
		}
	}
	if p.relayout {
		p.relayout = false
		p.Layout(c)
	}
	p.poll()
	if p.pending.ready && !p.anim.active && p.now-p.pending.since >= minThinkTime {
		move := p.pending.move
		p.pending = pending{}
		mv, err := p.m.State().ParseMove(move)
		if err != nil {
			p.aiError = err.Error()
		} else {
			p.play(mv, true)
		}
	}
	if p.pending.id == 0 && !p.anim.active && p.aiError == "" && p.aiToMove() {
		p.request(p.seatOf(p.m.State().ToMove()).Level, searchMove)
	}
	if p.pending.id == 0 && p.analysisOn() && p.humanTurn() && p.an.version != p.version {
		p.request(engine.Perfect, searchAnalysis)
	}

	defer p.noteLook(c)
	p.updateButtons(c)
	if p.handleKeys(c) {
		return nil
	}
	if f.Pressed && p.tapReserve(c, f.X, f.Y) {
		return nil
	}
	p.updateBoard(f)
	return nil
}

func (p *Play) updateButtons(c *Context) {
	f := c.In
	p.bUndo.Enabled = p.m.CanUndo()
	p.bRedo.Enabled = p.m.CanRedo()
	p.bHint.Enabled = p.humanTurn() && (p.pending.id == 0 || p.pending.kind == searchAnalysis)
	p.bAnalysis.Primary = p.analysisOn()
	p.updateAction()
	acts := p.actions()
	for i, b := range p.buttons {
		if b.Update(f, c.Dt) {
			acts[i]()
			return
		}
	}
}

func (p *Play) handleKeys(c *Context) bool {
	f := c.In
	switch {
	case f.Consume(KeyBack):
		if p.picker.Selected() >= 0 {
			p.picker.Clear()
			p.dragging = false
		} else {
			p.toMenu()
		}
		return true
	case f.Consume(KeyUndo):
		p.bUndo.Press()
		p.stepBack()
	case f.Consume(KeyRedo):
		p.bRedo.Press()
		p.stepOn()
	case f.Consume(KeyNew):
		p.bNew.Press()
		p.newGame()
	case f.Consume(KeyStop):
		if p.bAction.Enabled {
			p.bAction.Press()
			p.act()
		}
	case f.Consume(KeyHint):
		if p.bHint.Enabled {
			p.bHint.Press()
			p.hint()
		}
	case f.Consume(KeyAnalysis):
		p.bAnalysis.Press()
		p.toggleAnalysis()
	case f.Consume(KeyTab):
		n := len(p.buttons)
		d := 1
		if f.Shift {
			d = n - 1
		}
		i := p.focus
		if i < 0 { // the first step lands on the first (or last) button
			i = n - 1
			if f.Shift {
				i = 0
			}
		}
		for range n {
			i = (i + d) % n
			if p.buttons[i].Enabled {
				break
			}
		}
		p.focus = i
		p.cursor = -1
		p.app.Announce(p.buttons[i].Label + " button.")
	case f.Key(KeyUp) || f.Key(KeyDown) || f.Key(KeyLeft) || f.Key(KeyRight):
		dx, dy := 0.0, 0.0
		switch {
		case f.Consume(KeyUp):
			dy = -1
		case f.Consume(KeyDown):
			dy = 1
		case f.Consume(KeyLeft):
			dx = -1
		case f.Consume(KeyRight):
			dx = 1
		}
		p.focus = -1
		p.moveCursor(dx, dy)
	case f.Consume(KeyActivate):
		if p.focus >= 0 {
			b := p.buttons[p.focus]
			if b.Enabled {
				b.Press()
				p.actions()[p.focus]()
			}
			return true
		}
		if p.cursor < 0 {
			p.moveCursor(0, 0)
			return true
		}
		if p.humanTurn() {
			p.syncPicker()
			if mv, ok := p.picker.Tap(p.cursor); ok {
				p.play(mv, true)
			}
		}
	}
	return false
}

// moveCursor moves the keyboard cursor to the nearest point in direction
// (dx,dy), showing it first at the selected or a movable piece.
func (p *Play) moveCursor(dx, dy float64) {
	if p.cursor < 0 || dx == 0 && dy == 0 {
		p.syncPicker()
		switch {
		case p.picker.Selected() >= 0:
			p.cursor = p.picker.Selected()
		case len(p.picker.Movable()) > 0:
			p.cursor = p.picker.Movable()[0]
		default:
			p.cursor = 0
		}
		return
	}
	xs, ys := p.view.Positions()
	if q := Nearest(xs, ys, p.cursor, dx, dy); q >= 0 {
		p.cursor = q
		p.reveal(q)
	}
}

// syncPicker offers the legal moves when a person is to move, and nothing
// otherwise.
func (p *Play) syncPicker() {
	if !p.humanTurn() {
		if p.picker.Active() {
			p.picker.Reset(nil)
		}
		p.pickVer = -1
		return
	}
	if p.pickVer == p.version && p.picker.Active() {
		return
	}
	st := p.m.State()
	_, reserve := st.(game.Reserver)
	var cands []Candidate
	for _, mv := range st.LegalMoves(nil) {
		path := st.MovePath(mv)
		if reserve && placement(st, path) != p.armed {
			continue // placements wait for a piece picked from the reserve, and then only they are offered
		}
		cands = append(cands, Candidate{Move: mv, Path: path})
	}
	p.picker.Reset(cands)
	p.pickVer = p.version
}

func (p *Play) updateBoard(f *Frame) {
	p.syncPicker()
	hit := p.view.Hit(f.X, f.Y)
	p.hover = -1
	if f.Hover {
		p.hover = hit
	}
	g := p.gesture.Feed(f.Down, f.X, f.Y)
	if !p.humanTurn() {
		p.gesture.Cancel()
		p.dragging, p.grabbed = false, false
		return
	}
	switch g {
	case GesturePress:
		if !p.boardArea.Contains(f.X, f.Y) {
			p.gesture.Cancel()
			return
		}
		p.cursor, p.focus = -1, -1
		p.grabbed = p.picker.Press(hit)
	case GestureDragStart, GestureDrag:
		if g == GestureDragStart && !p.grabbed && p.zoom.on {
			p.zoom.panning, p.zoom.lx, p.zoom.ly = true, f.X, f.Y
		}
		if p.zoom.panning {
			p.panBy(f.X, f.Y)
			return
		}
		p.dragging = p.grabbed
		p.dragX, p.dragY = f.X, f.Y
	case GestureTap:
		tried := p.tried(hit)
		if mv, ok := p.picker.Release(hit, false); ok {
			p.play(mv, true)
		} else {
			p.refused(tried)
		}
		p.grabbed = false
	case GestureDrop:
		p.dragging, p.grabbed = false, false
		if p.zoom.panning {
			p.zoom.panning = false
			return
		}
		tried := p.tried(hit)
		if mv, ok := p.picker.Release(hit, true); ok {
			p.play(mv, false)
		} else {
			p.refused(tried)
		}
	}
}

// Layout places the board, the status strip, the panel and the buttons:
// side by side on wide screens, stacked on narrow ones.
func (p *Play) Layout(c *Context) {
	s := c.S
	p.portrait = c.Portrait()
	p.gesture.Slop = 8 * s
	board := p.m.State().Board()
	if p.portrait {
		p.layoutPortrait(c, board)
	} else {
		p.layoutLandscape(c, board)
	}
	p.layoutZoom(c)
}

func (p *Play) layoutPortrait(c *Context, board *game.Board) {
	s := c.S
	pad := 12 * s
	area := c.Bounds().Inset(pad).CenterWidth(640 * s)
	bh, gap := 48*s, 8*s
	area, btns := area.CutBottom(2*bh + gap)
	grid := btns.Grid(6, 3, gap, bh)
	for i, b := range p.tools {
		b.Rect = grid[i]
	}
	area.H -= 12 * s
	statusH, msgH := 68*s, 46*s
	playersH := float64(len(p.names)) * playerRowH(len(p.names), s)
	// The board takes what is left, and the players list shows when there
	// is room to spare.
	avail := area.H - statusH - msgH - 2*10*s
	v := FitBoard(board, Rect{area.X, 0, area.W, avail})
	showPlayers := avail-v.Plate().H >= playersH+12*s
	if showPlayers {
		avail -= playersH + 4*s
		v = FitBoard(board, Rect{area.X, 0, area.W, avail})
	}
	plateH := v.Plate().H
	used := statusH + 10*s + plateH + 10*s + msgH
	if showPlayers {
		used += playersH + 4*s
	}
	y := area.Y + math.Max(0, (area.H-used)/2)
	p.status = Rect{area.X, y, area.W, statusH}
	y += statusH + 10*s
	p.boardArea = Rect{area.X, y, area.W, plateH}
	p.view = FitBoard(board, p.boardArea)
	y += plateH + 10*s
	p.players = Rect{}
	if showPlayers {
		p.players = Rect{area.X, y, area.W, playersH}
		y += playersH + 4*s
	}
	p.message = Rect{area.X, y, area.W, msgH}
	p.panel, p.moves, p.anRect = Rect{}, Rect{}, Rect{}
	p.placeToggle(s)
}

// placeToggle puts the Analysis button at the right end of the status
// strip.
func (p *Play) placeToggle(s float64) {
	r := p.status
	w, h := 100*s, 36*s
	p.bAnalysis.Rect = Rect{r.Right() - 14*s - w, r.Y + (r.H-h)/2, w, h}
}

func (p *Play) layoutLandscape(c *Context, board *game.Board) {
	s := c.S
	pad := 20 * s
	panelW := clamp(c.W*0.3, 280*s, 380*s)
	left, right := c.Bounds().Inset(pad).CutRight(panelW)
	left.W -= pad
	p.status, p.boardArea = left.CutTop(72 * s)
	p.boardArea = p.boardArea.Inset(4 * s)
	p.panel = right
	in := right.Inset(16 * s)
	_, in = in.CutTop(40 * s) // game name
	bh, gap := 46*s, 10*s
	if c.H < 520*s {
		bh, gap = 44*s, 8*s
	}
	in, btns := in.CutBottom(3*bh + 2*gap)
	grid := btns.Grid(6, 2, gap, bh)
	for i, b := range p.tools {
		b.Rect = grid[i]
	}
	ph := float64(len(p.names)) * playerRowH(len(p.names), s)
	p.players, in = in.CutTop(ph)
	_, in = in.CutTop(8 * s)
	p.message, in = in.CutTop(64 * s)
	_, p.moves = in.CutTop(14 * s)
	p.moves.H -= 10 * s
	p.anRect = Rect{}
	if p.analysisOn() && p.moves.H >= 120*s {
		// The analysis takes the top of the moves' place, up to 170 high,
		// when the moves keep 90 below it; else all of it.
		h := p.moves.H
		if rest := p.moves.H - 14*s - 90*s; rest >= 120*s {
			h = min(170*s, rest)
		}
		p.anRect, p.moves = p.moves.CutTop(h)
		_, p.moves = p.moves.CutTop(14 * s)
	}
	if p.moves.H < 70*s {
		p.moves = Rect{}
	}
	p.view = FitBoard(board, p.boardArea)
	// Keep the status strip just above the board, the pair centred in the
	// space they share, and as wide as the board.
	if spare := p.view.Plate().Y - (p.status.Bottom() + 14*s); spare > 0 {
		p.status.Y += spare / 2
		p.boardArea = p.boardArea.Offset(0, -spare/2)
		p.view = FitBoard(board, p.boardArea)
	}
	if w := p.view.Plate().W; w > 360*s {
		p.status.X, p.status.W = p.view.Plate().X, w
	}
	p.placeToggle(s)
}

// Targets lists every point and button.
func (p *Play) Targets(add func(string, Rect)) {
	b := p.view.Board
	h := 0.4 * p.view.Spacing
	for i := 0; i < b.Len(); i++ {
		if p.zoom.on && !p.onBoard(i) {
			continue
		}
		x, y := p.view.At(i)
		add("point:"+b.Point(i).Name, Rect{x - h, y - h, 2 * h, 2 * h})
	}
	for _, bt := range p.buttons {
		add(bt.Target(), bt.Rect)
	}
}

func (p *Play) hookState(h *HookState) {
	h.Game = p.g.ID
	h.Position = p.m.State().String()
	h.Moves = p.m.MoveStrings()
	h.Over = p.over()
	if !h.Over {
		h.ToMove = p.names[p.m.State().ToMove()]
	}
	h.Thinking = p.pending.id != 0 && !p.pending.ready
	if p.analysisOn() && p.an.have && p.an.version == p.version {
		info := p.an.info
		h.Analysis = &info
	}
}

// Draw draws the play screen.
func (p *Play) Draw(dst *ebiten.Image, c *Context) {
	s := c.S
	f := c.In
	verticalGradient(dst, c.Bounds(), colBackground, colBackground2)
	st := p.m.State()

	look := noLook()
	look.State, look.Looks, look.Labels, look.Time = st, p.g.Looks, true, c.Time
	if p.now >= p.calmAt {
		look.Time = calmPulse // the pieces stand still
	}
	look.LastPath = p.lastPath
	if p.humanTurn() {
		look.Movable = p.picker.Movable()
		look.Selected = p.picker.Selected()
		if look.Selected >= 0 || len(p.picker.Targets()) > 0 && len(look.Movable) == 0 {
			look.Targets = p.picker.Targets()
		}
		look.Hover = p.hover
		look.Cursor = p.cursor
	}
	look.HintPath = p.hintPath
	if p.anim.active {
		look.Hide = p.anim.path[len(p.anim.path)-1]
		look.LastPath = nil
	}
	if p.dragging {
		look.Hide = p.picker.Selected()
		look.Hover = p.view.Hit(p.dragX, p.dragY)
	}
	bd := p.boardImage(dst)
	drawBoard(bd, p.view, s, look)
	p.drawGhosts(bd)

	pr := p.view.PieceRadius()
	if p.anim.active {
		i := int(p.anim.t)
		i = min(i, len(p.anim.path)-2)
		t := easeOut(p.anim.t - float64(i))
		x0, y0 := p.view.At(p.anim.path[i])
		x1, y1 := p.view.At(p.anim.path[i+1])
		lift := math.Sin(math.Pi*t) * 0.12 * pr
		drawPiece(bd, x0+(x1-x0)*t, y0+(y1-y0)*t-lift, pr, lookOf(p.g.Looks, p.anim.piece), int(p.anim.piece.Owner), true)
	}
	if p.dragging {
		if sel := p.picker.Selected(); sel >= 0 {
			pc := st.PieceAt(sel)
			drawPiece(dst, p.dragX, p.dragY, pr*1.08, lookOf(p.g.Looks, pc), int(pc.Owner), true)
		}
	}

	p.drawStatus(dst, c)
	if !p.panel.Empty() {
		p.drawPanel(dst, c)
	}
	p.drawPlayers(dst, c)
	p.drawMessage(dst, c)
	p.drawAnalysis(dst, c)
	p.drawMoves(dst, c)
	for i, b := range p.buttons {
		b.Small = true
		b.Focused = p.focus == i
		b.Draw(dst, f, s)
	}
}

// playLook is what the play screen shows that can change without input;
// when it differs from the last frame's the screen is drawn again.
type playLook struct {
	version     int
	pending     uint64
	ready, anim bool
	an          anLook
	anErr       string
	anFinal     bool
	hint, aiErr string
	hintSteps   int
	thinking    bool
	relayout    bool
}

// anLook is the part of an analysis the screen shows.
type anLook struct {
	Depth int
	Nodes int64
	Score int
	PV    int
}

// noteLook invalidates the screen when what it shows has changed, and
// keeps the movable pieces pulsing for a while after every change or input.
func (p *Play) noteLook(c *Context) {
	l := playLook{
		version: p.version, pending: p.pending.id, ready: p.pending.ready, anim: p.anim.active,
		an:    anLook{p.an.info.Depth, p.an.info.Nodes, p.an.info.Score, len(p.an.info.PV)},
		anErr: p.an.err, anFinal: p.an.final, hint: p.hintText, aiErr: p.aiError,
		hintSteps: len(p.hintPath), thinking: p.searching(), relayout: p.relayout,
	}
	if l != p.seen {
		prev := p.seen
		prev.an = l.an
		p.seen = l
		if r := p.analysisArea(); prev == l && !r.Empty() {
			// Only the analysis deepened: its panel is drawn again alone.
			p.app.InvalidateRect(r)
		} else {
			p.app.Invalidate()
			p.calmAt = p.now + pulseTime
		}
	}
	if c.Time-p.app.lastInput < inputGrace {
		p.calmAt = p.now + pulseTime
	}
}

// calmPulse is a time at which the pulse of the movable pieces is near its
// brightest, for drawing them still.
const calmPulse = 0.35

// pulseTime is how long the movable pieces pulse after a change or input.
const pulseTime = 4.0

// Animating reports whether the whole screen changes every frame: a move
// is being shown, the end banner slides in, or the movable pieces pulse.
func (p *Play) Animating() bool {
	return p.anim.active || len(p.ghosts) > 0 || p.over() && p.now-p.overAt < 0.4 || p.humanTurn() && p.now < p.calmAt
}

// thinkingToken returns where the token of the player to move stands in
// the status bar and its radius, and whether the computer is thinking
// there.
func (p *Play) thinkingToken(c *Context) (x, y, r float64, thinking bool) {
	rect := p.status
	r = rect.H * 0.3
	x, y = rect.X+rect.H/2+4*c.S, rect.Y+rect.H/2
	thinking = !p.over() && p.seatOf(p.m.State().ToMove()).AI && p.aiError == ""
	return x, y, r, thinking
}

// analysisSpinner returns where the analysis panel's spinner turns, and
// whether it turns.
func (p *Play) analysisSpinner(c *Context) (x, y, r float64, on bool) {
	s := c.S
	return p.anRect.Right() - 6*s, p.anRect.Y + 8*s, 5 * s, !p.anRect.Empty() && p.searching()
}

// LiveRects returns the places of the spinners that turn while the
// computer thinks.
func (p *Play) LiveRects(c *Context) []Rect {
	var out []Rect
	s := c.S
	if x, y, r, on := p.thinkingToken(c); on {
		d := r + 9*s
		out = append(out, Rect{x - d, y - d, 2 * d, 2 * d})
	}
	if x, y, r, on := p.analysisSpinner(c); on {
		d := r + 3*s
		out = append(out, Rect{x - d, y - d, 2 * d, 2 * d})
	}
	return out
}

// DrawLive draws the turning arcs that say the computer is thinking.
func (p *Play) DrawLive(dst *ebiten.Image, c *Context) {
	s := c.S
	if x, y, r, on := p.thinkingToken(c); on {
		drawTurningArc(dst, x, y, r+5*s, 3*s, c.Time*5, colAccent)
	}
	if x, y, r, on := p.analysisSpinner(c); on {
		drawSpinner(dst, x, y, r, c.Time, s)
	}
}

func easeOut(t float64) float64 {
	t = clamp(t, 0, 1)
	return 1 - (1-t)*(1-t)*(1-t)
}

// token draws a small piece standing for a seat.
func (p *Play) drawStatus(dst *ebiten.Image, c *Context) {
	s := c.S
	r := p.status
	o := p.m.Outcome()
	big := face(true, 21*s)
	small := face(false, 14.5*s)
	if o.Over {
		t := easeOut((p.now - p.overAt) / 0.35)
		br := r.Inset(2 * s)
		br.Y += (1 - t) * -10 * s
		fill := colWin
		if o.IsDraw() {
			fill = colPanelHi
		}
		shadow(dst, br, 14*s, 6*s)
		fillRoundRect(dst, br, 14*s, withAlpha(fill, 0.55+0.45*t))
		strokeRoundRect(dst, br.Inset(1*s), 14*s, 2*s, withAlpha(colAccent, t))
		tx := br.X + 20*s
		if w := o.Winner(); w >= 0 {
			p.token(dst, w, br.X+br.H/2+4*s, br.Y+br.H/2, br.H*0.3)
			tx = br.X + br.H + 12*s
		}
		avail := p.bAnalysis.Rect.X - tx - 10*s
		drawText(dst, ellipsize(game.Headline(o, p.m.Nouns()), face(true, 24*s), avail), face(true, 24*s), tx, br.Y+br.H*0.36, alignLeft, colText)
		drawText(dst, ellipsize(capitalize(o.Reason), small, avail), small, tx, br.Y+br.H*0.72, alignLeft, colAccentHi)
		return
	}
	toMove := p.m.State().ToMove()
	fillRoundRect(dst, r.Inset(2*s), 14*s, colPanel)
	strokeRoundRect(dst, r.Inset(2.5*s), 14*s, 1*s, colBorder)
	tx, ty, tr, thinking := p.thinkingToken(c)
	p.token(dst, toMove, tx, ty, tr)
	x := r.X + r.H + 12*s
	avail := p.bAnalysis.Rect.X - x - 10*s
	// On a narrow screen the lines take a smaller type before they are cut.
	title := p.names[toMove] + " to move"
	big = fitFace(title, true, 21*s, 17*s, avail)
	drawText(dst, ellipsize(title, big, avail), big, x, r.Y+r.H*0.36, alignLeft, colText)
	sub, col := "", colMuted
	switch {
	case p.demo != nil:
		sub = p.demoLine()
	case p.aiError != "":
		sub, col = "The computer could not move: "+p.aiError, colDanger
	case thinking:
		sub = "Computer is thinking…"
	case p.picker.Selected() >= 0:
		sub = "Choose where it goes"
	case p.armed:
		sub = "Choose where to place it"
	case len(p.picker.Movable()) == 0 && len(p.picker.Targets()) > 0:
		sub = "Tap a highlighted point"
	case p.mixed():
		sub = "Your turn"
		if p.m.Ply() < 2 {
			sub = "Your turn: pick a piece, then where it goes"
		}
	default:
		sub = "Pick a piece, then where it goes"
	}
	small = fitFace(sub, false, 14.5*s, 12.5*s, avail)
	drawText(dst, ellipsize(sub, small, avail), small, x, r.Y+r.H*0.72, alignLeft, col)
}

// analysisArea returns where the analysis is shown: its own panel, or on
// narrow screens the message box (when no hint is shown there); empty
// when it is not shown.
func (p *Play) analysisArea() Rect {
	switch {
	case !p.analysisOn():
		return Rect{}
	case !p.anRect.Empty():
		return p.anRect
	case p.hintText == "":
		return p.message
	}
	return Rect{}
}

// drawMessage draws the hint in a box, or a quiet line about the game.
func (p *Play) drawMessage(dst *ebiten.Image, c *Context) {
	r := p.message
	if r.Empty() {
		return
	}
	s := c.S
	f := face(false, 14.5*s)
	msg, col := p.hintText, colText
	if msg == "" && p.analysisOn() && p.anRect.Empty() { // see analysisArea
		p.drawAnalysisLines(dst, c, r, true)
		return
	}
	if msg != "" {
		fillRoundRect(dst, r, 10*s, withAlpha(colHint, 0.18))
		strokeRoundRect(dst, r.Inset(0.5*s), 10*s, 1*s, withAlpha(colHint, 0.6))
		r = r.Inset(10 * s)
	} else {
		f = face(false, 13.5*s)
		msg, col = p.optionSummary(), colFaint
		if p.players.Empty() {
			msg, col = p.summary(), colMuted
		}
		if d := p.describe(); d != "" {
			msg, col = joinSentences(d, msg), colMuted
		}
	}
	lines := wrap(msg, f, r.W)
	if n := max(1, int(r.H/lineHeight(f))); len(lines) > n {
		lines = lines[:n]
		lines[n-1] = ellipsize(lines[n-1]+"…", f, r.W)
	}
	centre := p.panel.Empty()
	y := r.Y + lineHeight(f)/2
	if centre {
		y = r.Y + (r.H-float64(len(lines))*lineHeight(f))/2 + lineHeight(f)/2
	}
	for _, ln := range lines {
		if centre {
			drawText(dst, ln, f, r.X+r.W/2, y, alignCenter, col)
		} else {
			drawText(dst, ln, f, r.X, y, alignLeft, col)
		}
		y += lineHeight(f)
	}
}

// summary describes the match: who plays which side.
func (p *Play) summary() string {
	parts := make([]string, len(p.names))
	for i, n := range p.names {
		parts[i] = n + ": " + p.seats[i].Describe(p.g)
	}
	return strings.Join(parts, " · ")
}

func (p *Play) drawPanel(dst *ebiten.Image, c *Context) {
	s := c.S
	r := p.panel
	shadow(dst, r, 16*s, 8*s)
	fillRoundRect(dst, r, 16*s, colPanel)
	strokeRoundRect(dst, r.Inset(0.5*s), 16*s, 1*s, colBorder)
	in := r.Inset(16 * s)
	title := face(true, 20*s)
	drawText(dst, ellipsize(p.g.Name, title, in.W), title, in.X, in.Y+14*s, alignLeft, colText)
}

// optionSummary lists the options that differ from the defaults, leaving
// out those that do not apply.
func (p *Play) optionSummary() string {
	var parts []string
	opts := p.m.Options()
	for _, o := range p.g.Options {
		if v := opts[o.Key]; v != o.Default() && o.Applies(opts) {
			parts = append(parts, o.Label+": "+o.ChoiceLabel(v))
		}
	}
	if len(parts) == 0 {
		return "Standard rules. Hint shows the best move."
	}
	return strings.Join(parts, " · ")
}

func (p *Play) drawMoves(dst *ebiten.Image, c *Context) {
	r := p.moves
	if r.Empty() {
		return
	}
	s := c.S
	body := drawSection(dst, r, "MOVES", s)
	moves := p.m.MoveStrings()
	if len(moves) == 0 {
		drawText(dst, "No moves yet", face(false, 13.5*s), body.X+body.W/2, body.Y+body.H/2, alignCenter, colFaint)
		return
	}
	f := face(false, 14*s)
	lh := lineHeight(f)
	n := len(p.names)
	rows := (len(moves) + n - 1) / n
	fit := int((body.H - 12*s) / lh)
	first := max(0, rows-fit)
	y := body.Y + 6*s + lh/2
	colW := (body.W - 48*s) / float64(n)
	num := face(false, 13*s)
	for row := first; row < rows; row++ {
		drawText(dst, fmt.Sprintf("%d.", row+1), num, body.X+36*s, y, alignRight, colFaint)
		for j := 0; j < n; j++ {
			k := row*n + j
			if k >= len(moves) {
				break
			}
			col := colText
			if k == len(moves)-1 {
				col = colAccentHi
			}
			drawText(dst, moves[k], f, body.X+46*s+float64(j)*colW, y, alignLeft, col)
		}
		y += lh
	}
}

// searching reports whether the engine is at work on the analysed
// position.
func (p *Play) searching() bool {
	return p.pending.id != 0 && !p.pending.ready && p.pending.version == p.version
}

// drawAnalysis draws the analysis panel in its own place: a heading with
// whose search it is, then the box drawAnalysisLines fills.
func (p *Play) drawAnalysis(dst *ebiten.Image, c *Context) {
	r := p.anRect
	if r.Empty() {
		return
	}
	s := c.S
	body := drawSection(dst, r, "ANALYSIS", s)
	who := ""
	if p.an.have || p.an.err != "" {
		who = "Best play"
		if p.an.kind == searchMove {
			who = "Computer · " + levelLabel(p.g, p.an.level)
		}
	}
	x := r.Right()
	if p.searching() {
		x -= 18 * s // room for the spinner DrawLive turns
	}
	small := face(false, 12.5*s)
	drawText(dst, ellipsize(who, small, r.W-textWidth("ANALYSIS", face(true, 12.5*s))-40*s), small, x, r.Y+8*s, alignRight, colFaint)
	p.drawAnalysisLines(dst, c, body.Inset(12*s), false)
}

// drawSpinner draws the turning arc that says the engine is thinking.
func drawSpinner(dst *ebiten.Image, x, y, r, t, s float64) {
	drawTurningArc(dst, x, y, r, 2*s, t*5, colAccent)
}

// drawAnalysisLines writes the analysis into r: the verdict or score, the
// depth, nodes and time, and the principal variation with move numbers.
// Compact, for the small message box of narrow screens, it uses two lines.
func (p *Play) drawAnalysisLines(dst *ebiten.Image, c *Context, r Rect, compact bool) {
	s := c.S
	a := p.an
	big, detail, body := face(true, 17*s), face(false, 13*s), face(false, 14*s)
	if compact {
		big, body = face(true, 14*s), face(false, 13.5*s)
	}
	type line struct {
		text string
		f    *text.GoTextFace
		col  color.Color
	}
	var lines []line
	stale := a.version != p.version // a report on the position before
	textCol, mutedCol := colText, colMuted
	if stale {
		textCol, mutedCol = colFaint, colFaint
	}
	switch {
	case p.over() && !p.searching():
		lines = append(lines, line{"The game is over.", body, colMuted})
	case a.err != "" && !stale:
		lines = append(lines, line{"No analysis: " + a.err, body, colDanger})
	case !a.have && p.searching():
		lines = append(lines, line{"Thinking…", body, colMuted})
	case !a.have:
		lines = append(lines, line{"The analysis starts on your turn.", body, colMuted})
	default:
		i := a.info
		for _, ln := range wrap(i.Note, detail, r.W) { // a table the engine did without
			if ln != "" {
				lines = append(lines, line{ln, detail, colAccent})
			}
		}
		score := a.mover + ": " + engine.ScoreString(i.Score)
		head := score
		if i.Verdict != "" {
			head = i.Verdict
		}
		stats := fmt.Sprintf("Depth %d · %s nodes · %.1f s", i.Depth, countString(i.Nodes), i.Elapsed.Seconds())
		switch {
		case i.Verdict != "" && i.Nodes == 0:
			stats = "Solved: the line shows perfect play"
		case i.Verdict != "":
			stats = score + " · " + stats
		}
		pv := pvString(i.PV, a.ply, len(p.names))
		if compact {
			lines = append(lines, line{head + " · " + stats, big, textCol}, line{pv, body, mutedCol})
			break
		}
		lines = append(lines, line{head, big, textCol}, line{stats, detail, mutedCol})
		for _, ln := range wrap(pv, body, r.W) {
			lines = append(lines, line{ln, body, textCol})
		}
	}
	y := r.Y
	if compact {
		y += max(0, (r.H-float64(len(lines))*lineHeight(body))/2)
	}
	for k, ln := range lines {
		lh := lineHeight(ln.f)
		if y+lh > r.Bottom()+2*s {
			break
		}
		t := ln.text
		if next := y + lh + lineHeight(body); k < len(lines)-1 && next > r.Bottom()+2*s {
			t += "…" // the last line that fits, with more to come
		}
		drawText(dst, ellipsize(t, ln.f, r.W), ln.f, r.X, y+lh/2, alignLeft, ln.col)
		y += lh
	}
}

// countString writes a node count briefly: "987", "25k", "1.6M".
func countString(n int64) string {
	switch {
	case n >= 1_000_000:
		return fmt.Sprintf("%.1fM", float64(n)/1e6)
	case n >= 10_000:
		return fmt.Sprintf("%dk", n/1000)
	}
	return fmt.Sprint(n)
}

// pvString writes a principal variation with move numbers, counting from
// ply moves played among n players: "12. a2-b2 e2-d3 13. b1-c1", or
// "12… e2-d3 13. b1-c1" when it starts with a later player's move.
func pvString(pv []string, ply, n int) string {
	var b strings.Builder
	for i, mv := range pv {
		k := ply + i
		if i > 0 {
			b.WriteByte(' ')
		}
		switch {
		case n > 0 && k%n == 0:
			fmt.Fprintf(&b, "%d. ", k/n+1)
		case i == 0 && n > 0:
			fmt.Fprintf(&b, "%d… ", k/n+1)
		}
		b.WriteString(mv)
	}
	return b.String()
}
