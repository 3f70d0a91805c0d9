package gamestest

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"parlour/engine"
	"parlour/game"
	"parlour/game/gametest"
	"parlour/game/solitaire"
)

// The optional interfaces of the engine that Peg Solitaire means to
// implement.
var (
	_ engine.Evaluator   = (*solitaire.State)(nil)
	_ engine.Symmetric   = (*solitaire.State)(nil)
	_ engine.Pruner      = (*solitaire.State)(nil)
	_ engine.MoveBounder = (*solitaire.State)(nil)
	_ engine.GoalOracle  = (*solitaire.State)(nil)
	_ engine.MoveEnder   = (*solitaire.State)(nil)
	_ engine.TableNoter  = (*solitaire.State)(nil)
)

// solitaireStart returns the start of a Peg Solitaire variant.
func solitaireStart(tb testing.TB, opts game.Options) game.State {
	tb.Helper()
	s, _, err := solitaire.Spec.Start(opts)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// randomSolitairePositions plays n random games from the start and stops
// each after a random number of jumps.
func randomSolitairePositions(tb testing.TB, n int, seed uint64) []game.State {
	rng := rand.New(rand.NewPCG(seed, 0x706567))
	var out []game.State
	for len(out) < n {
		s := solitaireStart(tb, nil)
		stop := rng.IntN(31)
		for i := 0; i < stop && !s.Outcome().Over; i++ {
			moves := s.LegalMoves(nil)
			s.Apply(moves[rng.IntN(len(moves))])
		}
		out = append(out, s)
	}
	return out
}

// replaySolitaire plays moves from s and returns the final position.
func replaySolitaire(t *testing.T, s game.State, moves []game.Move) game.State {
	t.Helper()
	c := s.Clone()
	for _, m := range moves {
		legal := slices.Contains(c.LegalMoves(nil), m)
		if !legal {
			t.Fatalf("move %d is not legal in %q", m, c.String())
		}
		c.Apply(m)
	}
	return c
}

// TestSoloSolvesStart checks that the solo solver solves the usual
// start and another variant's with a line of jumps that wins, the usual
// one ending with one peg in the centre.
func TestSoloSolvesStart(t *testing.T) {
	for _, opts := range []game.Options{nil, {solitaire.OptGoal: solitaire.GoalAnywhere, solitaire.OptStart: "1"}} {
		s := solitaireStart(t, opts)
		r, err := engine.SolveSolo(context.Background(), s, nil, engine.SoloLimits{})
		if err != nil || !r.Solvable || len(r.Moves) != s.(*solitaire.State).Pegs()-1 {
			t.Fatalf("%v: SolveSolo = %v, %d moves, %v", opts, r.Solvable, len(r.Moves), err)
		}
		end := replaySolitaire(t, s, r.Moves)
		if o := end.Outcome(); !o.Won(solitaire.Player) {
			t.Errorf("%v: the solution ends %q: %+v", opts, end.String(), o)
		}
		if opts == nil && end.String() != ".../.../......./...o.../......./.../..." {
			t.Errorf("the solution ends with %q, want one peg in hole 17", end.String())
		}
	}
}

// TestSoloUnsolvable checks positions that no line of jumps solves.
func TestSoloUnsolvable(t *testing.T) {
	tests := []struct {
		opts game.Options
		text string
	}{
		{nil, "oo./.../......./......./......./.../..."}, // ends in hole 3
		{nil, "o.o/.../......./......./......./.../o.o"}, // four stranded corners
		{nil, ".../.../oo..o../.ooo..o/..ooo../.o./..."}, // one jump off the leaflet's path
		{nil, ".o./..o/ooo..oo/ooo..../.o..ooo/..o/ooo"}, // from random play
		{game.Options{solitaire.OptBoard: solitaire.BoardFrench, solitaire.OptStart: "17"}, "ooo/ooooo/ooooooo/ooo.ooo/ooooooo/ooooo/ooo"}, // the French central game
	}
	for _, tt := range tests {
		s, _, err := solitaire.Spec.Position(tt.opts, tt.text)
		if err != nil {
			t.Fatal(err)
		}
		r, err := engine.SolveSolo(context.Background(), s, nil, engine.SoloLimits{Budget: time.Minute})
		if err != nil || r.Solvable {
			t.Errorf("%q: solvable=%v, %v; want unsolvable", tt.text, r.Solvable, err)
		}
	}
}

// TestSoloShortest checks the shortest search on positions whose answer
// is clear: a chain of two jumps is one move, and late in the leaflet's
// game the shortest finish is no longer than the leaflet's.
func TestSoloShortest(t *testing.T) {
	s, _, err := solitaire.Spec.Position(game.Options{solitaire.OptGoal: solitaire.GoalAnywhere}, ".../.../......./oo.o.../......./.../...")
	if err != nil {
		t.Fatal(err)
	}
	r, err := engine.ShortestSolo(context.Background(), s, -1, nil, engine.SoloLimits{TableBits: 12}, nil)
	if err != nil || !r.Shortest || r.Classic != 1 || len(r.Moves) != 2 {
		t.Fatalf("chain: %+v, %v; want one move of two jumps", r, err)
	}

	// Deepening from more moves than the bound still finds a solution,
	// but proves nothing about shorter ones.
	r, err = engine.ShortestSolo(context.Background(), s, -1, nil, engine.SoloLimits{TableBits: 12, FromMoves: 2}, nil)
	if err != nil || !r.Solvable || r.Shortest || r.Classic > 2 {
		t.Fatalf("from 2 moves: %+v, %v; want a solution of at most 2 moves, not marked shortest", r, err)
	}

	s = solitaireStart(t, nil)
	for _, mv := range solitaire.LeafletKey[:16] {
		m, err := s.ParseMove(mv)
		if err != nil {
			t.Fatal(err)
		}
		s.Apply(m)
	}
	prevTo := 22 // the leaflet's 16th jump, 16-28, ends on hole 28
	leaflet := engine.ClassicMoves(s, parseAll(t, s, solitaire.LeafletKey[16:]), prevTo)
	r, err = engine.ShortestSolo(context.Background(), s, prevTo, nil, engine.SoloLimits{TableBits: 18}, nil)
	if err != nil || !r.Shortest || r.Classic > leaflet || r.Classic < s.(engine.MoveBounder).MovesNeeded() {
		t.Fatalf("shortest finish: %d moves (%v, %v); the leaflet takes %d", r.Classic, r.Shortest, err, leaflet)
	}
	if end := replaySolitaire(t, s, r.Moves); end.String() != ".../.../......./...o.../......./.../..." {
		t.Errorf("the shortest finish ends %q", end.String())
	}
}

// TestSoloShortestRemembersRunningOut checks that a memo keeps the
// shortest searches that ran out of nodes: from the start, which is far
// too deep for the limit, the same search again answers at once with the
// same error and the first solution, where a larger limit still searches.
func TestSoloShortestRemembersRunningOut(t *testing.T) {
	s := solitaireStart(t, nil)
	memo := engine.NewSoloMemo()
	lim := engine.SoloLimits{Nodes: 20_000, TableBits: 12}
	first, err := engine.ShortestSolo(context.Background(), s, -1, memo, lim, nil)
	if err == nil || first.Shortest || first.Nodes < lim.Nodes || !first.Solvable {
		t.Fatalf("first search from the start: %+v, %v; want it to run out of its %d nodes with a solution", first.Nodes, err, lim.Nodes)
	}
	again, err := engine.ShortestSolo(context.Background(), s, -1, memo, lim, nil)
	if err == nil || again.Shortest || !again.Solvable || len(again.Moves) == 0 {
		t.Fatalf("the same search again: %+v, %v; want it to run out again, with a solution", again, err)
	}
	if again.Nodes >= lim.Nodes {
		t.Errorf("the same search again took %d nodes; want only the first solution's (under %d)", again.Nodes, lim.Nodes)
	}
	if end := replaySolitaire(t, s, again.Moves); end.String() != ".../.../......./...o.../......./.../..." {
		t.Errorf("the remembered search's solution ends %q", end.String())
	}
	lim.Nodes *= 2
	more, err := engine.ShortestSolo(context.Background(), s, -1, memo, lim, nil)
	if err == nil || more.Nodes < lim.Nodes {
		t.Errorf("a larger limit: %d nodes, %v; want it searched to its own limit", more.Nodes, err)
	}
}

// parseAll reads moves played one after the other from s.
func parseAll(t *testing.T, s game.State, texts []string) []game.Move {
	t.Helper()
	c := s.Clone()
	var out []game.Move
	for _, text := range texts {
		m, err := c.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
		c.Apply(m)
	}
	return out
}

// TestChooseSolo checks the hint and the verdict: on the leaflet's path
// the game is solvable; one jump off it, it is not, and the verdict counts
// the jumps to undo. Hard and Perfect play the first jump of a solution;
// Easy and Medium their own search's choice, with the same verdict.
func TestChooseSolo(t *testing.T) {
	onPath := append([]string(nil), solitaire.LeafletKey[:20]...)
	offPath := append(append([]string(nil), onPath...), "18-20")
	s := solitaireStart(t, nil)
	for _, m := range parseAll(t, s, offPath) {
		s.Apply(m)
	}
	further := append(append([]string(nil), offPath...), s.MoveString(s.LegalMoves(nil)[0]))
	tests := []struct {
		moves   []string
		level   engine.Level
		verdict string
	}{
		{nil, engine.Hard, "Solvable"},
		{onPath, engine.Hard, "Solvable"},
		{onPath, engine.Perfect, "Solvable: "},
		{onPath, engine.Easy, "Solvable"},
		{offPath, engine.Hard, "Not solvable any more: undo 1 jump to get back to a solvable position"},
		{offPath, engine.Medium, "Not solvable any more: undo 1 jump to get back to a solvable position"},
		{further, engine.Perfect, "Not solvable any more: undo 2 jumps to get back to a solvable position"},
	}
	for _, tt := range tests {
		req := engine.Request{Game: solitaire.Spec.ID, Moves: tt.moves, Level: tt.level}
		rep, err := engine.Choose(context.Background(), req, nil)
		if err != nil {
			t.Fatalf("after %d jumps: %v", len(tt.moves), err)
		}
		m, err := req.Match()
		if err != nil {
			t.Fatal(err)
		}
		if v := rep.Info.Verdict.Text(m.SeatNouns()); !strings.HasPrefix(v, tt.verdict) || tt.verdict == "Solvable" && v != "Solvable" {
			t.Errorf("after %d jumps at %v: verdict %q, want %q", len(tt.moves), tt.level, v, tt.verdict)
		}
		if err := m.PlayString(rep.Move); err != nil {
			t.Errorf("after %d jumps: move %q: %v", len(tt.moves), rep.Move, err)
		}
		if strings.HasPrefix(tt.verdict, "Solvable") && tt.level >= engine.Hard {
			for _, mv := range rep.Info.PV[1:] {
				if err := m.PlayString(mv); err != nil {
					t.Fatalf("solution line %v: %v", rep.Info.PV, err)
				}
			}
			if !m.Outcome().Won(solitaire.Player) {
				t.Errorf("after %d jumps: the solution line does not win: %v", len(tt.moves), rep.Info.PV)
			}
		}
	}
}

// TestLivePositions compares LivePositions with the solver on every
// position reachable from a late position of the leaflet's game.
func TestLivePositions(t *testing.T) {
	s := solitaireStart(t, game.Options{solitaire.OptStart: "17"})
	for _, text := range solitaire.LeafletKey[:19] {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		s.Apply(m)
	}
	live, err := engine.LivePositions(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	// Every reachable position, by key, with the solver's verdict.
	verdict := map[uint64]bool{}
	var walk func(c game.State)
	walk = func(c game.State) {
		k := c.(engine.Symmetric).SymmetricKey()
		if _, seen := verdict[k]; seen {
			return
		}
		r, err := engine.SolveSolo(context.Background(), c, nil, engine.SoloLimits{})
		if err != nil {
			t.Fatal(err)
		}
		verdict[k] = r.Solvable
		for _, m := range c.LegalMoves(nil) {
			c.Apply(m)
			walk(c)
			c.Undo()
		}
	}
	walk(s.Clone())
	want := 0
	for k, ok := range verdict {
		_, found := slices.BinarySearch(live.Keys, k)
		if found != ok {
			t.Errorf("key %#x: live %v, solvable %v", k, found, ok)
		}
		if ok {
			want++
		}
	}
	if len(live.Keys) != want || want == 0 || want == len(verdict) {
		t.Errorf("%d live keys, want %d of %d reachable", len(live.Keys), want, len(verdict))
	}
}

// BenchmarkSoloSolveStart solves the usual start.
func BenchmarkSoloSolveStart(b *testing.B) {
	s := solitaireStart(b, nil)
	for b.Loop() {
		r, err := engine.SolveSolo(context.Background(), s, nil, engine.SoloLimits{})
		if err != nil || !r.Solvable {
			b.Fatalf("solve: %v %v", r.Solvable, err)
		}
		b.ReportMetric(float64(r.Nodes), "nodes")
	}
}

// BenchmarkSoloSolvableRandom decides 1,000 positions reached by random
// play from the start (each game stopped after a random number of jumps)
// and reports the median and the largest time per position. The positions
// come from play, so the central game's live table answers where it
// applies and the search goes down to it elsewhere. Each search
// has a fresh memo and is cut off after solvableCap; capped counts the
// positions left undecided.
func BenchmarkSoloSolvableRandom(b *testing.B) {
	benchSolvable(b, randomSolitairePositions(b, 1000, 1), nil)
}

// BenchmarkSoloSolvableRandomSearch is BenchmarkSoloSolvableRandom
// with each position given as text, which carries no table: the search
// alone decides.
func BenchmarkSoloSolvableRandomSearch(b *testing.B) {
	positions := randomSolitairePositions(b, 1000, 1)
	for i, s := range positions {
		c, _, err := solitaire.Spec.Position(nil, s.String())
		if err != nil {
			b.Fatal(err)
		}
		positions[i] = c
	}
	benchSolvable(b, positions, nil)
}

// BenchmarkSoloSolvableRandomShared is BenchmarkSoloSolvableRandom
// with one memo shared by all the searches, as the analysis of a game
// shares it from move to move.
func BenchmarkSoloSolvableRandomShared(b *testing.B) {
	benchSolvable(b, randomSolitairePositions(b, 1000, 1), engine.NewSoloMemo())
}

const solvableCap = 5 * time.Second

func benchSolvable(b *testing.B, positions []game.State, memo *engine.SoloMemo) {
	for b.Loop() {
		times := make([]time.Duration, 0, len(positions))
		solvable, capped := 0, 0
		for _, s := range positions {
			begin := time.Now()
			r, err := engine.SolveSolo(context.Background(), s, memo, engine.SoloLimits{Budget: solvableCap})
			times = append(times, time.Since(begin))
			switch {
			case err != nil:
				capped++
			case r.Solvable:
				solvable++
			}
		}
		slices.Sort(times)
		b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "median-ms")
		b.ReportMetric(float64(times[len(times)-1].Microseconds())/1000, "max-ms")
		b.ReportMetric(float64(solvable), "solvable")
		b.ReportMetric(float64(capped), "capped")
	}
}

// BenchmarkSoloShortestStart finds a shortest solution from the usual
// start.
func BenchmarkSoloShortestStart(b *testing.B) {
	s := solitaireStart(b, nil)
	for b.Loop() {
		r, err := engine.ShortestSolo(context.Background(), s, -1, nil, engine.SoloLimits{}, func(d int, n int64) { b.Logf("depth %d not enough (%d nodes)", d, n) })
		if err != nil || !r.Shortest {
			b.Fatalf("shortest: %+v %v", r.Classic, err)
		}
		b.ReportMetric(float64(r.Classic), "moves")
		b.ReportMetric(float64(r.Nodes), "nodes")
	}
}

// TestInsightPlaysSolvableJumps checks Medium's way with a solo game (see
// Params.Insight): twenty jumps into the leaflet's game, where some jumps
// lead to dead ends, every seed plays a jump that keeps the game
// solvable, the same one each time it is asked, and the seeds do not all
// agree when several jumps keep it solvable.
func TestInsightPlaysSolvableJumps(t *testing.T) {
	moves := append([]string(nil), solitaire.LeafletKey[:20]...)
	s := solitaireStart(t, nil)
	for _, m := range parseAll(t, s, moves) {
		s.Apply(m)
	}
	solvable := map[string]bool{}
	for _, m := range s.LegalMoves(nil) {
		s.Apply(m)
		res, err := engine.SolveSolo(context.Background(), s, nil, engine.SoloLimits{})
		s.Undo()
		if err != nil {
			t.Fatal(err)
		}
		solvable[s.MoveString(m)] = res.Solvable
	}
	dead := 0
	for _, ok := range solvable {
		if !ok {
			dead++
		}
	}
	if dead == 0 || dead == len(solvable) {
		t.Fatalf("the position has %d dead jumps of %d: want some of each", dead, len(solvable))
	}
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 12; seed++ {
		req := engine.Request{Game: solitaire.Spec.ID, Moves: moves, Level: engine.Medium, Seed: seed}
		var played []string
		for range 2 {
			rep, err := engine.Choose(context.Background(), req, nil)
			if err != nil {
				t.Fatal(err)
			}
			played = append(played, rep.Move)
		}
		if played[0] != played[1] {
			t.Errorf("seed %d: played %s, then %s", seed, played[0], played[1])
		}
		if !solvable[played[0]] {
			t.Errorf("seed %d: played %s, a dead end (solvable: %v)", seed, played[0], solvable)
		}
		seen[played[0]] = true
	}
	if len(solvable)-dead > 1 && len(seen) < 2 {
		t.Errorf("12 seeds all played %v, of %d solvable jumps", seen, len(solvable)-dead)
	}
}

// TestSoloSearchAvoidsVisibleDeadEnds checks that in a solo game a dead
// end the search sees is a loss: a jump that leaves no jump without
// reaching the goal is never chosen while another jump goes on, however
// poor the evaluation after it.
func TestSoloSearchAvoidsVisibleDeadEnds(t *testing.T) {
	found := 0
	for _, s := range randomSolitairePositions(t, 400, 11) {
		if s.Outcome().Over {
			continue
		}
		dead := map[game.Move]bool{}
		live := 0
		for _, m := range s.LegalMoves(nil) {
			c := s.Clone()
			c.Apply(m)
			if o := c.Outcome(); o.Over && o.Winners == 0 {
				dead[m] = true
			} else {
				live++
			}
		}
		if len(dead) == 0 || live == 0 {
			continue
		}
		found++
		for seed := uint64(1); seed <= 8; seed++ {
			m, _, err := engine.Search(context.Background(), s, nil, engine.Params{Depth: 1, Temperature: 40}, seed, nil)
			if err != nil {
				t.Fatal(err)
			}
			if dead[m] {
				t.Errorf("%q, seed %d: chose %s, a dead end", s.String(), seed, s.MoveString(m))
			}
		}
	}
	if found < 5 {
		t.Fatalf("only %d positions with a dead-end jump among others", found)
	}
}

// TestLiveTableMatchesSearch plays games of the central game, mostly
// along a solution with a random jump now and then, and at positions the
// table answers compares its answer with the solo solver's on the same
// position given as text (which carries no table), both where the table
// is read directly and where it is read through the complement.
func TestLiveTableMatchesSearch(t *testing.T) {
	// livePegs is the most pegs of a position in the live table, as
	// solitaire.State.GoalReachable says: it knows the positions of at
	// most livePegs pegs and of at least 33-livePegs, and no others.
	const livePegs = 14
	rng := rand.New(rand.NewPCG(7, 33))
	type tally struct{ live, dead, undecided int }
	var few, many tally // at most livePegs pegs, or at least 33-livePegs
	memo := engine.NewSoloMemo()
	for range 60 {
		s := gametest.Start[*solitaire.State](t, solitaire.Spec, nil)
		for !s.Outcome().Over {
			reachable, known := s.GoalReachable()
			n := s.Pegs()
			if mid := n > livePegs && n < 33-livePegs; mid == known {
				t.Fatalf("%d pegs: known is %v", n, known)
			}
			if known && rng.IntN(4) == 0 {
				c := gametest.At[*solitaire.State](t, solitaire.Spec, nil, s.String())
				if _, known := c.GoalReachable(); known {
					t.Fatal("a position given as text uses the table")
				}
				res, err := engine.SolveSolo(context.Background(), c, memo, engine.SoloLimits{Nodes: 300_000})
				tl := &few
				if n >= 33-livePegs {
					tl = &many
				}
				switch {
				case errors.Is(err, context.Canceled):
					t.Fatal(err)
				case err != nil:
					tl.undecided++
				case res.Solvable != reachable:
					t.Fatalf("%q: the table says %v, the search %v", s, reachable, res.Solvable)
				case reachable:
					tl.live++
				default:
					tl.dead++
				}
			}
			moves := s.LegalMoves(nil)
			next := moves[rng.IntN(len(moves))]
			odds := 12 // one random jump in odds
			if n >= 33-livePegs {
				odds = 4
			}
			if rng.IntN(odds) != 0 {
				if res, err := engine.SolveSolo(context.Background(), s, nil, engine.SoloLimits{}); err == nil && res.Solvable {
					next = res.Moves[0]
				}
			}
			s.Apply(next)
		}
	}
	t.Logf("few pegs %+v, many pegs %+v", few, many)
	for _, tl := range []tally{few, many} {
		if tl.live < 5 || tl.dead < 5 || tl.undecided > (tl.live+tl.dead)/4 {
			t.Errorf("too few checks: %+v", tl)
		}
	}
}
