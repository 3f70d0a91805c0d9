package proof

import (
	"context"
	"fmt"

	"parlour/game"
)

// forcer searches whether the solver can force a goal "in N": every move
// of the solver tried (an OR), every reply of the defender tried (an AND),
// each stopping at the first move that decides it, which is alpha-beta on
// a value that is only true or false; nothing else is pruned, and no
// position is judged by an estimate. A turn is every move a side makes
// while it stays to move (a chain of jumps).
type forcer struct {
	ctx    context.Context
	s      game.State
	goal   Goal
	solver game.Player
	base   int // the solver's score or piece lead at the start
	nodes  int64
	limit  int64
	err    error
	bufs   [][]game.Move
}

func (p *Prover) newForcer(ctx context.Context, s game.State, goal Goal) *forcer {
	f := &forcer{ctx: ctx, s: s.Clone(), goal: goal, solver: s.ToMove(), limit: p.nodeLimit()}
	f.base = f.measure()
	return f
}

// measure is the quantity a TakeIn or MaterialIn goal counts.
func (f *forcer) measure() int {
	switch f.goal.Kind {
	case TakeIn:
		if sc, ok := f.s.(game.Scorer); ok {
			return sc.Score(f.solver)
		}
	case MaterialIn:
		return Lead(f.s, f.solver)
	}
	return 0
}

// Lead returns how many more pieces p has than all the other players
// together, on the board and in reserve, each piece counting one.
func Lead(s game.State, p game.Player) int {
	lead := 0
	count := func(pc game.Piece) {
		if pc.Empty() {
			return
		}
		if pc.Owner == p {
			lead++
		} else {
			lead--
		}
	}
	for i := range s.Board().Len() {
		count(s.PieceAt(i))
	}
	if r, ok := s.(game.Reserver); ok {
		for q := 0; q < s.NumPlayers(); q++ {
			for _, pc := range r.Reserve(game.Player(q)) {
				pc.Owner = game.Player(q)
				count(pc)
			}
		}
	}
	return lead
}

func (f *forcer) moves(depth int) []game.Move {
	for len(f.bufs) <= depth {
		f.bufs = append(f.bufs, nil)
	}
	f.bufs[depth] = f.s.LegalMoves(f.bufs[depth][:0])
	return f.bufs[depth]
}

func (f *forcer) tick() bool {
	f.nodes++
	if f.err != nil {
		return true
	}
	if f.nodes > f.limit {
		f.err = fmt.Errorf("%w: the proof needs more than %d positions", ErrLimit, f.limit)
		return true
	}
	if f.nodes&4095 == 0 {
		f.err = f.ctx.Err()
	}
	return f.err != nil
}

// solverTurn reports whether the solver, to move with k turns left (this
// one included), can force the goal.
func (f *forcer) solverTurn(k, depth int) bool {
	for _, m := range f.moves(depth) {
		f.s.Apply(m)
		ok := f.afterSolver(k, depth+1)
		f.s.Undo()
		if ok || f.err != nil {
			return ok
		}
	}
	return false
}

// afterSolver judges the position after a move of the solver with k turns
// left, this one included.
func (f *forcer) afterSolver(k, depth int) bool {
	if f.tick() {
		return false
	}
	o := f.s.Outcome()
	switch {
	case o.Over:
		return o.Won(f.solver) && f.goal.Kind != TakeIn || f.goal.Kind == TakeIn && f.measure()-f.base >= f.goal.K
	case f.goal.Kind == TakeIn && f.measure()-f.base >= f.goal.K:
		return true
	case f.s.ToMove() == f.solver:
		return f.solverTurn(k, depth)
	case k == 1 && f.goal.Kind != MaterialIn:
		return false
	}
	return f.defenderTurn(k, depth)
}

// defenderTurn reports whether every reply of the defender still lets the
// solver force the goal.
func (f *forcer) defenderTurn(k, depth int) bool {
	for _, m := range f.moves(depth) {
		f.s.Apply(m)
		ok := f.afterDefender(k, depth+1)
		f.s.Undo()
		if !ok || f.err != nil {
			return false
		}
	}
	return true
}

func (f *forcer) afterDefender(k, depth int) bool {
	if f.tick() {
		return false
	}
	o := f.s.Outcome()
	switch {
	case o.Over:
		return o.Won(f.solver) && f.goal.Kind != TakeIn
	case f.s.ToMove() != f.solver:
		return f.defenderTurn(k, depth)
	case f.goal.Kind == MaterialIn && f.measure()-f.base >= f.goal.K:
		return true
	case k == 1:
		return false
	}
	return f.solverTurn(k-1, depth)
}

// forcing returns the moves of the solver, to move with k turns left, that
// force the goal.
func (f *forcer) forcing(k int) []game.Move {
	var out []game.Move
	for _, m := range f.s.LegalMoves(nil) {
		f.s.Apply(m)
		ok := f.afterSolver(k, 0)
		f.s.Undo()
		if f.err != nil {
			return nil
		}
		if ok {
			out = append(out, m)
		}
	}
	return out
}

// done reports whether the line has reached the goal after a move of the
// solver on its last turn (k left).
func (f *forcer) done(k int) bool {
	o := f.s.Outcome()
	if o.Over {
		return true
	}
	if f.goal.Kind == TakeIn && f.measure()-f.base >= f.goal.K {
		return true
	}
	return f.goal.Kind == MaterialIn && k == 1 && f.s.ToMove() != f.solver
}

// line proves the goal and returns the line: exactly one move forces it at
// every turn of the solver; the defender plays the reply after which the
// goal takes the most turns. A win, as with the exact tables' (proveWin),
// stops after the solver's last move where, at a later turn, several
// moves keep it: the win is then proven, and any of them would do.
func (f *forcer) line() ([]game.Move, error) {
	k := f.goal.N
	var line []game.Move
	mine := 0 // the line's length after the solver's last move
	for ply := 0; ; ply++ {
		if f.s.ToMove() == f.solver {
			ms := f.forcing(k)
			if f.err != nil {
				return nil, f.err
			}
			if len(ms) > 1 && f.goal.Kind == WinIn && mine > 0 && mine < len(line) {
				return line[:mine], nil
			}
			if len(ms) != 1 {
				return nil, unproven("%d moves reach the goal at the %s (%s)", len(ms), which(ply), moveList(f.s, ms))
			}
			line = append(line, ms[0])
			mine = len(line)
			f.s.Apply(ms[0])
			if f.done(k) {
				return line, nil
			}
			continue
		}
		// The defender: the reply after which the solver needs the most
		// turns, the first such in move order.
		best, need := game.Move(0), 0
		for _, m := range f.s.LegalMoves(nil) {
			f.s.Apply(m)
			n := 0
			for j := 1; j <= k && n == 0 && f.err == nil; j++ {
				if f.afterDefender(j, 0) {
					n = j
				}
			}
			f.s.Undo()
			if f.err != nil {
				return nil, f.err
			}
			if n == 0 {
				return nil, fmt.Errorf("the defence escapes with %s: the search disagrees with itself", f.s.MoveString(m))
			}
			if n > need {
				best, need = m, n
			}
		}
		line = append(line, best)
		f.s.Apply(best)
		if f.s.ToMove() == f.solver {
			k--
		}
		if o := f.s.Outcome(); o.Over {
			return line, nil
		}
	}
}
