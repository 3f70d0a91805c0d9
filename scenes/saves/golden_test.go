package saves_test

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"parlour/game"
	_ "parlour/game/catalog"
	"parlour/game/gametest"
	"parlour/midend"
	"parlour/scenes/saves"
)

// goldenSettings is what a settings file kept in testdata/settings must
// read as today. The files were written by the Parlour of the commit
// their names give, with Settings.Set, SetNames and Marshal as its
// options screen used them, and are never edited.
type goldenSettings struct {
	motion      saves.Motion                    // how the pieces move
	analysis    bool                            // the analysis panel is open
	values      bool                            // the values of the moves are shown
	hideNumbers bool                            // the points' numbers are hidden
	games       map[string]saves.GameSettings   // the choices remembered for each game
	lessons     map[string]saves.LessonProgress // the progress in each game's lesson
	mute        bool                            // the sounds are off
	volume      int                             // the sounds' volume as read (0 for the default)
	noVibration bool                            // the phone does not vibrate
	language    string                          // the language chosen, "" to follow the system
}

// goldenSettingsFiles describes every file of testdata/settings.
var goldenSettingsFiles = map[string]goldenSettings{
	"v1-2026-11-22-f11b103-settings.json": {
		games: map[string]saves.GameSettings{
			"harehounds": {
				Options: game.Options{"first": "hare", "goal": "reach", "layout": "alternative", "stalling": "off"},
				Seats:   []string{"easy", "human"},
			},
		},
	},
	"v1-2026-11-22-075d64c-settings.json": {
		analysis: true,
		games: map[string]saves.GameSettings{
			"harehounds": {
				Options: game.Options{"first": "hounds", "goal": "escape", "layout": "usual", "stalling": "on"},
				Seats:   []string{"human", "perfect"},
				Names:   []string{"Chris", ""},
			},
		},
	},
	"v1-2026-11-22-304d486-settings.json": {
		analysis: true,
		games: map[string]saves.GameSettings{
			"harehounds": {
				Options: game.Options{"first": "hare", "goal": "reach", "layout": "usual", "stalling": "on"},
				Seats:   []string{"hard", "human"},
			},
			"leapfrog": {
				Options: game.Options{"jumps": "diagonal", "layout": "5", "players": "4", "size": "8", "version": "coloured"},
				Seats:   []string{"human", "easy", "human", "perfect"},
				Names:   []string{"Ann", "", "Bea", ""},
			},
			"solitaire": {
				Options: game.Options{"board": "french", "goal": "anywhere", "start": "12"},
				Seats:   []string{"human"},
				Names:   []string{"Pat"},
			},
			"war": {
				Options: game.Options{"enpassant": "on"},
				Seats:   []string{"human", "medium"},
			},
		},
	},
	"v1-2026-11-23-992d733-settings.json": {
		analysis: true, hideNumbers: true,
		games: map[string]saves.GameSettings{
			"foxgeese": {
				Options: game.Options{"board": "orthogonal", "goal": "twelve"},
				Seats:   []string{"hard", "human"},
				Names:   []string{"", "Gus"},
			},
			"solitaire": {
				Options: game.Options{"board": "english", "goal": "centre", "start": "standard"},
				Seats:   []string{"human"},
			},
		},
	},
	"v1-2026-11-23-16e94eb-settings.json": {
		values: true, hideNumbers: true,
		games: map[string]saves.GameSettings{
			"catchhare": {
				Options: game.Options{"board": "original", "hunters": "10", "leaps": "single", "threshold": "6"},
				Seats:   []string{"human", "perfect"},
			},
			"war": {
				Options: game.Options{"enpassant": "off"},
				Seats:   []string{"easy", "human"},
				Names:   []string{"", "Kit"},
			},
		},
	},
	"v1-2026-11-24-c583bfd-settings.json": {
		analysis: true, values: true, hideNumbers: true,
		games: map[string]saves.GameSettings{
			"harehounds": {
				Options: game.Options{"first": "hounds", "goal": "escape", "layout": "alternative", "stalling": "off"},
				Seats:   []string{"human", "hard"},
				Names:   []string{"Ann", ""},
			},
			"leapfrog": {
				Options: game.Options{"jumps": "orthogonal", "layout": "11", "players": "5", "size": "12", "version": "coloured"},
				Seats:   []string{"human", "easy", "medium", "hard", "perfect"},
				Names:   []string{"", "", "Cy", "", "Eve"},
			},
			"solitaire": {
				Options: game.Options{"board": "french", "goal": "anywhere", "start": "9"},
				Seats:   []string{"human"},
			},
		},
	},
	"v1-2026-11-26-1e45c97-settings.json": {
		values: true,
		games: map[string]saves.GameSettings{
			"war": {Options: game.Options{"enpassant": "off"}, Seats: []string{"human", "medium"}},
		},
		lessons: map[string]saves.LessonProgress{
			"catchhare": {Step: 0, Done: true, Offered: true},
			"war":       {Step: 5, Offered: true},
		},
	},
	"v2-2026-11-29-27d5d1b-settings.json": {
		motion: saves.MotionReduced, values: true,
		games: map[string]saves.GameSettings{
			"foxgeese": {Options: game.Options{"board": "orthogonal", "goal": "twelve"}, Seats: []string{"easy", "human"}},
			"harehounds": {
				Options: game.Options{"first": "hounds", "goal": "reach", "layout": "usual", "stalling": "on"},
				Seats:   []string{"human", "medium"},
				Names:   []string{"Ann", ""},
			},
		},
		lessons: map[string]saves.LessonProgress{"foxgeese": {Step: 2, Offered: true}},
	},
	"v3-2026-11-29-20b75a2-settings.json": {
		values: true, volume: 1, language: "it",
		games: map[string]saves.GameSettings{
			"catchhare": {Options: game.Options{"board": "american", "hunters": "10", "leaps": "multiple", "threshold": "9"}, Seats: []string{"human", "hard"}},
		},
	},
	"v2-2026-11-29-d3e7a36-settings.json": {
		values: true, mute: true, volume: 3, noVibration: true,
		games: map[string]saves.GameSettings{
			"foxgeese": {Options: game.Options{"board": "diagonals", "goal": "all"}, Seats: []string{"human", "medium"}},
		},
	},
}

