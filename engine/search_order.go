package engine

import (
	"math"
	"slices"

	"parlour/game"
)

// Tactical is implemented by states that can tell the searcher which moves
// are tactical. With it the searcher tries captures first (most valuable
// victim, least valuable attacker), keeps killer moves, and ends each line
// with a quiescence search over tactical moves; states without it are
// searched as before, with the transposition-table move and history only.
type Tactical interface {
	// Tactical returns 0 for a quiet move, or a positive priority for a
	// capture or a move that threatens to end the game at once; larger
	// priorities are tried first. It is called before m is applied.
	Tactical(m game.Move) int
	// Urgent reports whether the player to move may not stand pat: a quiet
	// move loses at once (an enemy piece holds its citadel), so the
	// quiescence search must look at every move.
	Urgent() bool
}

// TacticalLister is implemented by Tactical states that can list their
// tactical moves directly, quicker than filtering every legal move.
type TacticalLister interface {
	// TacticalMoves appends the legal moves m with Tactical(m) > 0.
	TacticalMoves(dst []game.Move) []game.Move
}

// QuietChecker is implemented by TacticalLister states that can tell
// whether a quiet move is legal without listing every move. The search
// then lists a node's moves in two stages: first its tactical moves, its
// transposition-table move and its killers, which cut most nodes off,
// and only when none does the rest. Every move is rated as with all of
// them listed at once; only moves of equal rating may come in another
// order.
type QuietChecker interface {
	// LegalQuiet reports whether m is a legal move of the player to move
	// that Tactical rates 0. It may report false for such a move (which
	// then waits for the second stage), never true for another.
	LegalQuiet(m game.Move) bool
}

// Ordering priorities above any history credit (which stays below 1<<25).
const (
	orderTT       = 1 << 30
	orderTactical = 1 << 28 // plus the state's priority
	orderKiller   = 1 << 26
)

// order sorts moves, best first, by their rate.
func (s *searcher) order(ply int, moves []game.Move, ttMove game.Move, hasTTMove bool, side int) {
	s.rate(ply, moves, ttMove, hasTTMove, side)
	sortMoves(moves, s.scores[ply])
}

// rate scores moves into s.scores[ply] for ordering: the
// transposition-table move, then (for Tactical states) tactical moves by
// priority and the killer moves of the ply, then by history.
func (s *searcher) rate(ply int, moves []game.Move, ttMove game.Move, hasTTMove bool, side int) {
	sc := s.scores[ply][:0]
	s.nextPick[ply] = pick{}
	history := &s.history[side]
	if s.tac == nil {
		for _, m := range moves {
			v := history[historyIndex(m)]
			if hasTTMove && m == ttMove {
				v = orderTT
			}
			sc = append(sc, v)
		}
		s.scores[ply] = sc
		return
	}
	// The transposition-table move first, then tactical moves by their
	// priority, the killers and the rest by history.
	k0, k1 := s.killers[ply][0], s.killers[ply][1]
	has0, has1 := s.hasKiller[ply][0], s.hasKiller[ply][1]
	for i, m := range moves {
		v := history[historyIndex(m)]
		switch {
		case m == ttMove && hasTTMove:
			v = orderTT
			// The first pick, without a scan: no other move rates as
			// high.
			s.nextPick[ply] = pick{at: 1, index: int32(i)}
		case m == k0 && has0:
			v = orderKiller + 1
		case m == k1 && has1:
			v = orderKiller
		}
		if v < orderTT {
			if t := s.tac.Tactical(m); t > 0 {
				v = orderTactical + int32(min(t, orderTactical-1))
			}
		}
		sc = append(sc, v)
	}
	s.scores[ply] = sc
}

// firstMoves lists and rates the first stage of a node's moves (see
// QuietChecker) in s.moves[ply]: its tactical moves, and its
// transposition-table move and killers when they are legal quiet moves.
func (s *searcher) firstMoves(ply int, ttMove game.Move, hasTTMove bool, side int) []game.Move {
	moves := s.lister.TacticalMoves(s.moves[ply][:0])
	if hasTTMove && !slices.Contains(moves, ttMove) && s.checker.LegalQuiet(ttMove) {
		moves = append(moves, ttMove)
	}
	for k := range 2 {
		m := s.killers[ply][k]
		if s.hasKiller[ply][k] && !(hasTTMove && m == ttMove) && (k == 0 || m != s.killers[ply][0]) &&
			!slices.Contains(moves, m) && s.checker.LegalQuiet(m) {
			moves = append(moves, m)
		}
	}
	s.moves[ply] = moves
	s.rate(ply, moves, ttMove, hasTTMove, side)
	return moves
}

