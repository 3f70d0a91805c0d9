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
//
// It works on the square sets and the tables below rather than square by
// square: it runs at nearly every node of a search.
func (s *State) Evaluate() int {
	score := [2]int{int(s.worth[White]), int(s.worth[Black])}
	// The pieces other than Troops by cell, for the citadels' attackers.
	var byCell [cellSpan / 4]squareSet
	for w := range 2 {
		occ := (s.occ[White][w] | s.occ[Black][w]) &^ s.machines[w] &^ (s.troops[White][w] | s.troops[Black][w])
		for ; occ != 0; occ &= occ - 1 {
			bit := bits.TrailingZeros64(occ)
			byCell[s.cells[(w<<6|bit)&(cellSpan-1)]&31][w] |= 1 << bit
		}
	}
	for p := range score {
		score[p] += machineValue * int(s.reserve[p])
		lo, hi := s.troops[p][0], s.troops[p][1]
		// Troops guarded from diagonally behind, counted by shifting the
		// Troops a rank and a file forward onto those that can still
		// move.
		mobLo, mobHi := lo&^immobile[p][0], hi&^immobile[p][1]
		var aLo, aHi, bLo, bHi uint64
		if p == int(White) {
			aLo, aHi = lo<<(Files+1), hi<<(Files+1)|lo>>(64-Files-1)
			bLo, bHi = lo<<(Files-1), hi<<(Files-1)|lo>>(64-Files+1)
		} else {
			aLo, aHi = lo>>(Files-1)|hi<<(64-Files+1), hi>>(Files-1)
			bLo, bHi = lo>>(Files+1)|hi<<(64-Files-1), hi>>(Files+1)
		}
		guarded := bits.OnesCount64(aLo&mobLo&notFirstFile[0]) + bits.OnesCount64(aHi&mobHi&notFirstFile[1]) +
			bits.OnesCount64(bLo&mobLo&notLastFile[0]) + bits.OnesCount64(bHi&mobHi&notLastFile[1])
		// Doubled Troops: all but one on each file that has any.
		troops, files := bits.OnesCount64(lo)+bits.OnesCount64(hi), 0
		for f := range fileSets {
			if lo&fileSets[f][0] != 0 || hi&fileSets[f][1] != 0 {
				files++
			}
		}
		score[p] += troopGuarded*guarded - troopDoubled*(troops-files)
	}
	occLo, occHi := s.occ[White][0]|s.occ[Black][0], s.occ[White][1]|s.occ[Black][1]
	for p := White; p <= Black; p++ {
		enemy := citadel[1-p]
		// The squares from which a slider reaches the enemy citadel, along
		// ranks and files and along diagonals.
		at := enemy + 1
		aLo, aHi := rayUp(&rayFrom[0], at, occLo, occHi)
		bLo, bHi := rayDown(&rayFrom[1], at, occLo, occHi)
		cLo, cHi := rayUp(&rayFrom[2], at, occLo, occHi)
		dLo, dHi := rayDown(&rayFrom[3], at, occLo, occHi)
		orthLo, orthHi := aLo|bLo|cLo|dLo, aHi|bHi|cHi|dHi
		aLo, aHi = rayUp(&rayFrom[4], at, occLo, occHi)
		bLo, bHi = rayUp(&rayFrom[5], at, occLo, occHi)
		cLo, cHi = rayDown(&rayFrom[6], at, occLo, occHi)
		dLo, dHi = rayDown(&rayFrom[7], at, occLo, occHi)
		diagLo, diagHi := aLo|bLo|cLo|dLo, aHi|bHi|cHi|dHi
		// The pieces of p that could move onto the enemy citadel (a Troop
		// by a step when it is empty, by a capture when it is not), and the
		// defenders that could take a piece of p arriving there.
		a := 0
		if target := s.cells[enemy]; target.kind() != Machine && (target == 0 || target.owner() != p && !s.immune(enemy)) {
			a = reach(&byCell, p, enemy, orthLo, orthHi, diagLo, diagHi)
			if back := enemy - forward[p]; back >= 0 && back < size {
				if target == 0 {
					if s.troops[p].has(back) {
						a++
					}
				} else {
					b, own := &behind[p][enemy], &s.troops[p]
					a += bits.OnesCount64(b[0]&own[0]) + bits.OnesCount64(b[1]&own[1])
				}
			}
		}
		d := reach(&byCell, 1-p, enemy, orthLo, orthHi, diagLo, diagHi)
		if back := enemy - forward[1-p]; back >= 0 && back < size {
			b, own := &behind[1-p][enemy], &s.troops[1-p]
			d += bits.OnesCount64(b[0]&own[0]) + bits.OnesCount64(b[1]&own[1])
		}
		score[p] += citadelAttack * a
		if a > 0 && d == 0 {
			score[p] += citadelOpen
			if p == s.toMove {
				score[p] += citadelTempo
			}
		}
		near, own := &leapSet[King][enemy], &s.occ[p]
		crowd := bits.OnesCount64(near[0]&own[0]&^s.machines[0]) + bits.OnesCount64(near[1]&own[1]&^s.machines[1])
		score[p] += citadelCrowded * crowd
	}
	return score[s.toMove&1] - score[(1-s.toMove)&1]
}

