package baseline

import (
	"context"
	"errors"
	"math/rand/v2"
	"sort"
	"sync"
	"time"

	"parlour/engine"
	"parlour/game"
)

// Search scores, as the engine's.
const (
	mateThreshold = engine.MateScore - 10*engine.MaxDepth
	maxEval       = engine.MateScore / 2
	infinity      = engine.MateScore + 1
)

// searcher is one alpha-beta search: negamax with iterative deepening,
// principal variation search and simple late move reductions for
// engine.Tactical states.
type searcher struct {
	st      game.State
	eval    engine.Evaluator      // st as an Evaluator, or nil
	tac     engine.Tactical       // st as a Tactical, or nil
	lister  engine.TacticalLister // st as a TacticalLister when it is a Tactical, or nil
	root    game.Player
	solo    bool                  // a solo game: the game has one player
	history [2][historySize]int32 // move-ordering credit, per side
	tt      *ttable

	repetition bool
	past       map[uint64]bool // keys of positions played before the root
	path       []uint64        // keys of the positions above the current node

	ctx      context.Context
	deadline time.Time
	maxNodes int64
	canStop  bool // budgets apply once the first iteration is complete
	stopped  bool
	err      error

	nodes   int64
	horizon int64 // depth cut-offs and repetitions seen: results are not proven

	killers   [engine.MaxDepth + 1][2]game.Move
	hasKiller [engine.MaxDepth + 1][2]bool

	moves  [engine.MaxDepth + 1][]game.Move
	scores [engine.MaxDepth + 1][]int32
	pv     [engine.MaxDepth + 2][engine.MaxDepth + 1]game.Move
	pvLen  [engine.MaxDepth + 2]int
}

const historySize = 4096

// ttBits sizes the transposition table: 2^18 entries of 24 bytes.
const ttBits = 18

// tables are reused between searches; the generation counter of each one
// keeps old entries out.
var tables = sync.Pool{New: func() any { return newTTable(ttBits) }}

// keyOf is engine.Key of a position with the given hash and player to
// move, without asking the state for the player again.
func keyOf(hash uint64, toMove game.Player) uint64 {
	return hash ^ uint64(toMove+2)*0x9e3779b97f4a7c15
}

// Search runs the frozen alpha-beta search from s, a position of a game of
// one or two players, for its player to move, as engine.Search did before
// its refinements, and returns the move it picks with what it found. Of p
// it uses Depth, Budget, Nodes, Full and NoTable as engine.Search does;
// it always plays its best move, ties broken by seed, so p may set no
// temperature. history holds the keys (engine.Key) of the positions
// played before s, for the repetition rule. progress, when not nil, gets
// an Info after every completed iteration. A search stopped by its budget
// plays the best move of its last completed iteration; a cancelled ctx
// gives ctx's error. s is not changed.
func Search(ctx context.Context, s game.State, history []uint64, p engine.Params, seed uint64, progress func(engine.Info)) (game.Move, engine.Info, error) {
	begin := time.Now()
	st := s.Clone()
	mover := st.ToMove()
	rootMoves := st.LegalMoves(nil)
	switch {
	case mover == game.NoPlayer || len(rootMoves) == 0:
		return 0, engine.Info{}, errors.New("search: the game is over")
	case st.NumPlayers() > 2:
		return 0, engine.Info{}, errors.New("search: the baseline searches games of more than two players by Monte Carlo tree search (see Choose)")
	case p.Temperature > 0:
		return 0, engine.Info{}, errors.New("search: the baseline always plays its best move; it takes no temperature")
	}
	depthLimit := min(max(p.Depth, 1), engine.MaxDepth)
	tt := tables.Get().(*ttable)
	defer tables.Put(tt)
	if p.NoTable {
		// One slot remembers almost nothing, so every iteration searches
		// its whole tree: small games cannot be exhausted early.
		tt = newTTable(0)
	}
	tt.newSearch()
	sr := &searcher{st: st, root: mover, solo: st.NumPlayers() == 1, tt: tt, ctx: ctx, maxNodes: p.Nodes}
	sr.eval, _ = st.(engine.Evaluator)
	sr.tac, _ = st.(engine.Tactical)
	if sr.tac != nil {
		sr.lister, _ = st.(engine.TacticalLister)
	}
	if p.Budget > 0 {
		sr.deadline = begin.Add(p.Budget)
	}
	if st.Repetition() > 0 {
		sr.repetition = true
		sr.past = make(map[uint64]bool, len(history))
		for _, k := range history {
			sr.past[k] = true
		}
	}
	rng := rand.New(rand.NewPCG(seed, 0x5061726c6f7572))

	roots := make([]rootMove, len(rootMoves))
	for i, m := range rootMoves {
		roots[i] = rootMove{move: m}
	}
	var info engine.Info
	var done []rootMove // root moves with scores of the last completed iteration
	for depth := 1; depth <= depthLimit; depth++ {
		if err := ctx.Err(); err != nil {
			return 0, engine.Info{}, err
		}
		sr.horizon = 0
		best, ok := sr.rootPass(roots, depth)
		if !ok {
			break
		}
		sort.SliceStable(roots, func(i, j int) bool { return roots[i].score > roots[j].score })
		done = append(done[:0], roots...)
		info = engine.Info{Depth: depth, Score: best, Nodes: sr.nodes, PV: sr.pvStrings(sr.pv[0][:sr.pvLen[0]], max(depth, mateDistance(best))), Elapsed: time.Since(begin)}
		if progress != nil {
			progress(info)
		}
		sr.canStop = true
		if p.Full {
			continue
		}
		// Every win or loss within depth plies has been seen, so a mate
		// that near is exact; one found further away through the table
		// might not be the quickest.
		proven := sr.horizon == 0 || mateDistance(best) <= depth
		halfGone := p.Budget > 0 && time.Since(begin) > p.Budget/2
		if proven || halfGone {
			break
		}
	}
	if sr.err != nil {
		return 0, engine.Info{}, sr.err
	}
	info.Nodes = sr.nodes
	info.Elapsed = time.Since(begin)
	var ties []game.Move
	for _, r := range done {
		if r.score == done[0].score {
			ties = append(ties, r.move)
		}
	}
	m := ties[rng.IntN(len(ties))]
	if len(info.PV) == 0 || info.PV[0] != st.MoveString(m) {
		// A tie was broken for another move: report that one.
		info.PV = sr.pvStrings([]game.Move{m}, len(info.PV))
	}
	return m, info, nil
}

