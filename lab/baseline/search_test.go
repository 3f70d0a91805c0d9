package baseline

import (
	"context"
	"maps"
	"slices"
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game"
	_ "parlour/game/catalog" // the tests name the games they play by their IDs
	"parlour/game/gametest/toy"
)

// toyPosition reads a position of noughts and crosses.
func toyPosition(tb testing.TB, text string) game.State {
	tb.Helper()
	s, _, err := toy.Spec.Position(nil, text)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// TestSearchFrozen pins the baseline's search on a game that is not
// Tactical, as game/war's TestBaselineFrozen pins it on one that is: from
// each position, a search to the given depth must visit the nodes and
// choose the move, with the score and the line, that it did when it was
// frozen, so that tournaments against the baseline keep measuring against
// the same player.
func TestSearchFrozen(t *testing.T) {
	tests := []struct {
		start string
		depth int
		move  string
		nodes int64
		score int
		line  string
	}{
		{".../.../... crosses", 9, "a2", 9760, 0, "a2 b2 c1 a1 c3 c2 b3 a3 b1"},
		{"x../.o./... crosses", 7, "c3", 1334, 0, "c3 b3 b1 c1 a3 a2 c2"},
		{"xx./oo./... crosses", 4, "c1", 5, engine.MateScore - 1, "c1"},
		{"xx./o../... noughts", 6, "c1", 81, -(engine.MateScore - 4), "c1 b2 c3 b3"},
		{"x.o/.x./... noughts", 3, "c3", 85, 0, "c3 c2 a2"},
	}
	for _, tc := range tests {
		s := toyPosition(t, tc.start)
		m, info, err := Search(context.Background(), s, nil, engine.Params{Depth: tc.depth}, 1, nil)
		if err != nil {
			t.Fatal(err)
		}
		got := strings.Join(info.PV, " ")
		if s.MoveString(m) != tc.move || info.Nodes != tc.nodes || info.Score != tc.score || got != tc.line {
			t.Errorf("%q at depth %d: %s after %d nodes, score %d, line %q; want %s after %d, score %d, line %q",
				tc.start, tc.depth, s.MoveString(m), info.Nodes, info.Score, got, tc.move, tc.nodes, tc.score, tc.line)
		}
	}
}

// TestKey checks that the search keys positions as engine.Key does, so
// that the history a caller passes counts for the repetition rule.
func TestKey(t *testing.T) {
	s := toyPosition(t, ".../.../... crosses")
	for _, m := range []string{"b2", "a1", "c3", "a3"} {
		mv, err := s.ParseMove(m)
		if err != nil {
			t.Fatal(err)
		}
		s.Apply(mv)
		if got, want := keyOf(s.Hash(), s.ToMove()), engine.Key(s); got != want {
			t.Errorf("after %s: key %#x, engine.Key %#x", m, got, want)
		}
	}
}

// TestSearchTies checks that the seed breaks ties among equally good
// moves (the four corners, after a cross in the centre), the same way for
// the same seed, and that the line reported starts with the move played.
func TestSearchTies(t *testing.T) {
	s := toyPosition(t, ".../.x./... noughts")
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 12; seed++ {
		var played []string
		for range 2 {
			m, info, err := Search(context.Background(), s, nil, engine.Params{Depth: 2}, seed, nil)
			if err != nil {
				t.Fatal(err)
			}
			if len(info.PV) == 0 || info.PV[0] != s.MoveString(m) {
				t.Errorf("seed %d: played %s, line %v", seed, s.MoveString(m), info.PV)
			}
			played = append(played, s.MoveString(m))
		}
		if played[0] != played[1] {
			t.Errorf("seed %d: played %s, then %s", seed, played[0], played[1])
		}
		seen[played[0]] = true
	}
	if len(seen) < 2 {
		t.Errorf("12 seeds all played %v", slices.Collect(maps.Keys(seen)))
	}
}

// TestSearchRefuses checks what the baseline does not search: a finished
// game, a temperature, and a game of more than two players, which it
// plays by Monte Carlo tree search instead (see Choose).
func TestSearchRefuses(t *testing.T) {
	over := toyPosition(t, "xxx/oo./... noughts")
	if _, _, err := Search(context.Background(), over, nil, engine.Params{Depth: 2}, 1, nil); err == nil {
		t.Error("searched a finished game")
	}
	s := toyPosition(t, ".../.../... crosses")
	if _, _, err := Search(context.Background(), s, nil, engine.Params{Depth: 2, Temperature: 10}, 1, nil); err == nil || !strings.Contains(err.Error(), "temperature") {
		t.Errorf("with a temperature: error %v, want one that says the baseline takes none", err)
	}
	leapfrog, err := game.Lookup("leapfrog")
	if err != nil {
		t.Fatal(err)
	}
	many, _, err := leapfrog.Start(game.Options{"players": "3", "size": "8"})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := Search(context.Background(), many, nil, engine.Params{Depth: 2}, 1, nil); err == nil {
		t.Error("searched a game of three players by alpha-beta")
	}
}
