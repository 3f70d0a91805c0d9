package cli

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"parlour/game"
	_ "parlour/game/gametest/toy" // registers the game these tests name
)

// TestParseArgs checks that flags are read wherever they stand among the
// arguments, that "--" ends them, and how a bad flag and -help end.
func TestParseArgs(t *testing.T) {
	tests := []struct {
		args []string
		rest []string
		n    int    // --n's value
		err  string // "usage" or "help" for the error wanted, "" for none
	}{
		{[]string{"a", "--n", "3", "b"}, []string{"a", "b"}, 3, ""},
		{[]string{"-n=2", "a"}, []string{"a"}, 2, ""},
		{[]string{"a", "--", "--n", "4"}, []string{"a", "--n", "4"}, 0, ""},
		{[]string{"a", "--fast"}, nil, 0, "usage"},
		{[]string{"a", "--n", "many"}, nil, 0, "usage"},
		{[]string{"a", "-help"}, nil, 0, "help"},
	}
	for _, tc := range tests {
		fs := NewFlagSet("test", nil)
		n := fs.Int("n", 0, "a number")
		rest, err := ParseArgs(fs, tc.args)
		var ue UsageError
		var help HelpRequest
		switch {
		case tc.err == "usage" && !errors.As(err, &ue):
			t.Errorf("%q: error %v, want a usage error", tc.args, err)
		case tc.err == "help" && (!errors.As(err, &help) || !strings.Contains(help.Options, "-n int")):
			t.Errorf("%q: error %v, want a help request listing -n", tc.args, err)
		case tc.err == "" && (err != nil || !slices.Equal(rest, tc.rest) || *n != tc.n):
			t.Errorf("%q: %q, --n %d, error %v; want %q, %d", tc.args, rest, *n, err, tc.rest, tc.n)
		}
	}
}

// TestGameFlags checks the game flags: options and a position read for
// the game named, and mistakes in either as usage errors.
func TestGameFlags(t *testing.T) {
	tests := []struct {
		args  []string
		start string // the position, "" for a usage error
	}{
		{[]string{"toy"}, ".../.../... crosses"},
		{[]string{"toy", "--opt", "first=noughts"}, ".../.../... noughts"},
		{[]string{"toy", "--position", "x../.../... noughts"}, "x../.../... noughts"},
		{[]string{"chess"}, ""},
		{[]string{"toy", "--opt", "first=nobody"}, ""},
		{[]string{"toy", "--opt", "colour=red"}, ""},
		{[]string{"toy", "--position", "x"}, ""},
	}
	for _, tc := range tests {
		var gf GameFlags
		rest, err := ParseArgs(NewFlagSet("test", &gf), tc.args)
		if err != nil {
			t.Fatalf("%q: %v", tc.args, err)
		}
		g, opts, err := gf.Game(rest[0])
		var s game.State
		if err == nil {
			s, err = gf.Start(g, opts)
		}
		var ue UsageError
		switch {
		case tc.start == "" && !errors.As(err, &ue):
			t.Errorf("%q: error %v, want a usage error", tc.args, err)
		case tc.start != "" && (err != nil || s.String() != tc.start):
			t.Errorf("%q: %v, error %v; want %q", tc.args, s, err, tc.start)
		}
	}
}
