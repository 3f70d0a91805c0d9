// Package gametest is the test kit every game registers with: seeded random
// playouts that check the invariants of the game.State contract, and fuzz
// targets for every parser of outside input (positions, moves, saves).
//
// A game's tests call Run, FuzzPosition, FuzzMove and FuzzSave with its
// registration, and Perft with pinned perft numbers and a reference move
// generator of their own; game/catalog's conformance test checks that
// every registered game does. Nothing here knows any game by name.
package gametest

import (
	"math/rand/v2"
	"slices"
	"testing"

	"parlour/game"
)

// Config tunes Run. The zero value runs DefaultPlayouts playouts per
// variant.
type Config struct {
	Playouts int    // random games per variant
	Seed     uint64 // base seed; each playout derives its own
	// MaxVariants caps the number of option combinations played (spread
	// evenly over all of them); 0 plays every combination.
	MaxVariants int
}

// DefaultPlayouts is the number of random games per variant when Config
// leaves it zero.
const DefaultPlayouts = 300

// Run plays seeded random games of every variant of g and checks, at every
// ply: legal moves sorted, unique and non-empty exactly until the end;
// ToMove consistent with the outcome; every move's text parses back to the
// move and its path lies on the board; Clone equals the original and is
// independent; the position text parses back to the same position and
// hash; Apply then Undo restores the position exactly; the game ends within
// g.MaxPlies; and the match survives a save and restore.
func Run(t *testing.T, g *game.Game, cfg Config) {
	t.Helper()
	if cfg.Playouts == 0 {
		cfg.Playouts = DefaultPlayouts
	}
	variants := game.Variants(g.Options)
	if cfg.MaxVariants > 0 && len(variants) > cfg.MaxVariants {
		step := float64(len(variants)) / float64(cfg.MaxVariants)
		var picked []game.Options
		for i := 0; i < cfg.MaxVariants; i++ {
			picked = append(picked, variants[int(float64(i)*step)])
		}
		variants = picked
	}
	for vi, opts := range variants {
		t.Run(opts.String(), func(t *testing.T) {
			for i := 0; i < cfg.Playouts; i++ {
				rng := rand.New(rand.NewPCG(cfg.Seed, uint64(vi)<<32|uint64(i)))
				if !playout(t, g, opts, rng) {
					t.Fatalf("playout %d failed (seed %d, variant %d)", i, cfg.Seed, vi)
				}
			}
		})
	}
}

// playout plays one random game and reports whether every check passed.
func playout(t *testing.T, g *game.Game, opts game.Options, rng *rand.Rand) bool {
	t.Helper()
	m, err := game.NewMatch(g, opts)
	if err != nil {
		t.Errorf("NewMatch(%v): %v", opts, err)
		return false
	}
	start := m.State().Clone()
	startText, startHash := start.String(), start.Hash()
	for ply := 0; ; ply++ {
		s := m.State()
		if !checkPosition(t, g, opts, s) {
			t.Logf("after moves %v", m.MoveStrings())
			return false
		}
		if m.Outcome().Over {
			break
		}
		if ply >= g.MaxPlies {
			t.Errorf("game longer than MaxPlies=%d: %v", g.MaxPlies, m.MoveStrings())
			return false
		}
		moves := s.LegalMoves(nil)
		mv := moves[rng.IntN(len(moves))]
		if err := m.Play(mv); err != nil {
			t.Errorf("Play(%s) in %q: %v", s.MoveString(mv), s.String(), err)
			return false
		}
		// Occasionally step back and forth through the history.
		if rng.IntN(8) == 0 {
			before := m.State().String()
			m.Undo()
			m.Redo()
			if got := m.State().String(); got != before {
				t.Errorf("undo+redo changed %q to %q", before, got)
				return false
			}
		}
	}
	if !checkSave(t, m) {
		return false
	}
	end := m.Outcome()
	if end.Reason == "" {
		t.Errorf("outcome without a reason at %q", m.State().String())
		return false
	}
	if end.Winners>>uint(m.State().NumPlayers()) != 0 {
		t.Errorf("outcome names a winner beyond %d players: %b", m.State().NumPlayers(), end.Winners)
		return false
	}
	for m.Undo() {
	}
	if got := m.State(); got.String() != startText || got.Hash() != startHash {
		t.Errorf("undoing every move gave %q (hash %x), want the start %q (hash %x)", got.String(), got.Hash(), startText, startHash)
		return false
	}
	return true
}

