package gametest

import (
	"math/rand/v2"
	"testing"

	"parlour/game"
)

// FuzzPosition fuzzes g's position parser with the default options. Seeds
// are positions from random games of every variant. Whatever parses must
// print as text that parses to the same position, and must answer every
// State question without panicking.
func FuzzPosition(f *testing.F, g *game.Game) {
	for _, text := range samplePositions(g, 40) {
		f.Add(text)
	}
	f.Add("")
	f.Add("/")
	opts, err := game.Resolve(g.Options, nil)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := g.Parse(opts, text)
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("empty error message for %q", text)
			}
			return
		}
		canon := s.String()
		back, err := g.Parse(opts, canon)
		if err != nil {
			t.Fatalf("%q parsed, but its text %q does not: %v", text, canon, err)
		}
		if back.String() != canon || back.Hash() != s.Hash() {
			t.Fatalf("%q: text %q parses back as %q", text, canon, back.String())
		}
		if !checkPosition(t, g, opts, s) {
			t.Fatalf("invariants broken for parsed position %q", text)
		}
	})
}

// FuzzMove fuzzes g's move parser in positions from random games: a move
// that parses must be legal and print back as text that parses to it.
func FuzzMove(f *testing.F, g *game.Game) {
	opts, err := game.Resolve(g.Options, nil)
	if err != nil {
		f.Fatal(err)
	}
	positions := samplePositionsFor(g, opts, 16)
	states := make([]game.State, 0, len(positions))
	for _, text := range positions {
		s, err := g.Parse(opts, text)
		if err != nil {
			f.Fatalf("sample position %q: %v", text, err)
		}
		states = append(states, s)
		for _, mv := range s.LegalMoves(nil) {
			f.Add(uint8(len(states)-1), s.MoveString(mv))
		}
	}
	f.Add(uint8(0), "")
	f.Add(uint8(0), "-")
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		s := states[int(which)%len(states)]
		mv, err := s.ParseMove(text)
		if err != nil {
			return
		}
		legal := false
		for _, l := range s.LegalMoves(nil) {
			legal = legal || l == mv
		}
		if !legal {
			t.Fatalf("%q parsed as illegal move %d in %q", text, mv, s.String())
		}
		if back, err := s.ParseMove(s.MoveString(mv)); err != nil || back != mv {
			t.Fatalf("%q: move text %q parses back as %d, %v", text, s.MoveString(mv), back, err)
		}
	})
}

// FuzzSave fuzzes the saved-game reader with saves of random games of g as
// seeds: whatever loads must save and load again to the same match.
func FuzzSave(f *testing.F, g *game.Game) {
	rng := rand.New(rand.NewPCG(7, 7))
	for _, opts := range game.Variants(g.Options) {
		m, err := game.NewMatch(g, opts)
		if err != nil {
			f.Fatal(err)
		}
		randomMoves(m, rng, 2+rng.IntN(12))
		if rng.IntN(2) == 0 {
			m.Undo()
		}
		data, err := m.Marshal()
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"format":"parlour-match","version":1,"game":"nosuchgame"}`))
	f.Add([]byte(`{`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, _, err := game.LoadMatch(data)
		if err != nil {
			return
		}
		again, err := m.Marshal()
		if err != nil {
			t.Fatalf("Marshal of a loaded match: %v", err)
		}
		back, _, err := game.LoadMatch(again)
		if err != nil {
			t.Fatalf("a loaded match saves as a file that does not load: %v\n%s", err, again)
		}
		if back.State().String() != m.State().String() || back.Ply() != m.Ply() {
			t.Fatalf("save round trip changed the match")
		}
	})
}

// samplePositions returns position texts from random games of every
// variant of g, n per variant.
func samplePositions(g *game.Game, n int) []string {
	var out []string
	for _, opts := range game.Variants(g.Options) {
		out = append(out, samplePositionsFor(g, opts, n)...)
	}
	return out
}

func samplePositionsFor(g *game.Game, opts game.Options, n int) []string {
	rng := rand.New(rand.NewPCG(1, uint64(len(opts.String()))))
	var out []string
	for len(out) < n {
		m, err := game.NewMatch(g, opts)
		if err != nil {
			panic(err)
		}
		out = append(out, m.State().String())
		for len(out) < n && randomMoves(m, rng, 1) {
			out = append(out, m.State().String())
		}
	}
	return out
}

// randomMoves plays up to n random moves and reports whether the match
// can go on.
func randomMoves(m *game.Match, rng *rand.Rand, n int) bool {
	for i := 0; i < n; i++ {
		if m.Outcome().Over {
			return false
		}
		moves := m.State().LegalMoves(nil)
		if err := m.Play(moves[rng.IntN(len(moves))]); err != nil {
			panic(err)
		}
	}
	return !m.Outcome().Over
}