// reach counts the pieces of q other than Troops that could move to
// square t, given the pieces by cell and the squares from which a slider
// reaches t along ranks and files (orth) and along diagonals (diag).
func reach(byCell *[cellSpan / 4]squareSet, q game.Player, t int, orthLo, orthHi, diagLo, diagHi uint64) int {
	king, horse := &byCell[makeCell(q, King)&31], &byCell[makeCell(q, Horse)&31]
	general, mortar, cannon := &byCell[makeCell(q, General)&31], &byCell[makeCell(q, Mortar)&31], &byCell[makeCell(q, Cannon)&31]
	steps, hops := &leapSet[King][t&(cellSpan-1)], &leapSet[Horse][t&(cellSpan-1)]
	return bits.OnesCount64(steps[0]&king[0]) + bits.OnesCount64(steps[1]&king[1]) +
		bits.OnesCount64(hops[0]&horse[0]) + bits.OnesCount64(hops[1]&horse[1]) +
		bits.OnesCount64(orthLo&(general[0]|mortar[0])) + bits.OnesCount64(orthHi&(general[1]|mortar[1])) +
		bits.OnesCount64(diagLo&(general[0]|cannon[0])) + bits.OnesCount64(diagHi&(general[1]|cannon[1]))
}

// Square sets for Evaluate: each side's Troops that can no longer move
// (on their far rank, but for the enemy citadel), the squares of each
// file, and those off the first and off the last file.
var immobile, fileSets, notFirstFile, notLastFile = func() (im [2]squareSet, files [Files]squareSet, notFirst, notLast squareSet) {
	for sq := 0; sq < size; sq++ {
		f := fileOf(sq)
		for p := White; p <= Black; p++ {
			if rankOf(sq) == lastRank[p] && sq != citadel[1-p] {
				im[p].toggle(sq)
			}
		}
		files[f].toggle(sq)
		if f > 0 {
			notFirst.toggle(sq)
		}
		if f < Files-1 {
			notLast.toggle(sq)
		}
	}
	return im, files, notFirst, notLast
}()

// pieceWorth is the worth of each cell on each square: a piece's value,
// and for a piece other than the King its nearness to the enemy citadel;
// a Troop's value and advance, or the fixed worth of one on its far rank.
// Empty squares and placed machines are worth nothing.
//
// behind holds, for each side and square, the squares diagonally behind
// it, from which a Troop of the side takes a piece there.
var pieceWorth, behind = func() (worth [32][cellSpan]int16, behind [2][cellSpan]squareSet) {
	for p := White; p <= Black; p++ {
		for sq := 0; sq < size; sq++ {
			for k := King; k < Machine; k++ {
				c := makeCell(p, k)
				if !isTroop(k) {
					v := values[k]
					if k != King {
						v += citadelNear * (Files - 1 - distance(sq, citadel[1-p]))
					}
					worth[c][sq] = int16(v)
					continue
				}
				adv := rankOf(sq)
				if p == Black {
					adv = Ranks - 1 - adv
				}
				if rankOf(sq) == lastRank[p] && sq != citadel[1-p] {
					worth[c][sq] = immobileTroop
					continue
				}
				v := values[k] + troopAdvance*adv
				if adv > 3 {
					v += troopAdvance * (adv - 3) // the last ranks count double
				}
				worth[c][sq] = int16(v)
			}
			back := sq - forward[p]
			for _, df := range [2]int{-1, 1} {
				if f := fileOf(sq) + df; f >= 0 && f < Files && back >= 0 && back < size {
					behind[p][sq].toggle(back + df)
				}
			}
		}
	}
	return worth, behind
}()

