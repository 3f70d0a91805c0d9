package midend

import (
	"fmt"
	"time"

	"parlour/engine"
	"parlour/game"
	"parlour/lang"
)

// MinThinkTime is the least time, in seconds, between the computer's turn
// coming and its move being played, so that its moves can be followed.
const MinThinkTime = 0.5

// Thinker runs the engine's searches without blocking; engine.Thinker
// satisfies it, natively and in the browser's worker alike.
type Thinker interface {
	Start(req engine.Request)
	Cancel()
	Poll() (engine.Reply, bool)
}

// Store keeps the game in progress; the Session saves through it after
// every change.
type Store interface {
	SaveMatch(m *game.Match, seats []Seat) error
}

// Config is what a Session is given from outside. Every field may be
// left zero.
type Config struct {
	Thinker Thinker       // the engine; nil: no computer is available
	Store   Store         // where the game is saved; nil: nowhere
	NewID   func() uint64 // a fresh request ID; nil: the Session counts its own
	Seed    func() uint64 // a fresh tie-breaking seed per game; nil: from the wall clock
	// SaveFailed words a failed save for the player (what was kept, what
	// to do); nil: "Your game could not be saved: " and the error.
	SaveFailed func(err error) string
}

// searchKind says what a search is for.
type searchKind int

const (
	searchMove     searchKind = iota // the computer's move
	searchHint                       // Hint: the best move, shown on the board
	searchAnalysis                   // the analysis, on a person's turn
	searchValues                     // the value of every move of the position shown
	searchLine                       // the value of every position of the game
)

// pending is the search under way, if its id is not 0.
type pending struct {
	id      uint64
	kind    searchKind
	since   float64
	ready   bool   // the move is known and waits for MinThinkTime
	move    string // the move, once ready
	version int    // Session.version of the position searched
	mover   string
	ply     int
	level   engine.Level
}

// Analysis is the engine's latest report on a position of the match,
// from the computer's search for its move, a hint, or a search of its own.
type Analysis struct {
	Version int    // Session.Version of the position; -1 for none
	Mover   string // the side to move there
	Ply     int    // moves played before it
	// ForMove says the report comes from the computer's search for its
	// move at Level, not from a search for the best move.
	ForMove bool
	Level   engine.Level
	Info    engine.Info
	Have    bool   // Info holds a report
	Final   bool   // the search is over
	Move    string // its best move, once Final
	Err     string
}

// Note is what the Session has to say about the position, next to the
// board: a hint (with the path of its move) or why a try was refused.
type Note struct {
	Path []int
	Text string
}

// Session is one match being played or replayed: the match, its seats and
// the engine's work for it. See the package documentation.
type Session struct {
	cfg     Config
	m       *game.Match
	seats   []Seat
	names   []string
	seed    uint64
	version int // bumped on every change of the match
	ids     uint64
	now     float64 // the time of the last Update, in seconds

	pending pending
	an      Analysis
	aiErr   string
	note    Note
	// explained is the note's text when it says why a try was refused.
	explained string
	analysis  bool // the analysis is wanted
	mode      mode
	events    []Event
	// replaced is the match New put away, kept for Undo until a person
	// moves in the new one; nil for none.
	replaced *game.Match
	// replacedSeats are the seats of replaced when they differ from the
	// Session's (see Replace); nil keeps the Session's.
	replacedSeats []Seat

	reviewing     bool           // an earlier position of a live game is shown: the computer waits
	valuesOn      bool           // the values of the moves are wanted
	values        *engine.Values // the values of the position of valuesVersion
	valuesVersion int
	line          []engine.PlyValue // the values along the game whose moves are lineKey
	lineKey       string
	pendingLine   string // lineKey of the line asked for
}

// New returns a live Session of match m: people and the computer play the
// seats (missing seats are people's), and every change is saved.
func New(cfg Config, m *game.Match, seats []Seat) *Session {
	s := newSession(cfg, m, seats)
	s.mode = live{}
	return s
}

