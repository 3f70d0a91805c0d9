package proof

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"parlour/game"
	_ "parlour/game/catalog"
	"parlour/game/puzzle"
)

func prover(t *testing.T, id string, opts game.Options) *Prover {
	t.Helper()
	g, err := game.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	p, err := NewProver(g, opts)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func position(t *testing.T, p *Prover, text string) game.State {
	t.Helper()
	s, _, err := p.game.Position(p.opts, text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func lineText(s game.State, line []game.Move) string {
	c := s.Clone()
	var out []string
	for _, m := range line {
		out = append(out, c.MoveString(m))
		c.Apply(m)
	}
	return strings.Join(out, " ")
}

// TestProveWin checks the proofs by the exact tables of Hare and Hounds on
// positions whose values `parlour values` lists: one winning move (a
// puzzle) and several (none).
func TestProveWin(t *testing.T) {
	p := prover(t, "harehounds", nil)
	tests := []struct {
		position, line, err string
	}{
		// d2-c2 wins in 5; d2-d3 and d2-e2 lose.
		// Then c2-b1 is one of four moves that win: the line stops.
		{"D.D/...H./.D. hare 0", "d2-c2", ""},
		{"..H/.D.../D.D hounds 0", "b3-c2 d1-c1 b2-b1", ""},
		{".D./.DD../.H. hare 1", "c3-b3 c1-d1 b3-a2", ""},
		// From the start every one of the hounds' seven moves wins.
		{"D../D...H/D.. hounds 0", "", "7 moves win at the first move"},
	}
	for _, tt := range tests {
		s := position(t, p, tt.position)
		pr, err := p.Prove(context.Background(), s, Goal{Kind: Win, Side: s.ToMove()})
		if tt.err != "" {
			if !errors.Is(err, ErrUnproven) || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%s: error %v, want ErrUnproven with %q", tt.position, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tt.position, err)
			continue
		}
		if got := lineText(s, pr.Line); got != tt.line {
			t.Errorf("%s: line %s, want %s", tt.position, got, tt.line)
		}
	}
}

// TestProveClear checks the solitaire proofs: from the standard start the
// four first jumps all keep the board clearable, so it is no puzzle.
func TestProveClear(t *testing.T) {
	p := prover(t, "solitaire", nil)
	s, _, err := p.game.Start(p.opts)
	if err != nil {
		t.Fatal(err)
	}
	_, err = p.Prove(context.Background(), s, Goal{Kind: Clear})
	if !errors.Is(err, ErrUnproven) || !strings.Contains(err.Error(), "4 moves keep the goal in reach") {
		t.Fatalf("the start: error %v, want four moves that keep the goal in reach", err)
	}
}

// TestTwoWaysAreNoPuzzle plays random games of the games proven by search
// and enumeration and, wherever the search finds two or more first moves
// that reach a goal, checks that Prove refuses the goal and Verify refuses
// a puzzle made of it, whichever of the moves it gives as the solution.
func TestTwoWaysAreNoPuzzle(t *testing.T) {
	cases := []struct {
		id   string
		kind Kind
		n, k int
	}{
		{"foxgeese", TakeIn, 2, 1},
		{"war", MaterialIn, 1, 1},
		{"catchhare", WinIn, 2, 0},
		{"leapfrog", MostTakes, 0, 0},
	}
	for _, tc := range cases {
		t.Run(tc.id, func(t *testing.T) {
			p := prover(t, tc.id, nil)
			rng := rand.New(rand.NewPCG(7, 7))
			found := false
			for games := 0; games < 40 && !found; games++ {
				s, _, err := p.game.Start(p.opts)
				if err != nil {
					t.Fatal(err)
				}
				for ply := 0; ply < 200 && !s.Outcome().Over && !found; ply++ {
					goal := Goal{Kind: tc.kind, Side: s.ToMove(), N: tc.n, K: tc.k}
					var ways []game.Move
					if tc.kind == MostTakes {
						ways = bestTurns(p, s)
					} else {
						ways = p.newForcer(context.Background(), s, goal).forcing(tc.n)
					}
					if len(ways) >= 2 {
						found = true
						if _, err := p.Prove(context.Background(), s, goal); !errors.Is(err, ErrUnproven) {
							t.Fatalf("%s: %d first moves reach %q, yet Prove says %v", s, len(ways), goal.Text(p.seats), err)
						}
						for _, m := range ways[:2] {
							c := s.Clone()
							set := setOf(p, s.String(), goal.Text(p.seats), c.MoveString(m))
							if _, err := Verify(context.Background(), set, false, nil, nil); err == nil || !strings.Contains(err.Error(), "not proven") {
								t.Fatalf("%s: the puzzle with first move %s passed Verify (%v) though %d first moves reach the goal", s, c.MoveString(m), err, len(ways))
							}
						}
					}
					moves := s.LegalMoves(nil)
					s.Apply(moves[rng.IntN(len(moves))])
				}
			}
			if !found {
				t.Fatalf("no position with two ways to the goal came up")
			}
		})
	}
}

// bestTurns returns the first moves of the turns that score the most, one
// for each such turn, when the best scores two or more.
func bestTurns(p *Prover, s game.State) []game.Move {
	if _, ok := s.(game.Scorer); !ok {
		return nil
	}
	e := &chains{ctx: context.Background(), s: s.Clone(), solver: s.ToMove(), start: s.(game.Scorer).Score(s.ToMove()), limit: 1 << 20}
	e.walk()
	if e.err != nil || e.best < 2 || e.count < 2 {
		return nil
	}
	return e.firsts
}

func setOf(p *Prover, position, goal, first string) puzzle.Set {
	return puzzle.Set{Game: p.game.ID, Options: p.opts, Puzzles: []puzzle.Puzzle{{Position: position, Goal: goal, Solution: []string{first}, Difficulty: 1500, Themes: []string{}}}}
}

// TestProveWinInN checks the proofs of a win in N by search on Catch the
// Hare's hunters: the line follows the hare's slowest defence to the trap,
// and stops after the hunters' move where, at a later turn, several moves
// trap the hare.
func TestProveWinInN(t *testing.T) {
	p := prover(t, "catchhare", nil)
	tests := []struct {
		position string
		n        int
		line     string
	}{
		// b1-c1 leaves the hare one step; e1-e2 and d1-e1 trap it.
		{".X.XH/..XX./..XXX/....X/XXX.X hunters 48", 2, "b1-c1 e1-e2 d1-e1"},
		{".XX../..XXH/..XXX/....X/XXX.X hunters 46", 3, "c1-d1 e2-e1 b1-c1 e1-e2 d1-e1"},
		// Only b3-b2 wins in 2; after either step of the hare, two
		// moves trap it: the line stops.
		{"XXH.X/..XX./XXXXX/X..../..X.. hunters 60", 2, "b3-b2"},
		{"..H.X/XXXX./XXXXX/...../X.X.. hunters 48", 4, "a2-a1 c1-b1 d2-d1 b1-c1 d3-d2"},
	}
	for _, tt := range tests {
		s := position(t, p, tt.position)
		pr, err := p.Prove(context.Background(), s, Goal{Kind: WinIn, Side: s.ToMove(), N: tt.n})
		if err != nil {
			t.Errorf("%s: win in %d: %v", tt.position, tt.n, err)
			continue
		}
		if got := lineText(s, pr.Line); got != tt.line {
			t.Errorf("%s: line %s, want %s", tt.position, got, tt.line)
		}
	}
}
