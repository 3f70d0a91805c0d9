package engine

import (
	"context"
	"time"

	"parlour/game"
)

// MultiBudget is the longest a level thinks over one move in a game of
// more than two players, unless the request sets its own budget: a round
// there holds a turn for every computer seat, so seven of them at the
// strongest level take seven seconds a round rather than thirty-five.
const MultiBudget = time.Second

// chooseMulti answers a request in a game of more than two players with
// Monte Carlo tree search (see SearchMulti), using the level's Params as
// they are: Nodes limits the moves the search applies (tree and playouts),
// Budget (or the request's) the time from begin, and Temperature how
// freely it chooses among the moves it visited most; Depth, an alpha-beta
// setting, is not used. The repetition rule is not searched, since no
// such game has one.
func chooseMulti(ctx context.Context, req Request, m *game.Match, history []uint64, p Params, progress func(Reply), begin time.Time) (Reply, error) {
	if req.Budget == 0 && (p.Budget == 0 || p.Budget > MultiBudget) {
		p.Budget = MultiBudget
	}
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
