package war

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"parlour/game"
)

// The evaluation as it was first written, square by square, kept to check
// the quicker one against: they must agree on every position.

func (s *State) refEvaluate() int {
	var score [2]int
	var files [2][Files]int
	for w, occ := range [2]uint64{s.occ[White][0] | s.occ[Black][0], s.occ[White][1] | s.occ[Black][1]} {
		for ; occ != 0; occ &= occ - 1 {
			sq := w<<6 | bits.TrailingZeros64(occ)
			s.refEvaluatePiece(&score, &files, sq)
		}
	}
	for p := range score {
		score[p] += machineValue * int(s.reserve[p])
		for _, n := range files[p] {
			if n > 1 {
				score[p] -= troopDoubled * (n - 1)
			}
		}
	}
	for _, p := range []game.Player{White, Black} {
		enemy := citadel[1-p]
		a := s.refAttackers(p, enemy, false)
		d := s.refAttackers(1-p, enemy, true)
		score[p] += citadelAttack * a
		if a > 0 && d == 0 {
			score[p] += citadelOpen
			if p == s.toMove {
				score[p] += citadelTempo
			}
		}
		for _, t := range kingSteps[enemy] {
			if c := s.cells[t]; c != 0 && c.owner() == p && c.kind() != Machine {
				score[p] += citadelCrowded
			}
		}
	}
	return score[s.toMove] - score[1-s.toMove]
}

func (s *State) refEvaluatePiece(score *[2]int, files *[2][Files]int, sq int) {
	c := s.cells[sq]
	if c.kind() == Machine {
		return
	}
	p, k := c.owner(), c.kind()
	if isTroop(k) {
		files[p][fileOf(sq)]++
		adv := rankOf(sq)
		if p == Black {
			adv = Ranks - 1 - adv
		}
		if rankOf(sq) == lastRank[p] && sq != citadel[1-p] {
			score[p] += immobileTroop
			return
		}
		score[p] += values[k] + troopAdvance*adv
		if adv > 3 {
			score[p] += troopAdvance * (adv - 3) // the last ranks count double
		}
		back := sq - forward[p]
		for _, df := range [2]int{-1, 1} {
			if f := fileOf(sq) + df; f >= 0 && f < Files && back >= 0 && back < size {
				if b := s.cells[back+df]; isTroop(b.kind()) && b.owner() == p {
					score[p] += troopGuarded
				}
			}
		}
		return
	}
	score[p] += values[k]
	if k != King {
		score[p] += citadelNear * (Files - 1 - distance(sq, citadel[1-p]))
	}
}

func (s *State) refAttackers(p game.Player, t int, defend bool) int {
	n := 0
	target := s.cells[t]
	if defend {
		target = makeCell(1-p, King)
	} else if target.kind() == Machine || (target != 0 && (target.owner() == p || s.immune(t))) {
		return 0
	}
	mine := func(sq int, kinds ...int) bool {
		c := s.cells[sq]
		if c == 0 || c.owner() != p {
			return false
		}
		for _, k := range kinds {
			if c.kind() == k {
				return true
			}
		}
		return false
	}
	for _, sq := range kingSteps[t] {
		if mine(int(sq), King) {
			n++
		}
	}
	for _, sq := range horseHops[t] {
		if mine(int(sq), Horse) {
			n++
		}
	}
	for d := range directions {
		for _, sq := range rays[t][d] {
			c := s.cells[sq]
			if c == 0 {
				continue
			}
			if c.owner() == p && (c.kind() == General || (c.kind() == Mortar && d < 4) || (c.kind() == Cannon && d >= 4)) {
				n++
			}
			break
		}
	}
	back := t - forward[p]
	if back < 0 || back >= size {
		return n
	}
	if target == 0 {
		if mine(back, Van, Rear) {
			n++
		}
		return n
	}
	for _, df := range [2]int{-1, 1} {
		if f := fileOf(t) + df; f >= 0 && f < Files && mine(back+df, Van, Rear) {
			n++
		}
	}
	return n
}

