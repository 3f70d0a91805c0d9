package toy_test

import (
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/gametest"
	"parlour/game/gametest/toy"
)

func TestKit(t *testing.T) {
	gametest.Run(t, toy.Spec, gametest.Config{Playouts: 50, Seed: 1})
}

// reference lists the free points while no side has three in a row,
// reading the position text: the rows, from the one of a1, then the side.
func reference(_ game.Options, s game.State) []string {
	rows := strings.Split(strings.Fields(s.String())[0], "/")
	at := func(col, row int) byte { return rows[row][col] }
	three := func(a, b, c [2]int) bool {
		x := at(a[0], a[1])
		return x != '.' && x == at(b[0], b[1]) && x == at(c[0], c[1])
	}
	for i := 0; i < 3; i++ {
		if three([2]int{0, i}, [2]int{1, i}, [2]int{2, i}) || three([2]int{i, 0}, [2]int{i, 1}, [2]int{i, 2}) {
			return nil
		}
	}
	if three([2]int{0, 0}, [2]int{1, 1}, [2]int{2, 2}) || three([2]int{2, 0}, [2]int{1, 1}, [2]int{0, 2}) {
		return nil
	}
	var out []string
	for row := 0; row < 3; row++ {
		for col := 0; col < 3; col++ {
			if at(col, row) == '.' {
				out = append(out, string(rune('a'+col))+string(rune('1'+row)))
			}
		}
	}
	return out
}

// TestPerft pins the well-known counts of noughts and crosses: 255,168
// games in all, 127,872 of them nine plies long.
func TestPerft(t *testing.T) {
	gametest.Perft(t, toy.Spec, []gametest.PerftCase{
		{Name: "start", Nodes: []uint64{9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872}},
		{Name: "noughts first", Options: game.Options{toy.OptFirst: "noughts"}, Nodes: []uint64{9, 72, 504}},
		// Crosses win at c1 at once; otherwise only c2 saves them from
		// Noughts' c2: 4×4 replies, then 3 moves after each of the 3 + 4×3
		// replies that do not end the game.
		{Name: "a row to complete", Start: "xx./oo./... crosses", Nodes: []uint64{5, 16, 39}},
	}, reference, 9)
}

// TestStones checks the set-up board's stones: a stone's point cannot be
// marked, a row through it wins for no one, the grid full of marks and
// stones is a draw, a stone changes the hash and closes its lines to both
// sides.
func TestStones(t *testing.T) {
	s := mustParse(t, "xsx/.o./o.. crosses")
	if _, err := s.ParseMove("b1"); err == nil {
		t.Error("the stone's point b1 was marked")
	}
	if n := len(s.LegalMoves(nil)); n != 4 {
		t.Errorf("%d moves with four points free, want 4", n)
	}
	if got := s.String(); got != "xsx/.o./o.. crosses" {
		t.Errorf("written back as %q", got)
	}
	if o := mustParse(t, "sss/xox/oxo crosses").Outcome(); !o.Over || o.Winners != 0 {
		t.Errorf("a row of stones in a full grid gave %+v, want a draw", o)
	}
	type evaluator interface{ Evaluate() int }
	empty, corner := mustParse(t, ".../.../... crosses"), mustParse(t, "..s/.../... crosses")
	// Eight lines open to the side to move, then three fewer.
	if e, c := empty.(evaluator).Evaluate(), corner.(evaluator).Evaluate(); e != 8 || c != 5 {
		t.Errorf("evaluations %d on the empty grid and %d with a stone in a corner, want 8 and 5", e, c)
	}
	if empty.Hash() == corner.Hash() {
		t.Error("a stone leaves the hash unchanged")
	}
}

func mustParse(t *testing.T, text string) game.State {
	t.Helper()
	s, err := toy.Spec.Parse(nil, text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestLesson(t *testing.T) { gametest.Lesson(t, toy.Spec) }
