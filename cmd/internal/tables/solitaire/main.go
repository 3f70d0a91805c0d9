// Command solitaire writes the live table of Peg Solitaire's central game
// (live.bin, see live.go in package solitaire; `go generate
// ./game/solitaire` runs it): it explores every position reachable from
// the start with the engine's LivePositions (its time and memory are in
// docs/measurements.md). It lives here, not beside the game, because
// rules never import the engine.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"time"

	"parlour/engine"
	"parlour/game/solitaire"
)

func main() {
	out := flag.String("o", "live.bin", "file to write")
	flag.Parse()
	if err := run(*out); err != nil {
		fmt.Fprintln(os.Stderr, "solitaire live table:", err)
		os.Exit(1)
	}
}

func run(out string) error {
	// A start given as text carries no table, so the search cannot lean
	// on the table it is making.
	s, _, err := solitaire.Spec.Position(nil, solitaire.CentralStart)
	if err != nil {
		return err
	}
	begin := time.Now()
	live, err := engine.LivePositions(context.Background(), s)
	if err != nil {
		return err
	}
	data, err := solitaire.EncodeLiveTable(live.Keys)
	if err != nil {
		return err
	}
	if err := os.WriteFile(out, data, 0o644); err != nil {
		return err
	}
	fmt.Printf("%d live positions (%d dead, %d visited) in %v; %s: %d bytes\n",
		len(live.Keys), live.Dead, live.Nodes, time.Since(begin).Round(time.Millisecond), out, len(data))
	return nil
}
