// Package coached is the shell of the screens that coach a person on a
// board: the lesson screen (scenes/learn) and the puzzle screen
// (scenes/puzzles). The Shell holds what they share around a board.Coach
// (a Tutor, a Puzzler) and its board.Turn: the board, the top bar with
// Back and a title, the head, the panel of words, four tools and their
// keys, the frame's input, the layout (board.CoachedLayout, done in Update
// whenever the position or the words change, never in Draw) and the
// drawing. A screen embeds the Shell and tells it through Coaching what
// it coaches: its title, its head, its words, and its work before and
// after each frame's input.
package coached

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/sounds"
	"parlour/game"
	"parlour/lang"
	"parlour/midend"
	"parlour/scenes/board"
	"parlour/scenes/cue"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// Host is what a coached screen asks of the app: ui.Host's services, and
// the settings.
type Host interface {
	ui.Host
	// Settings returns the remembered settings, which say whether the
	// board names its points.
	Settings() *saves.Settings
	// Cue plays sound s, as the settings say (package cue).
	Cue(s sounds.Sound)
	// SaveSettings writes the settings: the M key's sound off or on, a
	// lesson's progress.
	SaveSettings()
}

// Coach is the Tutor or the Puzzler that judges the person's turns, as
// the Shell runs it.
type Coach interface {
	board.Coach
	// Update runs the coach's time: its replies and pauses; idle says the
	// board shows no move travelling.
	Update(now float64, idle bool)
	// Waiting reports whether the coach will change with no input.
	Waiting() bool
}

// hinter is a Coach that marks a hint on the board: the Puzzler's piece,
// then its move.
type hinter interface{ HintPath() []int }

// Coaching is what a coached screen coaches, a lesson or a puzzle: what
// the Shell asks of the screen that embeds it.
type Coaching interface {
	// Title returns the top bar's words, to fit in avail at UI scale s.
	Title(avail, s float64) string
	// HeadHeight returns the height of the head, above the words, at
	// width w and UI scale s, on a narrow (portrait) screen or a wide one.
	HeadHeight(w, s float64, portrait bool) float64
	// DrawHead draws the head in r, at UI scale s. It changes nothing.
	DrawHead(dst *ebiten.Image, r ui.Rect, s float64)
	// Words returns what the panel of words says.
	Words() Words
	// Ready runs in every frame after the coach's time, before the
	// input: it names and enables the tools and places the turn's
	// buttons (board.Turn.Update).
	Ready()
	// NoteLook runs after the frame's input: it tells screen readers
	// what the coach says anew and asks for the screen to be drawn again,
	// or laid out again (Shell.Relayout), when what it shows changed.
	NoteLook()
}

// Shortcut is a key that presses a button.
type Shortcut struct {
	Key    ui.Key
	Button *ui.Button
}

// Places are where the parts of a coached screen stand, as laid out.
type Places struct {
	Top   ui.Rect // the bar with Back and the title
	Head  ui.Rect // what the screen shows above its words
	Words ui.Rect // the panel of words
}

// Shell is what the coached screens share: a screen embeds it, and its
// Layout, Update, Draw, Targets, Animating, Waiting and Leave serve as
// the screen's.
type Shell struct {
	// Board is the board the coach's position is played on; nil until a
	// position is set up (SetUp).
	Board *board.Widget
	// Turn runs the person's turn: its action and reserve buttons stand
	// in the head, where the screen places them (Coaching.Ready).
	Turn *board.Turn
	// Back returns to the screen the coached one was opened from.
	Back *ui.Button
	// Focus is the keyboard's focus among Buttons.
	Focus ui.FocusRing
	// At is where the parts stand, as laid out.
	At Places
	// Moved, when not nil, hears each move of the coach's Session shown
	// on the board, to put it in words.
	Moved func(midend.Step)

	host      Host
	g         *game.Game
	coaching  Coaching
	coach     Coach
	tools     []*ui.Button // laid out in two rows of two
	corner    *ui.Button   // at the top bar's right end, or nil
	shortcuts []Shortcut
	all       []*ui.Button // in Tab order
	gen       int          // the positions set up so far: the board's versions differ by it
	relayout  bool         // lay out again before the frame ends
}

// New returns the shell of a coached screen of game g, which coaching
// fills; Back goes to back. It has no tools (SetTools) and no position
// (SetUp) yet.
func New(h Host, g *game.Game, back ui.Scene, coaching Coaching) *Shell {
	s := &Shell{host: h, g: g, coaching: coaching}
	s.Back = ui.NewAction(lang.T("Back"), func() { h.Go(back) })
	s.Turn = board.NewTurn(g, func() *board.Widget { return s.Board }, func() board.Coach { return s.coach })
	s.SetTools(nil, nil)
	return s
}

// SetTools gives the shell the screen's tools, in the order they are laid
// out (two rows of two) and Tab visits them, and the keys that press them
// or the turn's buttons, in the order they are tried.
func (s *Shell) SetTools(tools []*ui.Button, keys []Shortcut) {
	s.tools, s.shortcuts = tools, keys
	s.all = []*ui.Button{s.Turn.Action, s.Turn.Reserve, s.Back}
	if s.corner != nil {
		s.all = append(s.all, s.corner)
	}
	s.all = append(s.all, tools...)
	if s.Board != nil {
		s.all = append(s.all, s.Board.ZoomButton())
	}
	for _, b := range s.all {
		b.Small = b != s.Back && b != s.corner
	}
}

// SetCorner puts b at the right end of the top bar, facing Back, next
// after it in Tab order: the puzzle screen's choice of game. A lesson has
// none.
func (s *Shell) SetCorner(b *ui.Button) {
	s.corner = b
	s.SetTools(s.tools, s.shortcuts)
}

