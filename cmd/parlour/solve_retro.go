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

	"parlour/engine"
	"parlour/game"
	"parlour/game/catchhare"
)

// retroSolvers are the games too large for the engine's Solve that have
// an indexed space for engine.RetroSolve instead.
var retroSolvers = map[string]bool{catchhare.Spec.ID: true}

// solveRetro runs solve for the games in retroSolvers and reports whether
// it handled the command. It solves every position of the game with up to
// the chosen number of hunters, then reads off the start (or --position)
// and, in the text form, the starts with fewer hunters that the same
// solve covers.
func solveRetro(args []string, stdout io.Writer) (bool, error) {
	var gf gameFlags
	fs := newFlagSet("solve", &gf)
	asJSON := fs.Bool("json", false, "print the result as JSON")
	quiet := fs.Bool("quiet", false, "do not report progress on standard error")
	tableFile := fs.String("table", "", "write the solved table to this file: two bytes per position (little-endian), in the order of catchhare.Space")
	rest, err := parseArgs(fs, args)
	if err != nil || len(rest) != 1 || !retroSolvers[rest[0]] {
		return false, nil
	}
	g, opts, err := lookupGame(rest[0], &gf)
	if err != nil {
		return true, err
	}
	s, err := startState(g, opts, &gf)
	if err != nil {
		return true, err
	}
	st := s.(*catchhare.State)
	rules := st.Rules()
	sp, err := catchhare.NewSpace(rules, rules.Hunters)
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
	// value reads a position off the table; one outside the space has
	// too few hunters, so the hare has won.
	value := func(hunters uint32, hare int, side game.Player) engine.Result {
		i, ok := sp.Index(hunters, hare, side)
		if !ok {
			return engine.Result{Winner: catchhare.Hare}
		}
		win, plies, draw := t.Result(i)
		switch {
		case draw:
			return engine.Result{Winner: game.NoPlayer}
		case win:
			return engine.Result{Winner: side, Plies: plies}
		}
		return engine.Result{Winner: 1 - side, Plies: plies}
	}
	r := value(st.HunterSet(), st.HarePoint(), st.Side())
	if o := st.Outcome(); o.Over {
		r = engine.Result{Winner: o.Winner()} // a draw by the quiet rule included
	}
	winner := func(r engine.Result) string {
		if r.Draw() {
			return "none"
		}
		return seats[r.Winner]
	}
	var fewer []retroStartJSON
	if gf.position == "" {
		for n := rules.Hunters - 1; n > rules.Threshold && n >= 10; n-- {
			fr := value(catchhare.StartHunters(n), catchhare.StartHare, catchhare.Hunters)
			fewer = append(fewer, retroStartJSON{Hunters: n, Winner: winner(fr), Plies: fr.Plies})
		}
	}
	if *asJSON {
		out := retroJSON{Winner: winner(r), Plies: r.Plies, Fewer: fewer, Positions: stats.Positions, Won: stats.Won, Lost: stats.Lost, Longest: stats.MaxPlies}
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
		fmt.Fprintf(stdout, "%s: %s plies with best play\n", label, engine.Verdict(g.SeatNouns(opts), r))
	}
	line("position", r)
	for _, f := range fewer {
		line(fmt.Sprintf("start with %d hunters", f.Hunters), value(catchhare.StartHunters(f.Hunters), catchhare.StartHare, catchhare.Hunters))
	}
	fmt.Fprintf(stdout, "%d positions solved in %s (%d won and %d lost for the side to move, longest %d plies)\n",
		stats.Positions, time.Since(begin).Round(time.Millisecond), stats.Won, stats.Lost, stats.MaxPlies)
	return true, nil
}

// retroJSON is the output of solve --json for the retrograde-solved games:
// the value of the position as in solveJSON, the same solve's values of
// the starts with fewer hunters, and the counts of the whole solve.
type retroJSON struct {
	Winner    string           `json:"winner"` // seat name, or "none" for a draw
	Plies     int              `json:"plies"`
	Fewer     []retroStartJSON `json:"fewer,omitempty"`
	Positions int64            `json:"positions"`
	Won       int64            `json:"won"`     // positions won for the side to move
	Lost      int64            `json:"lost"`    // positions lost for the side to move
	Longest   int              `json:"longest"` // the longest distance to the end, in plies
}

// retroStartJSON is the value of the start with fewer hunters.
type retroStartJSON struct {
	Hunters int    `json:"hunters"`
	Winner  string `json:"winner"`
	Plies   int    `json:"plies"`
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
