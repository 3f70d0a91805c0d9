// Package puzzles is the puzzle screen: a game's shipped puzzles
// (game/puzzle/sets), each run by a midend.Puzzler on the board widget
// every game is played on. It shows the puzzle's goal in words, the
// player's puzzle rating and streak, and the Puzzler's answer to each
// move; Hint marks the piece to move and then the move, Show solution
// plays the rest, Try again sets the puzzle up afresh and Next chooses
// another near the player's rating. The first puzzle of a day is the
// daily puzzle, the same for everyone. Each result moves the player's
// rating and the puzzle's (Glicko-2, game/rating), kept on the device in
// scenes/saves.
package puzzles

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/game"
	"parlour/game/puzzle"
	"parlour/game/puzzle/sets"
	"parlour/game/rating"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/board"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// Records keeps the player's puzzle records: the App is one.
type Records interface {
	// Puzzles returns the records, to read and change.
	Puzzles() *saves.Puzzles
	// RecordPuzzles makes change on the records and keeps them, telling
	// the player of a failure. The records change is made on may be
	// newer than Puzzles showed: another window's, read again.
	RecordPuzzles(change func(*saves.Puzzles))
}

// PuzzleRD is the rating deviation a puzzle starts with, its rating
// being its difficulty: calibrated, so surer than a new player's.
const PuzzleRD = 100.0

// item is one puzzle of the pool: its set's options and its ID.
type item struct {
	p    puzzle.Puzzle
	opts game.Options
	id   string
}

// loaded is what loading the game's sets brought.
type loaded struct {
	pool []item
	err  error
}

// Screen is the puzzle screen of one game.
type Screen struct {
	host  ui.Host
	rec   Records
	cfg   midend.Config
	g     *game.Game
	back  ui.Scene
	today func() string // the date, YYYY-MM-DD

	loading chan loaded // nil once loaded
	pool    []item
	problem string // why there are no puzzles to show

	z      *midend.Puzzler
	cur    int    // the puzzle on the board, in pool
	daily  string // the date whose daily puzzle is on the board, or ""
	change float64
	seed   uint64

	board    *board.Widget
	turn     *board.Turn // the action and the reserve, in btn too
	gen      int
	btn      buttons
	at       places
	now      float64
	seen     look
	relayout bool
}

// buttons are the screen's buttons, in Tab order in all.
type buttons struct {
	back, hint, show, retry, next *ui.Button
	action                        *ui.Button // a move with no path, when the player may play it
	reserve                       *ui.Button // picks up a piece held off the board, to place it
	all                           []*ui.Button
	focus                         ui.FocusRing
}

// places are where the parts of the screen stand.
type places struct {
	portrait bool
	top      ui.Rect // the bar with Back and the title
	head     ui.Rect // the goal, the rating and the streak
	text     ui.Rect // the answer to the last move
}

// look is what the screen shows that changes without input.
type look struct {
	gen, version, hints int
	feedback            midend.Feedback
	canPlay, busy       bool
	outcome             midend.PuzzleOutcome
	loading             bool
}

// New returns the puzzle screen of g: its sets load (in the browser, a
// download the first time) while the screen says so; Back returns to
// back. cfg gives the Puzzler its engine, for the values of wrong moves.
func New(h ui.Host, rec Records, cfg midend.Config, g *game.Game, back ui.Scene) *Screen {
	z := &Screen{host: h, rec: rec, cfg: cfg, g: g, back: back, cur: -1,
		today: func() string { return time.Now().Format(time.DateOnly) },
		seed:  uint64(time.Now().UnixNano())}
	b := &z.btn
	b.back = ui.NewAction("Back", func() { h.Go(back) })
	b.hint = ui.NewAction("Hint", z.hint)
	b.show = ui.NewAction("Solution", z.show)
	b.show.Name = "button:Solution"
	b.retry = ui.NewAction("Try again", z.retry)
	b.next = ui.NewAction("Next", z.next)
	z.turn = board.NewTurn(g, func() *board.Widget { return z.board }, func() board.Coach {
		if z.z == nil {
			return nil
		}
		return z.z
	})
	b.action, b.reserve = z.turn.Action, z.turn.Reserve
	b.all = []*ui.Button{b.action, b.reserve, b.back, b.hint, b.show, b.retry, b.next}
	z.load()
	h.Announce(g.Name + " puzzles: loading.")
	return z
}