// SetUp shows a position set up afresh, judged by c: a lesson's step, a
// puzzle. The board (made for the first) drops its move and selection,
// and the screen is laid out again before the frame ends.
func (s *Shell) SetUp(c Coach) {
	s.coach = c
	if s.Board == nil {
		s.Board = board.NewWidget(source{s}, s.g.Looks, s.host.Announce)
		zoom := s.Board.ZoomButton()
		zoom.Small = true
		s.all = append(s.all, zoom)
	}
	s.gen++
	s.Board.StopMove()
	s.Board.Reset()
	s.relayout = true
}

// Relayout asks for the screen to be laid out again: at the end of this
// frame's Update, or at the start of the next when asked between frames.
func (s *Shell) Relayout() { s.relayout = true }

// Gen returns how many positions were set up (SetUp): it changes with
// each step or puzzle.
func (s *Shell) Gen() int { return s.gen }

// Buttons returns every button of the screen, in Tab order: the turn's,
// Back, the tools and the board's zoom.
func (s *Shell) Buttons() []*ui.Button { return s.all }

// source is the board's view of the coach: its Session, on which the
// person may move only when the coach lets them.
type source struct{ s *Shell }

func (src source) State() game.State  { return src.s.coach.Session().State() }
func (src source) Version() int       { return src.s.gen<<20 + src.s.coach.Session().Version() }
func (src source) PersonToMove() bool { return src.s.coach.CanPlay() }
func (src source) LastPath() []int    { return src.s.coach.Session().LastPath() }

// Update runs a frame: the board's time and the coach's, the screen's
// work before the input (Coaching.Ready), the input (a button, a key,
// the board), and its work after (Coaching.NoteLook); the screen is laid
// out again when asked to (Relayout), so that Draw finds it laid out.
func (s *Shell) Update(c *ui.Context) error {
	s.layOutIfAsked(c)
	defer s.finish(c)
	defer s.coaching.NoteLook()
	if s.coach != nil {
		s.Board.ReducedMotion = s.host.Settings().ReducedMotion()
		s.Board.Update(c.Time, c.Dt)
		s.Board.Numbers = !s.host.Settings().HideNumbers // lessons name holes by their numbers
		s.coach.Update(c.Time, !s.Board.Moving())
		s.follow()
		// Followed after the input too, so that a move tapped starts to
		// travel in the frame that plays it, never shown a frame at its
		// end first.
		defer s.follow()
	}
	s.coaching.Ready()
	f := c.In
	if ui.ClickAny(f, c.Dt, s.all...) {
		if s.Board != nil {
			s.Board.Ignore(f)
		}
		return nil
	}
	if s.keys(f) {
		return nil
	}
	if s.coach != nil {
		in := s.Board.Coached(f, s.coach)
		if in.Touched {
			s.Focus.Clear()
		}
		s.host.Cue(cue.OfTap(in.Landed, len(in.Refused) > 0))
	}
	return nil
}

// follow shows the moves the coach's Session reports, and cues their
// sounds.
func (s *Shell) follow() { s.Board.Follow(s.coach, s.Moved, s.hear) }

// hear cues the sound of event e of the coach's Session.
func (s *Shell) hear(e midend.Event) {
	ses := s.coach.Session()
	s.host.Cue(cue.OfEvent(e, ses.Seats(), ses.Match().Outcome()))
}

// layOutIfAsked lays the screen out if it was asked to (Relayout).
func (s *Shell) layOutIfAsked(c *ui.Context) {
	if s.relayout {
		s.Layout(c)
	}
}

// finish ends a frame's Update: the screen laid out again if the frame
// asked, the button with the focus marked, so that Draw changes nothing.
func (s *Shell) finish(c *ui.Context) {
	s.layOutIfAsked(c)
	s.Focus.Buttons(0, s.all...)
}

// keys runs the keyboard: M turns the sounds off or on, Escape drops the
// board's selection or goes back, the shortcuts press their buttons, and the turn takes the rest:
// Tab among the buttons, the arrows on the board, Enter. It reports
// whether the frame's input was used up.
func (s *Shell) keys(f *ui.Frame) bool {
	if f.Consume(ui.KeyMute) {
		s.host.Announce(cue.ToggleMute(s.host.Settings()))
		s.host.SaveSettings()
		return true
	}
	if f.Consume(ui.KeyBack) {
		if s.Board == nil || !s.Board.Deselect() {
			s.Back.Activate()
		}
		return true
	}
	for _, k := range s.shortcuts {
		if f.Consume(k.Key) {
			k.Button.Activate()
			return false
		}
	}
	return s.Turn.Keys(f, &s.Focus, s.all, s.host.Announce)
}

// Targets lists every point and button.
func (s *Shell) Targets(add func(string, ui.Rect)) {
	if s.Board != nil {
		s.Board.Targets(add)
	}
	for _, b := range s.all {
		add(b.Target(), b.Rect)
	}
}

// Animating reports whether the screen changes every frame: a move is
// shown. While the coach pauses between the moves it plays, nothing
// moves: what changes is drawn again when it does (Coaching.NoteLook),
// and Waiting keeps the frames coming.
func (s *Shell) Animating() bool { return s.Board != nil && s.Board.Animating() }

// Waiting reports whether the coach will change with no input (see
// midend.Tutor.Waiting).
func (s *Shell) Waiting() bool { return s.coach != nil && s.coach.Waiting() }

// Leave stops the board's move when the screen is left.
func (s *Shell) Leave() {
	if s.Board != nil {
		s.Board.StopMove()
	}
}
