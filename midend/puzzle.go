package midend

import (
	"fmt"
	"strings"

	"parlour/engine"
	"parlour/engine/proof"
	"parlour/game"
	"parlour/game/puzzle"
	"parlour/lang"
)

// Puzzler runs one puzzle (puzzle.Puzzle) on a Session, as a Tutor runs a
// lesson's step: it sets up the puzzle's position, checks each move of
// the solver (the side to move) against the proven solution, plays the
// other side's best defence from the solution's line, takes back a wrong
// move saying why it fails, gives hints (the piece to move, then the
// move) and can show the solution. The first wrong move, hint or showing
// fails the puzzle; reaching the end of the line unhelped solves it; the
// result is reported once (Result), to move the ratings. A puzzle's
// Session saves nothing.
//
// With an engine (Config.Thinker) the Session finds the exact values of
// the solver's moves as the puzzle goes, so that a wrong move is told by
// its value ("loses in 6 moves, counting both sides"); without one, or
// where the value is only an estimate, by the move that was wanted.
type Puzzler struct {
	g      *game.Game
	p      puzzle.Puzzle
	s      *Session
	solver game.Player
	line   []game.Move // the solution, parsed
	at     int         // moves of the line played
	phase  tutorPhase
	queue  []game.Move // moves to play by themselves: the defence, or the solution shown
	since  float64
	now    float64
	say    Feedback
	hint   int  // 0: none given; 1: the piece; 2: the move
	failed bool // a wrong move, a hint or Show solution
	shown  bool // Show solution played the rest
	result PuzzleOutcome
	told   bool // the result was taken
	// vals are the values of the solver's moves at the position of
	// valsVersion, kept when they come.
	vals        *engine.Values
	valsVersion int
	wrong       bool // a wrong move is on the board, to be taken back
}

// PuzzleOutcome is how a puzzle ended for the player.
type PuzzleOutcome int

// The outcomes of a puzzle.
const (
	Unfinished PuzzleOutcome = iota // not over yet
	Solved                          // the whole line was found unhelped
	Unsolved                        // a wrong move, a hint or the solution shown
)

// NewPuzzler returns a Puzzler of p, a puzzle of g with options opts,
// with cfg's engine for the values of moves (cfg.Store is not used: a
// puzzle saves nothing). It returns an error when the puzzle does not
// read or its solution is not legal.
func NewPuzzler(cfg Config, g *game.Game, opts game.Options, p puzzle.Puzzle) (*Puzzler, error) {
	start, err := puzzle.CheckPuzzle(g, opts, p)
	if err != nil {
		return nil, err
	}
	m, err := game.NewMatchFrom(g, opts, p.Position)
	if err != nil {
		return nil, err
	}
	line := make([]game.Move, len(p.Solution))
	st := start.Clone()
	for i, text := range p.Solution {
		mv, err := st.ParseMove(text)
		if err != nil {
			return nil, fmt.Errorf("solution move %d: %w", i+1, err)
		}
		line[i] = mv
		st.Apply(mv)
	}
	cfg.Store = nil
	z := &Puzzler{g: g, p: p, s: New(cfg, m, nil), solver: start.ToMove(), line: line}
	z.s.SetValues(cfg.Thinker != nil)
	z.say = Feedback{Kind: Instruct}
	return z, nil
}

// Session returns the Session the puzzle is played on.
func (z *Puzzler) Session() *Session { return z.s }

// Game returns the puzzle's game.
func (z *Puzzler) Game() *game.Game { return z.g }

// Puzzle returns the puzzle.
func (z *Puzzler) Puzzle() puzzle.Puzzle { return z.p }

// GoalText returns the puzzle's goal in the player's language: the
// puzzle keeps it in English, as its file has it.
func (z *Puzzler) GoalText() string {
	if goal, err := proof.ParseGoal(z.p.Goal, z.s.Match().Nouns()); err == nil {
		return goal.Shown(z.s.Match().Nouns())
	}
	return lang.T(z.p.Goal)
}

// Solver returns the side the player plays: the side to move in the
// puzzle's position.
func (z *Puzzler) Solver() game.Player { return z.solver }

// Feedback returns what the Puzzler has to say about the last move,
// hint or showing.
func (z *Puzzler) Feedback() Feedback { return z.say }

// Done reports whether the line has been played to its end.
func (z *Puzzler) Done() bool { return z.phase == tutorPassed }

// Failed reports whether the puzzle counts as failed: a wrong move, a
// hint or the solution shown.
func (z *Puzzler) Failed() bool { return z.failed }

