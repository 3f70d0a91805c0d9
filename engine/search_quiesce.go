package engine

import "parlour/game"

// maxQuiesce bounds the plies of a quiescence search beyond the nominal
// depth; urgent positions get a few more.
const maxQuiesce = 12

// quiesce returns the value of the current position, which is not over,
// for mover, its player to move, looking only at tactical moves: the
// player may stand pat on the evaluation unless the position is urgent.
// With an Exchanger, captures that lose material by exchange are left out
// where the player may stand pat.
func (s *searcher) quiesce(mover game.Player, ply, qply, alpha, beta int) int {
	s.pvLen[ply] = 0
	if s.nodes&1023 == 0 {
		s.poll()
	}
	if s.stopped {
		return 0
	}
	urgent := s.tac.Urgent()
	best := -infinity
	if !urgent || qply >= maxQuiesce+4 || ply >= MaxDepth-1 {
		stand := s.evaluate()
		if stand >= beta || qply >= maxQuiesce || ply >= MaxDepth-1 {
			return stand
		}
		best = stand
		alpha = max(alpha, stand)
	}
	var moves []game.Move
	if s.lister != nil && !urgent {
		moves = s.lister.TacticalMoves(s.moves[ply][:0])
	} else {
		moves = s.st.LegalMoves(s.moves[ply][:0])
	}
	s.moves[ply] = moves
	sc := s.scores[ply][:0]
	n := 0
	for _, m := range moves {
		if t := s.tac.Tactical(m); t > 0 || urgent {
			moves[n] = m
			sc = append(sc, int32(min(t, 1<<30)))
			n++
		}
	}
	moves = moves[:n]
	s.scores[ply] = sc
	sortMoves(moves, sc)
	for _, m := range moves {
		if s.exch != nil && !urgent && s.exch.Exchange(m) < 0 {
			continue
		}
		score := s.qchild(m, mover, ply, qply, alpha, beta)
		if s.stopped {
			return 0
		}
		if score > best {
			best = score
			if score > alpha {
				alpha = score
				if alpha >= beta {
					break
				}
			}
		}
	}
	if best == -infinity {
		return s.evaluate()
	}
	return best
}

// qchild plays m in the quiescence search and scores the position for
// mover, as child does.
func (s *searcher) qchild(m game.Move, mover game.Player, ply, qply, alpha, beta int) int {
	s.st.Apply(m)
	s.nodes++
	var score int
	next := s.st.ToMove()
	switch {
	case next == game.NoPlayer:
		score = s.terminal(s.st.Outcome(), mover, ply+1)
	case s.side(next) == s.side(mover):
		score = s.quiesce(next, ply+1, qply+1, alpha, beta)
	default:
		score = -s.quiesce(next, ply+1, qply+1, -beta, -alpha)
	}
	s.st.Undo()
	return score
}
