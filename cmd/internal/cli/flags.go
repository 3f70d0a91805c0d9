package cli

import (
	"errors"
	"flag"
	"io"
	"slices"
	"strings"

	"parlour/game"
)

// OptionFlags collects repeated --opt KEY=VALUE arguments.
type OptionFlags game.Options

// String returns the options collected so far.
func (o OptionFlags) String() string { return game.Options(o).String() }

// Set adds one KEY=VALUE argument.
func (o OptionFlags) Set(arg string) error {
	k, v, err := game.ParseOption(arg)
	if err != nil {
		return err
	}
	o[k] = v
	return nil
}

// GameFlags are the flags every command about one game takes: its
// options and the position to start from.
type GameFlags struct {
	Opts     OptionFlags
	Position string // position text, or "" for the start
}

// NewFlagSet returns the flag set of the command name, with the game
// flags --opt and --position when gf is not nil. Its errors are reported
// by Program.Run, not printed.
func NewFlagSet(name string, gf *GameFlags) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	if gf != nil {
		gf.Opts = OptionFlags{}
		fs.Var(gf.Opts, "opt", "game option as KEY=VALUE (repeatable)")
		fs.StringVar(&gf.Position, "position", "", "start from this position text")
	}
	return fs
}

// ParseArgs parses flags wherever they appear among the arguments and
// returns the others in order; everything after "--" is an argument. A
// bad flag is a UsageError, and -help a HelpRequest listing fs's flags.
func ParseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var rest []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, HelpRequest{defaults(fs)}
			}
			return nil, UsageError{err}
		}
		consumed := len(args) - fs.NArg()
		left := fs.Args()
		if consumed > 0 && args[consumed-1] == "--" {
			return append(rest, left...), nil
		}
		if len(left) == 0 {
			return rest, nil
		}
		rest = append(rest, left[0])
		args = left[1:]
	}
}

// defaults lists the flags of fs, as -help shows them.
func defaults(fs *flag.FlagSet) string {
	var b strings.Builder
	fs.SetOutput(&b)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
	return b.String()
}

// Game finds the game id names and checks the options given for it; a
// mistake in either is a UsageError.
func (gf *GameFlags) Game(id string) (*game.Game, game.Options, error) {
	g, err := game.Lookup(id)
	if err != nil {
		return nil, nil, UsageError{err}
	}
	opts, err := game.Resolve(g.Options, game.Options(gf.Opts))
	if err != nil {
		return nil, nil, Usagef("%s: %v", g.ID, err)
	}
	return g, opts, nil
}

// Start returns the position to work from: the start of g with opts, or
// --position; a position that does not read is a UsageError.
func (gf *GameFlags) Start(g *game.Game, opts game.Options) (game.State, error) {
	var s game.State
	var err error
	if gf.Position == "" {
		s, _, err = g.Start(opts)
	} else {
		s, _, err = g.Position(opts, gf.Position)
	}
	if err != nil {
		return nil, UsageError{err}
	}
	return s, nil
}

// SeatFlag returns the seat a --seat flag names, any case, or -1 when it
// is empty.
func SeatFlag(g *game.Game, opts game.Options, name string) (int, error) {
	if name == "" {
		return -1, nil
	}
	seats := g.Seats(opts)
	if i := slices.IndexFunc(seats, func(s string) bool { return strings.EqualFold(s, name) }); i >= 0 {
		return i, nil
	}
	return -1, Usagef("--seat: %q is not a seat of %s (%s)", name, g.Name, strings.Join(seats, ", "))
}
