package saves

import (
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/game/foxgeese"
	"parlour/game/harehounds"
	"parlour/midend"
	"parlour/platform"
)

var vsAI = []Seat{Human, {AI: true, Level: engine.Medium}}

// FuzzLoad feeds arbitrary saved documents to the loader: it must never
// panic, must set damaged documents aside, and what it accepts must save
// and load again unchanged.
func FuzzLoad(f *testing.F) {
	good, _ := midend.MarshalMatch(newMatch(f, "a2-b2", "e2-d1"), vsAI)
	f.Add(good, []byte(`{"version":1,"games":{"harehounds":{"options":{"layout":"alternative"},"seats":["human","hard"]}}}`))
	f.Add([]byte(`{"format":"parlour-match","version":1,"game":"harehounds","moves":["a2-b2"],"made":5}`), []byte(`{}`))
	f.Add([]byte(`null`), []byte(`{"version":1,"games":null}`))
	f.Add(good, []byte(`{"version":1,"lessons":{"war":{"step":3,"offered":true},"harehounds":{"step":10,"done":true}}}`))
	f.Fuzz(func(t *testing.T, match, settings []byte) {
		store := platform.NewMemoryStore()
		store.Put("match", match)
		store.Put("settings", settings)
		sv := NewSaves(store)
		st := sv.LoadSettings()
		data, err := st.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if back, unread, err := ParseSettings(data); err != nil || len(unread) > 0 || !reflect.DeepEqual(back.Lessons, st.Lessons) {
			t.Fatalf("the lessons' progress %+v read back as %+v (unread %q, %v)", st.Lessons, back.Lessons, unread, err)
		}
		m, seats, ok := sv.LoadLast()
		if !ok {
			if _, err := store.Get("match"); err == nil && len(sv.Damaged()) == 0 && len(sv.newer) == 0 {
				t.Fatal("a rejected save was left in place, neither damaged nor newer")
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
	})
}

func newMatch(t testing.TB, moves ...string) *game.Match {
	t.Helper()
	m, err := game.NewMatch(harehounds.Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		if err := m.PlayString(mv); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

func TestSavesRoundTrip(t *testing.T) {
	store := platform.NewMemoryStore()
	sv := NewSaves(store)
	m := newMatch(t, "a2-b2", "e2-d1")
	m.Undo()
	seats := []Seat{Human, {AI: true, Level: engine.Hard}}
	if err := sv.SaveMatch(m, seats); err != nil {
		t.Fatal(err)
	}
	got, gotSeats, ok := NewSaves(store).LoadLast()
	if !ok {
		t.Fatal("saved game not found")
	}
	if !slices.Equal(got.MoveStrings(), []string{"a2-b2"}) || !got.CanRedo() || !slices.Equal(gotSeats, seats) {
		t.Errorf("restored %v (redo %v) seats %v", got.MoveStrings(), got.CanRedo(), gotSeats)
	}
	var raw map[string]any
	data, _ := store.Get("match.harehounds")
	if err := json.Unmarshal(data, &raw); err != nil || raw["seats"] == nil {
		t.Errorf("the save must list the seats: %s", data)
	}
}

// TestSavesPerGame checks that every game keeps its own game in progress,
// and that the single save of earlier versions moves to its game's key
// without being lost, even when storage is too full to move it.
func TestSavesPerGame(t *testing.T) {
	hare := newMatch(t, "a2-b2")
	geese, err := game.NewMatch(foxgeese.Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	store := platform.NewMemoryStore()
	sv := NewSaves(store)
	for _, m := range []*game.Match{hare, geese} {
		if err := sv.SaveMatch(m, midend.DefaultSeats(len(m.Seats()))); err != nil {
			t.Fatal(err)
		}
	}
	again := NewSaves(store)
	if m, _, ok := again.LoadMatch(harehounds.Spec); !ok || !slices.Equal(m.MoveStrings(), []string{"a2-b2"}) {
		t.Errorf("Hare and Hounds' game was not kept beside Fox and Geese's")
	}
	if m, _, ok := again.LoadLast(); !ok || m.Game() != foxgeese.Spec {
		t.Errorf("the game saved last is not Fox and Geese")
	}

	old, _ := midend.MarshalMatch(hare, vsAI)
	tests := []struct {
		name     string
		store    platform.Store
		existing bool // the game has a save of its own already
		wantKey  string
	}{
		{"moved", platform.NewMemoryStore(), false, "match.harehounds"},
		{"storage full", fullStore{platform.NewMemoryStore()}, false, "match"},
		{"a newer save wins", platform.NewMemoryStore(), true, "match.harehounds"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mem := tt.store.(interface {
				Put(string, []byte) error
			})
			if fs, ok := tt.store.(fullStore); ok {
				mem = fs.MemoryStore
			}
			mem.Put("match", old)
			newer, _ := midend.MarshalMatch(newMatch(t, "a2-b2", "e2-d1"), vsAI)
			if tt.existing {
				mem.Put("match.harehounds", newer)
			}
			sv := NewSaves(tt.store)
			m, _, ok := sv.LoadLast()
			if !ok {
				t.Fatal("the old save was not loaded")
			}
			want := 1
			if tt.existing {
				want = 2
			}
			if m.Ply() != want {
				t.Errorf("loaded %v", m.MoveStrings())
			}
			if d, err := tt.store.Get(tt.wantKey); err != nil || string(d) != string(old) && !tt.existing {
				t.Errorf("%s holds %q, %v: want the old save", tt.wantKey, d, err)
			}
			if tt.existing {
				if d, _ := tt.store.Get("match"); string(d) != string(old) {
					t.Error("the old save was lost beside a newer one")
				}
			}
			if len(sv.Notices) != 0 || len(sv.Damaged()) != 0 {
				t.Errorf("notices %q, damaged %v", sv.Notices, sv.Damaged())
			}
		})
	}
}

// TestDamagedSaves checks that unreadable documents are set aside with a
// notice in a player's words, never lost and never overwritten.
func TestDamagedSaves(t *testing.T) {
	good := func() string {
		data, _ := midend.MarshalMatch(newMatch(t, "a2-b2"), midend.DefaultSeats(2))
		return string(data)
	}()
	const hareAside = "Your saved game of Hare and Hounds (1 move) could not be read, so it was put aside (kept, not deleted). You can play on as usual."
	tests := []struct {
		name, key, doc string
		want           string
	}{
		{"bad JSON", "match.harehounds", `{"format": "parlour-match",`,
			"Your saved game of Hare and Hounds could not be read, so it was put aside (kept, not deleted)."},
		{"unknown game", "match", strings.Replace(good, `"harehounds"`, `"chess"`, 1),
			"A saved game could not be read, so it was put aside (kept, not deleted)."},
		{"illegal move", "match", strings.Replace(good, `"a2-b2"`, `"a2-e2"`, 1), hareAside},
		{"bad seat", "match.harehounds", strings.Replace(good, `"human"`, `"robot"`, 1), hareAside},
		{"bad settings JSON", "settings", `[1, 2`,
			"Your saved settings could not be read, so they were put aside (kept, not deleted) and the usual choices are in use."},
	}
	for _, tt := range tests {
		store := platform.NewMemoryStore()
		store.Put(tt.key, []byte(tt.doc))
		other := []byte(`{"keep": true}`)
		store.Put("other", other)
		sv := NewSaves(store)
		st := sv.LoadSettings()
		sv.LoadAll()
		if _, _, ok := sv.LoadLast(); ok {
			t.Errorf("%s: a damaged save was loaded", tt.name)
		}
		if len(sv.Notices) != 1 || !strings.HasPrefix(sv.Notices[0], tt.want) {
			t.Errorf("%s: notices %q, want one starting %q", tt.name, sv.Notices, tt.want)
		}
		for _, n := range sv.Notices {
			for _, tech := range []string{"JSON", "json", "version", "Go", "struct", "unmarshal", `"`} {
				if strings.Contains(n, tech) {
					t.Errorf("%s: notice %q speaks of %s", tt.name, n, tech)
				}
			}
		}
		if aside, err := store.Get(tt.key + ".corrupt"); err != nil || string(aside) != tt.doc {
			t.Errorf("%s: set aside %q, %v", tt.name, aside, err)
		}
		if _, err := store.Get(tt.key); err == nil {
			t.Errorf("%s: the damaged document is still under %q", tt.name, tt.key)
		}
		if d, _ := store.Get("other"); string(d) != string(other) {
			t.Errorf("%s: other data changed", tt.name)
		}
		// Saving afterwards writes fresh documents and keeps the damaged copy.
		if _, err := sv.SaveSettings(st); err != nil {
			t.Error(err)
		}
		if err := sv.SaveMatch(newMatch(t), vsAI); err != nil {
			t.Error(err)
		}
		if aside, _ := store.Get(tt.key + ".corrupt"); string(aside) != tt.doc {
			t.Errorf("%s: the copy set aside was overwritten", tt.name)
		}
	}

	// A second damaged save goes beside the first.
	store := platform.NewMemoryStore()
	store.Put("match.corrupt", []byte("old"))
	store.Put("match", []byte("new"))
	sv := NewSaves(store)
	sv.LoadLast()
	if d, _ := store.Get("match.corrupt"); string(d) != "old" {
		t.Error("the first damaged copy was overwritten")
	}
	if d, _ := store.Get("match.corrupt-2"); string(d) != "new" {
		t.Errorf("second copy: %q", d)
	}
}

// fullStore refuses every write as a full browser storage does.
type fullStore struct{ *platform.MemoryStore }

func (fullStore) Put(key string, _ []byte) error {
	return &platform.WriteError{Key: key, Full: true, Err: errors.New("QuotaExceededError")}
}

// TestDamagedSaveThatCannotMove checks a damaged save that storage is too
// full to set aside: it is left in place and offered for discarding,
// saving over it fails with a reason the player is told (never silently),
// and once discarded saving works again.
func TestDamagedSaveThatCannotMove(t *testing.T) {
	mem := platform.NewMemoryStore()
	store := &switchStore{MemoryStore: mem, full: true}
	damaged := `{"format":"parlour-match","version":1,"game":"harehounds","moves":["a2-b2","zz-top"],"made":2}`
	mem.Put("match.harehounds", []byte(damaged))
	sv := NewSaves(store)
	if _, _, ok := sv.LoadMatch(harehounds.Spec); ok {
		t.Fatal("a damaged save loaded")
	}
	want := []Damaged{{Key: "match.harehounds", What: "your saved game of Hare and Hounds (2 moves)"}}
	if !slices.Equal(sv.Damaged(), want) {
		t.Fatalf("damaged %+v, want %+v", sv.Damaged(), want)
	}
	store.full = false
	err := sv.SaveMatch(newMatch(t), vsAI)
	if err == nil {
		t.Fatal("a save over the damaged one was skipped without an error")
	}
	if d, _ := mem.Get("match.harehounds"); string(d) != damaged {
		t.Error("a damaged save that could not be moved aside was overwritten")
	}
	words := SaveFailure(KeyMatch, err)
	if !strings.HasPrefix(words, "Your game is not being saved: your saved game of Hare and Hounds (2 moves) could not be read") {
		t.Errorf("save failure said %q", words)
	}
	// Other games save as usual.
	geese, _ := game.NewMatch(foxgeese.Spec, nil)
	if err := sv.SaveMatch(geese, vsAI); err != nil {
		t.Errorf("another game could not be saved: %v", err)
	}
	if err := sv.Discard("match.harehounds"); err != nil {
		t.Fatal(err)
	}
	if err := sv.SaveMatch(newMatch(t, "a2-b2"), vsAI); err != nil {
		t.Fatalf("saving after the discard: %v", err)
	}
	if len(sv.Damaged()) != 0 {
		t.Errorf("still damaged: %v", sv.Damaged())
	}
}

// switchStore is a MemoryStore whose writes fail as a full storage's do
// while full is set.
type switchStore struct {
	*platform.MemoryStore
	full bool
}

func (s *switchStore) Put(key string, data []byte) error {
	if s.full {
		return &platform.WriteError{Key: key, Full: true, Err: errors.New("QuotaExceededError")}
	}
	return s.MemoryStore.Put(key, data)
}

// TestSaveFailureWords checks that a refused save is told in plain words:
// what was kept and what to do when storage is full, and never the
// storage's own message.
func TestSaveFailureWords(t *testing.T) {
	raw := errors.New("QuotaExceededError: Failed to execute 'setItem' on 'Storage'")
	tests := []struct {
		key  string
		err  error
		want string
	}{
		{KeyMatch, &platform.WriteError{Key: KeyMatch, Full: true, Err: raw},
			"Storage is full: your game was kept in memory but could not be saved. Free some space"},
		{KeySettings, &platform.WriteError{Key: KeySettings, Full: true, Err: raw},
			"Storage is full: your settings are in use but could not be saved. Free some space"},
		{KeyMatch, &platform.WriteError{Key: KeyMatch, Err: raw},
			"Games can't be saved " + platform.SavePlace + ": " + platform.RefusedReason + "."},
		{KeyPuzzles, &ReadError{Key: KeyPuzzles, Err: raw},
			"Games can't be saved " + platform.SavePlace + ": " + platform.ReadRefusedReason + "."},
		{KeyMatch, &StaleError{Key: MatchKey("harehounds")}, "Your game is not saved over: " + platform.OtherWindow + " changed it"},
		{KeySettings, &NewerError{Key: KeySettings, What: "your saved settings"},
			"Your settings are not being saved here: a newer version of Parlour saved your saved settings in"},
	}
	for _, tt := range tests {
		got := SaveFailure(tt.key, tt.err)
		if !strings.HasPrefix(got, tt.want) {
			t.Errorf("%s, %v: %q, want it to begin %q", tt.key, tt.err, got, tt.want)
		}
		if strings.Contains(got, "setItem") || strings.Contains(got, "Quota") {
			t.Errorf("%s: %q passes on the storage's own message", tt.key, got)
		}
	}
}
