package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// accuracyOf runs parlour accuracy with --json and decodes its totals.
func accuracyOf(t *testing.T, args ...string) accuracyTally {
	t.Helper()
	var stdout, stderr bytes.Buffer
	if code := run(append([]string{"accuracy", "--json", "--quiet"}, args...), &stdout, &stderr); code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, stderr.String())
	}
	var out struct {
		Seats []accuracyTally `json:"seats"`
		All   accuracyTally   `json:"all"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
		t.Fatalf("%v: %v in %q", args, err, stdout.String())
	}
	return out.All
}

// TestAccuracy checks the judge on the two ends of the ladder: perfect
// play keeps every value at the best speed; Easy, which blunders, does
// not; and the counts add up.
func TestAccuracy(t *testing.T) {
	perfect := accuracyOf(t, "harehounds", "--level", "perfect", "--games", "10")
	if perfect.Judged == 0 || perfect.Kept != perfect.Judged || perfect.Fastest != perfect.Timed || perfect.Timed != perfect.Judged {
		t.Errorf("perfect play: %+v, want every judged move kept at the best speed", perfect)
	}
	easy := accuracyOf(t, "harehounds", "--level", "easy", "--games", "40", "--seed", "2")
	if easy.Judged == 0 || easy.Kept >= easy.Judged || easy.Fastest > easy.Kept {
		t.Errorf("easy: %+v, want some judged moves lost, and no more fastest than kept", easy)
	}
	puzzle := accuracyOf(t, "solitaire", "--level", "perfect", "--games", "1")
	if puzzle.Judged != 31 || puzzle.Kept != 31 {
		t.Errorf("Peg Solitaire at perfect: %+v, want 31 jumps judged and kept", puzzle)
	}
}

// TestAccuracyErrors checks the command line's mistakes.
func TestAccuracyErrors(t *testing.T) {
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"accuracy", "harehounds"}, 2, "--level"},
		{[]string{"accuracy", "harehounds", "--level", "greedy"}, 2, "want an AI level"},
		{[]string{"accuracy", "harehounds", "--level", "easy", "--against", "genius"}, 2, "genius"},
		{[]string{"accuracy", "harehounds", "--level", "easy", "--games", "0"}, 2, "at least 1"},
		{[]string{"accuracy", "test-nim", "--level", "easy"}, 1, "no exact values"},
	}
	for _, tc := range tests {
		var stdout, stderr bytes.Buffer
		if code := run(tc.args, &stdout, &stderr); code != tc.code || !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", tc.args, code, stderr.String(), tc.code, tc.want)
		}
	}
}
