package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "parlour/game/gametest/toy" // registers a game this command was not written for
)

// TestCommands runs every command but values on the catalog's games and
// test-nim, a game that is not solvable, and checks their output and
// mistakes.
func TestCommands(t *testing.T) {
	checkRuns(t, []runCase{
		{"a solo game's solve options", []string{"solve", "solitaire", "--help"}, 0, []string{"options of parlour solve", "-shortest"}, nil},

		{"games", []string{"games"}, 0, []string{
			"harehounds: Hare and Hounds", "seats: Hounds, Hare", "layout=usual", "(default)", "stalling=off",
			"test-nim: Test Nim", "seats: First, Second",
		}, nil},
		{"games with arguments", []string{"games", "x"}, 2, nil, []string{"no arguments"}},

		{"replay", []string{"replay", "harehounds", "b1-c1", "e2-d1", "c1-c2"}, 0,
			[]string{"position: ..H/D.D../D.. hare 1", "result: Hare to move"}, nil},
		{"replay to the end", []string{"replay", "test-nim", "2", "2", "1"}, 0,
			[]string{"position: 0 1", "result: First wins: took the last stone"}, nil},
		{"replay flags after moves", []string{"replay", "test-nim", "2", "--opt", "pile=7"}, 0,
			[]string{"position: 5 1"}, nil},
		{"replay from a position", []string{"replay", "harehounds", "--position", "D../D...H/D.. hare 0", "e2-d1"}, 0,
			[]string{"position: D.H/D..../D.. hounds 0"}, nil},
		{"replay illegal move", []string{"replay", "harehounds", "b1-c1", "e2-a2"}, 1, nil,
			[]string{`move 2 (e2-a2): move "e2-a2" is not legal here`}},
		{"replay after the end", []string{"replay", "test-nim", "2", "2", "1", "1"}, 1, nil,
			[]string{"move 4 (1)", "the game is over"}},
		{"replay unknown game", []string{"replay", "chess"}, 2, nil, []string{`unknown game "chess"`, "harehounds"}},
		{"replay unknown option", []string{"replay", "harehounds", "--opt", "colour=red"}, 2, nil,
			[]string{`unknown option "colour"`, "layout, first, goal, stalling"}},
		{"replay unknown value", []string{"replay", "harehounds", "--opt", "layout=odd"}, 2, nil,
			[]string{`unknown value "odd"`, "usual, alternative"}},
		{"replay malformed option", []string{"replay", "harehounds", "--opt", "layout"}, 2, nil, []string{"want key=value"}},
		{"replay bad position", []string{"replay", "harehounds", "--position", "D.."}, 2, nil, []string{"position"}},
		{"replay unknown flag", []string{"replay", "harehounds", "--fast"}, 2, nil, []string{"-fast"}},
		{"replay no game", []string{"replay"}, 2, nil, []string{"want GAME"}},
		// Found by fuzzing: this link's move stopped the program (a
		// negative shift explaining a path that is not a chain of leaps).
		{"replay a link found by fuzzing", []string{"replay", "--link", "https://example.org/#play=catchhare&moves=A4XB1XA1"}, 1, nil,
			[]string{"move 1 (A4XB1XA1)", "not legal here: b1 is not next to a4"}},

		{"solve", []string{"solve", "harehounds"}, 0, []string{"Hounds win in 23 moves, counting both sides, with best play"}, nil},
		{"solve json", []string{"solve", "harehounds", "--json"}, 0, []string{`{"winner":"Hounds","plies":23}`}, nil},
		{"solve json hare first", []string{"solve", "--json", "harehounds", "--opt", "first=hare"}, 0, []string{`{"winner":"Hounds","plies":24}`}, nil},
		{"solve json alternative hare first", []string{"solve", "harehounds", "--json", "--opt", "layout=alternative", "--opt", "first=hare"}, 0,
			[]string{`{"winner":"Hounds","plies":28}`}, nil},
		{"solve json position", []string{"solve", "harehounds", "--json", "--position", "DD./H..../D.. hounds 0"}, 0,
			[]string{`{"winner":"Hare","plies":0}`}, nil},
		{"solve not solvable", []string{"solve", "test-nim"}, 2, nil, []string{"too large for the exact solver", "solvable games: harehounds"}},
		{"solve two games", []string{"solve", "harehounds", "test-nim"}, 2, nil, []string{"exactly one GAME"}},
		{"solve unknown game", []string{"solve", "go"}, 2, nil, []string{`unknown game "go"`}},

		{"perft 0", []string{"perft", "harehounds", "0"}, 0, []string{"1\n"}, nil},
		{"perft 1", []string{"perft", "harehounds", "1"}, 0, []string{"7\n"}, nil},
		{"perft 4", []string{"perft", "harehounds", "4"}, 0, []string{"443\n"}, nil},
		{"perft past the end", []string{"perft", "test-nim", "5"}, 0, []string{"1\n"}, nil},
		{"perft 6 counts only games that last", []string{"perft", "test-nim", "6", "--opt", "pile=7"}, 0, []string{"7\n"}, nil},
		{"perft from a position", []string{"perft", "harehounds", "1", "--position", "D../D.H../D.. hare 0"}, 0, []string{"6\n"}, nil},
		{"perft bad depth", []string{"perft", "harehounds", "deep"}, 2, nil, []string{`depth "deep"`}},
		{"perft missing depth", []string{"perft", "harehounds"}, 2, nil, []string{"want GAME DEPTH"}},

		{"play", []string{"play", "harehounds", "--a", "perfect", "--b", "easy", "--games", "2", "--seed", "1"}, 0,
			[]string{"game 1: A (perfect) as Hounds: Hounds win", "game 2: A (perfect) as Hare", "A (perfect): ", "B (easy): "}, nil},
		{"play nim", []string{"play", "test-nim", "--a", "hard", "--b", "hard", "--games", "2"}, 0,
			[]string{"game 1: A (hard) as First: First wins", "game 2: A (hard) as Second: First wins",
				"A (hard): 1 win, 0 draws, 1 loss", "B (hard): 1 win, 0 draws, 1 loss"}, nil},
		{"play unknown level", []string{"play", "harehounds", "--a", "genius", "--b", "easy"}, 2, nil,
			[]string{`unknown AI level "genius"`, "easy, medium, hard, perfect"}},
		{"play missing level", []string{"play", "harehounds", "--a", "easy"}, 2, nil, []string{"--b LEVEL"}},
		{"play no games", []string{"play", "harehounds", "--a", "easy", "--b", "easy", "--games", "0"}, 2, nil, []string{"at least 1"}},
		{"play bad seed", []string{"play", "harehounds", "--a", "easy", "--b", "easy", "--seed", "x"}, 2, nil, []string{"-seed"}},

		{"bench", []string{"bench"}, 0, []string{"harehounds", "solve ", "(25241 positions; Hounds in 23)", "nodes/s", "test-nim", "solve -"}, nil},
		{"bench with arguments", []string{"bench", "harehounds"}, 2, nil, []string{"no arguments"}},
		{"bench every variant", []string{"bench", "--variants"}, 0, []string{"layout=alternative", "stalling=off", "Hounds in 28"}, nil},
	})
}

