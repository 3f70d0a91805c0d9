package saves

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/game/harehounds"
	"parlour/game/war"
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
	back, _, err := ParseSettings(data)
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

// TestPartialSettings checks that a bad field of the settings costs only
// that field: every other game's choices, and the rest of its own, are
// kept, and the notice names what was lost in a player's words.
func TestPartialSettings(t *testing.T) {
	doc := `{"version": 1, "analysis": true, "games": {
		"harehounds": {"options": {"layout": "alternative", "first": 3}, "seats": ["hard", 7], "names": ["Ann"]},
		"foxgeese": {"options": {"board": "33"}, "seats": ["human", "easy"]},
		"solitaire": 12}}`
	store := platform.NewMemoryStore()
	store.Put("settings", []byte(doc))
	sv := NewSaves(store)
	st := sv.LoadSettings()
	if !st.Analysis {
		t.Error("the analysis choice was lost")
	}
	opts, seats := st.For(harehounds.Spec)
	if opts["layout"] != "alternative" || seats[0] != (Seat{AI: true, Level: engine.Hard}) {
		t.Errorf("Hare and Hounds: options %v, seats %v: want what could be read kept", opts, seats)
	}
	if opts["first"] != harehounds.Spec.Options[1].Default() && opts["first"] == "" {
		t.Errorf("the unreadable option is %q, want its default", opts["first"])
	}
	if got := st.NamesFor(harehounds.Spec, 2); got[0] != "Ann" {
		t.Errorf("names %q", got)
	}
	if gs := st.Games["foxgeese"]; !slices.Equal(gs.Seats, []string{"human", "easy"}) {
		t.Errorf("Fox and Geese lost its settings: %+v", gs)
	}
	want := "Some of your settings could not be read: the options and who plays each seat of Hare and Hounds; the choices of "
	if len(sv.Notices) != 1 || !strings.HasPrefix(sv.Notices[0], want) {
		t.Fatalf("notices %q, want one starting %q", sv.Notices, want)
	}
	if strings.Contains(sv.Notices[0], "json") || strings.Contains(sv.Notices[0], "unmarshal") {
		t.Errorf("notice %q passes on the decoder's words", sv.Notices[0])
	}
	if d, _ := store.Get("settings.corrupt"); string(d) != doc {
		t.Error("no copy of the old settings was kept")
	}
}

// TestParseSettingsReadsEveryField sets every field of Settings and
// checks that it reads back: ParseSettings reads field by field, and a
// field it does not name is lost at the next start.
func TestParseSettingsReadsEveryField(t *testing.T) {
	st := Settings{Version: SettingsVersion, Games: map[string]GameSettings{
		"harehounds": {Options: game.Options{"layout": "alternative"}, Seats: []string{"human", "easy"}, Names: []string{"Ann", ""}},
	}, Lessons: map[string]LessonProgress{"war": {Step: 3, Done: true, Offered: true}}, Motion: MotionReduced, Volume: 3, Language: "de"}
	v := reflect.ValueOf(&st).Elem()
	for i := range v.NumField() {
		if f := v.Field(i); f.Kind() == reflect.Bool {
			f.SetBool(true)
		} else if f.IsZero() {
			t.Fatalf("field %s is not set by this test: set it", v.Type().Field(i).Name)
		}
	}
	data, err := st.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, unread, err := ParseSettings(data)
	if err != nil || len(unread) > 0 || !reflect.DeepEqual(back, st) {
		t.Errorf("read back as %+v (unread %q, %v), want %+v", back, unread, err, st)
	}
}

// TestSoundSettings reads the sound's and the vibration's choices: on
// by default at a modest volume; a volume out of range, or a choice that
// is no boolean, is reported and left at its default, the rest kept.
func TestSoundSettings(t *testing.T) {
	st, unread, err := ParseSettings([]byte(`{"version": 1, "values": true}`))
	if err != nil || len(unread) > 0 || st.Mute || st.NoVibration || st.SoundVolume() != DefaultVolume {
		t.Errorf("a version 1 document: %+v, unread %q, %v; want sound and vibration on at volume %d", st, unread, err, DefaultVolume)
	}
	st, unread, err = ParseSettings([]byte(`{"version": 2, "mute": true, "volume": 4, "noVibration": true}`))
	if err != nil || len(unread) > 0 || !st.Mute || !st.NoVibration || st.SoundVolume() != 4 {
		t.Errorf("read %+v, unread %q, %v", st, unread, err)
	}
	st, unread, err = ParseSettings([]byte(`{"version": 2, "values": true, "mute": "yes", "volume": 9, "noVibration": 1}`))
	want := []string{"whether the sounds are on", "the sounds' volume", "whether the phone vibrates"}
	if err != nil || !slices.Equal(unread, want) || st.Mute || st.Volume != 0 || st.NoVibration || !st.Values {
		t.Errorf("damaged: %+v, unread %q, %v; want %q unread and the rest kept", st, unread, err, want)
	}
}

