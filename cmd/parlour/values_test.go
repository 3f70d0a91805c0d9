package main

import (
	"bytes"
	"cmp"
	"encoding/json"
	"testing"
)

// TestValues runs the values command: exact values where the game is
// solved or has a book, estimates elsewhere, the line of a game, and its
// mistakes.
func TestValues(t *testing.T) {
	checkRuns(t, []runCase{
		{"values", []string{"values", "harehounds", "b1-c1", "e2-d1"}, 0, []string{"Hounds to move; values from the exact solve:", "wins in 21 moves, counting both sides"}, nil},
		{"values json", []string{"values", "harehounds", "--json"}, 0, []string{`{"move":"a2-b2","result":"win","plies":23}`}, nil},
		{"values of a book", []string{"values", "catchhare"}, 0, []string{"from the book of exact lines", "wins in", "not known"}, nil},
		{"values estimated", []string{"values", "test-nim", "--json", "--budget", "50ms"}, 0, []string{`"result":"win","plies":`}, nil},
		{"values line", []string{"values", "harehounds", "b1-c1", "e2-d1", "--line"}, 0, []string{"  0 start", "  1 b1-c1", "<- mistake", "  2 e2-d1"}, nil},
		{"values line json", []string{"values", "harehounds", "b1-c1", "--line", "--json"}, 0, []string{`{"ply":0,"mover":0,"result":"win","winner":0,"plies":23}`, `"mistake":true`}, nil},
		{"values illegal move", []string{"values", "harehounds", "b1-c1", "e2-a2"}, 1, nil, []string{`move 2 (e2-a2)`, "not legal"}},
		{"values after the end", []string{"values", "test-nim", "2", "2", "1"}, 1, nil, []string{"the game is over"}},
		{"values unknown game", []string{"values", "chess"}, 2, nil, []string{`unknown game "chess"`}},
		{"values bad position", []string{"values", "harehounds", "--position", "D.."}, 2, nil, []string{"position"}},
	})
}

// TestValuesJSON decodes values --json for every Hare and Hounds start and
// checks that the best move's value is the solve's.
func TestValuesJSON(t *testing.T) {
	for _, opts := range [][]string{nil, {"first=hare"}, {"layout=alternative", "first=hare"}} {
		var solved solveJSON
		var vals []valueJSON
		for i, cmd := range []string{"solve", "values"} {
			args := []string{cmd, "harehounds", "--json"}
			for _, o := range opts {
				args = append(args, "--opt", o)
			}
			var stdout, stderr bytes.Buffer
			if code := run(args, &stdout, &stderr); code != 0 {
				t.Fatalf("%v: exit status %d: %s", args, code, stderr.String())
			}
			out := []any{&solved, &vals}[i]
			if err := json.Unmarshal(stdout.Bytes(), out); err != nil {
				t.Fatalf("%v: %v in %q", args, err, stdout.String())
			}
		}
		quickest, longest := 0, 0 // the quickest win, the longest loss
		for _, v := range vals {
			if v.Result != "win" && v.Result != "loss" || v.Plies == nil || v.Score != nil {
				t.Fatalf("%v: %+v is not an exact win or loss with its plies", opts, v)
			}
			if v.Result == "win" && (quickest == 0 || *v.Plies < quickest) {
				quickest = *v.Plies
			}
			if v.Result == "loss" {
				longest = max(longest, *v.Plies)
			}
		}
		if best := cmp.Or(quickest, longest); best != solved.Plies {
			t.Errorf("%v: the best move ends the game in %d plies, the solve says %d", opts, best, solved.Plies)
		}
	}
}
