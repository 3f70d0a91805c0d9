package main

import (
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"parlour/game"
)

// eloPerNatural converts a logistic rating difference into Elo points: a
// difference of 400 Elo is odds of 10 to 1.
var eloPerNatural = 400 / math.Ln10

// pairing is one comparison between two rated entries: a's score against
// b, 1 for a win, 0.5 for a draw, 0 for a loss.
type pairing struct {
	a, b  int
	score float64
}

// fitRatings fits Elo ratings to the pairings by maximum likelihood under
// the logistic (Bradley-Terry) model, draws counting half, with entry
// anchor at 0. Each pair of entries that met also gets one virtual draw,
// a weak prior that keeps an entry that won (or lost) every game at a
// finite rating. It returns the ratings and their covariance, in Elo,
// from the inverse of the observed information.
func fitRatings(n int, games []pairing, anchor int) (ratingFit, error) {
	met := map[[2]int]bool{}
	all := slices.Clone(games)
	for _, g := range games {
		k := [2]int{min(g.a, g.b), max(g.a, g.b)}
		if !met[k] && g.a != g.b {
			met[k] = true
			all = append(all, pairing{k[0], k[1], 0.5})
		}
	}
	free := make([]int, 0, n-1) // the entries fitted, all but the anchor
	pos := make([]int, n)
	for i := range n {
		pos[i] = -1
		if i != anchor {
			pos[i] = len(free)
			free = append(free, i)
		}
	}
	r := make([]float64, n)
	var info [][]float64
	for iter := 0; iter < 100; iter++ {
		grad := make([]float64, len(free))
		info = make([][]float64, len(free))
		for i := range info {
			info[i] = make([]float64, len(free))
		}
		for _, g := range all {
			if g.a == g.b {
				continue
			}
			p := 1 / (1 + math.Exp(r[g.b]-r[g.a]))
			w := p * (1 - p)
			ia, ib := pos[g.a], pos[g.b]
			if ia >= 0 {
				grad[ia] += g.score - p
				info[ia][ia] += w
			}
			if ib >= 0 {
				grad[ib] -= g.score - p
				info[ib][ib] += w
			}
			if ia >= 0 && ib >= 0 {
				info[ia][ib] -= w
				info[ib][ia] -= w
			}
		}
		step, err := solve(info, grad)
		if err != nil {
			return ratingFit{}, err
		}
		largest := 0.0
		for i, e := range free {
			r[e] += step[i]
			largest = max(largest, math.Abs(step[i]))
		}
		if largest < 1e-9 {
			break
		}
	}
	cov, err := inverse(info)
	if err != nil {
		return ratingFit{}, err
	}
	f := ratingFit{elo: make([]float64, n), cov: make([][]float64, n)}
	for i := range n {
		f.elo[i] = r[i] * eloPerNatural
		f.cov[i] = make([]float64, n)
		for j := range n {
			if pi, pj := pos[i], pos[j]; pi >= 0 && pj >= 0 {
				f.cov[i][j] = cov[pi][pj] * eloPerNatural * eloPerNatural
			}
		}
	}
	return f, nil
}

// ratingFit is a fit of Elo ratings: each entry's rating and the
// covariance of the estimates (the anchor's row and column are zero).
type ratingFit struct {
	elo []float64
	cov [][]float64 // in Elo squared
}

// se returns the standard error of entry i's rating, against the anchor.
func (f ratingFit) se(i int) float64 { return math.Sqrt(max(f.cov[i][i], 0)) }

// gapSE returns the standard error of the difference between the ratings
// of entries i and j, which is smaller than either's against the anchor
// when both were measured against the same opponents.
func (f ratingFit) gapSE(i, j int) float64 {
	return math.Sqrt(max(f.cov[i][i]+f.cov[j][j]-2*f.cov[i][j], 0))
}

// errSingular says the players did not all meet, directly or not.
var errSingular = errors.New("the ratings cannot be fitted: some players never met the others, even through third players")