// load reads the game's shipped sets off the drawing: in the browser a
// set is a download, which must not hold up a frame.
func (z *Screen) load() {
	files := sets.For(z.g.ID)
	ch := make(chan loaded, 1)
	z.loading = ch
	go func() {
		var out loaded
		for _, f := range files {
			set, err := f.Set()
			if err != nil {
				out.err = err
				continue
			}
			for _, p := range set.Puzzles {
				out.pool = append(out.pool, item{p: p, opts: set.Options, id: f.ID(p)})
			}
		}
		if len(out.pool) > 0 {
			out.err = nil // a set that could be had is enough
		}
		ch <- out
		platform.Wake()
	}()
}

// Wait waits for the sets to load and sets up the first puzzle, for
// tests and pictures.
func (z *Screen) Wait() {
	if z.loading == nil {
		return
	}
	l := <-z.loading
	ch := make(chan loaded, 1)
	ch <- l
	z.loading = ch
	z.poll()
}

// SetToday makes today the clock of the daily puzzle, for tests.
func (z *Screen) SetToday(today func() string) { z.today = today }

// poll takes the loaded sets, once, and sets up the first puzzle: the
// day's, unless it was played already.
func (z *Screen) poll() {
	if z.loading == nil {
		return
	}
	var l loaded
	select {
	case l = <-z.loading:
	default:
		return
	}
	z.loading = nil
	z.pool = l.pool
	switch {
	case l.err != nil:
		z.problem = "The puzzles could not be loaded: " + playerReason(l.err) + "."
	case len(z.pool) == 0:
		z.problem = "There are no puzzles of " + z.g.Name + " yet."
	}
	if z.problem != "" {
		z.host.Announce(z.problem)
		z.relayout = true
		z.host.Invalidate()
		return
	}
	rec := z.record()
	if today := z.today(); rec.Daily != today {
		if i := midend.DailyPuzzle(z.refs(), today); i >= 0 {
			z.start(i, today)
			return
		}
	}
	z.next()
}

// playerReason words a failure to load the sets.
func playerReason(err error) string {
	switch {
	case err == nil:
		return ""
	case strings.Contains(err.Error(), "offline"):
		return "they are not available offline yet; open Puzzles once while online"
	}
	return err.Error()
}

// record returns the player's record in the game's puzzles.
func (z *Screen) record() saves.PuzzleGames { return z.rec.Puzzles().Game(z.g) }

// refs returns the pool's puzzles with their ratings: the player's record
// of each, else its difficulty.
func (z *Screen) refs() []midend.PuzzleRef {
	rec := z.record()
	out := make([]midend.PuzzleRef, len(z.pool))
	for i, it := range z.pool {
		r := it.p.Difficulty
		if pr, ok := rec.Puzzles[it.id]; ok {
			r = pr.R
		}
		out[i] = midend.PuzzleRef{ID: it.id, Rating: r}
	}
	return out
}

// puzzleRating returns the rating of pool item i: the record's, else its
// difficulty.
func (z *Screen) puzzleRating(rec saves.PuzzleGames, i int) rating.Rating {
	it := z.pool[i]
	if pr, ok := rec.Puzzles[it.id]; ok {
		return pr
	}
	return rating.Rating{R: it.p.Difficulty, RD: PuzzleRD, Vol: rating.StartVol}
}

// next sets up the puzzle chosen near the player's rating.
func (z *Screen) next() {
	if len(z.pool) == 0 || z.z != nil && z.z.Busy() {
		return
	}
	rec := z.record()
	recent := rec.Recent
	if z.cur >= 0 {
		recent = append(append([]string(nil), recent...), z.pool[z.cur].id)
	}
	z.seed = z.seed*6364136223846793005 + 1442695040888963407
	if i := midend.NextPuzzle(z.refs(), rec.Rating.R, recent, z.seed>>33); i >= 0 {
		z.start(i, "")
	}
}

