package midend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"parlour/engine"
	"parlour/game"
	_ "parlour/game/catalog"
	"parlour/game/harehounds"
	"parlour/game/puzzle"
)

// samplePuzzles returns the Hare and Hounds set shipped in the tree.
func samplePuzzles(t *testing.T) (game.Options, []puzzle.Puzzle) {
	t.Helper()
	data, err := os.ReadFile("../game/puzzle/sets/harehounds.json")
	if err != nil {
		t.Fatal(err)
	}
	set, err := puzzle.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	_, opts, err := puzzle.Check(set)
	if err != nil {
		t.Fatal(err)
	}
	return opts, set.Puzzles
}

// longest returns the puzzle with the longest solution.
func longest(ps []puzzle.Puzzle) puzzle.Puzzle {
	best := ps[0]
	for _, p := range ps {
		if len(p.Solution) > len(best.Solution) {
			best = p
		}
	}
	return best
}

// runPuzzler runs z's Update with the board idle until it is no longer
// busy.
func runPuzzler(tb testing.TB, z *Puzzler, clock *float64) {
	tb.Helper()
	for i := 0; z.Busy(); i++ {
		if i > 1000 {
			tb.Fatalf("still busy after %d frames", i)
		}
		*clock += 0.1
		z.Update(*clock, true)
	}
}

// play plays text as the player.
func play(tb testing.TB, z *Puzzler, text string) {
	tb.Helper()
	mv, err := z.Session().State().ParseMove(text)
	if err != nil {
		tb.Fatal(err)
	}
	if !z.CanPlay() {
		tb.Fatalf("the player may not play %s now", text)
	}
	z.Play(mv, false)
}

// TestPuzzlerSolves plays the solver's moves of every shipped puzzle: the
// defence comes by itself, and the puzzle is solved, reported once.
func TestPuzzlerSolves(t *testing.T) {
	files, err := filepath.Glob("../game/puzzle/sets/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no puzzle sets: %v", err)
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		set, err := puzzle.Parse(data)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		g, opts, err := puzzle.Check(set)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		solveAll(t, g, opts, set.Puzzles)
		t.Logf("%s: %d puzzles solved", filepath.Base(file), len(set.Puzzles))
	}
}

// solveAll plays the solver's moves of every puzzle of ps.
func solveAll(t *testing.T, g *game.Game, opts game.Options, ps []puzzle.Puzzle) {
	for _, p := range ps {
		z, err := NewPuzzler(Config{}, g, opts, p)
		if err != nil {
			t.Fatal(err)
		}
		clock := 0.0
		solver := z.Solver()
		st, _, _ := g.Position(opts, p.Position)
		for _, text := range p.Solution {
			if st.ToMove() == solver {
				play(t, z, text)
				if z.Feedback().Kind == Refused {
					t.Fatalf("%s: the solution's move %s was refused: %s", p.Position, text, z.Feedback().Text)
				}
			}
			mv, _ := st.ParseMove(text)
			st.Apply(mv)
			runPuzzler(t, z, &clock)
		}
		if !z.Done() || z.Failed() {
			t.Fatalf("%s: done %v, failed %v after the whole line; moves %v", p.Position, z.Done(), z.Failed(), z.Session().Match().MoveStrings())
		}
		if got := strings.Join(z.Session().Match().MoveStrings(), " "); got != strings.Join(p.Solution, " ") {
			t.Errorf("%s: moves %q, want the solution %q", p.Position, got, strings.Join(p.Solution, " "))
		}
		if r := z.Result(); r != Solved {
			t.Errorf("%s: result %v, want Solved", p.Position, r)
		}
		if r := z.Result(); r != Unfinished {
			t.Errorf("%s: a second result %v: the ratings would move twice", p.Position, r)
		}
	}
}

// otherMove returns a legal first move that is not the solution's.
func otherMove(t *testing.T, z *Puzzler) string {
	st := z.Session().State()
	for _, mv := range st.LegalMoves(nil) {
		if text := st.MoveString(mv); text != z.Puzzle().Solution[0] {
			return text
		}
	}
	t.Fatal("the puzzle has one legal move")
	return ""
}

