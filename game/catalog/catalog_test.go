package catalog

import "testing"

func TestEntries(t *testing.T) {
	entries := Entries()
	if len(entries) != 6 {
		t.Fatalf("%d entries, want the six games of the collection", len(entries))
	}
	playable := 0
	for _, e := range entries {
		if e.Name == "" || e.Blurb == "" {
			t.Errorf("entry %+v lacks a name or blurb", e)
		}
		if !e.Playable() {
			continue
		}
		playable++
		s, opts, err := e.Game.Start(nil)
		if err != nil {
			t.Errorf("%s: %v", e.ID, err)
			continue
		}
		if seats := e.Game.Seats(opts); len(seats) != s.NumPlayers() {
			t.Errorf("%s: %d seat names for %d players", e.ID, len(seats), s.NumPlayers())
		}
	}
	if playable == 0 {
		t.Error("no playable game")
	}
}
