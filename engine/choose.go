package engine

import (
	"context"
	"math/rand/v2"
	"time"

	"parlour/game"
	"parlour/guard"
	"parlour/lang"
)

// Choose picks a move for the position named by req at req.Level. It is
// synchronous; progress, when not nil, receives reports with Final false
// after each completed search iteration. The returned reply is final and
// carries req.ID. When the game is Solvable, Info.Verdict states the exact
// result from the current position ("Hounds win in 17 moves, counting
// both sides", or "Draw with best play"). Perfect plays from the solver's table in
// solvable games, so Choose at Perfect also serves as an analysis (Hint).
func Choose(ctx context.Context, req Request, progress func(Reply)) (Reply, error) {
	begin := time.Now()
	m, history, err := buildMatch(req)
	if err != nil {
		return Reply{}, err
	}
	p, err := req.Level.paramsIn(m.Game(), m.State().NumPlayers())
	if err != nil {
		return Reply{}, err
	}
	if req.Budget > 0 {
		p.Budget = req.Budget
	}
	if req.Full {
		p.Depth, p.Nodes, p.Exact, p.Full, p.NoTable = MaxDepth, 0, false, true, !req.Table
	}
	if m.Outcome().Over {
		return Reply{}, errGameOver
	}
	s := m.State()
	switch n := s.NumPlayers(); {
	case n == 1:
		return chooseSolo(ctx, req, m, p, progress, begin)
	case n > 2:
		return chooseMulti(ctx, req, m, history, p, progress, begin)
	}

	var table *Table
	var verdict Verdict
	if m.Game().Solvable {
		if t, r, ok := lookupSolved(m, req.Start); ok {
			table, verdict = t, r.Verdict()
		}
	}
	if err := ctx.Err(); err != nil {
		return Reply{}, err
	}

	var note Note
	if p.Exact && table == nil {
		if r, ok := bookReply(req, m, begin); ok {
			return r, nil
		}
		note = tableNote(s)
	}

	var mv game.Move
	var info Info
	if p.Exact && table != nil {
		rng := rand.New(rand.NewPCG(req.Seed, 0x7461626c65))
		mv, info, err = perfectMove(table, s, history, rng)
		info.Elapsed = time.Since(begin)
	} else {
		report := func(i Info) {
			if progress != nil {
				i.Verdict, i.Note = verdict, note
				progress(Reply{ID: req.ID, Info: i})
			}
		}
		mv, info, err = Search(ctx, s, history, p.forcedAtOnce(s), req.Seed, report)
	}
	if err != nil {
		return Reply{}, err
	}
	info.Verdict, info.Note = verdict, note
	return Reply{ID: req.ID, Final: true, Move: s.MoveString(mv), Info: info}, nil
}

// Answer answers a request as a Thinker does: with Choose's move; when
// req.Values is set, with the value of every legal move (see MoveValues)
// in the final reply's Values; when req.Line is set, with the value of
// every position of the game (see LineValues) in its Line. The time taken
// is in its Info.
//
// A panic in the search or in the game's code becomes a *guard.Bug error,
// logged with its stack, so that the program that asked goes on (the
// computer then falls back to a simpler level, see midend.Session).
func Answer(ctx context.Context, req Request, progress func(Reply)) (r Reply, err error) {
	defer guard.Recover("the engine's answer to "+req.Game, &err)
	return answer(ctx, req, progress)
}

func answer(ctx context.Context, req Request, progress func(Reply)) (Reply, error) {
	begin := time.Now()
	if req.Line {
		line, err := LineValues(ctx, req)
		if err != nil {
			return Reply{}, err
		}
		return Reply{ID: req.ID, Final: true, Line: line, Info: Info{Elapsed: time.Since(begin)}}, nil
	}
	if !req.Values {
		return Choose(ctx, req, progress)
	}
	v, err := MoveValues(ctx, req)
	if err != nil {
		return Reply{}, err
	}
	return Reply{ID: req.ID, Final: true, Values: &v, Info: Info{Elapsed: time.Since(begin), Note: v.Note}}, nil
}

// forcedAtOnce returns p for a search from s: one ply deep when s has a
// single legal move, so that a forced move is answered at once.
func (p Params) forcedAtOnce(s game.State) Params {
	if len(s.LegalMoves(nil)) == 1 {
		p.Depth = 1
	}
	return p
}

// Match replays the request's moves from its start and returns the match,
// with the same checks and messages as Choose.
func (req Request) Match() (*game.Match, error) {
	m, _, err := buildMatch(req)
	return m, err
}

// buildMatch replays req's moves from its start. It returns the match and
// the keys of the positions before the current one, oldest first. A bad
// game, option, start or move gives an error that says which.
func buildMatch(req Request) (*game.Match, []uint64, error) {
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
		k := Key(m.State())
		if err := m.PlayString(mv); err != nil {
			return nil, nil, &game.Worded{Text: lang.T("move %d (%s): %s", i+1, mv, err), Err: err}
		}
		history = append(history, k)
	}
	return m, history, nil
}

// lookupSolved finds the current position of m in a solved table: the
// table of the variant's standard start, else one solved from start.
func lookupSolved(m *game.Match, start string) (*Table, Result, bool) {
	starts := []string{""}
	if start != "" {
		starts = append(starts, start)
	}
	for _, st := range starts {
		t, err := SolveGame(m.Game(), m.Options(), st)
		if err != nil {
			return nil, Result{}, false
		}
		if r, ok := t.Lookup(m.State()); ok {
			return t, r, true
		}
	}
	return nil, Result{}, false
}

// MateIn converts a solved result into a search score for the given player.
func MateIn(r Result, p game.Player) int {
	switch {
	case r.Draw():
		return 0
	case r.Winner == p:
		return MateScore - r.Plies
	}
	return -(MateScore - r.Plies)
}

// perfectMove plays from the table. A move that would complete a
// repetition of the game's history counts as a draw, since the match would
// end there.
func perfectMove(t *Table, s game.State, history []uint64, rng *rand.Rand) (game.Move, Info, error) {
	vals, err := t.MoveValues(s)
	if err != nil {
		return 0, Info{}, err
	}
	if r := s.Repetition(); r > 0 {
		seen := map[uint64]int{Key(s): 1}
		for _, k := range history {
			seen[k]++
		}
		c := s.Clone()
		for i := range vals {
			c.Apply(vals[i].Move)
			if seen[Key(c)] >= r-1 {
				vals[i].Result = Result{Winner: game.NoPlayer}
			}
			c.Undo()
		}
	}
	mover := s.ToMove()
	best := bestValues(mover, vals)
	pick := best[rng.IntN(len(best))]
	res := parentResult(pick.Result)
	info := Info{Depth: res.Plies, Score: MateIn(res, mover), PV: perfectLine(t, s, pick.Move, 40)}
	return pick.Move, info, nil
}

// perfectLine writes first and up to n-1 further moves of perfect play.
func perfectLine(t *Table, s game.State, first game.Move, n int) []string {
	c := s.Clone()
	line := []string{c.MoveString(first)}
	c.Apply(first)
	for len(line) < n {
		m, _, err := t.BestMove(c, nil)
		if err != nil {
			break
		}
		line = append(line, c.MoveString(m))
		c.Apply(m)
	}
	return line
}
