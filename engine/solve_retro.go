package engine

import (
	"context"
	"fmt"
	"runtime"
	"sync"

	"parlour/game"
)

// RetroSpace is a game's dense numbering of its positions, which
// RetroSolve solves; the game package defines it, so that a game offers
// one without importing the engine.
type RetroSpace = game.RetroSpace

// RetroWin stands for a move that wins at once in RetroSpace.Exits.
const RetroWin = game.RetroWin

// RetroValue reads the value of position s off a table solved from s's
// game's space sp: the result for the player to move, as Solve's tables
// give it. A finished position gets its outcome.
func RetroValue(t *RetroTable, sp RetroSpace, s game.Retrograde) (Result, error) {
	if o := s.Outcome(); o.Over {
		return Result{Winner: o.Winner()}, nil
	}
	i, ok := s.RetroIndex(sp)
	if !ok {
		return Result{}, fmt.Errorf("position %s is not in the solved space", s)
	}
	win, plies, draw := t.Result(i)
	side := s.ToMove()
	switch {
	case draw:
		return Result{Winner: game.NoPlayer}, nil
	case win:
		return Result{Winner: side, Plies: plies}, nil
	}
	return Result{Winner: 1 - side, Plies: plies}, nil
}

// RetroTable holds the value of every position of a RetroSpace in two
// bytes: 0 for a draw (a position never resolved: with best play the game
// goes round for ever, which the repetition rule makes a draw), otherwise
// the number of plies to the end plus one. Since every move passes the turn,
// an odd number of plies is a win for the player to move and an even
// number a loss.
type RetroTable struct {
	Values []uint16
}

// MaxRetroPlies is the longest distance to the end a RetroTable can hold.
const MaxRetroPlies = 1<<16 - 2

// Result returns the value of position i for the player to move: won
// (true) or lost in plies, or a draw when draw is true.
func (t *RetroTable) Result(i int64) (win bool, plies int, draw bool) {
	v := t.Values[i]
	if v == 0 {
		return false, 0, true
	}
	d := int(v) - 1
	return d%2 == 1, d, false
}

// RetroStats reports on a finished solve.
type RetroStats struct {
	Positions int64
	Won, Lost int64 // positions won or lost for the player to move
	MaxPlies  int   // the longest distance to the end found
}

// RetroSolve computes the value of every position of sp by retrograde
// analysis, layer by layer, using up to workers goroutines (0 means one per
// CPU). Within a layer it works outwards from the ends of the game one ply
// at a time, so a win is recorded with the fewest plies and a loss with the
// most. progress, when not nil, is called after each layer is solved.
func RetroSolve(ctx context.Context, sp RetroSpace, workers int, progress func(layer int, st RetroStats)) (*RetroTable, RetroStats, error) {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	bounds := sp.Layers()
	if len(bounds) < 2 || bounds[0] != 0 {
		return nil, RetroStats{}, fmt.Errorf("retro: bad layer bounds %v", bounds)
	}
	total := bounds[len(bounds)-1]
	r := &retro{sp: sp, workers: workers, t: &RetroTable{Values: make([]uint16, total)}}
	r.stats.Positions = total
	for li := 0; li+1 < len(bounds); li++ {
		lo, hi := bounds[li], bounds[li+1]
		if hi-lo > 1<<32-1 || hi < lo {
			return nil, RetroStats{}, fmt.Errorf("retro: layer %d has %d positions, more than a layer can hold", li, hi-lo)
		}
		if err := r.layer(ctx, lo, hi); err != nil {
			return nil, RetroStats{}, fmt.Errorf("retro: layer %d: %w", li, err)
		}
		if progress != nil {
			progress(li, r.stats)
		}
	}
	return r.t, r.stats, nil
}

// retro is one solve in progress.
type retro struct {
	sp      RetroSpace
	workers int
	t       *RetroTable
	stats   RetroStats

	lo, hi  int64
	count   []uint8    // per position of the layer: moves within the layer not yet known to lose
	pending [][]uint32 // per distance: positions to resolve then, as offsets in the layer
}

// exits sums up the moves of a position.
type exits struct {
	moves   int  // all moves
	inLayer int  // moves within the layer
	win     int  // fewest plies of a winning exit, or -1
	loss    int  // most plies of a losing exit, or -1
	draw    bool // some exit leads to a draw
}

// exitsOf looks at the moves of i that leave the layer; lower layers are
// solved already.
func (r *retro) exitsOf(i int64, buf []int64) (exits, []int64) {
	buf, inLayer := r.sp.Exits(i, buf[:0])
	e := exits{moves: len(buf) + inLayer, inLayer: inLayer, win: -1, loss: -1}
	for _, c := range buf {
		if c == RetroWin {
			e.win = 1
			continue
		}
		v := r.t.Values[c]
		if v == 0 {
			e.draw = true
			continue
		}
		d := int(v) - 1
		if d%2 == 0 { // the child is lost for the opponent
			if e.win < 0 || d+1 < e.win {
				e.win = d + 1
			}
		} else if d+1 > e.loss {
			e.loss = d + 1
		}
	}
	return e, buf
}

func (r *retro) schedule(d int, off uint32) {
	for len(r.pending) <= d {
		r.pending = append(r.pending, nil)
	}
	r.pending[d] = append(r.pending[d], off)
}

// chunks runs f over [0,n) split between the workers; f gets its worker
// number and a range.
func (r *retro) chunks(n int64, f func(w int, from, to int64)) {
	var wg sync.WaitGroup
	const grain = 1 << 16
	next := int64(0)
	var mu sync.Mutex
	for w := 0; w < r.workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for {
				mu.Lock()
				from := next
				next += grain
				mu.Unlock()
				if from >= n {
					return
				}
				f(w, from, min(from+grain, n))
			}
		}(w)
	}
	wg.Wait()
}

