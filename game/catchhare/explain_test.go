package catchhare

import (
	"testing"

	"parlour/game"
	"parlour/game/gametest"
)

func TestExplainRefusals(t *testing.T) {
	tests := []struct {
		opts     game.Options
		position string
		tries    map[string]string
	}{
		{nil, "...../...../X.H.X/XXXXX/XXXXX hunters 0", map[string]string{
			"c3":    "It is the hunters' turn: tap a hunter",
			"a4 a2": "Hunters never leap",
			"a5":    "This hunter has no empty point next to it",
			"b4 c3": "c3 is not empty",
			"a4 b3": "No line joins a4 and b3",
			"a3 a1": "a1 is not next to a3",
			"b4 a5": "This hunter has no empty point",
			// Found by fuzzing: a path going on after a point that is
			// not a leap away panicked with a negative shift.
			"a4 b1 a1": "b1 is not next to a4",
		}},
		{nil, "...../...../X.H.X/XXXXX/XXXXX hare 0", map[string]string{
			"a3":       "It is the hare's turn: tap the hare",
			"c3 c5":    "A leap must land on an empty point, and c5 is not empty",
			"c3 c4":    "c4 is not empty: to capture the hunter there, leap over it",
			"c3 c1":    "A leap goes over a hunter, and there is none on c2",
			"c3 a4":    "a4 is not next to c3",
			"c3 d3 e3": "A step ends the move: only a leap may be followed by another",
		}},
		{game.Options{"board": "modern"}, "...../...../X.H.X/XXXXX/XXXXX hare 0", map[string]string{
			"c3 d2": "No line joins c3 and d2",
			"c3 e5": "e5 is not next to c3",
		}},
		{nil, "X.H.X/..X../...../X.X.X/XXXXX hare 0", map[string]string{
			"c1 c3 d3": "After a leap the hare may only leap again: tap c3 again to stop there",
			"c1 c3 c5": "A leap must land on an empty point",
			"c1 c3 c1": "there is none on c2",
		}},
	}
	for _, tt := range tests {
		gametest.CheckRefusals(t, at(t, tt.opts, tt.position), tt.tries)
	}
}
