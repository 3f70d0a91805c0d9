package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"parlour/cmd/internal/cli"
	"parlour/engine"
	"parlour/engine/proof"
	"parlour/game"
	"parlour/game/puzzle"
)

// cmdPuzzles makes a set of proven puzzles from random play, or proves a
// set again with --verify.
func cmdPuzzles(args []string, stdout io.Writer) error {
	var gf cli.GameFlags
	fs := cli.NewFlagSet("puzzles", &gf)
	count := fs.Int("count", 100, "how many puzzles to make")
	seed := fs.Uint64("seed", 1, "seed of the games played and of the levels' tries")
	asJSON := fs.Bool("json", false, "print the puzzles as a JSON array")
	out := fs.String("out", "", "write the set (game, options and puzzles) to this file")
	verify := fs.String("verify", "", "prove the puzzle set in this file again (- for standard input)")
	plies := fs.Int("plies", 15, "the longest line of a win from the exact tables or of clearing the board")
	turns := fs.Int("turns", 2, "the most turns of the solver a goal \"in N\" may ask for")
	tries := fs.String("tries", "3,2,1", "how often Easy, Medium and Hard try each puzzle to rate it")
	share := fs.Float64("spread", 0, "the most of the set in any band of 200 points of difficulty (0 for no limit)")
	play := fs.String("play", "random", "who plays the games the puzzles come from: random, or a level (three moves in four)")
	seatName := fs.String("seat", "", "with --play: the one seat the level plays, every move of it, the others playing at random (default: every seat)")
	randomGames := fs.Float64("random-games", 0, "with --play: the share of games played at random by every seat instead")
	guide := fs.Bool("guide", false, "look for wins in N only where a retrograde solve of the whole variant finds one, and prove them by search, so that the set is proven again without the solve")
	retro := fs.Bool("retro", false, "prove wins from a retrograde solve of the whole variant where the game offers one (minutes and gigabytes)")
	rest, err := cli.ParseArgs(fs, args)
	if err != nil {
		return err
	}
	if *verify != "" {
		return verifySet(*verify, rest, gf, *retro, stdout)
	}
	if len(rest) != 1 {
		return cli.Usagef("want exactly one GAME, or --verify FILE")
	}
	if *count < 1 {
		return cli.Usagef("--count %d: want at least 1", *count)
	}
	if *plies < 1 || *plies > proof.DefaultMaxPlies {
		return cli.Usagef("--plies %d: want 1 to %d", *plies, proof.DefaultMaxPlies)
	}
	if *turns < 1 || *turns > proof.MaxTurns {
		return cli.Usagef("--turns %d: want 1 to %d", *turns, proof.MaxTurns)
	}
	var n [3]int
	parts := strings.Split(*tries, ",")
	if len(parts) != 3 {
		return cli.Usagef("--tries %q: want three counts, such as 3,2,1", *tries)
	}
	for i, part := range parts {
		if n[i], err = strconv.Atoi(part); err != nil || n[i] < 0 || n[i] > 100 {
			return cli.Usagef("--tries %q: want three counts from 0 to 100", *tries)
		}
	}
	g, opts, err := gf.Game(rest[0])
	if err != nil {
		return err
	}
	if gf.Position != "" {
		return cli.Usagef("puzzles come from play from the start: --position is not taken")
	}
	if *guide && !retroSolvable(g.ID) {
		// Said rather than ignored: the set would come out as without it.
		return cli.Usagef("--guide: %s offers no retrograde solve to guide the search", g.Name)
	}
	begin := time.Now()
	cfg := proof.Config{Count: *count, Seed: *seed, MaxTurns: *turns, WinPlies: *plies, Tries: n, Spread: *share}
	// Each puzzle as it comes, on standard error, so that a long run
	// shows how it goes.
	cfg.Progress = func(pz puzzle.Puzzle, kept bool, found, examined int) {
		aside := ""
		if !kept {
			aside = ", set aside"
		}
		fmt.Fprintf(os.Stderr, "%.0f s: %d found of %d positions: %s: %s (difficulty %.0f%s)\n", time.Since(begin).Seconds(), found, examined, pz.Goal, strings.Join(pz.Solution, " "), pz.Difficulty, aside)
	}
	if *play != "random" {
		if cfg.Level, err = engine.ParseLevel(*play); err != nil {
			return cli.UsageError{Err: err}
		}
		cfg.Play = true
		seat, err := cli.SeatFlag(g, opts, *seatName)
		if err != nil {
			return err
		}
		if seat >= 0 {
			cfg.Seats = 1 << seat
		}
		if *randomGames < 0 || *randomGames > 1 {
			return cli.Usagef("--random-games %g: want a share from 0 to 1", *randomGames)
		}
		cfg.RandomGames = *randomGames
	} else if *seatName != "" {
		return cli.Usagef("--seat needs --play")
	} else if *randomGames != 0 {
		return cli.Usagef("--random-games needs --play")
	}
	p, err := proof.NewProver(g, opts)
	if err != nil {
		return err
	}
	p.Retro = *retro
	p.Guide = *guide
	ps, st, err := proof.Make(context.Background(), p, cfg)
	if err != nil {
		return err
	}
	set := puzzle.Set{Game: g.ID, Options: opts, Puzzles: ps}
	if *out != "" {
		data, err := puzzle.Marshal(set)
		if err != nil {
			return err
		}
		if err := os.WriteFile(*out, data, 0o644); err != nil {
			return err
		}
	}
	if *asJSON {
		data, err := puzzle.MarshalPuzzles(ps)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s\n", data)
		return nil
	}
	for _, pz := range ps {
		fmt.Fprintf(stdout, "%s\n  %s: %s (difficulty %.0f; %s)\n", pz.Position, pz.Goal, strings.Join(pz.Solution, " "), pz.Difficulty, strings.Join(pz.Themes, ", "))
	}
	fmt.Fprintf(stdout, "%d puzzles from %d positions of %d games in %.1f s; %s; %s\n", len(ps), st.Examined, st.Games, time.Since(begin).Seconds(), kinds(st), spread(ps))
	if len(ps) < *count {
		return fmt.Errorf("found %d puzzles of the %d asked for within %d positions", len(ps), *count, st.Examined)
	}
	return nil
}

