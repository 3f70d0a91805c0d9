package play

import (
	"parlour/engine"
	"parlour/game"
	"parlour/lang"
)

// Sentences for the status line and for screen readers. They use the
// game's own seat names and Outcome reasons, so they suit every game; a
// result is phrased by package game, as on the command line.

// pathText writes a move's points as "a2 to b2" (or "a2 to c2 to e2").
func pathText(b *game.Board, path []int) string {
	text := ""
	for i, p := range path {
		if i == 0 {
			text = b.Point(p).Name
		} else {
			text = lang.T("%s to %s", text, b.Point(p).Name)
		}
	}
	return text
}

// moveSentence says who moved where: "Hounds move a2 to b2."
func moveSentence(side game.Noun, b *game.Board, path []int, text string) string {
	switch {
	case len(path) == 0:
		if side.Plural {
			return lang.T("%s play %s.", lang.T(side.Name), text)
		}
		return lang.T("%s plays %s.", lang.T(side.Name), text)
	case len(path) > 1:
		text = pathText(b, path)
	}
	if side.Plural {
		return lang.T("%s move %s.", lang.T(side.Name), text)
	}
	return lang.T("%s moves %s.", lang.T(side.Name), text)
}

// scorePhrase says what the engine's score means for the player it is
// for: "White ahead by 2.5 Troops", or "White: win in 7 moves, counting
// both sides" when the search found a forced end.
func scorePhrase(who string, score int, u game.ScoreUnit) string {
	// engine.ScoreString's words are the command line's, in English.
	switch {
	case engine.Decisive(score) && score > 0:
		return lang.T("%s: win in %s", who, game.Plies(engine.MateScore-score))
	case engine.Decisive(score):
		return lang.T("%s: loss in %s", who, game.Plies(engine.MateScore+score))
	}
	return game.Advantage(who, score, u)
}