// restMoves adds to the first n moves of a node, all searched, the rest
// of its legal moves, rated as rate would; they are quiet, since every
// tactical move came first.
func (s *searcher) restMoves(ply, n int, ttMove game.Move, hasTTMove bool, side int) []game.Move {
	first := n
	moves := s.st.LegalMoves(s.moves[ply][:n])
	k0, k1 := s.killers[ply][0], s.killers[ply][1]
	has0, has1 := s.hasKiller[ply][0], s.hasKiller[ply][1]
	sc := s.scores[ply][:n]
	history := &s.history[side]
	// A move of the first stage is looked for only where a bit of its
	// hash says it may be one.
	var seen uint64
	for _, m := range moves[:first] {
		seen |= 1 << moveBit(m)
	}
	for _, m := range moves[first:] {
		if seen&(1<<moveBit(m)) != 0 && slices.Contains(moves[:first], m) {
			continue
		}
		v := history[historyIndex(m)]
		switch {
		case m == ttMove && hasTTMove:
			v = orderTT
		case m == k0 && has0:
			v = orderKiller + 1
		case m == k1 && has1:
			v = orderKiller
		}
		moves[n] = m
		sc = append(sc, v)
		n++
	}
	moves = moves[:n]
	s.moves[ply], s.scores[ply] = moves, sc
	s.nextPick[ply] = pick{}
	return moves
}

// moveBit hashes a move to one of 64 bits.
func moveBit(m game.Move) uint { return uint(uint64(m)*0x9e3779b97f4a7c15>>58) & 63 }

// pickMove brings the best rated of moves[i:] to i, so that a node cut
// off early sorts no more than it searches. With an Exchanger, a capture
// that loses material by exchange is rated down after the killers when
// its turn comes, and the pick made again: only the captures a node
// reaches are judged. ply is the node's, whose scores sc are.
//
// The picks are those of a scan of moves[i:] for the first of its best
// moves each time, swapped to i, but found quicker: the first scan of a
// node finds the pick after it too, and a node that searches more than
// two moves keeps the rest in a tournament tree (see pickTree).
func (s *searcher) pickMove(ply int, moves []game.Move, sc []int32, i int) {
	sc = sc[:len(moves)]
	next := &s.nextPick[ply]
	tree := &s.trees[ply]
	for {
		var best int
		switch {
		case next.at == i+1:
			best = int(next.index)
		case i < 2:
			var after int
			best, after = bestTwo(sc, i)
			*next = pick{at: i + 2, index: int32(after)}
		default:
			if !next.tree {
				tree.build(sc, i)
				next.tree = true
			}
			best = tree.best()
		}
		moves[i], moves[best] = moves[best], moves[i]
		sc[i], sc[best] = sc[best], sc[i]
		if next.tree {
			tree.set(best, sc[best])
			tree.set(i, sc[i])
		}
		if s.exch == nil || sc[i] < orderTactical || sc[i] >= orderTT || s.exch.Exchange(moves[i]) >= 0 {
			if next.tree {
				tree.set(i, pickedKey) // the tree holds moves[i+1:]
			}
			return
		}
		sc[i] = orderLosing + min(sc[i]-orderTactical, orderLosing-1)
		if next.tree {
			tree.set(i, sc[i])
		} else {
			next.at = 0
		}
	}
}

// pick is the index of the move that pickMove brings to at-1 next, or
// nothing when at is 0; with tree set, s.trees holds the node's moves.
type pick struct {
	at    int
	index int32
	tree  bool
}

// pickTree is a tournament tree over a node's move scores: each inner
// node holds the index of the better of its two children's moves, the
// higher score or, of equal scores, the lower index, so that the root
// holds the first of the best, as a scan finds it.
type pickTree struct {
	leaves int     // a power of two, at least the number of moves
	key    []int32 // by move index: its score, or pickedKey once picked or past the end
	win    []int32 // inner node k's winner; its children are 2k and 2k+1, leaf j is leaves+j
}

