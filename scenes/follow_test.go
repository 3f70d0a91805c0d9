package scenes

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/harehounds"
	"parlour/midend"
	"parlour/platform"
	"parlour/scenes/internal/fake"
	"parlour/scenes/play"
	"parlour/scenes/saves"
)

// sharedStore is one window's view of a store that other windows share:
// it tells of possible changes at every frame, as the browser's storage
// event tells a tab of another's writes.
type sharedStore struct{ *platform.MemoryStore }

func (sharedStore) Changed() ([]string, bool) { return nil, true }

// window is one App of several on one store.
type window struct {
	t   *testing.T
	app *App
}

func (w window) frames(n int) {
	w.t.Helper()
	for range n {
		w.app.s.windows.polledAt = math.Inf(-1) // a store without news is read again at every frame
		if err := w.app.Update(); err != nil {
			w.t.Fatal(err)
		}
	}
}

// session returns the Session of the play screen shown.
func (w window) session() *midend.Session {
	w.t.Helper()
	p, ok := w.app.cur.(*play.Screen)
	if !ok {
		w.t.Fatalf("the window shows %s, not a game", w.app.cur.Name())
	}
	return p.Session()
}

func (w window) noticed(prefix string) bool {
	return slices.ContainsFunc(w.app.layers.Notices(), func(n string) bool { return strings.HasPrefix(n, prefix) })
}

// openWindow starts an App on store, as a new tab of the site would.
func openWindow(t *testing.T, store platform.Store) window {
	a := NewApp(Config{Store: store, Thinker: &fake.Thinker{}})
	a.LayoutF(1100, 760)
	w := window{t, a}
	w.frames(2)
	return w
}

// storedMoves returns the moves of the Hare and Hounds game in store.
func storedMoves(t *testing.T, store platform.Store) []string {
	t.Helper()
	m, _, ok := saves.NewSaves(store).LoadMatch(harehounds.Spec)
	if !ok {
		t.Fatal("no saved game of Hare and Hounds")
	}
	return m.MoveStrings()
}

// TestWindowsInStep plays one game of Hare and Hounds, people in both
// seats, in two windows on one store: a move, an undo and a new game made
// in one show in the other; a move made in a window that has not seen the
// other's is refused, said, and the game shown as saved; and no sequence
// of moves made in either window, each seeing the other's or not, loses a
// move that was saved.
//
// It runs as two tabs of the browser, told of each other's writes by the
// storage event, and as two copies of the desktop program on one folder,
// which read the folder again for the other's.
func TestWindowsInStep(t *testing.T) {
	mem := platform.NewMemoryStore()
	dir := t.TempDir()
	cases := map[string]func() platform.Store{"tabs": func() platform.Store { return sharedStore{mem} }}
	if folderStore != nil {
		cases["programs"] = func() platform.Store { return folderStore(dir) }
	}
	for name, store := range cases {
		t.Run(name, func(t *testing.T) { windowsInStep(t, store) })
	}
}

// folderStore opens the desktop's store in a folder, where there is one.
var folderStore func(dir string) platform.Store