// kinds says how many puzzles of each kind of goal were found.
func kinds(st proof.Stats) string {
	names := []string{"exact wins", "wins in N", "captures in N", "material in N", "best chains", "clear the board"}
	var parts []string
	for k, name := range names {
		if n := st.Kinds[proof.Kind(k)]; n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, name))
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// spread summarises the difficulties of a set: lowest, quartiles, highest.
func spread(ps []puzzle.Puzzle) string {
	if len(ps) == 0 {
		return "no difficulties"
	}
	d := make([]float64, len(ps))
	for i, p := range ps {
		d[i] = p.Difficulty
	}
	for i := 1; i < len(d); i++ {
		for j := i; j > 0 && d[j] < d[j-1]; j-- {
			d[j], d[j-1] = d[j-1], d[j]
		}
	}
	q := func(f float64) float64 { return d[int(f*float64(len(d)-1))] }
	return fmt.Sprintf("difficulty %.0f, %.0f, %.0f, %.0f, %.0f (lowest, quartiles, highest)", q(0), q(0.25), q(0.5), q(0.75), q(1))
}

// verifySet proves a set file again. A bare array of puzzles takes its
// game and options from the command line.
func verifySet(file string, rest []string, gf cli.GameFlags, retro bool, stdout io.Writer) error {
	var data []byte
	var err error
	if file == "-" {
		data, err = io.ReadAll(io.LimitReader(os.Stdin, puzzle.MaxSize+1))
	} else {
		data, err = os.ReadFile(file)
	}
	if err != nil {
		return err
	}
	set, err := puzzle.Parse(data)
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	switch {
	case set.Game == "" && len(rest) != 1:
		return cli.Usagef("%s is a bare array of puzzles: name its GAME (and --opt) on the command line", file)
	case set.Game == "":
		g, opts, err := gf.Game(rest[0])
		if err != nil {
			return err
		}
		set.Game, set.Options = g.ID, opts
	case len(rest) > 0 || len(gf.Opts) > 0:
		return cli.Usagef("%s names its game and options: give no GAME or --opt", file)
	}
	if g, err := game.Lookup(set.Game); err == nil && !g.Solvable && !retro {
		// A win proven by a retrograde solve needs the solve again.
		for _, pz := range set.Puzzles {
			if goal, err := proof.ParseGoal(pz.Goal, g.SeatNouns(set.Options)); err == nil && goal.Kind == proof.Win {
				return cli.Usagef("%s holds wins proven by a retrograde solve of %s: add --retro (minutes and gigabytes)", file, g.Name)
			}
		}
	}
	begin := time.Now()
	n, err := proof.Verify(context.Background(), set, retro, nil, nil)
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	fmt.Fprintf(stdout, "%s: %d puzzles of %s proven in %v\n", file, n, set.Game, time.Since(begin).Round(time.Millisecond))
	return nil
}
