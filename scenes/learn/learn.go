// Package learn is the lesson screen: a game's lesson (game.Lesson) run
// by a midend.Tutor on the board widget every game is played on, in the
// shell it shares with the puzzle screen (scenes/coached). Each step
// shows its position, its instruction and the Tutor's answer to the
// learner's tries; Show me plays the answer, Try again sets the step up
// afresh, and Next goes on. The progress is kept in the settings, per
// game, and a finished lesson offers a game against the computer.
package learn

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlour/assets/sounds"
	"parlour/engine"
	"parlour/game"
	"parlour/lang"
	"parlour/midend"
	"parlour/scenes/coached"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// Host is what the lesson screen asks of the app: a coached screen's
// services, the settings saved with the lesson's progress, and the game
// against the computer a finished lesson opens.
type Host interface {
	coached.Host
	// InProgress returns g's game in progress, if any, which Play puts
	// away (replaced, with its seats) for Undo to bring back as it opens
	// the play screen on the new match m with seats.
	InProgress(g *game.Game) (*game.Match, []saves.Seat, bool)
	Play(m *game.Match, seats []saves.Seat, replaced *game.Match, replacedSeats []saves.Seat)
}

// Screen is the lesson screen of one game: the coached shell around the
// Tutor of its lesson.
type Screen struct {
	*coached.Shell
	host Host
	g    *game.Game
	t    *midend.Tutor
	btn  tools
	seen look
}

// tools are the lesson's own buttons, under its words.
type tools struct {
	show, retry, prev, next *ui.Button
}

// look is what the screen shows that changes without input; when it
// differs from the last frame's, the screen is drawn again.
type look struct {
	step, version, tries int
	feedback             midend.Feedback
	canPlay, busy        bool
}

// New returns the lesson of g, at the step its progress says; Back
// returns to back. It returns an error when g has no lesson or its step
// cannot be set up.
func New(h Host, g *game.Game, back ui.Scene) (*Screen, error) {
	p := h.Settings().Lesson(g)
	at := p.Step
	if p.Done || g.Lesson == nil || at >= len(g.Lesson.Steps) {
		at = 0
	}
	t, err := midend.NewTutor(g, at)
	if err != nil {
		return nil, err
	}
	l := &Screen{host: h, g: g, t: t}
	l.Shell = coached.New(h, g, back, l)
	b := &l.btn
	b.prev = ui.NewAction(lang.T("Previous"), func() { l.goTo(l.t.Index() - 1) })
	b.show = ui.NewAction(lang.T("Show me"), l.t.Show)
	b.retry = ui.NewAction(lang.T("Try again"), l.t.Retry)
	b.next = ui.NewAction(lang.T("Next"), l.next)
	b.next.Name = "button:Next" // on the last step too, where it starts a game
	// H shows the answer, U tries again, S plays the move with no path
	// and N goes on.
	l.SetTools([]*ui.Button{b.show, b.retry, b.prev, b.next}, []coached.Shortcut{
		{Key: ui.KeyHint, Button: b.show},
		{Key: ui.KeyUndo, Button: b.retry},
		{Key: ui.KeyStop, Button: l.Turn.Action},
		{Key: ui.KeyNew, Button: b.next},
	})
	l.stepSetUp()
	return l, nil
}

// Name returns "learn".
func (l *Screen) Name() string { return "learn" }

// Tutor returns the Tutor that runs the lesson.
func (l *Screen) Tutor() *midend.Tutor { return l.t }

// goTo sets up step i.
func (l *Screen) goTo(i int) {
	if i < 0 || i >= l.t.Len() {
		return
	}
	if err := l.t.Go(i); err != nil {
		l.host.Notify(lang.T("This step could not be set up: %s", err.Error()))
		return
	}
	l.stepSetUp()
}

// stepSetUp follows a new step: the board, the layout and the words.
func (l *Screen) stepSetUp() {
	l.SetUp(l.t)
	st := l.t.Step()
	l.host.Announce(lang.T("Step %d of %d: %s. %s", l.t.Index()+1, l.t.Len(), lang.T(st.Title), lang.T(st.Say)))
}

// next goes on to the next step, or at the end of the lesson starts a
// game against the computer.
func (l *Screen) next() {
	if l.t.Index()+1 < l.t.Len() {
		l.goTo(l.t.Index() + 1)
		return
	}
	l.playComputer()
}

// solo reports whether the game has one seat (Peg Solitaire): its
// lesson ends in a game of one's own, not against the computer.
func (l *Screen) solo() bool {
	opts, _ := l.host.Settings().For(l.g)
	return len(l.g.Seats(opts)) == 1
}

// playLabel names what Next does on the last step.
func (l *Screen) playLabel() string {
	if l.solo() {
		return lang.T("Play a game")
	}
	return lang.T("Play the computer")
}

// playComputer starts a game of the lesson's game against the computer
// at its easiest level, the learner playing the side that moves in the
// lesson's last step; the game in progress is put away, as New puts it
// away, and Undo brings it back.
func (l *Screen) playComputer() {
	opts, _ := l.host.Settings().For(l.g)
	m, err := game.NewMatch(l.g, opts)
	if err != nil {
		l.host.Notify(lang.T("The game could not be started: %s", err.Error()))
		return
	}
	mine := game.Player(0)
	if st, _, err := l.t.Step().Start(l.g); err == nil && int(st.ToMove()) < len(m.Seats()) {
		mine = max(st.ToMove(), 0)
	}
	seats := make([]saves.Seat, len(m.Seats()))
	for i := range seats {
		seats[i] = saves.Seat{AI: true, Level: engine.Easy}
	}
	seats[mine] = saves.Seat{}
	old, oldSeats, _ := l.host.InProgress(l.g)
	l.host.Play(m, seats, old, oldSeats)
}

