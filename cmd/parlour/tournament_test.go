package main

import (
	"bytes"
	"fmt"
	"math"
	"strings"
	"testing"
)

func TestTournament(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		status int
		want   string
	}{
		{"three seats", []string{"tournament", "leapfrog", "--opt", "players=3", "--opt", "size=6", "--players", "easy,greedy,random", "--games", "3", "--budget", "20ms"},
			0, "player 2 (greedy): "},
		{"expert is the strongest level", []string{"tournament", "leapfrog", "--opt", "size=6", "--players", "expert,greedy", "--games", "1", "--budget", "20ms", "--quiet"},
			0, "player 1 (expert): "},
		{"seats rotate", []string{"tournament", "leapfrog", "--opt", "players=3", "--opt", "size=6", "--players", "random,random,greedy", "--games", "3"},
			0, "game 3: won by"},
		{"too few players", []string{"tournament", "leapfrog", "--opt", "players=3", "--players", "easy,greedy"},
			2, "3 seats"},
		{"unknown player", []string{"tournament", "leapfrog", "--players", "easy,clever"},
			2, "clever"},
		{"no game", []string{"tournament", "--players", "easy,easy"}, 2, "GAME"},
		{"scaled budgets", []string{"tournament", "foxgeese", "--players", "easy,hard", "--games", "1", "--scale", "0.01"}, 0, "player 2 (hard): "},
		{"scale with budget", []string{"tournament", "foxgeese", "--players", "easy,hard", "--scale", "0.1", "--budget", "1s"}, 2, "not with --budget"},
	}
	for _, tt := range tests {
		var out, errOut bytes.Buffer
		status := run(tt.args, &out, &errOut)
		if status != tt.status {
			t.Errorf("%s: status %d, want %d (%s)", tt.name, status, tt.status, errOut.String())
			continue
		}
		if got := out.String() + errOut.String(); !strings.Contains(got, tt.want) {
			t.Errorf("%s: output %q, want it to contain %q", tt.name, got, tt.want)
		}
	}
}

// TestTournamentScores checks that the scores share every game's point:
// they add up to the number of games, draws and shared wins included.
func TestTournamentScores(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		games int
	}{
		{[]string{"tournament", "foxgeese", "--players", "random,random", "--games", "6", "--seed", "3"}, 6},
		{[]string{"tournament", "leapfrog", "--opt", "players=3", "--opt", "size=6", "--players", "random,greedy,random", "--games", "5"}, 5},
	} {
		args := tc.args
		var out, errOut bytes.Buffer
		if status := run(args, &out, &errOut); status != 0 {
			t.Fatalf("%v: status %d: %s", args, status, errOut.String())
		}
		total := 0.0
		for _, line := range strings.Split(out.String(), "\n") {
			_, rest, ok := strings.Cut(line, "; score ")
			if !ok {
				continue
			}
			var score float64
			if _, err := fmt.Sscan(rest, &score); err != nil {
				t.Fatalf("%v: score in %q: %v", args, line, err)
			}
			total += score
		}
		if math.Abs(total-float64(tc.games)) > 0.2 {
			t.Errorf("%v: scores add up to %.2f, want %d:\n%s", args, total, tc.games, out.String())
		}
	}
}
