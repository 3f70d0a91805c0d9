package game_test

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"parlour/game"
	_ "parlour/game/catalog"
	"parlour/game/gametest"
)

// goldenSave is what a saved game kept in testdata/saves must read as
// today. The files were written by the Parlour of the commit their names
// give and are never edited; the expectations are what that program's
// match was.
type goldenSave struct {
	game     string   // the game's ID
	options  string   // the resolved options, as Options.String writes them
	start    string   // a set-up start's position text, "" for the game's own
	moves    int      // the moves listed, undone ones (kept for redo) included
	made     int      // the moves on the board
	last     string   // the last move on the board, "" before the first
	over     bool     // whether the game is over
	names    []string // the players' own names; nil when none was given
	position string   // the position on the board, as State.String writes it
}

// goldenSaves describes every file of testdata/saves.
var goldenSaves = map[string]goldenSave{
	"v1-2026-11-22-075d64c-harehounds-names-over.json": {
		game: "harehounds", options: "first=hounds goal=reach layout=usual stalling=off",
		moves: 19, made: 19, last: "c2-d1", over: true,
		names:    []string{"The Pack", "Zoë"},
		position: "..D/...DH/..D hare 0",
	},
	"v1-2026-11-22-075d64c-harehounds-names.json": {
		game: "harehounds", options: "first=hounds goal=reach layout=alternative stalling=on",
		moves: 7, made: 7, last: "a2-b1",
		names:    []string{"Ann", ""},
		position: "DD./...../D.H hare 0",
	},
	"v1-2026-11-22-bb7145d-catchhare-american-setup.json": {
		game: "catchhare", options: "board=american hunters=10 leaps=single threshold=7",
		start: "H..../...../...X./XX.XX/XXXXX hunters 8",
		moves: 6, made: 6, last: "a1-b1",
		position: ".H.../...../.X.../XXXXX/XX.XX hunters 14",
	},
	"v1-2026-11-22-bb7145d-catchhare.json": {
		game: "catchhare", options: "board=original hunters=12 leaps=multiple threshold=9",
		moves: 20, made: 20, last: "c1xa1",
		position: "H..../...X./X..../XXX.X/XXXXX hunters 0",
	},
	"v1-2026-11-22-bb7145d-foxgeese-orthogonal-over.json": {
		game: "foxgeese", options: "board=orthogonal goal=twelve",
		moves: 201, made: 201, last: "24x22", over: true,
		position: ".../..G/....G.G/.F.GGG./GF....G/GGG/.G. geese 0",
	},
	"v1-2026-11-22-bb7145d-foxgeese-redo.json": {
		game: "foxgeese", options: "board=diagonals goal=all",
		moves: 16, made: 12, last: "8-9",
		position: "F../.../G.G..GG/GGGF.GG/G.GGGGG/GGG/GGG foxes 5",
	},
	"v1-2026-11-22-bb7145d-harehounds-setup-names.json": {
		game: "harehounds", options: "first=hounds goal=escape layout=usual stalling=on",
		start: "DD./....H/D.. hare 0",
		moves: 3, made: 3, last: "d3-e2",
		names:    []string{"", "Hal"},
		position: "DD./....H/.D. hounds 0",
	},
	"v1-2026-11-22-bb7145d-leapfrog-3-coloured-redo.json": {
		game: "leapfrog", options: "jumps=diagonal layout=3 players=3 size=8 version=coloured",
		moves: 14, made: 12, last: "a6-c4",
		// The program that wrote the file wrote this position with the
		// scores alone ("1 4,7,5 -"); since then Murray's colours write
		// each player's points and pieces taken.
		position: "WYRWGWWY/GGRWYWRW/YWW.GWYW/RYRWRWYY/..RGRYRW/.WYWWYYW/.W...YYW/GWR.YYRW 1 4/3,7/3,5/3 -",
	},
	"v1-2026-11-22-bb7145d-leapfrog-4-over.json": {
		game: "leapfrog", options: "jumps=orthogonal layout=1 players=4 size=6 version=old",
		moves: 32, made: 32, last: "f5-f3", over: true,
		position: "...o.o/..o.../.....o/...o../o.o.../...o.o 3 7,8,6,6 -",
	},
	"v1-2026-11-22-bb7145d-leapfrog-coloured-setup.json": {
		game: "leapfrog", options: "jumps=orthogonal layout=4 players=2 size=6 version=coloured",
		start: "WRRYRW/YWRWY./RWY.../YWY.WY/YY..WW/RRWW.G 1 11,8 e5",
		moves: 4, made: 4,
		last: "d3-f3",
		// Its start gives the scores of Murray's colours as that program
		// wrote them, points alone ("11,8"): they read with the fewest
		// pieces taken that make the points. The program that wrote it
		// reached, after d3-f3,
		// "WRRYRW/YWRWY./R....W/YWY..Y/..Y..W/RRWW.G 2 15,10 -".
		position: "WRRYRW/YWRWY./R....W/YWY..Y/..Y..W/RRWW.G 2 15/6,10/3 -",
	},
	"v1-2026-11-22-bb7145d-leapfrog.json": {
		game: "leapfrog", options: "jumps=orthogonal layout=1 players=2 size=15 version=old",
		moves: 10, made: 10, last: "j3-h3",
		position: "oooo.oooooooooo/oooo.oooooooooo/oooooo.o..ooooo/ooooooooooooooo/ooooooooooooooo/ooooooooooo..oo/ooooooooooooo.o/ooooooooooooooo/ooooooooooooo.o/ooooooooooooooo/ooooooooooooooo/ooooooooooooooo/ooooooooooooooo/ooooooooooooooo/ooooooooooooooo 2 5,4 -",
	},
	"v1-2026-11-22-bb7145d-solitaire-french.json": {
		game: "solitaire", options: "board=french goal=anywhere start=5",
		moves: 6, made: 6, last: "26-24",
		position: "ooo/ooooo/oooo..o/..ooooo/oo..ooo/.oooo/ooo",
	},
	"v1-2026-11-22-bb7145d-solitaire-over.json": {
		game: "solitaire", options: "board=english goal=centre start=standard",
		moves: 23, made: 23, last: "11-13", over: true,
		position: "ooo/.../o.....o/.o...../o.....o/.../o..",
	},
	"v1-2026-11-22-bb7145d-solitaire-setup.json": {
		game: "solitaire", options: "board=english goal=centre start=standard",
		start: "ooo/oo./oo..ooo/o.o.ooo/ooooooo/ooo/ooo",
		moves: 3, made: 3, last: "2-10",
		position: "o.o/o.o/oo.o.oo/o.o.o../ooooooo/ooo/ooo",
	},
	"v1-2026-11-22-bb7145d-war-enpassant-setup-redo.json": {
		game: "war", options: "enpassant=on",
		start: "mhc.g.kc.m/r.rfr.r.r./.v.vFG.v.h/........../.........v/..f......./........../FV.V.V.VRV/R.R.R.R.../MHC..K.CHM white 0 0 - 1",
		moves: 8, made: 6, last: "b10-a8",
		position: "m.c.g.kc.m/r..frGr.r./hvrvF..v.h/........../........../..f......v/........../FV.VKV.VRV/R.R.R.R.../MHC....CHM white 0 0 - 2",
	},
	"v1-2026-11-22-bb7145d-war.json": {
		game: "war", options: "enpassant=off",
		moves: 20, made: 20, last: "c8-e9",
		position: "m....k.chm/r.r.h...r./.v.v.v.v.v/....rcr.../.......f../....f...../.....FF.g./.VCV.VRV.V/R.R.R...CM/MH..GK..H. white 0 0 - 2",
	},
	"v1-2026-11-22-d0f8def-harehounds-alternative-redo.json": {
		game: "harehounds", options: "first=hare goal=escape layout=alternative stalling=off",
		moves: 9, made: 6, last: "c2-d2",
		position: ".../DD.D./..H hare 0",
	},
	"v1-2026-11-22-d0f8def-harehounds-over.json": {
		game: "harehounds", options: "first=hounds goal=reach layout=usual stalling=on",
		moves: 12, made: 12, last: "b2-a2", over: true,
		position: "D../H...D/D.. hounds 0",
	},
	"v1-2026-11-22-d0f8def-harehounds-setup.json": {
		game: "harehounds", options: "first=hounds goal=reach layout=usual stalling=on",
		start: ".../D.DH./.D. hounds 0",
		moves: 4, made: 4, last: "e2-d3",
		position: ".../...D./DDH hounds 0",
	},
	"v1-2026-11-22-d0f8def-harehounds.json": {
		game: "harehounds", options: "first=hounds goal=reach layout=usual stalling=on",
		moves: 12, made: 12, last: "e2-d2",
		position: ".../.DDH./..D hounds 1",
	},
	"v1-2026-11-24-c583bfd-catchhare-over.json": {
		game: "catchhare", options: "board=modern hunters=12 leaps=multiple threshold=9",
		moves: 24, made: 24, last: "c2xc4", over: true,
		position: "...../...../...XX/X.HXX/XXX.X hunters 0",
	},
	"v1-2026-11-24-c583bfd-catchhare-setup.json": {
		game: "catchhare", options: "board=original hunters=12 leaps=multiple threshold=9",
		start: "...X./.H.../..X.X/X.X.X/XXXXX hunters 0",
		moves: 6, made: 6, last: "b3-a3",
		position: "...X./.X..X/H..../XXX.X/XX.XX hunters 6",
	},
	"v1-2026-11-24-c583bfd-foxgeese-redo.json": {
		game: "foxgeese", options: "board=diagonals goal=twelve",
		moves: 14, made: 9, last: "5-3",
		names:    []string{"", "Gus"},
		position: "..F/.../GGF.GGG/GGGGG.G/GGG.GGG/GGG/GGG geese 6",
	},
	"v1-2026-11-24-c583bfd-foxgeese-setup.json": {
		game: "foxgeese", options: "board=orthogonal goal=all",
		start: ".G./.F./GGG.FGG/GG..GGG/GGGGGGG/GGG/GGG foxes 0",
		moves: 5, made: 5, last: "5-6",
		position: "G../G.F/GG..FGG/GG..GGG/GGGGGGG/GGG/GGG geese 5",
	},
	"v1-2026-11-24-c583bfd-harehounds.json": {
		game: "harehounds", options: "first=hare goal=reach layout=usual stalling=off",
		moves: 10, made: 10, last: "c3-d3",
		names:    []string{"Ann", ""},
		position: ".D./.DH../..D hare 0",
	},
	"v1-2026-11-24-c583bfd-leapfrog-3-coloured-over.json": {
		game: "leapfrog", options: "jumps=orthogonal layout=9 players=3 size=6 version=coloured",
		moves: 29, made: 29, last: "a1-a3", over: true,
		position: "...W.W/....Y./G..W../.....W/Y..G../.R...R 3 16/8,16/8,19/10 -",
	},
	"v1-2026-11-24-c583bfd-leapfrog-6-diagonal.json": {
		game: "leapfrog", options: "jumps=diagonal layout=1 players=6 size=8 version=old",
		moves: 20, made: 20, last: "c4-c2",
		names:    []string{"Ann", "", "", "Dee", "", "Fay"},
		position: "o.ooo.oo/oooo.ooo/.o.o.ooo/o..ooooo/oo...ooo/..o.oooo/o..ooooo/oooooooo 2 3,3,2,4,2,2 c2",
	},
	"v1-2026-11-24-c583bfd-solitaire-french-redo.json": {
		game: "solitaire", options: "board=french goal=anywhere start=17",
		moves: 12, made: 8, last: "32-19",
		position: "o.o/.o.oo/o.ooooo/.ooo.oo/.oo.ooo/oo.oo/ooo",
	},
	"v1-2026-11-24-c583bfd-solitaire-setup.json": {
		game: "solitaire", options: "board=english goal=centre start=standard",
		start: ".oo/.o./oooo.oo/o.o.ooo/ooooooo/.oo/ooo",
		moves: 2, made: 2, last: "26-12",
		position: ".oo/.o./oooooo./o.o.o.o/ooooo.o/.oo/ooo",
	},
	"v1-2026-11-24-c583bfd-war-enpassant.json": {
		game: "war", options: "enpassant=on",
		moves: 24, made: 24, last: "j10-j8",
		position: "mhc....ch./r.r.k.r.../...vrv.vrm/........../.v.......v/...F..C.../.FR.fVgVR./RVHVR....V/....G.Rf../M....K.CHM white 0 0 - 5",
	},
	"v1-2026-11-24-c583bfd-war-setup-redo.json": {
		game: "war", options: "enpassant=off",
		start: "mh..gk.chm/..r.r.r.rF/rvcv.v.v.v/......F..f/.....f..../...V....../.....V..../RVR...RV.V/....RG..R./MHC..K.CHM white 0 0 - 0",
		moves: 6, made: 4, last: "h7-f5",
		position: "mh...k.chm/..r.r.r.rF/rvcv.v.v.v/......F..f/.....f..../.V.V.g..../.....V..../R.R...RV.V/....RG..R./MHC...KCHM white 0 0 - 3",
	},
}

