package saves

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/foxgeese"
	"parlour/game/harehounds"
	"parlour/game/rating"
	"parlour/midend"
	"parlour/platform"
)

// windows returns n Saves over one store, as n tabs of a site share
// their localStorage, each having read everything at its start.
func windows(store platform.Store, n int) []*Saves {
	out := make([]*Saves, n)
	for i := range out {
		out[i] = NewSaves(store)
		out[i].LoadSettings()
		out[i].LoadPuzzles()
		out[i].LoadAll()
	}
	return out
}

// stores are the stores two windows may share: a browser's (in memory
// here) and the desktop's folder, which two copies of the program share.
func stores(t *testing.T) map[string]func() platform.Store {
	out := map[string]func() platform.Store{
		"memory": func() platform.Store { return platform.NewMemoryStore() },
	}
	if fileStore != nil {
		out["files"] = func() platform.Store { return fileStore(t.TempDir()) }
	}
	return out
}

// fileStore opens the desktop's store in a folder, where there is one.
var fileStore func(dir string) platform.Store

// savedMoves returns the moves of the Hare and Hounds game in the store.
func savedMoves(t *testing.T, store platform.Store) []string {
	t.Helper()
	data, err := store.Get(MatchKey(harehounds.Spec.ID))
	if err != nil {
		t.Fatalf("no saved game: %v", err)
	}
	m, _, err := midend.ParseMatch(data)
	if err != nil {
		t.Fatal(err)
	}
	return m.MoveStrings()
}

// TestStaleGameRefused plays one game in two windows: a window that has
// not seen the other's move cannot save over it, is told which document
// changed, and saves again once it has read the game anew; no sequence of
// alternating moves loses one.
func TestStaleGameRefused(t *testing.T) {
	for name, open := range stores(t) {
		t.Run(name, func(t *testing.T) {
			store := open()
			first := NewSaves(store)
			m := newMatch(t)
			if err := first.SaveMatch(m, vsAI); err != nil {
				t.Fatal(err)
			}
			w := windows(store, 2)
			a, b := w[0], w[1]
			ma, _, _ := a.LoadMatch(harehounds.Spec)
			mb, _, _ := b.LoadMatch(harehounds.Spec)

			play(t, ma, "a2-b2")
			if err := a.SaveMatch(ma, vsAI); err != nil {
				t.Fatalf("A's move: %v", err)
			}
			if got := b.Changed(nil); !slices.Equal(got, []string{MatchKey(harehounds.Spec.ID)}) {
				t.Errorf("B is told of changes to %q, want the game's", got)
			}
			play(t, mb, "b1-c1") // B still shows the start
			err := b.SaveMatch(mb, vsAI)
			if key, ok := Stale(err); !ok || key != MatchKey(harehounds.Spec.ID) {
				t.Fatalf("B's move on the old game: %v, want a stale refusal of the game's key", err)
			}
			if got := savedMoves(t, store); !slices.Equal(got, []string{"a2-b2"}) {
				t.Fatalf("after B's refused move the save holds %q", got)
			}

			// Turn by turn, each window reads the other's move first.
			want := []string{"a2-b2"}
			for i := range 6 {
				sv := []*Saves{b, a}[i%2]
				cur, _, ok := sv.LoadMatch(harehounds.Spec)
				if !ok || !slices.Equal(cur.MoveStrings(), want) {
					t.Fatalf("move %d: window reads %v", i, cur.MoveStrings())
				}
				st := cur.State()
				mv := st.MoveString(st.LegalMoves(nil)[i%2])
				play(t, cur, mv)
				if err := sv.SaveMatch(cur, vsAI); err != nil {
					t.Fatalf("move %s: %v", mv, err)
				}
				want = append(want, mv)
				if got := savedMoves(t, store); !slices.Equal(got, want) {
					t.Fatalf("after %s the save holds %q, want %q", mv, got, want)
				}
			}
			if got := a.Changed(nil); len(got) != 0 {
				t.Errorf("A, which saved last, is told of changes to %q", got)
			}
			if got := b.Changed(nil); len(got) != 1 {
				t.Errorf("B, which has not read A's last move, is told of changes to %q", got)
			}
		})
	}
}

