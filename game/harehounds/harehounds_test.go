package harehounds

import (
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

func start(t *testing.T, opts game.Options) game.State {
	return gametest.Start[game.State](t, Spec, opts)
}

func at(t *testing.T, opts game.Options, text string) game.State {
	return gametest.At[game.State](t, Spec, opts, text)
}

func moveTexts(s game.State) []string { return gametest.MoveTexts(s) }