// Shown reports whether the solution was shown (Show): the Puzzler's
// words are then the solution's moves.
func (z *Puzzler) Shown() bool { return z.shown }

// Busy reports whether the Puzzler is playing moves by itself or showing
// a wrong move: the player waits.
func (z *Puzzler) Busy() bool {
	return z.phase == tutorWrong || z.phase == tutorShowing || z.phase == tutorReplying
}

// Waiting reports whether the puzzle will change with no input (see
// Session.Waiting).
func (z *Puzzler) Waiting() bool { return z.Busy() || z.s.Waiting() }

// CanPlay reports whether the player may move now.
func (z *Puzzler) CanPlay() bool {
	return z.phase == tutorTrying && !z.s.Over() && z.s.State().ToMove() == z.solver
}

// Result returns the puzzle's outcome the first time it is known, and
// Unfinished before and after: the ratings move once per puzzle.
func (z *Puzzler) Result() PuzzleOutcome {
	if z.told || z.result == Unfinished {
		return Unfinished
	}
	z.told = true
	return z.result
}

// Outcome returns how the puzzle stands: Unfinished, Solved or
// Unsolved.
func (z *Puzzler) Outcome() PuzzleOutcome { return z.result }

// fail marks the puzzle failed, once.
func (z *Puzzler) fail() {
	z.failed = true
	if z.result == Unfinished {
		z.result = Unsolved
	}
}

// moveText writes mv in the game's notation at the position on the
// board.
func (z *Puzzler) moveText(mv game.Move) string { return z.s.State().MoveString(mv) }

// Play plays mv, a legal move of the player, and judges it against the
// solution: the line's move goes on (the defence follows), a move that
// wins the game at once is taken as the end of the line, and any other
// is shown, then taken back.
func (z *Puzzler) Play(mv game.Move, animate bool) {
	if !z.CanPlay() {
		return
	}
	before := z.s.State() // the Session's own: read it before the move
	text, want := before.MoveString(mv), before.MoveString(z.line[z.at])
	after := before.Clone()
	after.Apply(mv)
	wins := after.Outcome().Won(z.solver) && after.Outcome().Winners == 1<<uint(z.solver)
	why := z.whyWrong(mv, text)
	version := z.s.Version()
	z.s.Play(mv, animate)
	switch {
	case text == want:
		z.at++
		z.hint = 0
		z.afterSolver()
	case wins:
		z.at = len(z.line)
		z.hint = 0
		z.afterSolver()
	case z.at > 0 && z.alsoWins(mv, version):
		// Only the first move is proven the one; later in the line
		// another winning move is taken back without failing.
		z.wrong = true
		z.phase, z.since = tutorWrong, z.now
		z.say = Feedback{Refused, lang.T("%s also keeps the win, but this puzzle follows its proof: find the move it gives.", text)}
	default:
		z.fail()
		z.wrong = true
		z.phase, z.since = tutorWrong, z.now
		z.say = Feedback{Refused, why}
	}
}

// Refuse notes a try the board refused along path: the game's own
// reason, when it has one. It costs the puzzle nothing.
func (z *Puzzler) Refuse(path []int) {
	if !z.CanPlay() {
		return
	}
	z.s.Explain(path)
	if n := z.s.Note(); n.Text != "" {
		z.say = Feedback{Refused, n.Text}
	}
}

// alsoWins reports whether the engine found mv, played at the position
// of version, an exact win for the solver.
func (z *Puzzler) alsoWins(mv game.Move, version int) bool {
	v, ok := z.valueOf(mv, version)
	return ok && v.Kind == engine.Win
}

// valueOf returns the value of the solver's move mv at the position of
// version, when the engine has found it.
func (z *Puzzler) valueOf(mv game.Move, version int) (engine.Valuation, bool) {
	if z.vals == nil || z.valsVersion != version {
		return engine.Valuation{}, false
	}
	text := z.moveText(mv)
	for _, v := range z.vals.Moves {
		if v.Move == text {
			return v, true
		}
	}
	return engine.Valuation{}, false
}

// whyWrong words why mv (text), about to be played, does not reach the
// goal: its exact value when the engine has found it, else the move
// that was wanted.
func (z *Puzzler) whyWrong(mv game.Move, text string) string {
	solo := z.s.State().NumPlayers() == 1
	if v, ok := z.valueOf(mv, z.s.Version()); ok && (v.Kind == engine.Loss || v.Kind == engine.Draw || solo && v.Kind != engine.Estimate && v.Kind != engine.Unknown) {
		return lang.T("%s does not reach the goal: it %s.", text, ValuePhrase(v, solo, game.ScoreUnit{}))
	}
	want := z.moveText(z.line[z.at])
	return lang.T("%s does not reach the goal: the move is %s.", text, want)
}

