package midend_test

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"parlour/engine"
	"parlour/game"
	_ "parlour/game/catalog"
	"parlour/game/gametest"
	"parlour/midend"
)

// goldenDocument is what a saved game document kept in
// testdata/documents, the match with its seats as the app stores it,
// must read as today. The files were written by the Parlour of the commit
// their names give (the play screen's MarshalMatch before the midend
// existed, midend.MarshalMatch since) and are never edited.
type goldenDocument struct {
	game     string        // the game's ID
	options  string        // the resolved options, as Options.String writes them
	start    string        // a set-up start's position text, "" for the game's own
	moves    int           // the moves listed, undone ones (kept for redo) included
	made     int           // the moves on the board
	last     string        // the last move on the board, "" before the first
	over     bool          // whether the game is over
	seats    []midend.Seat // who plays each seat
	names    []string      // the players' own names; nil when none was given
	position string        // the position on the board, as State.String writes it
}

// goldenDocuments describes every file of testdata/documents.
var goldenDocuments = map[string]goldenDocument{
	"v1-2026-11-22-075d64c-harehounds-seats-names.json": {
		game: "harehounds", options: "first=hounds goal=reach layout=usual stalling=on",
		moves: 5, made: 5, last: "c2-d1",
		seats:    []midend.Seat{ai(engine.Medium), midend.Human},
		names:    []string{"", "Bob"},
		position: "D.D/...H./D.. hare 0",
	},
	"v1-2026-11-22-304d486-catchhare-names.json": {
		game: "catchhare", options: "board=modern hunters=11 leaps=multiple threshold=9",
		moves: 12, made: 12, last: "d2-c2",
		seats:    []midend.Seat{midend.Human, ai(engine.Perfect)},
		names:    []string{"", "Jill"},
		position: "...../..H../XX.../X.XXX/XXXX. hunters 10",
	},
	"v1-2026-11-22-304d486-foxgeese-setup.json": {
		game: "foxgeese", options: "board=diagonals goal=twelve",
		start: ".../F../GGF.GGG/GGGGG.G/GGGGGGG/GGG/GGG foxes 6",
		moves: 6, made: 6, last: "8-9",
		seats:    []midend.Seat{ai(engine.Easy), ai(engine.Hard)},
		position: ".../FFG/G.G..GG/GGGG.GG/GGGGGGG/GGG/GGG foxes 12",
	},
	"v1-2026-11-22-304d486-harehounds-over.json": {
		game: "harehounds", options: "first=hounds goal=reach layout=usual stalling=on",
		moves: 53, made: 53, last: "d1-d2", over: true,
		seats:    []midend.Seat{midend.Human, midend.Human},
		position: ".../...DD/H.D hare 10",
	},
	"v1-2026-11-22-304d486-leapfrog-5-coloured.json": {
		game: "leapfrog", options: "jumps=orthogonal layout=7 players=5 size=10 version=coloured",
		moves: 15, made: 15, last: "a6-a8",
		seats:    []midend.Seat{midend.Human, ai(engine.Easy), ai(engine.Medium), ai(engine.Hard), ai(engine.Perfect)},
		names:    []string{"Ann", "", "Cy", "", ""},
		position: "RWYRWWG.RW/WGR.Y...WG/RWY.WWGWYW/RRYGYYRW.W/.WWRY.RWGW/...YYYRWYR/.WWWWYRWRY/RWYWYYRGWW/YWWRWYWRY./YYYGYYWYW. 5 8/3,4/3,8/3,6/4,3/2 -",
	},
	"v1-2026-11-22-304d486-solitaire-french-redo.json": {
		game: "solitaire", options: "board=french goal=centre start=standard",
		moves: 10, made: 7, last: "9-11",
		seats:    []midend.Seat{midend.Human},
		names:    []string{"Pat"},
		position: "ooo/o.o../..ooooo/ooo.ooo/oooo.oo/ooo.o/ooo",
	},
	"v1-2026-11-22-304d486-war.json": {
		game: "war", options: "enpassant=off",
		moves: 12, made: 12, last: "c8-c7",
		seats:    []midend.Seat{ai(engine.Hard), midend.Human},
		position: "m.c..k.chm/rFr.r.r.r./h..v.v.v.v/.vg......./........../GV......../.......V../...V.VR..V/R.R.RF..R./MHC..K.CHM white 0 2 - 1",
	},
	"v1-2026-11-22-f11b103-harehounds-redo.json": {
		game: "harehounds", options: "first=hare goal=escape layout=usual stalling=on",
		moves: 10, made: 8, last: "a2-b3",
		seats:    []midend.Seat{ai(engine.Perfect), midend.Human},
		position: ".../..D.H/D.D hare 0",
	},
	"v1-2026-11-22-f11b103-harehounds.json": {
		game: "harehounds", options: "first=hounds goal=reach layout=usual stalling=on",
		moves: 8, made: 8, last: "d2-d1",
		seats:    []midend.Seat{midend.Human, ai(engine.Hard)},
		position: "D.H/...../.DD hounds 0",
	},
	"v1-2026-11-23-32c8093-catchhare-over.json": {
		game: "catchhare", options: "board=original hunters=12 leaps=single threshold=9",
		moves: 24, made: 24, last: "d2xb4", over: true,
		seats:    []midend.Seat{ai(engine.Medium), midend.Human},
		position: "...../....X/.X..X/.HX.X/XXX.X hunters 0",
	},
	"v1-2026-11-23-32c8093-harehounds-redo.json": {
		game: "harehounds", options: "first=hounds goal=escape layout=alternative stalling=on",
		moves: 11, made: 7, last: "b2-b3",
		seats:    []midend.Seat{midend.Human, ai(engine.Easy)},
		position: "D../..H../DD. hare 1",
	},
	"v1-2026-11-23-32c8093-leapfrog-3-names.json": {
		game: "leapfrog", options: "jumps=diagonal layout=1 players=3 size=12 version=old",
		moves: 9, made: 9, last: "i8-i10",
		seats:    []midend.Seat{midend.Human, midend.Human, ai(engine.Hard)},
		names:    []string{"Ann", "Bo", ""},
		position: "oooooooo..oo/ooooooo.oooo/oooooooooooo/o.oooooooooo/oooooooooooo/oooooooooooo/oooooooooooo/oooooooo.ooo/oooooooo.o.o/ooooooooo.oo/ooooooooo.oo/oooooooooooo 1 3,3,3 -",
	},
	"v1-2026-11-23-32c8093-solitaire.json": {
		game: "solitaire", options: "board=english goal=centre start=1",
		moves: 5, made: 5, last: "12-26",
		seats:    []midend.Seat{midend.Human},
		position: "o.o/oo./ooooo.o/oooo..o/oooooo./ooo/ooo",
	},
	"v1-2026-11-23-32c8093-war-setup-names.json": {
		game: "war", options: "enpassant=off",
		start: "m...gk.chm/..r.r.r.../hv.v..Fvrv/rf...c..../..f..vF.../.....V...V/........../.V.VC.KV../R.R.R.R.R./MH..G..CHM white 0 0 - 2",
		moves: 4, made: 4, last: "h8-h7",
		seats:    []midend.Seat{midend.Human, ai(engine.Perfect)},
		names:    []string{"Kit", ""},
		position: "m.c.gk.chm/..r.r.r.../hv.v..F.rv/rf.....v../..f..vF.../.....V...V/........../.V.VC.KVRM/R.R.R.R.../MH..G..CH. white 0 0 - 0",
	},
	"v1-2026-11-24-c583bfd-foxgeese-over.json": {
		game: "foxgeese", options: "board=diagonals goal=all",
		moves: 407, made: 407, last: "23x9", over: true,
		seats:    []midend.Seat{ai(engine.Easy), ai(engine.Easy)},
		position: ".../.../..F.F../......./......./.../... geese 0",
	},
	"v1-2026-11-24-c583bfd-harehounds-setup.json": {
		game: "harehounds", options: "first=hounds goal=reach layout=alternative stalling=on",
		start: ".../DHD../D.. hounds 0",
		moves: 3, made: 3, last: "a2-b2",
		seats:    []midend.Seat{midend.Human, ai(engine.Perfect)},
		position: "HD./.D.../D.. hare 0",
	},
	"v1-2026-11-24-c583bfd-leapfrog-6-names-redo.json": {
		game: "leapfrog", options: "jumps=orthogonal layout=1 players=6 size=10 version=old",
		moves: 12, made: 10, last: "h2-j2",
		seats:    []midend.Seat{midend.Human, midend.Human, ai(engine.Easy), ai(engine.Medium), midend.Human, ai(engine.Hard)},
		names:    []string{"Ann", "Bo", "", "", "Eve", ""},
		position: "oooooooooo/ooooooo..o/ooooooo.o./ooooooo.oo/ooooooo.oo/oooooooooo/ooo..ooooo/ooooooooo./oooooooooo/oooooooo.o 4 2,2,3,1,1,1 -",
	},
	"v1-2026-11-24-c583bfd-war-names.json": {
		game: "war", options: "enpassant=off",
		moves: 10, made: 10, last: "e10-a6",
		seats:    []midend.Seat{midend.Human, midend.Human},
		names:    []string{"Kit", "Lou"},
		position: "mh...k.chm/..r.r.rFr./rv.v.v.v.v/.......F../g.......fG/.......c../.....Vf.../.V.V...V.V/R.R.R.R.R./MHC..K.CHM white 0 0 - 2",
	},
}

