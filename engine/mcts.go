package engine

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"sort"
	"time"

	"parlour/game"
)

// MCTS is the searcher for games of more than two players that keep no
// scores (and the frozen baseline's in those that do: package lab/baseline):
// Monte Carlo tree search with max-n backups. Every node keeps the mean reward of the
// player who made the move into it, and selection (UCT) lets the player to
// move pick what is best for that player alone, so each opponent plays for
// itself rather than against the searching player.
//
// Playouts are short when the state keeps scores (game.Scorer): they run
// until every player has had about one more turn after the tree's leaf, and
// are rewarded by the score each player gained since the root compared
// with what the others gained, squashed into [0,1]. That is what shows a
// chain of jumps that hands a longer chain to the next player. Playout
// moves are the best of four random moves by what they win in the rest of
// the turn (see turnValue), and the tree widens progressively, trying
// moves in that order.
// In a game without scores, playouts run to the end with uniform random
// moves.
// A finished game rewards its winners, a shared win shared equally.

// uctC is the exploration constant for rewards in [0,1].
const uctC = 0.7

// playoutSample is how many random moves a playout move is the best of.
const playoutSample = 4

// maxPlayoutPlies bounds a playout in a game without scores.
const maxPlayoutPlies = 1000

// mctsNode is one position of the tree, reached by move.
type mctsNode struct {
	move     game.Move
	mover    game.Player // who played move; the reward is kept for this player
	visits   float64
	reward   float64 // sum of mover's rewards
	toMove   game.Player
	children []*mctsNode
	untried  []game.Move
}

// mcts is one tree search.
type mcts struct {
	st      game.State
	scorer  game.Scorer // st as a Scorer, or nil
	players int
	rng     *rand.Rand
	root    *mctsNode
	base    []int     // scores at the root
	scale   float64   // running mean of the score margins seen, for squashing
	samples float64   // how many margins scale averages
	rewards []float64 // reward per player of the current iteration
	moves   []game.Move
	bufs    [][]game.Move // move lists of turnGain, by recursion level
	level   int
	nodes   int64
	depth   int
}

func newMCTS(s game.State, seed uint64) *mcts {
	st := s.Clone()
	t := &mcts{st: st, players: st.NumPlayers(), rng: rand.New(rand.NewPCG(seed, 0x6d637473))}
	t.scorer, _ = st.(game.Scorer)
	t.rewards = make([]float64, t.players)
	t.base = make([]int, t.players)
	if t.scorer != nil {
		for p := range t.base {
			t.base[p] = t.scorer.Score(game.Player(p))
		}
	}
	t.root = t.newNode(0, game.NoPlayer)
	return t
}

func (t *mcts) newNode(m game.Move, mover game.Player) *mctsNode {
	n := &mctsNode{move: m, mover: mover, toMove: t.st.ToMove()}
	n.untried = t.st.LegalMoves(nil)
	if t.scorer != nil && len(n.untried) > 1 {
		t.order(n.untried, n.toMove, t.root == nil)
	}
	return n
}

// order sorts moves so that the most promising comes last, where expansion
// takes it from: by turnValue, looking further into the turn at the root.
func (t *mcts) order(moves []game.Move, mover game.Player, root bool) {
	total := 0
	if root {
		total = rootOrderLimit
	}
	vals := make([]int, len(moves))
	for i, m := range moves {
		limit := min(rootTurnLimit, total)
		vals[i] = t.turnValue(m, mover, &limit)
		total -= min(rootTurnLimit, total) - max(limit, 0)
	}
	sort.Sort(byValue{moves, vals})
}

// Bounds on the moves tried by turnValue: for each root move, for all root
// moves together, and for each move a playout considers.
const (
	rootTurnLimit    = 300
	rootOrderLimit   = 5000
	playoutTurnLimit = 16
)

// turnValue rates a move for mover: twice the score it wins together with
// the most the rest of the turn can add (trying at most *budget moves),
// plus one when mover moves again after it (a chain that goes on).
func (t *mcts) turnValue(m game.Move, mover game.Player, budget *int) int {
	before := t.scorer.Score(mover)
	t.st.Apply(m)
	v := 2 * (t.scorer.Score(mover) - before + t.turnGain(mover, budget))
	if t.st.ToMove() == mover {
		v++
	}
	t.st.Undo()
	return v
}

