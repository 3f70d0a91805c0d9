// Command parlour-lab measures Parlour's AI, apart from the product: it
// plays tournaments between the AI levels, the frozen baseline (package
// lab/baseline), greedy and random players; fits Elo ratings to round
// robins; and judges a level's accuracy against perfect play. The player's
// commands (play, replay, values, solve and the rest) are parlour's.
//
// Usage:
//
//	parlour-lab tournament GAME --players P,P,... [--games N] [--seed S] [--openings N] [--budget D | --scale F] [--ratings [--against P,P+P [--seat NAME]] [--jobs N]] [--opt KEY=VALUE]...
//	parlour-lab accuracy GAME --level L [--against P] [--seat NAME] [--games N] [--seed S] [--budget D] [--opt KEY=VALUE]... [--json]
//
// The exit status is 0 on success, 2 for a usage error (an unknown game,
// option, value, level or player, or a bad argument) and 1 when the
// command fails.
package main

import (
	"io"
	"os"

	"parlour/cmd/internal/cli"
	_ "parlour/game/catalog" // the catalog registers every game, so the lab knows them all
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

const usage = `usage: parlour-lab COMMAND [arguments]

commands:
  tournament play any number of seats: AI levels, the frozen baseline,
             greedy or random players, rotating the seats every game
               parlour-lab tournament GAME --players P,P,... [--games N] [--seed S] [--openings N] [--budget D | --scale F] [--opt KEY=VALUE]...
             with --ratings: a round robin of the players fitted to Elo ratings,
             or each player against fixed ones (--against), in one seat (--seat),
             N games at once (--jobs)
  accuracy   judge an AI level against perfect play: the share of its moves
             that keep the position's value, and the fastest win
               parlour-lab accuracy GAME --level L [--against P] [--games N] [--seed S] [--budget D] [--opt KEY=VALUE]... [--json]
  help       print this message

"parlour-lab COMMAND -help" lists the options of a command. Playing,
replaying, solving and valuing games: parlour.
`

// program is the command line: each command with its function.
var program = cli.Program{Name: "parlour-lab", Usage: usage, Commands: []cli.Command{
	{Name: "tournament", Run: cmdTournament},
	{Name: "accuracy", Run: cmdAccuracy},
}}

// run executes the command line args and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	return program.Run(args, stdout, stderr)
}
