package engine

import (
	"context"
	"errors"
	"math/rand/v2"

	"parlour/game"
)

// A weaker level with Params.Insight plays a solo game as a player who tries
// each jump in their head for a while: it runs the solo solver from
// every position its jumps lead to, each within Insight nodes and without
// the game's table of solvable positions (its cheap proofs of a dead end
// still count), and
// prefers the jumps it proved solvable, then those it could not decide,
// and plays a jump it proved dead only when nothing else is left. Among
// its preferred jumps it chooses by the state's evaluation with the
// level's temperature. Late in a game, when few pegs are left, it sees
// almost everything; early on, where a dead end lies far ahead, it often
// cannot tell.

// insightPick returns the move an Insight level plays in the solo game s.
func insightPick(ctx context.Context, s game.State, p Params, seed uint64) (game.Move, error) {
	moves := s.LegalMoves(nil)
	if len(moves) == 1 {
		return moves[0], nil
	}
	ev, _ := s.(Evaluator)
	const (
		dead = iota
		unknown
		solvable
	)
	class := make([]int, len(moves))
	scores := make([]int, len(moves))
	c := s.Clone()
	memo := NewSoloMemo()
	for i, m := range moves {
		c.Apply(m)
		if ev != nil {
			scores[i] = c.(Evaluator).Evaluate()
		}
		res, err := SolveSolo(ctx, withoutGoalTable{c}, memo, SoloLimits{Nodes: p.Insight})
		c.Undo()
		switch {
		case errors.Is(err, errSoloStopped):
			class[i] = unknown
		case err != nil:
			return 0, err
		case res.Solvable:
			class[i] = solvable
		default:
			class[i] = dead
		}
	}
	best := dead
	for _, k := range class {
		best = max(best, k)
	}
	var pool []game.Move
	var poolScores []int
	for i, m := range moves {
		if class[i] == best {
			pool, poolScores = append(pool, m), append(poolScores, scores[i])
		}
	}
	rng := rand.New(rand.NewPCG(seed, 0x696e7369676874))
	return pool[SoftmaxPick(poolScores, p.Temperature, rng)], nil
}

// withoutGoalTable is a solo state seen without its table of solvable
// positions (GoalOracle), as a player who must work it out would see it;
// its cheap proofs of a dead end and its symmetries still count.
type withoutGoalTable struct{ game.State }

// Clone keeps the table hidden in the copy the solver searches.
func (w withoutGoalTable) Clone() game.State { return withoutGoalTable{w.State.Clone()} }

// Hopeless passes on the state's own proof of a dead end, if it has one.
func (w withoutGoalTable) Hopeless() bool {
	p, ok := w.State.(Pruner)
	return ok && p.Hopeless()
}

// SymmetricKey passes on the state's key up to symmetry, or its plain key.
func (w withoutGoalTable) SymmetricKey() uint64 {
	if sym, ok := w.State.(Symmetric); ok {
		return sym.SymmetricKey()
	}
	return Key(w.State)
}
