package scenes

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/catalog"
	"parlour/guard"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/saves"
)

// TestCrashingInputLosesNothing opens, with a game in progress of every
// game, a link and a record whose reading panics (a bug in the game's
// position parser, forced here), and a saved game whose loading panics:
// each ends in a notice that says it could not be opened and why, and the
// game in progress stays on the screen and in the store as it was.
func TestCrashingInputLosesNothing(t *testing.T) {
	old := guard.Logf
	guard.Logf = func(string, ...any) {}
	defer func() { guard.Logf = old }()
	for _, e := range catalog.Entries() {
		g := e.Game
		t.Run(g.ID, func(t *testing.T) {
			store := platform.NewMemoryStore()
			a := NewApp(Config{Store: store, Thinker: &fake.Thinker{}})
			a.LayoutF(1100, 760)
			p := a.newPlay(g)
			if p == nil {
				t.Fatal("no game started")
			}
			a.cur = p
			rng := rand.New(rand.NewPCG(1, 2))
			for range 6 {
				st := p.Session().State()
				if p.Session().Over() {
					break
				}
				moves := st.LegalMoves(nil)
				p.Session().Play(moves[rng.IntN(len(moves))], false)
			}
			before := p.Session().Match().MoveStrings()
			key := saves.MatchKey(g.ID)
			saved, err := store.Get(key)
			if err != nil || len(before) == 0 {
				t.Fatalf("no game in progress saved (%v, %d moves)", err, len(before))
			}

			parse := g.Parse
			g.Parse = func(game.Options, string) (game.State, error) {
				var cells []int
				return nil, game.NotLegal(nil, "", cells[len(cells):len(cells)+1])
			}
			defer func() { g.Parse = parse }()

			inputs := []string{
				"#play=" + g.ID + "&position=x",
				"Parlour game record\nGame: " + g.ID + "\nStart: x\nMoves:\n",
			}
			for _, in := range inputs {
				a.notices = nil
				if a.openImported(in, false) {
					t.Fatalf("%q opened", in)
				}
				if len(a.notices) != 1 || !strings.Contains(a.notices[0], "could not be opened: ") ||
					!strings.Contains(a.notices[0], "Parlour met an error of its own") ||
					!strings.HasSuffix(a.notices[0], "Nothing was changed.") {
					t.Errorf("%q: notices %q, want one saying it could not be opened, a bug, and nothing changed", in, a.notices)
				}
				if a.cur != p || a.next != nil || !slices.Equal(p.Session().Match().MoveStrings(), before) {
					t.Errorf("%q: the game in progress changed", in)
				}
				if now, _ := store.Get(key); string(now) != string(saved) {
					t.Errorf("%q: the saved game changed", in)
				}
			}

			// A saved game whose loading panics is set aside with its
			// reason, kept aside as it was, like a damaged one.
			other := platform.NewMemoryStore()
			doc := strings.Replace(string(saved), `"moves"`, `"start": "x", "moves"`, 1)
			other.Put(key, []byte(doc))
			sv := saves.NewSaves(other)
			if _, _, ok := sv.LoadMatch(g); ok {
				t.Fatal("a save whose loading panics was loaded")
			}
			if len(sv.Notices) != 1 || !strings.Contains(sv.Notices[0], "could not be read, so it was put aside") {
				t.Errorf("notices %q, want the save put aside", sv.Notices)
			}
			if kept, _ := other.Get(key + ".corrupt"); string(kept) != doc {
				t.Error("the save whose loading panicked is not kept aside as it was")
			}
		})
	}
}
