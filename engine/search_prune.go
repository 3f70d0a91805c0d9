package engine

import (
	"math"

	"parlour/game"
)

// NullMover is implemented by two-player states that let the searcher pass
// the turn, for null-move pruning: when a position is still good enough
// after the side to move passes and the opponent is searched less deeply,
// the searcher takes the cut-off without searching the real moves.
type NullMover interface {
	// NullSafe reports whether a pass is a fair test of the position:
	// false where the side to move may be in zugzwang (every move makes
	// its position worse, as with few pieces left) or must answer a threat
	// at once.
	NullSafe() bool
	// ApplyNull passes the turn; UndoNull takes the pass back.
	ApplyNull()
	UndoNull()
}

// Exchanger is implemented by Tactical states that can judge a capture by
// static exchange evaluation. With it the searcher orders captures that
// lose material after the quiet killer moves, and the quiescence search
// leaves them out.
type Exchanger interface {
	// Exchange returns the material the side to move wins with m, in the
	// units of Evaluate, when both sides then capture on the square m
	// lands on, least valuable piece first, each stopping when it likes.
	// It is called before m is applied; a move that does more than win
	// material (one that threatens to end the game) should return at
	// least 0.
	Exchange(m game.Move) int
}

// Extender is implemented by states whose forcing moves should be searched
// a ply deeper than others, such as a move onto the enemy's citadel that
// must be answered at once.
type Extender interface {
	// Extends reports whether m, about to be applied, is searched one ply
	// deeper.
	Extends(m game.Move) bool
}

// Ordering priority of a capture that loses material by exchange: after
// the killers, before the quiet moves.
const orderLosing = 1 << 25

// Futility pruning, for nodes at most futilityDepth plies from the
// horizon: a position whose evaluation beats beta by futilityMargin a ply
// is taken as a cut-off, and quiet moves of a position that falls short of
// alpha by as much are not searched.
const (
	futilityDepth  = 3
	futilityMargin = 120
)

// lateMoveCount is, by depth, how many moves a Tactical state's search
// tries at a node off the principal variation before it leaves the
// remaining quiet ones out (late move pruning).
var lateMoveCount = [...]int{0, 6, 10, 18, 30}

// nullReduction returns how much shallower than the normal depth-1 the
// opponent's reply to a pass is searched.
func nullReduction(depth int) int { return 3 + depth/4 }

// lmrTable holds the late move reductions of a Tactical state's search by
// depth and move number: about ln(depth)·ln(i)/2, so the latest moves of the
// deepest nodes lose the most.
var lmrTable = func() (t [32][64]int8) {
	for d := 1; d < len(t); d++ {
		for i := 1; i < len(t[d]); i++ {
			t[d][i] = int8(0.25 + math.Log(float64(d))*math.Log(float64(i))/1.5)
		}
	}
	return t
}()

// lateReduction returns how many plies less a Tactical state's search
// looks at the i-th move of a node at depth whose ordering score is sc: quiet late
// moves are reduced, more so away from the principal variation. The move
// is searched again in full if it beats alpha.
func lateReduction(depth, i int, sc int32, pvNode bool) int {
	if depth < 3 || i < 2 || sc >= orderLosing {
		return 0
	}
	r := int(lmrTable[min(depth, len(lmrTable)-1)][min(i, len(lmrTable[0])-1)])
	if pvNode {
		r--
	}
	return min(max(r, 0), depth-2)
}
