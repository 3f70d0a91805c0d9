package engine

import (
	"math/rand/v2"
	"testing"
)

// TestBestTwo checks that bestTwo makes the two picks that two selection
// scans make, swapping the first into place, on lists full of ties.
func TestBestTwo(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	scan := func(sc []int32, i int) int {
		best := i
		for j := i + 1; j < len(sc); j++ {
			if sc[j] > sc[best] {
				best = j
			}
		}
		return best
	}
	for range 20000 {
		sc := make([]int32, 1+rng.IntN(12))
		for j := range sc {
			sc[j] = int32(rng.IntN(4))
		}
		i := rng.IntN(len(sc))
		first, second := bestTwo(sc, i)
		want := scan(sc, i)
		swapped := append([]int32(nil), sc...)
		swapped[i], swapped[want] = swapped[want], swapped[i]
		wantSecond := -1
		if i+1 < len(sc) {
			wantSecond = scan(swapped, i+1)
		}
		if first != want || second != wantSecond {
			t.Fatalf("bestTwo(%v, %d) = %d, %d, want %d, %d", sc, i, first, second, want, wantSecond)
		}
	}
}
