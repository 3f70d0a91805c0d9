package gamestest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"parlour/engine"
	"parlour/engine/enginetest"
	"parlour/game"
	"parlour/game/harehounds"
)

// The optional interfaces of the engine that Hare and Hounds means to
// implement.
var _ engine.Evaluator = (*harehounds.State)(nil)

// hhVariant builds harehounds options from the four settings.
func hhVariant(layout, first, goal, stalling string) game.Options {
	return game.Options{
		harehounds.OptLayout: layout, harehounds.OptFirst: first,
		harehounds.OptGoal: goal, harehounds.OptStalling: stalling,
	}
}

// TestHareHoundsSolved checks what the rules promise (rules.md, "Playing
// well"): the hounds win every variant with perfect play, in 23 plies
// from the usual layout (24 with the hare first) and 23 from the
// alternative layout (28 with the hare first). The hare's goal and the
// stalling rule do not change these numbers.
func TestHareHoundsSolved(t *testing.T) {
	plies := map[[2]string]int{
		{"usual", "hounds"}: 23, {"usual", "hare"}: 24,
		{"alternative", "hounds"}: 23, {"alternative", "hare"}: 28,
	}
	variants := game.Variants(harehounds.Spec.Options)
	if len(variants) != 16 {
		t.Fatalf("%d variants, want 16", len(variants))
	}
	for _, opts := range variants {
		tb, err := engine.SolveGame(harehounds.Spec, opts, "")
		if err != nil {
			t.Fatalf("%s: %v", opts, err)
		}
		want := engine.Result{Winner: harehounds.Hounds, Plies: plies[[2]string{opts[harehounds.OptLayout], opts[harehounds.OptFirst]}]}
		if got := tb.Root(); got != want {
			t.Errorf("%s: %+v, want %+v", opts, got, want)
		}
	}
}

// randomMover returns a chooser that plays uniformly random legal moves.
func randomMover(t *testing.T, seed uint64) func(int, engine.Request) string {
	rng := rand.New(rand.NewPCG(seed, 2))
	return func(ply int, req engine.Request) string {
		g, _ := game.Lookup(req.Game)
		m, err := game.NewMatch(g, req.Options)
		if req.Start != "" {
			m, err = game.NewMatchFrom(g, req.Options, req.Start)
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, mv := range req.Moves {
			if err := m.PlayString(mv); err != nil {
				t.Fatal(err)
			}
		}
		moves := m.State().LegalMoves(nil)
		return m.State().MoveString(moves[rng.IntN(len(moves))])
	}
}

// bySeat picks the chooser of the player to move.
func bySeat(t *testing.T, seats ...func(int, engine.Request) string) func(int, engine.Request) string {
	return func(ply int, req engine.Request) string {
		m, err := req.Match()
		if err != nil {
			t.Fatal(err)
		}
		return seats[m.ToMove()](ply, req)
	}
}

// TestPerfectPlayEndsAsPredicted plays Perfect against itself from every
// variant's start: each game ends as the solver says, the winner within
// the solved number of plies.
func TestPerfectPlayEndsAsPredicted(t *testing.T) {
	g := harehounds.Spec
	for _, opts := range game.Variants(g.Options) {
		tb, err := engine.SolveGame(g, opts, "")
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 3; seed++ {
			req := engine.Request{Game: g.ID, Options: opts}
			o, plies := enginetest.PlayOut(t, req, enginetest.AI(t, engine.Perfect, seed))
			want := tb.Root()
			if o.Winner() != want.Winner || (!want.Draw() && plies != want.Plies) {
				t.Errorf("%s %s seed %d: %v after %d plies, want %+v", g.ID, opts, seed, o, plies, want)
			}
		}
	}
}

// TestHardHoundsBeatRandomHare checks that Hard's hounds beat a hare
// that moves at random.
func TestHardHoundsBeatRandomHare(t *testing.T) {
	t.Parallel()
	variants := []game.Options{
		hhVariant("usual", "hounds", "reach", "on"),
		hhVariant("alternative", "hare", "escape", "on"),
		hhVariant("usual", "hare", "reach", "off"),
	}
	games := 8
	if testing.Short() {
		games = 2
	}
	for _, opts := range variants {
		for seed := uint64(1); seed <= uint64(games); seed++ {
			req := engine.Request{Game: harehounds.Spec.ID, Options: opts}
			o, plies := enginetest.PlayOut(t, req, bySeat(t, enginetest.AI(t, engine.Hard, seed), randomMover(t, seed)))
			if !o.Won(harehounds.Hounds) {
				t.Errorf("%s seed %d: Hard hounds did not win against a random hare: %v after %d plies", opts, seed, o.Reason, plies)
			}
		}
	}
}

// wonPositions collects positions of random games that the solver says
// winner wins, as position texts.
func wonPositions(t *testing.T, opts game.Options, winner game.Player, n int, seed uint64) []string {
	tb, err := engine.SolveGame(harehounds.Spec, opts, "")
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 3))
	seen := map[string]bool{}
	var out []string
	for tries := 0; len(out) < n && tries < 10000; tries++ {
		s, _, _ := harehounds.Spec.Start(opts)
		for depth := rng.IntN(30); depth > 0 && !s.Outcome().Over; depth-- {
			moves := s.LegalMoves(nil)
			s.Apply(moves[rng.IntN(len(moves))])
		}
		r, ok := tb.Lookup(s)
		if ok && !s.Outcome().Over && r.Winner == winner && r.Plies >= 3 && !seen[s.String()] {
			seen[s.String()] = true
			out = append(out, s.String())
		}
	}
	if len(out) < n {
		t.Fatalf("found only %d positions won by %d", len(out), winner)
	}
	return out
}

