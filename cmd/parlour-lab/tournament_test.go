package main

import (
	"bytes"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"parlour/cmd/internal/cli"
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
		{"a player with its own time", []string{"tournament", "foxgeese", "--players", "hard@5ms,easy", "--games", "1", "--scale", "0.01"}, 0, "player 1 (hard@5ms): "},
		{"own time for greedy", []string{"tournament", "foxgeese", "--players", "greedy@5ms,easy"}, 2, `player "greedy@5ms"`},
		{"a bad own time", []string{"tournament", "foxgeese", "--players", "hard@soon,easy"}, 2, `player "hard@soon"`},
		{"no game", []string{"tournament", "--players", "easy,easy"}, 2, "GAME"},
		{"scaled budgets", []string{"tournament", "foxgeese", "--players", "easy,hard", "--games", "1", "--scale", "0.01"}, 0, "player 2 (hard): "},
		{"the frozen baseline stays selectable", []string{"tournament", "foxgeese", "--players", "baseline,expert", "--games", "2", "--openings", "2", "--scale", "0.01", "--quiet"}, 0, "player 1 (baseline): "},
		{"negative openings", []string{"tournament", "foxgeese", "--players", "easy,hard", "--openings", "-1"}, 2, "--openings -1"},
		{"fixed opponents without ratings", []string{"tournament", "foxgeese", "--players", "easy,hard", "--against", "easy"}, 2, "--against works with --ratings only"},
		{"fixed opponents in a game of three", []string{"tournament", "leapfrog", "--opt", "players=3", "--players", "easy,greedy,random", "--ratings", "--against", "easy"}, 2, "a game of two seats; this one has 3"},
		{"seat without fixed opponents", []string{"tournament", "foxgeese", "--players", "easy,hard", "--ratings", "--seat", "foxes"}, 2, "--seat works with --ratings and --against only"},
		{"unknown seat", []string{"tournament", "foxgeese", "--players", "easy,hard", "--ratings", "--against", "easy", "--seat", "hare"}, 2, `"hare" is not a seat of Fox and Geese (Foxes, Geese)`},
		{"too many fixed opponents", []string{"tournament", "foxgeese", "--players", "easy,hard", "--ratings", "--against", "easy,hard,easy"}, 2, "want one list of players, or one a seat"},
		{"unknown fixed opponent", []string{"tournament", "foxgeese", "--players", "easy,hard", "--ratings", "--against", "clever"}, 2, `player "clever"`},
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

// TestTournamentOpenings checks that the games of a round share their
// random opening, and that the rounds differ: with random players and
// openings as long as the game can be, each pair of games is replayed.
func TestTournamentOpenings(t *testing.T) {
	g, opts, err := (&cli.GameFlags{}).Game("war")
	if err != nil {
		t.Fatal(err)
	}
	players := []contender{{name: "random", kind: "random"}, {name: "random", kind: "random"}}
	first := func(round uint64, game uint64) string {
		var thinking []time.Duration
		m, err := playTournamentGame(g, opts, players, openingMoves{plies: 6, seed: round}, game, 0, 0, &thinking)
		if err != nil {
			t.Fatal(err)
		}
		return strings.Join(m.MoveStrings()[:6], " ")
	}
	if a, b := first(1, 1), first(1, 2); a != b {
		t.Errorf("the games of round 1 open %q and %q, want the same moves", a, b)
	}
	if a, b := first(1, 1), first(2, 1); a == b {
		t.Errorf("rounds 1 and 2 both open %q, want different moves", a)
	}
}

// TestMargin checks the error margin of a score against hand-worked cases.
func TestMargin(t *testing.T) {
	for _, tc := range []struct {
		sum, squares float64
		n            int
		want         float64
	}{
		{2, 2, 4, 1.96 * math.Sqrt(1.0/3/4)}, // two wins, two losses: variance 1/3
		{4, 4, 4, 0},                         // four wins
		{1, 1, 1, 0},                         // one game says nothing
		{2, 1, 4, 0},                         // four draws
	} {
		if got := margin(tc.sum, tc.squares, tc.n); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("margin(%v, %v, %d) = %v, want %v", tc.sum, tc.squares, tc.n, got, tc.want)
		}
	}
}
