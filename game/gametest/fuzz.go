package gametest

import (
	"math/rand/v2"
	"slices"
	"testing"

	"parlour/game"
)

// FuzzPosition fuzzes g's position parser under the options of a
// variant (fuzzVariants picks which). Seeds are positions from random games of
// every variant. Whatever parses must print as text that parses to the
// same position, and must answer every State question without panicking.
func FuzzPosition(f *testing.F, g *game.Game) {
	variants := fuzzVariants(g)
	for i, opts := range variants {
		for _, text := range samplePositionsFor(g, opts, max(2, 40/len(variants))) {
			f.Add(uint16(i), text)
		}
	}
	f.Add(uint16(0), "")
	f.Add(uint16(0), "/")
	f.Fuzz(func(t *testing.T, variant uint16, text string) {
		opts := variants[int(variant)%len(variants)]
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
			t.Fatalf("invariants broken for parsed position %q (options %s)", text, opts)
		}
	})
}

// FuzzMove fuzzes g's move parser in positions reached by random play of
// its variants, finished games included: a move that parses must be
// legal and print back as text that parses to it. The first positions
// are those of a random game of the default options, from its start.
func FuzzMove(f *testing.F, g *game.Game) {
	var states []game.State
	for i, opts := range fuzzVariants(g) {
		if i == 0 {
			for _, text := range samplePositionsFor(g, opts, 16) {
				states = append(states, mustParse(f, g, opts, text))
			}
		}
		states = append(states, spreadPositions(g, opts, uint64(i), 4)...)
	}
	for i, s := range states[:16] {
		for _, mv := range s.LegalMoves(nil) {
			f.Add(uint16(i), s.MoveString(mv))
		}
	}
	f.Add(uint16(0), "")
	f.Add(uint16(0), "-")
	f.Fuzz(func(t *testing.T, which uint16, text string) {
		s := states[int(which)%len(states)]
		mv, err := s.ParseMove(text)
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("empty error message for move %q in %q", text, s.String())
			}
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

// FuzzSetup fuzzes g's set-up board (see game.Setup): pieces from its
// palette on any points, any side to move, in any variant, and, where the
// game lets sides hold pieces off the board, any count held by each, a
// little out of range too. What Arrange (or ArrangeHeld) accepts must
// answer every State question, print as text that parses back, since a
// link carries it, and hold the counts asked for; what it refuses must
// say why.
func FuzzSetup(f *testing.F, g *game.Game) {
	if g.Setup == nil {
		f.Fatalf("%s has no set-up board", g.ID)
	}
	variants := fuzzVariants(g)
	for i, opts := range variants {
		for _, text := range samplePositionsFor(g, opts, 3) {
			s := mustParse(f, g, opts, text)
			f.Add(uint16(i), layoutOf(s, g.Setup.Palette(opts)), uint8(max(s.ToMove(), 0)), heldOf(s, g.Setup.Held, len(g.Seats(opts))))
		}
	}
	f.Add(uint16(0), []byte{}, uint8(0), []byte{})
	f.Fuzz(func(t *testing.T, variant uint16, layout []byte, toMove uint8, held []byte) {
		opts := variants[int(variant)%len(variants)]
		start, err := g.New(opts)
		if err != nil {
			t.Fatal(err)
		}
		palette := g.Setup.Palette(opts)
		pieces := make([]game.Piece, start.Board().Len())
		for p := range pieces {
			if p < len(layout) && int(layout[p]) <= len(palette) && layout[p] > 0 {
				pieces[p] = palette[layout[p]-1]
			}
		}
		side := game.Player(toMove % 8)
		var counts []int
		var s game.State
		if h := g.Setup.Held; h != nil && len(held) > 0 {
			// Each byte is a count from -1 to one more than the most.
			counts = make([]int, len(g.Seats(opts)))
			for p := range counts {
				most := h.Most(opts, pieces, game.Player(p))
				if most < 0 {
					t.Fatalf("player %d may hold %d pieces", p+1, most)
				}
				if p < len(held) {
					counts[p] = int(held[p])%(most+3) - 1
				}
			}
			s, err = g.Setup.ArrangeHeld(opts, pieces, side, counts)
		} else {
			s, err = g.Setup.Arrange(opts, pieces, side)
		}
		if err != nil {
			if err.Error() == "" {
				t.Fatal("a refused set-up says nothing")
			}
			return
		}
		if !checkPosition(t, g, opts, s) {
			t.Fatalf("invariants broken for a set-up position %q (options %s)", s.String(), opts)
		}
		for p, want := range counts {
			if got, ok := game.HeldOf(s, game.Player(p), g.Setup.Held.Kind); ok && got != want {
				t.Fatalf("player %d holds %d in %q, asked %d", p+1, got, s.String(), want)
			}
		}
	})
}

// heldOf writes the pieces of kind h.Kind each of n players holds off the
// board in s as FuzzSetup's input: its count plus one.
func heldOf(s game.State, h *game.Holding, n int) []byte {
	if h == nil {
		return nil
	}
	out := make([]byte, n)
	for p := range out {
		k, _ := game.HeldOf(s, game.Player(p), h.Kind)
		out[p] = byte(k + 1)
	}
	return out
}

// fuzzVariants returns the default options first, then up to 63 of g's
// variants spread over the list of them, so that every option's values
// are met and a fuzzer's set-up stays quick.
func fuzzVariants(g *game.Game) []game.Options {
	def, err := game.Resolve(g.Options, nil)
	if err != nil {
		panic(err)
	}
	out := []game.Options{def}
	all := game.Variants(g.Options)
	step := max(1, (len(all)+62)/63)
	for i := 0; i < len(all); i += step {
		out = append(out, all[i])
	}
	return out
}

// layoutOf writes the pieces of s as indices into palette, 1-based, 0 for
// an empty point: FuzzSetup's input.
func layoutOf(s game.State, palette []game.Piece) []byte {
	out := make([]byte, s.Board().Len())
	for p := range out {
		if i := slices.Index(palette, s.PieceAt(p)); i >= 0 {
			out[p] = byte(i + 1)
		}
	}
	return out
}

// spreadPositions returns n positions spread along a random game of g,
// from its start to its last position, over unless it ran out of moves
// to try.
func spreadPositions(g *game.Game, opts game.Options, seed uint64, n int) []game.State {
	m, err := game.NewMatch(g, opts)
	if err != nil {
		panic(err)
	}
	randomMoves(m, rand.New(rand.NewPCG(seed, 11)), 2000)
	plies := m.Ply()
	var out []game.State
	for i := n - 1; i >= 0; i-- {
		for m.Ply() > plies*i/max(n-1, 1) {
			m.Undo()
		}
		out = append(out, m.State().Clone())
	}
	return out
}

func mustParse(f *testing.F, g *game.Game, opts game.Options, text string) game.State {
	s, err := g.Parse(opts, text)
	if err != nil {
		f.Fatalf("sample position %q: %v", text, err)
	}
	return s
}

// FuzzSave fuzzes the saved-game reader with saves of random games of g's
// variants as seeds: whatever loads must save and load again to the same match.
func FuzzSave(f *testing.F, g *game.Game) {
	rng := rand.New(rand.NewPCG(7, 7))
	for _, opts := range fuzzVariants(g) {
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
