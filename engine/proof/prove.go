// Package proof proves puzzles: that exactly one first move reaches a
// puzzle's goal, by the exact tables of a solved game, the engine's solo
// solver (of games of one player), an enumeration of every way to play a
// turn or a full-width search to the exact depth the goal needs. It also
// finds such puzzles in positions from play and rates them (Make,
// Verify). Like
// package engine it knows no game by name: it reads a game through its
// State and the optional interfaces it implements (game.Scorer,
// game.Reserver, game.Retrograde). docs/ai.md says how each goal is
// proven.
package proof

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"parlour/engine"
	"parlour/game"
)

// ErrUnproven is wrapped by the error of a goal that no first move
// reaches, or that more than one reaches: the position is no puzzle.
var ErrUnproven = errors.New("not a puzzle")

// ErrLimit is wrapped by the error of a proof that needed more positions
// than its Prover allows: the position may or may not be a puzzle.
var ErrLimit = errors.New("too large to prove")

// Proof is what proving a goal found.
type Proof struct {
	Goal  Goal
	Line  []game.Move // the one first move, then the best defence and the solver's only replies
	Moves int         // legal first moves in the position
	Nodes int64       // positions the proof visited
}

// Prover proves goals in positions of one game variant. It keeps what it
// solved (a game's table, the solo solver's memory) between proofs. It is
// not safe for concurrent use.
type Prover struct {
	game  *game.Game
	opts  game.Options
	seats []game.Noun
	// Retro allows a retrograde solve of the whole variant (minutes and
	// gigabytes, see docs/measurements.md) for Win goals in a game that
	// offers one (game.Retrograde).
	Retro bool
	// Guide, in a game that offers a retrograde solve, has the solve only
	// pick the goal: Find proves a win "in N" where the solve says
	// exactly one move wins fastest, within N turns, and no win in N
	// elsewhere, and proves it by search, so that the set needs no solve
	// to be proven again. Catch the Hare's levels see every win in 4, and
	// proving that no win in 5 exists, at every position examined, would
	// take a second or more each.
	Guide bool
	// Nodes bounds one proof's search; 0 means DefaultNodes.
	Nodes int64
	// MaxPlies bounds a Win or Clear puzzle's line; 0 means
	// DefaultMaxPlies.
	MaxPlies int

	table *engine.Table
	retro *engine.RetroTable
	space engine.RetroSpace
	memo  *engine.SoloMemo
}

// Default limits of a Prover.
const (
	DefaultNodes = 4_000_000
	// GuidedNodes bounds the proof of a win the retrograde solve has
	// found (Prover.Guide), and Verify's proofs of a set's puzzles: a win
	// in 5 of Catch the Hare takes up to about 7 million positions.
	GuidedNodes     = 100_000_000
	DefaultMaxPlies = 60
)

// NewProver returns a prover for game g with the given options.
func NewProver(g *game.Game, opts game.Options) (*Prover, error) {
	resolved, err := game.Resolve(g.Options, opts)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", g.ID, err)
	}
	return &Prover{game: g, opts: resolved, seats: g.SeatNouns(resolved), memo: engine.NewSoloMemo()}, nil
}

// Seats returns the nouns of the seats, for goal texts.
func (p *Prover) Seats() []game.Noun { return p.seats }

// Prove proves goal in s: exactly one first move reaches it, and at every
// later turn of the solver in the line exactly one move still reaches it
// (so the line is the only way to the goal against its defence). A Win
// line stops where several moves keep the win: the win is then proven,
// and any of them would do. The line
// follows the best defence: the slowest loss, the reply that makes the
// goal take longest. A position where the goal is not met so is an error
// wrapping ErrUnproven; running out of nodes or time is another error.
func (p *Prover) Prove(ctx context.Context, s game.State, goal Goal) (Proof, error) {
	if o := s.Outcome(); o.Over {
		return Proof{}, fmt.Errorf("%w: the game is over", ErrUnproven)
	}
	if goal.Kind != Clear && goal.Side != s.ToMove() {
		return Proof{}, fmt.Errorf("%w: the goal is for %s, but %s is to move", ErrUnproven, seatName(p.seats, goal.Side), seatName(p.seats, s.ToMove()))
	}
	pr := Proof{Goal: goal, Moves: len(s.LegalMoves(nil))}
	var err error
	switch goal.Kind {
	case Win:
		pr.Line, pr.Nodes, err = p.proveWin(ctx, s)
	case WinIn, TakeIn, MaterialIn:
		if goal.N < 1 || goal.N > MaxTurns || (goal.Kind != WinIn && goal.K < 1) {
			return pr, fmt.Errorf("%w: goal %+v out of range", ErrUnproven, goal)
		}
		f := p.newForcer(ctx, s, goal)
		pr.Line, err = f.line()
		pr.Nodes = f.nodes
	case MostTakes:
		pr.Line, pr.Nodes, err = p.proveMost(ctx, s)
	case Clear:
		pr.Line, pr.Nodes, err = p.proveClear(ctx, s)
	default:
		err = fmt.Errorf("unknown kind of goal %d", goal.Kind)
	}
	return pr, err
}

