// Command parlour is Parlour's command-line front end: it lists the games,
// replays game records and links, solves positions and values their
// moves, counts moves (perft), plays AI levels against each other and
// measures the engine's speed. Tournaments, ratings and the accuracy of
// the levels are the lab's (command parlour-lab).
//
// Usage:
//
//	parlour games
//	parlour replay GAME [--opt KEY=VALUE]... [--position TEXT] MOVE...
//	parlour replay --record FILE [MOVE...] | --link LINK [MOVE...]
//	parlour solve GAME [--opt KEY=VALUE]... [--position TEXT] [--json]
//	parlour values GAME [--opt KEY=VALUE]... [--position TEXT] [MOVE...] [--json] [--budget D] [--line]
//	parlour perft GAME DEPTH [--opt KEY=VALUE]... [--position TEXT]
//	parlour play GAME --a LEVEL --b LEVEL [--games N] [--seed S] [--opt KEY=VALUE]...
//	parlour puzzles GAME [--opt KEY=VALUE]... --count N --seed S [--json] [--out FILE]
//	parlour puzzles --verify FILE [--retro]
//	parlour bench
//
// The exit status is 0 on success, 2 for a usage error (an unknown game,
// option, value or level, or a bad argument) and 1 when the command fails.
package main

import (
	"io"
	"os"

	"parlour/cmd/internal/cli"
	_ "parlour/game/catalog" // the catalog registers every game, so the command line knows them all
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

const usage = `usage: parlour COMMAND [arguments]

commands:
  games      list the games, their options and seats
  replay     replay moves and print the final position and outcome
               parlour replay GAME [--opt KEY=VALUE]... [--position TEXT] MOVE...
               parlour replay --record FILE [MOVE...]   (a game record; - for standard input)
               parlour replay --link LINK [MOVE...]     (a link to a game, #play=...)
  solve      solve a position exactly (small games only)
               parlour solve GAME [--opt KEY=VALUE]... [--position TEXT] [--json] [--shortest]
  values     the value of every legal move after the given moves: win, loss
             or draw in so many plies where the game is solved, estimates
             elsewhere
               parlour values GAME [--opt KEY=VALUE]... [--position TEXT] [MOVE...] [--json] [--budget D]
             with --line: the value of every position of the game, mistakes marked
  perft      count the move sequences of a given length
               parlour perft GAME DEPTH [--opt KEY=VALUE]... [--position TEXT]
  play       play AI against AI, swapping seats every game
               parlour play GAME --a LEVEL --b LEVEL [--games N] [--seed S] [--opt KEY=VALUE]...
  puzzles    make a set of puzzles from play, each proven to have one
             first move that reaches its goal, or prove a set again
               parlour puzzles GAME [--opt KEY=VALUE]... --count N --seed S [--json] [--out FILE]
               parlour puzzles --verify FILE [--retro]
  bench      measure solve time and search speed for every game
             (--variants: every variant of the solvable games)
  help       print this message

"parlour COMMAND -help" lists the options of a command. Tournaments,
ratings and the levels' accuracy: parlour-lab.
`

// program is the command line: each command with its function.
var program = cli.Program{Name: "parlour", Usage: usage, Commands: []cli.Command{
	{Name: "games", Run: cmdGames},
	{Name: "replay", Run: cmdReplay},
	{Name: "solve", Run: cmdSolve},
	{Name: "values", Run: cmdValues},
	{Name: "perft", Run: cmdPerft},
	{Name: "play", Run: cmdPlay},
	{Name: "puzzles", Run: cmdPuzzles},
	{Name: "bench", Run: cmdBench},
}}

// run executes the command line args and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	return program.Run(args, stdout, stderr)
}
