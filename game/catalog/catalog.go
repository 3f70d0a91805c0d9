// Package catalog registers every game of the collection and lists them in
// the order the menu shows them. Programs import it once to get them all;
// adding a game means one import line here.
package catalog

import (
	"parlour/game"
	// Each import registers one game.
	_ "parlour/game/catchhare"
	_ "parlour/game/foxgeese"
	_ "parlour/game/harehounds"
	_ "parlour/game/leapfrog"
	_ "parlour/game/solitaire"
	_ "parlour/game/war"
)

// Entry is one game of the collection as the menu lists it.
type Entry struct {
	ID   string     // registry ID
	Name string     // display name
	Game *game.Game // the registered game
}

// order is the menu order of the collection; registered games not listed
// here follow, sorted by ID.
var order = []string{"harehounds", "catchhare", "foxgeese", "solitaire", "leapfrog", "war"}

// Entries returns the registered games in menu order. Registered games
// not in the menu order are appended, so a new game is never hidden.
func Entries() []Entry {
	var out []Entry
	listed := map[string]bool{}
	for _, id := range order {
		if g, err := game.Lookup(id); err == nil {
			out = append(out, Entry{ID: g.ID, Name: g.Name, Game: g})
			listed[id] = true
		}
	}
	for _, g := range game.All() {
		if !listed[g.ID] {
			out = append(out, Entry{ID: g.ID, Name: g.Name, Game: g})
		}
	}
	return out
}