// Ready enables the buttons that can act now, names Next and places the
// turn's buttons, before the frame's input.
func (l *Screen) Ready() {
	b := &l.btn
	l.Turn.Update(l.At.Head.H/56, l.headButton)
	passed, busy := l.t.Passed(), l.t.Busy()
	b.prev.Enabled = l.t.Index() > 0 && !busy
	b.show.Enabled = !passed && !busy
	b.retry.Enabled = !busy && l.t.Session().Match().Ply() > 0
	b.next.Enabled = passed || l.t.Index() < l.progress().Step
	b.next.Primary = passed
	b.next.Label = lang.T("Next")
	if l.t.Index() == l.t.Len()-1 {
		b.next.Label = l.playLabel()
	}
}

// headButton returns where a button w wide stands in the head: at the
// right of the dots, under the step's title.
func (l *Screen) headButton(w float64) ui.Rect {
	r := l.At.Head
	s := r.H / 56
	return ui.Rect{X: r.Right() - w, Y: r.Y + 25*s, W: w, H: 31 * s}
}

// progress returns the progress kept for the lesson.
func (l *Screen) progress() saves.LessonProgress { return l.host.Settings().Lesson(l.g) }

// NoteLook keeps the progress of a passed step, announces the Tutor's
// words when they change and draws the screen again when what it shows
// has changed.
func (l *Screen) NoteLook() {
	now := look{
		step: l.Gen(), version: l.t.Session().Version(), tries: l.t.Tries(),
		feedback: l.t.Feedback(), canPlay: l.t.CanPlay(), busy: l.t.Busy(),
	}
	if now == l.seen {
		return
	}
	prev := l.seen
	l.seen = now
	if now.feedback != prev.feedback || now.step != prev.step {
		l.Relayout()
	}
	if now.step == prev.step && now.feedback != prev.feedback && now.feedback.Text != "" {
		said := now.feedback.Text
		if now.feedback.Kind == midend.Praised {
			said += " " + l.nextWords()
			l.keepProgress()
			l.host.Cue(sounds.StepPassed)
		}
		l.host.Announce(said)
	}
	l.host.Invalidate()
}

// nextWords says what Next does now.
func (l *Screen) nextWords() string {
	if l.t.Index() == l.t.Len()-1 {
		if l.solo() {
			return lang.T("That was the last step: %s starts a game.", l.playLabel())
		}
		return lang.T("That was the last step: %s starts a game against the computer at Easy.", l.playLabel())
	}
	return lang.T("Press Next for the next step.")
}

// keepProgress records that the step on the board was passed.
func (l *Screen) keepProgress() {
	p := l.progress()
	p.Step = max(p.Step, l.t.Index()+1)
	if l.t.Index() == l.t.Len()-1 {
		p.Done = true
	}
	p.Offered = true
	l.host.Settings().SetLesson(l.g, p)
	l.host.SaveSettings()
}

// Title returns "Learn" and the game's name, shortened to the game's
// name when it would not fit in avail at UI scale s even in the top
// bar's smallest type (a longer language's words).
func (l *Screen) Title(avail, s float64) string {
	title := lang.T("Learn %s", lang.T(l.g.Name))
	if ui.TextWidth(title, ui.Face(true, 12*s)) > avail {
		return lang.T(l.g.Name)
	}
	return title
}

// HeadHeight returns the height of the step's title and dots above the
// words, at any width.
func (l *Screen) HeadHeight(w, s float64, portrait bool) float64 {
	if portrait {
		return 56 * s
	}
	return 64 * s
}

// Words returns the step's instruction and the Tutor's answer: why a try
// was refused, or the words for success.
func (l *Screen) Words() coached.Words {
	return coached.Words{Say: lang.T(l.t.Step().Say), Answer: l.t.Feedback()}
}

// DrawHead draws the step's number and title, and a dot for every step:
// filled for those passed, ringed for the one on the board.
func (l *Screen) DrawHead(dst *ebiten.Image, r ui.Rect, s float64) {
	n, at, reached := l.t.Len(), l.t.Index(), l.progress().Step
	if l.progress().Done {
		reached = n
	}
	head := lang.T("Step %d of %d · %s", at+1, n, lang.T(l.t.Step().Title))
	// A little smaller before it is cut: longer languages' titles.
	f := ui.FitFace(head, true, 17*s, 14*s, r.W)
	ui.DrawText(dst, ui.Ellipsize(head, f, r.W), f, r.X, r.Y+12*s, ui.AlignLeft, ui.ColAccent)
	// The dots share their line with the action or the reserve's button,
	// closer together when it needs the room.
	rad, step := 5*s, 18*s
	for _, a := range []ui.Rect{l.Turn.Action.Rect, l.Turn.Reserve.Rect} {
		if !a.Empty() {
			step = min(step, (a.X-10*s-r.X-2*rad)/float64(max(n-1, 1)))
		}
	}
	y := r.Y + 40*s
	for i := range n {
		x := r.X + rad + float64(i)*step
		switch {
		case i < reached || i == at && l.t.Passed():
			ui.FillCircle(dst, x, y, rad, ui.ColAccent)
		default:
			ui.FillCircle(dst, x, y, rad, ui.ColPanelHi)
		}
		if i == at {
			ui.StrokeCircle(dst, x, y, rad+3*s, 1.5*s, ui.ColText)
		}
	}
}
