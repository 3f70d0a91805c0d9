package war

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"parlour/game"
)

// TestLegalQuiet compares LegalQuiet with the move generator in positions
// of random games, with and without en passant, and the siege and chain
// positions of the tests: for every placement and every step or slide
// between two cells (the squares and the cells past them), and for the
// legal moves with bits added, it must hold exactly for the legal moves
// that Tactical rates 0. In the same positions Extends must agree with
// its first, slower form on every legal move.
func TestLegalQuiet(t *testing.T) {
	positions := []string{
		StartPosition,
		// White's Van on b3 must jump: no quiet move is legal.
		"....k...../........../........../........../....v...../........../..v......./.V......../........../.....K.... white 2 2 - 0",
		// Black's General holds White's citadel.
		"....k...../........../........../........../........../........../........../........../........../M....gK... white 1 1 - 0",
		// White holds Black's citadel: the game is over for Black.
		".....M..../........../........../........../........../........../........../........../........../k....K.... black 1 1 - 0",
	}
	rng := rand.New(rand.NewPCG(5, 9))
	checked := 0
	for _, text := range positions {
		for _, ep := range []string{"off", "on"} {
			st, _, err := Spec.Position(game.Options{OptEnPassant: ep}, text)
			if err != nil {
				t.Fatal(err)
			}
			checked += checkLegalQuiet(t, st.(*State))
		}
	}
	for g := range 24 {
		opts := game.Options{OptEnPassant: "off"}
		if g%2 == 1 {
			opts[OptEnPassant] = "on"
		}
		st, _, err := Spec.Start(opts)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		for ply := 0; ply < 160 && !s.Outcome().Over; ply++ {
			moves := s.LegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			if ply%4 == 0 {
				checked += checkLegalQuiet(t, s)
			}
			s.Apply(moves[rng.IntN(len(moves))])
		}
	}
	t.Logf("%d positions checked", checked)
}

// checkLegalQuiet checks LegalQuiet in s against LegalMoves and returns 1.
func checkLegalQuiet(t *testing.T, s *State) int {
	t.Helper()
	quiet := map[game.Move]bool{}
	for _, m := range s.LegalMoves(nil) {
		quiet[m] = s.Tactical(m) == 0
		if got, want := s.Extends(m), extendsRef(s, m); got != want {
			t.Fatalf("%s: Extends(%s) = %v, want %v", s, s.MoveString(m), got, want)
		}
		for _, extra := range []game.Move{1, 1 << 14, 1 << 20, 1 << 35, 1 << 40} {
			if m&extra == 0 && s.LegalQuiet(m|extra) {
				t.Fatalf("%s: LegalQuiet(%#x) holds, %s with bits added", s, uint64(m|extra), s.MoveString(m))
			}
		}
	}
	for from := range cellSpan {
		for to := range cellSpan {
			m := encodeStep(from, to)
			if from == placeFrom {
				m = encodePlace(to)
			}
			if got, want := s.LegalQuiet(m), quiet[m]; got != want {
				t.Fatalf("%s: LegalQuiet(%#x) = %v, want %v (legal: %v)", s, uint64(m), got, want, len(quiet) > 0)
			}
		}
	}
	return 1
}

// extendsRef is Extends as first written, decoding every move: the
// quicker one must agree with it.
func extendsRef(s *State, m game.Move) bool {
	if isPlacement(m) {
		return false
	}
	p := s.toMove & 1
	mv := decode(m)
	at := mv.land[mv.n-1]
	target := citadel[1-p]
	if at == target {
		return true
	}
	return s.threatens(s.cells[mv.from].kind(), p, mv.from, at, target) && s.attackers(1-p, target, true) == 0
}

// TestQuietReasonCount checks that the reason a quiet game is drawn,
// written out whole for the catalogs, counts QuietLimit plies.
func TestQuietReasonCount(t *testing.T) {
	if want := fmt.Sprintf("%d plies without a capture, a troop move or a flying machine", QuietLimit); quietReason != want {
		t.Errorf("quietReason = %q, want %q", quietReason, want)
	}
}