// solve returns x with a·x = b, by Gaussian elimination with partial
// pivoting.
func solve(a [][]float64, b []float64) ([]float64, error) {
	n := len(b)
	m := make([][]float64, n)
	for i := range m {
		m[i] = append(slices.Clone(a[i]), b[i])
	}
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(m[r][c]) > math.Abs(m[p][c]) {
				p = r
			}
		}
		if math.Abs(m[p][c]) < 1e-12 {
			return nil, errSingular
		}
		m[c], m[p] = m[p], m[c]
		for r := range n {
			if r != c {
				f := m[r][c] / m[c][c]
				for k := c; k <= n; k++ {
					m[r][k] -= f * m[c][k]
				}
			}
		}
	}
	x := make([]float64, n)
	for i := range n {
		x[i] = m[i][n] / m[i][i]
	}
	return x, nil
}

// inverse returns the inverse of a square matrix.
func inverse(a [][]float64) ([][]float64, error) {
	n := len(a)
	out := make([][]float64, n)
	for i := range out {
		out[i] = make([]float64, n)
	}
	for c := range n {
		unit := make([]float64, n)
		unit[c] = 1
		col, err := solve(a, unit)
		if err != nil {
			return nil, err
		}
		for r := range n {
			out[r][c] = col[r]
		}
	}
	return out, nil
}

// ratedEntry is one rated player: a contender, in one seat or (seat -1)
// in any.
type ratedEntry struct {
	player contender
	seat   int
}

// ratingRun is what a rating run plays: the pool, optionally the fixed
// opponents, and how each game is played.
type ratingRun struct {
	pool []contender
	// against, when not empty, names the fixed opponents in each seat of
	// a two-seat game (one list serves both): every contender of the pool
	// then plays each seat against each of the other seat's fixed
	// opponents only, instead of against every contender. Several fixed
	// opponents of graded strength rate a side whose results would
	// otherwise all be wins against a weak one and draws or losses
	// against a strong one.
	against  [][]contender
	seat     int // with against, the only seat the pool plays; -1 for each
	games    int // games of each pairing in each seat
	openings int // random moves that open each game
	seed     uint64
	jobs     int           // games played at once, at least 1
	budget   time.Duration // every level's time a move, 0 for its own
	scale    float64       // or this fraction of each level's own, 0 for none
	quiet    bool
}

