package engine

import (
	"context"
	"fmt"
	"time"

	"parlour/game"
)

// BenchNodes is the fixed search size of a benchmark, so runs compare.
const BenchNodes = 1_000_000

// BenchLeaves and benchPerftTime are the least number of leaves and time
// of a benchmark's perft: it counts to the first depth that reaches both
// (at most MaxDepth), so that the clock measures something.
const (
	BenchLeaves    = 1_000_000
	benchPerftTime = 20 * time.Millisecond
)

// BenchResult is what Bench measured for one game variant.
type BenchResult struct {
	Game      string        `json:"game"`
	Options   string        `json:"options"`
	Solved    bool          `json:"solved"`              // false for games too big to solve
	Winner    string        `json:"winner,omitempty"`    // seat that wins with perfect play, "none" for a draw
	Plies     int           `json:"plies,omitempty"`     // length of the game with perfect play
	Positions int           `json:"positions,omitempty"` // positions in the solved table, or searched by the solo solver
	SolveTime time.Duration `json:"solveTime,omitempty"`
	Nodes     int64         `json:"nodes"`
	Search    time.Duration `json:"searchTime"`
	// The perft from the start (move generation, Apply and Undo alone).
	PerftDepth int           `json:"perftDepth"`
	Leaves     uint64        `json:"leaves"`
	PerftTime  time.Duration `json:"perftTime"`
}

// LeavesPerSecond returns the perft speed.
func (r BenchResult) LeavesPerSecond() float64 {
	return float64(r.Leaves) / max(r.PerftTime.Seconds(), 1e-9)
}

// NodesPerSecond returns the search speed.
func (r BenchResult) NodesPerSecond() float64 {
	return float64(r.Nodes) / max(r.Search.Seconds(), 1e-9)
}

// String formats the result on one line.
func (r BenchResult) String() string {
	solve := "solve -"
	if r.Solved {
		solve = fmt.Sprintf("solve %v (%d positions; %s in %d)", r.SolveTime.Round(time.Microsecond), r.Positions, r.Winner, r.Plies)
	}
	return fmt.Sprintf("%-12s %s  search %d nodes in %v: %.0f nodes/s  perft(%d) %d leaves: %.0f leaves/s  [%s]",
		r.Game, solve, r.Nodes, r.Search.Round(time.Millisecond), r.NodesPerSecond(), r.PerftDepth, r.Leaves, r.LeavesPerSecond(), r.Options)
}

// Bench measures one variant of g: the time to solve it from the start
// (without the cache, for solvable games; for a solo game, to find a
// solution with a fresh memo), the speed of a fixed-size
// alpha-beta search from the start, and the speed of a perft from the
// start of at least BenchLeaves leaves.
func Bench(ctx context.Context, g *game.Game, given game.Options) (BenchResult, error) {
	s, opts, err := g.Start(given)
	if err != nil {
		return BenchResult{}, err
	}
	r := BenchResult{Game: g.ID, Options: opts.String()}
	if g.Solvable {
		begin := time.Now()
		t, err := Solve(ctx, s, 0)
		if err != nil {
			return BenchResult{}, fmt.Errorf("%s: %w", g.ID, err)
		}
		r.SolveTime = time.Since(begin)
		r.Solved, r.Positions, r.Plies = true, t.Len(), t.Root().Plies
		r.Winner = "none"
		if !t.Root().Draw() {
			r.Winner = g.Seats(opts)[t.Root().Winner]
		}
	}
	if s.NumPlayers() == 1 {
		begin := time.Now()
		res, err := SolveSolo(ctx, s, nil, SoloLimits{})
		if err != nil {
			return BenchResult{}, fmt.Errorf("%s: %w", g.ID, err)
		}
		r.SolveTime = time.Since(begin)
		r.Solved, r.Positions, r.Plies, r.Winner = true, int(res.Nodes), len(res.Moves), "none"
		if res.Solvable {
			r.Winner = g.Seats(opts)[0]
		}
	}
	p := Params{Depth: MaxDepth, Nodes: BenchNodes, Full: true}
	_, info, err := Search(ctx, s, nil, p, 1, nil)
	if err != nil {
		return BenchResult{}, fmt.Errorf("%s: %w", g.ID, err)
	}
	r.Nodes, r.Search = info.Nodes, info.Elapsed
	// Perft: deepen until the count and the time are large enough; only
	// the last depth counts. A game whose tree ends first stops growing.
	for d := 1; d <= MaxDepth && (r.Leaves < BenchLeaves || r.PerftTime < benchPerftTime); d++ {
		if err := ctx.Err(); err != nil {
			return BenchResult{}, err
		}
		begin := time.Now()
		n := game.Perft(s, d)
		if d > 1 && n == 0 {
			break
		}
		r.PerftDepth, r.Leaves, r.PerftTime = d, n, time.Since(begin)
	}
	return r, nil
}

// BenchAll runs Bench for every registered game: every variant of the
// solvable games when allVariants is set, otherwise the default options.
func BenchAll(ctx context.Context, allVariants bool, report func(BenchResult)) error {
	for _, g := range game.All() {
		variants := []game.Options{nil}
		if allVariants && g.Solvable {
			variants = game.Variants(g.Options)
		}
		for _, opts := range variants {
			r, err := Bench(ctx, g, opts)
			if err != nil {
				return err
			}
			report(r)
		}
	}
	return nil
}
