package engine

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"parlour/game"
)

// ValuesBench asks for a benchmark of MoveValues: the values of every
// move at Positions positions reached by random play (up to MaxPlies
// moves, 30 when 0) from the start of a game variant, the same positions
// for the same Seed.
type ValuesBench struct {
	Game      string       `json:"game"`
	Options   game.Options `json:"options,omitempty"`
	Positions int          `json:"positions"`
	MaxPlies  int          `json:"maxPlies,omitempty"`
	Seed      uint64       `json:"seed"`
}

// ValuesTiming is what a ValuesBench measured.
type ValuesTiming struct {
	Positions int           `json:"positions"`
	Median    time.Duration `json:"median"`
	Max       time.Duration `json:"max"`
	Total     time.Duration `json:"total"`
	Exact     int           `json:"exact"` // moves valued exactly, over all positions
	Moves     int           `json:"moves"` // moves valued, over all positions
}

// String formats the timing on one line.
func (t ValuesTiming) String() string {
	return fmt.Sprintf("%d positions: median %v, max %v, total %v; %d of %d moves exact",
		t.Positions, t.Median.Round(10*time.Microsecond), t.Max.Round(10*time.Microsecond), t.Total.Round(time.Millisecond), t.Exact, t.Moves)
}

// BenchValues runs the benchmark b describes.
func BenchValues(ctx context.Context, b ValuesBench) (ValuesTiming, error) {
	plies := b.MaxPlies
	if plies <= 0 {
		plies = 30
	}
	rng := rand.New(rand.NewPCG(b.Seed, 0x76616c75))
	times := make([]time.Duration, 0, b.Positions)
	var out ValuesTiming
	for len(times) < b.Positions {
		req := Request{Game: b.Game, Options: b.Options}
		m, err := req.Match()
		if err != nil {
			return ValuesTiming{}, err
		}
		for n := rng.IntN(plies + 1); n > 0 && !m.Outcome().Over; n-- {
			legal := m.State().LegalMoves(nil)
			mv := m.State().MoveString(legal[rng.IntN(len(legal))])
			if err := m.PlayString(mv); err != nil {
				return ValuesTiming{}, err
			}
			req.Moves = append(req.Moves, mv)
		}
		if m.Outcome().Over {
			continue
		}
		begin := time.Now()
		vals, err := MoveValues(ctx, req)
		if err != nil {
			return ValuesTiming{}, fmt.Errorf("after %v: %w", req.Moves, err)
		}
		times = append(times, time.Since(begin))
		for _, v := range vals.Moves {
			out.Moves++
			if v.Kind.Exact() {
				out.Exact++
			}
		}
	}
	slices.Sort(times)
	out.Positions = len(times)
	if len(times) > 0 {
		out.Median, out.Max = times[len(times)/2], times[len(times)-1]
	}
	for _, d := range times {
		out.Total += d
	}
	return out, nil
}
