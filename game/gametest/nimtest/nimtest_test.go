package nimtest

import (
	"testing"

	"parlour/game/gametest"
)

// TestKit plays Nim through the test kit every game passes, so that the
// commands' tests stand on a game that keeps the State contract.
func TestKit(t *testing.T) {
	gametest.Run(t, Spec, gametest.Config{Playouts: 50, Seed: 1})
}