// distance is the number of King steps between two squares.
func distance(a, b int) int {
	return max(abs(fileOf(a)-fileOf(b)), abs(rankOf(a)-rankOf(b)))
}

// Bit sets of kinds, for testing a kind against several at once.
const (
	orthogonalSliders = 1<<General | 1<<Mortar
	diagonalSliders   = 1<<General | 1<<Cannon
)

// firstUp returns the first square of ray (a direction of rayFrom in which
// square numbers increase) from the square at-1 that is occupied in occ,
// or -1.
func firstUp(ray *[256]squareSet, at int, occLo, occHi uint64) int {
	r := &ray[at&255]
	if b := r[0] & occLo; b != 0 {
		return bits.TrailingZeros64(b)
	}
	if b := r[1] & occHi; b != 0 {
		return 64 + bits.TrailingZeros64(b)
	}
	return -1
}

// firstDown is firstUp for a direction in which square numbers decrease.
func firstDown(ray *[256]squareSet, at int, occLo, occHi uint64) int {
	r := &ray[at&255]
	if b := r[1] & occHi; b != 0 {
		return 63 + bits.Len64(b)
	}
	return bits.Len64(r[0]&occLo) - 1
}

// upward marks the directions of rayFrom in which square numbers increase.
var upward = [8]bool{0: true, 2: true, 4: true, 5: true}

// attackers counts the pieces of p that could move to square t now (a
// Troop by a step when t is empty, by a capture when it is not), ignoring
// a capture owed elsewhere. With defend set it counts instead the pieces
// of p that could take an enemy piece arriving on t, whatever stands there
// now.
func (s *State) attackers(p game.Player, t int, defend bool) int {
	p &= 1
	n := 0
	target := s.cells[t]
	if defend {
		target = makeCell(1-p, King)
	} else if target.kind() == Machine || (target != 0 && (target.owner() == p || s.immune(t))) {
		return 0
	}
	own := &s.occ[p]
	for _, k := range [2]int{King, Horse} {
		set := &leapSet[k][t&(cellSpan-1)]
		for w := range 2 {
			for b := set[w] & own[w]; b != 0; b &= b - 1 {
				if s.cells[(w<<6|bits.TrailingZeros64(b))&(cellSpan-1)].kind() == k {
					n++
				}
			}
		}
	}
	occLo, occHi := s.occ[White][0]|s.occ[Black][0], s.occ[White][1]|s.occ[Black][1]
	for d := range directions {
		if s.sliderOn(p, d, t, occLo, occHi) >= 0 {
			n++
		}
	}
	back := t - forward[p]
	if back < 0 || back >= size {
		return n
	}
	if target == 0 {
		if s.troops[p].has(back) {
			n++
		}
		return n
	}
	if f := squareFile[t&(cellSpan-1)]; f > 0 && s.troops[p].has(back-1) {
		n++
	}
	if f := squareFile[t&(cellSpan-1)]; f < Files-1 && s.troops[p].has(back+1) {
		n++
	}
	return n
}

// Tactical returns a move-ordering priority for the engine: 0 for a quiet
// move, and for a capture or a move onto a citadel a positive number,
// larger for a more valuable victim, then a less valuable attacker.
func (s *State) Tactical(m game.Move) int {
	if s.quietMove(m) {
		return 0
	}
	return s.tactical(m)
}

// quietMove reports whether m is a placement, or a step or slide that
// takes nothing and does not land on the enemy citadel: a move Tactical
// rates 0 at once.
func (s *State) quietMove(m game.Move) bool {
	from, to := moveFrom(m), moveTo(m)
	if from == placeFrom {
		return true
	}
	return oneLanding(m) && s.cells[to] == 0 && to != citadel[(1-s.toMove)&1] &&
		(s.cells[from]&15 < Van || squareFile[to] == squareFile[from])
}

