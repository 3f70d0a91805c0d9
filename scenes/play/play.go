// Package play is the play screen: a Screen shows a midend.Session's
// match with a board.Widget, the players, the status strip, the message
// box, the analysis panel and the review panel (the move list, the graph
// of the values along the game and the values of the moves on the board),
// and plays the moves a person makes. It reaches the rest of the app
// through its Host.
package play

import (
	"math"
	"strings"

	"parlour/assets/sounds"
	"parlour/game"
	"parlour/lang"
	"parlour/midend"
	"parlour/scenes/board"
	"parlour/scenes/cue"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
	"parlour/scenes/words"
)

// Host is what the play screen asks of the app: ui.Host's services, the
// settings, sharing the match, and the ways to the menu and the rules.
type Host interface {
	ui.Host
	// Settings returns the remembered settings (the analysis and the
	// values on or off, the points' names, the sound); SaveSettings
	// writes them.
	Settings() *saves.Settings
	SaveSettings()
	// Cue plays sound s, as the settings say (package cue).
	Cue(s sounds.Sound)
	// Share opens the Share dialog for match m: copy a link, export the
	// record, or import one.
	Share(m *game.Match)
	// ShowMenu goes back to the menu, ShowRules to the rules of g, whose
	// Back returns to the screen back.
	ShowMenu()
	ShowRules(g *game.Game, back ui.Scene)
}

// Screen is the game screen: the board, whose turn it is, the players, hints,
// the analysis panel, the review panel and the buttons New, Undo, Redo,
// Hint, Rules, Share, Menu, Analysis and Values. It is a thin frontend: a
// midend.Session holds the match, the seats and the engine's work, a
// board.Widget turns taps and drags into moves, the panels draw what the
// Session holds, and the screen lays them out, routes the input and
// announces what the Session reports.
type Screen struct {
	host  Host
	s     *midend.Session
	g     *game.Game
	board *board.Widget
	seats *players  // the players list
	rev   *review   // the move list, the graph and the values of the moves
	an    *analysis // the analysis panel
	btn   controls
	at    places

	relayout bool    // lay the screen out again at the next Update
	now      float64 // the time of the frame
	overAt   float64 // when the game ended, for the banner's slide
	calmAt   float64 // when the movable pieces stop pulsing
	calmWall float64 // the same in real time (ui.Context.Wall): whichever comes first
	wall     float64 // the real time of the frame
	// clock is the Session's time: the frames' time, but never slower
	// than real time, so that the computer's least thinking time
	// (midend.MinThinkTime) and a replay's steps last what they say where
	// frames lag, as they do where WebGL is drawn in software.
	clock   float64
	pulsing bool // the movable pieces pulsed at the last frame
	// drawnPulse is the step of the pulse (pulseStep) last drawn.
	drawnPulse int64
	seen       playLook
	// byMessage is the ID of the game by message shown (see
	// SetByMessage), "" for any other game.
	byMessage string
}

// controls are the play screen's buttons and its keyboard focus among
// them.
type controls struct {
	newGame, undo, redo, hint *ui.Button
	analysis                  *ui.Button   // the analysis panel's toggle, in the status strip
	values                    *ui.Button   // the values' toggle, beside it
	sound                     *ui.Button   // turns the sounds off or on (M), named after what it does
	here                      *ui.Button   // ends a review ("Play from here")
	action                    *ui.Button   // a move with no path ("Stop here"), when legal
	tools                     []*ui.Button // the grid of buttons: all but those of the status strip
	all                       []*ui.Button // every button, in Tab order
	focus                     ui.FocusRing
	refresh                   func() // names the buttons after what they do now
}

// places are where the parts of the play screen stand that are not a
// panel's own: the panels keep their own places.
type places struct {
	portrait bool    // the parts are stacked, on a narrow screen
	scale    float64 // the scale the parts were laid out at (ui.Context.S)
	status   ui.Rect // the status strip: whose turn, or the result
	panel    ui.Rect // the side panel of a wide screen
	message  ui.Rect // the hint, or a word on the game
	legend   ui.Rect // the legend of the pieces, when the game has one and there is room
}

