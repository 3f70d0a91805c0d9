package main

import (
	"bytes"
	"strings"
	"testing"

	_ "parlour/game/gametest/toy" // registers a game this command was not written for
)

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
