package game

// Player is a seat at the table, numbered from 0 in the game's seating order.
type Player int

// NoPlayer is returned by State.ToMove when the game is over.
const NoPlayer Player = -1

// Move is a game's compact encoding of one move. Its meaning is private to
// the game; every move also has a text form (State.MoveString) that parses
// back (State.ParseMove). Legal moves are listed in ascending numeric order.
type Move uint64

// Piece is what stands on a point. Kind 0 means the point is empty; other
// kinds index the game's Kinds list.
type Piece struct {
	Owner Player
	Kind  uint8
}

// Empty reports whether no piece stands there.
func (p Piece) Empty() bool { return p.Kind == 0 }

// Outcome says whether a game is over and who won.
type Outcome struct {
	Over    bool
	Winners uint16 // bit p is set when player p wins or shares the win; 0 is a draw
	Reason  string // why the game ended, as a phrase: "the hare is trapped"
}

// Ongoing is the outcome of a game still being played.
var Ongoing = Outcome{}

// Win returns the outcome in which p alone wins, for the given reason.
func Win(p Player, reason string) Outcome {
	return Outcome{Over: true, Winners: 1 << uint(p), Reason: reason}
}

// Draw returns a drawn outcome for the given reason.
func Draw(reason string) Outcome { return Outcome{Over: true, Reason: reason} }

// Won reports whether p wins or shares the win.
func (o Outcome) Won(p Player) bool { return o.Over && p >= 0 && o.Winners&(1<<uint(p)) != 0 }

// IsDraw reports whether the game ended with no winner.
func (o Outcome) IsDraw() bool { return o.Over && o.Winners == 0 }

// Winner returns the single winner, or NoPlayer for a draw, a shared win or
// a game still going.
func (o Outcome) Winner() Player {
	if !o.Over || o.Winners == 0 || o.Winners&(o.Winners-1) != 0 {
		return NoPlayer
	}
	p := Player(0)
	for o.Winners>>uint(p)&1 == 0 {
		p++
	}
	return p
}

// State is a position of one game together with what is needed to undo the
// moves applied to it. It is the one interface that search, tests, the
// command line and the UI use for every game, in the spirit of OpenSpiel.
//
// A State is not safe for concurrent use; Clone gives an independent copy.
type State interface {
	// NumPlayers returns the number of seats.
	NumPlayers() int
	// ToMove returns the player whose turn it is, or NoPlayer once the
	// game is over. The same player may move several times in a row (for
	// example to continue a chain of jumps).
	ToMove() Player
	// LegalMoves appends the legal moves to dst in ascending order and
	// returns the extended slice. It is empty exactly when the game is over.
	LegalMoves(dst []Move) []Move
	// Apply plays a legal move. Applying an illegal move is a programming
	// error; outside input goes through ParseMove first.
	Apply(m Move)
	// Undo takes back the last applied move, restoring the state exactly
	// (hash included). It panics when no move was applied.
	Undo()
	// Clone returns an independent copy, undo history included.
	Clone() State
	// Outcome reports whether the game is over in this position.
	Outcome() Outcome
	// Hash returns the Zobrist hash of the position (not of the history).
	Hash() uint64
	// String encodes the position as text that the game's Parse reads back.
	String() string
	// MoveString returns the stable text form of a move legal here.
	MoveString(m Move) string
	// ParseMove reads the text form of a move and returns it when it is
	// legal in this position; otherwise the error says why not.
	ParseMove(s string) (Move, error)
	// Repetition returns how many occurrences of the same position with the
	// same player to move make a draw (3 for threefold repetition), or 0 when
	// the game has no repetition rule. Match applies the rule.
	Repetition() int

	// Board returns the board the game is played on.
	Board() *Board
	// PieceAt returns the piece on point p.
	PieceAt(p int) Piece
	// MovePath returns the points a move touches, in order: the point a
	// piece leaves and the points it lands on, or a single point for a
	// placement or removal. The UI builds moves from taps with it. A move
	// that touches no point (ending a chain of jumps: "stop") has a nil
	// path; the UI offers it as a button labelled with its MoveString.
	MovePath(m Move) []int
}

// Scorer is implemented by states that keep a score per player (pieces
// captured, points won); the UI shows it beside each player's name.
type Scorer interface {
	// Score returns player p's score so far.
	Score(p Player) int
}

// TakeCounter is implemented by states whose score is not simply the
// pieces taken (Leapfrog's coloured pieces are worth 1 to 4 points); the UI
// shows the pieces beside the score.
type TakeCounter interface {
	// PiecesTaken returns how many pieces player p has taken, and false
	// when the score already counts them.
	PiecesTaken(p Player) (int, bool)
}

// Reserver is implemented by states in which players hold pieces off the
// board that they may still place (Flying Machines); the UI shows them
// beside the board.
type Reserver interface {
	// Reserve returns the pieces player p may still place.
	Reserve(p Player) []Piece
}

// Describer is implemented by states with something to say beyond whose
// turn it is ("12 pegs left · 10 jumps in 9 moves", "Opening: each player removes one
// piece"); the UI shows it under the turn line.
type Describer interface {
	// Describe returns a short sentence about the position, or "".
	Describe() string
}

// MoveCounter is implemented by puzzles whose score is the number of
// moves made, counted their own way (Peg Solitaire counts a chain of
// jumps by one peg as one move); a finished match's result says how many.
type MoveCounter interface {
	// Moves returns the moves made since the start, as a solo game counts
	// them.
	Moves() int
	// MovesText says how many moves were made, and how many entries of
	// the move list they took where the two differ, so that the count
	// shown agrees with the list's numbers: "18 moves", "31 jumps in 30
	// moves".
	MovesText() string
}

// Prompter is implemented by states whose moves a turn line would
// describe wrongly in the screen's general words ("Pick a piece, then
// where it goes"): Leapfrog's opening asks for a piece to be removed.
type Prompter interface {
	// Prompt returns what the player to move is asked to do, in a few
	// words ("Remove any one piece"), or "" for the screen's own.
	Prompt() string
}

// ActionLabeller is implemented by states whose moves that touch no point
// (MovePath is nil) want a button label other than their text with a
// capital: "Stop here" for Leapfrog's "stop".
type ActionLabeller interface {
	// ActionLabel returns the label of a legal move with no path.
	ActionLabel(m Move) string
}

// Explainer is implemented by states that can say why a move a player
// tried is not allowed ("A capture is owed: the troop on b3 can jump");
// the UI shows the sentence when a tap or drag is refused.
type Explainer interface {
	// Explain returns why no legal move follows path (the points tapped,
	// the piece's point first), or "" when there is nothing to add. It is
	// a clause, which a sentence of its own or of an error message
	// takes in: the note a player reads makes it a sentence (AsSentence).
	Explain(path []int) string
}
