package play

import (
	"parlour/engine"
	"parlour/scenes/board"
)

// HookState is what the play screen tells the test hooks, merged into
// what the App reports of every screen.
type HookState struct {
	Game     string   `json:"game"`
	Position string   `json:"position"`
	Moves    []string `json:"moves"`
	ToMove   string   `json:"toMove"`
	Over     bool     `json:"over"`
	// Thinking is set while the engine searches for the screen: the
	// AI's move, a hint or the analysis.
	Thinking bool `json:"thinking"`
	// Analysis is what the analysis panel shows, while it is open.
	Analysis *AnalysisState `json:"analysis,omitempty"`
	// Board is what the board shows of the move being built, while a
	// person may move.
	Board *board.HookState `json:"board,omitempty"`
	// Moving is set while a move is shown travelling on the board: never
	// with motion reduced, where a move is drawn at its landing in the
	// frame that plays it.
	Moving bool `json:"moving,omitempty"`
	// Review is the history the screen shows and the values of the
	// moves, while they are on.
	Review *ReviewState `json:"review,omitempty"`
	// ByMessage is the ID of the game by message shown.
	ByMessage string `json:"byMessage,omitempty"`
}

// AnalysisState is what the analysis panel shows: the engine's Info,
// with its verdict and note in the words the panel gives them.
type AnalysisState struct {
	engine.Info
	Verdict string `json:"verdict,omitempty"`
	Note    string `json:"note,omitempty"`
}

// ReviewState is what the play screen shows of the game's history and
// of the values of the moves, as the test hook publishes it.
type ReviewState struct {
	Moves     []string          `json:"moves"`     // every move, those kept for Redo included
	Shown     int               `json:"shown"`     // how many of them are on the board
	Reviewing bool              `json:"reviewing"` // an earlier position is shown and the computer waits
	Values    *engine.Values    `json:"values,omitempty"`
	Marks     []MarkState       `json:"marks,omitempty"`
	Line      []engine.PlyValue `json:"line,omitempty"`
	Legend    string            `json:"legend,omitempty"`
}

// MarkState is one mark of the values on the board: the point, the move
// it stands for and its text.
type MarkState struct {
	Point string `json:"point"`
	Move  string `json:"move"`
	Text  string `json:"text"`
}

// Hook returns what the test hooks report of the play screen (a
// HookState): the game, the position, the moves, whose turn it is, the
// board, the analysis and the review.
func (p *Screen) Hook() any { return p.hook() }

// hook returns the play screen's HookState.
func (p *Screen) hook() HookState {
	m := p.s.Match()
	h := HookState{Game: p.g.ID, Position: m.State().String(), Moves: m.MoveStrings(), Over: p.s.Over(),
		Thinking: p.s.Thinking(), Board: p.board.Hook(), Moving: p.board.Moving(), Review: p.rev.hook(), ByMessage: p.byMessage}
	if !h.Over {
		h.ToMove = p.s.Names()[m.ToMove()]
	}
	if a := p.s.Analysis(); p.an.on() && a.Have && a.Version == p.s.Version() {
		h.Analysis = &AnalysisState{Info: a.Info, Verdict: a.Info.Verdict.Text(m.SeatNouns()), Note: a.Info.Note.Text()}
	}
	return h
}
