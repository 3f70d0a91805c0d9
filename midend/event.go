package midend

import "parlour/game"

// EventKind says what happened in a Session.
type EventKind int

// What a Session reports, in the order it happens.
const (
	// Changed: the match changed (a move, an undo, a redo, a new game).
	// It comes before the event that says how.
	Changed EventKind = iota
	// Moved: a move was played; Steps holds it, and Animate says whether
	// the piece should be seen travelling (not when it was dropped in
	// place by a drag).
	Moved
	// TakenBack: Undo took back N moves.
	TakenBack
	// Replayed: Redo or a running replay played Steps again.
	Replayed
	// NewGame: a new game started.
	NewGame
	// Ended: the game is over.
	Ended
	// ThinkingStarted and ThinkingStopped: a search began, or ended with
	// its answer (or was given up).
	ThinkingStarted
	ThinkingStopped
	// HintReady: the hint is shown; Text says it.
	HintReady
	// Explained: the game said why a try was refused; Text says it.
	Explained
	// AnalysisLine: the engine reported on the analysed position.
	AnalysisLine
	// ReplayChanged: a replay started or stopped running.
	ReplayChanged
	// ComputerFailed: the computer could not move; Text is the reason.
	ComputerFailed
	// Failed: something the player asked for could not be done, or the
	// game could not be saved; Text is a sentence for a notice.
	Failed
	// Restored: Undo brought back the game that New had replaced.
	Restored
	// Reviewed: the board shows another position of the game (N moves
	// in), or a review ended; draw it afresh.
	Reviewed
	// ValuesReady: the values of the moves of the position shown are
	// known (Session.Values).
	ValuesReady
)

var eventNames = [...]string{"Changed", "Moved", "TakenBack", "Replayed", "NewGame", "Ended",
	"ThinkingStarted", "ThinkingStopped", "HintReady", "Explained", "AnalysisLine", "ReplayChanged",
	"ComputerFailed", "Failed", "Restored", "Reviewed", "ValuesReady"}

// String returns the kind's name, as in "Moved".
func (k EventKind) String() string {
	if k < 0 || int(k) >= len(eventNames) {
		return "EventKind(?)"
	}
	return eventNames[k]
}

// Event is one thing that happened in a Session.
type Event struct {
	Kind    EventKind
	Steps   []Step // Moved: the move; Replayed: the moves played again
	Animate bool   // Moved: show the piece travelling along its path
	N       int    // TakenBack: how many moves
	Text    string // HintReady, Explained, ComputerFailed, Failed
}

// Step is one move as it was played: who moved, its text, the points it
// passed through, the piece that moved, and the pieces it took.
type Step struct {
	Mover    game.Player
	Move     string
	Path     []int
	Piece    game.Piece
	Captured []Capture
}

// Capture is a piece a move took, and the point it stood on.
type Capture struct {
	Point int
	Piece game.Piece
}

// stepOf describes move mv of the side to move in s, before it is played.
func stepOf(s game.State, mv game.Move) Step {
	st := Step{Mover: s.ToMove(), Move: s.MoveString(mv), Path: s.MovePath(mv)}
	if len(st.Path) > 0 {
		st.Piece = s.PieceAt(st.Path[0])
	}
	return st
}

// captures returns the pieces that stood on the board before (one per
// point) and are gone from after, other than the one that moved along
// path.
func captures(before []game.Piece, after game.State, path []int) []Capture {
	var out []Capture
	for i, pc := range before {
		if pc.Empty() || !after.PieceAt(i).Empty() || len(path) > 0 && i == path[0] {
			continue
		}
		out = append(out, Capture{Point: i, Piece: pc})
	}
	return out
}

// piecesOf returns the piece on every point of s.
func piecesOf(s game.State) []game.Piece {
	out := make([]game.Piece, s.Board().Len())
	for i := range out {
		out[i] = s.PieceAt(i)
	}
	return out
}
