package engine

import (
	"math/rand/v2"

	"parlour/game"
)

// greedyLimit bounds the moves GreedyMove tries in one turn.
const greedyLimit = 200_000

// GreedyMove returns the first move of the best immediate turn for the
// player to move, a baseline opponent for measuring the engine: the turn
// (the moves the player makes before the turn passes) that gains the most
// score when the state is a game.Scorer, the longest one among equals, so
// in Leapfrog the longest chain. Ties are broken by rng. The game must not
// be over; s is not changed.
func GreedyMove(s game.State, rng *rand.Rand) game.Move {
	st := s.Clone()
	scorer, _ := st.(game.Scorer)
	mover := st.ToMove()
	before := 0
	if scorer != nil {
		before = scorer.Score(mover)
	}
	budget := greedyLimit
	// value scores a turn: gain first, then length.
	value := func(length int) int {
		v := length
		if scorer != nil {
			v += (scorer.Score(mover) - before) << 16
		}
		return v
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
