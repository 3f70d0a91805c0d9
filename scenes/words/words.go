// Package words holds what several screens say of a game, above ui,
// which knows no game: who is to move or how the game ended, the name of
// a computer's level, and the question asked before a new game puts away
// the one in progress. What one screen alone says stays in that screen.
package words

import (
	"fmt"

	"parlour/engine"
	"parlour/game"
	"parlour/scenes/ui"
)

// TurnSentence says who is to move, or how the game ended.
func TurnSentence(m *game.Match) string {
	return game.Status(m.Outcome(), m.State().ToMove(), m.Nouns())
}

// LevelLabel names an AI level in game g. The strongest level plays
// perfectly only where the game is solved; elsewhere it is called Expert.
func LevelLabel(g *game.Game, l engine.Level) string {
	if l == engine.Perfect && (g == nil || !g.Solvable) {
		return "Expert"
	}
	return l.Label()
}

// ConfirmNew runs start at once when a game of m, with n moves at stake,
// has none; otherwise it asks h first, saying what happens to the game.
func ConfirmNew(h ui.Host, m *game.Match, n int, start func()) {
	if n == 0 {
		start()
		return
	}
	moves := "1 move"
	if n > 1 {
		moves = fmt.Sprintf("%d moves", n)
	}
	h.Ask(ui.NewDialog("Start a new game?",
		fmt.Sprintf("Your game of %s (%s played) will be put away. Undo brings it back, until you move in the new game.", m.Game().Name, moves),
		ui.Choice{Label: "New game", Action: start},
		ui.Choice{Label: "Keep playing", Primary: true}))
}
