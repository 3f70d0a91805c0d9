package engine

import (
	"context"
	"errors"
	"time"

	"parlour/game"
)

// A solo game is a one-player game whose goal is a won outcome. The solver
// searches it through the State interface alone; a state may make the
// search much faster by implementing the optional interfaces below.

// Symmetric is implemented by solo states that can name their position
// up to the symmetries of the board that keep the goal. Positions with the
// same key must be equally solvable in equally many moves; the solver
// then remembers one dead position for all its mirror images.
type Symmetric interface {
	SymmetricKey() uint64
}

// Pruner is implemented by solo states that can prove cheaply that the
// goal is out of reach from the current position (a pagoda function, a
// parity class).
type Pruner interface {
	Hopeless() bool
}

// MoveBounder is implemented by solo states that can bound from below
// the number of moves still needed to reach the goal, counting a chain of
// jumps by one piece as one move. The bound must never overestimate.
type MoveBounder interface {
	MovesNeeded() int
}

// GoalOracle is implemented by solo states that know, for some
// positions, whether the goal can be reached, from a table computed
// ahead of time. known is false where the state cannot tell; the solver
// then searches.
type GoalOracle interface {
	GoalReachable() (reachable, known bool)
}

// MoveEnder is implemented by states that can give the first and last
// point of a move's path without allocating, as MovePath would; the
// shortest search asks it for every move.
type MoveEnder interface {
	MoveEnds(m game.Move) (from, to int)
}

// Chains: a move continues the previous one when its path starts where the
// previous move's path ended (the same piece jumps again). In the classic
// count of a solo game's moves such a chain is one move.
func continuesChain(prevTo int, path []int) bool {
	return prevTo >= 0 && len(path) > 0 && path[0] == prevTo
}

func lastPathPoint(path []int) int {
	if len(path) == 0 {
		return -1
	}
	return path[len(path)-1]
}

// errSoloStopped is returned when a solo search runs out of time or nodes.
var errSoloStopped = errors.New("the search ran out of time")

// soloSearch holds what every solo search needs: the state, its
// optional helpers, limits and counters.
type soloSearch struct {
	st       game.State
	sym      Symmetric
	prune    Pruner
	oracle   GoalOracle
	bound    MoveBounder
	ender    MoveEnder
	eval     Evaluator
	ctx      context.Context
	deadline time.Time
	maxNodes int64
	nodes    int64
	err      error
	moves    [][]game.Move // move buffers per depth
}

func newSoloSearch(ctx context.Context, s game.State, budget time.Duration, maxNodes int64) *soloSearch {
	x := &soloSearch{st: s, ctx: ctx, maxNodes: maxNodes}
	x.sym, _ = s.(Symmetric)
	x.prune, _ = s.(Pruner)
	x.oracle, _ = s.(GoalOracle)
	x.bound, _ = s.(MoveBounder)
	x.ender, _ = s.(MoveEnder)
	x.eval, _ = s.(Evaluator)
	if budget != 0 { // a budget below 0 is already spent
		x.deadline = time.Now().Add(budget)
	}
	return x
}

func (x *soloSearch) key() uint64 {
	if x.sym != nil {
		return x.sym.SymmetricKey()
	}
	return Key(x.st)
}

// soloKey names s's position as a solo search does (soloSearch.key).
func soloKey(s game.State) uint64 {
	if sym, ok := s.(Symmetric); ok {
		return sym.SymmetricKey()
	}
	return Key(s)
}

// tick counts a node and reports whether the search must stop.
func (x *soloSearch) tick() bool {
	x.nodes++
	if x.err != nil {
		return true
	}
	if x.maxNodes > 0 && x.nodes >= x.maxNodes {
		x.err = errSoloStopped
	} else if x.nodes&4095 == 0 {
		switch {
		case x.ctx.Err() != nil:
			x.err = x.ctx.Err()
		case !x.deadline.IsZero() && time.Now().After(x.deadline):
			x.err = errSoloStopped
		}
	}
	return x.err != nil
}

// ends returns the first and last point of m's path, or -1 for none.
func (x *soloSearch) ends(m game.Move) (from, to int) {
	if x.ender != nil {
		return x.ender.MoveEnds(m)
	}
	path := x.st.MovePath(m)
	if len(path) == 0 {
		return -1, -1
	}
	return path[0], path[len(path)-1]
}

// knownDead reports whether the state's oracle knows the goal is out of
// reach. A position it knows to be live is searched as usual: its dead
// children are then cut at once, so the search walks straight down a
// solution.
func (x *soloSearch) knownDead() bool {
	if x.oracle == nil {
		return false
	}
	live, known := x.oracle.GoalReachable()
	return known && !live
}

func (x *soloSearch) buffer(depth int) []game.Move {
	for len(x.moves) <= depth {
		x.moves = append(x.moves, make([]game.Move, 0, 32))
	}
	return x.moves[depth][:0]
}

// soloSolver finds any way to the goal: depth-first, remembering every
// position proven dead.
type soloSolver struct {
	*soloSearch
	dead *soloKeySet
	line []game.Move
}

