package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"parlour/game/solitaire"
)

// TestSolveSoloJSON checks solve --json on Peg Solitaire: the solution
// printed replays to one peg in hole 17, and a dead position is reported
// unsolvable.
func TestSolveSoloJSON(t *testing.T) {
	tests := []struct {
		args     []string
		solvable bool
		shortest bool
	}{
		{nil, true, false},
		{[]string{"--position", ".../.../......./oo.o.../......./.../...", "--opt", "goal=anywhere", "--shortest"}, true, true},
		{[]string{"--position", "o.o/.../......./......./......./.../o.o"}, false, false},
	}
	for _, tc := range tests {
		args := append([]string{"solve", "solitaire", "--json"}, tc.args...)
		var stdout, stderr bytes.Buffer
		if code := run(args, &stdout, &stderr); code != 0 {
			t.Fatalf("%v: exit status %d: %s", tc.args, code, stderr.String())
		}
		var got soloJSON
		if err := json.Unmarshal(stdout.Bytes(), &got); err != nil {
			t.Fatalf("%v: %v in %q", tc.args, err, stdout.String())
		}
		if got.Solvable != tc.solvable || got.Shortest != tc.shortest || got.Solvable != (len(got.Moves) > 0) {
			t.Errorf("%v: %+v, want solvable=%v shortest=%v", tc.args, got, tc.solvable, tc.shortest)
		}
		if len(tc.args) == 0 {
			replay := append([]string{"replay", "solitaire"}, got.Moves...)
			stdout.Reset()
			if code := run(replay, &stdout, &stderr); code != 0 || !strings.Contains(stdout.String(), "Solved: one peg left, in hole 17") {
				t.Errorf("the solution replays as %q (%s)", stdout.String(), stderr.String())
			}
		}
	}
}

// TestReplaySolitaire replays the leaflet's key as printed, and checks
// that a chain written from-via-to is refused with a message that splits
// it into jumps.
func TestReplaySolitaire(t *testing.T) {
	var stdout, stderr bytes.Buffer
	args := append([]string{"replay", "solitaire"}, solitaire.LeafletKey...)
	if code := run(args, &stdout, &stderr); code != 0 || !strings.Contains(stdout.String(), "result: Solved: one peg left, in hole 17") {
		t.Errorf("leaflet key: status %d, %q %q", code, stdout.String(), stderr.String())
	}
	stdout.Reset()
	stderr.Reset()
	if code := run([]string{"replay", "solitaire", "5-17", "12-10", "3-11", "1-3", "18-6", "3-11-?"}, &stdout, &stderr); code != 1 ||
		!strings.Contains(stderr.String(), "move 6 (3-11-?)") {
		t.Errorf("bad hole: status %d, %q", code, stderr.String())
	}
	stderr.Reset()
	if code := run([]string{"replay", "solitaire", "--position", ".../.../......./oo.o.../......./.../...", "14-16-18"}, &stdout, &stderr); code != 1 ||
		!strings.Contains(stderr.String(), "chain of 2 jumps: play it one jump at a time (14-16 16-18)") {
		t.Errorf("chain: status %d, %q", code, stderr.String())
	}
}
