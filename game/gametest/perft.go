package gametest

import (
	"slices"
	"testing"

	"parlour/game"
)

// PerftCase is a position with its perft numbers pinned: Nodes[d-1] is the
// number of move sequences d plies long from it. Stockfish's way of
// proving a move generator: any change to the rules' moves changes a
// number.
type PerftCase struct {
	Name    string
	Options game.Options // settings beyond the defaults
	Start   string       // position text, "" for the standard start
	Nodes   []uint64
}

// Reference is a move generator written in a game's tests for clarity,
// not speed, straight from the wording of the rules and sharing no code
// with the real one: it returns the texts of the legal moves of s, played
// with the given (resolved) options, in any order.
type Reference func(opts game.Options, s game.State) []string

// Perft checks every case: the pinned numbers, and that ref gives the
// same moves as the game in every position up to refDepth plies from the
// case's start.
func Perft(t *testing.T, g *game.Game, cases []PerftCase, ref Reference, refDepth int) {
	t.Helper()
	if len(cases) == 0 {
		t.Fatalf("%s: no perft case", g.ID)
	}
	for _, tc := range cases {
		t.Run(tc.Name, func(t *testing.T) {
			s, opts, err := g.Position(tc.Options, tc.Start)
			if tc.Start == "" {
				s, opts, err = g.Start(tc.Options) // the standard start
			}
			if err != nil {
				t.Fatal(err)
			}
			if !sameTree(t, opts, s, ref, refDepth) {
				return
			}
			for d, want := range tc.Nodes {
				if got := game.Perft(s, d+1); got != want {
					t.Errorf("perft(%d) = %d, want %d", d+1, got, want)
				}
			}
		})
	}
}

// sameTree checks that ref and the game give the same moves in every
// position up to depth plies from s.
func sameTree(t *testing.T, opts game.Options, s game.State, ref Reference, depth int) bool {
	t.Helper()
	if depth <= 0 {
		return true
	}
	moves := s.LegalMoves(nil)
	got := make([]string, len(moves))
	for i, m := range moves {
		got[i] = s.MoveString(m)
	}
	want := slices.Clone(ref(opts, s))
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("position %q: moves\n %v\nreference\n %v", s.String(), got, want)
		return false
	}
	for _, m := range moves {
		s.Apply(m)
		ok := sameTree(t, opts, s, ref, depth-1)
		s.Undo()
		if !ok {
			return false
		}
	}
	return true
}
