// Package puzzles is the puzzle screen: a game's shipped puzzles
// (game/puzzle/sets), each run by a midend.Puzzler on the board widget
// every game is played on, in the shell it shares with the lesson screen
// (scenes/coached). It shows the puzzle's goal in words, the
// player's puzzle rating and streak, and the Puzzler's answer to each
// move; Hint marks the piece to move and then the move, Show solution
// plays the rest, Try again sets the puzzle up afresh and Next chooses
// another near the player's rating; Games changes game. A puzzle played
// to its end explains its line (midend.Puzzler.Explanation), and one
// played under rules other than the game's defaults says them. The first
// Hint ever says first that a hint fails the puzzle. The first puzzle of
// a day is the daily puzzle, the same for everyone. Each result moves the
// player's rating and the puzzle's (Glicko-2, game/rating, bounded while
// a rating is new), kept on the device in scenes/saves.
package puzzles

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/assets/sounds"
	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/puzzle"
	"parlour/game/puzzle/sets"
	"parlour/game/rating"
	"parlour/lang"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/coached"
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

// Screen is the puzzle screen of one game: the coached shell around the
// Puzzler of the puzzle on the board.
type Screen struct {
	*coached.Shell
	host  coached.Host
	rec   Records
	cfg   midend.Config
	g     *game.Game
	today func() string // the date, YYYY-MM-DD

	loading chan loaded // nil once loaded
	pool    []item
	problem string // why there are no puzzles to show

	z      *midend.Puzzler
	cur    int    // the puzzle on the board, in pool
	daily  string // the date whose daily puzzle is on the board, or ""
	change float64
	seed   uint64

	btn  tools
	seen look
	// open opens the puzzles of another game, the one chosen; nil
	// offers no choice (SetChooser).
	open func(g *game.Game)
}