// solve reports whether the goal can be reached from the current position
// and leaves the moves of a solution, last first, in x.line.
func (x *soloSolver) solve(depth int) bool {
	if x.tick() {
		return false
	}
	o := x.st.Outcome()
	if o.Over {
		return o.Won(0)
	}
	if x.knownDead() {
		return false
	}
	k := x.key()
	if x.dead.has(k) {
		return false
	}
	if x.prune != nil && x.prune.Hopeless() {
		x.dead.add(k)
		return false
	}
	moves := x.st.LegalMoves(x.buffer(depth))
	x.moves[depth] = moves
	x.byEvaluation(moves)
	for _, m := range moves {
		x.st.Apply(m)
		ok := x.solve(depth + 1)
		x.st.Undo()
		if ok {
			x.line = append(x.line, m)
			return true
		}
		if x.err != nil {
			return false
		}
	}
	if x.err == nil {
		x.dead.add(k)
	}
	return false
}

// byEvaluation sorts moves best first by the state's evaluation of the
// position after them, when it has one: the search then tries the
// promising moves first.
func (x *soloSearch) byEvaluation(moves []game.Move) {
	if x.eval == nil || len(moves) < 2 {
		return
	}
	var buf [64]int
	scores := buf[:0]
	for _, m := range moves {
		x.st.Apply(m)
		scores = append(scores, -x.eval.Evaluate())
		x.st.Undo()
	}
	sortSoloMoves(moves, scores)
}

// sortSoloMoves sorts moves by ascending score, keeping ties in order.
func sortSoloMoves(moves []game.Move, scores []int) {
	for i := 1; i < len(moves); i++ {
		for j := i; j > 0 && scores[j] < scores[j-1]; j-- {
			scores[j], scores[j-1] = scores[j-1], scores[j]
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
}

// soloShortest finds a solution with the fewest classic moves by iterative
// deepening on the number of moves, pruned by the state's lower bound and
// by a table of positions proven to need more moves than were left.
type soloShortest struct {
	*soloSearch
	dead  *soloKeySet
	table *soloBudgets
	line  []game.Move
	// limited records that the budget cut the search short somewhere
	// below the current node; a node that fails without it is dead for
	// any budget.
	limited bool
}

// node searches from a position where a new move begins, with budget
// moves left.
func (x *soloShortest) node(budget, depth int) bool {
	if x.tick() {
		return false
	}
	o := x.st.Outcome()
	if o.Over {
		return o.Won(0)
	}
	if budget <= 0 {
		x.limited = true
		return false
	}
	if x.knownDead() {
		return false
	}
	k := x.key()
	if x.dead.has(k) {
		return false
	}
	if x.table.insufficient(k) >= budget {
		x.limited = true
		return false
	}
	if x.prune != nil && x.prune.Hopeless() {
		x.dead.add(k)
		return false
	}
	if x.bound != nil && x.bound.MovesNeeded() > budget {
		x.limited = true
		return false
	}
	outer := x.limited
	x.limited = false
	defer func() { x.limited = x.limited || outer }()
	moves := x.st.LegalMoves(x.buffer(depth))
	x.moves[depth] = moves
	x.order(moves)
	for _, m := range moves {
		_, to := x.ends(m)
		x.st.Apply(m)
		ok := x.chain(budget-1, to, depth+1)
		x.st.Undo()
		if ok {
			x.line = append(x.line, m)
			return true
		}
		if x.err != nil {
			return false
		}
	}
	switch {
	case x.err != nil:
	case x.limited:
		x.table.store(k, budget)
	default:
		x.dead.add(k)
	}
	return false
}

// order sorts moves by the bound on the moves needed after them, so that
// moves that make progress come first.
func (x *soloShortest) order(moves []game.Move) {
	if x.bound == nil {
		return
	}
	var buf [64]int
	scores := buf[:0]
	for _, m := range moves {
		x.st.Apply(m)
		scores = append(scores, x.bound.MovesNeeded())
		x.st.Undo()
	}
	sortSoloMoves(moves, scores)
}

// chain searches from a position in the middle of a move: the piece on
// point at may jump on for free, or the move may end here with budget
// moves left.
func (x *soloShortest) chain(budget, at, depth int) bool {
	// Jumping on is free, so it is tried before ending the move.
	moves := x.st.LegalMoves(x.buffer(depth))
	x.moves[depth] = moves
	for i := 0; i < len(x.moves[depth]); i++ {
		m := x.moves[depth][i]
		from, to := x.ends(m)
		if at < 0 || from != at {
			continue
		}
		x.st.Apply(m)
		ok := x.chain(budget, to, depth+1)
		x.st.Undo()
		if ok {
			x.line = append(x.line, m)
			return true
		}
		if x.err != nil {
			return false
		}
	}
	return x.node(budget, depth)
}

// ClassicMoves counts the moves of a sequence of solo moves played from
// s, a chain of moves by one piece counting once. prevTo is the point the
// last move before s ended on, or -1.
func ClassicMoves(s game.State, moves []game.Move, prevTo int) int {
	c := s.Clone()
	n := 0
	for _, m := range moves {
		path := c.MovePath(m)
		if !continuesChain(prevTo, path) {
			n++
		}
		prevTo = lastPathPoint(path)
		c.Apply(m)
	}
	return n
}