// pickedKey is below every score: the key of a move that is no longer
// to be picked.
const pickedKey = math.MinInt32

// build fills the tree with the scores of sc from i on.
func (t *pickTree) build(sc []int32, i int) {
	t.leaves = 1
	for t.leaves < len(sc) {
		t.leaves *= 2
	}
	t.key = slices.Grow(t.key[:0], t.leaves)[:t.leaves]
	t.win = slices.Grow(t.win[:0], 2*t.leaves)[:2*t.leaves]
	for j := range t.key {
		t.key[j] = pickedKey
		if j >= i && j < len(sc) {
			t.key[j] = sc[j]
		}
		t.win[t.leaves+j] = int32(j)
	}
	for k := t.leaves - 1; k >= 1; k-- {
		t.win[k] = t.better(t.win[2*k], t.win[2*k+1])
	}
}

// better returns the better of the moves a and b, a's index being lower.
func (t *pickTree) better(a, b int32) int32 {
	if t.key[b] > t.key[a] {
		return b
	}
	return a
}

// best returns the index of the first of the best moves.
func (t *pickTree) best() int { return int(t.win[1]) }

// set gives move j the key v and plays the matches on its way up again.
func (t *pickTree) set(j int, v int32) {
	t.key[j] = v
	for k := (t.leaves + j) / 2; k >= 1; k /= 2 {
		t.win[k] = t.better(t.win[2*k], t.win[2*k+1])
	}
}

// bestTwo returns the index of the first of the highest scores of sc[i:]
// and, once that move is swapped to i, the index of the first of the
// highest of sc[i+1:], or -1 when i+1 is past the end: the picks at i and
// i+1, as two scans would make them.
func bestTwo(sc []int32, i int) (int, int) {
	// b and t are the first of the highest of sc[i+1:] and the first of
	// the highest of the others.
	x := sc[i]
	if i+1 >= len(sc) {
		return i, -1
	}
	// tv starts below every score, and tv <= bv throughout, so most moves
	// cost one comparison.
	b, bv := i+1, sc[i+1]
	t, tv := -1, int32(pickedKey)
	for j, v := range sc[i+2:] {
		if v > tv {
			if v > bv {
				t, tv, b, bv = b, bv, i+2+j, v
			} else {
				t, tv = i+2+j, v
			}
		}
	}
	if x >= bv {
		return i, b // the move at i stays; b is the best of the rest
	}
	// The move at i goes to b, which competes with t.
	if t < 0 || x > tv || x == tv && b < t {
		return b, b
	}
	return b, t
}

// sortMoves sorts moves by descending score, stably (insertion sort: move
// lists are short).
func sortMoves(moves []game.Move, sc []int32) {
	for i := 1; i < len(moves); i++ {
		m, v := moves[i], sc[i]
		j := i
		for ; j > 0 && sc[j-1] < v; j-- {
			moves[j], sc[j] = moves[j-1], sc[j-1]
		}
		moves[j], sc[j] = m, v
	}
}

// remember records a quiet move that caused a cut-off at ply as a killer:
// it is tried early in the sibling positions.
func (s *searcher) remember(ply int, m game.Move) {
	if s.tac == nil || s.tac.Tactical(m) > 0 {
		return
	}
	k := &s.killers[ply]
	if s.hasKiller[ply][0] && k[0] == m {
		return
	}
	k[1], s.hasKiller[ply][1] = k[0], s.hasKiller[ply][0]
	k[0], s.hasKiller[ply][0] = m, true
}

// scout searches a move after the first of a Tactical state's node: with a
// null window at alpha and reduced depth first (principal variation
// search), and again with the full window and depth only when the move
// might raise alpha.
func (s *searcher) scout(m game.Move, mover game.Player, depth, ply, alpha, beta, r int) int {
	score := s.child(m, mover, depth-r, ply, alpha, alpha+1)
	if s.stopped || score <= alpha {
		return score
	}
	if r > 0 {
		score = s.child(m, mover, depth, ply, alpha, alpha+1)
		if s.stopped || score <= alpha {
			return score
		}
	}
	if score < beta {
		score = s.child(m, mover, depth, ply, alpha, beta)
	}
	return score
}