func newSession(cfg Config, m *game.Match, seats []Seat) *Session {
	s := &Session{cfg: cfg, m: m, names: m.Names()}
	s.seats = append([]Seat(nil), seats...)
	for len(s.seats) < len(s.names) {
		s.seats = append(s.seats, Human)
	}
	s.seed = s.newSeed()
	s.an.Version = -1
	return s
}

func (s *Session) newSeed() uint64 {
	if s.cfg.Seed != nil {
		return s.cfg.Seed()
	}
	return uint64(time.Now().UnixNano())
}

func (s *Session) newID() uint64 {
	if s.cfg.NewID != nil {
		return s.cfg.NewID()
	}
	s.ids++
	return s.ids
}

// Match returns the match. It is the Session's: change it only through
// the Session.
func (s *Session) Match() *game.Match { return s.m }

// Game returns the game played.
func (s *Session) Game() *game.Game { return s.m.Game() }

// State returns the position on the board.
func (s *Session) State() game.State { return s.m.State() }

// Names returns the name of every seat: the player's own or the seat's.
func (s *Session) Names() []string { return s.names }

// Seats returns who plays every seat.
func (s *Session) Seats() []Seat { return s.seats }

// Seat returns who plays pl; a person for no player.
func (s *Session) Seat(pl game.Player) Seat {
	if pl < 0 || int(pl) >= len(s.seats) {
		return Human
	}
	return s.seats[pl]
}

// LastPath returns the points the last turn passed through: every landing
// of a chain of jumps made one jump at a time, not only the last.
func (s *Session) LastPath() []int {
	t, _ := s.m.LastTurn()
	return t.Path
}

// Version counts the changes of the match; it differs after every move,
// undo, redo and new game.
func (s *Session) Version() int { return s.version }

// Over reports whether the game is over.
func (s *Session) Over() bool { return s.m.Outcome().Over }

// Mixed reports whether people play against the computer.
func (s *Session) Mixed() bool {
	person, computer := false, false
	for _, st := range s.seats {
		if st.AI {
			computer = true
		} else {
			person = true
		}
	}
	return person && computer
}

// ComputerToMove reports whether the computer is to move in a live game.
func (s *Session) ComputerToMove() bool {
	return !s.Over() && s.Seat(s.m.ToMove()).AI && !s.reviewing
}

// PersonToMove reports whether a person may move now: the game is live,
// not over, and the turn of a person at this device. In a game by
// message nobody moves at a position a friend's move follows (an earlier
// one, reviewed): a link has brought it, and it stays.
func (s *Session) PersonToMove() bool {
	st := s.Seat(s.m.ToMove())
	return s.mode.personMoves() && !s.Over() && !st.AI && !st.Friend && !s.friendAhead()
}

// ComputerError returns why the computer could not move, or "".
func (s *Session) ComputerError() string { return s.aiErr }

// Note returns the hint or explanation shown for this position.
func (s *Session) Note() Note { return s.note }

// Analysis returns the engine's latest report.
func (s *Session) Analysis() Analysis { return s.an }

// Thinking reports whether a search is under way and has not answered.
func (s *Session) Thinking() bool { return s.pending.id != 0 && !s.pending.ready }

// Waiting reports whether the Session will change with no input from the
// player: a search has not answered yet, the computer is to move, or a
// replay runs by itself. The frontend keeps its frames coming while it
// waits, and may rest otherwise.
func (s *Session) Waiting() bool {
	if s.pending.id != 0 || s.aiErr == "" && s.ComputerToMove() {
		return true
	}
	rp, ok := s.Replaying()
	return ok && rp.Playing
}

// Searching reports whether the engine is at work on the position on the
// board.
func (s *Session) Searching() bool { return s.Thinking() && s.pending.version == s.version }

