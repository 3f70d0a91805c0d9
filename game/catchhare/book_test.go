package catchhare

import (
	"math/rand/v2"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

// solvedPlies is the length of best play from each start, by board and
// number of hunters (12, 11, 10), as the full retrograde solve gives it
// (`parlour solve catchhare --json`, the table in docs/ai.md); the leap rule
// does not change it.
var solvedPlies = map[string][3]int{
	"original": {51, 57, 73},
	"american": {45, 47, 61},
	"modern":   {43, 47, 51},
}

// TestBookWins plays each start of the book with the hunters on the book
// against a hare that moves at random or by the book: every hunters' turn
// must be in the book, and the hunters must win, by the book against the
// book in as many plies as the full solve says.
func TestBookWins(t *testing.T) {
	entries, err := book.Get()
	if err != nil {
		t.Fatalf("the book did not decode: %v", err)
	}
	rng := rand.New(rand.NewPCG(3, 5))
	for _, v := range BookVariants() {
		for _, n := range []int{12, 11, 10} {
			v.Hunters = n
			opts := v.Options()
			if entries[bookKey{v.Board, v.Leaps, n}] == nil {
				t.Errorf("%v: no book", opts)
				continue
			}
			for g := 0; g < 12; g++ {
				s := gametest.Start[*State](t, Spec, opts)
				if !s.BookCovers(Hunters) || s.BookCovers(Hare) {
					t.Errorf("%v: the start covers the hunters %v, the hare %v; want the hunters alone", opts, s.BookCovers(Hunters), s.BookCovers(Hare))
				}
				byBook := g == 0 // the first game: the hare follows the book too
				for ply := 0; !s.Outcome().Over; ply++ {
					m, ok := s.BookMove()
					switch {
					case !ok && s.Side() == Hunters:
						t.Fatalf("%v game %d ply %d: %q is not in the book", opts, g, ply, s)
					case !ok:
						t.Fatalf("%v game %d ply %d: the hare's turn %q is not in the book", opts, g, ply, s)
					case s.Side() == Hare && !byBook:
						moves := s.LegalMoves(nil)
						m = moves[rng.IntN(len(moves))]
					}
					s.Apply(m)
				}
				if w := s.Outcome().Winner(); w != Hunters {
					t.Fatalf("%v game %d: %s after %d plies", opts, g, s.Outcome().Reason, len(s.undo))
				}
				if want := solvedPlies[v.Board][12-n]; byBook && len(s.undo) != want {
					t.Errorf("%v: the book's line is %d plies, the solve's %d", opts, len(s.undo), want)
				}
			}
		}
	}
}

func TestBookOnlyForItsRules(t *testing.T) {
	s := gametest.Start[*State](t, Spec, game.Options{OptThreshold: "8"})
	if _, ok := s.BookMove(); ok || s.BookCovers(Hunters) {
		t.Error("a book move, or the book covering the hunters, with the hare winning at 8 hunters")
	}
	s = gametest.Start[*State](t, Spec, nil)
	if _, ok := s.BookMove(); !ok {
		t.Error("no book move at the start")
	}
	// A game begun after the first move, or set up by hand, is not known
	// to stay in the book, though this one does.
	m, _ := s.BookMove()
	s.Apply(m)
	if s.BookCovers(Hunters) {
		t.Errorf("%q, after the first move, is taken for a start of the book", s)
	}
}

func TestDecodeBookErrors(t *testing.T) {
	good, err := EncodeBook([]BookVariant{{Board: "original", Leaps: "multiple", Hunters: 12, Moves: map[int64]uint8{5: 1, 9: 0, 1 << 20: 3}}})
	if err != nil {
		t.Fatal(err)
	}
	b, err := decodeBook(good)
	if err != nil {
		t.Fatal(err)
	}
	e := b[bookKey{"original", "multiple", 12}]
	if e == nil || len(e.index) != 3 || e.index[2] != 1<<20 || e.move[2] != 3 {
		t.Fatalf("round trip: %+v", e)
	}
	for name, data := range map[string][]byte{
		"empty":       nil,
		"wrong magic": append([]byte("XXXX"), good[4:]...),
		"cut short":   good[:len(good)-4],
		"garbage":     append([]byte(bookMagic), 9, 9, 9),
	} {
		if _, err := decodeBook(data); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

// BenchmarkDecodeBook measures reading the book, which happens once, on
// the strongest level's first move.
func BenchmarkDecodeBook(b *testing.B) {
	for b.Loop() {
		book, err := decodeBook(bookBin)
		if err != nil {
			b.Fatal(err)
		}
		n := 0
		for _, e := range book {
			n += len(e.index)
		}
		b.ReportMetric(float64(n), "positions")
	}
}
