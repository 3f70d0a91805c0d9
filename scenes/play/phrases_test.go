package play

import (
	"testing"

	"parlour/game"
	"parlour/game/harehounds"
	"parlour/scenes/ui"
)

// TestMoveSentences checks that the verb agrees with the mover: a plural
// seat, a singular seat, and a player's own name, always singular.
func TestMoveSentences(t *testing.T) {
	b := harehounds.Board
	a2, _ := b.Lookup("a2")
	b2, _ := b.Lookup("b2")
	tests := []struct {
		side game.Noun
		path []int
		text string
		want string
	}{
		{game.Plural("Hounds"), []int{a2, b2}, "a2-b2", "Hounds move a2 to b2."},
		{game.Singular("Hare"), []int{b2, a2}, "b2-a2", "Hare moves b2 to a2."},
		{game.Singular("Chris"), []int{b2, a2}, "b2-a2", "Chris moves b2 to a2."},
		{game.Singular("Player 2"), nil, "stop", "Player 2 plays stop."},
		{game.Plural("Geese"), nil, "stop", "Geese play stop."},
	}
	for _, tt := range tests {
		if got := moveSentence(tt.side, b, tt.path, tt.text); got != tt.want {
			t.Errorf("got %q, want %q", got, tt.want)
		}
	}
	if got := ui.Capitalize("the hare is trapped"); got != "The hare is trapped." {
		t.Errorf("capitalize: %q", got)
	}
}