// New returns the play screen of session s, shown by host h: its
// buttons play a live game.
func New(h Host, s *midend.Session) *Screen {
	p := &Screen{host: h, s: s, g: s.Game()}
	p.seen.version = -1 // the position is new to the screen: its pieces pulse
	p.board = board.NewWidget(s, p.g.Looks, h.Announce)
	p.seats = &players{s: s, g: p.g, board: p.board}
	p.rev = &review{host: h, s: s, g: p.g, board: p.board, token: p.seats.token, saidVals: -1}
	p.an = &analysis{host: h, s: s, g: p.g}
	b := &p.btn
	b.newGame, b.undo, b.redo = ui.NewAction(lang.T("New"), p.askNew), ui.NewAction(lang.T("Undo"), s.Undo), ui.NewAction(lang.T("Redo"), p.rev.redo)
	b.hint, b.action = ui.NewAction(lang.T("Hint"), s.Hint), ui.NewAction("", p.act) // the game names the action: see updateAction
	b.analysis = ui.NewAction(lang.T("Analysis"), func() { p.an.toggle(); p.relayout = true })
	b.values = ui.NewAction(lang.T("Values"), func() { p.rev.toggleValues(); p.relayout = true })
	b.here = ui.NewAction(lang.T("Play from here"), p.rev.playFromHere)
	rules := ui.NewAction(lang.T("Rules"), func() { h.ShowRules(p.g, p) })
	share := ui.NewAction(lang.T("Share"), func() { h.Share(p.s.Match()) })
	menu := ui.NewAction(lang.T("Menu"), p.toMenu)
	b.sound = ui.NewAction(soundLabel(h.Settings().Mute), p.toggleSound)
	b.tools = []*ui.Button{b.newGame, b.undo, b.redo, b.hint, rules, share, b.sound, menu}
	b.all = []*ui.Button{b.here, b.action, b.newGame, b.undo, b.redo, b.hint, b.analysis, b.values, rules, share, b.sound, menu, p.board.ZoomButton()}
	b.refresh = func() {}
	p.board.Overlay = p.rev.drawValueMarks
	s.SetValues(h.Settings().Values)
	if s.Over() {
		p.overAt = -10
	}
	return p
}

// Name returns "play".
func (p *Screen) Name() string { return "play" }

// Session returns the session the screen shows.
func (p *Screen) Session() *midend.Session { return p.s }

// Board returns the screen's board, and MoveList where the list of moves
// stands (empty when it has no room), for a host that drives the screen
// as a player would (the App's tests).
func (p *Screen) Board() *board.Widget { return p.board }

// MoveList returns where the list of moves stands: see Board.
func (p *Screen) MoveList() ui.Rect { return p.rev.moves }

// Leave stops any search when the screen is left.
func (p *Screen) Leave() {
	p.s.Stop()
	p.board.StopMove()
}

// askNew starts a new game, first asking whether to when it puts away a
// game with moves.
func (p *Screen) askNew() {
	words.ConfirmNew(p.host, p.s.Match(), p.s.AtStake(), p.s.NewGame)
}

func (p *Screen) toMenu() { p.host.ShowMenu() }

// Update runs the turn: animations, the Session, and the player's input.
func (p *Screen) Update(c *ui.Context) error {
	if p.now > 0 || p.wall > 0 { // not the first frame
		p.clock += max(0, c.Time-p.now, c.Wall-p.wall)
	}
	p.now, p.wall = c.Time, c.Wall
	f := c.In
	p.board.ReducedMotion = p.host.Settings().ReducedMotion()
	p.board.Update(p.now, c.Dt)
	if p.relayout {
		p.relayout = false
		p.Layout(c)
	}
	p.s.SetAnalysis(p.an.on())
	p.board.Numbers = !p.host.Settings().HideNumbers
	p.s.Update(p.clock, !p.board.Moving())
	defer p.noteLook(c)
	defer p.rev.sayPicked()
	defer p.follow()
	p.updateButtons()
	if ui.ClickAny(f, c.Dt, p.btn.all...) {
		p.board.Ignore(f) // the press was the button's, not the board's
		return nil
	}
	if p.handleKeys(c) {
		return nil
	}
	if f.Pressed && p.onButton(f.X, f.Y) {
		p.board.Ignore(f)
		return nil
	}
	if f.Pressed && p.seats.tapReserve(c, f.X, f.Y) {
		return nil
	}
	if f.Pressed && p.rev.tap(c.S, f.X, f.Y) {
		p.board.Ignore(f)
		return nil
	}
	was := p.board.Picker().Selected()
	in := p.board.Input(f)
	if in.Touched {
		p.btn.focus.Clear()
	}
	p.host.Cue(cue.OfTap(in.Landed && !in.Played, len(in.Refused) > 0))
	switch sel := p.board.Picker().Selected(); {
	case in.Played:
		p.s.Play(in.Move, in.Animate)
	case len(in.Refused) > 0:
		p.s.Explain(in.Refused)
	case sel >= 0 && sel != was:
		p.s.Unexplain() // another piece picked: the refusal is old news
	}
	return nil
}

