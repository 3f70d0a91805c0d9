// Package learn is the lesson screen: a game's lesson (game.Lesson) run
// by a midend.Tutor on the board widget every game is played on. Each
// step shows its position, its instruction and the Tutor's answer to the
// learner's tries; Show me plays the answer, Try again sets the step up
// afresh, and Next goes on. The progress is kept in the settings, per
// game, and a finished lesson offers a game against the computer.
package learn

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/engine"
	"parlour/game"
	"parlour/midend"
	"parlour/scenes/board"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// Screen is the lesson screen of one game.
type Screen struct {
	host  ui.Host
	g     *game.Game
	t     *midend.Tutor
	board *board.Widget
	turn  *board.Turn // the action and the reserve, in btn too
	back  ui.Scene
	gen   int // the steps set up so far: the board's positions differ by it
	btn   buttons
	at    places
	now   float64
	seen  look
	// relayout lays the screen out again at the next Update: the step's
	// words changed their height.
	relayout bool
}

// buttons are the lesson screen's buttons, in Tab order in all.
type buttons struct {
	back, prev, show, retry, next *ui.Button
	action                        *ui.Button // a move with no path ("Stop here"), when the learner may play it
	reserve                       *ui.Button // picks up a piece held off the board (a Flying Machine), to place it
	all                           []*ui.Button
	focus                         ui.FocusRing
}

// places are where the parts of the screen stand.
type places struct {
	portrait bool
	top      ui.Rect // the bar with Back and the title
	head     ui.Rect // the step's number, title and the dots of progress
	text     ui.Rect // the instruction and the answer
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
func New(h ui.Host, g *game.Game, back ui.Scene) (*Screen, error) {
	p := h.Settings().Lesson(g)
	at := p.Step
	if p.Done || g.Lesson == nil || at >= len(g.Lesson.Steps) {
		at = 0
	}
	t, err := midend.NewTutor(g, at)
	if err != nil {
		return nil, err
	}
	l := &Screen{host: h, g: g, t: t, back: back}
	l.board = board.NewWidget(source{l}, g.Looks, h.Announce)
	b := &l.btn
	b.back = ui.NewAction("Back", func() { h.Go(back) })
	b.prev = ui.NewAction("Previous", func() { l.goTo(l.t.Index() - 1) })
	b.show = ui.NewAction("Show me", l.t.Show)
	b.retry = ui.NewAction("Try again", l.t.Retry)
	b.next = ui.NewAction("Next", l.next)
	b.next.Name = "button:Next" // on the last step too, where it starts a game
	l.turn = board.NewTurn(g, func() *board.Widget { return l.board }, func() board.Coach { return l.t })
	b.action, b.reserve = l.turn.Action, l.turn.Reserve
	b.all = []*ui.Button{b.action, b.reserve, b.back, b.show, b.retry, b.prev, b.next, l.board.ZoomButton()}
	l.stepSetUp()
	return l, nil
}

// source is the board's view of the lesson: the Tutor's Session, on
// which the learner may move only when the Tutor lets them.
type source struct{ l *Screen }

func (s source) State() game.State { return s.l.t.Session().State() }
func (s source) Version() int      { return s.l.gen<<20 + s.l.t.Session().Version() }
func (s source) PersonToMove() bool {
	return s.l.t.CanPlay()
}
func (s source) LastPath() []int { return s.l.t.Session().LastPath() }

// Name returns "learn".
func (l *Screen) Name() string { return "learn" }

// Tutor returns the Tutor that runs the lesson.
func (l *Screen) Tutor() *midend.Tutor { return l.t }

// Leave stops the board's move when the screen is left.
func (l *Screen) Leave() { l.board.StopMove() }

// goTo sets up step i.
func (l *Screen) goTo(i int) {
	if i < 0 || i >= l.t.Len() {
		return
	}
	if err := l.t.Go(i); err != nil {
		l.host.Notify("This step could not be set up: " + err.Error())
		return
	}
	l.stepSetUp()
}

// stepSetUp follows a new step: the board, the layout and the words.
func (l *Screen) stepSetUp() {
	l.gen++
	l.board.StopMove()
	l.board.Reset()
	l.relayout = true
	st := l.t.Step()
	l.host.Announce(fmt.Sprintf("Step %d of %d: %s. %s", l.t.Index()+1, l.t.Len(), st.Title, st.Say))
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
		return "Play a game"
	}
	return "Play the computer"
}