// CanHint reports whether Hint may be asked now.
func (s *Session) CanHint() bool {
	return s.PersonToMove() && (s.pending.id == 0 || s.pending.kind == searchAnalysis || s.pending.kind == searchValues || s.pending.kind == searchLine)
}

// Events returns what happened since the last call, oldest first.
func (s *Session) Events() []Event {
	ev := s.events
	s.events = nil
	return ev
}

func (s *Session) emit(e Event) { s.events = append(s.events, e) }

// changed follows every change of the match.
func (s *Session) changed() {
	if s.pending.kind != searchMove {
		s.cancel() // a hint or analysis of the position before
	}
	s.version++
	s.note = Note{}
	s.emit(Event{Kind: Changed})
	if s.Over() {
		s.emit(Event{Kind: Ended})
	}
	s.Save()
}

// Save saves the game in progress now, as every change does; a replay
// saves nothing.
func (s *Session) Save() {
	if s.cfg.Store == nil || !s.mode.saves() {
		return
	}
	if err := s.cfg.Store.SaveMatch(s.m, s.seats); err != nil {
		text := lang.T("Your game could not be saved: %s", err.Error())
		if s.cfg.SaveFailed != nil {
			text = s.cfg.SaveFailed(err)
		}
		s.emit(Event{Kind: Failed, Text: text})
	}
}

// cancel gives up the search under way.
func (s *Session) cancel() {
	if s.pending.id != 0 {
		if s.cfg.Thinker != nil {
			s.cfg.Thinker.Cancel()
		}
		s.emit(Event{Kind: ThinkingStopped})
	}
	s.pending = pending{}
}

// Stop gives up the engine's work, when the match is put away.
func (s *Session) Stop() { s.cancel() }

// request starts a search of the position on the board.
func (s *Session) request(level engine.Level, kind searchKind) {
	if s.cfg.Thinker == nil {
		s.aiErr = lang.T("no AI is available")
		s.emit(Event{Kind: ComputerFailed, Text: s.aiErr})
		return
	}
	id := s.newID()
	// A finished game has no side to move; only the values along it (the
	// line) are asked of one.
	mover := ""
	if pl := s.m.ToMove(); pl >= 0 && int(pl) < len(s.names) {
		mover = s.names[pl]
	}
	s.pending = pending{id: id, kind: kind, since: s.now, version: s.version,
		mover: mover, ply: s.m.Ply(), level: level}
	req := Request(s.m, level, s.seed+uint64(s.m.Ply()))
	req.ID, req.Values, req.Line = id, kind == searchValues, kind == searchLine
	req.Aside = kind == searchAnalysis || kind == searchValues || kind == searchLine
	if kind == searchLine {
		req.Moves, _ = s.Moves()
		s.pendingLine = s.movesKey()
	}
	s.cfg.Thinker.Start(req)
	s.emit(Event{Kind: ThinkingStarted})
}

// Play plays a legal move of the person to move; animate says whether the
// piece should be seen travelling. From then on Undo no longer brings back
// a game New replaced.
func (s *Session) Play(mv game.Move, animate bool) {
	s.replaced = nil
	s.play(mv, animate)
}

// play plays a legal move of the side to move.
func (s *Session) play(mv game.Move, animate bool) {
	st := s.m.State()
	step := stepOf(st, mv)
	before := piecesOf(st)
	if err := s.m.Play(mv); err != nil {
		s.emit(Event{Kind: Failed, Text: game.AsSentence(lang.T("That move could not be played: %s", err.Error()))})
		return
	}
	s.reviewing = false
	step.Captured = captures(before, s.m.State(), step.Path)
	s.changed()
	s.emit(Event{Kind: Moved, Steps: []Step{step}, Animate: animate})
}

// PlayString plays a move given as text.
func (s *Session) PlayString(text string) error {
	mv, err := s.m.State().ParseMove(text)
	if err != nil {
		return fmt.Errorf("move %q: %w", text, err)
	}
	s.Play(mv, true)
	return nil
}

