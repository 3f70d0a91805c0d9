package engine

import (
	"context"
	"time"

	"parlour/game"
)

// chooseMulti answers a request in a game of more than two players with
// Monte Carlo tree search (see SearchMulti), using the level's Params as
// they are: Nodes limits the moves the search applies (tree and playouts),
// Budget (or the request's) the time from begin, and Blunder the chance of
// a random move; Depth and Noise, which are alpha-beta settings, are not
// used. The repetition rule is not searched, since no such game has one.
func chooseMulti(ctx context.Context, req Request, m *game.Match, history []uint64, p Params, progress func(Reply), begin time.Time) (Reply, error) {
	s := m.State()
	report := func(i Info) {
		if progress != nil {
			progress(Reply{ID: req.ID, Info: i})
		}
	}
	mv, info, err := SearchMulti(ctx, s, p, req.Seed, begin, report)
	if err != nil {
		return Reply{}, err
	}
	info.Elapsed = time.Since(begin)
	return Reply{ID: req.ID, Final: true, Move: s.MoveString(mv), Info: info}, nil
}