// afterSolver follows a right move of the solver: the defence comes next,
// or the puzzle is done.
func (z *Puzzler) afterSolver() {
	if z.at >= len(z.line) || z.s.Over() {
		z.finish()
		return
	}
	if z.s.State().ToMove() == z.solver {
		z.say = Feedback{Praised, lang.T("Right. Go on.")}
		return
	}
	z.queue = nil
	for i := z.at; i < len(z.line); i++ {
		z.queue = append(z.queue, z.line[i])
		if i+1 < len(z.line) && z.turnAfter(i) == z.solver {
			break
		}
	}
	z.say = Feedback{Praised, lang.T("Right.")}
	z.phase, z.since = tutorReplying, z.now
}

// turnAfter returns the side to move after the line's move i.
func (z *Puzzler) turnAfter(i int) game.Player {
	st, _, err := z.g.Position(z.s.Match().Options(), z.p.Position)
	if err != nil {
		return game.NoPlayer
	}
	for _, mv := range z.line[:i+1] {
		st.Apply(mv)
	}
	return st.ToMove()
}

// finish ends the puzzle: solved unless it failed before.
func (z *Puzzler) finish() {
	z.phase, z.since = tutorPassed, z.now
	z.queue = nil
	switch {
	case z.shown:
		z.say = Feedback{Instruct, lang.T("The solution: %s.", strings.Join(z.p.Solution, " "))}
	case z.failed:
		z.say = Feedback{Praised, lang.T("That is the whole line. The puzzle counts as failed: a wrong move or a hint came first.")}
	default:
		z.result = Solved
		z.say = Feedback{Praised, lang.T("Solved!")}
	}
}

// Hint gives the next hint and fails the puzzle: first the piece to move
// (HintPath's first point), then the move.
func (z *Puzzler) Hint() {
	if !z.CanPlay() || z.hint >= 2 {
		return
	}
	z.hint++
	z.fail()
	want := z.line[z.at]
	if z.hint == 1 {
		// The point's name too, for whoever does not see the ring.
		say := lang.T("Hint: move the piece, ringed on the board.")
		if path := z.s.State().MovePath(want); len(path) > 0 {
			say = lang.T("Hint: move the piece on %s, ringed on the board.", z.s.State().Board().Point(path[0]).Name)
		}
		z.say = Feedback{Instruct, say}
		return
	}
	z.say = Feedback{Instruct, lang.T("Hint: play %s.", z.moveText(want))}
}

// HintWarning is what a player is told before their first hint: a hint
// costs the puzzle, as a wrong move does.
var HintWarning = lang.Key("A hint counts the puzzle as failed: press Hint again to see it.")

// WarnHint says HintWarning in place of a hint, failing nothing: the
// screen says it before the player's first hint ever, and the next Hint
// gives the hint.
func (z *Puzzler) WarnHint() {
	if z.CanPlay() && z.hint < 2 {
		z.say = Feedback{Instruct, lang.T(HintWarning)}
	}
}

// HintPath returns the points the hint marks: the first point of the
// wanted move's path after one hint, its whole path after two, none
// before.
func (z *Puzzler) HintPath() []int {
	if z.hint == 0 || !z.CanPlay() {
		return nil
	}
	path := z.s.State().MovePath(z.line[z.at])
	if z.hint == 1 && len(path) > 1 {
		return path[:1]
	}
	return path
}

// Hints returns how many hints were given at this move of the solver.
func (z *Puzzler) Hints() int { return z.hint }

// Show plays the rest of the solution from where the line stands and
// fails the puzzle.
func (z *Puzzler) Show() {
	if z.phase == tutorPassed || z.phase == tutorShowing {
		return
	}
	if z.phase == tutorWrong {
		z.takeBack()
	}
	z.fail()
	z.shown = true
	z.queue = append([]game.Move(nil), z.line[z.at:]...)
	z.phase, z.since = tutorShowing, z.now-ReplyPause
	z.say = Feedback{Instruct, lang.T("The solution: %s.", strings.Join(z.p.Solution[z.at:], " "))}
}

// Retry sets the puzzle up again from its position. A failed puzzle
// stays failed.
func (z *Puzzler) Retry() {
	if z.Busy() && z.phase != tutorWrong {
		return
	}
	for z.s.Match().CanUndo() {
		z.s.Undo()
	}
	z.at, z.hint, z.queue, z.wrong, z.shown = 0, 0, nil, false, false
	z.phase, z.since = tutorTrying, z.now
	z.say = Feedback{Kind: Instruct}
}

