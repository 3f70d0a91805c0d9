package play

import (
	"strings"

	"parlour/engine"
	"parlour/game"
)

// Sentences for the status line and for screen readers. They use the
// game's own seat names and Outcome reasons, so they suit every game; a
// result is phrased by package game, as on the command line.

// pathText writes a move's points as "a2 to b2" (or "a2 to c2 to e2").
func pathText(b *game.Board, path []int) string {
	names := make([]string, len(path))
	for i, p := range path {
		names[i] = b.Point(p).Name
	}
	return strings.Join(names, " to ")
}

// moveSentence says who moved where: "Hounds move a2 to b2."
func moveSentence(side game.Noun, b *game.Board, path []int, text string) string {
	switch {
	case len(path) == 0:
		return side.Says("plays", "play") + " " + text + "."
	case len(path) > 1:
		text = pathText(b, path)
	}
	return side.Says("moves", "move") + " " + text + "."
}

// scorePhrase says what the engine's score means for the player it is
// for: "White ahead by 2.5 Troops", or "White: win in 7 moves, counting
// both sides" when the search found a forced end.
func scorePhrase(who string, score int, u game.ScoreUnit) string {
	if engine.Decisive(score) {
		return who + ": " + engine.ScoreString(score)
	}
	return game.Advantage(who, score, u)
}
