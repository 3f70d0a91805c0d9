package main

import (
	"strings"
	"testing"
	"time"

	"parlour/engine"
)

// TestContenderLimit checks a contender's time a move: its own, else the
// budget, else its level's own time scaled (a fifth of it in a game of
// more than two players), never for the players that do not think.
func TestContenderLimit(t *testing.T) {
	for _, tc := range []struct {
		player  string
		players int
		budget  time.Duration
		scale   float64
		want    time.Duration
	}{
		{"hard", 2, 0, 0, 0},
		{"hard", 2, 40 * time.Millisecond, 0, 40 * time.Millisecond},
		{"hard", 2, 0, 0.1, 150 * time.Millisecond},
		{"hard", 4, 0, 0.1, 30 * time.Millisecond},
		{"hard@20ms", 2, 0, 0.1, 20 * time.Millisecond},
		{"medium@1s", 4, 40 * time.Millisecond, 0, time.Second},
		{"greedy", 2, 0, 0.1, 0},
	} {
		c, err := parseContender(tc.player)
		if err != nil {
			t.Fatal(err)
		}
		if got := c.limit(tc.players, tc.budget, tc.scale); got != tc.want {
			t.Errorf("%s in a game of %d, budget %v, scale %v: limit %v, want %v", tc.player, tc.players, tc.budget, tc.scale, got, tc.want)
		}
	}
}

// TestParseContender checks the players' names: levels in any case,
// expert and the baseline, the greedy and random players, a level with a
// time of its own, and the mistakes.
func TestParseContender(t *testing.T) {
	tests := []struct {
		text string
		want contender // the zero contender for a mistake
	}{
		{"Hard", contender{name: "hard", level: engine.Hard, kind: "engine"}},
		{"expert", contender{name: "expert", level: engine.Perfect, kind: "engine"}},
		{"baseline", contender{name: "baseline", kind: "baseline"}},
		{"GREEDY", contender{name: "greedy", kind: "greedy"}},
		{"random", contender{name: "random", kind: "random"}},
		{"medium@20ms", contender{name: "medium@20ms", level: engine.Medium, kind: "engine", own: 20 * time.Millisecond}},
		{"baseline@1.5s", contender{name: "baseline@1.5s", kind: "baseline", own: 1500 * time.Millisecond}},
		{"genius", contender{}},
		{"greedy@5ms", contender{}},
		{"hard@-5ms", contender{}},
		{"hard@soon", contender{}},
		{"", contender{}},
	}
	for _, tc := range tests {
		got, err := parseContender(tc.text)
		if tc.want == (contender{}) {
			if err == nil || !strings.Contains(err.Error(), "player") {
				t.Errorf("%q: %+v, %v; want an error that names the player", tc.text, got, err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%q: %+v, %v; want %+v", tc.text, got, err, tc.want)
		}
	}
}
