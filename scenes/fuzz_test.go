package scenes

import (
	"testing"

	"parlour/midend"
	"parlour/platform"
)

// FuzzLoad feeds arbitrary saved documents to the loader: it must never
// panic, must set damaged documents aside, and what it accepts must save
// and load again unchanged.
func FuzzLoad(f *testing.F) {
	good, _ := midend.MarshalMatch(newMatch(f, "a2-b2", "e2-d1"), vsAI)
	f.Add(good, []byte(`{"version":1,"games":{"harehounds":{"options":{"layout":"alternative"},"seats":["human","hard"]}}}`))
	f.Add([]byte(`{"format":"parlour-match","version":1,"game":"harehounds","moves":["a2-b2"],"made":5}`), []byte(`{}`))
	f.Add([]byte(`null`), []byte(`{"version":1,"games":null}`))
	f.Fuzz(func(t *testing.T, match, settings []byte) {
		store := platform.NewMemoryStore()
		store.Put("match", match)
		store.Put("settings", settings)
		sv := NewSaves(store)
		st := sv.LoadSettings()
		m, seats, ok := sv.LoadLast()
		if !ok {
			if _, err := store.Get("match"); err == nil && len(sv.Damaged()) == 0 {
				t.Fatal("a rejected save was left in place")
			}
			return
		}
		if len(seats) != len(m.Seats()) {
			t.Fatalf("%d seats for %d players", len(seats), len(m.Seats()))
		}
		if err := sv.SaveMatch(m, seats); err != nil {
			t.Fatal(err)
		}
		again, _, ok := NewSaves(store).LoadLast()
		if !ok || again.Ply() != m.Ply() || again.State().String() != m.State().String() {
			t.Fatal("a loaded save did not survive saving again")
		}
		if _, err := st.Marshal(); err != nil {
			t.Fatal(err)
		}
	})
}
