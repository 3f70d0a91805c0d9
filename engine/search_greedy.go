package engine

import (
	"math/rand/v2"

	"parlour/game"
)

// greedyLimit bounds the moves GreedyMove tries in one turn.
const greedyLimit = 200_000

// GreedyMove returns the first move of the best immediate turn for the
// player to move, a baseline opponent for measuring the engine. The turn
// is the moves the player makes before the turn passes; the best one wins
// the game at once, or else gains the most score when the state is a
// game.Scorer (the longest turn among equals, so in Leapfrog the longest
// chain), or else leaves the best evaluation for the player when the state
// is an Evaluator (a one-ply player), and never loses at once when it can
// help it. Ties are broken by rng. The game must not be over; s is not
// changed.
func GreedyMove(s game.State, rng *rand.Rand) game.Move {
	st := s.Clone()
	scorer, _ := st.(game.Scorer)
	eval, _ := st.(Evaluator)
	mover := st.ToMove()
	before := 0
	if scorer != nil {
		before = scorer.Score(mover)
	}
	budget := greedyLimit
	const decided = 1 << 40 // beyond any gain or evaluation
	// value scores the turn made so far.
	value := func(length int) int {
		if o := st.Outcome(); o.Over {
			switch {
			case o.Won(mover):
				return decided
			case o.IsDraw():
				return 0
			}
			return -decided
		}
		switch {
		case scorer != nil:
			return (scorer.Score(mover)-before)<<16 + length
		case eval != nil:
			v := eval.Evaluate()
			if st.ToMove() != mover {
				v = -v
			}
			return v
		}
		return length
	}
	var turn func(length int) int
	turn = func(length int) int {
		if st.ToMove() != mover || budget <= 0 {
			return value(length)
		}
		best := value(length)
		for _, m := range st.LegalMoves(nil) {
			budget--
			st.Apply(m)
			best = max(best, turn(length+1))
			st.Undo()
		}
		return best
	}
	var ties []game.Move
	top := 0
	for _, m := range st.LegalMoves(nil) {
		st.Apply(m)
		v := turn(1)
		st.Undo()
		switch {
		case len(ties) == 0 || v > top:
			ties, top = append(ties[:0], m), v
		case v == top:
			ties = append(ties, m)
		}
	}
	return ties[rng.IntN(len(ties))]
}
