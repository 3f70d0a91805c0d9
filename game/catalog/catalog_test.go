package catalog_test

import (
	"testing"

	"parlour/game"
	"parlour/game/catalog"
)

// TestEntries checks that the menu lists every registered game once, the
// collection's games first in their order.
func TestEntries(t *testing.T) {
	entries := catalog.Entries()
	all := game.All()
	if len(entries) != len(all) {
		t.Fatalf("%d entries for %d registered games", len(entries), len(all))
	}
	seen := map[string]bool{}
	for _, e := range entries {
		if e.Game == nil || e.ID != e.Game.ID || e.Name != e.Game.Name || e.Game.Summary == "" {
			t.Errorf("entry %+v is incomplete", e)
		}
		if seen[e.ID] {
			t.Errorf("%s listed twice", e.ID)
		}
		seen[e.ID] = true
	}
	if len(entries) > 0 && entries[0].ID != "harehounds" {
		t.Errorf("the menu starts with %s, want harehounds", entries[0].ID)
	}
}
