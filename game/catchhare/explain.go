package catchhare

import (
	"fmt"
	"math/bits"

	"parlour/game"
)

// Score returns the hunters the hare has captured; the hunters score 0.
func (s *State) Score(p game.Player) int {
	if p != Hare {
		return 0
	}
	return max(s.rules.Hunters-bits.OnesCount32(s.hunters), 0)
}

// Describe says how many more captures the hare needs.
func (s *State) Describe() string {
	n := bits.OnesCount32(s.hunters) - s.rules.Threshold
	switch {
	case n <= 0:
		return ""
	case n == 1:
		return "Hare needs 1 more capture"
	}
	return fmt.Sprintf("Hare needs %d more captures", n)
}
