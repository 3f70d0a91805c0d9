// Package catalog registers every playable game and lists the games still
// to come, in the order the menu shows them. Programs import it once to get
// them all; adding a game means one import line here.
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
	ID    string     // registry ID, or "" for a game not yet playable
	Name  string     // display name
	Game  *game.Game // nil until the game is playable
	Blurb string     // one sentence for games still to come
}

// Playable reports whether the game can be played yet.
func (e Entry) Playable() bool { return e.Game != nil }

// order is the menu order of the collection, with a line for the games
// still to come.
var order = []Entry{
	{ID: "harehounds"},
	{ID: "catchhare"},
	{ID: "foxgeese"},
	{ID: "solitaire"},
	{ID: "leapfrog"},
	{ID: "war"},
}

// Entries returns the collection in menu order. Registered games not in
// the menu order are appended, so a new game is never hidden.
func Entries() []Entry {
	var out []Entry
	listed := map[string]bool{}
	for _, e := range order {
		if e.ID != "" {
			g, err := game.Lookup(e.ID)
			if err != nil {
				continue
			}
			e.Game, e.Name, e.Blurb = g, g.Name, g.Summary
			listed[e.ID] = true
		}
		out = append(out, e)
	}
	for _, g := range game.All() {
		if !listed[g.ID] {
			out = append(out, Entry{ID: g.ID, Name: g.Name, Game: g, Blurb: g.Summary})
		}
	}
	return out
}
