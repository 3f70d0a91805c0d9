package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"parlour/cmd/internal/cli"
	_ "parlour/game/gametest/nimtest" // registers test-nim, a game that is not solvable
	_ "parlour/game/gametest/toy"     // registers a game this command was not written for
)

func TestRun(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout []string // substrings wanted on stdout
		stderr []string // substrings wanted on stderr
	}{
		{"no command", nil, 2, nil, []string{"usage: parlour-lab"}},
		{"help", []string{"help"}, 0, []string{"usage: parlour-lab", "tournament", "accuracy"}, nil},
		{"a command of parlour", []string{"replay", "toy"}, 2, nil, []string{`parlour-lab: unknown command "replay" (commands are tournament, accuracy, help)`}},
		{"a tournament's options", []string{"tournament", "-help"}, 0, []string{"options of parlour-lab tournament", "-players", "-ratings", "-opt"}, nil},
		{"an accuracy run's options", []string{"accuracy", "--help"}, 0, []string{"options of parlour-lab accuracy", "-level", "-against"}, nil},
		{"a usage error", []string{"tournament", "toy", "--players", "easy"}, 2, nil, []string{"parlour-lab tournament: --players names 1 players"}},
	}
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
	}
}

// TestToyGame runs the lab on noughts and crosses, a game that only the
// tests register: the lab knows no game by name.
func TestToyGame(t *testing.T) {
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"tournament", "toy", "--players", "perfect,random", "--games", "2"}, []string{"game 2: ", "player 1 (perfect): "}},
		{[]string{"tournament", "toy", "--players", "baseline,hard", "--games", "2", "--budget", "20ms"}, []string{"player 1 (baseline): "}},
		{[]string{"accuracy", "toy", "--level", "perfect", "--games", "2", "--quiet"}, []string{"Noughts and Crosses", "perfect against perfect, 2 games"}},
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

// FuzzArgs gives the lab's text arguments anything: a game's name, an
// option, the players of a tournament or the level of an accuracy run,
// fixed opponents and a seat, and reads them as the commands do, before
// any game is played. Whatever they are, the reading ends in a tournament
// or accuracy run, or in a usage error (or a request for help) that the
// command turns into status 2; and every player read writes its name so
// that it reads back as the same player, as the results name it.
func FuzzArgs(f *testing.F) {
	f.Add(uint8(0), "foxgeese", "board=orthogonal", "hard@20ms,easy", "", "")
	f.Add(uint8(1), "harehounds", "first=hare", "easy,random", "perfect+random,perfect", "hounds")
	f.Add(uint8(1), "leapfrog", "players=3", "easy,greedy,random", "easy", "")
	f.Add(uint8(2), "harehounds", "layout=usual", "medium", "oracle", "Hare")
	f.Add(uint8(2), "toy", "first=noughts", "baseline@1s", "greedy", "crosses")
	f.Add(uint8(0), "war", "enpassant=on", "Expert@+5ms,BASELINE", "", "")
	f.Fuzz(func(t *testing.T, which uint8, gameID, opt, players, against, seat string) {
		var err error
		var read []contender
		switch which % 3 {
		case 0, 1:
			args := []string{gameID, "--opt", opt, "--players", players, "--against", against, "--seat", seat}
			if which%3 == 1 {
				args = append(args, "--ratings")
			}
			var tt tournament
			if tt, err = parseTournament(args); err == nil {
				read = append(read, tt.players...)
				for _, group := range tt.against {
					read = append(read, group...)
				}
			}
		case 2:
			var a accuracy
			if a, err = parseAccuracy([]string{gameID, "--opt", opt, "--level", players, "--against", against, "--seat", seat}); err == nil {
				read = append(read, a.level)
				if a.against != "oracle" {
					read = append(read, a.ref)
				}
			}
		}
		var ue cli.UsageError
		var help cli.HelpRequest
		if err != nil && !errors.As(err, &ue) && !errors.As(err, &help) {
			t.Fatalf("%q, %q, %q, %q, %q: %v, want a usage error", gameID, opt, players, against, seat, err)
		}
		for _, c := range read {
			again, err := parseContender(c.name)
			if err != nil || again != c {
				t.Errorf("player %+v is named %q, which reads as %+v (%v)", c, c.name, again, err)
			}
		}
	})
}
