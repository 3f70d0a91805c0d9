package saves

import (
	"slices"
	"strings"
	"testing"

	"parlour/midend"
	"parlour/platform"
)

// TestLetters checks that games by message are kept apart from the game
// in progress, listed newest first, removable, and that a damaged one is
// set aside and left out.
func TestLetters(t *testing.T) {
	store := platform.NewMemoryStore()
	sv := NewSaves(store)
	m := newMatch(t, "a2-b2")
	if err := sv.SaveMatch(m, vsAI); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"aaaa", "bbbb", "aaaa"} {
		if err := sv.SaveLetter(midend.ByMessage{ID: id, Mine: 0, Sent: 1}, m, midend.FriendSeats(2, 0)); err != nil {
			t.Fatal(err)
		}
	}
	ids := func() []string {
		var out []string
		for _, l := range NewSaves(store).Letters() {
			out = append(out, l.ID)
		}
		return out
	}
	if got := ids(); !slices.Equal(got, []string{"aaaa", "bbbb"}) {
		t.Errorf("games by message %q, want [aaaa bbbb]", got)
	}
	if g, seats, ok := sv.LoadMatch(m.Game()); !ok || g.Ply() != 1 || !slices.Equal(seats, vsAI) {
		t.Errorf("the game in progress changed: %v %v %v", g, seats, ok)
	}
	if err := sv.RemoveLetter("aaaa"); err != nil {
		t.Fatal(err)
	}
	if got := ids(); !slices.Equal(got, []string{"bbbb"}) {
		t.Errorf("after removing aaaa: %q", got)
	}
	if _, err := store.Get(ByMessageKey("aaaa")); err == nil {
		t.Error("the removed game by message is still stored")
	}
	store.Put(ByMessageKey("bbbb"), []byte(`{"id":"bbbb","mine":0,"match":{}}`))
	fresh := NewSaves(store)
	if got := fresh.Letters(); len(got) != 0 || len(fresh.Notices) != 1 || !strings.Contains(fresh.Notices[0], "game by message") {
		t.Errorf("a damaged game by message: %v, notices %q", got, fresh.Notices)
	}
	if _, err := store.Get(ByMessageKey("bbbb") + ".corrupt"); err != nil {
		t.Errorf("the damaged game by message was not set aside: %v", err)
	}
}
