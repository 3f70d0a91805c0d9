package main

import (
	"bytes"
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestFitRatings draws games from known ratings and checks that the fit
// finds them again within its margins, that a player who won every game
// still gets a finite rating, and that players who never met cannot be
// rated.
func TestFitRatings(t *testing.T) {
	truth := []float64{0, 150, 400, -200}
	rng := rand.New(rand.NewPCG(1, 2))
	var games []pairing
	for range 4000 {
		a, b := rng.IntN(len(truth)), rng.IntN(len(truth))
		if a == b {
			continue
		}
		p := 1 / (1 + math.Pow(10, (truth[b]-truth[a])/400))
		score := 0.0
		if rng.Float64() < p {
			score = 1
		}
		games = append(games, pairing{a, b, score})
	}
	elo, se, err := fitRatings(len(truth), games, 0)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range truth {
		if d := math.Abs(elo[i] - want); d > 3*se[i]+1e-9 || i > 0 && se[i] <= 0 {
			t.Errorf("player %d: %.0f ± %.0f, drawn from %.0f", i, elo[i], se[i], want)
		}
	}
	sweep := []pairing{{0, 1, 1}, {0, 1, 1}, {0, 1, 1}, {1, 2, 0.5}}
	elo, _, err = fitRatings(3, sweep, 2)
	if err != nil || math.IsInf(elo[0], 0) || math.IsNaN(elo[0]) || elo[0] <= elo[1] {
		t.Errorf("a clean sweep: %v, %v; want a finite rating above the loser's", elo, err)
	}
	if _, _, err := fitRatings(4, []pairing{{0, 1, 1}, {2, 3, 0}}, 0); !errors.Is(err, errSingular) {
		t.Errorf("two groups that never met: %v, want errSingular", err)
	}
}

// TestTournamentRatings runs a small rated round robin.
func TestTournamentRatings(t *testing.T) {
	var stdout, stderr bytes.Buffer
	args := []string{"tournament", "harehounds", "--ratings", "--players", "perfect,random", "--games", "3", "--quiet"}
	if code := run(args, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	out := stdout.String()
	for _, want := range []string{"ratings (Elo", "12 games", "perfect    as Hounds", "random     as Hare", "(anchor)"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Index(out, "perfect    as Hounds") > strings.Index(out, "random     as Hounds") {
		t.Errorf("perfect hounds are not rated above random ones:\n%s", out)
	}
}
