package scenes

import (
	"testing"

	"parlour/game"
	"parlour/platform"
	"parlour/scenes/ui"
)

// TestRulesShowTheLegend checks that the rules of The Game of War list
// every kind of piece with its look and how it moves.
func TestRulesShowTheLegend(t *testing.T) {
	g, err := game.Lookup("war")
	if err != nil {
		t.Fatal(err)
	}
	a := NewApp(Config{Store: platform.NewMemoryStore()})
	r := NewRules(a, g, NewMenu(a))
	r.Layout(&ui.Context{W: 390, H: 844, S: 1, DSF: 1})
	shown := map[string]bool{}
	for _, ln := range r.lines {
		if ln.kind > 0 {
			shown[ln.text] = true
		}
	}
	for _, name := range []string{"King", "General", "Mortar", "Horse", "Cannon", "Van Troop", "Rear Troop", "Flying Machine"} {
		if !shown[name] {
			t.Errorf("the legend does not show the %s with its look (shown: %v)", name, shown)
		}
	}
}
