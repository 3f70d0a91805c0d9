package engine_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"parlour/engine"
	"parlour/engine/enginetest"
	"parlour/game"
	"parlour/game/gametest/toy"
)

// TestPerfectPlayEndsAsPredicted plays Perfect against itself in a solved
// game: each game ends as the solver says, the winner within the solved
// number of plies.
func TestPerfectPlayEndsAsPredicted(t *testing.T) {
	for _, opts := range game.Variants(tttGame.Options) {
		tb, err := engine.SolveGame(tttGame, opts, "")
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 3; seed++ {
			req := engine.Request{Game: tttGame.ID, Options: opts}
			o, plies := enginetest.PlayOut(t, req, enginetest.AI(t, engine.Perfect, seed))
			want := tb.Root()
			if o.Winner() != want.Winner || (!want.Draw() && plies != want.Plies) {
				t.Errorf("%s %s seed %d: %v after %d plies, want %+v", tttGame.ID, opts, seed, o, plies, want)
			}
		}
	}
}

// TestChoose checks Choose's reply in a solved game (final, with the
// request's ID, the verdict and the move wanted, and progress reports
// that are not final) and its errors.
func TestChoose(t *testing.T) {
	tests := []enginetest.ChooseCase{
		{Name: "win in one", Req: engine.Request{Game: tttGame.ID, Start: "xx./oo./... x", Level: engine.Easy}, Verdict: "Crosses win in 1 move", Move: "c1"},
		{Name: "draw", Req: engine.Request{Game: tttGame.ID, Level: engine.Perfect}, Verdict: "Draw with best play"},
		{Name: "unknown game", Req: engine.Request{Game: "chess"}, Err: `unknown game "chess"`},
		{Name: "over", Req: engine.Request{Game: tttGame.ID, Start: "xxx/oo./... o"}, Err: "the game is over"},
		{Name: "unknown level", Req: engine.Request{Game: tttGame.ID, Level: 9}, Err: "unknown AI level"},
	}
	enginetest.Choose(t, tests)
}

// ExampleChoose asks for a hint in noughts and crosses, where Crosses
// win at once.
func ExampleChoose() {
	req := engine.Request{Game: toy.Spec.ID, Start: "xx./oo./... crosses", Level: engine.Perfect}
	r, err := engine.Choose(context.Background(), req, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	m, _ := req.Match()
	fmt.Println(r.Move, r.Info.Verdict.Text(m.SeatNouns())+":", engine.ScoreString(r.Info.Score))
	// Output: c1 Crosses win in 1 move: win in 1 move
}

// TestToyGame checks that the engine plays a game it was not written for,
// registered by a test alone: it solves noughts and crosses as a draw,
// and from Medium up takes a win in one and stops the other side's.
func TestToyGame(t *testing.T) {
	tb, err := engine.SolveGame(toy.Spec, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	if r := tb.Root(); !r.Draw() || tb.Len() != 5478 {
		t.Errorf("solved %v over %d positions, want a draw over 5478", r, tb.Len())
	}
	tests := []struct {
		name, start string
		moves       []string
		want        string
		verdict     string // at Perfect
	}{
		{"win in one", "xx./oo./... crosses", nil, "c1", "Crosses win in 1 move"},
		// Blocking at c1 only delays the loss: Crosses fork with b2.
		{"stop a row", "xx./o../... noughts", nil, "c1", "Crosses win in 4 moves, counting both sides"},
		{"after moves", "", []string{"a1", "b2", "b1", "a2"}, "c1", "Crosses win in 1 move"},
	}
	for _, tt := range tests {
		for _, level := range []engine.Level{engine.Medium, engine.Hard, engine.Perfect} { // Easy looks two plies ahead by design
			req := engine.Request{Game: toy.Spec.ID, Start: tt.start, Moves: tt.moves, Level: level, Seed: 3}
			r, err := engine.Choose(context.Background(), req, nil)
			if err != nil {
				t.Fatalf("%s at %v: %v", tt.name, level, err)
			}
			if r.Move != tt.want {
				t.Errorf("%s at %v: played %s, want %s", tt.name, level, r.Move, tt.want)
			}
			m, _ := req.Match()
			if got := r.Info.Verdict.Text(m.SeatNouns()); level == engine.Perfect && got != tt.verdict {
				t.Errorf("%s at Perfect: verdict %q, want %q", tt.name, got, tt.verdict)
			}
		}
	}
}

// TestChooseFull checks that a Full request searches for its whole budget,
// even at Perfect in a solved game, and still answers with a legal move.
func TestChooseFull(t *testing.T) {
	for _, opts := range []game.Options{nil, {"stalling": "off"}} {
		req := engine.Request{ID: 7, Game: "harehounds", Options: opts, Moves: []string{"a2-b2"}, Level: engine.Perfect, Budget: 300 * time.Millisecond, Full: true}
		begin := time.Now()
		progress := 0
		r, err := engine.Choose(context.Background(), req, func(engine.Reply) { progress++ })
		took := time.Since(begin)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%v: %v, depth %d, %d nodes, %d progress reports, move %s", opts, took, r.Info.Depth, r.Info.Nodes, progress, r.Move)
		// The upper bound only catches a search that ignores its budget: a
		// busy machine can starve the process for seconds.
		if took < 250*time.Millisecond || took > 5*time.Second {
			t.Errorf("%v: a Full search of 300ms took %v", opts, took)
		}
		if r.Move == "" || progress == 0 {
			t.Errorf("%v: reply %+v after %d progress reports", opts, r, progress)
		}
	}
}

// TestChooseFullTable checks that a Full request with Table searches with
// the transposition table: in Hare and Hounds, which the table exhausts,
// it completes deeper iterations in its budget than one without.
func TestChooseFullTable(t *testing.T) {
	depth := map[bool]int{}
	for _, table := range []bool{false, true} {
		req := engine.Request{ID: 8, Game: "harehounds", Moves: []string{"a2-b2"}, Level: engine.Perfect, Budget: 300 * time.Millisecond, Full: true, Table: table}
		r, err := engine.Choose(context.Background(), req, nil)
		if err != nil {
			t.Fatal(err)
		}
		if r.Move == "" {
			t.Fatalf("table %v: no move in %+v", table, r)
		}
		depth[table] = r.Info.Depth
		t.Logf("table %v: depth %d, %d nodes", table, r.Info.Depth, r.Info.Nodes)
	}
	if depth[true] <= depth[false] {
		t.Errorf("with the table depth %d, without %d: want deeper with it", depth[true], depth[false])
	}
}
