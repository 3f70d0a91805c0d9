package record_test

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/record"
)

// goldenRecord is what a game record (NAME.txt) and its link fragment
// (NAME.link) kept in testdata/records must read as today. The files
// were written by the Parlour of the commit their names give, with
// Record.Text and Record.Fragment, and are never edited.
type goldenRecord struct {
	game     string   // the game's ID
	options  string   // the resolved options, as Options.String writes them
	start    string   // a set-up start's position text, "" for the game's own
	moves    int      // the moves of the record, every one replayed
	last     string   // the last move, as written
	over     bool     // whether the game is over
	names    []string // the players' names the record gives; nil for none (a link has none)
	position string   // the position after the moves, as State.String writes it
}

// goldenRecords describes every record and link of testdata/records, by
// the files' name without its extension.
var goldenRecords = map[string]goldenRecord{
	"v1-2026-11-23-562f21c-catchhare": {
		game: "catchhare", options: "board=american hunters=12 leaps=multiple threshold=8",
		moves: 16, last: "a2-a1",
		position: "H..../...../XXX.X/XXXXX/.XXX. hunters 16",
	},
	"v1-2026-11-23-562f21c-foxgeese-setup": {
		game: "foxgeese", options: "board=orthogonal goal=all",
		start: "..G/F../GG.F.GG/GGG.GGG/GGGGGGG/GGG/GGG foxes 8",
		moves: 7, last: "11x9",
		names:    []string{"", "Gus"},
		position: ".F./..G/GGF..GG/GG..GGG/GGGGGGG/GGG/GGG geese 0",
	},
	"v1-2026-11-23-562f21c-harehounds-names-over": {
		game: "harehounds", options: "first=hare goal=reach layout=usual stalling=on",
		moves: 45, last: "b3-a2", over: true,
		names:    []string{"Ann", "Bob"},
		position: "..D/H...D/..D hounds 9",
	},
	"v1-2026-11-23-562f21c-leapfrog-3": {
		game: "leapfrog", options: "jumps=orthogonal layout=2 players=3 size=6 version=coloured",
		moves: 14, last: "d4-d2",
		names:    []string{"Ann", "", "Cy"},
		position: "RWGRWY/..RRWW/....WW/YGG.../YW.W../RY.WW. 2 7/4,16/7,5/3 d2",
	},
	"v1-2026-11-23-562f21c-solitaire-over": {
		game: "solitaire", options: "board=french goal=anywhere start=3",
		moves: 27, last: "11-25", over: true,
		names:    []string{"Pat"},
		position: ".../o..../o.....o/...o.o./o.o..../...../o.o",
	},
	"v1-2026-11-23-562f21c-war": {
		game: "war", options: "enpassant=on",
		moves: 16, last: "e9-e7",
		position: "mh..gk..h./r.r...r.c./Fv.v.v.v.m/....r...rv/..f......./.....V..../R.....RfV./.V.V.....V/..R.RFK.RM/MHC.G..CH. white 0 0 - 0",
	},
	"v1-2026-11-24-c583bfd-catchhare-over": {
		game: "catchhare", options: "board=original hunters=12 leaps=single threshold=9",
		moves: 50, last: "e4xc4", over: true,
		names:    []string{"Hal", ""},
		position: "X..../...X./X.X../XXH../..XXX hunters 0",
	},
	"v1-2026-11-24-c583bfd-harehounds-setup-names": {
		game: "harehounds", options: "first=hounds goal=escape layout=usual stalling=on",
		start: ".D./DD..H/... hounds 0",
		moves: 5, last: "d2-d3",
		names:    []string{"", "Zoë"},
		position: ".../DD.../.HD hare 2",
	},
	"v1-2026-11-24-c583bfd-leapfrog-4-diagonal": {
		game: "leapfrog", options: "jumps=diagonal layout=1 players=4 size=8 version=old",
		moves: 18, last: "g6-g4",
		names:    []string{"Ann", "Bo", "Cy", "Di"},
		position: "ooooooo./oo.oo.../ooo.o..o/oooo..oo/ooooo..o/oooooo.o/oooo.o.o/ooo.oooo 2 6,3,3,4 -",
	},
	"v1-2026-11-24-c583bfd-war-setup": {
		game: "war", options: "enpassant=on",
		start: "m.c..k.chm/r.r.r.r.rf/hv.v.v.v.v/.....F..../........../........../..G......./FV.VRV.V.V/R.R...g.R./MHC..K.CHM white 0 1 - 0",
		moves: 6, last: "g2xi2",
		position: "m.c..k.chm/r...r.r.rf/hv...v.v.v/.....F..../...v.G..../........../.....f..../FV.VRV.V.V/R.R.....g./MHC...KCHM white 0 0 - 0",
	},
}

