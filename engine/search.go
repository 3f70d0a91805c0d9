package engine

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
	"sync"
	"time"

	"parlour/game"
)

// Evaluator is implemented by states that can score a position that is not
// over: positive is good for the player to move. Scores should stay well
// within ±500000; states without it evaluate to 0.
type Evaluator interface{ Evaluate() int }

// Search scores.
const (
	// MateScore is the score of a win on the board; a win n plies ahead
	// scores MateScore-n and a loss -(MateScore-n).
	MateScore = 1_000_000
	// MaxDepth is the deepest the searcher looks, in plies.
	MaxDepth = 100

	mateThreshold = MateScore - 10*MaxDepth
	maxEval       = MateScore / 2
	infinity      = MateScore + 1
)

// ScoreString writes a score for display: "win in 5 moves, counting both
// sides", "loss in 4 moves, counting both sides" or a signed number such
// as "+12" (see game.Advantage for the number in a player's words).
func ScoreString(score int) string {
	switch {
	case score >= mateThreshold:
		return "win in " + game.Plies(MateScore-score)
	case score <= -mateThreshold:
		return "loss in " + game.Plies(MateScore+score)
	}
	return fmt.Sprintf("%+d", score)
}

// Decisive reports whether a score is a forced win or loss, which
// ScoreString counts in moves, rather than an estimate.
func Decisive(score int) bool { return score >= mateThreshold || score <= -mateThreshold }

// provenBit marks a transposition-table score that no depth limit cut short.
const provenBit = 8

// searcher is one alpha-beta search: negamax with iterative deepening. In
// games of more than two players it is paranoid: everyone but the player it
// searches for is on the other side.
type searcher struct {
	st   game.State
	eval Evaluator // st as an Evaluator, or nil
	// paranoid, in a game of more than two players that keeps scores,
	// evaluates every position by the root player's lead over the best
	// other score (see paranoidEval); nil otherwise.
	paranoid game.Scorer
	// tac is st as a Tactical, or nil. A Tactical state is searched with
	// the refinements (aspiration windows, the bucketed table, forward
	// pruning, logarithmic late move reductions, and the optional nuller,
	// exch and ext); one that is not is searched plainly, as the levels of
	// its games were measured: pruning and reducing the late moves needs
	// the order of captures and killers ahead of the quiet moves that
	// only a Tactical state gives.
	tac     Tactical
	lister  TacticalLister // st as a TacticalLister when it is a Tactical, or nil
	checker QuietChecker   // st as a QuietChecker when it is a TacticalLister, or nil
	nuller  NullMover      // st as a NullMover when it is a two-player Tactical, or nil
	exch    Exchanger      // st as an Exchanger when it is a Tactical, or nil
	ext     Extender       // st as an Extender when it is a Tactical, or nil
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

	rootDepth int                // the depth of the current iteration
	nullAt    [MaxDepth + 2]bool // the move into ply was a pass
	partial   rootMove           // a root move that beat the first in an unfinished iteration
	improved  bool               // partial is set

	killers   [MaxDepth + 1][2]game.Move
	hasKiller [MaxDepth + 1][2]bool

	moves    [MaxDepth + 1][]game.Move
	nextPick [MaxDepth + 1]pick     // pickMove's next pick at each ply
	trees    [MaxDepth + 1]pickTree // pickMove's moves at each ply
	scores   [MaxDepth + 1][]int32
	pv       [MaxDepth + 2][MaxDepth + 1]game.Move
	pvLen    [MaxDepth + 2]int
}

const historySize = 4096

// ttBits sizes the transposition table: 2^18 entries of 24 bytes.
const ttBits = 18

// tables are reused between searches; the generation counter of each one
// keeps old entries out.
var tables = sync.Pool{New: func() any { return newTTable(ttBits) }}

