package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"text/tabwriter"

	"parlour/cmd/internal/cli"
	"parlour/engine"
	"parlour/game"
	"parlour/midend"
)

// valueJSON is one move of `parlour values --json`: result is "win",
// "loss" or "draw" for the player making the move, with plies counted
// from the current position to the end with best play, the move
// included; "estimate" with the searched score and depth; "unknown".
// Solo games add moves, the fewest classic moves left when known.
type valueJSON struct {
	Move   string `json:"move"`
	Result string `json:"result"`
	Plies  *int   `json:"plies,omitempty"`
	Moves  *int   `json:"moves,omitempty"`
	Score  *int   `json:"score,omitempty"`
	Depth  *int   `json:"depth,omitempty"`
}

func cmdValues(args []string, stdout io.Writer) error {
	var gf cli.GameFlags
	fs := cli.NewFlagSet("values", &gf)
	asJSON := fs.Bool("json", false, "print the values as JSON")
	budget := fs.Duration("budget", 0, "time for estimates and the solo solver (0: the default)")
	line := fs.Bool("line", false, "print the value of every position of the game instead, marking the mistakes")
	rest, err := cli.ParseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(rest) == 0 {
		return cli.Usagef("want GAME [MOVE...]")
	}
	g, opts, err := gf.Game(rest[0])
	if err != nil {
		return err
	}
	m, err := game.NewMatchFrom(g, opts, gf.Position)
	if err != nil {
		return cli.UsageError{Err: err}
	}
	if err := playOn(m, rest[1:]); err != nil {
		return err
	}
	req := midend.Request(m, engine.Perfect, 0)
	req.Budget = *budget
	if *line {
		return printLine(stdout, req, g.SeatNouns(opts), *asJSON)
	}
	vals, err := engine.MoveValues(context.Background(), req)
	if err != nil {
		return err
	}
	if *asJSON {
		out := make([]valueJSON, len(vals.Moves))
		for i, v := range vals.Moves {
			out[i] = toValueJSON(v)
		}
		b, err := json.Marshal(out)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s\n", b)
		return nil
	}
	seats := g.SeatNouns(opts)
	fmt.Fprintf(stdout, "%s to move; values from the %s", seatName(seats, vals.Mover), sourceNames[vals.Source])
	if vals.Note.Known() {
		fmt.Fprintf(stdout, " (%s)", vals.Note.Text())
	}
	fmt.Fprintln(stdout, ":")
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	for _, v := range vals.Moves {
		fmt.Fprintf(tw, "  %s\t%s\n", v.Move, valueText(v, len(seats) == 1, g.Unit))
	}
	return tw.Flush()
}

// sourceNames says where values come from, by engine.Values.Source.
var sourceNames = map[string]string{
	"solved": "exact solve",
	"book":   "book of exact lines",
	"solo":   "solo solver (win: still solvable; loss: a dead end)",
	"search": "search (estimates)",
}

// toValueJSON converts one value for the JSON output.
func toValueJSON(v engine.Valuation) valueJSON {
	out := valueJSON{Move: v.Move, Result: v.Kind.String()}
	switch v.Kind {
	case engine.Win, engine.Loss:
		if v.Plies > 0 {
			out.Plies = &v.Plies
		}
		if v.Moves > 0 {
			out.Moves = &v.Moves
		}
	case engine.Estimate:
		out.Score, out.Depth = &v.Score, &v.Depth
	}
	return out
}

// valueText writes one value for people in the words of the play
// screen ("wins in 21 moves, counting both sides", "draws", "solvable in
// 3 moves"), an estimate followed by its score and depth: "ahead by about
// 0.5 Troops (score +45, depth 7)".
func valueText(v engine.Valuation, solo bool, u game.ScoreUnit) string {
	s := midend.ValuePhrase(v, solo, u)
	if v.Kind == engine.Estimate {
		s += fmt.Sprintf(" (score %s, depth %d)", engine.ScoreString(v.Score), v.Depth)
	}
	return s
}

// seatName names player p by its seat.
func seatName(seats []game.Noun, p game.Player) string {
	if p >= 0 && int(p) < len(seats) {
		return seats[p].Name
	}
	return "nobody"
}

// printLine prints the value of every position of the game, one line a
// ply, or the JSON of engine.LineValues.
func printLine(w io.Writer, req engine.Request, seats []game.Noun, asJSON bool) error {
	line, err := engine.LineValues(context.Background(), req)
	if err != nil {
		return err
	}
	if asJSON {
		b, err := json.Marshal(line)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "%s\n", b)
		return nil
	}
	for i, v := range line {
		move := "start"
		if i > 0 {
			move = req.Moves[i-1]
		}
		text := "not known here"
		switch {
		case v.Kind == engine.Estimate:
			text = fmt.Sprintf("estimate %s for %s (depth %d)", engine.ScoreString(v.Score), seatName(seats, v.Mover), v.Depth)
		case v.Kind.Exact() && v.Winner == game.NoPlayer:
			text = "draw"
		case v.Kind.Exact():
			text = game.Forecast(v.Winner, v.Plies, seats)
		}
		mark := ""
		if v.Mistake {
			mark = "  <- mistake"
		}
		fmt.Fprintf(w, "%3d %-10s %s%s\n", i, move, text, mark)
	}
	return nil
}