// mateDistance returns the plies to the end of a win or loss score, or a
// number larger than any depth for other scores.
func mateDistance(score int) int {
	switch {
	case score >= mateThreshold:
		return engine.MateScore - score
	case score <= -mateThreshold:
		return engine.MateScore + score
	}
	return engine.MaxDepth + 1
}

type rootMove struct {
	move  game.Move
	score int
}

// rootPass searches every root move once, the iteration at depth. Moves
// after the first are searched with a window that just admits the best
// score so far, so every move that ties for best gets its exact score. It
// reports false when the search was stopped.
func (s *searcher) rootPass(roots []rootMove, depth int) (int, bool) {
	best := -infinity
	s.pvLen[0] = 0
	rootKey := keyOf(s.st.Hash(), s.root)
	s.path = append(s.path[:0], rootKey)
	for i := range roots {
		lo := -infinity
		if best > -infinity {
			lo = best - 1
		}
		score := s.child(roots[i].move, s.root, depth, 0, lo, infinity)
		if s.stopped {
			return 0, false
		}
		roots[i].score = score
		if score > best {
			best = score
			s.setPV(0, roots[i].move)
		}
	}
	return best, true
}

// child plays m, scores the position for mover (the player to move before
// m) and takes m back.
func (s *searcher) child(m game.Move, mover game.Player, depth, ply, alpha, beta int) int {
	s.st.Apply(m)
	s.nodes++
	var score int
	next := s.st.ToMove()
	switch {
	case next == game.NoPlayer:
		score = s.terminal(s.st.Outcome(), mover, ply+1)
		s.pvLen[ply+1] = 0
	case s.side(next) == s.side(mover):
		score = s.search(next, depth-1, ply+1, alpha, beta)
	default:
		score = -s.search(next, depth-1, ply+1, -beta, -alpha)
	}
	s.st.Undo()
	return score
}

// side is 0 for the player searched for and 1 for the other.
func (s *searcher) side(p game.Player) int {
	if p == s.root {
		return 0
	}
	return 1
}

// terminal scores a finished game for mover, quicker wins higher. A
// solo game (a game of one player) that ends without a win is lost.
func (s *searcher) terminal(o game.Outcome, mover game.Player, ply int) int {
	v := 0
	switch {
	case o.Winners == 0 && s.solo:
		v = -1
	case o.Winners == 0:
		return 0
	case o.Winner() == s.root:
		v = 1
	case o.Won(s.root):
		return 0 // a shared win
	default:
		v = -1
	}
	if s.side(mover) != 0 {
		v = -v
	}
	return v * (engine.MateScore - ply)
}

func (s *searcher) evaluate() int {
	if s.eval == nil {
		return 0
	}
	return min(max(s.eval.Evaluate(), -maxEval), maxEval)
}

// poll checks the context and the budgets.
func (s *searcher) poll() {
	if err := s.ctx.Err(); err != nil {
		s.stopped, s.err = true, err
		return
	}
	if s.canStop && !s.deadline.IsZero() && time.Now().After(s.deadline) {
		s.stopped = true
	}
}

// repeated reports whether the position with key k occurred earlier in the
// game or on the search path.
func (s *searcher) repeated(k uint64) bool {
	for _, x := range s.path {
		if x == k {
			return true
		}
	}
	return s.past[k]
}