func unproven(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrUnproven, fmt.Sprintf(format, args...))
}

// moveList writes moves of s for a message.
func moveList(s game.State, moves []game.Move) string {
	names := make([]string, len(moves))
	for i, m := range moves {
		names[i] = s.MoveString(m)
	}
	return strings.Join(names, ", ")
}

// which names a turn of the line for a message: "first move", "move 3".
func which(ply int) string {
	if ply == 0 {
		return "first move"
	}
	return fmt.Sprintf("move %d of the line", ply+1)
}

// exactValues returns the exact value of every legal move of s, from the
// game's solved table or its retrograde solve, solving it the first time.
func (p *Prover) exactValues(ctx context.Context, s game.State) ([]engine.MoveValue, error) {
	if p.table == nil && p.retro == nil {
		if err := p.solve(ctx); err != nil {
			return nil, err
		}
	}
	if p.table != nil {
		return p.table.MoveValues(s)
	}
	c := s.Clone()
	moves := c.LegalMoves(nil)
	out := make([]engine.MoveValue, 0, len(moves))
	for _, m := range moves {
		c.Apply(m)
		rs, ok := c.(game.Retrograde)
		if !ok {
			c.Undo()
			return nil, fmt.Errorf("%s: a position is not numbered for the retrograde solve", p.game.Name)
		}
		r, err := engine.RetroValue(p.retro, p.space, rs)
		c.Undo()
		if err != nil {
			return nil, err
		}
		out = append(out, engine.MoveValue{Move: m, Result: r})
	}
	return out, nil
}

// solve obtains the exact values of the variant.
func (p *Prover) solve(ctx context.Context) error {
	if p.game.Solvable {
		t, err := engine.SolveGame(p.game, p.opts, "")
		p.table = t
		return err
	}
	start, err := p.game.New(p.opts)
	if err != nil {
		return err
	}
	rs, ok := start.(game.Retrograde)
	if !ok || !p.Retro && !p.Guide {
		return fmt.Errorf("%s has no exact tables a proof may use (a win is proven in so many moves instead)", p.game.Name)
	}
	if p.space, err = rs.RetroSpace(); err != nil {
		return err
	}
	p.retro, _, err = engine.RetroSolve(ctx, p.space, 0, nil)
	return err
}

// HasExact reports whether Win goals can be proven in this variant.
func (p *Prover) HasExact() bool {
	if p.game.Solvable {
		return true
	}
	s, err := p.game.New(p.opts)
	if err != nil {
		return false
	}
	_, ok := s.(game.Retrograde)
	return ok && p.Retro && s.NumPlayers() == 2
}

// guided reports whether Find takes its wins "in N" from the retrograde
// solve (Guide).
func (p *Prover) guided(s game.State) bool {
	_, ok := s.(game.Retrograde)
	return ok && p.Guide && s.NumPlayers() == 2
}

// proveWin follows the exact values: the solver must have exactly one
// winning move at the first turn; the defender loses as slowly as it can;
// the line goes on while the solver's winning move is the only one and
// stops, after the solver's last move, where several moves win.
func (p *Prover) proveWin(ctx context.Context, s game.State) ([]game.Move, int64, error) {
	solver := s.ToMove()
	c := s.Clone()
	var line []game.Move
	var nodes int64
	limit := p.MaxPlies
	if limit <= 0 {
		limit = DefaultMaxPlies
	}
	for ply := 0; !c.Outcome().Over; ply++ {
		if ply >= limit {
			return nil, nodes, unproven("the win takes more than %d plies", limit)
		}
		if err := ctx.Err(); err != nil {
			return nil, nodes, err
		}
		vals, err := p.exactValues(ctx, c)
		if err != nil {
			return nil, nodes, err
		}
		nodes += int64(len(vals))
		if c.ToMove() == solver {
			var wins []game.Move
			for _, v := range vals {
				if v.Result.Winner == solver {
					wins = append(wins, v.Move)
				}
			}
			if len(wins) > 1 && ply > 0 {
				// From here any of several moves keeps the win: the
				// puzzle is solved; the defence's last reply is not
				// part of it.
				return line[:len(line)-1], nodes, nil
			}
			if len(wins) != 1 {
				return nil, nodes, unproven("%d moves win at the %s (%s)", len(wins), which(ply), moveList(c, wins))
			}
			line = append(line, wins[0])
			c.Apply(wins[0])
			continue
		}
		best, slowest := game.Move(0), -1
		for _, v := range vals {
			if v.Result.Winner != solver {
				return nil, nodes, fmt.Errorf("the table lets the defence escape at %s: the tables disagree with themselves", which(ply))
			}
			if v.Result.Plies > slowest {
				best, slowest = v.Move, v.Result.Plies
			}
		}
		line = append(line, best)
		c.Apply(best)
	}
	return line, nodes, nil
}

