package engine

import (
	"math/rand/v2"
	"slices"
	"testing"

	"parlour/game"
	"parlour/game/war"
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

// TestStagedMoves lists the moves of positions of random games of The
// Game of War in two stages (firstMoves, then restMoves), with table
// moves and killers legal here, legal elsewhere or none: together the
// stages hold every legal move once, the first only legal ones, and each
// move is rated as rate rates it among all the moves at once.
func TestStagedMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	checked := 0
	for g := range 12 {
		st, _, err := war.Spec.Start(game.Options{war.OptEnPassant: []string{"off", "on"}[g%2]})
		if err != nil {
			t.Fatal(err)
		}
		var elsewhere []game.Move
		for ply := 0; ply < 150 && !st.Outcome().Over; ply++ {
			legal := st.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			elsewhere = append(elsewhere, legal[rng.IntN(len(legal))])
			if ply%3 == 0 && !st.(Tactical).Urgent() {
				checkStaged(t, st, legal, elsewhere, rng)
				checked++
			}
			st.Apply(legal[rng.IntN(len(legal))])
		}
	}
	if checked < 100 {
		t.Fatalf("only %d positions checked", checked)
	}
}

// checkStaged checks the two stages of st's moves, given its legal moves,
// with table moves and killers drawn from them and from elsewhere.
func checkStaged(t *testing.T, st game.State, legal, elsewhere []game.Move, rng *rand.Rand) {
	t.Helper()
	s := &searcher{st: st}
	s.tac, s.lister, s.checker = st.(Tactical), st.(TacticalLister), st.(QuietChecker)
	for i := range s.history {
		for j := range s.history[i] {
			s.history[i][j] = int32(rng.IntN(50))
		}
	}
	draw := func() (game.Move, bool) {
		switch rng.IntN(3) {
		case 0:
			return legal[rng.IntN(len(legal))], true
		case 1:
			return elsewhere[rng.IntN(len(elsewhere))], true
		}
		return 0, false
	}
	const ply, full = 2, 5
	for range 6 {
		tt, hasTT := draw()
		for k := range 2 {
			s.killers[ply][k], s.hasKiller[ply][k] = draw()
			s.killers[full][k], s.hasKiller[full][k] = s.killers[ply][k], s.hasKiller[ply][k]
		}
		all := st.LegalMoves(nil)
		s.rate(full, all, tt, hasTT, 0)
		want := map[game.Move]int32{}
		for i, m := range all {
			want[m] = s.scores[full][i]
		}
		first := slices.Clone(s.firstMoves(ply, tt, hasTT, 0))
		for _, m := range first {
			if _, ok := want[m]; !ok {
				t.Fatalf("%s: the first stage holds %s, which is not legal", st, st.MoveString(m))
			}
		}
		moves := s.restMoves(ply, len(first), tt, hasTT, 0)
		if !slices.Equal(moves[:len(first)], first) {
			t.Fatalf("%s: the second stage changed the first", st)
		}
		seen := map[game.Move]bool{}
		for i, m := range moves {
			if seen[m] {
				t.Fatalf("%s: %s listed twice", st, st.MoveString(m))
			}
			seen[m] = true
			if w, ok := want[m]; !ok || s.scores[ply][i] != w {
				t.Fatalf("%s: %s rated %d, want %d (legal: %v)", st, st.MoveString(m), s.scores[ply][i], w, ok)
			}
		}
		if len(moves) != len(all) {
			t.Fatalf("%s: the stages hold %d moves, want %d", st, len(moves), len(all))
		}
	}
}
