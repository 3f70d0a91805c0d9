package scenes

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/game/harehounds"
	"parlour/midend"
	"parlour/platform"
)

func TestSeats(t *testing.T) {
	for _, s := range midend.SeatChoices {
		got, err := midend.ParseSeat(s.String())
		if err != nil || got != s {
			t.Errorf("seat %v: parsed back as %v, %v", s, got, err)
		}
	}
	if _, err := midend.ParseSeat("robot"); err == nil {
		t.Error("an unknown seat must not parse")
	}
	tests := []struct {
		g    *game.Game
		seat Seat
		want string
	}{
		{harehounds.Spec, Seat{AI: true, Level: engine.Hard}, "Hard AI"},
		{harehounds.Spec, Seat{AI: true, Level: engine.Perfect}, "Perfect AI"},
		{&game.Game{ID: "big"}, Seat{AI: true, Level: engine.Perfect}, "Expert AI"},
		{&game.Game{ID: "big"}, Human, "Human"},
	}
	for _, tc := range tests {
		if got := seatLabel(tc.g, tc.seat); got != tc.want {
			t.Errorf("%s, %v: label %q, want %q", tc.g.ID, tc.seat, got, tc.want)
		}
	}
}

func TestSettingsFor(t *testing.T) {
	g := harehounds.Spec
	var st Settings
	opts, seats := st.For(g)
	if opts["layout"] != "usual" || len(seats) != 2 || seats[0] != Human || !seats[1].AI {
		t.Errorf("defaults: %v %v", opts, seats)
	}
	st.Set(g, game.Options{"layout": "alternative", "first": "hare", "goal": "reach", "stalling": "on"}, []Seat{{AI: true, Level: engine.Perfect}, Human})
	data, err := st.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseSettings(data)
	if err != nil {
		t.Fatal(err)
	}
	opts, seats = back.For(g)
	if opts["layout"] != "alternative" || opts["first"] != "hare" || seats[0] != (Seat{AI: true, Level: engine.Perfect}) || seats[1] != Human {
		t.Errorf("round trip: %v %v", opts, seats)
	}
	// Values that are no longer valid fall back to the defaults, one by one.
	back.Games[g.ID] = GameSettings{Options: game.Options{"layout": "sideways", "first": "hare", "bogus": "x"}, Seats: []string{"robot"}}
	opts, seats = back.For(g)
	if opts["layout"] != "usual" || opts["first"] != "hare" || len(opts) != len(g.Options) || seats[0] != Human {
		t.Errorf("lenient: %v %v", opts, seats)
	}
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
	got, gotSeats, ok := NewSaves(store).LoadMatch()
	if !ok {
		t.Fatal("saved game not found")
	}
	if !slices.Equal(got.MoveStrings(), []string{"a2-b2"}) || !got.CanRedo() || !slices.Equal(gotSeats, seats) {
		t.Errorf("restored %v (redo %v) seats %v", got.MoveStrings(), got.CanRedo(), gotSeats)
	}
	var raw map[string]any
	data, _ := store.Get("match")
	if err := json.Unmarshal(data, &raw); err != nil || raw["seats"] == nil {
		t.Errorf("the save must list the seats: %s", data)
	}
}

