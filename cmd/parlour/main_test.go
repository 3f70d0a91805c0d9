package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "parlour/game/gametest/nimtest" // registers test-nim, a game that is not solvable
	"parlour/guard"
)

// runCase is one command line and what it must give.
type runCase struct {
	name   string
	args   []string
	code   int
	stdout []string // substrings wanted on stdout
	stderr []string // substrings wanted on stderr
}

// checkRuns runs each case's command line and checks its exit status and
// output: nothing on standard error after a success, nothing on standard
// output after a failure that wants none.
func checkRuns(t *testing.T, tests []runCase) {
	t.Helper()
	for _, tc := range tests {
		var stdout, stderr bytes.Buffer
		code := run(tc.args, &stdout, &stderr)
		if code != tc.code {
			t.Errorf("%s: exit status %d, want %d (stderr %q)", tc.name, code, tc.code, stderr.String())
		}
		for _, want := range tc.stdout {
			if !strings.Contains(stdout.String(), want) {
				t.Errorf("%s: stdout %q lacks %q", tc.name, stdout.String(), want)
			}
		}
		for _, want := range tc.stderr {
			if !strings.Contains(stderr.String(), want) {
				t.Errorf("%s: stderr %q lacks %q", tc.name, stderr.String(), want)
			}
		}
		if tc.code == 0 && stderr.Len() > 0 {
			t.Errorf("%s: unexpected stderr %q", tc.name, stderr.String())
		}
		if tc.code != 0 && len(tc.stdout) == 0 && stdout.Len() > 0 {
			t.Errorf("%s: failed but wrote %q", tc.name, stdout.String())
		}
	}
}

// TestRun checks the program around its commands: usage, help, an
// unknown command and a command's options.
func TestRun(t *testing.T) {
	checkRuns(t, []runCase{
		{"no command", nil, 2, nil, []string{"usage: parlour"}},
		{"help", []string{"help"}, 0, []string{"usage: parlour", "perft"}, nil},
		{"unknown command", []string{"frobnicate"}, 2, nil, []string{`unknown command "frobnicate"`, "games, replay"}},
		{"a command's options", []string{"play", "-help"}, 0, []string{"options of parlour play", "-games", "-opt"}, nil},
	})
}

// FuzzArgs gives the command line's text arguments anything: a game's
// name, an option, a position, a move, a link and a record's text, to
// replay and perft. Whatever they are, the command ends with status 0, 1
// or 2 and, when it fails, says why on standard error; a panic, which the
// command turns into "an error of its own", fails the target.
func FuzzArgs(f *testing.F) {
	f.Add(uint8(0), "harehounds", "layout=alternative", "", "b1-c1")
	f.Add(uint8(0), "catchhare", "board=american", "...../...../X.H.X/XXXXX/XXXXX hare 0", "c3-c1")
	f.Add(uint8(1), "", "", "#play=catchhare&moves=a4-a3", "c3xa5")
	f.Add(uint8(2), "", "", "Parlour game record\nGame: harehounds\nMoves: 1. b1-c1 2. e2-d1\n", "c1-c2")
	f.Add(uint8(3), "solitaire", "board=french", "", "")
	f.Add(uint8(0), "war", "", "x", "e2e4")
	f.Add(uint8(0), "leapfrog", "players=3", "", "a1")
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, which uint8, gameID, opt, text, move string) {
		quiet := guard.Logf
		guard.Logf = func(string, ...any) {}
		defer func() { guard.Logf = quiet }()
		var args []string
		switch which % 4 {
		case 0:
			args = []string{"replay", gameID, "--opt", opt, "--position", text, move}
		case 1:
			args = []string{"replay", "--link", text, move}
		case 2:
			file := filepath.Join(dir, "record.txt")
			if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			args = []string{"replay", "--record", file, move}
		case 3:
			args = []string{"perft", gameID, "1", "--opt", opt, "--position", text}
		}
		var stdout, stderr bytes.Buffer
		code := run(args, &stdout, &stderr)
		said := stderr.String()
		switch {
		case strings.Contains(said, "of its own"):
			t.Fatalf("%q: a panic: %s", args, said)
		case code < 0 || code > 2:
			t.Fatalf("%q: exit status %d", args, code)
		case code != 0 && !strings.HasPrefix(said, "parlour "):
			t.Fatalf("%q: exit status %d saying %q", args, code, said)
		}
	})
}
