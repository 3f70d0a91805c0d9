package baseline

import "parlour/game"

// Ordering priorities above any history credit (which stays below 1<<25).
const (
	orderTT       = 1 << 30
	orderTactical = 1 << 28 // plus the state's priority
	orderKiller   = 1 << 26
)

// order sorts moves, best first: the transposition-table move, then (for
// Tactical states) tactical moves by priority and the killer moves of the
// ply, then by history.
func (s *searcher) order(ply int, moves []game.Move, ttMove game.Move, hasTTMove bool, side int) {
	sc := s.scores[ply][:0]
	for _, m := range moves {
		v := s.history[side][historyIndex(m)]
		switch {
		case hasTTMove && m == ttMove:
			v = orderTT
		case s.tac == nil:
		case s.killers[ply][0] == m && s.hasKiller[ply][0]:
			v = orderKiller + 1
		case s.killers[ply][1] == m && s.hasKiller[ply][1]:
			v = orderKiller
		}
		if s.tac != nil && v < orderTT {
			if t := s.tac.Tactical(m); t > 0 {
				v = orderTactical + int32(min(t, orderTactical-1))
			}
		}
		sc = append(sc, v)
	}
	s.scores[ply] = sc
	sortMoves(moves, sc)
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

// reduction returns how many plies less to search the i-th move of a node
// at depth whose ordering score is sc: late quiet moves are searched less
// deeply (late move reductions), and searched again in full if they turn
// out better than expected.
func reduction(depth, i int, sc int32, urgent bool) int {
	if depth < 3 || i < 3 || sc >= orderKiller || urgent {
		return 0
	}
	if i >= 10 && depth >= 5 {
		return 2
	}
	return 1
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
