package engine

import (
	"testing"

	"parlour/game"
)

// TestGameTemperatures checks that a game's Temperatures replace the
// levels' own in two seats only, level by level, and never the strongest
// level's.
func TestGameTemperatures(t *testing.T) {
	tempered := &game.Game{Temperatures: []int{0, 30, 10, 5}}
	plain := &game.Game{}
	tests := []struct {
		g           *game.Game
		level       Level
		players     int
		temperature int
	}{
		{tempered, Hard, 2, 10},
		{tempered, Medium, 2, 30},
		{tempered, Easy, 2, levelParams[Easy].Temperature}, // 0 keeps its own
		{tempered, Perfect, 2, 0},
		{tempered, Hard, 4, 0}, // ManyTemperature applies there, later
		{tempered, Medium, 4, levelParams[Medium].Temperature},
		{plain, Hard, 2, 0},
		{plain, Medium, 2, levelParams[Medium].Temperature},
	}
	for _, tc := range tests {
		p, err := tc.level.paramsIn(tc.g, tc.players)
		if err != nil {
			t.Fatal(err)
		}
		if p.Temperature != tc.temperature {
			t.Errorf("%v, game's temperatures %v, %d players: temperature %d, want %d", tc.level, tc.g.Temperatures, tc.players, p.Temperature, tc.temperature)
		}
	}
	if _, err := Level(9).paramsIn(tempered, 2); err == nil {
		t.Error("an unknown level has settings")
	}
}