// tactical is Tactical for a move that is not quiet at first sight.
func (s *State) tactical(m game.Move) int {
	p := s.toMove
	from := moveFrom(m)
	mover := s.cells[from]
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
// gone and ignoring those pieces; kind 0 when there is none. Of pieces of
// equal value, the one on the lowest square wins among Kings and Horses,
// and among sliders the one met first in the order of directions.
func (s *State) leastAttacker(p game.Player, t int, gone *squareSet) (int, int) {
	p &= 1
	if back := t - forward[p]; back >= 0 && back < size {
		f := squareFile[t&(cellSpan-1)]
		if sq := back - 1; f > 0 && s.troops[p].has(sq) && !gone.has(sq) {
			return sq, s.cells[sq&(cellSpan-1)].kind() // nothing is cheaper than a Troop
		}
		if sq := back + 1; f < Files-1 && s.troops[p].has(sq) && !gone.has(sq) {
			return sq, s.cells[sq&(cellSpan-1)].kind()
		}
	}
	bestSq, bestKind := -1, 0
	consider := func(sq, kind int) {
		if bestKind == 0 || values[kind] < values[bestKind] {
			bestSq, bestKind = sq, kind
		}
	}
	own := &s.occ[p]
	for _, k := range [2]int{King, Horse} {
		set := &leapSet[k][t&(cellSpan-1)]
		for w := range 2 {
			for b := set[w] & own[w] &^ gone[w]; b != 0; b &= b - 1 {
				if sq := w<<6 | bits.TrailingZeros64(b); s.cells[sq&(cellSpan-1)].kind() == k {
					consider(sq, k)
				}
			}
		}
	}
	occLo := (s.occ[White][0] | s.occ[Black][0]) &^ gone[0]
	occHi := (s.occ[White][1] | s.occ[Black][1]) &^ gone[1]
	for d := range directions {
		if sq := s.sliderOn(p, d, t, occLo, occHi); sq >= 0 {
			consider(sq, s.cells[sq&(cellSpan-1)].kind())
		}
	}
	return bestSq, bestKind
}

// sliderOn returns the square of the first piece met from t in direction
// d over the squares occupied (occLo, occHi), if it is p's and slides that
// way, and -1 otherwise.
func (s *State) sliderOn(p game.Player, d, t int, occLo, occHi uint64) int {
	sliders := orthogonalSliders
	if d >= 4 {
		sliders = diagonalSliders
	}
	var sq int
	if upward[d] {
		sq = firstUp(&rayFrom[d], t+1, occLo, occHi)
	} else {
		sq = firstDown(&rayFrom[d], t+1, occLo, occHi)
	}
	if sq >= 0 {
		if c := s.cells[sq&(cellSpan-1)]; c.owner() == p && 1<<c.kind()&sliders != 0 {
			return sq
		}
	}
	return -1
}

// Extends reports whether the engine should search m a ply deeper: m
// lands on the enemy citadel, or the piece it moves will attack the enemy
// citadel while no enemy piece defends it, a threat to win that must be
// answered at once.
//
// The engine asks it of every move it searches or prunes, so the common
// answer comes first and quick: a step or slide (one landing, read without
// decoding the move) to a square in no line with the citadel.
func (s *State) Extends(m game.Move) bool {
	from := moveFrom(m)
	if from == placeFrom {
		return false
	}
	p := s.toMove & 1
	at := moveTo(m)
	if !oneLanding(m) {
		mv := decode(m)
		at = mv.land[mv.n-1]
	}
	target := citadel[1-p]
	if at == target {
		return true
	}
	if !inLine[p][at&(cellSpan-1)] {
		return false
	}
	return s.threatens(s.cells[from&(cellSpan-1)].kind(), p, from, at, target) && s.attackers(1-p, target, true) == 0
}

// inLine marks, for each side, the squares from which some piece could
// move to the enemy citadel next (see threatens): those a King's step or
// a Horse's leap away, and those on its rank, file or diagonals.
var inLine = func() (t [2][cellSpan]bool) {
	for p := White; p <= Black; p++ {
		target := citadel[1-p]
		for at := range size {
			df, dr := abs(fileOf(target)-fileOf(at)), abs(rankOf(target)-rankOf(at))
			t[p][at] = df == 0 || dr == 0 || df == dr || df*dr == 2
		}
	}
	return t
}()

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
