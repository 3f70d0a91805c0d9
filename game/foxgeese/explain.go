package foxgeese

import (
	"fmt"
	"math/bits"
	"strings"

	"parlour/game"
	"parlour/game/cross"
)

// Captured returns the number of geese the foxes have captured.
func (s *State) Captured() int { return GeeseStart - bits.OnesCount64(s.geese) }

// Score returns the number of geese the foxes have captured for the foxes,
// and 0 for the geese.
func (s *State) Score(p game.Player) int {
	if p == Foxes {
		return s.Captured()
	}
	return 0
}

// Describe says how the hunt stands: the geese captured and, late in a
// quiet spell, how near the draw is.
func (s *State) Describe() string {
	var parts []string
	if n := s.Captured(); n > 0 {
		parts = append(parts, fmt.Sprintf("%s captured, %d more to win", game.Count(n, "goose", "geese"), s.rules.goal-n))
	}
	if left := QuietLimit - int(s.quiet); left <= QuietLimit/4 && !s.Outcome().Over {
		parts = append(parts, fmt.Sprintf("draw in %s without a capture", game.Count(left, "ply", "plies")))
	}
	return strings.Join(parts, "; ")
}

// Explain says why a path tapped on the board is not a move, when the
// rules give a reason the player may not know.
func (s *State) Explain(path []int) string {
	if len(path) < 2 || path[0] < 0 || path[0] >= cross.EnglishHoles {
		return ""
	}
	if s.toMove == Geese && s.geese&(1<<path[0]) != 0 {
		if s.rules.geo.board.Direction(path[0], path[1]) < 0 {
			return "Geese only step along a line to a neighbouring hole; they never jump."
		}
	}
	return ""
}