// tools are the puzzle screen's own buttons, under its words.
type tools struct {
	hint, show, retry, next *ui.Button
	games                   *ui.Button // the choice of game, or nil
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
func New(h coached.Host, rec Records, cfg midend.Config, g *game.Game, back ui.Scene) *Screen {
	z := &Screen{host: h, rec: rec, cfg: cfg, g: g, cur: -1,
		today: func() string { return time.Now().Format(time.DateOnly) },
		seed:  uint64(time.Now().UnixNano())}
	z.Shell = coached.New(h, g, back, z)
	z.Moved = z.sayMove
	b := &z.btn
	b.hint = ui.NewAction(lang.T("Hint"), z.hint)
	b.show = ui.NewAction(lang.T("Solution"), z.show)
	b.show.Name = "button:Solution"
	b.retry = ui.NewAction(lang.T("Try again"), z.retry)
	b.next = ui.NewAction(lang.T("Next"), z.next)
	// H gives a hint, R shows the solution, U tries again, S plays the
	// move with no path and N goes on to the next puzzle.
	z.SetTools([]*ui.Button{b.hint, b.show, b.retry, b.next}, []coached.Shortcut{
		{Key: ui.KeyHint, Button: b.hint},
		{Key: ui.KeyRedo, Button: b.show},
		{Key: ui.KeyUndo, Button: b.retry},
		{Key: ui.KeyStop, Button: z.Turn.Action},
		{Key: ui.KeyNew, Button: b.next},
	})
	z.load()
	h.Announce(lang.T("%s puzzles: loading.", lang.T(g.Name)))
	return z
}

// Games returns the games that have puzzles, in the menu's order.
func Games() []*game.Game {
	var out []*game.Game
	for _, e := range catalog.Entries() {
		if e.Game != nil && len(sets.For(e.ID)) > 0 {
			out = append(out, e.Game)
		}
	}
	return out
}

// SetChooser lets the player change game from the screen: Games, at the
// top bar's right end, lists the games that have puzzles, and open opens
// the one chosen (the records remember it, as the game whose puzzles the
// menu's Puzzles opens next).
func (z *Screen) SetChooser(open func(g *game.Game)) {
	z.open = open
	z.btn.games = ui.NewAction(lang.T("Games"), z.chooseGame)
	z.SetCorner(z.btn.games)
}

// chooseGame asks which game's puzzles to show, the one on screen first
// in the menu's order as the others, marked.
func (z *Screen) chooseGame() {
	var choices []ui.Choice
	for _, g := range Games() {
		choices = append(choices, ui.Choice{Label: lang.T(g.Name), Primary: g == z.g, Action: func() { z.switchTo(g) }})
	}
	choices = append(choices, ui.Choice{Label: lang.T("Cancel")})
	z.host.Ask(ui.NewDialog(lang.T("Puzzles of which game?"),
		lang.T("%s is open. Each game keeps its own rating and streak.", lang.T(z.g.Name)), choices...))
}

// switchTo opens g's puzzles in place of these, remembered as the game
// chosen last.
func (z *Screen) switchTo(g *game.Game) {
	if g == z.g || z.open == nil {
		return
	}
	z.rec.RecordPuzzles(func(p *saves.Puzzles) { p.Last = g.ID })
	z.open(g)
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
		z.problem = lang.T("The puzzles could not be loaded: %s.", playerReason(l.err))
	case len(z.pool) == 0:
		z.problem = lang.T("There are no puzzles of %s yet.", lang.T(z.g.Name))
	}
	if z.problem != "" {
		z.host.Announce(z.problem)
		z.Relayout()
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
		return lang.T("they are not available offline yet; open Puzzles once while online")
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
		z.host.Notify(lang.T("This puzzle could not be set up: %s", err.Error()))
		return
	}
	if z.z != nil {
		z.z.Session().Stop()
	}
	z.z, z.cur, z.daily, z.change = pz, i, daily, 0
	z.SetUp(pz)
	said := lang.T("%s puzzle: %s.", lang.T(z.g.Name), z.z.GoalText())
	if daily != "" {
		said = lang.T("The daily %s puzzle: %s.", lang.T(z.g.Name), z.z.GoalText())
	}
	if r := z.rules(); r != "" {
		said += " " + r
	}
	z.host.Announce(said + " " + strings.ReplaceAll(z.ratingWords(), " · ", ", ") + ".")
	z.host.Invalidate()
}

// Name returns "puzzles".
func (z *Screen) Name() string { return "puzzles" }

// Puzzler returns the Puzzler of the puzzle on the board, nil while the
// sets load.
func (z *Screen) Puzzler() *midend.Puzzler { return z.z }

// Leave stops the board's move and the engine when the screen is left.
func (z *Screen) Leave() {
	z.Shell.Leave()
	if z.z != nil {
		z.z.Session().Stop()
	}
}

// hint gives the next hint; before the player's first hint ever, while
// the puzzle can still be solved, it says instead that a hint fails the
// puzzle, and the records remember it was said.
func (z *Screen) hint() {
	if z.z == nil {
		return
	}
	if !z.rec.Puzzles().HintTold && !z.z.Failed() && z.z.Hints() == 0 {
		z.z.WarnHint()
		z.rec.RecordPuzzles(func(p *saves.Puzzles) { p.HintTold = true })
		return
	}
	z.z.Hint()
}

func (z *Screen) show() {
	if z.z != nil {
		z.z.Show()
	}
}

func (z *Screen) retry() {
	if z.z != nil {
		z.z.Retry()
		z.Board.Reset()
	}
}

// Update takes the sets once they are loaded, then runs the Puzzler and
// the player's input (coached.Shell.Update).
func (z *Screen) Update(c *ui.Context) error {
	z.poll()
	return z.Shell.Update(c)
}

// sayMove tells screen readers of the defence's moves.
func (z *Screen) sayMove(st midend.Step) {
	if who := z.z.Session().Match().Nouns(); st.Mover != z.z.Solver() && int(st.Mover) >= 0 && int(st.Mover) < len(who) {
		if n := who[st.Mover]; n.Plural {
			z.host.Announce(lang.T("%s answer %s.", lang.T(n.Name), st.Move))
		} else {
			z.host.Announce(lang.T("%s answers %s.", lang.T(n.Name), st.Move))
		}
	}
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
	if out == midend.Solved {
		z.host.Cue(sounds.Solved)
	} else {
		z.host.Cue(sounds.Failed)
	}
	z.Relayout()
}

