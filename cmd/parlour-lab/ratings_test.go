package main

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"parlour/cmd/internal/cli"
	"parlour/game"
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
	fit, err := fitRatings(len(truth), games, 0)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range truth {
		if d := math.Abs(fit.elo[i] - want); d > 3*fit.se(i)+1e-9 || i > 0 && fit.se(i) <= 0 {
			t.Errorf("player %d: %.0f ± %.0f, drawn from %.0f", i, fit.elo[i], fit.se(i), want)
		}
	}
	// A gap's error has the covariance taken off: players 1 and 2 met
	// each other and the same opponents, so their gap is known better
	// than either rating against the anchor would suggest, and the truth
	// lies within it.
	if g, want := fit.elo[2]-fit.elo[1], truth[2]-truth[1]; math.Abs(g-want) > 3*fit.gapSE(1, 2) ||
		fit.gapSE(1, 2) >= math.Hypot(fit.se(1), fit.se(2)) || fit.gapSE(1, 2) <= 0 {
		t.Errorf("the gap from player 1 to 2: %.0f ± %.0f (ratings ± %.0f and %.0f), drawn from %.0f", g, fit.gapSE(1, 2), fit.se(1), fit.se(2), want)
	}
	if fit.gapSE(0, 1) != fit.se(1) {
		t.Errorf("the gap to the anchor: ± %v, want its rating's ± %v", fit.gapSE(0, 1), fit.se(1))
	}
	sweep := []pairing{{0, 1, 1}, {0, 1, 1}, {0, 1, 1}, {1, 2, 0.5}}
	fit, err = fitRatings(3, sweep, 2)
	if elo := fit.elo; err != nil || math.IsInf(elo[0], 0) || math.IsNaN(elo[0]) || elo[0] <= elo[1] {
		t.Errorf("a clean sweep: %v, %v; want a finite rating above the loser's", elo, err)
	}
	if _, err := fitRatings(4, []pairing{{0, 1, 1}, {2, 3, 0}}, 0); !errors.Is(err, errSingular) {
		t.Errorf("two groups that never met: %v, want errSingular", err)
	}
}

// TestTournamentRatings runs small rated round robins: an asymmetric
// game rates each side apart, a symmetric one each player once.
func TestTournamentRatings(t *testing.T) {
	tests := []struct {
		game         string
		players      string // "perfect,random" when empty
		games        string
		against      string
		seat         string
		want         []string
		better, than string // better is rated above than
		lacks        string
	}{
		{"harehounds", "", "3", "", "", []string{"12 games", "perfect    as Hounds", "random     as Hare"}, "perfect    as Hounds", "random     as Hounds", ""},
		{"toy", "", "2", "", "", []string{"8 games", "perfect                ", "random at 0;", "random                       0 (anchor)", "perfect    over random"}, "perfect    ", "random     ", " as Crosses"},
		// Fixed opponents: perfect hounds meet every hare, and the
		// perfect hare every pack; perfect meets itself once.
		{"harehounds", "", "2", "perfect", "", []string{"6 games", "perfect    as Hounds", "random     as Hounds"}, "perfect    as Hounds", "random     as Hounds", ""},
		// Two fixed opponents in the first seat: easy meets perfect in
		// the second seat and both perfect and random in the first, 7
		// pairings in all where one fixed opponent a seat makes 5.
		{"harehounds", "easy,random", "1", "perfect+random,perfect", "", []string{"7 games", "easy       as Hounds", "easy       as Hare"}, "perfect    as Hounds", "random     as Hounds", ""},
		// The pool as hounds only, each against the perfect hare: easy,
		// random and perfect, 3 games, and no hare but the fixed one.
		{"harehounds", "easy,random", "1", "perfect", "hounds", []string{"3 games", "easy       as Hounds", "perfect    as Hare"}, "perfect    as Hounds", "random     as Hounds", "easy       as Hare"},
	}
	for _, tt := range tests {
		var stdout, stderr bytes.Buffer
		players := tt.players
		if players == "" {
			players = "perfect,random"
		}
		args := []string{"tournament", tt.game, "--ratings", "--players", players, "--games", tt.games, "--quiet"}
		if tt.against != "" {
			args = append(args, "--against", tt.against)
		}
		if tt.seat != "" {
			args = append(args, "--seat", tt.seat)
		}
		if code := run(args, &stdout, &stderr); code != 0 {
			t.Fatalf("%s: exit %d: %s", tt.game, code, stderr.String())
		}
		out := stdout.String()
		for _, want := range append(tt.want, "ratings (Elo", "(anchor)", "steps between neighbours") {
			if !strings.Contains(out, want) {
				t.Errorf("%s: output lacks %q:\n%s", tt.game, want, out)
			}
		}
		if strings.Index(out, tt.better) > strings.Index(out, tt.than) {
			t.Errorf("%s: %q is not rated above %q:\n%s", tt.game, tt.better, tt.than, out)
		}
		if tt.lacks != "" && strings.Contains(out, tt.lacks) {
			t.Errorf("%s: output has %q (a seat of a symmetric game rated apart, or a seat the pool does not play):\n%s", tt.game, tt.lacks, out)
		}
	}
}

