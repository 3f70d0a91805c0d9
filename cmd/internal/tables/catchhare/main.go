// Command catchhare writes the opening book of Catch the Hare (book.bin,
// see book.go in package catchhare; `go generate ./game/catchhare` runs
// it): it solves the game with the engine's RetroSolve (minutes and
// gigabytes per board and leap rule: docs/measurements.md) and keeps the
// hunters' quickest win from each start against every defence of the
// hare, with the hare's longest defence. It lives here, not beside the
// game, because rules never import the engine.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"time"

	"parlour/engine"
	"parlour/game/catchhare"
)

func main() {
	out := flag.String("o", "book.bin", "file to write")
	flag.Parse()
	if err := run(*out); err != nil {
		fmt.Fprintln(os.Stderr, "catchhare book:", err)
		os.Exit(1)
	}
}

func run(out string) error {
	var books []catchhare.BookVariant
	for _, v := range catchhare.BookVariants() {
		begin := time.Now()
		s, _, err := catchhare.Spec.Start(v.Options())
		if err != nil {
			return err
		}
		rules := s.(*catchhare.State).Rules()
		sp, err := catchhare.NewSpace(rules, 12)
		if err != nil {
			return err
		}
		t, _, err := engine.RetroSolve(context.Background(), sp, 0, nil)
		if err != nil {
			return err
		}
		solved := time.Since(begin)
		for _, n := range []int{12, 11, 10} {
			opts := v.Options()
			opts[catchhare.OptHunters] = fmt.Sprint(n)
			start, _, err := catchhare.Spec.Start(opts)
			if err != nil {
				return err
			}
			b := &builder{sp: sp, t: t, moves: map[int64]uint8{}}
			b.visit(start.(*catchhare.State))
			books = append(books, catchhare.BookVariant{Board: v.Board, Leaps: v.Leaps, Hunters: n, Moves: b.moves})
			fmt.Printf("%s, %s leaps, %d hunters: %d positions (solved in %v)\n", v.Board, v.Leaps, n, len(b.moves), solved.Round(time.Second))
		}
	}
	data, err := catchhare.EncodeBook(books)
	if err != nil {
		return err
	}
	if err := os.WriteFile(out, data, 0o644); err != nil {
		return err
	}
	fmt.Printf("%s: %d bytes\n", out, len(data))
	return nil
}

// builder walks the hunters' strategy: one move at their turns, every
// move at the hare's.
type builder struct {
	sp    *catchhare.Space
	t     *engine.RetroTable
	moves map[int64]uint8 // position index -> index of its book move
}

// value returns the result of the position after a move, for the player
// who made it: won (true) in plies, or not.
func (b *builder) value(s *catchhare.State) (won bool, plies int) {
	if o := s.Outcome(); o.Over {
		return o.Winner() != s.Side(), 0
	}
	i, ok := b.sp.Index(s.HunterSet(), s.HarePoint(), s.Side())
	if !ok {
		return true, 0 // too few hunters: the hare has won
	}
	win, plies, draw := b.t.Result(i)
	return !win && !draw, plies
}

func (b *builder) visit(s *catchhare.State) {
	if s.Outcome().Over {
		return
	}
	i, ok := b.sp.Index(s.HunterSet(), s.HarePoint(), s.Side())
	if !ok {
		return
	}
	if _, seen := b.moves[i]; seen {
		return
	}
	moves := s.LegalMoves(nil)
	// The hunters take their quickest win, preferring a position already
	// in the book; the hare, lost, holds out longest.
	best, bestScore := 0, 0
	for k, m := range moves {
		s.Apply(m)
		won, plies := b.value(s)
		j, _ := b.sp.Index(s.HunterSet(), s.HarePoint(), s.Side())
		_, known := b.moves[j]
		s.Undo()
		var score int
		switch {
		case s.Side() == catchhare.Hunters && won:
			score = 4*(1000-plies) + 2
			if known {
				score++
			}
		case s.Side() == catchhare.Hare && !won:
			score = 4 * plies
		case s.Side() == catchhare.Hare:
			score = 1 << 20 // the hare escapes: not in a book of hunters' wins
		}
		if k == 0 || score > bestScore {
			best, bestScore = k, score
		}
	}
	b.moves[i] = uint8(best)
	if s.Side() == catchhare.Hunters {
		s.Apply(moves[best])
		b.visit(s)
		s.Undo()
		return
	}
	for _, m := range moves {
		s.Apply(m)
		b.visit(s)
		s.Undo()
	}
}