// search returns the value of the current position, which is not over, for
// mover, its player to move.
func (s *searcher) search(mover game.Player, depth, ply, alpha, beta int) int {
	s.pvLen[ply] = 0
	if s.nodes&1023 == 0 {
		s.poll()
	}
	if s.canStop && s.maxNodes > 0 && s.nodes >= s.maxNodes {
		s.stopped = true
	}
	if s.stopped {
		return 0
	}
	key := keyOf(s.st.Hash(), mover)
	if s.repetition && s.repeated(key) {
		s.horizon++ // the value depends on the path
		return 0
	}
	if depth <= 0 || ply >= engine.MaxDepth {
		s.horizon++
		if s.tac != nil && ply < engine.MaxDepth {
			return s.quiesce(mover, ply, 0, alpha, beta)
		}
		return s.evaluate()
	}

	alphaIn := alpha
	var ttMove game.Move
	hasTTMove := false
	if e, ok := s.tt.probe(key); ok {
		bound := int(e.bound &^ (provenBit | hasMoveBit))
		proven := e.bound&provenBit != 0
		ttMove, hasTTMove = e.move, e.bound&hasMoveBit != 0
		if proven || int(e.depth) >= depth {
			sc := scoreFromTT(int(e.score), ply)
			if bound == boundExact || (bound == boundLower && sc >= beta) || (bound == boundUpper && sc <= alpha) {
				if !proven {
					s.horizon++
				}
				return sc
			}
		}
	}

	urgent := s.tac != nil && s.tac.Urgent()
	moves := s.st.LegalMoves(s.moves[ply][:0])
	s.moves[ply] = moves
	s.order(ply, moves, ttMove, hasTTMove, s.side(mover))
	horizonIn := s.horizon
	s.path = append(s.path, key)
	best, bestMove := -infinity, game.Move(0)
	for i, m := range moves {
		if i == 0 {
			bestMove = m
		}
		var score int
		if s.tac == nil || i == 0 {
			score = s.child(m, mover, depth, ply, alpha, beta)
		} else {
			score = s.scout(m, mover, depth, ply, alpha, beta, reduction(depth, i, s.scores[ply][i], urgent))
		}
		if s.stopped {
			s.path = s.path[:len(s.path)-1]
			return 0
		}
		if score > best {
			best, bestMove = score, m
			if score > alpha {
				alpha = score
				s.setPV(ply, m)
				if alpha >= beta {
					s.credit(s.side(mover), m, depth)
					s.remember(ply, m)
					break
				}
			}
		}
	}
	s.path = s.path[:len(s.path)-1]

	bound := boundExact
	switch {
	case best <= alphaIn:
		bound = boundUpper
	case best >= beta:
		bound = boundLower
	}
	bound |= hasMoveBit
	if s.horizon == horizonIn {
		bound |= provenBit
	}
	s.tt.store(key, bestMove, scoreToTT(best, ply), depth, bound)
	return best
}

// setPV makes m followed by the child's line the principal variation at ply.
func (s *searcher) setPV(ply int, m game.Move) {
	s.pv[ply][0] = m
	n := copy(s.pv[ply][1:], s.pv[ply+1][:s.pvLen[ply+1]])
	s.pvLen[ply] = n + 1
}

// pvStrings writes up to depth moves of the principal variation: line,
// continued from the transposition table where it ends early (cut-offs
// leave lines short).
func (s *searcher) pvStrings(line []game.Move, depth int) []string {
	depth = max(depth, 1)
	out := make([]string, 0, depth)
	seen := map[uint64]bool{}
	applied := 0
	for applied < depth {
		mover := s.st.ToMove()
		if mover == game.NoPlayer {
			break
		}
		key := keyOf(s.st.Hash(), mover)
		if seen[key] {
			break
		}
		seen[key] = true
		var m game.Move
		if applied < len(line) {
			m = line[applied]
		} else {
			e, ok := s.tt.probe(key)
			if !ok || e.bound&hasMoveBit == 0 || !s.legal(e.move) {
				break
			}
			m = e.move
		}
		out = append(out, s.st.MoveString(m))
		s.st.Apply(m)
		applied++
	}
	for ; applied > 0; applied-- {
		s.st.Undo()
	}
	return out
}

func (s *searcher) legal(m game.Move) bool {
	for _, l := range s.st.LegalMoves(s.moves[0][:0]) {
		if l == m {
			return true
		}
	}
	return false
}

func historyIndex(m game.Move) int { return int(uint64(m) * 0x9e3779b97f4a7c15 >> 52) }

// credit rewards a move that caused a cut-off.
func (s *searcher) credit(side int, m game.Move, depth int) {
	h := &s.history[side][historyIndex(m)]
	*h += int32(depth * depth)
	if *h > 1<<24 {
		for i := range s.history[side] {
			s.history[side][i] /= 2
		}
	}
}
