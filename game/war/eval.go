package war

import (
	"math/bits"

	"parlour/game"
)

// values are the material values of the kinds, a Troop being 100. A King
// is only a strong piece here: its capture does not end the game.
var values = [Machine + 1]int{King: 260, General: 950, Mortar: 500, Horse: 310, Cannon: 330, Van: 100, Rear: 100}

// Evaluation weights.
const (
	machineValue   = 110 // an unused Flying Machine: a wall to drop where needed
	immobileTroop  = 55  // a Troop on its far rank still blocks but never moves
	troopAdvance   = 7   // per rank gained
	troopDoubled   = 14  // a second Troop on a file
	troopGuarded   = 8   // a Troop with a friendly Troop diagonally behind
	citadelNear    = 5   // per step closer to the enemy citadel, for pieces
	citadelAttack  = 45  // per piece that can move onto the enemy citadel
	citadelOpen    = 140 // the enemy citadel attacked and not defended
	citadelTempo   = 260 // ...and it is our move: we may seize it at once
	citadelCrowded = 25  // per enemy piece next to our citadel
)

// Evaluate scores the position for the side to move, for the alpha-beta
// engine: material, the Troops' structure, unused Flying Machines, and the
// safety of both citadels (pieces that can reach the enemy citadel,
// defenders that can take a piece arriving on one's own).
func (s *State) Evaluate() int {
	var score [2]int
	var files [2][Files]int
	for w, occ := range [2]uint64{s.occ[White][0] | s.occ[Black][0], s.occ[White][1] | s.occ[Black][1]} {
		for ; occ != 0; occ &= occ - 1 {
			sq := w<<6 | bits.TrailingZeros64(occ)
			s.evaluatePiece(&score, &files, sq)
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
		a := s.attackers(p, enemy, false)
		d := s.attackers(1-p, enemy, true)
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

// evaluatePiece adds the worth of the piece on sq, a placed machine
// counting nothing, to its owner's score, and counts Troops by file.
func (s *State) evaluatePiece(score *[2]int, files *[2][Files]int, sq int) {
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

// distance is the number of King steps between two squares.
func distance(a, b int) int {
	return max(abs(fileOf(a)-fileOf(b)), abs(rankOf(a)-rankOf(b)))
}

// attackers counts the pieces of p that could move to square t now (a
// Troop by a step when t is empty, by a capture when it is not), ignoring
// a capture owed elsewhere. With defend set it counts instead the pieces
// of p that could take an enemy piece arriving on t, whatever stands there
// now.
func (s *State) attackers(p game.Player, t int, defend bool) int {
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

// Tactical returns a move-ordering priority for the engine: 0 for a quiet
// move, and for a capture or a move onto a citadel a positive number,
// larger for a more valuable victim, then a less valuable attacker.
func (s *State) Tactical(m game.Move) int {
	if isPlacement(m) {
		return 0
	}
	p := s.toMove
	from, to := int(m>>28), int(m>>21&127)
	mover := s.cells[from]
	if m&(1<<21-1) == 0 && to != citadel[1-p] && (s.cells[to] == 0 && (!isTroop(mover.kind()) || fileOf(to) == fileOf(from))) {
		return 0 // a quiet step or slide
	}
	mv := decode(m)
	hint := 0
	at := mv.from
	for _, to := range mv.land[:mv.n] {
		if c := s.cells[s.victim(mover, at, to)]; c != 0 {
			hint += 16 * values[c.kind()]
			if s.victim(mover, at, to) == citadel[p] {
				hint += 100_000 // the enemy holds our citadel: take it
			}
		}
		at = to
	}
	if at == citadel[1-p] {
		hint += 50_000
	}
	if hint == 0 {
		return 0
	}
	return hint - values[mover.kind()]/16
}

// Urgent reports whether an enemy piece holds the citadel of the side to
// move: it must be taken at once, so the engine may not stand pat.
func (s *State) Urgent() bool {
	c := s.cells[citadel[s.toMove]]
	return c != 0 && c.owner() != s.toMove
}

// Side returns the side whose turn it is, even when the game is over.
func (s *State) Side() game.Player { return s.toMove }

// Exchange returns the static exchange evaluation of m for the engine: the
// material the side to move wins with m when both sides then take turns
// capturing on the square m lands on, least valuable piece first, each
// free to stop. Placements and quiet moves score 0; a move onto the enemy
// citadel, or one that takes the enemy piece on one's own, at least 0,
// since it wins or saves the game whatever it costs. Troops that jump
// away and the capture owed are left out of the exchange.
func (s *State) Exchange(m game.Move) int {
	if isPlacement(m) {
		return 0
	}
	p := s.toMove & 1
	mv := decode(m)
	mover := s.cells[mv.from]
	var gains [2 * Files]int
	threat := false
	var gone squareSet // pieces already taken part, seen through
	gone.toggle(mv.from)
	at := mv.from
	for _, to := range mv.land[:mv.n] {
		v := s.victim(mover, at, to)
		if c := s.cells[v]; c != 0 {
			gains[0] += values[c.kind()]
			threat = threat || v == citadel[p]
			if v != to {
				gone.toggle(v)
			}
		}
		at = to
	}
	threat = threat || at == citadel[1-p]
	occupant, side, owner := mover.kind(), 1-p, p
	d := 0
	for d+1 < len(gains) && !(isTroop(occupant) && rankOf(at) == lastRank[owner] && at != citadel[1-owner]) {
		sq, kind := s.leastAttacker(side, at, &gone)
		if kind == 0 {
			break
		}
		d++
		gains[d] = values[occupant] - gains[d-1]
		if max(-gains[d-1], gains[d]) < 0 {
			break // the result no longer depends on what follows
		}
		gone.toggle(sq)
		occupant, side, owner = kind, 1-side, side
	}
	for ; d > 0; d-- {
		gains[d-1] = -max(-gains[d-1], gains[d])
	}
	if threat {
		return max(gains[0], 0)
	}
	return gains[0]
}

// leastAttacker returns the square and kind of the least valuable piece of
// p that could capture an enemy piece on t, seeing through the squares in
// gone and ignoring those pieces; kind 0 when there is none.
func (s *State) leastAttacker(p game.Player, t int, gone *squareSet) (int, int) {
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

// Extends reports whether the engine should search m a ply deeper: m
// lands on the enemy citadel, or the piece it moves will attack the enemy
// citadel while no enemy piece defends it, a threat to win that must be
// answered at once.
func (s *State) Extends(m game.Move) bool {
	if isPlacement(m) {
		return false
	}
	p := s.toMove & 1
	mv := decode(m)
	at := mv.land[mv.n-1]
	target := citadel[1-p]
	if at == target {
		return true
	}
	return s.threatens(s.cells[mv.from].kind(), p, mv.from, at, target) && s.attackers(1-p, target, true) == 0
}

// threatens reports whether a piece of kind and side p that moves from
// from to at could then move to target, as the board stands otherwise.
func (s *State) threatens(kind int, p game.Player, from, at, target int) bool {
	df, dr := fileOf(target)-fileOf(at), rankOf(target)-rankOf(at)
	switch kind {
	case King:
		return max(abs(df), abs(dr)) == 1
	case Horse:
		return abs(df*dr) == 2
	case Van, Rear:
		return at+forward[p] == target || abs(df) == 1 && target-at-df == forward[p] && s.cells[target] != 0
	}
	orthogonal, diagonal := df == 0 || dr == 0, abs(df) == abs(dr)
	if !(orthogonal && kind != Cannon || diagonal && kind != Mortar) {
		return false
	}
	step := sign(df) + Files*sign(dr)
	for sq := at + step; sq != target; sq += step {
		if s.cells[sq] != 0 && sq != from {
			return false
		}
	}
	return true
}
