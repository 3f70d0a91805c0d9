package puzzle_test

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	_ "parlour/game/catalog"
	"parlour/game/puzzle"
)

func TestParse(t *testing.T) {
	good := `{"position":".D./.DD../.H. hare 1","goal":"Hare to play and win","solution":["c3-b3"],"difficulty":900,"themes":["escape"]}`
	tests := []struct {
		name, data, err string
		game            string
		n               int
	}{
		{"object", `{"game":"harehounds","options":{},"puzzles":[` + good + `]}`, "", "harehounds", 1},
		{"bare array", `[` + good + `,` + good + `]`, "", "", 2},
		{"empty array", `[]`, "", "", 0},
		{"empty", ``, "empty", "", 0},
		{"not json", `hello`, "want a JSON object", "", 0},
		{"no game", `{"puzzles":[]}`, "no game named", "", 0},
		{"unknown field", `{"game":"x","colour":"red","puzzles":[]}`, "unknown field", "", 0},
		{"trailing", `[] []`, "more JSON", "", 0},
		{"no position", `[{"goal":"g","solution":["a"],"difficulty":900,"themes":[]}]`, "puzzle 1: no position", "", 0},
		{"no goal", `[{"position":"p","solution":["a"],"difficulty":900,"themes":[]}]`, "puzzle 1: no goal", "", 0},
		{"no solution", `[{"position":"p","goal":"g","solution":[],"difficulty":900,"themes":[]}]`, "no solution", "", 0},
		{"blank move", `[{"position":"p","goal":"g","solution":[" "],"difficulty":900,"themes":[]}]`, "solution move 1", "", 0},
		{"difficulty low", `[{"position":"p","goal":"g","solution":["a"],"difficulty":0,"themes":[]}]`, "difficulty 0", "", 0},
		{"difficulty high", `[{"position":"p","goal":"g","solution":["a"],"difficulty":1e9,"themes":[]}]`, "difficulty", "", 0},
		{"theme case", `[{"position":"p","goal":"g","solution":["a"],"difficulty":900,"themes":["Trap"]}]`, "theme \"Trap\"", "", 0},
		{"theme twice", `[{"position":"p","goal":"g","solution":["a"],"difficulty":900,"themes":["trap","trap"]}]`, "twice", "", 0},
		{"second bad", `[` + good + `,{"position":"p"}]`, "puzzle 2:", "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set, err := puzzle.Parse([]byte(tt.data))
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("Parse: error %v, want one containing %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if set.Game != tt.game || len(set.Puzzles) != tt.n {
				t.Fatalf("Parse: game %q with %d puzzles, want %q with %d", set.Game, len(set.Puzzles), tt.game, tt.n)
			}
		})
	}
}

func TestMarshalRoundTrip(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("sets", "harehounds.json"))
	if err != nil {
		t.Fatal(err)
	}
	set, err := puzzle.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	out, err := puzzle.Marshal(set)
	if err != nil {
		t.Fatal(err)
	}
	again, err := puzzle.Parse(out)
	if err != nil {
		t.Fatalf("Parse(Marshal(set)): %v\n%s", err, out)
	}
	if !reflect.DeepEqual(set, again) {
		t.Fatalf("round trip changed the set:\n%+v\n%+v", set, again)
	}
	arr, err := puzzle.MarshalPuzzles(set.Puzzles)
	if err != nil {
		t.Fatal(err)
	}
	bare, err := puzzle.Parse(arr)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(set.Puzzles, bare.Puzzles) || bare.Game != "" {
		t.Fatalf("the bare array read back as %+v", bare)
	}
}