// play plays moves on m.
func play(t *testing.T, m *game.Match, moves ...string) {
	t.Helper()
	for _, mv := range moves {
		if err := m.PlayString(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
}

// TestStaleLetterRefused checks a game by message like a game in
// progress, and that two windows each starting one keep both in the
// list.
func TestStaleLetterRefused(t *testing.T) {
	store := platform.NewMemoryStore()
	w := windows(store, 2)
	a, b := w[0], w[1]
	seats := []Seat{Human, {Friend: true}}
	bm1 := midend.ByMessage{ID: "aaaaaaaaaa"}
	if err := a.SaveLetter(bm1, newMatch(t), seats); err != nil {
		t.Fatal(err)
	}
	bm2 := midend.ByMessage{ID: "bbbbbbbbbb"}
	if err := b.SaveLetter(bm2, newMatch(t), seats); err != nil {
		t.Fatal(err)
	}
	if got := len(NewSaves(store).Letters()); got != 2 {
		t.Fatalf("two windows each started a game by message; %d are listed", got)
	}
	la, _ := a.Letter(bm1.ID)
	lb, _ := b.Letter(bm1.ID)
	play(t, la.Match, "a2-b2")
	if err := a.SaveLetter(la.ByMessage, la.Match, la.Seats); err != nil {
		t.Fatal(err)
	}
	play(t, lb.Match, "b1-c1")
	if _, ok := Stale(b.SaveLetter(lb.ByMessage, lb.Match, lb.Seats)); !ok {
		t.Fatal("a stale window saved over the game by message")
	}
	if l, _ := NewSaves(store).Letter(bm1.ID); !slices.Equal(l.Match.MoveStrings(), []string{"a2-b2"}) {
		t.Errorf("the game by message holds %q", l.Match.MoveStrings())
	}
}

// TestNewerKept loads documents that a newer version of Parlour wrote:
// each is kept in place, untouched, with one notice in a player's words,
// and nothing this version saves replaces it.
func TestNewerKept(t *testing.T) {
	good, _ := midend.MarshalMatch(newMatch(t, "a2-b2"), vsAI)
	newerGame := strings.Replace(string(good), `"version": 1`, `"version": 2`, 1)
	tests := []struct {
		name, key, doc string
		save           func(*Saves) error
		want           string
	}{
		{"a game", MatchKey("harehounds"), newerGame,
			func(s *Saves) error { return s.SaveMatch(newMatch(t), vsAI) },
			"Your saved game of Hare and Hounds (1 move) was saved by a newer version of Parlour"},
		{"settings", KeySettings, fmt.Sprintf(`{"version": %d, "games": {}, "language": "fr"}`, SettingsVersion+1),
			func(s *Saves) error { _, err := s.SaveSettings(Settings{Analysis: true}); return err },
			"Your saved settings were saved by a newer version of Parlour"},
		{"puzzle ratings", KeyPuzzles, `{"version": 3}`,
			func(s *Saves) error { _, err := s.UpdatePuzzles(Puzzles{}, func(*Puzzles) {}); return err },
			"Your puzzle ratings were saved by a newer version of Parlour"},
		{"a game by message", ByMessageKey("cccccccccc"), `{"id": "cccccccccc", "mine": 0, "match": ` + newerGame + `}`,
			func(s *Saves) error {
				return s.SaveLetter(midend.ByMessage{ID: "cccccccccc"}, newMatch(t), []Seat{Human, {Friend: true}})
			},
			"A saved game by message was saved by a newer version of Parlour"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store := platform.NewMemoryStore()
			store.Put(tt.key, []byte(tt.doc))
			if strings.HasPrefix(tt.key, ByMessageKey("")) {
				store.Put(keyByMessage, []byte(`["cccccccccc"]`))
			}
			sv := windows(store, 1)[0]
			sv.Letters()
			for range 2 {
				err := tt.save(sv)
				var ne *NewerError
				if !errors.As(err, &ne) || ne.Key != tt.key {
					t.Errorf("save over it: %v, want a NewerError of %q", err, tt.key)
				}
			}
			if d, _ := store.Get(tt.key); string(d) != tt.doc {
				t.Errorf("the newer document became %s", d)
			}
			if len(sv.Notices) != 1 || !strings.HasPrefix(sv.Notices[0], tt.want) || !strings.Contains(sv.Notices[0], platform.NewerRemedy) {
				t.Errorf("notices %q, want one starting %q and saying what to do", sv.Notices, tt.want)
			}
			if len(sv.Damaged()) != 0 {
				t.Errorf("a newer document is offered for discarding: %v", sv.Damaged())
			}
			for _, k := range store.Keys() {
				if strings.Contains(k, "corrupt") {
					t.Errorf("a newer document was set aside as damaged, under %q", k)
				}
			}
		})
	}
}

// TestSettingsMerged changes different settings in two windows, and the
// same lesson further in each: every change is kept, and the lesson at
// the further step.
func TestSettingsMerged(t *testing.T) {
	store := platform.NewMemoryStore()
	w := windows(store, 2)
	a, b := w[0], w[1]
	sa, sb := a.LoadSettings(), b.LoadSettings()

	sa.Values = true
	sa.SetLesson(harehounds.Spec, LessonProgress{Step: 3, Offered: true})
	sa, err := a.SaveSettings(sa)
	if err != nil {
		t.Fatal(err)
	}
	sb.Analysis = true
	sb.Set(foxgeese.Spec, game.Options{}, []Seat{Human, Human})
	sb.SetLesson(harehounds.Spec, LessonProgress{Step: 2})
	sb.SetLesson(foxgeese.Spec, LessonProgress{Step: 1})
	sb, err = b.SaveSettings(sb)
	if err != nil {
		t.Fatal(err)
	}
	got := NewSaves(store).LoadSettings()
	if g, w := marshal(t, got), marshal(t, sb); g != w {
		t.Errorf("B's settings %+v differ from the ones saved %+v", sb, got)
	}
	if !got.Values || !got.Analysis {
		t.Errorf("values %v, analysis %v: want both windows' choices", got.Values, got.Analysis)
	}
	if _, seats := got.For(foxgeese.Spec); !slices.Equal(seats, []Seat{Human, Human}) {
		t.Errorf("Fox and Geese's seats %v", seats)
	}
	if p := got.Lesson(harehounds.Spec); p != (LessonProgress{Step: 3, Offered: true}) {
		t.Errorf("the lesson both moved on is at %+v, want the further", p)
	}
	if p := got.Lesson(foxgeese.Spec); p.Step != 1 {
		t.Errorf("B's lesson is at %+v", p)
	}

	// A turns Values off: B's changes stay, and A's choice wins.
	sa.Values = false
	sa, _ = a.SaveSettings(sa)
	if got := NewSaves(store).LoadSettings(); got.Values || !got.Analysis || got.Lesson(foxgeese.Spec).Step != 1 {
		t.Errorf("after A turned Values off: %+v", got)
	}
}

func marshal(t *testing.T, st Settings) string {
	t.Helper()
	data, err := st.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestMergeSettingsEveryField checks that mergeSettings keeps, for every
// field of Settings, a change made in this window: a field added to the
// settings must be merged too, or another window's save would drop it.
func TestMergeSettingsEveryField(t *testing.T) {
	merged := map[string]bool{"Version": true}
	base := Settings{Version: SettingsVersion}
	typ := reflect.TypeOf(base)
	for i := range typ.NumField() {
		f := typ.Field(i)
		if merged[f.Name] {
			continue
		}
		mine := base
		v := reflect.ValueOf(&mine).Elem().Field(i)
		switch v.Kind() {
		case reflect.Bool:
			v.SetBool(true)
		case reflect.String:
			v.SetString("changed")
		case reflect.Int:
			v.SetInt(3)
		case reflect.Map:
			m := reflect.MakeMap(v.Type())
			m.SetMapIndex(reflect.ValueOf("harehounds"), reflect.New(v.Type().Elem()).Elem())
			v.Set(m)
		default:
			t.Errorf("field %s (%s): this test cannot make a value of it; teach it, and mergeSettings", f.Name, f.Type)
			continue
		}
		out := mergeSettings(base, mine, base)
		if !reflect.DeepEqual(reflect.ValueOf(out).Field(i).Interface(), v.Interface()) {
			t.Errorf("field %s changed in this window is lost by mergeSettings", f.Name)
		}
	}
}

// TestPuzzlesBothKept records a puzzle solved in each of two windows:
// both results are in the records, and the ratings moved twice.
func TestPuzzlesBothKept(t *testing.T) {
	store := platform.NewMemoryStore()
	w := windows(store, 2)
	a, b := w[0], w[1]
	pa, pb := a.LoadPuzzles(), b.LoadPuzzles()
	opp := rating.Rating{R: 1500, RD: 100, Vol: rating.StartVol}
	solve := func(id string) func(*Puzzles) {
		return func(p *Puzzles) {
			p.SetGame(harehounds.Spec, p.Game(harehounds.Spec).Result(id, opp, true, ""))
		}
	}
	pa, err := a.UpdatePuzzles(pa, solve("one"))
	if err != nil {
		t.Fatal(err)
	}
	pb, err = b.UpdatePuzzles(pb, solve("two"))
	if err != nil {
		t.Fatal(err)
	}
	got := NewSaves(store).LoadPuzzles().Game(harehounds.Spec)
	if got.Solved != 2 || got.Streak != 2 || !slices.Equal(got.Recent, []string{"one", "two"}) {
		t.Errorf("records after a puzzle in each window: %+v", got)
	}
	once := Puzzles{}
	solve("one")(&once)
	if got.Rating.R <= once.Game(harehounds.Spec).Rating.R {
		t.Errorf("rating %.1f after two wins, not above %.1f after one", got.Rating.R, once.Game(harehounds.Spec).Rating.R)
	}
	if !reflect.DeepEqual(pb.Game(harehounds.Spec), got) {
		t.Errorf("window B holds %+v, the store %+v", pb.Game(harehounds.Spec), got)
	}
	_ = pa
}

// readless is a store whose reads fail, as localStorage does when the
// browser blocks storage.
type readless struct{ *platform.MemoryStore }

func (readless) Get(key string) ([]byte, error) {
	return nil, errors.New("SecurityError: The operation is insecure.")
}

// TestReadsRefused starts on a store that cannot be read: nothing is
// taken for damaged, one notice says games cannot be saved, and nothing
// is written blind over what the store may hold.
func TestReadsRefused(t *testing.T) {
	store := readless{platform.NewMemoryStore()}
	store.MemoryStore.Put(MatchKey("harehounds"), []byte("kept"))
	sv := windows(store, 1)[0]
	if _, _, ok := sv.LoadLast(); ok {
		t.Error("a game was loaded from a store that cannot be read")
	}
	if len(sv.Damaged()) != 0 {
		t.Errorf("documents that could not be read are taken for damaged: %v", sv.Damaged())
	}
	want := platform.CantSave(platform.ReadRefusedReason)
	if !slices.Equal(sv.Notices, []string{want}) {
		t.Errorf("notices %q, want %q once", sv.Notices, want)
	}
	err := sv.SaveMatch(newMatch(t, "a2-b2"), vsAI)
	var re *ReadError
	if !errors.As(err, &re) {
		t.Errorf("save: %v, want a ReadError", err)
	}
	if got := SaveFailure(KeyMatch, err); got != want {
		t.Errorf("the save's failure reads %q, want %q", got, want)
	}
	if d, _ := store.MemoryStore.Get(MatchKey("harehounds")); string(d) != "kept" {
		t.Errorf("the document that could not be read became %q", d)
	}
}

// TestFormatFields keeps the fields of the settings and puzzle records
// of each format version: a field added needs a new version, so that an
// older Parlour still open in another window, which would drop the field
// it does not know when it saves, reads the document as newer and keeps
// it (NewerError) instead.
func TestFormatFields(t *testing.T) {
	tests := []struct {
		v       any
		version int
		fields  []string // by version, from 1
	}{
		{Settings{}, SettingsVersion, []string{"version games analysis values hideNumbers lessons", "version games analysis values hideNumbers lessons motion mute volume noVibration", "version games analysis values hideNumbers lessons motion mute volume noVibration language"}},
		{Puzzles{}, PuzzlesVersion, []string{"version games last", "version games last hintTold"}},
		{PuzzleGames{}, PuzzlesVersion, []string{"rating streak best solved failed recent daily puzzles", "rating streak best solved failed recent daily puzzles"}},
		{GameSettings{}, SettingsVersion, []string{"options seats names", "options seats names", "options seats names"}},
		{LessonProgress{}, SettingsVersion, []string{"step done offered", "step done offered", "step done offered"}},
	}
	for _, tt := range tests {
		typ := reflect.TypeOf(tt.v)
		var got []string
		for i := range typ.NumField() {
			name, _, _ := strings.Cut(typ.Field(i).Tag.Get("json"), ",")
			got = append(got, name)
		}
		if tt.version != len(tt.fields) || strings.Join(got, " ") != tt.fields[len(tt.fields)-1] {
			t.Errorf("%s version %d has the fields %q; version %d had %q: a new field needs a new version (and this table a new entry)",
				typ.Name(), tt.version, strings.Join(got, " "), len(tt.fields), tt.fields[len(tt.fields)-1])
		}
	}
}

// FuzzMerge saves settings in a window over any document another window
// wrote since it read its own: it must never panic; the change made here
// must be in what is saved, and what is saved must read back; a document
// of a newer version must stay as it was.
func FuzzMerge(f *testing.F) {
	f.Add([]byte(`{"version":1,"values":true}`), []byte(`{"version":1,"analysis":true,"lessons":{"war":{"step":2}}}`), uint8(0))
	f.Add([]byte(`{"version":1,"games":{"harehounds":{"seats":["human","hard"]}}}`), []byte(`{"version":9,"language":"fr"}`), uint8(1))
	f.Add([]byte(`{"version":1}`), []byte(`not json`), uint8(2))
	f.Add([]byte(`{"version":1,"lessons":{"harehounds":{"step":9,"done":true}}}`), []byte(`{"version":1,"lessons":{"harehounds":{"step":1}}}`), uint8(3))
	f.Fuzz(func(t *testing.T, mineDoc, theirsDoc []byte, change uint8) {
		store := platform.NewMemoryStore()
		store.Put(KeySettings, mineDoc)
		sv := NewSaves(store)
		st := sv.LoadSettings()
		store.Put(KeySettings, theirsDoc) // another window
		switch change % 5 {
		case 0:
			st.Values = !st.Values
		case 1:
			st.Set(harehounds.Spec, nil, []Seat{Human, Human})
		case 2:
			st.HideNumbers = !st.HideNumbers
		case 3:
			p := st.Lesson(foxgeese.Spec)
			p.Step++
			st.SetLesson(foxgeese.Spec, p)
		case 4:
			st.Mute, st.Volume, st.NoVibration = !st.Mute, st.SoundVolume()%VolumeLevels+1, !st.NoVibration
		}
		out, err := sv.SaveSettings(st)
		stored, _ := store.Get(KeySettings)
		var ne *NewerError
		if errors.As(err, &ne) {
			if string(stored) != string(theirsDoc) {
				t.Fatalf("a newer document %q became %q", theirsDoc, stored)
			}
			return
		}
		if err != nil {
			if len(sv.Damaged()) > 0 {
				return // their document is damaged and kept in its place
			}
			t.Fatalf("save: %v", err)
		}
		back, unread, err := ParseSettings(stored)
		if err != nil || len(unread) > 0 {
			t.Fatalf("what was saved reads back with %v, unread %q: %s", err, unread, stored)
		}
		if marshal(t, back) != marshal(t, out) {
			t.Fatalf("saved %s, the window holds %s", marshal(t, back), marshal(t, out))
		}
		switch change % 5 {
		case 0:
			if back.Values != st.Values {
				t.Fatal("the window's Values was lost")
			}
		case 1:
			if _, seats := back.For(harehounds.Spec); !slices.Equal(seats, []Seat{Human, Human}) {
				t.Fatalf("the window's seats were lost: %v", seats)
			}
		case 2:
			if back.HideNumbers != st.HideNumbers {
				t.Fatal("the window's numbers choice was lost")
			}
		case 3:
			if back.Lesson(foxgeese.Spec).Step < st.Lesson(foxgeese.Spec).Step {
				t.Fatal("the window's lesson progress was lost")
			}
		case 4:
			if back.Mute != st.Mute || back.Volume != st.Volume || back.NoVibration != st.NoVibration {
				t.Fatal("the window's sound choices were lost")
			}
		}
	})
}
