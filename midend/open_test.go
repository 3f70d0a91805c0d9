package midend

import (
	"slices"
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/game/gametest"
	"parlour/game/record"
	"parlour/lang"
	"parlour/lang/langtest"
)

// TestImport opens links and records: the right game, options and
// moves, or a problem in a player's words naming the move and why.
func TestImport(t *testing.T) {
	m := gametest.Played(t, "harehounds", nil, "b1-c1", "e2-d1")
	m.SetNames([]string{"Ann", ""})
	r := record.Of(m)
	text, err := r.Text()
	if err != nil {
		t.Fatal(err)
	}
	frag := r.Fragment()
	tests := []struct {
		name    string
		in      string
		src     Source
		moves   []string
		problem string // a part of Problem's words; "" for none
	}{
		{"fragment", frag, FromLink, m.MoveStrings(), ""},
		{"with its #", "#" + frag, FromLink, m.MoveStrings(), ""},
		{"whole address", "https://example.org/parlour/#" + frag + "\n", FromLink, m.MoveStrings(), ""},
		{"message", "Your move in Hare and Hounds: I played e2-d1.\r\nhttps://example.org/#" + frag + "\n", FromLink, m.MoveStrings(), ""},
		{"message on one line", "Your move in Hare and Hounds: I played e2-d1. https://example.org/#" + frag, FromLink, m.MoveStrings(), ""},
		{"record", text, FromRecord, m.MoveStrings(), ""},
		{"record with CRLF", strings.ReplaceAll(text, "\n", "\r\n"), FromRecord, m.MoveStrings(), ""},
		{"illegal move", "#play=harehounds&moves=b1-c1+b1-c1", FromLink, nil,
			"This link could not be opened: move 2 (b1-c1) cannot be played: it is not legal here: there is no piece on b1. Nothing was changed."},
		{"no such point", "#play=harehounds&moves=b1-c1+a2-z9", FromLink, nil, "move 2 (a2-z9) cannot be played: no such point"},
		{"unknown game", "#play=chess", FromLink, nil, `This link could not be opened: unknown game "chess"`},
		{"bad option", "#play=harehounds&layout=huge", FromLink, nil, `unknown value "huge"`},
		{"not a record", "hello", FromRecord, nil, "This game record could not be opened: not a Parlour game record"},
		{"record's bad move", strings.Replace(text, "e2-d1", "e2-a2", 1), FromRecord, nil, "move 2 (e2-a2) cannot be played"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, src, err := Import(tc.in)
			if src != tc.src {
				t.Errorf("read as a %v, want a %v", src, tc.src)
			}
			if tc.problem != "" {
				if err == nil {
					t.Fatalf("opened %q, want an error", got.MoveStrings())
				}
				if got != nil {
					t.Error("a match came with the error")
				}
				if p := Problem(src, err); !strings.Contains(p, tc.problem) || !strings.HasSuffix(p, "Nothing was changed.") {
					t.Errorf("Problem says %q, want it to contain %q", p, tc.problem)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got.Game().ID != "harehounds" || !slices.Equal(got.MoveStrings(), tc.moves) || got.State().String() != m.State().String() {
				t.Errorf("opened %s %q at %s, want moves %q at %s", got.Game().ID, got.MoveStrings(), got.State(), tc.moves, m.State())
			}
			if src == FromRecord && got.OwnNames()[0] != "Ann" {
				t.Errorf("names %q, want Ann first", got.OwnNames())
			}
		})
	}
}

// TestReplace opens a match in the place of a game in progress: the new
// one is saved at once, Undo brings the old one back with its own seats
// until a person moves in the new one, and Kept says so.
func TestReplace(t *testing.T) {
	for _, personMoves := range []bool{false, true} {
		old := gametest.Played(t, "harehounds", nil, "b1-c1", "e2-d1")
		linked, _, err := Import("#play=harehounds&moves=b1-c1")
		if err != nil {
			t.Fatal(err)
		}
		store := &fakeStore{}
		people := []Seat{Human, Human}
		s := Replace(Config{Store: store, Thinker: &fakeThinker{}}, linked, people, old, vsComputer)
		if len(store.saves) != 1 {
			t.Fatalf("%d saves, want the opened game saved once", len(store.saves))
		}
		saved, _, err := ParseMatch(store.saves[0])
		if err != nil || !slices.Equal(saved.MoveStrings(), []string{"b1-c1"}) {
			t.Fatalf("saved %v, %v; want the linked game", saved, err)
		}
		if !s.CanRestore() || !s.CanUndo() {
			t.Fatal("Undo cannot bring the old game back")
		}
		if personMoves {
			if err := s.PlayString("e2-d1"); err != nil {
				t.Fatal(err)
			}
		}
		s.Undo()
		got := s.Match().MoveStrings()
		if personMoves {
			if !slices.Equal(got, []string{"b1-c1"}) {
				t.Errorf("after a person's move, Undo gives %q, want the move taken back", got)
			}
			continue
		}
		if !slices.Equal(got, old.MoveStrings()) || !slices.Equal(s.Seats(), vsComputer) {
			t.Errorf("Undo gives %q with seats %v, want the old game %q with %v", got, s.Seats(), old.MoveStrings(), vsComputer)
		}
	}
	if got := Kept(FromLink, gametest.Played(t, "harehounds", nil, "b1-c1", "e2-d1")); !strings.Contains(got, "Your game of Hare and Hounds in progress (2 moves played) was put away for this link. Undo brings it back") {
		t.Errorf("Kept says %q", got)
	}
	fresh, err := game.NewMatch(gametest.Played(t, "harehounds", nil).Game(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := Kept(FromRecord, fresh); got != "" {
		t.Errorf("Kept says %q of a game with no moves, want nothing", got)
	}
}

// FuzzImport reads any text as a link or a record: a match or an error,
// never both or neither, and never a panic; a problem is worded.
func FuzzImport(f *testing.F) {
	f.Add("#play=harehounds&moves=b1-c1+e2-d1")
	f.Add("play=harehounds&layout=alternative&moves=b1-c1+b1-c1")
	f.Add("https://example.org/#play=war")
	f.Add("Parlour game record\nGame: harehounds\nMoves:\n1. b1-c1 2. e2-d1\n")
	f.Fuzz(func(t *testing.T, text string) {
		m, src, err := Import(text)
		if (m == nil) == (err == nil) {
			t.Fatalf("match %v with error %v", m, err)
		}
		if err != nil && !strings.HasSuffix(Problem(src, err), "Nothing was changed.") {
			t.Fatalf("Problem says %q", Problem(src, err))
		}
	})
}

// TestImportSeats checks that a record keeps who played each seat: the
// computer at its level (Expert for the strongest where it does not play
// the seat perfectly),
// a person elsewhere, and that an unknown level is refused with its seat.
func TestImportSeats(t *testing.T) {
	m := gametest.Played(t, "war", nil)
	text, err := RecordOf(m, []Seat{Human, {AI: true, Level: engine.Perfect}}).Text()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "\nBlack: Computer (Expert)\n") {
		t.Errorf("the record reads\n%s", text)
	}
	_, seats, src, err := ImportSeated(text)
	if err != nil || src != FromRecord || !slices.Equal(seats, []Seat{Human, {AI: true, Level: engine.Perfect}}) {
		t.Errorf("read back seats %v, %v, %v", seats, src, err)
	}
	hh := gametest.Played(t, "harehounds", nil, "b1-c1")
	text, err = RecordOf(hh, []Seat{{AI: true, Level: engine.Easy}, Human}).Text()
	if err != nil {
		t.Fatal(err)
	}
	if _, seats, _, err := ImportSeated(text); err != nil || !slices.Equal(seats, []Seat{{AI: true, Level: engine.Easy}, Human}) {
		t.Errorf("Hare and Hounds: read back seats %v, %v", seats, err)
	}
	_, _, _, err = ImportSeated(strings.Replace(text, "Computer (Easy)", "Computer (Godlike)", 1))
	if err == nil || !strings.Contains(Problem(FromRecord, err), `Hounds: unknown AI level "Godlike"`) {
		t.Errorf("an unknown level: %v", err)
	}
	// Catch the Hare's hunters, played from the start, play the solved
	// book: Perfect, as the players list names them; its hare is Expert.
	ch := gametest.Played(t, "catchhare", nil)
	text, err = RecordOf(ch, []Seat{{AI: true, Level: engine.Perfect}, {AI: true, Level: engine.Perfect}}).Text()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "\nHunters: Computer (Perfect)\n") || !strings.Contains(text, "\nHare: Computer (Expert)\n") {
		t.Errorf("Catch the Hare's record reads\n%s", text)
	}
	if _, seats, _, err := ImportSeated("#play=harehounds&moves=b1-c1"); err != nil || seats != nil {
		t.Errorf("a link gives seats %v, %v", seats, err)
	}
}

// TestProblemInLanguage opens damaged links and records with German in
// use: the notice reads in German from end to end, the rules' and the
// link's own words included, with only the notation as written.
func TestProblemInLanguage(t *testing.T) {
	de := langtest.Catalog(t, "de")
	m := gametest.Played(t, "harehounds", nil, "b1-c1", "e2-d1")
	text, err := record.Of(m).Text()
	if err != nil {
		t.Fatal(err)
	}
	lang.Use(de)
	for _, tc := range []struct{ in, want string }{
		{strings.Replace(text, "e2-d1", "e2-a2", 1),
			"Diese Partienotation konnte nicht geöffnet werden: Zug 2 (e2-a2) kann nicht gespielt werden: a2 liegt nicht neben e2: Eine Figur zieht entlang einer Linie zum nächsten Punkt. Nichts wurde geändert."},
		{strings.Replace(text, "e2-d1", "e2-z9", 1),
			"Diese Partienotation konnte nicht geöffnet werden: Zug 2 (e2-z9) kann nicht gespielt werden: diesen Punkt gibt es auf dem Brett nicht. Nichts wurde geändert."},
		{strings.Replace(text, "Game:", "Spiel:", 1),
			`Diese Partienotation konnte nicht geöffnet werden: die Notation nennt kein Spiel (eine Zeile "Game: ..."). Nichts wurde geändert.`},
		{"hello",
			`Diese Partienotation konnte nicht geöffnet werden: keine Parlour-Partienotation: Sie muss mit der Zeile "Parlour game record" beginnen. Nichts wurde geändert.`},
		{"#play=harehounds&moves=b1-c1+b1-c1",
			"Dieser Link konnte nicht geöffnet werden: Zug 2 (b1-c1) kann nicht gespielt werden: der Zug ist hier nicht erlaubt: Auf b1 steht keine Figur. Nichts wurde geändert."},
		{"#play=harehounds&layout=huge",
			`Dieser Link konnte nicht geöffnet werden: Hase und Hunde: Option layout: unbekannter Wert "huge" (wähle aus usual, alternative). Nichts wurde geändert.`},
		{"#play=harehounds&position=nonsense",
			`Dieser Link konnte nicht geöffnet werden: die Startstellung: Hase und Hunde: Stellung "nonsense": erwartet werden 3 durch Leerzeichen getrennte Felder, etwa "D../D...H/D.. hounds 0". Nichts wurde geändert.`},
		{"#play=harehounds&position=D../D...D/D..%20hounds%200",
			`Dieser Link konnte nicht geöffnet werden: die Startstellung: Hase und Hunde: Stellung "D../D...D/D.. hounds 0": kein Hase auf dem Brett. Nichts wurde geändert.`},
		{"#play=foxgeese&position=.../.../GGF.GGG/GGGGGGG/GGGGGGG/GGG/GGG%20foxes%200",
			`Dieser Link konnte nicht geöffnet werden: die Startstellung: Fuchs und Gänse: Stellung ".../.../GGF.GGG/GGGGGGG/GGGGGGG/GGG/GGG foxes 0": 1 Fuchs auf dem Brett statt 2. Nichts wurde geändert.`},
		{"#play=leapfrog&size=6&position=....../....../....../....../....../......%201%200,0%20-",
			`Dieser Link konnte nicht geöffnet werden: die Startstellung: Bockspringen: Stellung "....../....../....../....../....../...... 1 0,0 -": das Brett ist leer. Nichts wurde geändert.`},
		{"#play=war&position=mhc.gk.chm/r.r.r.r.r./.v.v.v.v.v/........../........../........../........../.V.V.V.V.K/R.R.R.R.R./MHC.GK.CHM%20white%202%202%20-%200",
			`Dieser Link konnte nicht geöffnet werden: die Startstellung: Das Kriegsspiel: Stellung "mhc.gk.chm/r.r.r.r.r./.v.v.v.v.v/........../........../........../........../.V.V.V.V.K/R.R.R.R.R./MHC.GK.CHM white 2 2 - 0": Weiß hat 2 Könige, höchstens 1 (es kommt nie eine Figur hinzu). Nichts wurde geändert.`},
		{"#play=solitaire&position=o",
			`Dieser Link konnte nicht geöffnet werden: die Startstellung: Solitär: Stellung "o": das Brett braucht 7 Reihen mit 3, 3, 7, 7, 7, 3, 3 Punkten (Reihen wie "ooo/ooo/ooooooo/ooooooo/ooooooo/ooo/ooo"). Nichts wurde geändert.`},
		{"#play=catchhare&hunters=11&position=...../...../X.H.X/XXXXX/XXXXX%20hunters%207",
			`Dieser Link konnte nicht geöffnet werden: die Startstellung: Hasenjagd: Stellung "...../...../X.H.X/XXXXX/XXXXX hunters 7": 12 Jäger auf dem Brett, erlaubt sind höchstens 11. Nichts wurde geändert.`},
		{"#play=harehounds&moves=b1-c1&msg=k3x9q2&from=1",
			`Dieser Link konnte nicht geöffnet werden: der Link enthält nur einen Teil einer Partie per Nachricht: Er braucht "msg", "from" und "to". Nichts wurde geändert.`},
	} {
		_, src, err := Import(tc.in)
		if err == nil {
			t.Fatalf("%q opened", tc.in)
		}
		if got := Problem(src, err); got != tc.want {
			t.Errorf("%q: %q, want %q", tc.in, got, tc.want)
		}
	}
}