// runRatings plays a round robin of the pool and prints Elo ratings with
// their 95 % margins. In a game of two seats every contender plays every
// other in each seat (itself included), or with fixed opponents only
// against the other seat's. An asymmetric game's sides (foxes, geese) have
// their own ladders: each seat's contenders are rated apart, against the
// other seat's. Where both seats play by the same rules (Game.SameSides)
// each contender has one rating, from its games in both seats. In a game
// of more seats, each game seats a random choice of contenders in a random
// order, every pair of them compared by the game's scores where it keeps
// some (else the winners beat the others), and each contender has one
// rating. With openings, the k-th game of every pairing starts with the
// same random moves. The run is one parseTournament checked: fixed
// opponents only in a game of two seats, one list of them or one a seat,
// and in a game of more seats at least as many players as seats.
func runRatings(w io.Writer, g *game.Game, opts game.Options, run ratingRun) error {
	pool := slices.Clone(run.pool) // the fixed opponents may join it
	games, openings, seed, quiet := run.games, run.openings, run.seed, run.quiet
	budget, scale := run.budget, run.scale
	seats := g.Seats(opts)
	var entries []ratedEntry
	index := map[[2]int]int{}
	entry := func(c, seat int) int {
		if len(seats) != 2 || g.SameSides {
			seat = -1
		}
		k := [2]int{c, seat}
		if i, ok := index[k]; ok {
			return i
		}
		index[k] = len(entries)
		entries = append(entries, ratedEntry{pool[c], seat})
		return len(entries) - 1
	}
	var results []pairing
	// record adds a finished game's comparisons and prints its line.
	record := func(sg scheduledGame, m *game.Match) {
		o := m.Outcome()
		sc, scored := m.State().(game.Scorer)
		value := func(s int) float64 {
			if scored && len(seats) > 2 {
				return float64(sc.Score(game.Player(s)))
			}
			if o.Won(game.Player(s)) {
				return 1
			}
			return 0
		}
		order := sg.order
		for s := range order {
			for t := s + 1; t < len(order); t++ {
				score := 0.5
				switch vs, vt := value(s), value(t); {
				case vs > vt:
					score = 1
				case vs < vt:
					score = 0
				}
				results = append(results, pairing{entry(order[s], s), entry(order[t], t), score})
			}
		}
		if !quiet {
			fmt.Fprintf(w, "game %d: %s after %d plies: %s\n", sg.n+1, lineupText(sg.lineup(pool), seats), m.Ply(), game.Headline(o, m.Nouns()))
		}
	}
	var schedule []scheduledGame
	n := 0
	if len(seats) == 2 {
		pairings := [][2]int{}
		if len(run.against) == 0 {
			for a := range pool {
				for b := range pool {
					pairings = append(pairings, [2]int{a, b})
				}
			}
		} else {
			// The fixed opponents join the pool, so that they meet too.
			fixed := [2][]int{}
			for s := range fixed {
				for _, c := range run.against[min(s, len(run.against)-1)] {
					i := slices.Index(pool, c)
					if i < 0 {
						pool = append(pool, c)
						i = len(pool) - 1
					}
					fixed[s] = append(fixed[s], i)
				}
			}
			for a := range pool {
				var pairs [][2]int
				if run.seat != 1 {
					for _, f := range fixed[1] {
						pairs = append(pairs, [2]int{a, f})
					}
				}
				if run.seat != 0 {
					for _, f := range fixed[0] {
						pairs = append(pairs, [2]int{f, a})
					}
				}
				for _, pair := range pairs {
					if !slices.Contains(pairings, pair) {
						pairings = append(pairings, pair)
					}
				}
			}
		}
		for _, pair := range pairings {
			for k := range games {
				schedule = append(schedule, scheduledGame{order: pair[:], n: n, k: k})
				n++
			}
		}
	} else {
		rng := rand.New(rand.NewPCG(seed, 0x726174))
		for range games * len(pool) * len(pool) / len(seats) {
			order := rng.Perm(len(pool))[:len(seats)]
			schedule = append(schedule, scheduledGame{order: order, n: n, k: n})
			n++
		}
	}
	err := playScheduled(schedule, run.jobs, func(sg scheduledGame) (*game.Match, error) {
		opening := openingMoves{plies: openings, seed: seed*1_000_003 + uint64(sg.k)}
		var thinking []time.Duration
		return playTournamentGame(g, opts, sg.lineup(pool), opening, seed*1_000_003+uint64(sg.n), budget, scale, &thinking)
	}, record)
	if err != nil {
		return err
	}
	anchor := 0
	for i, e := range entries {
		if e.player.kind == "random" {
			anchor = i
			break
		}
	}
	fit, err := fitRatings(len(entries), results, anchor)
	if err != nil {
		return err
	}
	elo := fit.elo
	order := make([]int, len(entries))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if entries[a].seat != entries[b].seat {
			return entries[a].seat - entries[b].seat
		}
		return int(math.Round(elo[b] - elo[a]))
	})
	anchorName := strings.TrimSpace(entries[anchor].player.name + " " + seatText(entries[anchor].seat, seats))
	fmt.Fprintf(w, "ratings (Elo, ± 95 %%; %s at 0; %d games, %d comparisons):\n", anchorName, n, len(results))
	for _, i := range order {
		e := entries[i]
		margin := fmt.Sprintf("± %.0f", 1.96*fit.se(i))
		if i == anchor {
			margin = "(anchor)"
		}
		fmt.Fprintf(w, "  %-10s %-12s %6.0f %s\n", e.player.name, seatText(e.seat, seats), elo[i], margin)
	}
	printSteps(w, entries, order, fit, seats)
	return nil
}

