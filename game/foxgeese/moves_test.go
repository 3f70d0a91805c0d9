package foxgeese

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlour/game"
	"parlour/game/cross"
)

func TestGeeseMoves(t *testing.T) {
	tests := []struct {
		name  string
		opts  game.Options
		text  string
		moves []string
	}{
		// A lone goose on 17 steps to any of its eight neighbours, and back
		// too: geese move in any direction.
		{"centre", nil, position([]int{1, 3}, []int{17}, "geese", 0),
			[]string{"17-10", "17-11", "17-16", "17-18", "17-23", "17-24", "17-25", "17-9"}},
		{"centre orthogonal", orthogonal, position([]int{1, 3}, []int{17}, "geese", 0),
			[]string{"17-10", "17-16", "17-18", "17-24"}},
		// A goose next to a fox with the hole beyond empty still may not jump.
		{"never jump", nil, position([]int{2, 3}, []int{1}, "geese", 0), []string{"1-4", "1-5"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := at(t, tt.opts, tt.text)
			if got := sorted(moveTexts(s)); !slices.Equal(got, sorted(tt.moves)) {
				t.Errorf("moves %v, want %v", got, tt.moves)
			}
		})
	}
}

func TestCaptureChains(t *testing.T) {
	tests := []struct {
		name     string
		opts     game.Options
		text     string
		captures []string // every capture offered
	}{
		// From 9 over 16 to 23, then over 24 to 25, then over 18 to 11:
		// every prefix is a move of its own.
		{"chain and prefixes", nil, position([]int{9, 1}, []int{16, 24, 18}, "foxes", 0),
			[]string{"9x23", "9x23x25", "9x23x25x11"}},
		// A chain may come back to the hole it started from.
		{"round trip", orthogonal, position([]int{9, 1}, []int{10, 18, 24, 16}, "foxes", 0),
			[]string{"9x11", "9x11x25", "9x11x25x23", "9x11x25x23x9", "9x23", "9x23x25", "9x23x25x11", "9x23x25x11x9"}},
		// The diagonal jump 9x25 over 17 exists only on the default board.
		{"diagonal", nil, position([]int{9, 1}, []int{17}, "foxes", 0), []string{"9x25"}},
		{"no diagonal", orthogonal, position([]int{9, 1}, []int{17}, "foxes", 0), nil},
		// No jump onto an occupied hole or off the lines.
		{"blocked", nil, position([]int{9, 1}, []int{16, 23, 10, 11}, "foxes", 0), nil},
		// A fox never jumps onto the other fox.
		{"onto a fox", nil, position([]int{9, 11}, []int{10}, "foxes", 0), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := at(t, tt.opts, tt.text)
			var got []string
			for _, m := range moveTexts(s) {
				if strings.Contains(m, "x") {
					got = append(got, m)
				}
			}
			if !slices.Equal(sorted(got), sorted(tt.captures)) {
				t.Errorf("captures %v, want %v", got, tt.captures)
			}
		})
	}
}

func TestMoveOrder(t *testing.T) {
	// Ascending order lists the longest chains first and steps last, so
	// that the search tries captures first.
	s := at(t, nil, position([]int{9, 1}, []int{16, 24, 18}, "foxes", 0))
	got := moveTexts(s)
	if got[0] != "9x23x25x11" || got[1] != "9x23x25" || got[2] != "9x23" {
		t.Errorf("moves %v: want the chains first, longest first", got)
	}
	if strings.Contains(got[len(got)-1], "x") {
		t.Errorf("moves %v: want the steps last", got)
	}
}

// TestLongestChain checks the bound the move encoding relies on: no chain
// of jumps on the 33-hole board is longer than maxChain, and a position
// with a chain that long is played and written correctly.
func TestLongestChain(t *testing.T) {
	if testing.Short() {
		t.Skip("searches every chain on the board")
	}
	b := cross.English(true)
	geo := geometries[0]
	var best []int
	for start := 0; start < b.Len(); start++ {
		sp := b.Point(start)
		// The most room: every hole a chain from start can land on is
		// empty and every other hole holds a goose.
		var land uint64
		for p := 0; p < b.Len(); p++ {
			if q := b.Point(p); (q.Col-sp.Col)%2 == 0 && (q.Row-sp.Row)%2 == 0 {
				land |= 1 << p
			}
		}
		trail := []int{start}
		var walk func(at int, geese uint64)
		walk = func(at int, geese uint64) {
			if len(trail) > len(best) {
				best = slices.Clone(trail)
			}
			for _, j := range geo.jumps[at] {
				if geese&(1<<j.over) != 0 && land&(1<<j.to) != 0 {
					trail = append(trail, int(j.to))
					walk(int(j.to), geese&^(1<<j.over))
					trail = trail[:len(trail)-1]
				}
			}
		}
		walk(start, (1<<cross.EnglishHoles-1)&^land)
	}
	if jumps := len(best) - 1; jumps != maxChain {
		t.Fatalf("the longest chain has %d jumps; the encoding allows %d", jumps, maxChain)
	}
	// Put geese on the holes the chain jumps and play it.
	var geese []int
	used := map[int]bool{}
	for i := 0; i+1 < len(best); i++ {
		a, c := b.Point(best[i]), b.Point(best[i+1])
		mid, _ := b.Index((a.Col+c.Col)/2, (a.Row+c.Row)/2)
		n, _ := strconv.Atoi(b.Point(mid).Name)
		geese = append(geese, n)
		used[mid], used[best[i]], used[best[i+1]] = true, true, true
	}
	other := 0
	for p := 0; p < b.Len(); p++ {
		if !used[p] {
			other, _ = strconv.Atoi(b.Point(p).Name)
		}
	}
	from, _ := strconv.Atoi(b.Point(best[0]).Name)
	s := at(t, nil, position([]int{from, other}, geese, "foxes", 0))
	moves := s.LegalMoves(nil)
	first := moves[0]
	if got := s.MovePath(first); len(got) != maxChain+1 {
		t.Fatalf("first move %s in %q, want a chain of %d jumps", s.MoveString(first), s.String(), maxChain)
	}
	if back, err := s.ParseMove(s.MoveString(first)); err != nil || back != first {
		t.Fatalf("%s does not parse back: %v", s.MoveString(first), err)
	}
	s.Apply(first)
	if s.Captured() != GeeseStart {
		t.Errorf("%d geese captured, want all %d", s.Captured(), GeeseStart)
	}
}
