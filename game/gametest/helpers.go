package gametest

import (
	"math/rand/v2"
	"slices"
	"strings"
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

// Played returns a match of the registered game id with opts, after the
// given moves, failing the test if the game is unknown or a move refused.
func Played(t testing.TB, id string, opts game.Options, moves ...string) *game.Match {
	t.Helper()
	g, err := game.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.NewMatch(g, opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		if err := m.PlayString(mv); err != nil {
			t.Fatalf("%s after %q: %v", id, m.MoveStrings(), err)
		}
	}
	return m
}

// Finished returns a match of g with opts played to its end by random
// moves, trying a few seeds, failing the test if no game ends.
func Finished(t testing.TB, g *game.Game, opts game.Options) *game.Match {
	t.Helper()
	for seed := uint64(1); seed <= 20; seed++ {
		m, err := game.NewMatch(g, opts)
		if err != nil {
			t.Fatal(err)
		}
		if !randomMoves(m, rand.New(rand.NewPCG(seed, 3)), 5000) {
			return m
		}
	}
	t.Fatalf("no random game of %s (%s) ended", g.ID, opts)
	return nil
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

// CheckOutcome fails the test unless s's outcome is as wanted: with reason
// "" the game goes on and the player to move has a move; with winner
// game.NoPlayer a draw, and otherwise a win for winner, for a reason that
// contains reason.
func CheckOutcome(t testing.TB, s game.State, winner game.Player, reason string) {
	t.Helper()
	o := s.Outcome()
	switch {
	case reason == "":
		if o.Over {
			t.Fatalf("over (%s), want the game to go on", o.Reason)
		}
		if s.ToMove() == game.NoPlayer || len(s.LegalMoves(nil)) == 0 {
			t.Fatal("no move in a game that goes on")
		}
	case winner == game.NoPlayer:
		if !o.IsDraw() || !strings.Contains(o.Reason, reason) {
			t.Fatalf("outcome %+v, want a draw for %q", o, reason)
		}
	default:
		if o.Winner() != winner || !strings.Contains(o.Reason, reason) {
			t.Fatalf("outcome %+v, want a win for player %d for %q", o, winner, reason)
		}
	}
}

// CheckRefusals checks that s explains each refused try with a sentence
// containing the word the map gives it, and that the try is not a legal
// move. A try is written with point names separated by spaces, the
// piece's point first: "b1 d1".
func CheckRefusals(t testing.TB, s game.State, tries map[string]string) {
	t.Helper()
	ex, ok := s.(game.Explainer)
	if !ok {
		t.Fatalf("%T does not explain refusals", s)
	}
	b := s.Board()
	for try, want := range tries {
		var path []int
		for _, name := range strings.Fields(try) {
			p, ok := b.Lookup(name)
			if !ok {
				t.Fatalf("no point %q", name)
			}
			path = append(path, p)
		}
		for _, m := range s.LegalMoves(nil) {
			if slices.Equal(s.MovePath(m), path) {
				t.Errorf("%s is a legal move (%s), not a refusal", try, s.MoveString(m))
			}
		}
		if got := ex.Explain(path); !strings.Contains(got, want) {
			t.Errorf("%s: Explain(%s) = %q, want it to say %q", s, try, got, want)
		}
	}
}