// TestGoldenDocuments guards the promise that the app's saved games stay
// readable for ever: every document in testdata/documents, as past
// versions of Parlour stored it, must read with midend.ParseMatch as the
// same match (game, options, set-up start, moves made and kept for redo,
// players' names, position and result) with the same seats (a person or
// the computer at its level), and come back unchanged when stored with
// midend.MarshalMatch and read again. A file in the folder that the table
// does not describe fails, so that a new golden file gets its
// expectations.
func TestGoldenDocuments(t *testing.T) {
	const dir = "testdata/documents"
	for _, name := range gametest.GoldenFiles(t, dir, goldenDocuments) {
		want := goldenDocuments[name]
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			gametest.GoldenFieldsRead(t, data)
			m, seats, err := midend.ParseMatch(data)
			if err != nil {
				t.Fatalf("does not load: %v", err)
			}
			checkGoldenDocument(t, m, seats, want)

			again, err := midend.MarshalMatch(m, seats)
			if err != nil {
				t.Fatal(err)
			}
			m2, seats2, err := midend.ParseMatch(again)
			if err != nil {
				t.Fatalf("stored again, it does not load: %v", err)
			}
			if !reflect.DeepEqual(m2.Snapshot(), m.Snapshot()) {
				t.Errorf("stored again and read, the match differs:\n got %+v\nwant %+v", m2.Snapshot(), m.Snapshot())
			}
			checkGoldenDocument(t, m2, seats2, want)
		})
	}
}

