// Package cli holds what Parlour's commands (parlour and parlour-lab)
// share: a program of named commands that turns their errors into exit
// statuses, the flags of a command about one game with the parsing of
// arguments around them, and the loop that plays a game to its end.
package cli

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"parlour/guard"
)

// Command is one command of a program, such as "replay" of parlour.
type Command struct {
	Name string
	// Run executes the command with the arguments after its name; a
	// UsageError or HelpRequest says how Program.Run ends.
	Run func(args []string, stdout io.Writer) error
}

// Program is a command-line program made of commands.
type Program struct {
	Name     string    // "parlour"
	Usage    string    // printed by help, and on standard error without a command
	Commands []Command // in the order an unknown command's message lists them
}

// UsageError is a mistake in the command line: an unknown game, option,
// value or level, or a bad argument. Program.Run says it on standard
// error and exits with status 2.
type UsageError struct{ Err error }

// Error returns the mistake.
func (e UsageError) Error() string { return e.Err.Error() }

// Unwrap returns the mistake.
func (e UsageError) Unwrap() error { return e.Err }

// Usagef returns a UsageError that says what format says.
func Usagef(format string, args ...any) error {
	return UsageError{fmt.Errorf(format, args...)}
}

// HelpRequest answers -help after a command: Program.Run prints the
// command's options on standard output and exits with status 0.
type HelpRequest struct{ Options string }

// Error returns the options.
func (h HelpRequest) Error() string { return h.Options }

// Run executes the command line args (the command's name, then its
// arguments) and returns the exit status: 0 on success, 2 for a
// UsageError (or no command, or an unknown one) and 1 when the command
// fails. A panic in a command (a bug, met with some input) is said as its
// error, with its stack logged, rather than as Go's crash report.
func (p Program) Run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, p.Usage)
		return 2
	}
	name := args[0]
	switch name {
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, p.Usage)
		return 0
	}
	var cmd *Command
	names := make([]string, 0, len(p.Commands)+1)
	for i, c := range p.Commands {
		if c.Name == name {
			cmd = &p.Commands[i]
		}
		names = append(names, c.Name)
	}
	if cmd == nil {
		fmt.Fprintf(stderr, "%s: unknown command %q (commands are %s)\n", p.Name, name, strings.Join(append(names, "help"), ", "))
		return 2
	}
	err := guard.Call(p.Name+" "+name, func() error { return cmd.Run(args[1:], stdout) })
	var ue UsageError
	var help HelpRequest
	switch {
	case err == nil:
		return 0
	case errors.As(err, &help):
		fmt.Fprintf(stdout, "options of %s %s:\n%s", p.Name, name, help.Options)
		return 0
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "%s %s: %v\n", p.Name, name, err)
		return 2
	default:
		fmt.Fprintf(stderr, "%s %s: %v\n", p.Name, name, err)
		return 1
	}
}
