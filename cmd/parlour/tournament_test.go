package main

import (
	"bytes"
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