// start sets up pool item i; daily is the date it is the puzzle of, or
// "".
func (z *Screen) start(i int, daily string) {
	it := z.pool[i]
	pz, err := midend.NewPuzzler(z.cfg, z.g, it.opts, it.p)
	if err != nil {
		z.host.Notify("This puzzle could not be set up: " + err.Error())
		return
	}
	if z.z != nil {
		z.z.Session().Stop()
	}
	z.z, z.cur, z.daily, z.change = pz, i, daily, 0
	if z.board == nil {
		z.board = board.NewWidget(source{z}, z.g.Looks, z.host.Announce)
		z.btn.all = append(z.btn.all, z.board.ZoomButton())
	}
	z.gen++
	z.board.StopMove()
	z.board.Reset()
	z.relayout = true
	said := z.g.Name + " puzzle: " + it.p.Goal + "."
	if daily != "" {
		said = "The daily " + said
	}
	z.host.Announce(said + " " + strings.ReplaceAll(z.ratingWords(), " · ", ", ") + ".")
	z.host.Invalidate()
}

// source is the board's view of the puzzle: the Puzzler's Session, on
// which the player may move only when the Puzzler lets them.
type source struct{ z *Screen }

func (s source) State() game.State  { return s.z.z.Session().State() }
func (s source) Version() int       { return s.z.gen<<20 + s.z.z.Session().Version() }
func (s source) PersonToMove() bool { return s.z.z.CanPlay() }
func (s source) LastPath() []int    { return s.z.z.Session().LastPath() }

// Name returns "puzzles".
func (z *Screen) Name() string { return "puzzles" }

// Puzzler returns the Puzzler of the puzzle on the board, nil while the
// sets load.
func (z *Screen) Puzzler() *midend.Puzzler { return z.z }

// Leave stops the board's move and the engine when the screen is left.
func (z *Screen) Leave() {
	if z.board != nil {
		z.board.StopMove()
	}
	if z.z != nil {
		z.z.Session().Stop()
	}
}

func (z *Screen) hint() {
	if z.z != nil {
		z.z.Hint()
	}
}

func (z *Screen) show() {
	if z.z != nil {
		z.z.Show()
	}
}

func (z *Screen) retry() {
	if z.z != nil {
		z.z.Retry()
		z.board.Reset()
	}
}

// Update runs the Puzzler and the player's input.
func (z *Screen) Update(c *ui.Context) error {
	z.now = c.Time
	z.poll()
	f := c.In
	if z.relayout {
		z.relayout = false
		z.Layout(c)
	}
	defer z.noteLook()
	if z.z == nil {
		z.updateButtons()
		if ui.ClickAny(f, c.Dt, z.btn.all...) {
			return nil
		}
		z.keys(c)
		return nil
	}
	z.board.Update(z.now, c.Dt)
	z.board.Numbers = !z.host.Settings().HideNumbers
	z.z.Update(z.now, !z.board.Moving())
	z.follow()
	defer z.follow() // the move tapped below starts to travel in its own frame
	z.result()
	z.updateButtons()
	if ui.ClickAny(f, c.Dt, z.btn.all...) {
		z.board.Ignore(f)
		return nil
	}
	if z.keys(c) {
		return nil
	}
	if z.board.Coached(f, z.z) {
		z.btn.focus.Clear()
	}
	return nil
}

// follow shows the moves the Session reports.
func (z *Screen) follow() {
	z.board.Follow(z.z, func(st midend.Step) {
		if who := z.z.Session().Match().Nouns(); st.Mover != z.z.Solver() && int(st.Mover) >= 0 && int(st.Mover) < len(who) {
			z.host.Announce(who[st.Mover].Says("answers", "answer") + " " + st.Move + ".")
		}
	})
}

// result moves the ratings once the puzzle is solved or failed, and
// keeps them.
func (z *Screen) result() {
	out := z.z.Result()
	if out == midend.Unfinished {
		return
	}
	var before, after float64
	z.rec.RecordPuzzles(func(p *saves.Puzzles) {
		rec := p.Game(z.g)
		before = rec.Rating.R
		rec = rec.Result(z.pool[z.cur].id, z.puzzleRating(rec, z.cur), out == midend.Solved, z.daily)
		p.SetGame(z.g, rec)
		after = rec.Rating.R
	})
	z.change = after - before
	z.relayout = true
}

