package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPuzzles makes a few puzzles, proves them again from a file, and
// checks that a puzzle whose first move is one of several winning moves is
// refused with a message that says so.
func TestPuzzles(t *testing.T) {
	dir := t.TempDir()
	set := filepath.Join(dir, "set.json")
	bare := filepath.Join(dir, "bare.json")
	twoWins := filepath.Join(dir, "two.json")
	// From the start of Hare and Hounds every one of the hounds' seven
	// moves wins (see `parlour values harehounds`).
	if err := os.WriteFile(twoWins, []byte(`{"game":"harehounds","options":{},"puzzles":[
{"position":"D../D...H/D.. hounds 0","goal":"Hounds to play and win","solution":["a2-b2"],"difficulty":1500,"themes":[]}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if code := run([]string{"puzzles", "harehounds", "--count", "3", "--seed", "4", "--tries", "0,0,0", "--json"}, &out, &out); code != 0 {
		t.Fatalf("puzzles --json: exit status %d: %s", code, out.String())
	}
	if err := os.WriteFile(bare, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	checkRuns(t, []runCase{
		{"make", []string{"puzzles", "harehounds", "--count", "3", "--seed", "4", "--tries", "1,0,0", "--out", set}, 0,
			[]string{"to play and win", "3 puzzles from", "difficulty"}, nil},
		{"verify", []string{"puzzles", "--verify", set}, 0, []string{"3 puzzles of harehounds proven"}, nil},
		{"verify a bare array", []string{"puzzles", "harehounds", "--verify", bare}, 0, []string{"3 puzzles of harehounds proven"}, nil},
		{"verify a bare array without its game", []string{"puzzles", "--verify", bare}, 2, nil, []string{"name its GAME"}},
		{"two winning first moves", []string{"puzzles", "--verify", twoWins}, 1, nil,
			[]string{"puzzle 1 (D../D...H/D.. hounds 0)", "not proven", "7 moves win at the first move"}},
		{"verify a missing file", []string{"puzzles", "--verify", filepath.Join(dir, "none.json")}, 1, nil, []string{"none.json"}},
		{"no game", []string{"puzzles"}, 2, nil, []string{"want exactly one GAME"}},
		{"bad tries", []string{"puzzles", "harehounds", "--tries", "1,2"}, 2, nil, []string{"three counts"}},
		{"bad turns", []string{"puzzles", "harehounds", "--turns", "9"}, 2, nil, []string{"--turns 9"}},
		{"bad plies", []string{"puzzles", "harehounds", "--plies", "0"}, 2, nil, []string{"--plies 0"}},
		{"a seat without a level", []string{"puzzles", "catchhare", "--seat", "hunters"}, 2, nil, []string{"--seat needs --play"}},
		{"random games without a level", []string{"puzzles", "catchhare", "--random-games", "0.1"}, 2, nil, []string{"--random-games needs --play"}},
		{"a share of random games above one", []string{"puzzles", "catchhare", "--play", "easy", "--random-games", "2"}, 2, nil, []string{"--random-games 2: want a share from 0 to 1"}},
		{"a guide where there is no retrograde solve", []string{"puzzles", "harehounds", "--guide"}, 2, nil, []string{"--guide: Hare and Hounds offers no retrograde solve"}},
		{"no such seat", []string{"puzzles", "catchhare", "--play", "easy", "--seat", "hounds"}, 2, nil, []string{`"hounds" is not a seat of Catch the Hare`}},
	})
	if !strings.Contains(out.String(), `"solution": [`) {
		t.Fatalf("--json printed %s", out.String())
	}
}