func windowsInStep(t *testing.T, open func() platform.Store) {
	store := open()
	people := []saves.Seat{saves.Human, saves.Human}
	a := openWindow(t, store)
	m, err := game.NewMatch(harehounds.Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	a.app.s.Play(m, people, nil, nil)
	a.frames(20) // the fade
	b := openWindow(t, open())
	if got := b.session().Match().MoveStrings(); len(got) != 0 {
		t.Fatalf("the second window opens the game with %q", got)
	}

	if err := a.session().PlayString("a2-b2"); err != nil {
		t.Fatal(err)
	}
	a.frames(1)
	b.frames(1)
	if got := b.session().Match().MoveStrings(); !slices.Equal(got, []string{"a2-b2"}) {
		t.Fatalf("after A's move, B shows %q", got)
	}
	if !b.noticed("This game was changed in " + platform.OtherWindow) {
		t.Errorf("B does not say why its game changed: %q", b.app.layers.Notices())
	}

	// A stale window's move is refused, said, and the saved game shown.
	if err := a.session().PlayString("e2-d2"); err != nil {
		t.Fatal(err)
	}
	if err := b.session().PlayString("e2-d1"); err != nil {
		t.Fatal(err)
	}
	if got := storedMoves(t, store); !slices.Equal(got, []string{"a2-b2", "e2-d2"}) {
		t.Fatalf("after B's move on a game it had not read again, the save holds %q", got)
	}
	b.frames(1)
	if got := b.session().Match().MoveStrings(); !slices.Equal(got, []string{"a2-b2", "e2-d2"}) {
		t.Errorf("after its refused move, B shows %q", got)
	}
	if !b.noticed("Your last change to this game was not saved") || b.noticed("This game was changed") {
		t.Errorf("B does not say its move was not saved, in the place of the notice before: %q", b.app.layers.Notices())
	}
	for _, n := range b.app.layers.Notices() {
		if strings.Contains(n, "could not be saved") {
			t.Errorf("B words the refusal as a failure of the storage: %q", n)
		}
	}

	// Undo and a new game follow.
	a.frames(1)
	a.session().Undo()
	a.frames(1)
	b.frames(1)
	if got := b.session().Match().MoveStrings(); !slices.Equal(got, []string{"a2-b2"}) {
		t.Errorf("after A's undo, B shows %q", got)
	}
	b.session().NewGame()
	b.frames(1)
	a.frames(1)
	if got := a.session().Match().MoveStrings(); len(got) != 0 {
		t.Errorf("after B's new game, A shows %q", got)
	}

	// Moves in either window, at random, each seeing the other's or not:
	// the save always holds the last move saved, and a window that has
	// followed shows it.
	r := rand.New(rand.NewPCG(7, 45))
	wins := []window{a, b}
	refusals := 0
	for step := range 150 {
		w := wins[r.IntN(2)]
		if r.IntN(2) == 0 {
			w.frames(1)
		}
		s := w.session()
		if s.Over() {
			s.NewGame()
			w.frames(1)
			continue
		}
		before := storedMoves(t, store)
		st := s.Match().State()
		legal := st.LegalMoves(nil)
		if err := s.PlayString(st.MoveString(legal[r.IntN(len(legal))])); err != nil {
			t.Fatal(err)
		}
		after := storedMoves(t, store)
		switch {
		case slices.Equal(after, s.Match().MoveStrings()):
		case slices.Equal(after, before) && len(w.app.s.store.refused) > 0:
			refusals++
		default:
			t.Fatalf("step %d: the save holds %q; the window that moved shows %q, the save before was %q", step, after, s.Match().MoveStrings(), before)
		}
		for _, o := range wins {
			if r.IntN(3) == 0 {
				continue // this one has not looked yet
			}
			o.frames(1)
			if got := o.session().Match().MoveStrings(); !slices.Equal(got, after) {
				t.Fatalf("step %d: a window shows %q after following, the save %q", step, got, after)
			}
		}
	}
	if refusals == 0 {
		t.Error("no move was made on a stale game: the test did not try the refusal")
	}
	t.Logf("150 steps, %d moves refused on a stale game", refusals)
}

// TestWindowsSettingsAndPuzzles checks that settings changed in two
// windows are both kept, and show in the other at its next frame.
func TestWindowsSettingsAndPuzzles(t *testing.T) {
	store := sharedStore{platform.NewMemoryStore()}
	a, b := openWindow(t, store), openWindow(t, store)
	a.app.s.Settings().Values = true
	a.app.s.SaveSettings()
	b.app.s.Settings().Analysis = true
	b.app.s.SaveSettings()
	a.frames(1)
	for name, w := range map[string]window{"A": a, "B": b} {
		if st := w.app.s.Settings(); !st.Values || !st.Analysis {
			t.Errorf("window %s: values %v, analysis %v; want both windows' choices", name, st.Values, st.Analysis)
		}
	}
	solve := func(id string) func(*saves.Puzzles) {
		return func(p *saves.Puzzles) {
			p.SetGame(harehounds.Spec, p.Game(harehounds.Spec).Result(id, p.Game(harehounds.Spec).Rating, true, ""))
		}
	}
	a.app.s.store.RecordPuzzles(solve("one"))
	b.app.s.store.RecordPuzzles(solve("two"))
	a.frames(1)
	for name, w := range map[string]window{"A": a, "B": b} {
		if got := w.app.s.store.Puzzles().Game(harehounds.Spec); got.Solved != 2 {
			t.Errorf("window %s: %d puzzles solved, want both windows' 2", name, got.Solved)
		}
	}
}

// TestVolatileStoreSaid starts on the stand-in store of a browser that
// keeps nothing: one notice says so; moves go on.
func TestVolatileStoreSaid(t *testing.T) {
	a := NewApp(Config{Store: platform.NewFallbackStore("the browser lets this page keep nothing"), Thinker: &fake.Thinker{}})
	want := "Games can't be saved " + platform.SavePlace + ": the browser lets this page keep nothing."
	if n := slices.IndexFunc(a.layers.Notices(), func(n string) bool { return strings.HasPrefix(n, want) }); n < 0 {
		t.Errorf("notices %q, want one starting %q", a.layers.Notices(), want)
	}
}

// TestRefusedStoreSaidOnce plays moves on a store that refuses every
// write: one notice, not one a move, even after it is dismissed.
func TestRefusedStoreSaidOnce(t *testing.T) {
	a := NewApp(Config{Store: refusing{platform.NewMemoryStore()}, Thinker: &fake.Thinker{}})
	a.LayoutF(1100, 760)
	m, _ := game.NewMatch(harehounds.Spec, nil)
	a.s.Play(m, []saves.Seat{saves.Human, saves.Human}, nil, nil)
	w := window{t, a}
	w.frames(20)
	for i := range 4 {
		st := w.session().Match().State()
		if err := w.session().PlayString(st.MoveString(st.LegalMoves(nil)[0])); err != nil {
			t.Fatal(err)
		}
		w.frames(2)
		if i == 1 {
			a.layers.Dismiss()
		}
	}
	want := platform.CantSave(platform.RefusedReason)
	said := 0
	for _, s := range a.s.store.told {
		if s {
			said++
		}
	}
	if !a.s.store.told[want] || said != 1 {
		t.Errorf("told %v, want %q alone", a.s.store.told, want)
	}
	if slices.Contains(a.layers.Notices(), want) {
		t.Errorf("the notice came back after it was dismissed: %q", a.layers.Notices())
	}
}

// refusing is a store whose writes fail as a browser's that blocks
// storage does.
type refusing struct{ *platform.MemoryStore }

func (refusing) Put(key string, _ []byte) error {
	return &platform.WriteError{Key: key, Err: errorString("SecurityError: The operation is insecure.")}
}

type errorString string

func (e errorString) Error() string { return string(e) }