// Undo takes back the last move and, against the computer, its replies
// up to the person's last move. Right after New, before a person moves
// in the new game, it brings back the game New replaced instead. In a
// replay it steps back and pauses.
func (s *Session) Undo() {
	s.mode.pause(s)
	if s.replaced != nil {
		s.restore()
		return
	}
	if !s.m.CanUndo() {
		return
	}
	if s.FriendMovedLast() {
		return
	}
	s.cancel()
	s.aiErr = ""
	n := 0
	for s.m.Undo() {
		n++
		if !s.Mixed() || !s.Seat(s.m.ToMove()).AI {
			break
		}
	}
	s.changed()
	s.emit(Event{Kind: TakenBack, N: n})
}

// Redo plays again the move taken back last and, against the computer,
// its replies. In a replay it steps on and pauses.
func (s *Session) Redo() {
	s.mode.pause(s)
	s.redo()
}

func (s *Session) redo() {
	if !s.m.CanRedo() {
		return
	}
	s.cancel()
	s.aiErr = ""
	var steps []Step
	for {
		mv, _ := s.m.NextMove()
		step := stepOf(s.m.State(), mv)
		before := piecesOf(s.m.State())
		s.m.Redo()
		step.Captured = captures(before, s.m.State(), step.Path)
		steps = append(steps, step)
		if !s.Mixed() || s.Over() || !s.Seat(s.m.ToMove()).AI || !s.m.CanRedo() {
			break
		}
	}
	s.changed()
	s.emit(Event{Kind: Replayed, Steps: steps})
}

// restore brings back the match New replaced.
func (s *Session) restore() {
	s.cancel()
	s.aiErr = ""
	s.m, s.replaced = s.replaced, nil
	if s.replacedSeats != nil {
		s.seats, s.replacedSeats = s.replacedSeats, nil
	}
	s.names = s.m.Names()
	s.seed = s.newSeed()
	s.changed()
	s.emit(Event{Kind: Restored})
}

// CanUndo reports whether Undo has a move to take back, or a game New
// replaced to bring back. A friend's move, which came by message, is
// not taken back here.
func (s *Session) CanUndo() bool {
	return s.replaced != nil || s.m.CanUndo() && !s.FriendMovedLast()
}

// SetReplaced records m, played by seats, as the game this Session's
// new match replaced (a game started from elsewhere than New), for Undo
// to bring back with its own seats like one New replaced.
func (s *Session) SetReplaced(m *game.Match, seats []Seat) {
	if m != nil && m != s.m && (m.CanUndo() || m.CanRedo()) {
		s.replaced = m
		s.replacedSeats = append([]Seat(nil), seats...)
	}
}

// CanRestore reports whether Undo would bring back the game New replaced.
func (s *Session) CanRestore() bool { return s.replaced != nil }

// AtStake returns how many moves of an unfinished game New would put
// away, the moves on the board; 0 for a game over or not begun.
func (s *Session) AtStake() int {
	if s.Over() {
		return 0
	}
	return s.m.Ply()
}

// CanRedo reports whether Redo has a move to play again.
func (s *Session) CanRedo() bool { return s.m.CanRedo() }

// NewGame starts the game again with the same options, seats and names.
// A game with moves is kept for Undo until a person moves in the new one.
// A game by message is not started again in its place: its friends'
// links belong to it (see ByMessage).
func (s *Session) NewGame() {
	if s.HasFriend() {
		s.emit(Event{Kind: Failed, Text: lang.T("A game by message cannot be started again: start a new one from the game's options, with a friend in a seat.")})
		return
	}
	m, err := game.NewMatch(s.m.Game(), s.m.Options())
	if err != nil {
		s.emit(Event{Kind: Failed, Text: game.AsSentence(lang.T("A new game could not be started: %s", err.Error()))})
		return
	}
	m.SetNames(s.m.OwnNames())
	s.cancel()
	s.aiErr = ""
	if s.m.CanUndo() || s.m.CanRedo() {
		s.replaced, s.replacedSeats = s.m, nil
	}
	s.m = m
	s.seed = s.newSeed()
	s.reviewing = false
	s.changed()
	s.emit(Event{Kind: NewGame})
}

