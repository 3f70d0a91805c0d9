package war

import (
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// The optional interfaces of package game the game means to implement;
// the engine's are asserted in engine/gamestest.
var (
	_ game.Reserver  = (*State)(nil)
	_ game.Describer = (*State)(nil)
	_ game.Explainer = (*State)(nil)
)

// TestKitPerft checks perftCases through the test kit, with the reference
// generator of perft_test.go.
func TestKitPerft(t *testing.T) {
	var cases []gametest.PerftCase
	for _, tc := range perftCases {
		opts := game.Options{OptEnPassant: "off"}
		if tc.enPassant {
			opts[OptEnPassant] = "on"
		}
		cases = append(cases, gametest.PerftCase{Name: tc.name, Options: opts, Start: tc.position, Nodes: tc.counts})
	}
	ref := func(opts game.Options, s game.State) []string {
		var out []string
		for _, m := range refParse(t, s.String(), opts[OptEnPassant] == "on").refMoves() {
			out = append(out, m.text)
		}
		return out
	}
	gametest.Perft(t, Spec, cases, ref, 2)
}