// TestGoldenRecords guards the promise that game records and links stay
// readable for ever: every record (.txt) and link fragment (.link) in
// testdata/records, as past versions of Parlour wrote them, must read
// with record.Parse and record.ParseFragment as the same game (options,
// set-up start, players' names, every move) and replay to the same
// position and result, and read the same again when written anew. A file
// in the folder that the table does not describe fails, so that a new
// golden file gets its expectations.
func TestGoldenRecords(t *testing.T) {
	const dir = "testdata/records"
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]bool{}
	var files []string
	for _, e := range entries {
		if e.IsDir() || e.Name() == "README.md" {
			continue
		}
		files = append(files, e.Name())
		ext := filepath.Ext(e.Name())
		base := strings.TrimSuffix(e.Name(), ext)
		if _, ok := goldenRecords[base]; !ok || (ext != ".txt" && ext != ".link") {
			t.Errorf("%s/%s is not described in the test's table: add what it must read as", dir, e.Name())
		}
		found[base] = true
	}
	for base := range goldenRecords {
		if !found[base] {
			t.Errorf("%s/%s.txt and .link are described but missing: golden files are never removed", dir, base)
		}
	}
	sort.Strings(files)
	for _, name := range files {
		ext := filepath.Ext(name)
		want, ok := goldenRecords[strings.TrimSuffix(name, ext)]
		if !ok {
			continue
		}
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			switch ext {
			case ".txt":
				r, m, err := record.Parse(string(data))
				if err != nil {
					t.Fatalf("does not read: %v", err)
				}
				checkGoldenRecord(t, r, m, want, want.names)
				text, err := r.Text()
				if err != nil {
					t.Fatalf("written anew: %v", err)
				}
				r2, m2, err := record.Parse(text)
				if err != nil {
					t.Fatalf("written anew, it does not read: %v", err)
				}
				if !reflect.DeepEqual(r2, r) {
					t.Errorf("written anew and read, the record differs:\n got %+v\nwant %+v", r2, r)
				}
				checkGoldenRecord(t, r2, m2, want, want.names)
			case ".link":
				r, m, err := record.ParseFragment(strings.TrimSpace(string(data)))
				if err != nil {
					t.Fatalf("does not read: %v", err)
				}
				// A link carries no players' names.
				checkGoldenRecord(t, r, m, want, nil)
				r2, m2, err := record.ParseFragment(r.Fragment())
				if err != nil {
					t.Fatalf("written anew, it does not read: %v", err)
				}
				if !reflect.DeepEqual(r2, r) {
					t.Errorf("written anew and read, the link differs:\n got %+v\nwant %+v", r2, r)
				}
				checkGoldenRecord(t, r2, m2, want, nil)
			}
		})
	}
}

// checkGoldenRecord compares a record read and its replayed match with
// what the file must read as; names are the players' names it gives.
func checkGoldenRecord(t *testing.T, r record.Record, m *game.Match, want goldenRecord, names []string) {
	t.Helper()
	if r.Game != want.game || m.Game().ID != want.game {
		t.Errorf("game %q (match %q), want %q", r.Game, m.Game().ID, want.game)
	}
	if got := r.Options.String(); got != want.options || m.Options().String() != want.options {
		t.Errorf("options %q (match %q), want %q", got, m.Options(), want.options)
	}
	if r.Start != want.start {
		t.Errorf("start %q, want %q", r.Start, want.start)
	}
	if len(r.Moves) != want.moves || m.Ply() != want.moves {
		t.Errorf("%d moves, %d replayed, want %d", len(r.Moves), m.Ply(), want.moves)
	}
	if len(r.Moves) > 0 && r.Moves[len(r.Moves)-1] != want.last {
		t.Errorf("last move %q, want %q", r.Moves[len(r.Moves)-1], want.last)
	}
	if names == nil {
		names = make([]string, len(m.Seats()))
	}
	if !slices.Equal(r.Names, names) || !slices.Equal(m.OwnNames(), names) {
		t.Errorf("names %q (match %q), want %q", r.Names, m.OwnNames(), names)
	}
	if got := m.State().String(); got != want.position {
		t.Errorf("position\n %q, want\n %q", got, want.position)
	}
	if over := m.Outcome().Over; over != want.over {
		t.Errorf("game over %v, want %v", over, want.over)
	}
}
