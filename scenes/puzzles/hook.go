package puzzles

import (
	"parlour/midend"
	"parlour/scenes/coached"
)

// HookState is what the puzzle screen tells the test hooks, merged into
// what the App reports of every screen: the game on the board and the
// puzzle.
type HookState struct {
	coached.HookState
	Puzzle *PuzzleState `json:"puzzle"`
}

// PuzzleState is what the puzzle screen shows: the puzzle (its ID,
// goal, start and solution), the answer to the last move, how it ended,
// and the player's rating and streak in the game's puzzles.
type PuzzleState struct {
	Loading bool   `json:"loading"`           // the sets are loading
	Problem string `json:"problem,omitempty"` // why no puzzle can be shown
	ID      string `json:"id"`
	Goal    string `json:"goal"`
	Start   string `json:"start"` // the puzzle's position
	// Options are the options of the puzzle's set, which its position
	// and moves are read with.
	Options  map[string]string `json:"options"`
	Solution []string          `json:"solution"`
	Daily    string            `json:"daily,omitempty"` // the date whose daily puzzle this is
	Feedback string            `json:"feedback"`
	CanPlay  bool              `json:"canPlay"`
	Done     bool              `json:"done"`              // the line was played to its end
	Outcome  string            `json:"outcome,omitempty"` // "solved", "failed" or "" while open
	Rating   float64           `json:"rating"`
	Streak   int               `json:"streak"`
	Solved   int               `json:"solved"`
	Failed   int               `json:"failed"`
}

// Hook returns what the test hooks report of the puzzle screen (a
// HookState): the game, the position and the puzzle.
func (z *Screen) Hook() any { return z.hook() }

// hook returns the puzzle screen's HookState.
func (z *Screen) hook() HookState {
	rec := z.record()
	st := &PuzzleState{Loading: z.loading != nil, Problem: z.problem,
		Rating: rec.Rating.R, Streak: rec.Streak, Solved: rec.Solved, Failed: rec.Failed}
	h := HookState{HookState: z.Shown(), Puzzle: st}
	if z.z == nil {
		return h
	}
	p := z.z.Puzzle()
	st.ID, st.Goal, st.Start, st.Solution, st.Daily = z.pool[z.cur].id, p.Goal, p.Position, p.Solution, z.daily
	st.Options = z.pool[z.cur].opts
	st.Feedback, st.CanPlay, st.Done = z.Words().Answer.Text, z.Board.Live(), z.z.Done()
	switch z.z.Outcome() {
	case midend.Solved:
		st.Outcome = "solved"
	case midend.Unsolved:
		st.Outcome = "failed"
	}
	return h
}