// ratingWords says the player's rating, its last change and the streak.
func (z *Screen) ratingWords() string {
	rec := z.record()
	s := fmt.Sprintf("Rating %d", int(math.Round(rec.Rating.R)))
	if d := int(math.Round(z.change)); d != 0 {
		s += fmt.Sprintf(" (%+d)", d)
	}
	s += fmt.Sprintf(" · streak %d", rec.Streak)
	if rec.Best > rec.Streak {
		s += fmt.Sprintf(" · best %d", rec.Best)
	}
	return s
}

// updateButtons enables the buttons that can act now.
func (z *Screen) updateButtons() {
	b := &z.btn
	ready := z.z != nil
	z.turn.Update(z.at.head.H/64, z.headButton)
	busy := ready && z.z.Busy()
	b.hint.Enabled = ready && z.z.CanPlay() && z.z.Hints() < 2
	b.show.Enabled = ready && !z.z.Done() && !busy
	b.retry.Enabled = ready && !busy && z.z.Session().Match().Ply() > 0
	b.next.Enabled = ready && !busy && len(z.pool) > 1
	b.next.Primary = ready && z.z.Done()
	if ready && z.z.Hints() == 1 {
		b.hint.Label = "Show the move"
	} else {
		b.hint.Label = "Hint"
	}
}

// headButton returns where a button w wide stands in the head: at its
// right, on the rating's line.
func (z *Screen) headButton(w float64) ui.Rect {
	r := z.at.head
	s := r.H / 64
	return ui.Rect{X: r.Right() - w, Y: r.Y + 32*s, W: w, H: 31 * s}
}

// noteLook announces the Puzzler's words when they change and draws the
// screen again when what it shows has changed.
func (z *Screen) noteLook() {
	now := look{loading: z.loading != nil}
	if z.z != nil {
		now.gen, now.version, now.hints = z.gen, z.z.Session().Version(), z.z.Hints()
		now.feedback, now.canPlay, now.busy, now.outcome = z.z.Feedback(), z.z.CanPlay(), z.z.Busy(), z.z.Outcome()
	}
	if now == z.seen {
		return
	}
	prev := z.seen
	z.seen = now
	if now.feedback != prev.feedback || now.gen != prev.gen || now.outcome != prev.outcome {
		z.relayout = true
	}
	if now.gen == prev.gen && (now.feedback != prev.feedback || now.outcome != prev.outcome) && now.feedback.Text != "" {
		said := now.feedback.Text
		if now.outcome != prev.outcome {
			said += " " + strings.ReplaceAll(z.ratingWords(), " · ", ", ") + "."
		}
		if z.z.Done() {
			said += " Press Next for another puzzle."
		}
		z.host.Announce(said)
	}
	z.host.Invalidate()
}

// keys runs the keyboard: Escape goes back, Tab moves among the buttons,
// the arrows move the board's cursor, Enter presses or taps, H gives a
// hint, R shows the solution, U tries again, N goes on to the next
// puzzle and S plays the move with no path. It reports whether the
// frame's input was used up.
func (z *Screen) keys(c *ui.Context) bool {
	f := c.In
	b := &z.btn
	switch {
	case f.Consume(ui.KeyBack):
		if z.board == nil || !z.board.Deselect() {
			b.back.Activate()
		}
		return true
	case f.Consume(ui.KeyHint):
		b.hint.Activate()
	case f.Consume(ui.KeyRedo):
		b.show.Activate()
	case f.Consume(ui.KeyUndo):
		b.retry.Activate()
	case f.Consume(ui.KeyStop):
		b.action.Activate()
	case f.Consume(ui.KeyNew):
		b.next.Activate()
	default:
		return z.turn.Keys(f, &b.focus, b.all, z.host.Announce)
	}
	return false
}

