package gametest

import (
	"testing"

	"parlour/game"
)

// Start returns the start of g with opts as the game's own state type S,
// failing the test if it cannot be set up.
func Start[S game.State](t testing.TB, g *game.Game, opts game.Options) S {
	t.Helper()
	s, _, err := g.Start(opts)
	if err != nil {
		t.Fatal(err)
	}
	return s.(S)
}

// At returns the position of g written as text, with opts, as the game's
// own state type S, failing the test if the text is refused.
func At[S game.State](t testing.TB, g *game.Game, opts game.Options, text string) S {
	t.Helper()
	s, _, err := g.Position(opts, text)
	if err != nil {
		t.Fatal(err)
	}
	return s.(S)
}

// MoveTexts returns the legal moves of s as MoveString writes them, in
// the order LegalMoves gives them.
func MoveTexts(s game.State) []string {
	var out []string
	for _, m := range s.LegalMoves(nil) {
		out = append(out, s.MoveString(m))
	}
	return out
}
