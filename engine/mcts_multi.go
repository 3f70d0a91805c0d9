package engine

import (
	"context"
	"time"

	"parlour/game"
)

// multiShare divides every level's time over one move in a game of more
// than two players: a round there holds a turn for every computer seat, so
// seven of them at the strongest level take seven seconds a round rather
// than thirty-five. Dividing, rather than capping at one second, keeps the
// levels apart: with a cap, Hard and Expert both thought for one second.
const multiShare = 5

// ForPlayers returns the settings a level uses in a game of n players:
// in a game of more than two, a fifth of its time (see multiShare).
func (p Params) ForPlayers(n int) Params {
	if n > 2 {
		p.Budget /= multiShare
	}
	return p
}

// chooseMulti answers a request in a game of more than two players with
// Monte Carlo tree search (see SearchMulti), using the level's Params for
// that many players (see ForPlayers): Nodes limits the moves the search
// applies (tree and playouts), Budget (or the request's) the time from
// begin, and Temperature how freely it chooses among the moves it visited
// most; Depth, an alpha-beta setting, is not used. The repetition rule is
// not searched, since no such game has one.
func chooseMulti(ctx context.Context, req Request, m *game.Match, history []uint64, p Params, progress func(Reply), begin time.Time) (Reply, error) {
	if req.Budget == 0 {
		p = p.ForPlayers(m.State().NumPlayers())
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
