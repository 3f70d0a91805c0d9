package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"parlour/cmd/internal/cli"
	"parlour/engine"
	"parlour/game"
)

// soloJSON is the output of solve --json for a one-player game.
type soloJSON struct {
	Solvable bool     `json:"solvable"`
	Moves    []string `json:"moves"`             // a solution in move notation
	Classic  int      `json:"classic,omitempty"` // its length in classic moves (chains count once)
	Shortest bool     `json:"shortest,omitempty"`
}

// isSolo reports whether id names a one-player game.
func isSolo(id string) bool {
	g, err := game.Lookup(id)
	if err != nil {
		return false
	}
	opts, err := game.Resolve(g.Options, nil)
	return err == nil && len(g.Seats(opts)) == 1
}

// solveSolo answers "parlour solve" for one-player games with the
// engine's solo solver. It reports handled false, leaving the command line
// to cmdSolve, when the game named has more players or cannot be looked
// up.
func solveSolo(args []string, stdout io.Writer) (handled bool, err error) {
	var gf cli.GameFlags
	fs := cli.NewFlagSet("solve", &gf)
	asJSON := fs.Bool("json", false, "print the result as JSON")
	short := fs.Bool("shortest", false, "find a solution with the fewest classic moves (a chain of jumps counts once)")
	rest, err := cli.ParseArgs(fs, args)
	var help cli.HelpRequest
	if errors.As(err, &help) && slices.ContainsFunc(args, isSolo) {
		return true, err // this command's options, with --shortest
	}
	if err != nil || len(rest) != 1 {
		return false, nil
	}
	g, opts, err := gf.Game(rest[0])
	if err != nil || len(g.Seats(opts)) != 1 {
		return false, nil
	}
	s, err := gf.Start(g, opts)
	if err != nil {
		return true, err
	}
	begin := time.Now()
	var r engine.SoloResult
	if *short {
		r, err = engine.ShortestSolo(context.Background(), s, -1, nil, engine.SoloLimits{}, nil)
	} else {
		r, err = engine.SolveSolo(context.Background(), s, nil, engine.SoloLimits{})
	}
	if err != nil {
		return true, fmt.Errorf("%s: %w", g.ID, err)
	}
	elapsed := time.Since(begin)
	moves := soloMoveTexts(s, r.Moves)
	if *asJSON {
		b, err := json.Marshal(soloJSON{Solvable: r.Solvable, Moves: moves, Classic: r.Classic, Shortest: r.Shortest})
		if err != nil {
			return true, err
		}
		fmt.Fprintf(stdout, "%s\n", b)
		return true, nil
	}
	if !r.Solvable {
		fmt.Fprintf(stdout, "Not solvable (%d positions searched in %v).\n", r.Nodes, elapsed.Round(time.Millisecond))
		return true, nil
	}
	what := "A solution"
	if r.Shortest {
		what = "A shortest solution"
	}
	fmt.Fprintf(stdout, "%s: %s in %s (%d positions searched in %v).\n%s\n", what,
		plural(len(moves), "jump", "jumps"), plural(r.Classic, "move", "moves"), r.Nodes, elapsed.Round(time.Millisecond), strings.Join(moves, " "))
	return true, nil
}

// soloMoveTexts writes moves played from s in notation.
func soloMoveTexts(s game.State, moves []game.Move) []string {
	c := s.Clone()
	out := make([]string, 0, len(moves)) // never nil: JSON shows []
	for _, m := range moves {
		out = append(out, c.MoveString(m))
		c.Apply(m)
	}
	return out
}