// checkGoldenDocument compares a loaded match and its seats with what the
// document must read as.
func checkGoldenDocument(t *testing.T, m *game.Match, seats []midend.Seat, want goldenDocument) {
	t.Helper()
	sv := m.Snapshot()
	if got := m.Game().ID; got != want.game {
		t.Errorf("game %q, want %q", got, want.game)
	}
	if got := m.Options().String(); got != want.options {
		t.Errorf("options %q, want %q", got, want.options)
	}
	if sv.Start != want.start {
		t.Errorf("start %q, want %q", sv.Start, want.start)
	}
	if len(sv.Moves) != want.moves || m.Ply() != want.made {
		t.Errorf("%d moves listed, %d on the board, want %d and %d", len(sv.Moves), m.Ply(), want.moves, want.made)
	}
	last := ""
	if texts := m.MoveStrings(); len(texts) > 0 {
		last = texts[len(texts)-1]
	}
	if last != want.last {
		t.Errorf("last move %q, want %q", last, want.last)
	}
	if !slices.Equal(seats, want.seats) {
		t.Errorf("seats %v, want %v", midend.SeatStrings(seats), midend.SeatStrings(want.seats))
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
	if over := m.Outcome().Over; over != want.over {
		t.Errorf("game over %v, want %v", over, want.over)
	}
	if !want.over && len(m.State().LegalMoves(nil)) == 0 {
		t.Error("the game is not over but there is no legal move")
	}
}

// ai is the seat of the computer at level l.
func ai(l engine.Level) midend.Seat { return midend.Seat{AI: true, Level: l} }
