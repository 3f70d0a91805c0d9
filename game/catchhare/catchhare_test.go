package catchhare

import (
	"slices"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

func at(t *testing.T, opts game.Options, text string) *State {
	return gametest.At[*State](t, Spec, opts, text)
}

func moveTexts(s game.State) []string {
	out := gametest.MoveTexts(s)
	slices.Sort(out)
	return out
}

var low = game.Options{"threshold": "5"}