// printSteps prints the step from each rated entry to the next below it
// on the same side, in order (best first), with the step's 95 % margin,
// calling it clear when the margin does not reach 0. When other players
// stand between two of the AI levels at their own time (a fixed opponent,
// the greedy player), it prints the step between those two levels too, so
// that each level's step to the one below it can be read off.
func printSteps(w io.Writer, entries []ratedEntry, order []int, fit ratingFit, seats []string) {
	step := func(hi, lo int) {
		gap, margin := fit.elo[hi]-fit.elo[lo], 1.96*fit.gapSE(hi, lo)
		clear := ""
		if gap > margin {
			clear = "  clear"
		}
		fmt.Fprintf(w, "  %-10s over %-10s %-12s %6.0f ± %.0f%s\n", entries[hi].player.name, entries[lo].player.name, seatText(entries[hi].seat, seats), gap, margin, clear)
	}
	fmt.Fprintf(w, "steps between neighbours (Elo, ± 95 %%; \"clear\" when the margin does not reach 0):\n")
	for k := 1; k < len(order); k++ {
		if hi, lo := order[k-1], order[k]; entries[hi].seat == entries[lo].seat {
			step(hi, lo)
		}
	}
	heading := false
	prev := -1 // where in order the last level of this side stands
	for k, i := range order {
		if k > 0 && entries[order[k-1]].seat != entries[i].seat {
			prev = -1
		}
		if !entries[i].player.isLevel() {
			continue
		}
		if prev >= 0 && k > prev+1 {
			if !heading {
				fmt.Fprintf(w, "steps between levels that other players stand between:\n")
				heading = true
			}
			step(order[prev], i)
		}
		prev = k
	}
}

// seatText names a rated entry's seat: "as Foxes", or "" for any.
func seatText(seat int, seats []string) string {
	if seat < 0 {
		return ""
	}
	return "as " + seats[seat]
}

// lineupText writes who sat where: "hard (Foxes) v easy (Geese)".
func lineupText(lineup []contender, seats []string) string {
	out := ""
	for i, c := range lineup {
		if i > 0 {
			out += " v "
		}
		out += fmt.Sprintf("%s (%s)", c.name, seats[i])
	}
	return out
}

// scheduledGame is one game of a rating run: who sits where (indices
// into the pool, by seat), its number n and its opening's number k.
type scheduledGame struct {
	order []int
	n, k  int
}

// lineup returns the contenders of the game, by seat.
func (sg scheduledGame) lineup(pool []contender) []contender {
	out := make([]contender, len(sg.order))
	for i, c := range sg.order {
		out[i] = pool[c]
	}
	return out
}

// playScheduled plays the games, up to jobs of them at once, and hands
// each finished one to record in the order of the schedule, so that the
// output is in the same order whatever jobs is. The first error stops
// it.
func playScheduled(schedule []scheduledGame, jobs int, play func(scheduledGame) (*game.Match, error), record func(scheduledGame, *game.Match)) error {
	type done struct {
		m   *game.Match
		err error
	}
	finished := make([]chan done, len(schedule))
	for i := range finished {
		finished[i] = make(chan done, 1)
	}
	next := make(chan int)
	stop := make(chan struct{})
	defer close(stop)
	for range max(jobs, 1) {
		go func() {
			for i := range next {
				m, err := play(schedule[i])
				finished[i] <- done{m, err}
			}
		}()
	}
	go func() {
		defer close(next)
		for i := range schedule {
			select {
			case next <- i:
			case <-stop:
				return
			}
		}
	}()
	for i, sg := range schedule {
		d := <-finished[i]
		if d.err != nil {
			return fmt.Errorf("game %d: %w", sg.n+1, d.err)
		}
		record(sg, d.m)
	}
	return nil
}
