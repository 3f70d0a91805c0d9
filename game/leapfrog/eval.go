package leapfrog

import (
	"parlour/game"
)

func (s *State) pieces() int { return len(s.cells) - s.empties }

// Evaluate scores the position for the two-player alpha-beta engine: the
// lead of the player to move over the best other score, ten units a point.
func (s *State) Evaluate() int {
	best := int32(-1 << 30)
	for p := 0; p < s.players; p++ {
		if game.Player(p) != s.toMove {
			best = max(best, s.score[p])
		}
	}
	return pointValue * int(s.score[s.toMove]-best)
}

// pointValue is what a point of score is worth in Evaluate.
const pointValue = 10