// Layout places the bar, the head, the board, the words and the
// buttons: stacked on a narrow screen, the board beside a column on a
// wide one.
func (z *Screen) Layout(c *ui.Context) {
	s := c.S
	var pad float64
	z.at.top, z.btn.back.Rect, _, pad = ui.TopBar(c)
	z.at.portrait = c.Portrait()
	area := ui.Rect{X: pad, Y: z.at.top.Bottom() + 4*s, W: c.W - 2*pad, H: c.H - z.at.top.Bottom() - 4*s - pad}
	tools := []*ui.Button{z.btn.hint, z.btn.show, z.btn.retry, z.btn.next}
	z.at.head, z.at.text = board.CoachedLayout(area, s, z.at.portrait, tools,
		func(w float64) float64 { return z.headHeight(w, s) },
		func(w float64) float64 { return z.textHeight(w, s) }, z.board)
}

// Faces of the words: the goal, the rating and the answer.
func goalFace(s float64) *text.GoTextFace { return ui.Face(true, 19*s) }
func feedFace(s float64) *text.GoTextFace { return ui.Face(true, 16*s) }
func sayFace(s float64) *text.GoTextFace  { return ui.Face(false, 15*s) }

// goal returns the words of the head's first line.
func (z *Screen) goal() string {
	if z.z == nil {
		return z.g.Name + " puzzles"
	}
	return z.z.Puzzle().Goal
}

// headHeight returns the height of the head at width w: the goal's
// lines, then the rating's line.
func (z *Screen) headHeight(w, s float64) float64 {
	lines := len(ui.Wrap(z.goal(), goalFace(s), w))
	return float64(lines)*ui.LineHeight(goalFace(s)) + 40*s
}

// words returns the words of the panel under the board: what the
// Puzzler says, or the state of the loading.
func (z *Screen) words() (string, midend.FeedbackKind) {
	switch {
	case z.problem != "":
		return z.problem, midend.Refused
	case z.z == nil:
		return "Loading the puzzles…", midend.Instruct
	}
	f := z.z.Feedback()
	if f.Text == "" {
		return z.prompt(), midend.Instruct
	}
	return f.Text, f.Kind
}

// prompt says what to do before the first move.
func (z *Screen) prompt() string {
	side := z.z.Session().Names()
	who := "Your move"
	if pl := z.z.Solver(); pl >= 0 && int(pl) < len(side) && len(side) > 1 {
		who = "You play " + side[pl]
	}
	themes := z.z.Puzzle().Themes
	if len(themes) > 0 {
		return who + ". Themes: " + strings.Join(themes, ", ") + "."
	}
	return who + "."
}

// textHeight returns the height of the words' panel at width w.
func (z *Screen) textHeight(w, s float64) float64 {
	text, _ := z.words()
	return 2*14*s + float64(len(ui.Wrap(text, feedFace(s), w-32*s)))*ui.LineHeight(feedFace(s))
}

// Targets lists every point and button.
func (z *Screen) Targets(add func(string, ui.Rect)) {
	if z.board != nil {
		z.board.Targets(add)
	}
	for _, b := range z.btn.all {
		add(b.Target(), b.Rect)
	}
}

// Hook tells the test hooks the game, the position and the puzzle.
func (z *Screen) Hook(h *ui.HookState) {
	h.Game = z.g.ID
	rec := z.record()
	st := &ui.PuzzleState{Loading: z.loading != nil, Problem: z.problem,
		Rating: rec.Rating.R, Streak: rec.Streak, Solved: rec.Solved, Failed: rec.Failed}
	h.Puzzle = st
	if z.z == nil {
		return
	}
	m := z.z.Session().Match()
	h.Position = m.State().String()
	h.Moves = m.MoveStrings()
	h.Over = m.Outcome().Over
	p := z.z.Puzzle()
	text, _ := z.words()
	st.ID, st.Goal, st.Start, st.Solution, st.Daily = z.pool[z.cur].id, p.Goal, p.Position, p.Solution, z.daily
	st.Options = z.pool[z.cur].opts
	st.Feedback, st.CanPlay, st.Done = text, z.board.Live(), z.z.Done()
	switch z.z.Outcome() {
	case midend.Solved:
		st.Outcome = "solved"
	case midend.Unsolved:
		st.Outcome = "failed"
	}
}

// Animating reports whether the screen changes every frame: a move is
// shown. The Puzzler's pauses are drawn as the lesson's are (see
// learn.Screen.Animating).
func (z *Screen) Animating() bool { return z.board != nil && z.board.Animating() }

