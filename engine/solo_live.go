package engine

import (
	"context"
	"fmt"
	"math"
	"slices"

	"parlour/game"
)

// LiveSet is what LivePositions found: every position reachable from a
// start from which the goal can still be reached.
type LiveSet struct {
	Keys  []uint64 // sorted keys of the live positions
	Dead  int      // reachable positions proven dead (hopeless ones included)
	Nodes int64    // positions visited
}

// LivePositions explores every position reachable from s and returns the
// keys of those from which the goal of the solo game can be reached, sorted.
// The keys are SymmetricKey when s is Symmetric, else Key; positions a
// Pruner calls hopeless are not explored further, and the state's own
// GoalOracle is not consulted. It is for building an oracle's table ahead
// of time: it remembers every position it meets, so it needs memory in
// proportion to the positions reachable (16 bytes or so each).
func LivePositions(ctx context.Context, s game.State) (LiveSet, error) {
	if s.NumPlayers() != 1 {
		return LiveSet{}, fmt.Errorf("live positions need a one-player game, not %d players", s.NumPlayers())
	}
	x := &liveSearch{
		soloSearch: newSoloSearch(ctx, s.Clone(), 0, 0),
		live:       newSoloKeySet(math.MaxInt),
		dead:       newSoloKeySet(math.MaxInt),
	}
	x.visit(0)
	if x.err != nil {
		return LiveSet{Nodes: x.nodes}, x.err
	}
	keys := make([]uint64, 0, x.live.n)
	for _, k := range x.live.slots {
		if k != 0 {
			keys = append(keys, k-1)
		}
	}
	slices.Sort(keys)
	return LiveSet{Keys: keys, Dead: x.dead.n, Nodes: x.nodes}, nil
}

// liveSearch visits every reachable position once, trying every move even
// after one has reached the goal.
type liveSearch struct {
	*soloSearch
	live, dead *soloKeySet
}

func (x *liveSearch) visit(depth int) bool {
	if x.tick() {
		return false
	}
	k := x.key()
	if o := x.st.Outcome(); o.Over {
		if o.Won(0) {
			x.live.add(k)
			return true
		}
		return false
	}
	switch {
	case x.live.has(k):
		return true
	case x.dead.has(k):
		return false
	case x.prune != nil && x.prune.Hopeless():
		x.dead.add(k)
		return false
	}
	moves := x.st.LegalMoves(x.buffer(depth))
	x.moves[depth] = moves
	live := false
	for _, m := range moves {
		x.st.Apply(m)
		if x.visit(depth + 1) {
			live = true
		}
		x.st.Undo()
		if x.err != nil {
			return false
		}
	}
	if live {
		x.live.add(k)
	} else {
		x.dead.add(k)
	}
	return live
}