// Hint asks for the best move, to be shown with the HintReady event; the
// analysis answers at once when it has found it already.
func (s *Session) Hint() {
	if !s.CanHint() {
		return
	}
	if a := s.an; a.Final && a.Version == s.version && !a.ForMove && a.Move != "" {
		s.showHint(a.Move, a.Info)
		return
	}
	s.note = Note{Text: lang.T("Hint: thinking…")}
	if s.pending.kind == searchValues || s.pending.kind == searchLine {
		s.cancel() // asked again once the hint is shown
	}
	if s.pending.id != 0 && s.pending.kind == searchAnalysis {
		s.pending.kind = searchHint // the analysis under way answers the hint too
		return
	}
	s.request(engine.Perfect, searchHint)
}

// showHint notes move as the hint.
func (s *Session) showHint(move string, info engine.Info) {
	mv, err := s.m.State().ParseMove(move)
	if err != nil {
		s.note = Note{Text: game.AsSentence(lang.T("No hint: %s", err.Error()))}
		return
	}
	text := lang.T("Hint: %s", move)
	if info.Verdict.Known() {
		// The verdict makes the hint a sentence, which ends with a stop.
		// It is worded here, in the player's language: the engine that
		// found it may have had no catalog (the browser's worker).
		text = game.AsSentence(lang.T("Hint: %s — %s", move, info.Verdict.Text(s.m.SeatNouns())))
	}
	s.note = Note{Path: s.m.State().MovePath(mv), Text: text}
	s.emit(Event{Kind: HintReady, Text: text})
}

// Explain notes the game's explanation of a refused try along path, when
// it has one.
func (s *Session) Explain(path []int) {
	if len(path) == 0 {
		return
	}
	ex, ok := s.m.State().(game.Explainer)
	if !ok {
		return
	}
	// A game explains in a clause, which the note makes a sentence.
	if why := game.AsSentence(ex.Explain(path)); why != "" {
		s.note = Note{Text: why}
		s.explained = why
		s.emit(Event{Kind: Explained, Text: why})
	}
}

// Tell shows text in the note, as a hint is shown (with no points), until
// the match changes or another note takes its place: a word on the game
// that covers nothing, as a notice over the screen would.
func (s *Session) Tell(text string) { s.note = Note{Text: text} }

// Unexplain drops the note of a refused try (see Explain), when the
// player has gone on to pick another piece; a hint stays.
func (s *Session) Unexplain() {
	if s.explained != "" && s.note.Text == s.explained && len(s.note.Path) == 0 {
		s.note = Note{}
	}
	s.explained = ""
}

// SetAnalysis turns the analysis on or off: on a person's turn, and on
// any position reviewed, the engine then studies the position shown.
func (s *Session) SetAnalysis(on bool) { s.analysis = on }

// Update runs the Session at time now, in seconds on any clock that
// only goes forward: it reads the engine's replies, plays the computer's
// move once it is due, starts the searches that are wanted, and runs a
// replay. idle says the frontend has finished showing the last move, so
// the next may come.
func (s *Session) Update(now float64, idle bool) {
	s.now = now
	s.mode.update(s, now, idle)
	s.poll()
	if s.pending.ready && idle && now-s.pending.since >= MinThinkTime {
		move := s.pending.move
		s.pending = pending{}
		mv, err := s.m.State().ParseMove(move)
		if err != nil {
			s.failComputer(err.Error())
		} else {
			s.play(mv, true)
		}
	}
	if s.pending.id == 0 && idle && s.aiErr == "" && s.ComputerToMove() {
		s.request(s.Seat(s.m.ToMove()).Level, searchMove)
	}
	if s.pending.id == 0 && idle && s.wantValues() {
		s.request(engine.Perfect, searchValues)
	}
	if s.pending.id == 0 && idle && s.wantLine() {
		s.request(engine.Perfect, searchLine)
	}
	if s.pending.id == 0 && idle && s.wantAnalysis() {
		s.request(engine.Perfect, searchAnalysis)
	}
}