// TestGoldenSettings guards the promise that settings stay readable for
// ever: every file in testdata/settings, as past versions of Parlour
// wrote it, must read with ParseSettings wholly (nothing reported
// unread) and give the same choices: the panels and marks turned on, and
// for each game the options, seats and players' names, which Settings.For
// and NamesFor must still offer as they were (every option value and
// level still known). Marshal and ParseSettings must then keep them. A
// file in the folder that the table does not describe fails, so that a
// new golden file gets its expectations.
func TestGoldenSettings(t *testing.T) {
	const dir = "testdata/settings"
	files := gametest.GoldenFiles(t, dir, goldenSettingsFiles)
	for _, name := range files {
		want, ok := goldenSettingsFiles[name]
		if !ok {
			continue
		}
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			st, unread, err := saves.ParseSettings(data)
			if err != nil {
				t.Fatalf("does not read: %v", err)
			}
			if len(unread) > 0 {
				t.Errorf("parts left unread: %q", unread)
			}
			var version int
			if _, err := fmt.Sscanf(name, "v%d-", &version); err != nil {
				t.Fatalf("the name does not start with the settings version: %v", err)
			}
			if st.Version != version {
				t.Errorf("version %d, want %d, the file's", st.Version, version)
			}
			checkGoldenSettings(t, st, want)

			again, err := st.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			st2, unread, err := saves.ParseSettings(again)
			if err != nil || len(unread) > 0 {
				t.Fatalf("written again, it does not read wholly: %v, unread %q", err, unread)
			}
			if st2.Version != saves.SettingsVersion {
				t.Errorf("written again, version %d, want %d", st2.Version, saves.SettingsVersion)
			}
			st2.Version = st.Version
			if !reflect.DeepEqual(st2, st) {
				t.Errorf("written again and read, the settings differ:\n got %+v\nwant %+v", st2, st)
			}
		})
	}
}

// checkGoldenSettings compares settings read with what the file must
// read as.
func checkGoldenSettings(t *testing.T, st saves.Settings, want goldenSettings) {
	t.Helper()
	if st.Motion != want.motion {
		t.Errorf("motion %q, want %q", st.Motion, want.motion)
	}
	if st.Analysis != want.analysis {
		t.Errorf("analysis %v, want %v", st.Analysis, want.analysis)
	}
	if st.Values != want.values {
		t.Errorf("values %v, want %v", st.Values, want.values)
	}
	if st.HideNumbers != want.hideNumbers {
		// ParseSettings once read field by field without this one.
		t.Errorf("hideNumbers %v, want %v", st.HideNumbers, want.hideNumbers)
	}
	if st.Mute != want.mute || st.Volume != want.volume || st.NoVibration != want.noVibration {
		t.Errorf("mute %v, volume %d, noVibration %v; want %v, %d, %v", st.Mute, st.Volume, st.NoVibration, want.mute, want.volume, want.noVibration)
	}
	if st.Language != want.language {
		t.Errorf("language %q, want %q", st.Language, want.language)
	}
	if !reflect.DeepEqual(st.Lessons, want.lessons) {
		t.Errorf("lessons %+v, want %+v", st.Lessons, want.lessons)
	}
	if !reflect.DeepEqual(st.Games, want.games) {
		t.Errorf("games\n %+v, want\n %+v", st.Games, want.games)
	}
	for id, gs := range want.games {
		g, err := game.Lookup(id)
		if err != nil {
			t.Errorf("game %q: %v", id, err)
			continue
		}
		opts, seats := st.For(g)
		if !reflect.DeepEqual(opts, gs.Options) {
			t.Errorf("%s: For offers options %v, want %v", id, opts, gs.Options)
		}
		if got := midend.SeatStrings(seats); !slices.Equal(got, gs.Seats) {
			t.Errorf("%s: For offers seats %q, want %q", id, got, gs.Seats)
		}
		names := make([]string, len(seats))
		copy(names, gs.Names)
		if got := st.NamesFor(g, len(seats)); !slices.Equal(got, names) {
			t.Errorf("%s: NamesFor gives %q, want %q", id, got, names)
		}
	}
}