// turnGain returns the most score mover can still win before the turn
// passes, trying at most *budget moves.
func (t *mcts) turnGain(mover game.Player, budget *int) int {
	if t.st.ToMove() != mover || *budget <= 0 {
		return 0
	}
	best := 0
	before := t.scorer.Score(mover)
	t.level++
	if len(t.bufs) < t.level {
		t.bufs = append(t.bufs, nil)
	}
	t.bufs[t.level-1] = t.st.LegalMoves(t.bufs[t.level-1][:0])
	for _, m := range t.bufs[t.level-1] {
		*budget--
		t.st.Apply(m)
		best = max(best, t.scorer.Score(mover)-before+t.turnGain(mover, budget))
		t.st.Undo()
	}
	t.level--
	return best
}

// byValue sorts moves by ascending value, ties in move order.
type byValue struct {
	moves []game.Move
	vals  []int
}

func (b byValue) Len() int { return len(b.moves) }
func (b byValue) Less(i, j int) bool {
	if b.vals[i] != b.vals[j] {
		return b.vals[i] < b.vals[j]
	}
	return b.moves[i] > b.moves[j]
}
func (b byValue) Swap(i, j int) {
	b.moves[i], b.moves[j] = b.moves[j], b.moves[i]
	b.vals[i], b.vals[j] = b.vals[j], b.vals[i]
}

// widen returns how many children a node with the given visits may have:
// progressive widening, so the search looks deeper at the most promising
// moves first instead of trying every move once.
func widen(visits float64) int { return 2 + int(math.Sqrt(visits)) }

// iterate runs one selection, expansion, playout and backup.
func (t *mcts) iterate() {
	path := []*mctsNode{t.root}
	n := t.root
	for len(n.children) > 0 && (len(n.untried) == 0 || len(n.children) >= widen(n.visits)) {
		n = n.selectChild()
		t.st.Apply(n.move)
		t.nodes++
		path = append(path, n)
	}
	if len(n.untried) > 0 {
		m := n.untried[len(n.untried)-1]
		n.untried = n.untried[:len(n.untried)-1]
		mover := t.st.ToMove()
		t.st.Apply(m)
		t.nodes++
		child := t.newNode(m, mover)
		n.children = append(n.children, child)
		path = append(path, child)
	}
	t.depth = max(t.depth, len(path)-1)
	plies := t.playout()
	for i := 0; i < plies; i++ {
		t.st.Undo()
	}
	for _, x := range path {
		x.visits++
		if x.mover >= 0 {
			x.reward += t.rewards[x.mover]
		}
	}
	for range path[1:] {
		t.st.Undo()
	}
}

// selectChild picks the child with the best upper confidence bound for the
// player to move here.
func (n *mctsNode) selectChild() *mctsNode {
	logN := math.Log(n.visits)
	var best *mctsNode
	bestV := math.Inf(-1)
	for _, c := range n.children {
		v := c.reward/c.visits + uctC*math.Sqrt(logN/c.visits)
		if v > bestV {
			best, bestV = c, v
		}
	}
	return best
}

// playout plays from the current position, fills t.rewards and returns the
// number of moves it applied.
func (t *mcts) playout() int {
	plies, turns := 0, 0
	for {
		mover := t.st.ToMove()
		if mover == game.NoPlayer {
			t.outcomeRewards(t.st.Outcome())
			return plies
		}
		if t.scorer != nil && turns > t.players || plies >= maxPlayoutPlies {
			break
		}
		t.moves = t.st.LegalMoves(t.moves[:0])
		m := t.moves[t.rng.IntN(len(t.moves))]
		if t.scorer != nil && len(t.moves) > 1 {
			budget := playoutTurnLimit
			best := t.turnValue(m, mover, &budget)
			for k := 1; k < playoutSample; k++ {
				other := t.moves[t.rng.IntN(len(t.moves))]
				budget = playoutTurnLimit
				if v := t.turnValue(other, mover, &budget); v > best {
					m, best = other, v
				}
			}
		}
		t.st.Apply(m)
		t.nodes++
		plies++
		if t.st.ToMove() != mover {
			turns++
		}
	}
	t.scoreRewards()
	return plies
}

// outcomeRewards gives each winner an equal share of 1.
func (t *mcts) outcomeRewards(o game.Outcome) {
	k := 0
	for p := range t.rewards {
		if o.Won(game.Player(p)) {
			k++
		}
	}
	for p := range t.rewards {
		t.rewards[p] = 0
		if o.Won(game.Player(p)) {
			t.rewards[p] = 1 / float64(k)
		}
	}
	if k == 0 { // a draw
		for p := range t.rewards {
			t.rewards[p] = 1 / float64(t.players)
		}
	}
}

