package war_test

import (
	"testing"

	"parlour/game/gametest"
	"parlour/game/war"
	"parlour/lang"
	"parlour/lang/langtest"
)

func TestDescribe(t *testing.T) {
	tests := []struct{ position, want string }{
		{war.StartPosition, ""},
		{"....k...../........../........../........../........../........../........../........../........../M....gK... white 1 1 - 0", "Black's General stands on the citadel: capture it now"},
		{chainPos, "A capture is owed: the troop on b3 can jump"},
	}
	for _, tc := range tests {
		if got := position(t, tc.position, nil).Describe(); got != tc.want {
			t.Errorf("%q: Describe() = %q, want %q", tc.position, got, tc.want)
		}
	}
}

func TestExplainPieceRules(t *testing.T) {
	gametest.CheckRefusals(t, start(t), map[string]string{
		"c1 c5": "Cannon: any distance diagonally, like a bishop",
		"a1 a5": "The Rear Troop on a2 is in the way",
		"e1 e3": "The Rear Troop on e2 is in the way",
		"b1 b4": "Horse: an L-shaped leap",
		"f1 g3": "King: one step in any direction",
		"b3 c4": "A Troop moves diagonally only to capture",
		"b3 b6": "Van Troop: steps forward",
		"b3 b2": "Van Troop: steps forward",
		"a1":    "The Mortar on a1 has no move now",
		"c1 a1": "The Mortar on a1 has no move now",
	})
	gametest.CheckRefusals(t, position(t, chainPos, nil), map[string]string{
		"b3 d5": "The jump must go on from d5",
	})
}

// TestExplainInSpanish checks refusals in Spanish: the piece's name and
// square in the order Spanish puts them, and a rule written with the
// piece's Spanish name and way of moving.
func TestExplainInSpanish(t *testing.T) {
	c := langtest.Catalog(t, "es")
	lang.Use(c)
	gametest.CheckRefusals(t, start(t), map[string]string{
		"a1 a5": "La pieza de a2 (Tropa de retaguardia) corta el paso",
		"f1 g3": "Rey: un paso en cualquier dirección",
		"a1":    "La pieza de a1 (Mortero) no tiene jugada ahora",
	})
	if got, want := position(t, "....k...../........../........../........../........../........../........../........../........../M....gK... white 1 1 - 0", nil).Describe(), "Una pieza negra (General) ocupa la ciudadela: captúrala ahora"; got != want {
		t.Errorf("Describe() = %q, want %q", got, want)
	}
}