// onButton reports whether (x,y) is on an enabled button.
func (p *Screen) onButton(x, y float64) bool {
	for _, b := range p.btn.all {
		if b.Enabled && b.Rect.Contains(x, y) {
			return true
		}
	}
	return false
}

// follow shows and announces what the Session reports.
func (p *Screen) follow() {
	m := p.s.Match()
	board := m.State().Board()
	for _, e := range p.s.Events() {
		p.host.Cue(cue.OfEvent(e, p.s.Seats(), m.Outcome()))
		switch e.Kind {
		case midend.Changed:
			p.board.Reset()
		case midend.Ended:
			p.overAt = p.now
		case midend.Moved:
			st := e.Steps[0]
			p.board.ShowStep(st, e.Animate)
			p.host.Announce(moveSentence(p.s.Match().Nouns()[st.Mover], board, st.Path, st.Move) + " " + words.TurnSentence(m))
		case midend.TakenBack:
			p.board.StopMove()
			// One move is "Move taken back.", without its number.
			what := lang.T("Move taken back.")
			if e.N > 1 {
				what = lang.N(e.N, "%d move taken back.", "%d moves taken back.", e.N)
			}
			p.host.Announce(what + " " + words.TurnSentence(m))
		case midend.Replayed:
			var said []string
			for _, st := range e.Steps {
				said = append(said, moveSentence(p.s.Match().Nouns()[st.Mover], board, st.Path, st.Move))
			}
			last := e.Steps[len(e.Steps)-1]
			p.board.StopMove()
			p.board.ShowMove(last.Path, last.Piece)
			p.host.Announce(lang.T("Move replayed: %s", strings.Join(said, " ")) + " " + words.TurnSentence(m))
		case midend.NewGame:
			p.board.StopMove()
			p.overAt = 0
			p.host.Announce(lang.T("New game.") + " " + words.TurnSentence(m))
		case midend.Restored:
			p.board.StopMove()
			p.overAt = 0
			if p.s.Over() {
				p.overAt = -10
			}
			p.host.Announce(lang.T("Your game is back.") + " " + words.TurnSentence(m))
		case midend.HintReady:
			p.host.Announce(strings.ReplaceAll(e.Text, " — ", ". ") + ".")
		case midend.Explained:
			p.host.Announce(e.Text)
		case midend.ComputerFailed:
			p.host.Announce(lang.T("The computer could not move: %s", e.Text))
		case midend.Failed:
			p.host.Notify(e.Text)
		case midend.Reviewed:
			p.board.StopMove()
			p.host.Announce(p.rev.reviewSentence())
		case midend.ValuesReady:
			p.rev.sayValues()
		}
	}
}

// toggleSound turns the sounds off or on (the M key and the Mute
// button), remembers it and says so.
func (p *Screen) toggleSound() {
	said := cue.ToggleMute(p.host.Settings())
	p.host.SaveSettings()
	p.host.Announce(said)
	p.btn.sound.Label = soundLabel(p.host.Settings().Mute)
	p.host.Invalidate()
}

// soundLabel names the sound's button after what a press does: Mute
// while the sounds play, Unmute once they are off.
func soundLabel(mute bool) string {
	if mute {
		return lang.T("Unmute")
	}
	return lang.T("Mute")
}