// TestPuzzlerWrongMove plays a wrong first move: it is refused with the
// move wanted, taken back, and the puzzle fails once; playing the line
// afterwards does not solve it.
func TestPuzzlerWrongMove(t *testing.T) {
	opts, ps := samplePuzzles(t)
	p := longest(ps)
	z, err := NewPuzzler(Config{}, harehounds.Spec, opts, p)
	if err != nil {
		t.Fatal(err)
	}
	clock := 0.0
	wrong := otherMove(t, z)
	play(t, z, wrong)
	f := z.Feedback()
	if f.Kind != Refused || !strings.Contains(f.Text, wrong) || !strings.Contains(f.Text, p.Solution[0]) {
		t.Errorf("feedback %+v: want the wrong move %s and the move wanted %s", f, wrong, p.Solution[0])
	}
	if r := z.Result(); r != Unsolved {
		t.Errorf("result %v, want Unsolved at once", r)
	}
	runPuzzler(t, z, &clock)
	if z.Session().Match().Ply() != 0 || !z.CanPlay() {
		t.Fatalf("the wrong move was not taken back: %v", z.Session().Match().MoveStrings())
	}
	z.Show()
	runPuzzler(t, z, &clock)
	if !z.Done() || z.Outcome() != Unsolved || z.Result() != Unfinished {
		t.Errorf("after Show: done %v, outcome %v", z.Done(), z.Outcome())
	}
	if got := strings.Join(z.Session().Match().MoveStrings(), " "); got != strings.Join(p.Solution, " ") {
		t.Errorf("Show played %q, want %q", got, strings.Join(p.Solution, " "))
	}
}

// TestPuzzlerHints gives both hints: the piece, then the move; the
// puzzle then counts as failed even when finished.
func TestPuzzlerHints(t *testing.T) {
	opts, ps := samplePuzzles(t)
	p := ps[0]
	z, err := NewPuzzler(Config{}, harehounds.Spec, opts, p)
	if err != nil {
		t.Fatal(err)
	}
	if z.HintPath() != nil {
		t.Error("a hint path before any hint")
	}
	st := z.Session().State()
	mv, _ := st.ParseMove(p.Solution[0])
	path := st.MovePath(mv)
	z.Hint()
	if got := z.HintPath(); len(got) != 1 || got[0] != path[0] {
		t.Errorf("first hint marks %v, want the piece at %d", got, path[0])
	}
	z.Hint()
	if got := z.HintPath(); len(got) != len(path) || !strings.Contains(z.Feedback().Text, p.Solution[0]) {
		t.Errorf("second hint marks %v and says %q, want the move %s", got, z.Feedback().Text, p.Solution[0])
	}
	clock := 0.0
	for z.CanPlay() || z.Busy() {
		if z.CanPlay() {
			z.Hint()
			z.Hint()
			play(t, z, z.moveText(z.line[z.at]))
		}
		runPuzzler(t, z, &clock)
	}
	if !z.Done() || z.Result() != Unsolved {
		t.Errorf("a puzzle finished with hints: done %v, outcome %v", z.Done(), z.Outcome())
	}
}

// TestPuzzlerWrongMoveValue plays a wrong move with the engine at hand:
// the feedback gives its exact value from Hare and Hounds' solved tables.
func TestPuzzlerWrongMoveValue(t *testing.T) {
	opts, ps := samplePuzzles(t)
	p := longest(ps)
	z, err := NewPuzzler(Config{Thinker: engine.NewLocalThinker()}, harehounds.Spec, opts, p)
	if err != nil {
		t.Fatal(err)
	}
	clock := 0.0
	for i := 0; z.vals == nil; i++ {
		if i > 3000 {
			t.Fatal("no values after 300 s of the clock")
		}
		clock += 0.1
		z.Update(clock, true)
		if z.vals == nil {
			waitABit()
		}
	}
	play(t, z, otherMove(t, z))
	t.Log(z.Feedback().Text)
	if f := z.Feedback(); !strings.Contains(f.Text, "loses") && !strings.Contains(f.Text, "draws") {
		t.Errorf("feedback %q: want the wrong move's value", f.Text)
	}
}

func waitABit() { time.Sleep(5 * time.Millisecond) }

// TestPuzzlerRefuse: a tap the rules refuse is answered with the game's
// reason and does not fail the puzzle.
func TestPuzzlerRefuse(t *testing.T) {
	opts, ps := samplePuzzles(t)
	z, err := NewPuzzler(Config{}, harehounds.Spec, opts, ps[0])
	if err != nil {
		t.Fatal(err)
	}
	st := z.Session().State()
	// A piece of the side not to move.
	for p := range st.Board().Len() {
		if pc := st.PieceAt(p); !pc.Empty() && pc.Owner != st.ToMove() {
			z.Refuse([]int{p})
			break
		}
	}
	if f := z.Feedback(); f.Kind != Refused || f.Text == "" || z.Failed() {
		t.Errorf("after a refused tap: %+v, failed %v", f, z.Failed())
	}
}