// TestPerfectNeverLosesAWonPosition seats Perfect on the winning side of
// won positions against every level: it wins, and no later than the
// solver says.
func TestPerfectNeverLosesAWonPosition(t *testing.T) {
	t.Parallel()
	type start struct {
		opts   game.Options
		text   string
		winner game.Player
	}
	variants := []game.Options{hhVariant("usual", "hounds", "reach", "on"), hhVariant("alternative", "hare", "escape", "off")}
	if testing.Short() {
		variants = variants[1:]
	}
	var starts []start
	for _, opts := range variants {
		starts = append(starts, start{opts, "", harehounds.Hounds})
		for _, text := range wonPositions(t, opts, harehounds.Hare, 3, 7) {
			starts = append(starts, start{opts, text, harehounds.Hare})
		}
	}
	for _, st := range starts {
		tb, err := engine.SolveGame(harehounds.Spec, st.opts, "")
		if err != nil {
			t.Fatal(err)
		}
		for _, level := range engine.Levels {
			req := engine.Request{Game: harehounds.Spec.ID, Options: st.opts, Start: st.text}
			seats := make([]func(int, engine.Request) string, 2)
			seats[st.winner] = enginetest.AI(t, engine.Perfect, 5)
			seats[1-st.winner] = enginetest.AI(t, level, 5)
			o, plies := enginetest.PlayOut(t, req, bySeat(t, seats...))
			m, _ := req.Match()
			want, _ := tb.Lookup(m.State())
			if o.Winner() != st.winner || plies > want.Plies {
				t.Errorf("%s from %q against %s: %v after %d plies, want a win for %d within %d", st.opts, st.text, level, o, plies, st.winner, want.Plies)
			}
		}
	}
}

// TestHareHoundsChoose asks Choose for moves in Hare and Hounds, a solved
// game: the reply carries the solver's verdict at every level, and a
// request the game cannot read says what is wrong with it.
func TestHareHoundsChoose(t *testing.T) {
	hh := harehounds.Spec.ID
	tests := []enginetest.ChooseCase{
		{Name: "start", Req: engine.Request{Game: hh, Level: engine.Perfect}, Verdict: "Hounds win in 23 moves, counting both sides"},
		{Name: "hare first", Req: engine.Request{Game: hh, Options: game.Options{"first": "hare"}, Level: engine.Easy}, Verdict: "Hounds win in 24 moves, counting both sides"},
		{Name: "after a move", Req: engine.Request{Game: hh, Moves: []string{"b1-c1"}, Level: engine.Medium}, Verdict: "Hounds win in 24 moves, counting both sides"},
		{Name: "hard", Req: engine.Request{Game: hh, Level: engine.Hard}, Verdict: "Hounds win in 23 moves, counting both sides"},
		{Name: "unknown option", Req: engine.Request{Game: hh, Options: game.Options{"colour": "red"}}, Err: `unknown option "colour"`},
		{Name: "unknown value", Req: engine.Request{Game: hh, Options: game.Options{"layout": "odd"}}, Err: "choose one of usual, alternative"},
		{Name: "illegal move", Req: engine.Request{Game: hh, Moves: []string{"b1-c1", "e2-a2"}}, Err: "move 2 (e2-a2)"},
		{Name: "bad position", Req: engine.Request{Game: hh, Start: "nonsense"}, Err: "position"},
	}
	enginetest.Choose(t, tests)
}

// Example_hint asks the engine for a hint at the start of Hare and Hounds,
// as the Hint button does: the hounds win with perfect play, and the
// score says when.
func Example_hint() {
	req := engine.Request{Game: "harehounds", Level: engine.Perfect}
	r, err := engine.Choose(context.Background(), req, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	m, _ := req.Match()
	fmt.Println(r.Info.Verdict.Text(m.SeatNouns()), engine.ScoreString(r.Info.Score))
	// Output: Hounds win in 23 moves, counting both sides win in 23 moves, counting both sides
}

// TestHardFindsExactResult checks that the alpha-beta search alone, at
// Hard, finds the solver's exact result from every variant's start.
func TestHardFindsExactResult(t *testing.T) {
	if testing.Short() {
		t.Skip("searches sixteen positions to the end")
	}
	p, err := engine.Hard.Params()
	if err != nil {
		t.Fatal(err)
	}
	p.Budget = 0 // the node limit alone, so the test does not depend on speed
	for _, opts := range game.Variants(harehounds.Spec.Options) {
		s, _, err := harehounds.Spec.Start(opts)
		if err != nil {
			t.Fatal(err)
		}
		tb, err := engine.SolveGame(harehounds.Spec, opts, "")
		if err != nil {
			t.Fatal(err)
		}
		_, info, err := engine.Search(context.Background(), s, nil, p, 1, nil)
		if err != nil {
			t.Fatal(err)
		}
		if want := engine.MateIn(tb.Root(), s.ToMove()); info.Score != want || len(info.PV) != tb.Root().Plies {
			t.Errorf("%s: %s with a %d-move PV, want %s", opts, engine.ScoreString(info.Score), len(info.PV), engine.ScoreString(want))
		}
	}
}