// TestGoldenSaves guards the promise that a saved game stays readable for
// ever: every file in testdata/saves, as past versions of Parlour wrote
// it, must load with game.LoadMatch as the same match (game, options,
// set-up start, moves made and kept for redo, players' names, position
// and result), replay to a legal position, and come back unchanged when
// saved and loaded again. A file in the folder that the table does not
// describe fails, so that a new golden file gets its expectations.
func TestGoldenSaves(t *testing.T) {
	const dir = "testdata/saves"
	for _, name := range gametest.GoldenFiles(t, dir, goldenSaves) {
		want := goldenSaves[name]
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			gametest.GoldenFieldsRead(t, data)
			m, sv, err := game.LoadMatch(data)
			if err != nil {
				t.Fatalf("does not load: %v", err)
			}
			checkGoldenMatch(t, m, sv, want)

			again, err := m.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			m2, sv2, err := game.LoadMatch(again)
			if err != nil {
				t.Fatalf("saved again, it does not load: %v", err)
			}
			if !reflect.DeepEqual(sv2, m.Snapshot()) {
				t.Errorf("saved again and loaded, the save differs:\n got %+v\nwant %+v", sv2, m.Snapshot())
			}
			checkGoldenMatch(t, m2, sv2, want)
			checkGoldenRedo(t, m2, want)
		})
	}
}

