// Package cross builds the cross-shaped boards shared by Peg Solitaire and
// Fox and Geese: the English board of 33 holes and the French board of 37,
// both on a 7×7 grid with the holes numbered row by row from the top.
package cross

import (
	"strconv"
	"sync"

	"parlour/game"
)

// englishRows and frenchRows give, for each row of the 7×7 grid, the first
// and last column that has a hole.
var (
	englishRows = [7][2]int{{2, 4}, {2, 4}, {0, 6}, {0, 6}, {0, 6}, {2, 4}, {2, 4}}
	frenchRows  = [7][2]int{{2, 4}, {1, 5}, {0, 6}, {0, 6}, {0, 6}, {1, 5}, {2, 4}}
)

// Holes on each board.
const (
	EnglishHoles = 33
	FrenchHoles  = 37
)

var (
	once                         sync.Once
	englishDiag, englishOrth, fr *game.Board
	englishPegs, frenchPegs      *game.Board
)

func build(rows [7][2]int, diagonals bool, style game.Style) *game.Board {
	var b game.BoardBuilder
	b.SetStyle(style)
	n := 0
	for r, span := range rows {
		for c := span[0]; c <= span[1]; c++ {
			n++
			b.AddPoint(c, r, strconv.Itoa(n))
		}
	}
	b.ConnectOrthogonal()
	if diagonals {
		// The alquerque pattern: diagonals run through the holes whose
		// coordinates add up to an even number.
		b.ConnectDiagonal(func(p, q game.Point) bool { return (p.Col+p.Row)%2 == 0 })
	}
	return b.MustBuild()
}

func boards() {
	once.Do(func() {
		englishDiag = build(englishRows, true, game.Lines)
		englishOrth = build(englishRows, false, game.Lines)
		fr = build(frenchRows, false, game.Lines)
		englishPegs = build(englishRows, false, game.Holes)
		frenchPegs = build(frenchRows, false, game.Holes)
	})
}

// English returns the 33-hole board, with the 20 diagonal lines of Fox and
// Geese when diagonals is set and orthogonal lines only otherwise. Hole
// names are the numbers 1 to 33; hole 17 is the centre (3,3).
func English(diagonals bool) *game.Board {
	boards()
	if diagonals {
		return englishDiag
	}
	return englishOrth
}

// French returns the 37-hole board with orthogonal lines; hole names are
// the numbers 1 to 37 and hole 19 is the centre (3,3).
func French() *game.Board {
	boards()
	return fr
}

// Pegs returns the board of Peg Solitaire: the English board with
// orthogonal lines, or the French one when french is set, drawn as holes
// (game.Holes), so that an empty hole is plain to see.
func Pegs(french bool) *game.Board {
	boards()
	if french {
		return frenchPegs
	}
	return englishPegs
}
