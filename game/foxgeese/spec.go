// Package foxgeese implements Fox and Geese on the 33-hole cross: two foxes
// that capture by jumping try to thin out twenty-four geese, which try to
// hem the foxes in (docs/rulebook.md, Fox and Geese).
package foxgeese

import (
	_ "embed"

	"parlour/game"
	"parlour/game/cross"
	"parlour/lang"
)

// The two sides. The foxes are seat 0 and move first.
const (
	Foxes game.Player = 0
	Geese game.Player = 1
)

// Piece kinds.
const (
	kindFox   = 1
	kindGoose = 2
)

// Counts of the game.
const (
	// GeeseStart is the number of geese at the start.
	GeeseStart = 24
	// FoxCount is the number of foxes.
	FoxCount = 2
	// QuietLimit is the number of plies in a row without a capture after
	// which the game is drawn (our choice, so that every game ends).
	QuietLimit = 200
	// ShortGoal is the number of captures that wins for the foxes with the
	// "twelve" goal.
	ShortGoal = 12
)

// Option keys.
const (
	OptBoard = "board"
	OptGoal  = "goal"
)

// rulesText is the rules of the game in our own words.
//
//go:embed rules.md
var rulesText string

// Spec is the game's registration.
var Spec = &game.Game{
	ID:      "foxgeese",
	Name:    lang.Key("Fox and Geese"),
	Rules:   rulesText,
	Lesson:  lesson,
	Summary: lang.Key("Two foxes hunt a flock of twenty-four geese."),
	Options: []game.Option{
		{Key: OptBoard, Label: lang.Key("Board"), Help: lang.Key("Which lines the pieces move along."), Choices: []game.Choice{
			{Value: "diagonals", Label: lang.Key("With diagonal lines")},
			{Value: "orthogonal", Label: lang.Key("Orthogonal lines only")},
		}},
		{Key: OptGoal, Label: lang.Key("Foxes' goal"), Help: lang.Key("How many geese the foxes must capture to win."), Choices: []game.Choice{
			{Value: "all", Label: lang.Key("Every goose")},
			{Value: "twelve", Label: lang.Key("Twelve geese")},
		}},
	},
	Kinds: []string{"", lang.Key("fox"), lang.Key("goose")},
	Looks: looks,
	Unit:  game.ScoreUnit{Per: wGoose, One: lang.Key("captured goose"), Many: lang.Key("captured geese")},
	SeatNouns: func(game.Options) []game.Noun {
		return []game.Noun{game.Plural(lang.Key("Foxes")).Called(lang.Key("the foxes")), game.Plural(lang.Key("Geese")).Called(lang.Key("the geese"))}
	},
	New:      newState,
	Parse:    parse,
	Setup:    setupSpec,
	MaxPlies: (GeeseStart + 1) * QuietLimit,
	// The foxes' results from Medium up are close: searched without a
	// temperature, Hard's foxes play about as Expert's, and Medium's need
	// more freedom than Hard's to stand apart. The levels are therefore
	// set apart by how freely they choose; with these temperatures every
	// level's foxes stand clearly above the one below. The runs that chose
	// them, and the ratings, are in docs/ai.md (Fox and Geese).
	Temperatures: []int{0, 30, 15},
}

func init() { game.Register(Spec) }

// jump is a capture from a hole: over the goose on over to the empty hole
// to, along direction dir.
type jump struct{ over, to, dir int8 }

// geometry is a board with the bit masks and tables move generation needs.
type geometry struct {
	board *game.Board
	nbr   [cross.EnglishHoles]uint64    // holes joined to each hole
	step  [cross.EnglishHoles][8]int8   // hole one line away in each direction, or -1
	jumps [cross.EnglishHoles][]jump    // every jump the lines allow, empty board
	lines [cross.EnglishHoles][][2]int8 // pairs of opposite neighbours: a fox on one jumps to the other
}

var geometries = [2]*geometry{newGeometry(cross.English(true)), newGeometry(cross.English(false))}

func newGeometry(b *game.Board) *geometry {
	g := &geometry{board: b}
	for p := 0; p < b.Len(); p++ {
		for d := range game.Directions {
			g.step[p][d] = int8(b.Step(p, d))
			if q := b.Step(p, d); q >= 0 {
				g.nbr[p] |= 1 << q
			}
			if over, to := b.Jump(p, d); over >= 0 {
				g.jumps[p] = append(g.jumps[p], jump{over: int8(over), to: int8(to), dir: int8(d)})
			}
			if d < 4 {
				a, c := b.Step(p, d), b.Step(p, d+4)
				if a >= 0 && c >= 0 {
					g.lines[p] = append(g.lines[p], [2]int8{int8(a), int8(c)})
				}
			}
		}
	}
	return g
}

// rules holds the settings a state needs while playing.
type rules struct {
	geo  *geometry
	goal int // captures that win for the foxes
}

func rulesOf(opts game.Options) rules {
	r := rules{geo: geometries[0], goal: GeeseStart}
	if opts[OptBoard] == "orthogonal" {
		r.geo = geometries[1]
	}
	if opts[OptGoal] == "twelve" {
		r.goal = ShortGoal
	}
	return r
}
