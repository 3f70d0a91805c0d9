package leapfrog

import (
	"sort"
	"sync"

	"parlour/game"
)

// geometry is an n×n board with the jumps from every point, shared by all
// states of the same size and jumping rule.
type geometry struct {
	size  int
	board *game.Board
	jumps [][]jump // per point, in ascending order of the landing point
}

// jump is one way out of a point: over a neighbour to the point beyond.
type jump struct{ over, to int16 }

var geometries sync.Map // [2]int{size, diagonal} → *geometry

// geometryOf returns the board of the given size, with diagonal lines and
// jumps when diagonal is set. Points are numbered row by row from the top.
func geometryOf(size int, diagonal bool) *geometry {
	key := [2]int{size, 0}
	if diagonal {
		key[1] = 1
	}
	if g, ok := geometries.Load(key); ok {
		return g.(*geometry)
	}
	var b game.BoardBuilder
	b.SetStyle(game.Squares)
	for r := 0; r < size; r++ {
		for c := 0; c < size; c++ {
			b.AddPoint(c, r, "")
		}
	}
	b.ConnectOrthogonal()
	if diagonal {
		b.ConnectDiagonal(nil)
	}
	g := &geometry{size: size, board: b.MustBuild()}
	g.jumps = make([][]jump, g.board.Len())
	for p := range g.jumps {
		for d := range game.Directions {
			if over, to := g.board.Jump(p, d); to >= 0 {
				g.jumps[p] = append(g.jumps[p], jump{int16(over), int16(to)})
			}
		}
		sort.Slice(g.jumps[p], func(i, j int) bool { return g.jumps[p][i].to < g.jumps[p][j].to })
	}
	actual, _ := geometries.LoadOrStore(key, g)
	return actual.(*geometry)
}
