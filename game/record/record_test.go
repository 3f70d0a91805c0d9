package record_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"parlour/game"
	_ "parlour/game/catalog"
	"parlour/game/record"
)

// played plays up to n random moves of g from its start with the given
// options and names.
func played(t *testing.T, g *game.Game, opts game.Options, n int, seed uint64, names ...string) *game.Match {
	t.Helper()
	m, err := game.NewMatch(g, opts)
	if err != nil {
		t.Fatal(err)
	}
	m.SetNames(names)
	rng := rand.New(rand.NewPCG(seed, 1))
	for range n {
		if m.Outcome().Over {
			break
		}
		legal := m.State().LegalMoves(nil)
		if err := m.Play(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// TestRoundTrip writes random games of every game and variant as records
// and links and reads them back: the same game, options, names, moves
// and position.
func TestRoundTrip(t *testing.T) {
	for _, g := range game.All() {
		variants := game.Variants(g.Options)
		for i, opts := range variants {
			if i > 3 && i != len(variants)-1 {
				continue // a few variants of each game are enough
			}
			for _, n := range []int{0, 7, 60, 400} {
				m := played(t, g, opts, n, uint64(n+i), "Ann", "", "Chris: the \"best\"")
				r := record.Of(m)
				text, err := r.Text()
				if err != nil {
					t.Fatalf("%s %s: %v", g.ID, opts, err)
				}
				back, bm, err := record.Parse(text)
				if err != nil {
					t.Fatalf("%s %s: %v in\n%s", g.ID, opts, err, text)
				}
				if !same(back, r) || bm.State().String() != m.State().String() {
					t.Errorf("%s %s: read back %+v, want %+v", g.ID, opts, back, r)
				}
				link, lm, err := record.ParseFragment("#" + r.Fragment())
				if err != nil {
					t.Fatalf("%s %s: %v in %s", g.ID, opts, err, r.Fragment())
				}
				r.Names = lm.OwnNames()
				if !same(link, r) || lm.State().String() != m.State().String() {
					t.Errorf("%s %s: link read back %+v, want %+v", g.ID, opts, link, r)
				}
			}
		}
	}
}

// same reports whether two records are equal.
func same(a, b record.Record) bool {
	return a.Game == b.Game && a.Options.String() == b.Options.String() && a.Start == b.Start &&
		slices.Equal(a.Moves, b.Moves) && slices.Equal(a.Names, b.Names) &&
		(a.Message == nil) == (b.Message == nil) && (a.Message == nil || *a.Message == *b.Message)
}

// TestText pins the layout of a record: the head, the names, the result,
// and the moves numbered by turn, a chain of jumps under one number.
func TestText(t *testing.T) {
	g, _ := game.Lookup("harehounds")
	m, err := game.NewMatch(g, nil)
	if err != nil {
		t.Fatal(err)
	}
	m.SetNames([]string{"", "Ann"})
	for _, mv := range []string{"b1-c1", "e2-d1", "c1-c2"} {
		if err := m.PlayString(mv); err != nil {
			t.Fatal(err)
		}
	}
	text, err := record.Of(m).Text()
	if err != nil {
		t.Fatal(err)
	}
	want := "Parlour game record\nGame: Hare and Hounds (harehounds)\nOptions: " + m.Options().String() +
		"\nHare: Ann\nMoves:\n1. b1-c1 2. e2-d1 3. c1-c2\n"
	if text != want {
		t.Errorf("text\n%s\nwant\n%s", text, want)
	}
}

// TestTurns checks that in a game where a player moves several times in
// a turn, the turn's moves share one number.
func TestTurns(t *testing.T) {
	g, _ := game.Lookup("leapfrog")
	for seed := range uint64(40) {
		m := played(t, g, nil, 40, seed)
		text, err := record.Of(m).Text()
		if err != nil {
			t.Fatal(err)
		}
		body := text[strings.Index(text, "Moves:\n")+len("Moves:\n"):]
		numbers := 0
		for _, w := range strings.Fields(body) {
			if strings.HasSuffix(w, ".") {
				numbers++
			}
		}
		turns := 0
		c := m.State().Clone()
		for range m.Ply() {
			c.Undo()
		}
		prev := game.NoPlayer
		for _, mv := range m.Moves() {
			if p := c.ToMove(); p != prev {
				turns++
				prev = p
			}
			c.Apply(mv)
		}
		if numbers != turns {
			t.Fatalf("seed %d: %d numbers for %d turns in\n%s", seed, numbers, turns, text)
		}
		if turns < m.Ply() {
			return // a chain of several moves was seen, numbered once
		}
	}
	t.Error("no game had a turn of several moves: the test shows nothing")
}

// TestParseErrors checks that a bad record says what is wrong, naming
// the line or the move.
func TestParseErrors(t *testing.T) {
	head := "Parlour game record\nGame: harehounds\n"
	tests := []struct {
		name, text, want string
	}{
		{"empty", "", "not a Parlour game record"},
		{"other text", "hello\nGame: harehounds", "not a Parlour game record"},
		{"no game", "Parlour game record\nMoves: b1-c1\n", "names no game"},
		{"unknown game", "Parlour game record\nGame: chess\n", `unknown game "chess"`},
		{"unknown option", head + "Options: colour=red\n", `unknown option "colour"`},
		{"bad option value", head + "Options: layout=odd\n", `unknown value "odd"`},
		{"option without value", head + "Options: layout\n", "want key=value"},
		{"bad start", head + "Start: D..\n", "the start position"},
		{"no colon", head + "Hounds Ann\n", "line 3"},
		{"twice", head + "Game: harehounds\n", "Game is given twice"},
		{"not a seat", head + "Foxes: Ann\n", `"Foxes" is neither a seat of Hare and Hounds (Hounds, Hare)`},
		{"illegal move", head + "Moves: 1. b1-c1 2. e2-a2\n", "move 2 (e2-a2) cannot be played"},
		{"after the end", head + "Moves: a2-b2 b2-a2 a2-b2 b2-a2 a2-b2 b2-a2 a2-b2 b2-a2 a2-b2 b2-a2 a2-b2 b2-a2 a2-b2 b2-a2 a2-b2 b2-a2 a2-b2 b2-a2 a2-b2 b2-a2 a2-b2", "cannot be played"},
		{"too many names", head, ""},
	}
	for _, tt := range tests {
		if tt.want == "" {
			continue
		}
		_, m, err := record.Parse(tt.text)
		if err == nil || !strings.Contains(err.Error(), tt.want) || m != nil {
			t.Errorf("%s: error %v, want one containing %q and no match", tt.name, err, tt.want)
		}
	}
}

// TestMoveErrorSaysWhy checks that an illegal move in a game that can
// explain its refusals carries the game's reason, not only "not legal".
func TestMoveErrorSaysWhy(t *testing.T) {
	g, _ := game.Lookup("war")
	m := played(t, g, nil, 0, 1)
	rng := rand.New(rand.NewPCG(5, 6))
	for range 40 {
		s := m.State()
		ex, ok := s.(game.Explainer)
		if !ok {
			t.Fatal("the Game of War no longer explains refusals: pick another game for this test")
		}
		b := s.Board()
		for from := range b.Len() {
			for to := range b.Len() {
				why := ex.Explain([]int{from, to})
				if why == "" || from == to {
					continue
				}
				mv := b.Point(from).Name + "-" + b.Point(to).Name
				r := record.Of(m)
				r.Moves = append(r.Moves, mv)
				_, err := r.Match()
				var me *record.MoveError
				if !errors.As(err, &me) || me.N != len(r.Moves) || !strings.Contains(err.Error(), why) {
					t.Errorf("%s: error %v, want move %d with the reason %q", mv, err, len(r.Moves), why)
				}
				return
			}
		}
		legal := s.LegalMoves(nil)
		if err := m.Play(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no refusal found to check")
}

// FuzzParse checks that any text either fails to parse or reads back the
// same after writing.
func FuzzParse(f *testing.F) {
	f.Add("Parlour game record\nGame: harehounds\nMoves: 1. b1-c1 2. e2-d1\n")
	f.Add("Parlour game record\nGame: Catch the Hare (catchhare)\nOptions: board=american\nHunters: Ann\nMoves:\n1. a3-a2\n")
	f.Add("Parlour game record\nGame: leapfrog\nOptions: players=3\n# a comment\n\nMoves: 1.\n")
	f.Fuzz(func(t *testing.T, text string) {
		r, m, err := record.Parse(text)
		if err != nil {
			return
		}
		again, err := r.Text()
		if err != nil {
			t.Fatalf("parsed %q but cannot write it: %v", text, err)
		}
		back, bm, err := record.Parse(again)
		if err != nil || !same(back, r) || bm.State().String() != m.State().String() {
			t.Fatalf("%q: wrote\n%s\nread back %+v, %v; want %+v", text, again, back, err, r)
		}
	})
}

// TestComputerSeats checks that a record names the seats the computer
// played, with its level, and reads them back, while a person named
// "Computer" stays a person.
func TestComputerSeats(t *testing.T) {
	g, _ := game.Lookup("harehounds")
	m := played(t, g, nil, 3, 1, "Computer", "")
	r := record.Of(m)
	r.Computers = []string{"", "Hard"}
	text, err := r.Text()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "\nHounds: Computer\nHare: Computer (Hard)\n") {
		t.Errorf("the record's seats read\n%s", text)
	}
	back, _, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.Computers, []string{"", "Hard"}) || !slices.Equal(back.Names, []string{"Computer", ""}) {
		t.Errorf("read back computers %q and names %q", back.Computers, back.Names)
	}
	r.Computers = nil
	if back, _, err := record.Parse(mustText(t, r)); err != nil || back.Computers != nil {
		t.Errorf("a record of people reads back computers %q, %v", back.Computers, err)
	}
}

// mustText returns r's text.
func mustText(t *testing.T, r record.Record) string {
	t.Helper()
	text, err := r.Text()
	if err != nil {
		t.Fatal(err)
	}
	return text
}
