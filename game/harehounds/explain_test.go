package harehounds

import (
	"testing"

	"parlour/game/gametest"
)

func TestExplainRefusals(t *testing.T) {
	tests := []struct {
		position string
		tries    map[string]string
	}{
		{"D../D...H/D.. hounds 0", map[string]string{
			"e2":    "It is the hounds' turn: tap a hound",
			"a2 c2": "c2 is not next to a2",
			"b1 d1": "d1 is not next to b1",
		}},
		{".D./D..D./.H. hounds 0", map[string]string{
			"d2 c2": "Hounds never move back towards their own end",
			"c1 b1": "Hounds never move back",
		}},
		{".H./D...D/..D hounds 0", map[string]string{
			"e2":    "This hound could only go back",
			"d3 e2": "This hound could only go back",
		}},
		{"D../D..DH/... hare 0", map[string]string{
			"a2":    "It is the hare's turn: tap the hare",
			"e2 c2": "c2 is not next to e2",
			"e2 d2": "d2 is not empty",
		}},
	}
	for _, tt := range tests {
		gametest.CheckRefusals(t, at(t, nil, tt.position), tt.tries)
	}
}
