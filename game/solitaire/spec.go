// Package solitaire implements Peg Solitaire on the 33-hole English board
// and the 37-hole French board: jump pegs over each other until one is
// left, in the centre (docs/rulebook.md, Peg Solitaire). It also gives
// the solo solver in package engine what it needs: keys up to the
// board's symmetries and quick proofs that the goal is out of reach.
package solitaire

import (
	_ "embed"
	"errors"
	"math/bits"
	"strconv"
	"sync"

	"parlour/game"
	"parlour/game/cross"
	"parlour/lang"
)

// Player is the only seat.
const Player game.Player = 0

const kindPeg = 1

// Option keys.
const (
	OptBoard = "board"
	OptStart = "start"
	OptGoal  = "goal"
)

// Values of the options.
const (
	BoardEnglish  = "english"
	BoardFrench   = "french"
	StartStandard = "standard"
	GoalCentre    = "centre"
	GoalAnywhere  = "anywhere"
)

// CentralStart is the start of the central game as position text: every
// hole of the English board filled but the centre.
const CentralStart = "ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo"

// LeafletKey is the solution printed in the leaflet (seed 004): 31 jumps
// from the start with hole 17 empty to one peg in hole 17.
var LeafletKey = []string{
	"5-17", "12-10", "3-11", "1-3", "18-6", "3-11", "30-18", "27-25", "13-27", "24-26",
	"27-25", "22-24", "31-23", "33-31", "16-28", "31-23", "4-16", "7-9", "21-7", "10-8",
	"7-9", "24-22", "22-8", "8-10", "10-12", "12-26", "26-24", "17-15", "29-17", "18-16",
	"15-17",
}

// ShortestKey is a solution of the standard game in 18 classic moves, the
// fewest possible (Bergholt 1912; Beasley 1964). The engine's shortest
// search found it after proving that 17 moves are not enough.
var ShortestKey = []string{
	"5-17", "8-10", "1-9", "16-4", "11-9", "13-11", "28-16", "21-23", "24-22", "22-8",
	"8-10", "10-12", "3-1", "1-9", "9-23", "26-24", "24-22", "33-25", "7-21", "21-23",
	"18-30", "27-13", "13-11", "31-33", "33-25", "6-18", "18-16", "16-28", "28-30", "30-18",
	"19-17",
}

func startChoices() []game.Choice {
	out := []game.Choice{{Value: StartStandard, Label: lang.Key("Standard")}}
	for n := 1; n <= cross.EnglishHoles; n++ {
		out = append(out, game.Choice{Value: strconv.Itoa(n), Label: strconv.Itoa(n)})
	}
	return out
}

// rulesText is the rules of the game in our own words.
//
//go:embed rules.md
var rulesText string

// Spec is the game's registration.
var Spec = &game.Game{
	ID:      "solitaire",
	Name:    lang.Key("Peg Solitaire"),
	Rules:   rulesText,
	Summary: lang.Key("Jump pegs until only one is left."),
	Options: []game.Option{
		{Key: OptBoard, Label: lang.Key("Board"), Help: lang.Key("The English cross of 33 holes, or the French board of 37."), Choices: []game.Choice{
			{Value: BoardEnglish, Label: lang.Key("English, 33 holes")},
			{Value: BoardFrench, Label: lang.Key("French, 37 holes")},
		}},
		{Key: OptStart, Label: lang.Key("Empty hole"), Help: lang.Key("The hole left empty at the start, numbered as on the English board (the same place on the French board). Standard: the centre on the English board, the hole below the top on the French."), Choices: startChoices()},
		{Key: OptGoal, Label: lang.Key("Goal"), Help: lang.Key("Where the last peg must stand. On the French board the centre cannot be reached from the standard start, so from there the last peg must reach the hole above the bottom."), Choices: []game.Choice{
			{Value: GoalCentre, Label: lang.Key("One peg in the centre")},
			{Value: GoalAnywhere, Label: lang.Key("One peg anywhere")},
		}},
	},
	Kinds:     []string{"", lang.Key("peg")},
	Looks:     looks,
	SeatNouns: func(game.Options) []game.Noun { return []game.Noun{game.Singular(lang.Key("Player"))} },
	New:       newState,
	Parse:     parse,
	Setup:     setupSpec,
	Lesson:    lesson,
	MaxPlies:  cross.FrenchHoles,
	Demos: []game.Demo{
		{Name: lang.Key("The leaflet's solution"), Moves: LeafletKey},
		{Name: lang.Key("A shortest solution: 18 moves"), Moves: ShortestKey},
	},
}

func init() { game.Register(Spec) }

var (
	english = newLayout(cross.Pegs(false))
	french  = newLayout(cross.Pegs(true))
)

// rules is a variant: a board and a goal, with what the solver's helpers
// derive from them. Variants are built once and shared.
type rules struct {
	*layout
	goal    int   // cell of the goal hole, or noCell for "anywhere"
	syms    []int // the board's symmetries that keep the goal
	pagodas []pagoda
	need    []float64
	classes map[uint8]bool // position classes of the goal positions
}

// variant names a board and a goal cell.
type variant struct {
	french bool
	goal   int
}

// variants holds every board and goal the options can ask for, each
// built the first time it is asked for: the pagodas of all five took 20 ms
// of the web app's start, where the menu needs only the standard game's.
var variants = map[variant]func() *rules{
	{false, noCell}:       lazyRules(english, noCell),
	{false, cellOf(3, 3)}: lazyRules(english, cellOf(3, 3)),
	{true, noCell}:        lazyRules(french, noCell),
	{true, cellOf(3, 3)}:  lazyRules(french, cellOf(3, 3)),
	{true, cellOf(3, 5)}:  lazyRules(french, cellOf(3, 5)),
}

func lazyRules(l *layout, goal int) func() *rules {
	return sync.OnceValue(func() *rules { return newRules(l, goal) })
}

func newRules(l *layout, goal int) *rules {
	r := &rules{layout: l, goal: goal, classes: map[uint8]bool{}}
	for k := 0; k < 8; k++ {
		if goal == noCell || int(l.syms[k][goal]) == goal {
			r.syms = append(r.syms, k)
		}
	}
	r.pagodas, r.need = l.pagodasFor(goal)
	for b := l.holes; b != 0; b &= b - 1 {
		c := bits.TrailingZeros64(b)
		if goal == noCell || c == goal {
			r.classes[positionClass(1<<c)] = true
		}
	}
	return r
}

// setup reads the options: the variant and the empty hole of the start.
func setup(opts game.Options) (*rules, int, error) {
	l := english
	if opts[OptBoard] == BoardFrench {
		l = french
	}
	vacancy := cellOf(3, 3)
	if l == french {
		vacancy = cellOf(3, 1)
	}
	if v := opts[OptStart]; v != "" && v != StartStandard {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > cross.EnglishHoles {
			return nil, 0, errors.New(lang.T("empty hole %q: want standard or a hole number from 1 to %d", v, cross.EnglishHoles))
		}
		vacancy = int(english.cell[n-1])
	}
	goal := noCell
	if opts[OptGoal] != GoalAnywhere {
		goal = cellOf(3, 3)
		if l == french && vacancy == cellOf(3, 1) {
			goal = cellOf(3, 5)
		}
	}
	return variants[variant{l == french, goal}](), vacancy, nil
}
