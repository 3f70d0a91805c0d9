package foxgeese

import (
	"fmt"
	"slices"
	"strconv"
	"testing"

	"parlour/game"
	"parlour/game/cross"
	"parlour/game/gametest"
)

var orthogonal = game.Options{OptBoard: "orthogonal"}

// position writes the position text with foxes and geese on the given
// hole numbers.
func position(foxes, geese []int, side string, quiet int) string {
	rows := cross.English(true).EncodeRows(func(p int) byte {
		n, _ := strconv.Atoi(cross.English(true).Point(p).Name)
		switch {
		case slices.Contains(foxes, n):
			return 'F'
		case slices.Contains(geese, n):
			return 'G'
		}
		return '.'
	})
	return fmt.Sprintf("%s %s %d", rows, side, quiet)
}

func holes(from, to int) []int {
	var out []int
	for n := from; n <= to; n++ {
		out = append(out, n)
	}
	return out
}

func at(t *testing.T, opts game.Options, text string) *State {
	return gametest.At[*State](t, Spec, opts, text)
}

func moveTexts(s game.State) []string { return gametest.MoveTexts(s) }

func sorted(in []string) []string {
	out := slices.Clone(in)
	slices.Sort(out)
	return out
}