// scoreRewards rewards each player by what they gained since the root
// against the mean gain of the others, squashed by the mean size of such
// margins so far; without scores every player gets an even share.
func (t *mcts) scoreRewards() {
	if t.scorer == nil {
		for p := range t.rewards {
			t.rewards[p] = 1 / float64(t.players)
		}
		return
	}
	total := 0
	for p := range t.rewards {
		g := t.scorer.Score(game.Player(p)) - t.base[p]
		t.rewards[p] = float64(g)
		total += g
	}
	for p, g := range t.rewards {
		margin := g - (float64(total)-g)/float64(t.players-1)
		t.samples++
		t.scale += (math.Abs(margin) - t.scale) / t.samples
		t.rewards[p] = 0.5 + 0.5*math.Tanh(margin/max(t.scale, 0.5))
	}
}

// best returns the root's most visited child.
func (n *mctsNode) best() *mctsNode {
	var best *mctsNode
	for _, c := range n.children {
		if best == nil || c.visits > best.visits || c.visits == best.visits && c.reward > best.reward {
			best = c
		}
	}
	return best
}

// softPickShare: a root move is a candidate for softPick when it has at
// least 1/softPickShare of the most visited move's visits, so that a move
// the search barely tried is not judged by a few playouts.
const softPickShare = 16

// softPick chooses among n's well-visited children by SoftmaxPick on
// their mean rewards, in thousandths (the units of Info.Score).
func (n *mctsNode) softPick(temperature int, rng *rand.Rand) game.Move {
	top := n.best()
	var moves []game.Move
	var scores []int
	for _, c := range n.children {
		if c.visits > 0 && c.visits*softPickShare >= top.visits {
			moves = append(moves, c.move)
			scores = append(scores, int(math.Round(1000*c.reward/c.visits)))
		}
	}
	return moves[SoftmaxPick(scores, temperature, rng)]
}

// info describes the search so far: the line of most visited moves and the
// mean reward of the best move for the player to move, in thousandths less
// 500 (0 is an even chance).
func (t *mcts) info(begin time.Time) Info {
	info := Info{Depth: t.depth, Nodes: t.nodes, Elapsed: time.Since(begin)}
	n := t.root
	applied := 0
	for {
		c := n.best()
		if c == nil || c.visits < 2 {
			break
		}
		if n == t.root {
			info.Score = int(math.Round(1000*c.reward/c.visits)) - 500
		}
		info.PV = append(info.PV, t.st.MoveString(c.move))
		t.st.Apply(c.move)
		applied++
		n = c
	}
	for ; applied > 0; applied-- {
		t.st.Undo()
	}
	return info
}

// SearchMulti runs Monte Carlo tree search from s for its player to move,
// within p.Budget (from begin) and p.Nodes moves applied, and returns the
// most visited move with what it found; with p.Temperature it chooses
// among the well-visited moves by their mean rewards (see softPick).
// progress, when not nil, gets an Info after 64, 128, 256, …
// iterations. A cancelled ctx gives ctx's error. s is not changed.
func SearchMulti(ctx context.Context, s game.State, p Params, seed uint64, begin time.Time, progress func(Info)) (game.Move, Info, error) {
	if s.ToMove() == game.NoPlayer {
		return 0, Info{}, errors.New("search: the game is over")
	}
	t := newMCTS(s, seed)
	roots := len(t.root.untried)
	var deadline time.Time
	if p.Budget > 0 {
		// Stop a little early: the last iteration and the reply take time.
		deadline = begin.Add(p.Budget - p.Budget/32)
	}
	for i := 1; ; i++ {
		if err := ctx.Err(); err != nil {
			return 0, Info{}, err
		}
		t.iterate()
		if i >= 64 && i&(i-1) == 0 && progress != nil {
			progress(t.info(begin))
		}
		if roots == 1 || p.Nodes > 0 && t.nodes >= p.Nodes || !deadline.IsZero() && !time.Now().Before(deadline) {
			break
		}
	}
	info := t.info(begin)
	m := t.root.best().move
	if p.Temperature > 0 {
		m = t.root.softPick(p.Temperature, t.rng)
	}
	if len(info.PV) == 0 || info.PV[0] != s.MoveString(m) {
		info.PV = []string{s.MoveString(m)}
		info.Score = 0
		for _, c := range t.root.children {
			if c.move == m {
				info.Score = int(math.Round(1000*c.reward/c.visits)) - 500
			}
		}
	}
	return m, info, nil
}