// proveClear runs the solo solver on every move: exactly one keeps the
// goal reachable, at every step to the end.
func (p *Prover) proveClear(ctx context.Context, s game.State) ([]game.Move, int64, error) {
	if s.NumPlayers() != 1 {
		return nil, 0, fmt.Errorf("clearing the board is a goal of one-player games, not of %d players", s.NumPlayers())
	}
	limit := p.MaxPlies
	if limit <= 0 {
		limit = DefaultMaxPlies
	}
	c := s.Clone()
	var line []game.Move
	var nodes int64
	for ply := 0; !c.Outcome().Over; ply++ {
		if ply >= limit {
			return nil, nodes, unproven("the solution takes more than %d moves", limit)
		}
		var live []game.Move
		for _, m := range c.LegalMoves(nil) {
			c.Apply(m)
			var r engine.SoloResult
			var err error
			if o := c.Outcome(); o.Over {
				r.Solvable = o.Won(0)
			} else {
				r, err = engine.SolveSolo(ctx, c, p.memo, engine.SoloLimits{Nodes: p.nodeLimit()})
			}
			c.Undo()
			nodes += r.Nodes
			if err != nil && ctx.Err() == nil {
				return nil, nodes, fmt.Errorf("%w: %v", ErrLimit, err)
			}
			if err != nil {
				return nil, nodes, err
			}
			if r.Solvable {
				live = append(live, m)
			}
		}
		if len(live) != 1 {
			return nil, nodes, unproven("%d moves keep the goal in reach at the %s (%s)", len(live), which(ply), moveList(c, live))
		}
		line = append(line, live[0])
		c.Apply(live[0])
	}
	if !c.Outcome().Won(0) {
		return nil, nodes, fmt.Errorf("the solver's line ends without reaching the goal")
	}
	return line, nodes, nil
}

func (p *Prover) nodeLimit() int64 {
	if p.Nodes > 0 {
		return p.Nodes
	}
	return DefaultNodes
}

// proveMost enumerates every way the solver can play its turn (a chain of
// moves while it stays to move) and demands that exactly one raises its
// score the most, by at least two.
func (p *Prover) proveMost(ctx context.Context, s game.State) ([]game.Move, int64, error) {
	sc, ok := s.(game.Scorer)
	if !ok {
		return nil, 0, errors.New("the game keeps no score: a chain of jumps cannot be counted")
	}
	solver := s.ToMove()
	e := &chains{ctx: ctx, s: s.Clone(), solver: solver, start: sc.Score(solver), limit: p.nodeLimit()}
	e.walk()
	if e.err != nil {
		return nil, e.nodes, e.err
	}
	if e.best < 2 {
		return nil, e.nodes, unproven("the best turn scores %d", e.best)
	}
	if e.count != 1 {
		return nil, e.nodes, unproven("%d ways to play the turn score %d", e.count, e.best)
	}
	return e.line, e.nodes, nil
}

// chains enumerates the sequences of moves of one turn.
type chains struct {
	ctx         context.Context
	s           game.State
	solver      game.Player
	start       int
	path        []game.Move
	best, count int
	line        []game.Move
	firsts      []game.Move // the first move of every turn that scores best
	nodes       int64
	limit       int64
	err         error
}

func (e *chains) walk() {
	if e.err != nil {
		return
	}
	e.nodes++
	if e.nodes > e.limit {
		e.err = fmt.Errorf("%w: more than %d ways to play the turn", ErrLimit, e.limit)
		return
	}
	if e.nodes&1023 == 0 {
		if err := e.ctx.Err(); err != nil {
			e.err = err
			return
		}
	}
	if len(e.path) > 0 && (e.s.Outcome().Over || e.s.ToMove() != e.solver) {
		gain := e.s.(game.Scorer).Score(e.solver) - e.start
		switch {
		case gain > e.best || e.count == 0:
			e.best, e.count = gain, 1
			e.line = append(e.line[:0], e.path...)
			e.firsts = append(e.firsts[:0], e.path[0])
		case gain == e.best:
			e.count++
			e.firsts = append(e.firsts, e.path[0])
		}
		return
	}
	for _, m := range e.s.LegalMoves(nil) {
		e.path = append(e.path, m)
		e.s.Apply(m)
		e.walk()
		e.s.Undo()
		e.path = e.path[:len(e.path)-1]
	}
}