// updateButtons enables the buttons that can act now.
func (p *Screen) updateButtons() {
	p.btn.undo.Enabled = p.s.CanUndo()
	p.btn.redo.Enabled = p.s.CanRedo()
	p.btn.hint.Enabled = p.s.CanHint() && !p.board.Moving()
	p.btn.analysis.Primary = p.an.on()
	p.btn.values.Primary = p.rev.valuesOn()
	// The options screen or another window may have turned the sounds
	// off or on.
	p.btn.sound.Label = soundLabel(p.host.Settings().Mute)
	p.updateAction()
	p.updateReview()
	p.btn.refresh()
}

// handleKeys runs the keyboard: shortcuts, Tab through the buttons, the
// arrows move the board's cursor, Enter presses or taps. It reports
// whether the frame's input was used up.
func (p *Screen) handleKeys(c *ui.Context) bool {
	f := c.In
	enabled := func(i int) bool { return p.btn.all[i].Enabled }
	switch {
	case f.Consume(ui.KeyBack):
		if !p.board.Deselect() {
			p.toMenu()
		}
		return true
	case f.Consume(ui.KeyUndo):
		p.btn.undo.Activate()
	case f.Consume(ui.KeyRedo):
		p.btn.redo.Activate()
	case f.Consume(ui.KeyNew):
		p.btn.newGame.Activate()
	case f.Consume(ui.KeyStop):
		p.btn.action.Activate()
	case f.Consume(ui.KeyHint):
		p.btn.hint.Activate()
	case f.Consume(ui.KeyAnalysis):
		p.btn.analysis.Activate()
	case f.Consume(ui.KeyValues):
		p.btn.values.Activate()
	case f.Consume(ui.KeyMute):
		p.btn.sound.Activate()
	case p.rev.keys(f):
	case p.btn.focus.Tab(f, len(p.btn.all), enabled):
		p.board.HideCursor()
		if i := p.btn.focus.At(); i >= 0 {
			p.host.Announce(ui.ButtonSaid(p.btn.all[i].Label))
		}
	case f.HasArrow():
		dx, dy, _ := f.Arrow()
		p.btn.focus.Clear()
		p.board.MoveCursor(dx, dy)
	case f.Consume(ui.KeyActivate):
		if i := p.btn.focus.At(); i >= 0 {
			p.btn.all[i].Activate()
			return true
		}
		if mv, ok := p.board.Activate(); ok {
			p.s.Play(mv, true)
		}
	}
	return false
}

// Layout places the board, the status strip, the panel and the buttons:
// side by side on wide screens, stacked on narrow ones.
func (p *Screen) Layout(c *ui.Context) {
	p.at.portrait, p.at.scale = c.Portrait(), c.S
	board := p.s.State().Board()
	if p.at.portrait {
		p.layoutPortrait(c, board)
	} else {
		p.layoutLandscape(c, board)
	}
}

// Targets lists every point and button.
func (p *Screen) Targets(add func(string, ui.Rect)) {
	p.board.Targets(add)
	for _, bt := range p.btn.all {
		add(bt.Target(), bt.Rect)
	}
	p.rev.targets(add)
	// The panels, for tests to find: where the analysis shows, and the
	// moves.
	if r := p.analysisArea(); !r.Empty() {
		add("panel:analysis", r)
	}
	if !p.rev.moves.Empty() {
		add("panel:moves", p.rev.moves)
	}
}

// playLook is what the play screen shows that can change without input;
// when it differs from the last frame's the screen is drawn again.
type playLook struct {
	version     int
	thinking    bool
	searching   bool
	moving      bool
	an          anLook
	anErr       string
	anFinal     bool
	anVersion   int
	note, aiErr string
	noteSteps   int
	relayout    bool
	values      bool // the values of the position shown are known
	line        bool // the values along the game are known
	reviewing   bool
}

// anLook is the part of an analysis the screen shows.
type anLook struct {
	Depth int
	Nodes int64
	Score int
	PV    int
}

