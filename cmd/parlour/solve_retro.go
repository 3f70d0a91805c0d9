package main

import (
	"bufio"
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"time"

	"parlour/cmd/internal/cli"
	"parlour/engine"
	"parlour/game"
)

// solveRetro runs solve for the games whose states offer a retrograde
// solve (game.Retrograde) and reports whether it handled the command. It
// solves every position of the space that holds the start (or
// --position), then reads off that position's value and, in the text form,
// the other starts the same solve covers.
func solveRetro(args []string, stdout io.Writer) (bool, error) {
	var gf cli.GameFlags
	fs := cli.NewFlagSet("solve", &gf)
	asJSON := fs.Bool("json", false, "print the result as JSON")
	quiet := fs.Bool("quiet", false, "do not report progress on standard error")
	tableFile := fs.String("table", "", "write the solved table to this file: two bytes per position (little-endian), in the order of the game's retrograde space")
	rest, err := cli.ParseArgs(fs, args)
	if err != nil || len(rest) != 1 || !retroSolvable(rest[0]) {
		return false, nil
	}
	g, opts, err := gf.Game(rest[0])
	if err != nil {
		return true, err
	}
	s, err := gf.Start(g, opts)
	if err != nil {
		return true, err
	}
	st, ok := s.(game.Retrograde)
	if !ok {
		return true, fmt.Errorf("solve %s: this position offers no retrograde solve", g.ID)
	}
	sp, err := st.RetroSpace()
	if err != nil {
		return true, err
	}
	begin := time.Now()
	progress := func(layer int, rs engine.RetroStats) {
		if !*quiet {
			fmt.Fprintf(os.Stderr, "layer %d solved after %s: %d won, %d lost so far, longest %d plies\n",
				layer, time.Since(begin).Round(time.Second), rs.Won, rs.Lost, rs.MaxPlies)
		}
	}
	t, stats, err := engine.RetroSolve(context.Background(), sp, 0, progress)
	if err != nil {
		return true, fmt.Errorf("solve %s: %w", g.ID, err)
	}
	if *tableFile != "" {
		if err := writeTable(*tableFile, t.Values); err != nil {
			return true, fmt.Errorf("solve %s: %w", g.ID, err)
		}
	}
	seats := g.Seats(opts)
	r, err := engine.RetroValue(t, sp, st)
	if err != nil {
		return true, fmt.Errorf("solve %s: %w", g.ID, err)
	}
	winner := func(r engine.Result) string {
		if r.Draw() {
			return "none"
		}
		return seats[r.Winner]
	}
	var starts []retroStartJSON
	var values []engine.Result
	if gf.Position == "" {
		for _, o := range st.RetroStarts() {
			start, ok := o.State.(game.Retrograde)
			if !ok {
				continue
			}
			or, err := engine.RetroValue(t, sp, start)
			if err != nil {
				return true, fmt.Errorf("solve %s: %s: %w", g.ID, o.Name, err)
			}
			starts = append(starts, retroStartJSON{Name: o.Name, Winner: winner(or), Plies: or.Plies})
			values = append(values, or)
		}
	}
	if *asJSON {
		out := retroJSON{Winner: winner(r), Plies: r.Plies, Starts: starts, Positions: stats.Positions, Won: stats.Won, Lost: stats.Lost, Longest: stats.MaxPlies}
		b, err := json.Marshal(out)
		if err != nil {
			return true, err
		}
		fmt.Fprintf(stdout, "%s\n", b)
		return true, nil
	}
	line := func(label string, r engine.Result) {
		if r.Draw() {
			fmt.Fprintf(stdout, "%s: draw with best play\n", label)
			return
		}
		fmt.Fprintf(stdout, "%s: %s\n", label, withBestPlay(r.Verdict().Text(g.SeatNouns(opts))))
	}
	line("position", r)
	for i, o := range starts {
		line(o.Name, values[i])
	}
	fmt.Fprintf(stdout, "%d positions solved in %s (%d won and %d lost for the side to move, longest %d plies)\n",
		stats.Positions, time.Since(begin).Round(time.Millisecond), stats.Won, stats.Lost, stats.MaxPlies)
	return true, nil
}

// retroSolvable reports whether the game's start offers a retrograde
// solve.
func retroSolvable(id string) bool {
	g, err := game.Lookup(id)
	if err != nil {
		return false
	}
	s, _, err := g.Start(nil)
	if err != nil {
		return false
	}
	_, ok := s.(game.Retrograde)
	return ok
}

// retroJSON is the output of solve --json for the retrograde-solved games:
// the value of the position as in solveJSON, the same solve's values of
// the other starts it covers, and the counts of the whole solve.
type retroJSON struct {
	Winner    string           `json:"winner"` // seat name, or "none" for a draw
	Plies     int              `json:"plies"`
	Starts    []retroStartJSON `json:"starts,omitempty"`
	Positions int64            `json:"positions"`
	Won       int64            `json:"won"`     // positions won for the side to move
	Lost      int64            `json:"lost"`    // positions lost for the side to move
	Longest   int              `json:"longest"` // the longest distance to the end, in plies
}

// retroStartJSON is the value of another start the solve covers.
type retroStartJSON struct {
	Name   string `json:"name"` // "start with 11 hunters"
	Winner string `json:"winner"`
	Plies  int    `json:"plies"`
}

// writeTable writes the solved values, two bytes each, little-endian.
func writeTable(name string, values []uint16) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(f, 1<<20)
	var b [2]byte
	for _, v := range values {
		binary.LittleEndian.PutUint16(b[:], v)
		if _, err := w.Write(b[:]); err != nil {
			f.Close()
			return err
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