// Search runs the alpha-beta searcher from s for its player to move and
// returns the move it picks with what it found. history holds the keys
// (see Key) of the positions played before s, for the repetition rule: when
// s.Repetition() > 0 a position met again in the game or the search counts
// as a draw. progress, when not nil, gets an Info after every completed
// iteration. A search stopped by its budget plays the best move of its last
// completed iteration; a cancelled ctx gives ctx's error. s is not changed.
// In a game of more than two players that keeps scores (game.Scorer) the
// search is paranoid: every other player is taken to play against the
// player to move, and positions are valued by that player's lead over the
// best other score (see paranoidEval).
func Search(ctx context.Context, s game.State, history []uint64, p Params, seed uint64, progress func(Info)) (game.Move, Info, error) {
	m, info, _, err := searchScored(ctx, s, history, p, seed, progress)
	return m, info, err
}

// searchScored is Search, also returning every root move with its score
// in the last completed iteration, best first (exact scores only with
// p.Temperature; otherwise bounds for all but the best).
func searchScored(ctx context.Context, s game.State, history []uint64, p Params, seed uint64, progress func(Info)) (game.Move, Info, []rootMove, error) {
	begin := time.Now()
	st := s.Clone()
	mover := st.ToMove()
	rootMoves := st.LegalMoves(nil)
	if mover == game.NoPlayer || len(rootMoves) == 0 {
		return 0, Info{}, nil, errors.New("search: the game is over")
	}
	depthLimit := min(max(p.Depth, 1), MaxDepth)
	tt := tables.Get().(*ttable)
	defer tables.Put(tt)
	if p.NoTable {
		// One slot remembers almost nothing, so every iteration searches
		// its whole tree: small games cannot be exhausted early.
		tt = newTTable(0)
	}
	tt.newSearch()
	sr := &searcher{st: st, root: mover, solo: st.NumPlayers() == 1, tt: tt, ctx: ctx, maxNodes: p.Nodes}
	sr.eval, _ = st.(Evaluator)
	if st.NumPlayers() > 2 {
		sr.paranoid, _ = st.(game.Scorer)
	}
	sr.tac, _ = st.(Tactical)
	if sr.tac != nil {
		sr.lister, _ = st.(TacticalLister)
		if sr.lister != nil {
			sr.checker, _ = st.(QuietChecker)
		}
		if st.NumPlayers() == 2 {
			sr.nuller, _ = st.(NullMover)
		}
		sr.exch, _ = st.(Exchanger)
		sr.ext, _ = st.(Extender)
	}
	tt.paired = sr.tac != nil && len(tt.slots) > 1 // one slot cannot pair
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
	var info Info
	var done []rootMove // root moves with scores of the last completed iteration
	for depth := 1; depth <= depthLimit; depth++ {
		if err := ctx.Err(); err != nil {
			return 0, Info{}, nil, err
		}
		sr.horizon = 0
		best, ok := sr.searchRoot(roots, depth, p.Temperature > 0, info.Score)
		if !ok {
			break
		}
		sort.SliceStable(roots, func(i, j int) bool { return roots[i].score > roots[j].score })
		done = append(done[:0], roots...)
		info = Info{Depth: depth, Score: best, Nodes: sr.nodes, PV: sr.pvStrings(sr.pv[0][:sr.pvLen[0]], max(depth, mateDistance(best))), Elapsed: time.Since(begin)}
		if progress != nil {
			shown := info
			shown.Score = sr.shown(best)
			progress(shown)
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
		return 0, Info{}, nil, sr.err
	}
	info.Nodes = sr.nodes
	info.Elapsed = time.Since(begin)
	m := pickRoot(done, p, rng)
	if sr.improved && p.Temperature == 0 {
		// The unfinished iteration found a move better than the one its
		// predecessor chose: that one is already better.
		m = sr.partial.move
	}
	if len(info.PV) == 0 || info.PV[0] != st.MoveString(m) {
		// The temperature chose another move: report that one.
		info.PV = sr.pvStrings([]game.Move{m}, len(info.PV))
		for _, r := range done {
			if r.move == m {
				info.Score = r.score
			}
		}
	}
	info.Score = sr.shown(info.Score)
	for i := range done {
		done[i].score = sr.shown(done[i].score)
	}
	return m, info, done, nil
}

// mateDistance returns the plies to the end of a win or loss score, or a
// number larger than any depth for other scores.
func mateDistance(score int) int {
	switch {
	case score >= mateThreshold:
		return MateScore - score
	case score <= -mateThreshold:
		return MateScore + score
	}
	return MaxDepth + 1
}

type rootMove struct {
	move  game.Move
	score int
}

// pickRoot chooses among the scored root moves, best first: with
// p.Temperature by SoftmaxPick, else the best, ties broken by rng.
func pickRoot(roots []rootMove, p Params, rng *rand.Rand) game.Move {
	if p.Temperature > 0 {
		scores := make([]int, len(roots))
		for i, r := range roots {
			scores[i] = r.score
		}
		return roots[SoftmaxPick(scores, p.Temperature, rng)].move
	}
	var ties []game.Move
	for _, r := range roots {
		if r.score == roots[0].score {
			ties = append(ties, r.move)
		}
	}
	return ties[rng.IntN(len(ties))]
}

// Aspiration windows: an iteration of a Tactical state's search from depth
// aspirationDepth on first looks for a score within aspirationWindow of
// the last one, widening the window on the side that failed.
const (
	aspirationDepth  = 4
	aspirationWindow = 30
)

// searchRoot runs one iteration and scores every root move; last is the
// score of the previous iteration. It reports false when the search was
// stopped; then s.improved says whether a move beat the first one before
// the stop. A Tactical state's search narrows the window around last,
// searching again with a wider one when the score falls outside.
func (s *searcher) searchRoot(roots []rootMove, depth int, all bool, last int) (int, bool) {
	s.rootDepth = depth
	s.improved = false
	if s.tac == nil || all || depth < aspirationDepth || mateDistance(last) <= MaxDepth {
		return s.rootPass(roots, depth, all, -infinity, infinity)
	}
	delta := aspirationWindow
	alpha, beta := last-delta, last+delta
	for {
		best, ok := s.rootPass(roots, depth, false, alpha, beta)
		if !ok {
			return 0, false
		}
		switch {
		case best <= alpha:
			alpha = max(best-delta, -infinity)
		case best >= beta:
			beta = min(best+delta, infinity)
			// The move that failed high is searched first next time.
			sort.SliceStable(roots, func(i, j int) bool { return roots[i].score > roots[j].score })
		default:
			return best, true
		}
		delta *= 4
		if delta > 1000 {
			alpha, beta = -infinity, infinity
		}
	}
}

// rootPass searches every root move once within (alpha, beta). Moves after
// the first are searched with a window that just admits the best score so
// far, so every move that ties for best gets its exact score; with all
// set, every move does. A Tactical state's search first tries them with
// a window of width two around the best and searches again only those
// that beat it.
func (s *searcher) rootPass(roots []rootMove, depth int, all bool, alpha, beta int) (int, bool) {
	best := -infinity
	s.pvLen[0] = 0
	rootKey := keyOf(s.st.Hash(), s.root)
	s.path = append(s.path[:0], rootKey)
	for i := range roots {
		lo := alpha
		if !all && best > -infinity {
			lo = max(best-1, alpha)
		}
		var score int
		if s.tac != nil && i > 0 && !all {
			score = s.child(roots[i].move, s.root, depth, 0, lo, lo+2)
			if !s.stopped && score >= lo+2 && lo+2 < beta {
				score = s.child(roots[i].move, s.root, depth, 0, lo+1, beta)
			}
		} else {
			score = s.child(roots[i].move, s.root, depth, 0, lo, beta)
		}
		if s.stopped {
			return 0, false
		}
		roots[i].score = score
		if score > best {
			best = score
			s.setPV(0, roots[i].move)
			if i > 0 && s.tac != nil && score > alpha {
				s.partial, s.improved = roots[i], true
			}
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
	case next == mover && s.paranoid != nil:
		// A chain: in a paranoid search depth counts turns, so that
		// every turn is seen whole, however many moves it takes.
		score = s.search(next, depth, ply+1, alpha, beta)
	case s.side(next) == s.side(mover):
		score = s.search(next, depth-1, ply+1, alpha, beta)
	default:
		score = -s.search(next, depth-1, ply+1, -beta, -alpha)
	}
	s.st.Undo()
	return score
}

// side is 0 for the player searched for and 1 for everyone else.
func (s *searcher) side(p game.Player) int {
	if p == s.root {
		return 0
	}
	return 1
}

// terminal scores a finished game for mover, quicker wins higher. A solo
// game (a game of one player) that ends without a win is lost.
func (s *searcher) terminal(o game.Outcome, mover game.Player, ply int) int {
	if s.paranoid != nil {
		return s.paranoidEnd(o, mover, ply)
	}
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
	return v * (MateScore - ply)
}

func (s *searcher) evaluate() int {
	if s.paranoid != nil {
		return s.paranoidEval()
	}
	if s.eval == nil {
		return 0
	}
	return min(max(s.eval.Evaluate(), -maxEval), maxEval)
}

// paranoidEval scores the position for the side to move when everyone else
// is taken to play against the root player (a paranoid search): the root
// player's lead over the best other score, ten units a point (the units
// of Evaluate, where a point of mobility is worth about 10).
func (s *searcher) paranoidEval() int {
	v := min(max(10*s.paranoidLead(), -paranoidWin/4), paranoidWin/4)
	if s.side(s.st.ToMove()) != 0 {
		v = -v
	}
	return v
}

// paranoidLead is the root player's lead in points over the best other
// score.
func (s *searcher) paranoidLead() int {
	best := math.MinInt
	for p := range s.st.NumPlayers() {
		if game.Player(p) != s.root {
			best = max(best, s.paranoid.Score(game.Player(p)))
		}
	}
	return s.paranoid.Score(s.root) - best
}

// Finished games in a paranoid search are scored apart from estimates: a
// win above paranoidWin/2, a loss below -paranoidWin/2, a shared win near
// 0; within each, by the root player's final lead, paranoidPoint a point,
// then a win sooner and a loss later. A loss is not scored as a mate there,
// because against everyone else together nearly every line loses, and a
// search that finds every move lost plays any of them; by the lead and the
// distance it loses by as little and as late as it can, which real
// opponents, each playing for itself, often turn into a win.
const (
	paranoidWin   = maxEval / 4
	paranoidPoint = 2 * MaxDepth // a point of the lead outweighs any distance
)

// paranoidEnd scores a finished game ply plies from the root for mover in a
// paranoid search (see paranoidWin).
func (s *searcher) paranoidEnd(o game.Outcome, mover game.Player, ply int) int {
	v := min(max(paranoidPoint*s.paranoidLead(), -paranoidWin/4), paranoidWin/4)
	switch {
	case o.Winner() == s.root:
		v += paranoidWin - ply
	case !o.Won(s.root):
		v -= paranoidWin - ply
	}
	if s.side(mover) != 0 {
		v = -v
	}
	return v
}

// shown returns a root score as Info reports it: in a paranoid search a
// finished game's score (see paranoidWin) becomes the final lead in the
// units of the estimates, ten a point; every other score is unchanged.
func (s *searcher) shown(score int) int {
	if s.paranoid == nil {
		return score
	}
	switch {
	case score >= paranoidWin/2: // paranoidPoint*lead - ply + paranoidWin
		return 10 * ceilDiv(score-paranoidWin, paranoidPoint)
	case score <= -paranoidWin/2: // paranoidPoint*lead + ply - paranoidWin
		return 10 * floorDiv(score+paranoidWin, paranoidPoint)
	}
	return score
}

// floorDiv and ceilDiv divide rounding down and up, for any signs (b > 0).
func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

func ceilDiv(a, b int) int { return -floorDiv(-a, b) }

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
	if depth <= 0 || ply >= MaxDepth {
		s.horizon++
		if s.tac != nil && ply < MaxDepth {
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
	pvNode := beta-alpha > 1
	// Forward pruning, in a Tactical state's search at nodes off the
	// principal variation that are not urgent nor near a win or loss: the
	// static evaluation decides on cut-offs near the horizon, and on moves
	// not worth searching.
	prune := s.tac != nil && !pvNode && !urgent && beta < mateThreshold && alpha > -mateThreshold
	static := 0
	if prune {
		static = s.evaluate()
		if depth <= futilityDepth && static-futilityMargin*depth >= beta {
			s.horizon++
			return static
		}
	}
	if prune && s.nuller != nil && depth >= 3 && !s.nullAt[ply] && static >= beta {
		if score, ok := s.nullMove(key, mover, depth, ply, beta); ok {
			return score
		} else if s.stopped {
			return 0
		}
	}

	// With a QuietChecker the moves come in two stages (see
	// QuietChecker), the rest listed only when the first are searched.
	var moves []game.Move
	staged := s.checker != nil && !urgent
	switch {
	case staged:
		moves = s.firstMoves(ply, ttMove, hasTTMove, s.side(mover))
	case s.tac != nil:
		moves = s.st.LegalMoves(s.moves[ply][:0])
		s.moves[ply] = moves
		s.rate(ply, moves, ttMove, hasTTMove, s.side(mover)) // picked one by one below
	default:
		moves = s.st.LegalMoves(s.moves[ply][:0])
		s.moves[ply] = moves
		s.order(ply, moves, ttMove, hasTTMove, s.side(mover))
	}
	horizonIn := s.horizon
	s.path = append(s.path, key)
	best, bestMove := -infinity, game.Move(0)
	// Once one quiet move is pruned, so are the rest, which come later and
	// are quiet too: only those that extend are still searched, in any
	// order.
	pruning := false
	for i := 0; ; i++ {
		if i == len(moves) {
			if !staged {
				break
			}
			staged = false
			if moves = s.restMoves(ply, i, ttMove, hasTTMove, s.side(mover)); i == len(moves) {
				break
			}
		}
		if s.tac != nil && !pruning {
			s.pickMove(ply, moves, s.scores[ply], i)
		}
		m := moves[i]
		if i == 0 {
			bestMove = m
		}
		var score int
		d := depth
		if s.ext != nil && ply < 2*s.rootDepth && s.ext.Extends(m) {
			d++
		}
		if prune && i > 0 && d == depth && (pruning || s.scores[ply][i] < orderLosing && best > -mateThreshold &&
			(depth <= futilityDepth && static+futilityMargin*depth <= alpha || depth < len(lateMoveCount) && i >= lateMoveCount[depth])) {
			s.horizon++ // a quiet move not worth a search
			pruning = true
			continue
		}
		if s.tac == nil || i == 0 {
			score = s.child(m, mover, d, ply, alpha, beta)
		} else {
			r := 0
			if d == depth && !urgent {
				r = lateReduction(depth, i, s.scores[ply][i], pvNode)
			}
			score = s.scout(m, mover, d, ply, alpha, beta, r)
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

// nullMove tries null-move pruning at a node whose static evaluation
// reaches beta, off the principal variation: when the side to move may
// safely pass, the opponent's reply to a pass is searched shallower with a
// null window at beta. It reports the cut-off score and true when that
// search still fails high. A pass is no legal move, so the result is
// never proven.
func (s *searcher) nullMove(key uint64, mover game.Player, depth, ply, beta int) (int, bool) {
	if !s.nuller.NullSafe() {
		return 0, false
	}
	s.nuller.ApplyNull()
	s.nodes++
	next := s.st.ToMove()
	score := -infinity
	if next != game.NoPlayer && s.side(next) != s.side(mover) {
		s.path = append(s.path, key)
		s.nullAt[ply+1] = true
		score = -s.search(next, depth-1-nullReduction(depth), ply+1, -beta, -beta+1)
		s.nullAt[ply+1] = false
		s.path = s.path[:len(s.path)-1]
	}
	s.nuller.UndoNull()
	if s.stopped || score < beta {
		return 0, false
	}
	s.horizon++
	return min(score, mateThreshold-1), true
}

// hasMoveBit marks a transposition-table entry whose move is set.
const hasMoveBit = 16

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
