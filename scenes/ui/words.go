package ui

import (
	"strings"

	"parlour/engine"
	"parlour/game"
	"parlour/scenes/saves"
)

// Words that several screens use: sentences for the status line and for
// screen readers, and the names of the seats and of the AI's levels.

// Capitalize returns s as a sentence: first letter upper case, ending
// with a full stop.
func Capitalize(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	s = strings.ToUpper(s[:1]) + s[1:]
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "!") {
		s += "."
	}
	return s
}

// TurnSentence says who is to move, or how the game ended.
func TurnSentence(m *game.Match) string {
	return game.Status(m.Outcome(), m.State().ToMove(), m.Nouns())
}

// SeatLabel returns the seat's name on a choice button in game g:
// "Human", "Hard AI".
func SeatLabel(g *game.Game, s saves.Seat) string {
	if s.Friend {
		return "Friend, by message"
	}
	if !s.AI {
		return "Human"
	}
	return LevelLabel(g, s.Level) + " AI"
}

// SeatDescription returns who plays the seat in game g, for the players
// list.
func SeatDescription(g *game.Game, s saves.Seat) string {
	if s.Friend {
		return "Friend · by message"
	}
	if !s.AI {
		return "Human"
	}
	return "Computer · " + LevelLabel(g, s.Level)
}

// LevelLabel names an AI level in game g. The strongest level plays
// perfectly only where the game is solved; elsewhere it is called Expert.
func LevelLabel(g *game.Game, l engine.Level) string {
	if l == engine.Perfect && (g == nil || !g.Solvable) {
		return "Expert"
	}
	return l.Label()
}

// ActionLabel is the button text for a move that touches no point, such
// as ending a chain of jumps: the game's label for it
// (game.ActionLabeller), else the move's text with a capital.
func ActionLabel(st game.State, mv game.Move) string {
	if l, ok := st.(game.ActionLabeller); ok {
		return l.ActionLabel(mv)
	}
	return Capitalize(st.MoveString(mv))
}

// Pathless returns the legal moves of st that touch no point: a board
// cannot make them by taps, so a screen offers them as buttons.
func Pathless(st game.State) []game.Move {
	var out []game.Move
	for _, mv := range st.LegalMoves(nil) {
		if len(st.MovePath(mv)) == 0 {
			out = append(out, mv)
		}
	}
	return out
}