// layer solves the positions lo..hi-1, whose moves lead within the layer
// or to solved layers.
func (r *retro) layer(ctx context.Context, lo, hi int64) error {
	r.lo, r.hi = lo, hi
	n := hi - lo
	r.count = make([]uint8, n)
	r.pending = nil
	vals := r.t.Values[lo:hi]

	// Every position's moves: count those within the layer and schedule
	// what the exits decide, in lists per worker and distance.
	perWorker := make([][][]uint32, r.workers)
	var bad error
	var badOnce sync.Once
	r.chunks(n, func(w int, from, to int64) {
		var buf []int64
		add := func(d int, off int64) {
			for len(perWorker[w]) <= d {
				perWorker[w] = append(perWorker[w], nil)
			}
			perWorker[w][d] = append(perWorker[w][d], uint32(off))
		}
		for off := from; off < to; off++ {
			var e exits
			e, buf = r.exitsOf(lo+off, buf)
			if e.inLayer > 255 {
				badOnce.Do(func() {
					bad = fmt.Errorf("position %d has %d moves within its layer, more than 255", lo+off, e.inLayer)
				})
				return
			}
			r.count[off] = uint8(e.inLayer)
			switch {
			case e.moves == 0:
				vals[off] = 1 // lost now
				add(0, off)
			case e.win >= 0:
				add(e.win, off)
			case e.inLayer == 0 && !e.draw:
				add(e.loss, off)
			}
		}
	})
	if bad != nil {
		return bad
	}
	var frontier []uint32
	for w, lists := range perWorker {
		for d, list := range lists {
			if d == 0 {
				frontier = append(frontier, list...)
				continue
			}
			for len(r.pending) <= d {
				r.pending = append(r.pending, nil)
			}
			r.pending[d] = append(r.pending[d], list...)
		}
		perWorker[w] = nil
	}

	// Work outwards one ply at a time: frontier holds the positions
	// resolved at distance d-1.
	preds := make([][]uint32, r.workers)
	kinds := make([][]bool, r.workers)
	for d := 1; len(frontier) > 0 || d < len(r.pending); d++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		if d > MaxRetroPlies {
			return fmt.Errorf("a distance of more than %d plies", MaxRetroPlies)
		}
		var next []uint32
		if d < len(r.pending) {
			for _, off := range r.pending[d] {
				if vals[off] == 0 {
					vals[off] = uint16(d + 1)
					next = append(next, off)
				}
			}
			r.pending[d] = nil
		}
		// The children resolved at d-1 are lost for their mover when d-1
		// is even: each parent then wins in d. Otherwise they are won
		// for their mover and each parent loses one hope.
		parentWins := (d-1)%2 == 0
		const block = 1 << 20
		for start := 0; start < len(frontier); start += block {
			part := frontier[start:min(start+block, len(frontier))]
			for w := range preds {
				preds[w], kinds[w] = preds[w][:0], kinds[w][:0]
			}
			r.chunks(int64(len(part)), func(w int, from, to int64) {
				var buf []int64
				for _, off := range part[from:to] {
					buf = r.sp.Predecessors(lo+int64(off), buf[:0])
					for _, p := range buf {
						preds[w] = append(preds[w], uint32(p-lo))
					}
				}
			})
			// Each worker applies the parents in its own share of the
			// layer, so no two write the same entry.
			nexts, zeros := make([][]uint32, r.workers), make([][]uint32, r.workers)
			var wg sync.WaitGroup
			for w := 0; w < r.workers; w++ {
				wg.Add(1)
				go func(w int) {
					defer wg.Done()
					from, to := uint32(n*int64(w)/int64(r.workers)), uint32(n*int64(w+1)/int64(r.workers))
					for _, list := range preds {
						for _, p := range list {
							if p < from || p >= to || vals[p] != 0 {
								continue
							}
							if parentWins {
								vals[p] = uint16(d + 1)
								nexts[w] = append(nexts[w], p)
								continue
							}
							r.count[p]--
							if r.count[p] == 0 {
								zeros[w] = append(zeros[w], p)
							}
						}
					}
				}(w)
			}
			wg.Wait()
			var zero []uint32
			for w := range nexts {
				next = append(next, nexts[w]...)
				zero = append(zero, zeros[w]...)
			}
			// Every move within the layer of a position in zero loses:
			// it loses in d unless an exit wins, draws or lasts longer.
			loss := make([]int, len(zero))
			r.chunks(int64(len(zero)), func(w int, from, to int64) {
				var buf []int64
				for k := from; k < to; k++ {
					var e exits
					e, buf = r.exitsOf(lo+int64(zero[k]), buf)
					loss[k] = -1
					if e.win < 0 && !e.draw {
						loss[k] = max(d, e.loss)
					}
				}
			})
			for k, p := range zero {
				switch {
				case loss[k] == d:
					vals[p] = uint16(d + 1)
					next = append(next, p)
				case loss[k] > d:
					r.schedule(loss[k], p)
				}
			}
		}
		if d%2 == 1 {
			r.stats.Won += int64(len(next))
		} else {
			r.stats.Lost += int64(len(next))
		}
		if len(next) > 0 {
			r.stats.MaxPlies = max(r.stats.MaxPlies, d)
		}
		frontier = next
	}
	r.stats.Lost += int64(countLost0(vals))
	r.count = nil
	return nil
}

// countLost0 counts the positions lost at once (no moves).
func countLost0(vals []uint16) int {
	n := 0
	for _, v := range vals {
		if v == 1 {
			n++
		}
	}
	return n
}