// TestPrintSteps checks the steps printed after the ratings: every pair
// of neighbours on a side, and, where other players stand between two
// levels, the step between the two levels as well.
func TestPrintSteps(t *testing.T) {
	must := func(s string) contender {
		c, err := parseContender(s)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	tests := []struct {
		name    string
		players []string // best first on each side; "hard/1" plays the second seat
		elo     []float64
		want    []string // lines of the extra section, in order
	}{
		{"levels side by side", []string{"expert", "hard", "medium", "random"}, []float64{600, 500, 300, 0}, nil},
		{"a fixed player and greedy between levels", []string{"expert", "expert@150ms", "hard", "greedy", "medium", "random"}, []float64{640, 610, 500, 450, 370, 0},
			[]string{"expert     over hard       as Foxes        140 ± 83  clear", "hard       over medium     as Foxes        130 ± 83  clear"}},
		{"a step that is not clear", []string{"hard", "baseline", "medium@1s", "easy"}, []float64{300, 290, 250, 240},
			[]string{"hard       over easy       as Foxes         60 ± 83"}},
		// A level's step never reaches across to the other side.
		{"levels on two sides", []string{"expert", "greedy", "hard/1", "random/1", "medium/1"}, []float64{500, 400, 600, 0, -100},
			[]string{"hard       over medium     as Geese        700 ± 83  clear"}},
	}
	for _, tt := range tests {
		n := len(tt.players)
		entries := make([]ratedEntry, n)
		order := make([]int, n)
		cov := make([][]float64, n)
		for i, p := range tt.players {
			name, seat, _ := strings.Cut(p, "/")
			entries[i], order[i], cov[i] = ratedEntry{must(name), 0}, i, make([]float64, n)
			if seat == "1" {
				entries[i].seat = 1
			}
			cov[i][i] = 30 * 30 // a gap's margin 1.96·30·√2 ≈ 83
		}
		var b strings.Builder
		printSteps(&b, entries, order, ratingFit{tt.elo, cov}, []string{"Foxes", "Geese"})
		out := b.String()
		neighbours := 0
		for k := 1; k < n; k++ {
			if entries[k].seat == entries[k-1].seat {
				neighbours++
			}
		}
		if got := strings.Count(out, "\n  "); got != neighbours+len(tt.want) {
			t.Errorf("%s: %d steps, want %d:\n%s", tt.name, got, neighbours+len(tt.want), out)
		}
		_, extra, found := strings.Cut(out, "steps between levels that other players stand between:\n")
		if found != (len(tt.want) > 0) {
			t.Errorf("%s: the section of levels' steps printed %v, want %v:\n%s", tt.name, found, len(tt.want) > 0, out)
		}
		if got := strings.Split(strings.TrimSuffix(extra, "\n"), "\n"); found && !slices.Equal(got, prefixed("  ", tt.want)) {
			t.Errorf("%s: levels' steps\n%s\nwant\n%s", tt.name, strings.Join(got, "\n"), strings.Join(prefixed("  ", tt.want), "\n"))
		}
	}
}

// prefixed returns each of lines with prefix before it.
func prefixed(prefix string, lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = prefix + l
	}
	return out
}

// TestPlayScheduled plays a schedule whose later games finish first and
// checks that they are recorded in the schedule's order, and that an
// error stops the run with the game's number.
func TestPlayScheduled(t *testing.T) {
	g, opts, err := (&cli.GameFlags{}).Game("harehounds")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		jobs, games, failAt int // failAt -1: none
	}{
		{1, 5, -1},
		{3, 7, -1},
		{3, 7, 4},
	}
	for _, tt := range tests {
		var schedule []scheduledGame
		for n := range tt.games {
			schedule = append(schedule, scheduledGame{order: []int{0, 1}, n: n, k: n})
		}
		var recorded []int
		err := playScheduled(schedule, tt.jobs, func(sg scheduledGame) (*game.Match, error) {
			// Later games finish sooner.
			time.Sleep(time.Duration(tt.games-sg.n) * time.Millisecond)
			if sg.n == tt.failAt {
				return nil, errors.New("broken")
			}
			return game.NewMatch(g, opts)
		}, func(sg scheduledGame, m *game.Match) {
			if m == nil {
				t.Errorf("game %d recorded without its match", sg.n)
			}
			recorded = append(recorded, sg.n)
		})
		want := tt.games
		if tt.failAt >= 0 {
			want = tt.failAt
			if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("game %d: broken", tt.failAt+1)) {
				t.Errorf("jobs %d: error %v, want game %d's", tt.jobs, err, tt.failAt+1)
			}
		} else if err != nil {
			t.Errorf("jobs %d: %v", tt.jobs, err)
		}
		if len(recorded) != want {
			t.Errorf("jobs %d: recorded %v, want the first %d games", tt.jobs, recorded, want)
		}
		for i, n := range recorded {
			if n != i {
				t.Errorf("jobs %d: recorded %v, want the schedule's order", tt.jobs, recorded)
				break
			}
		}
	}
}