// TestLessonProgressDamaged reads settings whose progress in one lesson
// is damaged: that lesson starts again, and the rest is kept.
func TestLessonProgressDamaged(t *testing.T) {
	doc := `{"version": 1, "values": true, "lessons": {"war": {"step": 4, "done": true}, "harehounds": {"step": "two"}, "foxgeese": {"step": -3}}}`
	st, unread, err := ParseSettings([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	if !st.Values || st.Lesson(war.Spec) != (LessonProgress{Step: 4, Done: true}) {
		t.Errorf("read %+v: want the values and the lesson of The Game of War kept", st)
	}
	if p := st.Lesson(harehounds.Spec); p != (LessonProgress{}) {
		t.Errorf("damaged progress read as %+v", p)
	}
	want := []string{"your progress in the lesson of Fox and Geese", "your progress in the lesson of Hare and Hounds"}
	if !slices.Equal(unread, want) {
		t.Errorf("unread %q, want %q", unread, want)
	}
	if _, unread, _ := ParseSettings([]byte(`{"version": 1, "lessons": 7}`)); !slices.Equal(unread, []string{"your progress in the lessons"}) {
		t.Errorf("lessons that are not an object: unread %q", unread)
	}
}

// TestMotion reads the choice of motion: each choice reads back, a
// choice this version does not know is reported unread and follows the
// system, and the system is asked only when the choice is left to it.
func TestMotion(t *testing.T) {
	for _, m := range []Motion{MotionSystem, MotionReduced, MotionFull} {
		data, err := Settings{Motion: m}.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		back, unread, err := ParseSettings(data)
		if err != nil || len(unread) > 0 || back.Motion != m {
			t.Errorf("motion %q read back as %q (unread %q, %v)", m, back.Motion, unread, err)
		}
	}
	for _, doc := range []string{`{"version": 2, "values": true, "motion": "wobbly"}`, `{"version": 2, "values": true, "motion": 3}`} {
		st, unread, err := ParseSettings([]byte(doc))
		if err != nil || !st.Values || st.Motion != MotionSystem || !slices.Equal(unread, []string{"how the pieces move"}) {
			t.Errorf("%s: read %+v, unread %q, %v; want the rest kept, the motion left to the system and named unread", doc, st, unread, err)
		}
	}
	asked := false
	system := func(wish bool) func() bool { return func() bool { asked = true; return wish } }
	tests := []struct {
		m          Motion
		wish, want bool
	}{
		{MotionSystem, false, false}, {MotionSystem, true, true},
		{MotionReduced, false, true}, {MotionFull, true, false},
	}
	for _, tt := range tests {
		asked = false
		if got := tt.m.reduced(system(tt.wish)); got != tt.want {
			t.Errorf("motion %q with the system asking for less (%v): reduced %v, want %v", tt.m, tt.wish, got, tt.want)
		}
		if asked != (tt.m == MotionSystem) {
			t.Errorf("motion %q: the system asked %v", tt.m, asked)
		}
	}
}

// TestLanguageSetting checks how the language chosen reads: a language
// Parlour speaks is kept, one it does not (a newer version's) leaves the
// choice to the system without a word, and one that is not text is
// reported.
func TestLanguageSetting(t *testing.T) {
	for _, tc := range []struct {
		field, want string
		unread      bool
	}{
		{`"fr"`, "fr", false},
		{`"en"`, "en", false},
		{`""`, "", false},
		{`"ja"`, "", false},
		{`7`, "", true},
	} {
		st, unread, err := ParseSettings([]byte(`{"version": 3, "language": ` + tc.field + `}`))
		if err != nil || st.Language != tc.want || (len(unread) > 0) != tc.unread {
			t.Errorf("language %s: read %q, unread %q, %v; want %q, unread %v", tc.field, st.Language, unread, err, tc.want, tc.unread)
		}
	}
}
