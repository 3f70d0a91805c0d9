// Package war implements Hudson Maxim's Game of War (1910): a chess
// variant on a 10×10 board with Troops that jump like draughtsmen, Flying
// Machines that block a square for good, and citadels to be seized
// (docs/rulebook.md, The Game of War).
package war

import (
	_ "embed"
	"fmt"
	"strings"

	"parlour/game"
	"parlour/lang"
)

// The two sides. White moves first.
const (
	White game.Player = 0
	Black game.Player = 1
)

// Piece kinds, indexing Spec.Kinds.
const (
	King    = 1
	General = 2
	Mortar  = 3
	Horse   = 4
	Cannon  = 5
	Van     = 6 // a Van Troop
	Rear    = 7 // a Rear Troop; it moves like a Van Troop
	Machine = 8 // a placed Flying Machine: the square is blocked
)

// The board's size. The leaflet does not give the board; the rule book
// (docs/rulebook.md, The Game of War) reconstructs it as 10×10, kept here
// and in StartPosition so that it can be corrected if the original
// diagram is found.
const (
	Files = 10
	Ranks = 10
	size  = Files * Ranks
)

// Machines is the number of Flying Machines each side holds at the start.
const Machines = 2

// QuietLimit is the number of plies in a row without a capture, a Troop
// move or a Flying Machine placement after which the game is drawn.
const QuietLimit = 150

// StartPosition is the standard start in position text (see State.String):
// rank 10 first, White in capitals.
const StartPosition = "mhc.gk.chm/r.r.r.r.r./.v.v.v.v.v/........../........../........../........../.V.V.V.V.V/R.R.R.R.R./MHC.GK.CHM white 2 2 - 0"

// Squares are numbered rank by rank from a1: square = rank*Files + file,
// with rank 0 the first rank (White's back rank, drawn at the bottom). A
// board point's index is its square number.

func fileOf(sq int) int { return sq % Files }
func rankOf(sq int) int { return sq / Files }

// squareName names a square as in "e3".
func squareName(sq int) string { return fmt.Sprintf("%c%d", 'a'+fileOf(sq), rankOf(sq)+1) }

// Board is the 10×10 board, rank 1 at the bottom, citadels marked.
var Board = newBoard()

// startCells returns the letters of StartPosition's board by square.
// It reads the rows itself rather than through Board, whose citadel marks
// depend on it.
func startCells() [size]byte {
	var cells [size]byte
	rows := strings.Split(strings.Fields(StartPosition)[0], "/")
	if len(rows) != Ranks {
		panic(fmt.Sprintf("war: the start position has %d rows, want %d", len(rows), Ranks))
	}
	for i, row := range rows {
		if len(row) != Files {
			panic(fmt.Sprintf("war: start position row %q has %d squares, want %d", row, len(row), Files))
		}
		for f := 0; f < Files; f++ {
			cells[(Ranks-1-i)*Files+f] = row[f]
		}
	}
	return cells
}

// citadel holds each side's citadel: the square on which its King starts,
// read from StartPosition. The enemy citadel of side p is citadel[1-p].
var citadel = func() [2]int {
	out := [2]int{-1, -1}
	for sq, ch := range startCells() {
		switch ch {
		case symbols[King]:
			out[White] = sq
		case symbols[King] + 'a' - 'A':
			out[Black] = sq
		}
	}
	if out[White] < 0 || out[Black] < 0 {
		panic("war: the start position lacks a King")
	}
	return out
}()

func newBoard() *game.Board {
	var b game.BoardBuilder
	b.SetStyle(game.Squares)
	for sq := 0; sq < size; sq++ {
		b.AddPoint(fileOf(sq), Ranks-1-rankOf(sq), squareName(sq))
	}
	b.ConnectOrthogonal()
	b.ConnectDiagonal(nil)
	for _, c := range citadel {
		b.Mark(fileOf(c), Ranks-1-rankOf(c), "citadel")
	}
	return b.MustBuild()
}

// Option keys.
const (
	OptEnPassant = "enpassant"
)

// rulesText is the rules of the game in our own words.
//
//go:embed rules.md
var rulesText string

// Spec is the game's registration.
var Spec = &game.Game{
	ID:      "war",
	Name:    lang.Key("The Game of War"),
	Rules:   rulesText,
	Summary: lang.Key("Maxim's chess variant: take the enemy citadel."),
	Options: []game.Option{
		{Key: OptEnPassant, Label: lang.Key("En passant"), Help: lang.Key("Whether a Troop may capture an enemy Troop that has just made a double step past it."), Choices: []game.Choice{
			{Value: "off", Label: lang.Key("Not allowed (the rulebook)")},
			{Value: "on", Label: lang.Key("Allowed, by displacement")},
		}},
	},
	Kinds: []string{"", lang.Key("king"), lang.Key("general"), lang.Key("mortar"), lang.Key("horse"), lang.Key("cannon"), lang.Key("van troop"), lang.Key("rear troop"), lang.Key("flying machine")},
	Looks: looks,
	Unit:  game.ScoreUnit{Per: values[Van], One: lang.Key("Troop"), Many: lang.Key("Troops")},
	Legend: []string{"",
		lang.Key("one step in any direction"), lang.Key("any distance straight or diagonally"), lang.Key("any distance along a rank or file"),
		lang.Key("an L-shaped leap, like a knight"), lang.Key("any distance diagonally, like a bishop"),
		lang.Key("steps forward; takes diagonally forward, or by jumping a Troop"), lang.Key("steps forward; takes diagonally forward, or by jumping a Troop"),
		lang.Key("placed on any empty square but a citadel, blocks it for good"),
	},
	SeatNouns: func(game.Options) []game.Noun {
		return []game.Noun{game.Proper(lang.Key("White")), game.Proper(lang.Key("Black"))}
	},
	New:       newState,
	Parse:     parse,
	Setup:     setupSpec,
	Lesson:    lesson,
	MaxPlies:  maxPlies,
	SameSides: true,
}

// maxPlies bounds a game: at most 37 captures, 20 Troops of at most 9
// moves each and 4 placements can reset the no-progress count, and each
// period without one lasts at most QuietLimit plies.
const maxPlies = (37 + 20*9 + 2*Machines + 1) * (QuietLimit + 1)

func init() { game.Register(Spec) }

func newState(opts game.Options) (game.State, error) {
	return parse(opts, StartPosition)
}

// troopHome marks each side's Troop starting squares, read from the start
// position: a Troop standing on one of its side's may make a double step.
var troopHome = func() [2][size]bool {
	var home [2][size]bool
	for sq, ch := range startCells() {
		switch ch {
		case symbols[Van], symbols[Rear]:
			home[White][sq] = true
		case symbols[Van] + 'a' - 'A', symbols[Rear] + 'a' - 'A':
			home[Black][sq] = true
		}
	}
	return home
}()

// forward is the step of a rank forward for each side, in squares.
var forward = [2]int{Files, -Files}

// lastRank is the far rank of each side's Troops.
var lastRank = [2]int{Ranks - 1, 0}

func isTroop(k int) bool { return k == Van || k == Rear }