// noteLook invalidates the screen when what it shows has changed, and
// keeps the movable pieces pulsing for a while after every change of the
// position or input. News that moves no piece (the values of the moves
// or along the game, a search begun or ended, a hint) is drawn once: the
// pulse, a whole screen drawn eight times a second, would follow every
// late reply of the engine with four seconds of drawing at rest.
func (p *Screen) noteLook(c *ui.Context) {
	a, n := p.s.Analysis(), p.s.Note()
	l := playLook{
		version: p.s.Version(), thinking: p.s.Thinking(), searching: p.s.Searching(), moving: p.board.Moving(),
		an:    anLook{a.Info.Depth, a.Info.Nodes, a.Info.Score, len(a.Info.PV)},
		anErr: a.Err, anFinal: a.Final, anVersion: a.Version, note: n.Text, aiErr: p.s.ComputerError(),
		noteSteps: len(n.Path), relayout: p.relayout || p.board.TakeChanged(),
		reviewing: p.s.Reviewing(),
	}
	_, l.values = p.s.Values()
	_, l.line = p.s.Line()
	if l != p.seen {
		prev := p.seen
		prev.an = l.an
		p.seen = l
		if r := p.analysisArea(); prev == l && !r.Empty() {
			// Only the analysis deepened: its panel is drawn again alone.
			p.host.InvalidateRect(r)
		} else {
			p.host.Invalidate()
			if prev.version != l.version || prev.moving != l.moving {
				p.calmAt, p.calmWall = p.now+pulseTime, p.wall+pulseTime
			}
		}
	}
	if c.Time-c.LastInput < ui.InputGrace {
		p.calmAt, p.calmWall = p.now+pulseTime, p.wall+pulseTime
	}
	// When the pulse ends, the pieces are drawn once more, standing
	// still, rather than left at the pulse's last brightness.
	pulsing := p.pulses()
	if p.pulsing && !pulsing {
		p.host.Invalidate()
	}
	p.pulsing = pulsing
}

// calmPulse is a time at which the pulse of the movable pieces is near its
// brightest, for drawing them still.
const calmPulse = 0.35

// pulseTime is how long the movable pieces pulse after a change or input.
const pulseTime = 4.0

// pulseRate is how many times a second the pulse of the movable pieces
// steps on. Each step draws the whole screen again, which costs a phone
// its battery and, where WebGL is drawn in software, 80 to 200 ms of a
// processor (docs/measurements.md). The pulse is slow (a brightness that
// rises and falls in 2 s): 8 steps a second look as smooth as one at every
// frame, and draw 32 times in its 4 s instead of 240.
const pulseRate = 8.0

// pulseStep returns the step of the pulse at time t.
func pulseStep(t float64) int64 { return int64(math.Floor(t * pulseRate)) }

// Waiting reports whether the screen will change with no input: the
// computer is to move or a search has not answered, a replay runs, or
// the movable pieces pulse.
func (p *Screen) Waiting() bool { return p.s.Waiting() || p.pulses() }

// Animating reports whether the whole screen changes at this frame: a
// move is being shown, the end banner slides in, or the pulse of the
// movable pieces has stepped on.
func (p *Screen) Animating() bool {
	return p.board.Animating() || p.s.Over() && p.now-p.overAt < 0.4 || p.pulses() && pulseStep(p.now) != p.drawnPulse
}

// pulses reports whether the movable pieces pulse: never with motion
// reduced.
func (p *Screen) pulses() bool { return p.board.Live() && !p.calm() && !p.board.ReducedMotion }

// calm reports whether the movable pieces have stopped pulsing: pulseTime
// after the last change or input, in the frames' time or in real time,
// whichever ends first.
func (p *Screen) calm() bool { return p.now >= p.calmAt || p.wall >= p.calmWall }

// NoticeSpace returns the part of the screen the app's notices may
// cover: on a wide screen the board's side, so that a notice leaves the
// panel's buttons clear; on a narrow one all of it.
func (p *Screen) NoticeSpace(c *ui.Context) ui.Rect {
	if p.at.portrait || p.at.panel.W <= 0 {
		return c.Bounds()
	}
	return ui.Rect{W: p.at.panel.X, H: c.H}
}
