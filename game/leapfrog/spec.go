// Package leapfrog implements Leapfrog: any number of players take turns
// jumping shared pieces across a crowded square board, capturing every piece
// they jump, in the old version with pieces all alike or in Murray's
// coloured version with pieces worth 4, 3, 2 and 1 (docs/rulebook.md,
// Leapfrog).
//
// A chain of jumps is made one jump at a time: after a jump the same player
// moves again, choosing a further jump of the same piece or "stop", until
// the piece can jump no further.
package leapfrog

import (
	_ "embed"
	"errors"
	"strconv"

	"parlour/game"
	"parlour/lang"
)

// Player and board bounds.
const (
	MinPlayers = 2
	MaxPlayers = 8
	MaxSize    = 18
)

// Piece kinds, indexing Spec.Kinds.
const (
	kindPiece  = 1 + iota // old version: all alike, worth 1
	kindGreen             // worth 4
	kindRed               // worth 3
	kindYellow            // worth 2
	kindWhite             // worth 1
	numKinds
)

// kindValue is what capturing a piece of each kind scores.
var kindValue = [numKinds]int32{kindPiece: 1, kindGreen: 4, kindRed: 3, kindYellow: 2, kindWhite: 1}

// kindSymbol is each kind's character in the position text.
var kindSymbol = [numKinds]byte{0: '.', kindPiece: 'o', kindGreen: 'G', kindRed: 'R', kindYellow: 'Y', kindWhite: 'W'}

// Option keys.
const (
	OptPlayers = "players"
	OptSize    = "size"
	OptVersion = "version"
	OptJumps   = "jumps"
	OptLayout  = "layout"
)

// Layouts is the number of numbered colour layouts to choose from.
const Layouts = 12

// rulesText is the rules of the game in our own words.
//
//go:embed rules.md
var rulesText string

// Spec is the game's registration.
var Spec = &game.Game{
	ID:      "leapfrog",
	Name:    lang.Key("Leapfrog"),
	Rules:   rulesText,
	Summary: lang.Key("Two to eight players jump on a crowded board."),
	Options: []game.Option{
		{Key: OptPlayers, Label: lang.Key("Players"), Help: lang.Key("How many take part, each in turn."), Choices: numberChoices(MinPlayers, MaxPlayers)},
		{Key: OptSize, Label: lang.Key("Board"), Help: lang.Key("Squares on each side; the smaller boards make a quick game."), Choices: []game.Choice{
			{Value: "15", Label: "15×15"}, {Value: "16", Label: "16×16"}, {Value: "17", Label: "17×17"}, {Value: "18", Label: "18×18"},
			{Value: "6", Label: lang.Key("6×6 quick")}, {Value: "8", Label: lang.Key("8×8 quick")}, {Value: "10", Label: lang.Key("10×10 quick")}, {Value: "12", Label: lang.Key("12×12 quick")},
		}},
		{Key: OptVersion, Label: lang.Key("Version"), Help: lang.Key("Pieces all alike, or Murray's colours worth 4, 3, 2 and 1."), Choices: []game.Choice{
			{Value: "old", Label: lang.Key("Old: all alike")},
			{Value: "coloured", Label: lang.Key("Murray's colours")},
		}},
		{Key: OptJumps, Label: lang.Key("Jumps"), Help: lang.Key("The directions a piece may jump in."), Choices: []game.Choice{
			{Value: "orthogonal", Label: lang.Key("Orthogonal")},
			{Value: "diagonal", Label: lang.Key("Also diagonal")},
		}},
		{Key: OptLayout, Label: lang.Key("Colour layout"), Help: lang.Key("Which random placing of the colours in Murray's version; the same number gives the same board."), Choices: numberChoices(1, Layouts), OnlyWith: &game.Setting{Key: OptVersion, Value: "coloured"}},
	},
	Kinds:     []string{"", lang.Key("piece"), lang.Key("green"), lang.Key("red"), lang.Key("yellow"), lang.Key("white")},
	Looks:     looks,
	Unit:      game.ScoreUnit{Per: pointValue, One: lang.Key("point"), Many: lang.Key("points")},
	SeatNouns: seats,
	New:       newState,
	Parse:     parse,
	Setup:     setupSpec,
	Lesson:    lesson,
	MaxPlies:  2 * MaxSize * MaxSize,
}