// ratingWords says the player's rating, its last change and the streak.
func (z *Screen) ratingWords() string {
	rec := z.record()
	s := lang.T("Rating %d", int(math.Round(rec.Rating.R)))
	if d := int(math.Round(z.change)); d != 0 {
		s += fmt.Sprintf(" (%+d)", d)
	}
	s += " · " + lang.T("streak %d", rec.Streak)
	if rec.Best > rec.Streak {
		s += " · " + lang.T("best %d", rec.Best)
	}
	return s
}

// Ready keeps the result of a puzzle just solved or failed, enables the
// buttons that can act now and places the turn's buttons, before the
// frame's input.
func (z *Screen) Ready() {
	if z.z != nil {
		z.result()
	}
	b := &z.btn
	ready := z.z != nil
	z.Turn.Update(z.At.Head.H/64, z.headButton)
	busy := ready && z.z.Busy()
	b.hint.Enabled = ready && z.z.CanPlay() && z.z.Hints() < 2
	b.show.Enabled = ready && !z.z.Done() && !busy
	b.retry.Enabled = ready && !busy && z.z.Session().Match().Ply() > 0
	b.next.Enabled = ready && !busy && len(z.pool) > 1
	b.next.Primary = ready && z.z.Done()
	if ready && z.z.Hints() == 1 {
		b.hint.Label = lang.T("Show the move")
	} else {
		b.hint.Label = lang.T("Hint")
	}
}

// headButton returns where a button w wide stands in the head: at its
// right, on the rating's line.
func (z *Screen) headButton(w float64) ui.Rect {
	r := z.At.Head
	s := r.H / 64
	return ui.Rect{X: r.Right() - w, Y: r.Y + 32*s, W: w, H: 31 * s}
}

// NoteLook announces the Puzzler's words when they change and draws the
// screen again when what it shows has changed.
func (z *Screen) NoteLook() {
	now := look{loading: z.loading != nil}
	if z.z != nil {
		now.gen, now.version, now.hints = z.Gen(), z.z.Session().Version(), z.z.Hints()
		now.feedback, now.canPlay, now.busy, now.outcome = z.z.Feedback(), z.z.CanPlay(), z.z.Busy(), z.z.Outcome()
	}
	if now == z.seen {
		return
	}
	prev := z.seen
	z.seen = now
	if now.feedback != prev.feedback || now.gen != prev.gen || now.outcome != prev.outcome {
		z.Relayout()
	}
	if now.gen == prev.gen && (now.feedback != prev.feedback || now.outcome != prev.outcome) && now.feedback.Text != "" {
		said := now.feedback.Text
		if now.outcome != prev.outcome {
			said += " " + strings.ReplaceAll(z.ratingWords(), " · ", ", ") + "."
		}
		if z.z.Done() {
			said = z.explained(said) + " " + lang.T("Press Next for another puzzle.")
		}
		z.host.Announce(said)
	}
	z.host.Invalidate()
}

// Faces of the head: the goal and the rating.
func goalFace(s float64) *text.GoTextFace   { return ui.Face(true, 19*s) }
func ratingFace(s float64) *text.GoTextFace { return ui.Face(false, 15*s) }

// goal returns the words of the head's first line.
func (z *Screen) goal() string {
	if z.z == nil {
		return lang.T("%s puzzles", lang.T(z.g.Name))
	}
	return z.z.GoalText()
}

// HeadHeight returns the height of the head at width w: the goal's
// lines, then the rating's line.
func (z *Screen) HeadHeight(w, s float64, portrait bool) float64 {
	lines := len(ui.Wrap(z.goal(), goalFace(s), w))
	return float64(lines)*ui.LineHeight(goalFace(s)) + 40*s
}