// wantAnalysis reports whether the analysis of the position shown is
// wanted and not under way or known: on a person's turn, and on anyone's
// while an earlier position is reviewed.
func (s *Session) wantAnalysis() bool {
	return s.analysis && (s.PersonToMove() || s.reviewing && !s.Over()) && s.an.Version != s.version
}

func (s *Session) failComputer(reason string) {
	s.aiErr = reason
	s.emit(Event{Kind: ComputerFailed, Text: reason})
}

// poll reads the engine's replies, keeping only those for the search
// still wanted.
func (s *Session) poll() {
	t := s.cfg.Thinker
	if t == nil {
		return
	}
	for {
		r, ok := t.Poll()
		if !ok {
			return
		}
		if r.ID != s.pending.id || s.pending.id == 0 {
			continue // a reply to a search given up
		}
		if s.pending.kind == searchValues || s.pending.kind == searchLine {
			s.noteValues(r)
			continue
		}
		s.noteAnalysis(r)
		if !r.Final {
			continue
		}
		kind, level := s.pending.kind, s.pending.level
		if kind != searchMove || r.Err != "" {
			s.pending = pending{}
		}
		s.emit(Event{Kind: ThinkingStopped})
		switch {
		case kind == searchHint && r.Err != "":
			s.note = Note{Text: game.AsSentence(lang.T("No hint: %s", r.Err))}
		case kind == searchHint:
			s.showHint(r.Move, r.Info)
		case kind == searchAnalysis:
		case r.Err != "" && level != engine.Easy:
			// The search of the computer's level failed (a bug, or the
			// engine's worker lost): the simplest level tries this move.
			s.emit(Event{Kind: Failed, Text: lang.T("The computer's search failed (%s); it chooses this move at Easy instead.", r.Err)})
			s.request(engine.Easy, searchMove)
		case r.Err != "":
			s.failComputer(r.Err)
		default:
			s.pending.ready, s.pending.move = true, r.Move
		}
	}
}

// noteValues keeps the values a final reply brings.
func (s *Session) noteValues(r engine.Reply) {
	if !r.Final {
		return
	}
	version, kind := s.pending.version, s.pending.kind
	s.pending = pending{}
	s.emit(Event{Kind: ThinkingStopped})
	switch {
	case r.Err != "" || kind == searchValues && r.Values == nil:
		s.emit(Event{Kind: Failed, Text: game.AsSentence(lang.T("The values of the moves could not be found: %s", r.Err))})
		s.valuesOn = false
	case kind == searchLine:
		s.line, s.lineKey = r.Line, s.pendingLine
		s.emit(Event{Kind: ValuesReady})
	default:
		s.values, s.valuesVersion = r.Values, version
		s.emit(Event{Kind: ValuesReady})
	}
}

// noteAnalysis keeps a reply of the search under way as the analysis.
func (s *Session) noteAnalysis(r engine.Reply) {
	q := s.pending
	a := Analysis{Version: q.version, Mover: q.mover, Ply: q.ply, ForMove: q.kind == searchMove, Level: q.level, Final: r.Final}
	switch {
	case r.Err != "":
		a.Err = r.Err
	case r.Final || len(r.Info.PV) > 0:
		a.Info, a.Have, a.Move = r.Info, true, r.Move
	default:
		return
	}
	s.an = a
	s.emit(Event{Kind: AnalysisLine})
}