// TestSolveJSON decodes solve --json for every Hare and Hounds variant.
func TestSolveJSON(t *testing.T) {
	tests := []struct {
		opts []string
		want solveJSON
	}{
		{nil, solveJSON{"Hounds", 23}},
		{[]string{"first=hare"}, solveJSON{"Hounds", 24}},
		{[]string{"layout=alternative"}, solveJSON{"Hounds", 23}},
		{[]string{"layout=alternative", "first=hare"}, solveJSON{"Hounds", 28}},
		{[]string{"goal=escape", "stalling=off"}, solveJSON{"Hounds", 23}},
	}
	for _, tc := range tests {
		args := []string{"solve", "harehounds", "--json"}
		for _, o := range tc.opts {
			args = append(args, "--opt", o)
		}
		var stdout, stderr bytes.Buffer
		if code := run(args, &stdout, &stderr); code != 0 {
			t.Fatalf("%v: exit status %d: %s", tc.opts, code, stderr.String())
		}
		var got solveJSON
		if err := json.Unmarshal(stdout.Bytes(), &got); err != nil {
			t.Fatalf("%v: %v in %q", tc.opts, err, stdout.String())
		}
		if got != tc.want {
			t.Errorf("%v: %+v, want %+v", tc.opts, got, tc.want)
		}
	}
}

