package engine

import (
	"math/rand/v2"
	"slices"
	"testing"

	"parlour/game"
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

// oddLoses is an Exchanger under which every odd move loses material.
type oddLoses struct{ game.State }

func (oddLoses) Exchange(m game.Move) int {
	if m%2 == 1 {
		return -1
	}
	return 0
}

// TestPickMove checks that pickMove searches a node's moves in the order
// that a scan for the first of the best each time gives, with captures
// that lose material rated down when their turn comes, on lists of every
// length and full of ties.
func TestPickMove(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for trial := range 5000 {
		n := 1 + rng.IntN(70)
		moves := make([]game.Move, n)
		sc := make([]int32, n)
		for j := range moves {
			moves[j] = game.Move(j)
			switch rng.IntN(4) {
			case 0:
				sc[j] = orderTactical + int32(rng.IntN(3))
			default:
				sc[j] = int32(rng.IntN(5))
			}
		}
		s := &searcher{}
		if trial%2 == 1 {
			s.exch = oddLoses{}
		}
		wantMoves, wantSc := slices.Clone(moves), slices.Clone(sc)
		for i := range wantMoves {
			for {
				best := i
				for j := i + 1; j < n; j++ {
					if wantSc[j] > wantSc[best] {
						best = j
					}
				}
				wantMoves[i], wantMoves[best] = wantMoves[best], wantMoves[i]
				wantSc[i], wantSc[best] = wantSc[best], wantSc[i]
				if s.exch == nil || wantSc[i] < orderTactical || s.exch.Exchange(wantMoves[i]) >= 0 {
					break
				}
				wantSc[i] = orderLosing + min(wantSc[i]-orderTactical, orderLosing-1)
			}
		}
		const ply = 3
		s.nextPick[ply] = pick{}
		stop := n
		if trial%3 == 0 {
			stop = rng.IntN(n + 1) // a node cut off early
		}
		for i := range stop {
			s.pickMove(ply, moves, sc, i)
		}
		if !slices.Equal(moves[:stop], wantMoves[:stop]) || !slices.Equal(sc[:stop], wantSc[:stop]) {
			t.Fatalf("trial %d: picked %v (%v), want %v (%v)", trial, moves[:stop], sc[:stop], wantMoves[:stop], wantSc[:stop])
		}
	}
}