// Waiting reports whether the screen will change with no input: the sets
// load, or the Puzzler waits (see midend.Puzzler.Waiting).
func (z *Screen) Waiting() bool { return z.loading != nil || z.z != nil && z.z.Waiting() }

// Draw draws the puzzle screen.
func (z *Screen) Draw(dst *ebiten.Image, c *ui.Context) {
	if z.relayout {
		// A puzzle that began in this frame's update, on
		// another board, is laid out before its first drawing.
		z.relayout = false
		z.Layout(c)
	}
	s := c.S
	ui.VerticalGradient(dst, c.Bounds(), ui.ColBackground, ui.ColBackground2)
	if z.board != nil {
		z.board.Draw(dst, s, 0.35, z.z.HintPath())
	}
	z.drawTop(dst, c)
	z.drawHead(dst, s)
	z.drawText(dst, s)
	z.btn.focus.Buttons(0, z.btn.all...)
	for _, b := range z.btn.all {
		b.Small = b != z.btn.back
		b.Draw(dst, c.In, s)
	}
}

func (z *Screen) drawTop(dst *ebiten.Image, c *ui.Context) {
	s := c.S
	ui.StrokeLine(dst, 0, z.at.top.Bottom(), c.W, z.at.top.Bottom(), 1*s, ui.ColBorder)
	title, short := z.g.Name+" puzzles", "Puzzles"
	if z.daily != "" {
		title, short = "Daily puzzle · "+z.g.Name, "Daily puzzle"
	}
	avail := c.W - 2*(z.btn.back.Rect.Right()+8*s)
	if ui.TextWidth(title, ui.Face(true, 15*s)) > avail {
		title = short // the game's name is in the screen reader's words and on the board
	}
	f := ui.FitFace(title, true, 22*s, 15*s, avail)
	ui.DrawText(dst, ui.Ellipsize(title, f, avail), f, c.W/2, z.at.top.Y+36*s, ui.AlignCenter, ui.ColText)
}

// drawHead draws the goal and, under it, the rating and the streak.
func (z *Screen) drawHead(dst *ebiten.Image, s float64) {
	r := z.at.head
	if r.Empty() {
		return
	}
	gf := goalFace(s)
	y := r.Y + 4*s
	for _, ln := range ui.Wrap(z.goal(), gf, r.W) {
		ui.DrawText(dst, ln, gf, r.X, y+ui.LineHeight(gf)/2, ui.AlignLeft, ui.ColAccent)
		y += ui.LineHeight(gf)
	}
	sf := sayFace(s)
	col := ui.ColMuted
	switch {
	case z.change > 0:
		col = ui.ColAccent
	case z.change < 0:
		col = ui.ColDanger
	}
	avail := r.W
	for _, b := range []*ui.Button{z.btn.action, z.btn.reserve} {
		if !b.Rect.Empty() {
			avail = math.Min(avail, b.Rect.X-r.X-8*s)
		}
	}
	words := z.ratingWords()
	ui.DrawText(dst, ui.Ellipsize(words, sf, avail), sf, r.X, y+6*s+ui.LineHeight(sf)/2, ui.AlignLeft, col)
}

// drawText draws the Puzzler's answer: the prompt, why a move fails, a
// hint, or the words for the end.
func (z *Screen) drawText(dst *ebiten.Image, s float64) {
	r := z.at.text
	if r.Empty() {
		return
	}
	words, kind := z.words()
	edge, fg := ui.ColBorder, ui.ColText
	switch kind {
	case midend.Refused:
		edge, fg = ui.ColDanger, ui.ColDanger
	case midend.Praised:
		edge, fg = ui.ColAccent, ui.ColAccent
	}
	ui.FillRoundRect(dst, r, 12*s, ui.ColPanel)
	ui.StrokeRoundRect(dst, r.Inset(0.5*s), 12*s, 1.5*s, edge)
	x, y, w := r.X+16*s, r.Y+14*s, r.W-32*s
	ff := feedFace(s)
	for _, ln := range ui.Wrap(words, ff, w) {
		ui.DrawText(dst, ln, ff, x, y+ui.LineHeight(ff)/2, ui.AlignLeft, fg)
		y += ui.LineHeight(ff)
	}
}