// TestReplayRecord replays game records and links, and checks that a bad
// one says which move is wrong.
func TestReplayRecord(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.txt")
	bad := filepath.Join(dir, "bad.txt")
	head := "Parlour game record\nGame: Hare and Hounds (harehounds)\nHare: Ann\nMoves:\n"
	if err := os.WriteFile(good, []byte(head+"1. b1-c1 2. e2-d1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte(head+"1. b1-c1 2. e2-a2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args   []string
		code   int
		stdout string
		stderr string
	}{
		{[]string{"replay", "--record", good, "c1-c2"}, 0, "position: ..H/D.D../D.. hare 1", ""},
		{[]string{"replay", "--link", "https://example.org/#play=harehounds&moves=b1-c1+e2-d1", "c1-c2"}, 0, "position: ..H/D.D../D.. hare 1", ""},
		{[]string{"replay", "--record", bad}, 1, "", "move 2 (e2-a2) cannot be played"},
		{[]string{"replay", "--link", "#play=harehounds&moves=b1-c1+e2-a2"}, 1, "", "move 2 (e2-a2) cannot be played"},
		{[]string{"replay", "--record", filepath.Join(dir, "missing.txt")}, 1, "", "missing.txt"},
		{[]string{"replay", "--record", good, "--opt", "layout=usual"}, 2, "", "--record and --link take no game"},
		{[]string{"replay", "--record", good, "c1-a1"}, 1, "", "move 3 (c1-a1)"},
	}
	for _, tc := range tests {
		var stdout, stderr bytes.Buffer
		code := run(tc.args, &stdout, &stderr)
		if code != tc.code || !strings.Contains(stdout.String(), tc.stdout) || !strings.Contains(stderr.String(), tc.stderr) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %d, %q, %q", tc.args, code, stdout.String(), stderr.String(), tc.code, tc.stdout, tc.stderr)
		}
	}
}

// TestToyGame runs the commands on noughts and crosses, a game that only
// the tests register: the command line knows no game by name.
func TestToyGame(t *testing.T) {
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"games"}, []string{"toy: Noughts and Crosses", "seats: Crosses, Noughts", "first=crosses        Crosses (default)"}},
		{[]string{"replay", "toy", "a1", "b2", "b1", "a2", "c1"}, []string{"position: xxx/oo./... noughts", "result: Crosses win: three in a row"}},
		{[]string{"replay", "toy", "--opt", "first=noughts", "b2"}, []string{"result: Crosses to move"}},
		{[]string{"perft", "toy", "9"}, []string{"127872\n"}},
		{[]string{"solve", "toy"}, []string{"Draw with best play (5478 positions solved)."}},
		{[]string{"solve", "toy", "--position", "xx./oo./... crosses"}, []string{"Crosses win in 1 move, with best play"}},
		{[]string{"play", "toy", "--a", "perfect", "--b", "hard", "--games", "2"}, []string{"A (perfect): 0 wins, 2 draws, 0 losses"}},
	}
	for _, tt := range tests {
		var stdout, stderr bytes.Buffer
		if code := run(tt.args, &stdout, &stderr); code != 0 {
			t.Errorf("%v: exit status %d (%s)", tt.args, code, stderr.String())
			continue
		}
		for _, want := range tt.want {
			if !strings.Contains(stdout.String(), want) {
				t.Errorf("%v: output %q lacks %q", tt.args, stdout.String(), want)
			}
		}
	}
}
