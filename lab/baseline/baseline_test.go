package baseline

import (
	"context"
	"strings"
	"testing"
	"time"

	"parlour/engine"
	"parlour/game"
)

// TestParams checks that the baseline searches as the strongest level
// does, as deep, as long and as many nodes, without its exact play and
// without a temperature.
func TestParams(t *testing.T) {
	strongest, err := engine.Perfect.Params()
	if err != nil {
		t.Fatal(err)
	}
	p := Params
	if p.Exact || p.Temperature != 0 || p.ManyTemperature != strongest.ManyTemperature || p.Depth != strongest.Depth || p.Budget != strongest.Budget || p.Nodes != strongest.Nodes {
		t.Errorf("baseline params %+v, want the strongest level's search %+v, not exact", p, strongest)
	}
}

// TestChoose asks the baseline for a move in a game of each number of
// players it plays, and checks the reply: final, with the request's ID,
// a legal move, and progress reports that are not final.
func TestChoose(t *testing.T) {
	tests := []struct {
		name string
		req  engine.Request
		move string // "" for any legal one
	}{
		{"two players", engine.Request{Game: "toy", Start: "xx./oo./... crosses"}, "c1"},
		{"a Tactical game", engine.Request{Game: "foxgeese"}, ""},
		{"a forced move", engine.Request{Game: "toy", Start: "xox/xoo/ox. crosses"}, ""},
		{"more players", engine.Request{Game: "leapfrog", Options: game.Options{"players": "3", "size": "8"}}, ""},
		{"a solo game", engine.Request{Game: "solitaire"}, ""},
	}
	for _, tc := range tests {
		// The lab asks the baseline as the strongest level, whose search
		// it froze; it plays alike at any.
		tc.req.ID, tc.req.Level, tc.req.Budget = 42, engine.Perfect, 200*time.Millisecond
		var reports []engine.Reply
		r, err := Choose(context.Background(), tc.req, func(r engine.Reply) { reports = append(reports, r) })
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if !r.Final || r.ID != 42 || tc.move != "" && r.Move != tc.move {
			t.Errorf("%s: reply %+v, want final, ID 42, move %q", tc.name, r, tc.move)
		}
		m, err := tc.req.Match()
		if err != nil {
			t.Fatal(err)
		}
		if err := m.PlayString(r.Move); err != nil {
			t.Errorf("%s: %v", tc.name, err)
		}
		for _, p := range reports {
			if p.Final || p.ID != 42 {
				t.Errorf("%s: progress report %+v, want ID 42 and not final", tc.name, p)
			}
		}
	}
}

// TestChooseErrors checks that the baseline reads a request as the engine
// does and says what is wrong with it.
func TestChooseErrors(t *testing.T) {
	tests := []struct {
		req  engine.Request
		want string
	}{
		{engine.Request{Game: "chess"}, `unknown game "chess"`},
		{engine.Request{Game: "toy", Moves: []string{"b2", "b2"}}, "move 2 (b2)"},
		{engine.Request{Game: "toy", Start: "xxx/oo./... noughts"}, "the game is over"},
	}
	for _, tc := range tests {
		_, err := Choose(context.Background(), tc.req, nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: error %v, want one containing %q", tc.req, err, tc.want)
		}
	}
}

// TestReplay checks that a request's moves give the search the keys of
// the positions played before, oldest first, for the repetition rule, as
// the engine's own search gets them.
func TestReplay(t *testing.T) {
	_, history, err := replay(engine.Request{Game: "toy", Moves: []string{"b2", "a1", "c3"}})
	if err != nil {
		t.Fatal(err)
	}
	m, err := engine.Request{Game: "toy"}.Match()
	if err != nil {
		t.Fatal(err)
	}
	for i, mv := range []string{"b2", "a1", "c3"} {
		if history[i] != engine.Key(m.State()) {
			t.Errorf("history[%d] = %#x, want the key of the position before %s", i, history[i], mv)
		}
		if err := m.PlayString(mv); err != nil {
			t.Fatal(err)
		}
	}
	if len(history) != 3 {
		t.Errorf("%d keys, want 3", len(history))
	}
}
