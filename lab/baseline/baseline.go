// Package baseline is the engine's alpha-beta search as it was before its
// refinements (null moves, exchange evaluation, extensions, aspiration
// windows, the bucketed transposition table, futility and late move
// pruning, logarithmic late move reductions), kept apart and unchanged so
// that tournaments measure every change to the product's search against
// the same player. The product never imports it: only the lab (the
// parlour-lab command) and the tests and benchmarks that compare the two
// searches do.
//
// Choose answers an engine.Request as the engine's strongest level did
// with that search: Search in games of two players, Monte Carlo tree
// search (engine.SearchMulti) in games of more, as the engine did before
// its paranoid search there, and the engine's solo solver in games of
// one.
package baseline

import (
	"context"
	"errors"
	"fmt"
	"time"

	"parlour/engine"
	"parlour/game"
)

// Params are the baseline's settings: the strongest level's search depth,
// time and nodes, without its exact play from a solved table, which would
// leave nothing of the search to measure.
var Params = engine.Params{Depth: engine.MaxDepth, Budget: 5 * time.Second, Nodes: 30_000_000}

// Choose picks a move for the position named by req, whatever its Level,
// as the baseline plays: with Params, and req's Budget and Full as
// engine.Choose takes them. It is synchronous; progress, when not nil,
// receives reports with Final false. The reply carries no verdict.
func Choose(ctx context.Context, req engine.Request, progress func(engine.Reply)) (engine.Reply, error) {
	begin := time.Now()
	m, history, err := replay(req)
	if err != nil {
		return engine.Reply{}, err
	}
	p := Params
	if req.Budget > 0 {
		p.Budget = req.Budget
	}
	if req.Full {
		p.Depth, p.Nodes, p.Full, p.NoTable = engine.MaxDepth, 0, true, true
	}
	if m.Outcome().Over {
		return engine.Reply{}, errors.New("the game is over")
	}
	s := m.State()
	report := func(i engine.Info) {
		if progress != nil {
			progress(engine.Reply{ID: req.ID, Info: i})
		}
	}
	var mv game.Move
	var info engine.Info
	switch n := s.NumPlayers(); {
	case n == 1:
		// A solo game has no search of the baseline's to freeze: the
		// strongest level solves it, and also looks for the shortest
		// solution, which the baseline never did. Hard plays a solo game
		// as the baseline does, by the solver alone; it plays here in
		// the baseline's time.
		own := req
		own.Level, own.Budget = engine.Hard, p.Budget
		return engine.Choose(ctx, own, progress)
	case n > 2:
		q := p.ForPlayers(n)
		if req.Budget > 0 {
			q.Budget = req.Budget
		}
		mv, info, err = engine.SearchMulti(ctx, s, q, req.Seed, begin, report)
	default:
		if len(s.LegalMoves(nil)) == 1 {
			p.Depth = 1 // a forced move is answered at once
		}
		mv, info, err = Search(ctx, s, history, p, req.Seed, report)
	}
	if err != nil {
		return engine.Reply{}, err
	}
	info.Elapsed = time.Since(begin)
	return engine.Reply{ID: req.ID, Final: true, Move: s.MoveString(mv), Info: info}, nil
}

// replay plays req's moves from its start, as engine.Choose does, and
// returns the match with the keys (engine.Key) of the positions before
// the current one, oldest first, for the repetition rule.
func replay(req engine.Request) (*game.Match, []uint64, error) {
	g, err := game.Lookup(req.Game)
	if err != nil {
		return nil, nil, err
	}
	m, err := game.NewMatchFrom(g, req.Options, req.Start)
	if err != nil {
		return nil, nil, err
	}
	history := make([]uint64, 0, len(req.Moves))
	for i, mv := range req.Moves {
		k := engine.Key(m.State())
		if err := m.PlayString(mv); err != nil {
			return nil, nil, fmt.Errorf("move %d (%s): %w", i+1, mv, err)
		}
		history = append(history, k)
	}
	return m, history, nil
}