// Words returns the words of the panel under the board: what the
// Puzzler says, the prompt before the first move, or the state of the
// loading.
func (z *Screen) Words() coached.Words {
	switch {
	case z.problem != "":
		return coached.Words{Answer: midend.Feedback{Kind: midend.Refused, Text: z.problem}}
	case z.z == nil:
		return coached.Words{Answer: midend.Feedback{Kind: midend.Instruct, Text: lang.T("Loading the puzzles…")}}
	}
	f := z.z.Feedback()
	if f.Text == "" {
		f = midend.Feedback{Kind: midend.Instruct, Text: z.prompt()}
	}
	if z.z.Done() {
		f.Text = z.explained(f.Text)
	}
	return coached.Words{Say: z.rules(), Answer: f}
}

// explained returns the Puzzler's last words with the explanation of the
// puzzle played to its end: its line and why it reaches the goal. The
// solution shown is said by the explanation alone.
func (z *Screen) explained(said string) string {
	ex := z.z.Explanation()
	switch {
	case ex == "":
		return said
	case z.z.Shown():
		return ex
	}
	return said + " " + ex
}

// rules says the rules the puzzle is played under where they differ
// from the game's defaults, "" where they do not.
func (z *Screen) rules() string {
	if z.z == nil {
		return ""
	}
	diff := game.Differences(z.g.Options, z.z.Session().Match().Options())
	if len(diff) == 0 {
		return ""
	}
	return lang.T("Not the usual rules. %s.", strings.Join(diff, lang.T("; ")))
}

// prompt says what to do before the first move.
func (z *Screen) prompt() string {
	side := z.z.Session().Names()
	who := lang.T("Your move.")
	if pl := z.z.Solver(); pl >= 0 && int(pl) < len(side) && len(side) > 1 {
		who = lang.T("You play %s.", lang.T(side[pl]))
	}
	if z.daily != "" {
		return lang.T("Today's daily puzzle.") + " " + who
	}
	return who
}

// Waiting reports whether the screen will change with no input: the sets
// load, or the Puzzler waits (see midend.Puzzler.Waiting).
func (z *Screen) Waiting() bool { return z.loading != nil || z.Shell.Waiting() }

// Title returns the game's name and "puzzles", or on the daily puzzle
// "Daily puzzle" and the game's name, shortened to the game's name when
// it would not fit in avail at UI scale s (the prompt then says it is the
// daily puzzle).
func (z *Screen) Title(avail, s float64) string {
	title, short := lang.T("%s puzzles", lang.T(z.g.Name)), lang.T(z.g.Name)
	if z.daily != "" {
		title = lang.T("Daily puzzle · %s", lang.T(z.g.Name))
	}
	if ui.TextWidth(title, ui.Face(true, 15*s)) > avail {
		return short
	}
	return title
}

// DrawHead draws the goal and, under it, the rating and the streak.
func (z *Screen) DrawHead(dst *ebiten.Image, r ui.Rect, s float64) {
	if r.Empty() {
		return
	}
	gf := goalFace(s)
	y := r.Y + 4*s
	for _, ln := range ui.Wrap(z.goal(), gf, r.W) {
		ui.DrawText(dst, ln, gf, r.X, y+ui.LineHeight(gf)/2, ui.AlignLeft, ui.ColAccent)
		y += ui.LineHeight(gf)
	}
	sf := ratingFace(s)
	col := ui.ColMuted
	switch {
	case z.change > 0:
		col = ui.ColAccent
	case z.change < 0:
		col = ui.ColDanger
	}
	avail := r.W
	for _, b := range []*ui.Button{z.Turn.Action, z.Turn.Reserve} {
		if !b.Rect.Empty() {
			avail = math.Min(avail, b.Rect.X-r.X-8*s)
		}
	}
	words := z.ratingWords()
	ui.DrawText(dst, ui.Ellipsize(words, sf, avail), sf, r.X, y+6*s+ui.LineHeight(sf)/2, ui.AlignLeft, col)
}
