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
// in a game of more than two, a fifth of its time (see multiShare) and its
// ManyTemperature, if it has one.
func (p Params) ForPlayers(n int) Params {
	if n > 2 {
		p.Budget /= multiShare
		if p.ManyTemperature > 0 {
			p.Temperature = p.ManyTemperature
		}
	}
	return p
}

// forMany returns the settings for a game of n players (see ForPlayers),
// but keeps the time when the request set its own (own).
func (p Params) forMany(n int, own bool) Params {
	q := p.ForPlayers(n)
	if own {
		q.Budget = p.Budget
	}
	return q
}

// chooseMulti answers a request in a game of more than two players, using
// the level's Params for that many players (see ForPlayers). A game that
// keeps scores (game.Scorer) is searched by the alpha-beta searcher as a
// paranoid search: the player to move against all the others together,
// each position valued by that player's lead over the best other score
// (see Search). Other games use Monte Carlo tree search (see SearchMulti),
// where Nodes limits the moves the search applies (tree and playouts),
// Budget (or the request's) the time from begin, Temperature how freely it
// chooses among the moves it visited most, and Depth is not used.
//
// Paranoid search is the stronger at equal time: in four-player Leapfrog
// it beats Monte Carlo tree search head to head (docs/ai.md, How some
// settings were chosen). Its depth counts turns, however many moves a
// chain takes.
func chooseMulti(ctx context.Context, req Request, m *game.Match, history []uint64, p Params, progress func(Reply), begin time.Time) (Reply, error) {
	p = p.forMany(m.State().NumPlayers(), req.Budget > 0)
	s := m.State()
	report := func(i Info) {
		if progress != nil {
			progress(Reply{ID: req.ID, Info: i})
		}
	}
	var mv game.Move
	var info Info
	var err error
	if _, scored := s.(game.Scorer); scored {
		mv, info, err = Search(ctx, s, history, p.forcedAtOnce(s), req.Seed, report)
	} else {
		mv, info, err = SearchMulti(ctx, s, p, req.Seed, begin, report)
	}
	if err != nil {
		return Reply{}, err
	}
	info.Elapsed = time.Since(begin)
	return Reply{ID: req.ID, Final: true, Move: s.MoveString(mv), Info: info}, nil
}