// checkGoldenMatch compares a loaded match and its save with what the
// file must read as.
func checkGoldenMatch(t *testing.T, m *game.Match, sv game.Save, want goldenSave) {
	t.Helper()
	if got := m.Game().ID; got != want.game {
		t.Errorf("game %q, want %q", got, want.game)
	}
	if got := m.Options().String(); got != want.options {
		t.Errorf("options %q, want %q", got, want.options)
	}
	if sv.Start != want.start {
		t.Errorf("start %q, want %q", sv.Start, want.start)
	}
	if len(sv.Moves) != want.moves || sv.Made != want.made || m.Ply() != want.made {
		t.Errorf("%d moves listed, %d made (%d on the board), want %d and %d", len(sv.Moves), sv.Made, m.Ply(), want.moves, want.made)
	}
	last := ""
	if texts := m.MoveStrings(); len(texts) > 0 {
		last = texts[len(texts)-1]
	}
	if last != want.last {
		t.Errorf("last move %q, want %q", last, want.last)
	}
	names := want.names
	if names == nil {
		names = make([]string, len(m.Seats()))
	}
	if got := m.OwnNames(); !slices.Equal(got, names) {
		t.Errorf("names %q, want %q", got, names)
	}
	if got := m.State().String(); got != want.position {
		t.Errorf("position\n %q, want\n %q", got, want.position)
	}
	over := m.Outcome().Over
	if over != want.over {
		t.Errorf("game over %v, want %v", over, want.over)
	}
	// A game still going has a player to move and a legal move for them.
	if !over && (m.ToMove() == game.NoPlayer || len(m.State().LegalMoves(nil)) == 0) {
		t.Errorf("the game is not over but %v has no legal move", m.ToMove())
	}
	if over && m.ToMove() != game.NoPlayer {
		t.Errorf("the game is over but %v is to move", m.ToMove())
	}
}

// checkGoldenRedo plays again the moves kept for redo: each must still
// be legal where it was undone.
func checkGoldenRedo(t *testing.T, m *game.Match, want goldenSave) {
	t.Helper()
	redone := 0
	for m.CanRedo() {
		if !m.Redo() {
			t.Fatal("Redo failed while CanRedo holds")
		}
		redone++
	}
	if redone != want.moves-want.made || m.Ply() != want.moves {
		t.Errorf("redid %d moves to ply %d, want %d to ply %d", redone, m.Ply(), want.moves-want.made, want.moves)
	}
}
