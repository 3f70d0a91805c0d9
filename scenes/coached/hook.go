package coached

// HookState is what the test hooks report of the game a coached screen
// shows: its ID and, once a position is set up, the position, the moves
// played on it and whether the game is over. A key left out keeps the
// empty value the App reports of every screen.
type HookState struct {
	Game     string   `json:"game"`
	Position string   `json:"position,omitempty"`
	Moves    []string `json:"moves,omitempty"`
	Over     bool     `json:"over,omitempty"`
}

// Shown returns what the test hooks report of the game on the board; a
// screen publishes it with its own part.
func (s *Shell) Shown() HookState {
	h := HookState{Game: s.g.ID}
	if s.coach == nil {
		return h
	}
	m := s.coach.Session().Match()
	h.Position, h.Moves, h.Over = m.State().String(), m.MoveStrings(), m.Outcome().Over
	return h
}
