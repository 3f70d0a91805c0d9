package scenes

import (
	"strings"

	"parlour/engine"
	"parlour/game"
)

// Words that several screens use: sentences for the status line and for
// screen readers, and the names of the seats and of the AI's levels.

// capitalize returns s as a sentence: first letter upper case, ending
// with a full stop.
func capitalize(s string) string {
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

// turnSentence says who is to move, or how the game ended.
func turnSentence(m *game.Match) string {
	return game.Status(m.Outcome(), m.State().ToMove(), m.Nouns())
}

// seatLabel returns the seat's name on a choice button in game g:
// "Human", "Hard AI".
func seatLabel(g *game.Game, s Seat) string {
	if !s.AI {
		return "Human"
	}
	return levelLabel(g, s.Level) + " AI"
}

// seatDescription returns who plays the seat in game g, for the players
// list.
func seatDescription(g *game.Game, s Seat) string {
	if !s.AI {
		return "Human"
	}
	return "Computer · " + levelLabel(g, s.Level)
}

// levelLabel names an AI level in game g. The strongest level plays
// perfectly only where the game is solved; elsewhere it is called Expert.
func levelLabel(g *game.Game, l engine.Level) string {
	if l == engine.Perfect && (g == nil || !g.Solvable) {
		return "Expert"
	}
	return l.Label()
}