func TestCheck(t *testing.T) {
	ok := puzzle.Puzzle{Position: ".D./.DD../.H. hare 1", Goal: "Hare to play and win", Solution: []string{"c3-b3", "c1-d1", "b3-a2"}, Difficulty: 900, Themes: []string{"escape"}}
	with := func(f func(p *puzzle.Puzzle)) puzzle.Puzzle {
		p := ok
		p.Solution = append([]string(nil), ok.Solution...)
		f(&p)
		return p
	}
	tests := []struct {
		name string
		set  puzzle.Set
		err  string
	}{
		{"good", puzzle.Set{Game: "harehounds", Puzzles: []puzzle.Puzzle{ok}}, ""},
		{"no game", puzzle.Set{Puzzles: []puzzle.Puzzle{ok}}, "no game named"},
		{"unknown game", puzzle.Set{Game: "chess"}, "unknown game"},
		{"bad option", puzzle.Set{Game: "harehounds", Options: map[string]string{"first": "nobody"}}, "unknown value"},
		{"bad position", puzzle.Set{Game: "harehounds", Puzzles: []puzzle.Puzzle{with(func(p *puzzle.Puzzle) { p.Position = "D/D hare" })}}, "puzzle 1: Hare and Hounds: position"},
		{"over", puzzle.Set{Game: "harehounds", Puzzles: []puzzle.Puzzle{with(func(p *puzzle.Puzzle) { p.Position = "DD./H..../.D. hounds 0" })}}, "already over"},
		{"illegal first", puzzle.Set{Game: "harehounds", Puzzles: []puzzle.Puzzle{with(func(p *puzzle.Puzzle) { p.Solution[0] = "c3-c1" })}}, "solution move 1"},
		{"illegal later", puzzle.Set{Game: "harehounds", Puzzles: []puzzle.Puzzle{ok, with(func(p *puzzle.Puzzle) { p.Solution[2] = "b3-e2" })}}, "puzzle 2: solution move 3"},
		{"past the end", puzzle.Set{Game: "harehounds", Puzzles: []puzzle.Puzzle{with(func(p *puzzle.Puzzle) { p.Solution = append(p.Solution, "a2-b2") })}}, "solution move 4 \"a2-b2\": the game is already over"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := puzzle.Check(tt.set)
			if tt.err == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Fatalf("Check: error %v, want one containing %q", err, tt.err)
			}
		})
	}
}

func TestShippedSetsAreWellFormed(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("sets", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no sets found: %v", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		set, err := puzzle.Parse(data)
		if err == nil {
			_, _, err = puzzle.Check(set)
		}
		if err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
}

func TestCalibrate(t *testing.T) {
	r := puzzle.LevelRatings
	tests := []struct {
		name   string
		tries  []puzzle.Tries
		lo, hi float64
		want   float64
	}{
		{"half at one rating", []puzzle.Tries{{Rating: 1500, Hits: 5, Misses: 5}}, 500, 3000, 1500},
		{"always found", []puzzle.Tries{{Rating: r[0], Hits: 9}, {Rating: r[2], Hits: 9}}, 600, 2600, 600},
		{"always missed", []puzzle.Tries{{Rating: r[0], Misses: 9}, {Rating: r[2], Misses: 9}}, 600, 2600, 2600},
		// Ten to one at 400 points: 10 hits in 11 at 1500 is a 1100 puzzle.
		{"ten to one", []puzzle.Tries{{Rating: 1500, Hits: 10, Misses: 1}}, 500, 3000, 1100},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := puzzle.Calibrate(tt.tries, tt.lo, tt.hi); got != tt.want {
				t.Fatalf("Calibrate = %v, want %v", got, tt.want)
			}
		})
	}
	// More misses by the stronger levels make a harder puzzle.
	easy := puzzle.Calibrate([]puzzle.Tries{{r[0], 6, 4}, {r[1], 8, 2}, {r[2], 9, 1}}, 100, 4000)
	hard := puzzle.Calibrate([]puzzle.Tries{{r[0], 2, 8}, {r[1], 4, 6}, {r[2], 6, 4}}, 100, 4000)
	if !(easy < hard) {
		t.Fatalf("Calibrate: %v for the easier tries, %v for the harder", easy, hard)
	}
}
