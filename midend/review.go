package midend

import (
	"strings"

	"parlour/engine"
	"parlour/game"
)

// Review shows the position after ply moves of the game (0: its start;
// beyond the last move: the last), as picking an entry of the move list
// does. The moves after it are kept: stepping on (Review again, Redo)
// shows them, and a move played from there replaces them. While a live
// game is reviewed at an earlier position, the computer's seats wait; see
// PlayFromHere. In a replay, Review steps it there and pauses it.
func (s *Session) Review(ply int) {
	s.mode.pause(s)
	ply = max(0, min(ply, s.m.Ply()+s.redoable()))
	if ply == s.m.Ply() {
		return
	}
	s.cancel()
	s.aiErr = ""
	for s.m.Ply() > ply && s.m.Undo() {
	}
	for s.m.Ply() < ply && s.m.Redo() {
	}
	s.reviewing = s.mode.personMoves() && s.m.CanRedo()
	s.changed()
	s.emit(Event{Kind: Reviewed, N: ply})
}

// redoable counts the moves Redo could play again.
func (s *Session) redoable() int {
	n := 0
	for s.m.Redo() {
		n++
	}
	for range n {
		s.m.Undo()
	}
	return n
}

// Reviewing reports whether the player is looking at an earlier position
// of a live game, with moves after it kept: the computer's seats wait.
func (s *Session) Reviewing() bool { return s.reviewing }

// PlayFromHere ends a review: the game goes on from the position shown,
// the computer's seats playing again. The moves that followed stay for
// Redo until a new move replaces them.
func (s *Session) PlayFromHere() {
	if s.reviewing {
		s.reviewing = false
		s.emit(Event{Kind: Reviewed, N: s.m.Ply()})
	}
}

// Moves returns the text of every move of the game, those after the
// position shown (kept for Redo) included, and how many are on the board.
func (s *Session) Moves() (moves []string, shown int) {
	sv := s.m.Snapshot()
	return sv.Moves, sv.Made
}

// SetValues turns on or off the values of every legal move of the
// position shown (see engine.MoveValues): when on, the Session asks the
// engine for them whenever the position changes and no move of the
// computer is due, and says so with ValuesReady.
func (s *Session) SetValues(on bool) {
	s.valuesOn = on
	if !on && s.pending.kind == searchValues {
		s.cancel()
	}
}

// ValuesOn reports whether the values of the moves are wanted: SetValues
// turned them on and the engine has not failed to find them.
func (s *Session) ValuesOn() bool { return s.valuesOn }

// Values returns the values of the moves of the position shown, and
// false while they are not known (or not wanted).
func (s *Session) Values() (engine.Values, bool) {
	if !s.valuesOn || s.valuesVersion != s.version || s.values == nil {
		return engine.Values{}, false
	}
	return *s.values, true
}

// Line returns the value of every position of the game, the moves after
// the position shown included, with its mistakes marked (see
// engine.LineValues), and false while it is not known (or not wanted).
func (s *Session) Line() ([]engine.PlyValue, bool) {
	if !s.valuesOn || s.line == nil || s.lineKey != s.movesKey() {
		return nil, false
	}
	return s.line, true
}

// movesKey names the game's moves, those kept for Redo included.
func (s *Session) movesKey() string {
	moves, _ := s.Moves()
	return strings.Join(moves, " ")
}

// wantLine reports whether the values along the game are wanted and not
// known yet; they come after the values of the moves.
func (s *Session) wantLine() bool {
	return s.valuesOn && !s.wantValues() && !s.ComputerToMove() && (s.line == nil || s.lineKey != s.movesKey())
}

// wantValues reports whether the values of the position shown are wanted
// and not known yet.
func (s *Session) wantValues() bool {
	return s.valuesOn && !s.Over() && (s.values == nil || s.valuesVersion != s.version) && !s.ComputerToMove()
}

// ValuePhrase says the value v of a move in game.MoveValue's words, the
// same on the screen, aloud and on the command line: "wins in 9 moves,
// counting both sides", "ahead by about 2.5 Troops". An estimate that the
// search found forced is said as the win or loss it is.
func ValuePhrase(v engine.Valuation, solo bool, u game.ScoreUnit) string {
	result, plies := v.Kind.String(), v.Plies
	if v.Kind == engine.Estimate && engine.Decisive(v.Score) {
		result, plies = "win", engine.MateScore-v.Score
		if v.Score < 0 {
			result, plies = "loss", engine.MateScore+v.Score
		}
	}
	return game.MoveValue(result, plies, v.Moves, v.Score, solo, u)
}
