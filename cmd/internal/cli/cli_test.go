package cli

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"parlour/guard"
)

// testProgram has a command of each ending: one that succeeds, one that
// asks for help, one with a usage error and one that fails.
var testProgram = Program{
	Name:  "test",
	Usage: "usage: test COMMAND\n",
	Commands: []Command{
		{"ok", func(args []string, stdout io.Writer) error {
			_, err := io.WriteString(stdout, strings.Join(args, " "))
			return err
		}},
		{"help-me", func([]string, io.Writer) error { return HelpRequest{"  -x\tan option\n"} }},
		{"misused", func([]string, io.Writer) error { return Usagef("want %s", "GAME") }},
		{"fails", func([]string, io.Writer) error { return errors.New("it went wrong") }},
	},
}

// TestRun checks the exit status and the words of every ending.
func TestRun(t *testing.T) {
	tests := []struct {
		args           []string
		code           int
		stdout, stderr string
	}{
		{nil, 2, "", "usage: test COMMAND\n"},
		{[]string{"help"}, 0, "usage: test COMMAND\n", ""},
		{[]string{"--help"}, 0, "usage: test COMMAND\n", ""},
		{[]string{"ok", "a", "b"}, 0, "a b", ""},
		{[]string{"help-me"}, 0, "options of test help-me:\n  -x\tan option\n", ""},
		{[]string{"misused"}, 2, "", "test misused: want GAME\n"},
		{[]string{"fails"}, 1, "", "test fails: it went wrong\n"},
		{[]string{"frobnicate"}, 2, "", `test: unknown command "frobnicate" (commands are ok, help-me, misused, fails, help)` + "\n"},
	}
	for _, tc := range tests {
		var stdout, stderr bytes.Buffer
		code := testProgram.Run(tc.args, &stdout, &stderr)
		if code != tc.code || stdout.String() != tc.stdout || stderr.String() != tc.stderr {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %d, %q, %q", tc.args, code, stdout.String(), stderr.String(), tc.code, tc.stdout, tc.stderr)
		}
	}
}

// TestRunSurvivesPanic checks that a command that panics ends with status
// 1 and a sentence on standard error, its stack logged, not a crash.
func TestRunSurvivesPanic(t *testing.T) {
	var logged []string
	old := guard.Logf
	guard.Logf = func(format string, args ...any) { logged = append(logged, format) }
	defer func() { guard.Logf = old }()
	p := Program{Name: "parlour", Commands: []Command{{"test-panic", func([]string, io.Writer) error {
		var moves []string
		return errors.New(moves[0])
	}}}}
	var stdout, stderr bytes.Buffer
	code := p.Run([]string{"test-panic"}, &stdout, &stderr)
	if code != 1 || !strings.HasPrefix(stderr.String(), "parlour test-panic: Parlour met an error of its own") || len(logged) != 1 {
		t.Errorf("status %d, stderr %q, logged %q; want 1, the error in words, the panic logged", code, stderr.String(), logged)
	}
}