// playComputer starts a game of the lesson's game against the computer
// at its easiest level, the learner playing the side that moves in the
// lesson's last step; the game in progress is put away, as New puts it
// away, and Undo brings it back.
func (l *Screen) playComputer() {
	opts, _ := l.host.Settings().For(l.g)
	m, err := game.NewMatch(l.g, opts)
	if err != nil {
		l.host.Notify("The game could not be started: " + err.Error())
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

// Update runs the Tutor and the learner's input.
func (l *Screen) Update(c *ui.Context) error {
	l.now = c.Time
	f := c.In
	l.board.Update(l.now, c.Dt)
	if l.relayout {
		l.relayout = false
		l.Layout(c)
	}
	l.board.Numbers = !l.host.Settings().HideNumbers // the steps name holes by their numbers
	l.t.Update(l.now, !l.board.Moving())
	l.follow()
	defer l.noteLook()
	// Followed after the input too, so that a move tapped starts to travel
	// in the frame that plays it, never shown a frame at its end first.
	defer l.follow()
	l.updateButtons()
	if ui.ClickAny(f, c.Dt, l.btn.all...) {
		l.board.Ignore(f)
		return nil
	}
	if l.keys(c) {
		return nil
	}
	if l.board.Coached(f, l.t) {
		l.btn.focus.Clear()
	}
	return nil
}

// follow shows the moves the Session reports.
func (l *Screen) follow() { l.board.Follow(l.t, nil) }

// updateButtons enables the buttons that can act now and names Next and
// the action.
func (l *Screen) updateButtons() {
	b := &l.btn
	l.turn.Update(l.at.head.H/56, l.headButton)
	passed, busy := l.t.Passed(), l.t.Busy()
	b.prev.Enabled = l.t.Index() > 0 && !busy
	b.show.Enabled = !passed && !busy
	b.retry.Enabled = !busy && l.t.Session().Match().Ply() > 0
	b.next.Enabled = passed || l.t.Index() < l.progress().Step
	b.next.Primary = passed
	b.next.Label = "Next"
	if l.t.Index() == l.t.Len()-1 {
		b.next.Label = l.playLabel()
	}
}

// headButton returns where a button w wide stands in the head: at the
// right of the dots, under the step's title.
func (l *Screen) headButton(w float64) ui.Rect {
	r := l.at.head
	s := r.H / 56
	return ui.Rect{X: r.Right() - w, Y: r.Y + 25*s, W: w, H: 31 * s}
}

// progress returns the progress kept for the lesson.
func (l *Screen) progress() saves.LessonProgress { return l.host.Settings().Lesson(l.g) }

// noteLook keeps the progress of a passed step, announces the Tutor's
// words when they change and draws the screen again when what it shows
// has changed.
func (l *Screen) noteLook() {
	now := look{
		step: l.gen, version: l.t.Session().Version(), tries: l.t.Tries(),
		feedback: l.t.Feedback(), canPlay: l.t.CanPlay(), busy: l.t.Busy(),
	}
	if now == l.seen {
		return
	}
	prev := l.seen
	l.seen = now
	if now.feedback != prev.feedback || now.step != prev.step {
		l.relayout = true
	}
	if now.step == prev.step && now.feedback != prev.feedback && now.feedback.Text != "" {
		said := now.feedback.Text
		if now.feedback.Kind == midend.Praised {
			said += " " + l.nextWords()
			l.keepProgress()
		}
		l.host.Announce(said)
	}
	l.host.Invalidate()
}

// nextWords says what Next does now.
func (l *Screen) nextWords() string {
	if l.t.Index() == l.t.Len()-1 {
		if l.solo() {
			return "That was the last step: " + l.playLabel() + " starts a game."
		}
		return "That was the last step: " + l.playLabel() + " starts a game against the computer at Easy."
	}
	return "Press Next for the next step."
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

// keys runs the keyboard: Escape goes back, Tab moves among the buttons,
// the arrows move the board's cursor, Enter presses or taps, H shows the
// answer, U tries again, N goes on and S plays the move with no path. It reports whether the frame's input was
// used up.
func (l *Screen) keys(c *ui.Context) bool {
	f := c.In
	b := &l.btn
	switch {
	case f.Consume(ui.KeyBack):
		if !l.board.Deselect() {
			b.back.Activate()
		}
		return true
	case f.Consume(ui.KeyHint):
		b.show.Activate()
	case f.Consume(ui.KeyUndo):
		b.retry.Activate()
	case f.Consume(ui.KeyStop):
		b.action.Activate()
	case f.Consume(ui.KeyNew):
		b.next.Activate()
	default:
		return l.turn.Keys(f, &b.focus, b.all, l.host.Announce)
	}
	return false
}

// Layout places the bar, the board, the words and the buttons: stacked
// on a narrow screen, the board beside a column on a wide one.
func (l *Screen) Layout(c *ui.Context) {
	s := c.S
	var pad float64
	l.at.top, l.btn.back.Rect, _, pad = ui.TopBar(c)
	l.at.portrait = c.Portrait()
	area := ui.Rect{X: pad, Y: l.at.top.Bottom() + 4*s, W: c.W - 2*pad, H: c.H - l.at.top.Bottom() - 4*s - pad}
	tools := []*ui.Button{l.btn.show, l.btn.retry, l.btn.prev, l.btn.next}
	headH := 64 * s // the step's title and dots above the words
	if l.at.portrait {
		headH = 56 * s
	}
	l.at.head, l.at.text = board.CoachedLayout(area, s, l.at.portrait, tools,
		func(float64) float64 { return headH },
		func(w float64) float64 { return l.textHeight(w, s) }, l.board)
}

// Faces of the words: the instruction and the answer.
func sayFace(s float64) *text.GoTextFace  { return ui.Face(false, 17*s) }
func feedFace(s float64) *text.GoTextFace { return ui.Face(true, 16*s) }

// textHeight returns the height of the words' panel at width w.
func (l *Screen) textHeight(w, s float64) float64 {
	inner := w - 2*16*s
	h := 2 * 14 * s
	h += float64(len(ui.Wrap(l.t.Step().Say, sayFace(s), inner))) * ui.LineHeight(sayFace(s))
	if f := l.t.Feedback(); f.Text != "" {
		h += 10*s + float64(len(ui.Wrap(f.Text, feedFace(s), inner)))*ui.LineHeight(feedFace(s))
	}
	return h
}

// Targets lists every point and button.
func (l *Screen) Targets(add func(string, ui.Rect)) {
	l.board.Targets(add)
	for _, b := range l.btn.all {
		add(b.Target(), b.Rect)
	}
}

// Hook tells the test hooks the game, the position and the lesson.
func (l *Screen) Hook(h *ui.HookState) {
	m := l.t.Session().Match()
	h.Game = l.g.ID
	h.Position = m.State().String()
	h.Moves = m.MoveStrings()
	h.Over = m.Outcome().Over
	f := l.t.Feedback()
	h.Lesson = &ui.LessonState{
		Step: l.t.Index(), Steps: l.t.Len(), Title: l.t.Step().Title, Say: l.t.Step().Say,
		Feedback: f.Text, Passed: l.t.Passed(), CanPlay: l.board.Live(), Tries: l.t.Tries(),
		Done: l.progress().Done, Reached: l.progress().Step,
	}
}

// Animating reports whether the screen changes every frame: a move is
// shown. While the Tutor pauses between the moves it plays, nothing
// moves: what changes is drawn again when it does (noteLook), and
// Waiting keeps the frames coming.
func (l *Screen) Animating() bool { return l.board.Animating() }

// Waiting reports whether the lesson will change with no input (see
// midend.Tutor.Waiting).
func (l *Screen) Waiting() bool { return l.t.Waiting() }

// Draw draws the lesson screen.
func (l *Screen) Draw(dst *ebiten.Image, c *ui.Context) {
	if l.relayout {
		// A step that began in this frame's update, on
		// another board, is laid out before its first drawing.
		l.relayout = false
		l.Layout(c)
	}
	s := c.S
	ui.VerticalGradient(dst, c.Bounds(), ui.ColBackground, ui.ColBackground2)
	l.board.Draw(dst, s, 0.35, nil)
	l.drawTop(dst, c)
	l.drawHead(dst, s)
	l.drawText(dst, s)
	l.btn.focus.Buttons(0, l.btn.all...)
	for _, b := range l.btn.all {
		b.Small = b != l.btn.back
		b.Draw(dst, c.In, s)
	}
}

func (l *Screen) drawTop(dst *ebiten.Image, c *ui.Context) {
	s := c.S
	ui.StrokeLine(dst, 0, l.at.top.Bottom(), c.W, l.at.top.Bottom(), 1*s, ui.ColBorder)
	title := "Learn " + l.g.Name
	avail := c.W - 2*(l.btn.back.Rect.Right()+8*s)
	f := ui.FitFace(title, true, 22*s, 15*s, avail)
	ui.DrawText(dst, ui.Ellipsize(title, f, avail), f, c.W/2, l.at.top.Y+36*s, ui.AlignCenter, ui.ColText)
}

// drawHead draws the step's number and title, and a dot for every step:
// filled for those passed, ringed for the one on the board.
func (l *Screen) drawHead(dst *ebiten.Image, s float64) {
	r := l.at.head
	n, at, reached := l.t.Len(), l.t.Index(), l.progress().Step
	if l.progress().Done {
		reached = n
	}
	f := ui.Face(true, 17*s)
	head := fmt.Sprintf("Step %d of %d · %s", at+1, n, l.t.Step().Title)
	ui.DrawText(dst, ui.Ellipsize(head, f, r.W), f, r.X, r.Y+12*s, ui.AlignLeft, ui.ColAccent)
	// The dots share their line with the action or the reserve's button,
	// closer together when it needs the room.
	rad, step := 5*s, 18*s
	for _, a := range []ui.Rect{l.btn.action.Rect, l.btn.reserve.Rect} {
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

// drawText draws the instruction and, below it, the Tutor's answer: why
// a try was refused, or the words for success.
func (l *Screen) drawText(dst *ebiten.Image, s float64) {
	r := l.at.text
	if r.Empty() {
		return
	}
	fb := l.t.Feedback()
	edge := ui.ColBorder
	switch fb.Kind {
	case midend.Refused:
		edge = ui.ColDanger
	case midend.Praised:
		edge = ui.ColAccent
	}
	ui.FillRoundRect(dst, r, 12*s, ui.ColPanel)
	ui.StrokeRoundRect(dst, r.Inset(0.5*s), 12*s, 1.5*s, edge)
	x, y, w := r.X+16*s, r.Y+14*s, r.W-32*s
	sf := sayFace(s)
	for _, ln := range ui.Wrap(l.t.Step().Say, sf, w) {
		ui.DrawText(dst, ln, sf, x, y+ui.LineHeight(sf)/2, ui.AlignLeft, ui.ColText)
		y += ui.LineHeight(sf)
	}
	if fb.Text == "" {
		return
	}
	y += 10 * s
	ff := feedFace(s)
	fg := ui.ColAccent
	if fb.Kind == midend.Refused {
		fg = ui.ColDanger
	}
	for _, ln := range ui.Wrap(fb.Text, ff, w) {
		ui.DrawText(dst, ln, ff, x, y+ui.LineHeight(ff)/2, ui.AlignLeft, fg)
		y += ui.LineHeight(ff)
	}
}