func (s *State) refLeastAttacker(p game.Player, t int, gone *squareSet) (int, int) {
	bestSq, bestKind := -1, 0
	consider := func(sq, kind int) {
		if bestKind == 0 || values[kind] < values[bestKind] {
			bestSq, bestKind = sq, kind
		}
	}
	mine := func(sq int) int {
		c := s.cells[sq]
		if c == 0 || c.owner() != p || c.kind() == Machine || gone.has(sq) {
			return 0
		}
		return c.kind()
	}
	if back := t - forward[p]; back >= 0 && back < size {
		for _, df := range [2]int{-1, 1} {
			if f := fileOf(t) + df; f >= 0 && f < Files {
				if k := mine(back + df); isTroop(k) {
					return back + df, k // nothing is cheaper than a Troop
				}
			}
		}
	}
	for _, sq := range kingSteps[t] {
		if mine(int(sq)) == King {
			consider(int(sq), King)
		}
	}
	for _, sq := range horseHops[t] {
		if mine(int(sq)) == Horse {
			consider(int(sq), Horse)
		}
	}
	for d := range directions {
		for _, sq := range rays[t][d] {
			if s.cells[sq] == 0 || gone.has(int(sq)) {
				continue
			}
			if k := mine(int(sq)); k == General || k == Mortar && d < 4 || k == Cannon && d >= 4 {
				consider(int(sq), k)
			}
			break
		}
	}
	return bestSq, bestKind
}

// TestEvaluateMatchesReference plays random games and checks at every
// position, moves taken back among them, that Evaluate, and Exchange of
// every legal move, give what the square-by-square reference gives.
func TestEvaluateMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	positions := 0
	for g := range 60 {
		st, _, err := Spec.Position(nil, StartPosition)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		for ply := 0; ply < 300 && s.ToMove() != game.NoPlayer; ply++ {
			if got, want := s.Evaluate(), s.refEvaluate(); got != want {
				t.Fatalf("game %d ply %d, %s: Evaluate = %d, the reference %d", g, ply, s, got, want)
			}
			// The exchange's least attacker, on every square for both
			// sides, seeing through nothing and through a piece taken
			// part, as Exchange asks it.
			var through squareSet
			if occ := s.occ[White][0] | s.occ[Black][0]; occ != 0 {
				through.toggle(bits.TrailingZeros64(occ))
			}
			for _, gone := range []squareSet{{}, through} {
				for sq := range size {
					for _, p := range []game.Player{White, Black} {
						g1, g2 := gone, gone
						gs, gk := s.leastAttacker(p, sq, &g1)
						ws, wk := s.refLeastAttacker(p, sq, &g2)
						if gs != ws || gk != wk {
							t.Fatalf("game %d ply %d, %s: leastAttacker(%d, %d) = %d, %d, the reference %d, %d", g, ply, s, p, sq, gs, gk, ws, wk)
						}
					}
				}
			}
			moves := s.LegalMoves(nil)
			positions++
			if len(s.undo) > 0 && rng.IntN(5) == 0 {
				s.Undo() // and the evaluation must follow
				continue
			}
			s.Apply(moves[rng.IntN(len(moves))])
		}
	}
	t.Logf("%d positions", positions)
}

// TestCanMove checks canMove's quick answers against the moves generated,
// over random games played to their end.
func TestCanMove(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	checked, stuck := 0, 0
	for g := range 200 {
		st, _, err := Spec.Position(nil, StartPosition)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		for ply := 0; ply < 400 && !s.seizes(s.toMove) && s.quiet < QuietLimit; ply++ {
			var buf [256]game.Move
			want := len(s.generate(buf[:0])) > 0
			if got := s.canMove(); got != want {
				t.Fatalf("game %d ply %d, %s: canMove = %v, want %v", g, ply, s, got, want)
			}
			checked++
			if !want {
				stuck++
				break
			}
			moves := s.LegalMoves(nil)
			s.Apply(moves[rng.IntN(len(moves))])
		}
	}
	t.Logf("%d positions, %d without a move", checked, stuck)
}