// takeBack takes back the wrong move on the board.
func (z *Puzzler) takeBack() {
	if z.wrong && z.s.Match().CanUndo() {
		z.s.Undo()
	}
	z.wrong = false
	z.phase = tutorTrying
}

// Update runs the puzzle at time now (seconds): the Session, the values
// it found, and, when the board is idle, the wrong move taken back or
// the next move of the defence or of the solution shown.
func (z *Puzzler) Update(now float64, idle bool) {
	z.now = now
	z.s.Update(now, idle)
	if v, ok := z.s.Values(); ok && z.s.State().ToMove() == z.solver {
		z.vals, z.valsVersion = &v, z.s.Version()
	}
	if !idle {
		return
	}
	switch z.phase {
	case tutorWrong:
		if now-z.since >= WrongPause {
			z.takeBack()
		}
	case tutorShowing, tutorReplying:
		if now-z.since < ReplyPause {
			return
		}
		if len(z.queue) == 0 {
			if z.phase == tutorShowing || z.at >= len(z.line) {
				z.finish()
			} else {
				z.phase = tutorTrying
				z.say = Feedback{Praised, lang.T("Right. Your move.")}
			}
			return
		}
		mv := z.queue[0]
		z.queue = z.queue[1:]
		z.s.Play(mv, true)
		z.at++
		z.since = now
	}
}

// Explanation says the puzzle's line and why it reaches the goal, in a
// player's words, from its proof: the moves with who plays them, then
// the game's own result at the line's end ("Hounds win after 5 moves,
// counting both sides: the hare is trapped."), or what the line gains
// against any defence, or that the win holds from there on. The screen
// shows it once the puzzle is over.
func (z *Puzzler) Explanation() string {
	st, _, err := z.g.Position(z.s.Match().Options(), z.p.Position)
	if err != nil {
		return ""
	}
	who := z.s.Match().Nouns()
	solo := st.NumPlayers() == 1
	var turns []string
	mover := game.NoPlayer
	before := st.Clone()
	for _, mv := range z.line {
		text := st.MoveString(mv)
		if p := st.ToMove(); p != mover || solo {
			mover = p
			if !solo && int(p) < len(who) {
				text = lang.T("%s %s", lang.T(who[p].Name), text)
			}
			turns = append(turns, text)
		} else {
			turns[len(turns)-1] += ", " + text
		}
		st.Apply(mv)
	}
	line := lang.T("The line: %s.", strings.Join(turns, "; "))
	if solo {
		line = lang.T("The line: %s.", strings.Join(turns, ", "))
	}
	return line + " " + z.why(before, st, who)
}

// why says why the line from start to end reaches the goal.
func (z *Puzzler) why(start, end game.State, who []game.Noun) string {
	if o := end.Outcome(); o.Over {
		n, head, reason := len(z.line), game.Headline(o, who), strings.TrimSuffix(o.Reason, ".")
		// The texts of one player's moves and of both sides' are told
		// apart by their keys' verbs (%s, %[1]s), the same in English.
		switch {
		case len(who) == 1 && reason == "":
			return lang.N(n, "%s after %d move.", "%s after %d moves.", head, n)
		case len(who) == 1:
			return lang.N(n, "%s after %d move: %s.", "%s after %d moves: %s.", head, n, reason)
		case reason == "":
			return lang.N(n, "%[1]s after %[2]d move.", "%[1]s after %[2]d moves, counting both sides.", head, n)
		}
		return lang.N(n, "%[1]s after %[2]d move: %[3]s.", "%[1]s after %[2]d moves, counting both sides: %[3]s.", head, n, reason)
	}
	goal, err := proof.ParseGoal(z.p.Goal, who)
	if err != nil {
		return ""
	}
	switch goal.Kind {
	case proof.TakeIn, proof.MostTakes:
		if sc, ok := end.(game.Scorer); ok {
			return goal.Reached(who, sc.Score(z.solver)-start.(game.Scorer).Score(z.solver))
		}
	case proof.MaterialIn:
		return goal.Reached(who, proof.Lead(end, z.solver)-proof.Lead(start, z.solver))
	case proof.Win, proof.WinIn:
		if int(z.solver) < len(who) {
			if who[z.solver].Plural {
				return lang.T("%s win from there with best play: more than one move keeps the win, so the line stops.", lang.T(who[z.solver].Name))
			}
			return lang.T("%s wins from there with best play: more than one move keeps the win, so the line stops.", lang.T(who[z.solver].Name))
		}
	}
	return ""
}