func init() { game.Register(Spec) }

func numberChoices(lo, hi int) []game.Choice {
	out := make([]game.Choice, 0, hi-lo+1)
	for i := lo; i <= hi; i++ {
		v := strconv.Itoa(i)
		out = append(out, game.Choice{Value: v, Label: v})
	}
	return out
}

// seats names the players "Player 1" to "Player N".
func seats(opts game.Options) []game.Noun {
	n := playersOf(opts)
	out := make([]game.Noun, n)
	for i := range out {
		out[i] = game.Proper(seatName(game.Player(i)))
	}
	return out
}

// seatNames are the seats' names, written out so that the catalogs list
// each; a screen shows one through lang.T.
var seatNames = [MaxPlayers]string{
	lang.Key("Player 1"), lang.Key("Player 2"), lang.Key("Player 3"), lang.Key("Player 4"),
	lang.Key("Player 5"), lang.Key("Player 6"), lang.Key("Player 7"), lang.Key("Player 8"),
}

func seatName(p game.Player) string { return seatNames[p] }

// rules holds the settings a state needs while playing.
type rules struct {
	geo      *geometry
	players  int
	coloured bool
	layout   int
}

func playersOf(opts game.Options) int {
	n, err := strconv.Atoi(opts[OptPlayers])
	if err != nil || n < MinPlayers || n > MaxPlayers {
		return MinPlayers
	}
	return n
}

func rulesOf(opts game.Options) (rules, error) {
	size, err := strconv.Atoi(opts[OptSize])
	if err != nil || size < 3 || size > MaxSize {
		return rules{}, errors.New(lang.T("board size %q: want a number from 3 to %d", opts[OptSize], MaxSize))
	}
	layout, err := strconv.Atoi(opts[OptLayout])
	if err != nil || layout < 1 || layout > Layouts {
		return rules{}, errors.New(lang.T("colour layout %q: want a number from 1 to %d", opts[OptLayout], Layouts))
	}
	return rules{
		geo:      geometryOf(size, opts[OptJumps] == "diagonal"),
		players:  playersOf(opts),
		coloured: opts[OptVersion] == "coloured",
		layout:   layout,
	}, nil
}

// ColourCounts returns how many green, red, yellow and white pieces fill an
// n×n board in Murray's version: the ratio 1:2:3:4, rounded half to even as
// the leaflet's figures for 15×15 require (22.5 green gives 22, 67.5
// yellow gives 68; docs/rulebook.md, Leapfrog), white taking the rest.
func ColourCounts(n int) (green, red, yellow, white int) {
	sq := n * n
	round := func(k int) int {
		q, r := k*sq/10, k*sq%10
		if r > 5 || r == 5 && q%2 == 1 {
			q++
		}
		return q
	}
	green, red, yellow = round(1), round(2), round(3)
	return green, red, yellow, sq - green - red - yellow
}

// ColourLayout returns the kinds of an n×n board in Murray's version for
// layout number layout, point by point row by row: a shuffle driven by a
// fixed generator seeded with the size and layout, so the same number
// always gives the same board on every platform.
func ColourLayout(n, layout int) []uint8 {
	g, r, y, w := ColourCounts(n)
	cells := make([]uint8, 0, n*n)
	for _, c := range []struct {
		kind  uint8
		count int
	}{{kindGreen, g}, {kindRed, r}, {kindYellow, y}, {kindWhite, w}} {
		for i := 0; i < c.count; i++ {
			cells = append(cells, c.kind)
		}
	}
	seed := uint64(0x4c65617066726f67) ^ uint64(n)<<40 ^ uint64(layout)
	for i := len(cells) - 1; i > 0; i-- {
		j := int(game.SplitMix64(&seed) % uint64(i+1))
		cells[i], cells[j] = cells[j], cells[i]
	}
	return cells
}