// checkPosition checks the invariants of one position.
func checkPosition(t *testing.T, g *game.Game, opts game.Options, s game.State) bool {
	t.Helper()
	text := s.String()
	moves := s.LegalMoves(nil)
	over := s.Outcome().Over
	switch {
	case over && len(moves) != 0:
		t.Errorf("%q: game over (%s) but %d legal moves", text, s.Outcome().Reason, len(moves))
		return false
	case !over && len(moves) == 0:
		t.Errorf("%q: no legal moves but the game is not over", text)
		return false
	case over != (s.ToMove() == game.NoPlayer):
		t.Errorf("%q: over=%v but ToMove=%d", text, over, s.ToMove())
		return false
	case !over && (s.ToMove() < 0 || int(s.ToMove()) >= s.NumPlayers()):
		t.Errorf("%q: ToMove=%d out of range", text, s.ToMove())
		return false
	}
	for i := 1; i < len(moves); i++ {
		if moves[i-1] >= moves[i] {
			t.Errorf("%q: legal moves not strictly ascending: %v", text, moves)
			return false
		}
	}
	if !checkText(t, g, opts, s, moves) {
		return false
	}
	clone := s.Clone()
	for _, mv := range moves {
		str := s.MoveString(mv)
		back, err := s.ParseMove(str)
		if err != nil || back != mv {
			t.Errorf("%q: move %d written %q parses back to %d, %v", text, mv, str, back, err)
			return false
		}
		for _, p := range s.MovePath(mv) {
			if p < 0 || p >= s.Board().Len() {
				t.Errorf("%q: move %q touches point %d, off the board", text, str, p)
				return false
			}
		}
		clone.Apply(mv)
		clone.Undo()
		if clone.String() != text || clone.Hash() != s.Hash() {
			t.Errorf("%q: apply+undo of %q gave %q (hash %x, want %x)", text, str, clone.String(), clone.Hash(), s.Hash())
			return false
		}
	}
	if len(moves) > 0 {
		// A clone must be independent of the original.
		clone.Apply(moves[0])
		if s.String() != text {
			t.Errorf("%q: applying a move to a clone changed the original to %q", text, s.String())
			return false
		}
	}
	return true
}

// checkText checks that the position text parses back to the same
// position: same text, hash, player to move, outcome and legal moves.
func checkText(t *testing.T, g *game.Game, opts game.Options, s game.State, moves []game.Move) bool {
	t.Helper()
	text := s.String()
	back, err := g.Parse(opts, text)
	if err != nil {
		t.Errorf("position %q does not parse back: %v", text, err)
		return false
	}
	if back.String() != text || back.Hash() != s.Hash() || back.ToMove() != s.ToMove() || back.Outcome() != s.Outcome() {
		t.Errorf("position %q parses back as %q (hash %x, want %x)", text, back.String(), back.Hash(), s.Hash())
		return false
	}
	if got := back.LegalMoves(nil); !slices.Equal(got, moves) {
		t.Errorf("position %q parses back with moves %v, want %v", text, got, moves)
		return false
	}
	return true
}

// checkSave saves the match with some moves undone and restores it.
func checkSave(t *testing.T, m *game.Match) bool {
	t.Helper()
	undone := m.Ply() / 3
	for i := 0; i < undone; i++ {
		m.Undo()
	}
	defer func() {
		for i := 0; i < undone; i++ {
			m.Redo()
		}
	}()
	data, err := m.Marshal()
	if err != nil {
		t.Errorf("Marshal: %v", err)
		return false
	}
	back, _, err := game.LoadMatch(data)
	if err != nil {
		t.Errorf("LoadMatch of a fresh save: %v\n%s", err, data)
		return false
	}
	if back.State().String() != m.State().String() || back.Ply() != m.Ply() ||
		!slices.Equal(back.MoveStrings(), m.MoveStrings()) || back.Outcome() != m.Outcome() {
		t.Errorf("save round trip: got %q after %d moves, want %q after %d", back.State().String(), back.Ply(), m.State().String(), m.Ply())
		return false
	}
	for i := 0; i < undone; i++ {
		if !back.Redo() {
			t.Errorf("restored match lost its redo moves")
			return false
		}
	}
	return true
}