// TestDamagedSaves checks that unreadable documents are set aside with a
// notice, never lost and never overwritten.
func TestDamagedSaves(t *testing.T) {
	good := func() string {
		data, _ := midend.MarshalMatch(newMatch(t, "a2-b2"), midend.DefaultSeats(2))
		return string(data)
	}()
	tests := []struct {
		name, key, doc string
		reason         string
	}{
		{"bad JSON", "match", `{"format": "parlour-match",`, "not valid JSON"},
		{"unknown game", "match", strings.Replace(good, `"harehounds"`, `"chess"`, 1), "unknown game"},
		{"future version", "match", strings.Replace(good, `"version": 1`, `"version": 99`, 1), "version 99"},
		{"illegal move", "match", strings.Replace(good, `"a2-b2"`, `"a2-e2"`, 1), "saved move 1"},
		{"bad seat", "match", strings.Replace(good, `"human"`, `"robot"`, 1), "robot"},
		{"bad settings JSON", "settings", `[1, 2`, "not valid JSON"},
		{"future settings", "settings", `{"version": 7}`, "version 7"},
	}
	for _, tt := range tests {
		store := platform.NewMemoryStore()
		store.Put(tt.key, []byte(tt.doc))
		other := []byte(`{"keep": true}`)
		store.Put("other", other)
		sv := NewSaves(store)
		st := sv.LoadSettings()
		_, _, ok := sv.LoadMatch()
		if ok {
			t.Errorf("%s: a damaged save was loaded", tt.name)
		}
		if len(sv.Notices) != 1 || !strings.Contains(sv.Notices[0], tt.reason) || !strings.Contains(sv.Notices[0], "set aside") {
			t.Errorf("%s: notices %q, want one mentioning %q", tt.name, sv.Notices, tt.reason)
		}
		if tt.key == "match" && !strings.HasPrefix(sv.Notices[0], "Your saved game could not be read and was set aside: ") {
			t.Errorf("%s: notice %q", tt.name, sv.Notices[0])
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
		if err := sv.SaveSettings(st); err != nil {
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
	sv.LoadMatch()
	if d, _ := store.Get("match.corrupt"); string(d) != "old" {
		t.Error("the first damaged copy was overwritten")
	}
	if d, _ := store.Get("match.corrupt-2"); string(d) != "new" {
		t.Errorf("second copy: %q", d)
	}
}

// failingStore refuses to write, so documents cannot be moved aside.
type failingStore struct{ *platform.MemoryStore }

func (failingStore) Put(string, []byte) error { return errFull }

var errFull = &json.UnsupportedValueError{Str: "disk full"}

func TestDamagedSaveThatCannotMove(t *testing.T) {
	store := failingStore{platform.NewMemoryStore()}
	store.MemoryStore.Put("match", []byte("junk"))
	sv := NewSaves(store)
	if _, _, ok := sv.LoadMatch(); ok {
		t.Fatal("junk loaded")
	}
	if err := sv.SaveMatch(newMatch(t), midend.DefaultSeats(2)); err != nil {
		t.Fatal(err)
	}
	if d, _ := store.Get("match"); string(d) != "junk" {
		t.Error("a damaged save that could not be moved aside must not be overwritten")
	}
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
		{keyMatch, &platform.WriteError{Key: keyMatch, Full: true, Err: raw},
			"Storage is full: your game was kept in memory but could not be saved. Free some space"},
		{keySettings, &platform.WriteError{Key: keySettings, Full: true, Err: raw},
			"Storage is full: your settings are in use but could not be saved. Free some space"},
		{keyMatch, &platform.WriteError{Key: keyMatch, Err: raw},
			"Your game could not be saved: the browser or the system refused to store it."},
	}
	for _, tt := range tests {
		got := saveFailure(tt.key, tt.err)
		if !strings.HasPrefix(got, tt.want) {
			t.Errorf("%s, %v: %q, want it to begin %q", tt.key, tt.err, got, tt.want)
		}
		if strings.Contains(got, "setItem") || strings.Contains(got, "Quota") {
			t.Errorf("%s: %q passes on the storage's own message", tt.key, got)
		}
	}

	// A damaged save that cannot be moved aside because storage is full.
	store := fullStore{platform.NewMemoryStore()}
	store.MemoryStore.Put(keyMatch, []byte("junk"))
	sv := NewSaves(store)
	sv.LoadMatch()
	if len(sv.Notices) != 1 || !strings.Contains(sv.Notices[0], "storage is full. Free some space") || strings.Contains(sv.Notices[0], "Quota") {
		t.Errorf("notices %q: want one saying that storage is full and what to do", sv.Notices)
	}
}

// fullStore refuses every write as a full browser storage does.
type fullStore struct{ *platform.MemoryStore }

func (fullStore) Put(key string, _ []byte) error {
	return &platform.WriteError{Key: key, Full: true, Err: errors.New("QuotaExceededError")}
}

// TestPlaySaveFailureWords plays a move on the play screen with storage
// full: the notice says in a player's words what was kept, never the
// browser's exception.
func TestPlaySaveFailureWords(t *testing.T) {
	a := NewApp(Config{Store: fullStore{platform.NewMemoryStore()}, Thinker: &fakeThinker{}})
	m, err := game.NewMatch(harehounds.Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	p := NewPlay(a, m, midend.DefaultSeats(2))
	if err := p.s.PlayString("a2-b2"); err != nil {
		t.Fatal(err)
	}
	c := &Context{W: 1100, H: 760, S: 1, DSF: 1, Dt: 1.0 / 60, App: a, In: &Frame{}}
	p.Layout(c)
	if err := p.Update(c); err != nil {
		t.Fatal(err)
	}
	want := "Storage is full: your game was kept in memory but could not be saved."
	if !slices.ContainsFunc(a.notices, func(n string) bool { return strings.HasPrefix(n, want) }) {
		t.Errorf("notices %q, want one starting %q", a.notices, want)
	}
	for _, n := range a.notices {
		if strings.Contains(n, "setItem") || strings.Contains(n, "Quota") {
			t.Errorf("notice %q shows the browser's exception", n)
		}
	}
}
