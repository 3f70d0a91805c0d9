package war

import (
	"math/bits"
	"slices"

	"parlour/game"
)

// maxLandings is the longest jump chain: a Troop gains two ranks a jump,
// so one starting on its second rank lands at most four times.
const maxLandings = Ranks/2 - 1

// placeFrom marks a Flying Machine placement in a move's from field.
const placeFrom = 127

// move is a decoded game.Move. A move is encoded as from<<28 | land[0]<<21
// | (land[1]+1)<<14 | (land[2]+1)<<7 | (land[3]+1), the further landings
// being those of a jump chain; a placement has from = placeFrom and its
// square in land[0]. Moves therefore sort by the square they leave, and
// placements come last, in square order.
type move struct {
	place bool
	from  int
	n     int // landings
	land  [maxLandings]int
}

func (mv move) to() int { return mv.land[0] }

// moveFrom and moveTo read a move's from field and first landing, and
// oneLanding reports that it has no other: what the hot paths ask of a
// move without decoding it.
func moveFrom(m game.Move) int    { return int(m >> 28 & 127) }
func moveTo(m game.Move) int      { return int(m >> 21 & 127) }
func oneLanding(m game.Move) bool { return m&(1<<21-1) == 0 }

func decode(m game.Move) move {
	mv := move{from: moveFrom(m), n: 1}
	mv.land[0] = moveTo(m)
	if mv.from == placeFrom {
		mv.place = true
		return mv
	}
	for i := 1; i < maxLandings; i++ {
		l := int(m >> (21 - 7*i) & 127)
		if l == 0 {
			break
		}
		mv.land[i] = l - 1
		mv.n++
	}
	return mv
}

func encodeStep(from, to int) game.Move { return game.Move(from<<28 | to<<21) }

func encodePlace(sq int) game.Move { return game.Move(placeFrom<<28 | sq<<21) }

func isPlacement(m game.Move) bool { return moveFrom(m) == placeFrom }

func encodeChain(from int, land []int) game.Move {
	m := encodeStep(from, land[0])
	for i := 1; i < len(land); i++ {
		m |= game.Move(land[i]+1) << (21 - 7*i)
	}
	return m
}

// Geometry tables, built once: the rays of the sliders in the eight
// directions (orthogonal first), and the squares a King or Horse reaches.
var (
	rays      [size][8][]int8
	kingSteps [size][]int8
	horseHops [size][]int8
)

var directions = [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}}

func onBoard(f, r int) bool { return f >= 0 && f < Files && r >= 0 && r < Ranks }

func init() {
	for sq := 0; sq < size; sq++ {
		f, r := fileOf(sq), rankOf(sq)
		for d, dir := range directions {
			for i := 1; onBoard(f+i*dir[0], r+i*dir[1]); i++ {
				rays[sq][d] = append(rays[sq][d], int8((r+i*dir[1])*Files+f+i*dir[0]))
			}
			if onBoard(f+dir[0], r+dir[1]) {
				kingSteps[sq] = append(kingSteps[sq], int8((r+dir[1])*Files+f+dir[0]))
			}
		}
		for _, h := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			if onBoard(f+h[0], r+h[1]) {
				horseHops[sq] = append(horseHops[sq], int8((r+h[1])*Files+f+h[0]))
			}
		}
		// In square order, so that a King's or Horse's moves come sorted.
		slices.Sort(kingSteps[sq])
		slices.Sort(horseHops[sq])
		squareFile[sq], squareRank[sq] = int8(f), int8(r)
		if sq != citadel[White] && sq != citadel[Black] {
			placeable.toggle(sq)
		}
		onBoardSet.toggle(sq)
		for _, t := range kingSteps[sq] {
			leapSet[King][sq].toggle(int(t))
		}
		for _, t := range horseHops[sq] {
			leapSet[Horse][sq].toggle(int(t))
		}
		for p := White; p <= Black; p++ {
			if r == lastRank[p] {
				continue // the Troop cannot move
			}
			t := &troopInfo[p][sq]
			*t |= 4
			if f > 0 {
				*t |= 1
			}
			if f < Files-1 {
				*t |= 2
			}
			if troopHome[p][sq] {
				*t |= 8
			}
		}
		for d := range directions {
			for _, t := range rays[sq][d] {
				rayFrom[d][sq+1].toggle(int(t))
			}
		}
	}
	for p := White; p <= Black; p++ {
		enemyCitadel[p].toggle(citadel[1-p])
		for sq := 0; sq < size; sq++ {
			if safeTroop[p][sq] {
				safeSet[p].toggle(sq)
			}
		}
	}
}

// Square sets for the move generator: the board; the squares a King or a
// Horse reaches from each square; and each side's enemy citadel, and the
// squares where an enemy Troop of it cannot be captured.
var (
	onBoardSet   squareSet
	leapSet      [8][size]squareSet // by kind: a King's steps and a Horse's leaps
	enemyCitadel [2]squareSet
	safeSet      [2]squareSet
)

// troopInfo describes each square for a Troop of each side: whether the
// Troop can still move, not being on its far rank (bit 2), and then
// whether the square has a file to its left (bit 0) and to its right
// (bit 1), and whether the Troop may double-step from there (bit 3).
// A Troop on its far rank has no bit set.
var troopInfo [2][cellSpan]uint8

// rayFrom holds, by direction, the squares of the ray from each square,
// indexed by the square plus one; the entries before the first square
// and past the last are empty, so that a ray from "no square" is empty.
// Its length is a power of two, so that masked indices need no check.
var rayFrom [8][256]squareSet

// rayUp returns the squares of ray (a direction of rayFrom in which
// square numbers increase) from the square at-1 up to its first square
// occupied in occ, included: the ray from that square on is taken away.
func rayUp(ray *[256]squareSet, at int, occLo, occHi uint64) (uint64, uint64) {
	r := &ray[at&255]
	first := bits.TrailingZeros64(r[0] & occLo)
	if next := 64 + bits.TrailingZeros64(r[1]&occHi); first == 64 {
		first = next
	}
	b := &ray[(first+1)&255]
	return r[0] &^ b[0], r[1] &^ b[1]
}

// rayDown is rayUp for a direction in which square numbers decrease: the
// first occupied square is the highest.
func rayDown(ray *[256]squareSet, at int, occLo, occHi uint64) (uint64, uint64) {
	r := &ray[at&255]
	first := bits.Len64(r[0]&occLo) - 1
	if high := bits.Len64(r[1] & occHi); high != 0 {
		first = 63 + high
	}
	b := &ray[(first+1)&255]
	return r[0] &^ b[0], r[1] &^ b[1]
}

// squareFile and squareRank give each square's file and rank, for the
// move generator.
var squareFile, squareRank [cellSpan]int8

// placeable holds the squares a Flying Machine may be placed on when
// vacant: all but the citadels.
var placeable squareSet

// immune reports whether the piece on sq is a Troop on its far rank that
// cannot be captured or jumped: one on the enemy citadel can.
func (s *State) immune(sq int) bool {
	c := s.cells[sq]
	return isTroop(c.kind()) && rankOf(sq) == lastRank[c.owner()] && sq != citadel[1-c.owner()]
}

// The classes of prey: what a side may capture, by cell.
const (
	preyPiece = 1 // an enemy piece other than a Troop
	preyTroop = 2 // an enemy Troop, unless safe where it stands
	preyEmpty = 4 // an empty square
)

// prey classifies each cell as prey of each side; empty squares, one's own
// pieces and Flying Machines are not prey.
var prey = func() (t [2][256]uint8) {
	for p := White; p <= Black; p++ {
		t[p][0] = preyEmpty
		for k := King; k < Machine; k++ {
			c := makeCell(1-p, k)
			t[p][c] = preyPiece
			if isTroop(k) {
				t[p][c] = preyTroop
			}
		}
	}
	return t
}()

// safeTroop marks the squares where an enemy Troop of each side cannot be
// captured: its own far rank, but for the citadel of the side.
var safeTroop = func() (t [2][size]bool) {
	for p := White; p <= Black; p++ {
		for sq := 0; sq < size; sq++ {
			t[p][sq] = rankOf(sq) == lastRank[1-p] && sq != citadel[p]
		}
	}
	return t
}()

// LegalMoves appends the legal moves in ascending order.
func (s *State) LegalMoves(dst []game.Move) []game.Move {
	if s.seizes(s.toMove) || s.quiet >= QuietLimit {
		return dst
	}
	return s.generate(dst)
}

// generate appends the legal moves of the side to move, ignoring whether
// the game is over, sorted.
func (s *State) generate(dst []game.Move) []game.Move {
	start := len(dst)
	// Pieces come in square order and each piece's moves come sorted;
	// placements come last and are generated in order.
	dst, jump := s.pieceMoves(dst, genAll)
	if !jump {
		return s.placements(dst)
	}
	// A Troop can jump: a capture of a Troop is owed.
	dst = s.jumps(dst[:start])
	dst, _ = s.pieceMoves(dst, genOwed)
	slices.Sort(dst[start:])
	return dst
}

// TacticalMoves appends the legal moves that Tactical rates above 0 (the
// captures, and the moves onto the enemy citadel), sorted, for the
// engine's quiescence search. The game must not be over.
func (s *State) TacticalMoves(dst []game.Move) []game.Move {
	start := len(dst)
	// Most positions owe no capture: the noisy moves' pass tells, and the
	// jumps are listed only when it finds one.
	dst, jump := s.pieceMoves(dst, genNoisy)
	if !jump {
		return dst
	}
	dst = s.jumps(dst[:start])
	dst, _ = s.pieceMoves(dst, genOwed)
	slices.Sort(dst[start:])
	return dst
}

// canMove reports whether the side to move has a legal move. It runs
// after every move of a search, so it first looks for a move that is
// legal whenever it can be made: a placement, a Troop's step or a piece's
// move onto a neighbouring empty square. Such a move is legal unless a
// capture is owed, and then a jump is.
func (s *State) canMove() bool {
	p := s.toMove & 1
	emptyLo := onBoardSet[0] &^ (s.occ[White][0] | s.occ[Black][0])
	emptyHi := onBoardSet[1] &^ (s.occ[White][1] | s.occ[Black][1])
	if s.reserve[p] > 0 && (placeable[0]&emptyLo != 0 || placeable[1]&emptyHi != 0) {
		return true // a placement
	}
	// The squares ahead of the Troops: none ahead of one on its far rank
	// is on the board.
	lo, hi := s.troops[p][0], s.troops[p][1]
	if p == White {
		lo, hi = lo<<Files, hi<<Files|lo>>(64-Files)
	} else {
		lo, hi = lo>>Files|hi<<(64-Files), hi>>Files
	}
	if lo&emptyLo != 0 || hi&emptyHi != 0 {
		return true
	}
	for w := range 2 {
		for own := s.occ[p][w] &^ s.troops[p][w] &^ s.machines[w]; own != 0; own &= own - 1 {
			sq := (w<<6 | bits.TrailingZeros64(own)) & (cellSpan - 1)
			n := &neighbours[s.cells[sq]&7][sq]
			if n[0]&emptyLo != 0 || n[1]&emptyHi != 0 {
				return true
			}
		}
	}
	var buf [256]game.Move
	return len(s.generate(buf[:0])) > 0
}

// neighbours holds, by kind and square, the squares next to it that a
// piece of the kind other than a Troop reaches in one move: all eight for
// a King or General, those along ranks and files for a Mortar, along
// diagonals for a Cannon, and a Horse's leaps.
var neighbours = func() (t [8][cellSpan]squareSet) {
	for sq := 0; sq < size; sq++ {
		f, r := fileOf(sq), rankOf(sq)
		for d, dir := range directions {
			if !onBoard(f+dir[0], r+dir[1]) {
				continue
			}
			next := (r+dir[1])*Files + f + dir[0]
			t[King][sq].toggle(next)
			t[General][sq].toggle(next)
			if d < 4 {
				t[Mortar][sq].toggle(next)
			} else {
				t[Cannon][sq].toggle(next)
			}
		}
		for _, h := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			if onBoard(f+h[0], r+h[1]) {
				t[Horse][sq].toggle((r+h[1])*Files + f + h[0])
			}
		}
	}
	return t
}()

// jumps appends every complete jump chain of the side to move.
func (s *State) jumps(dst []game.Move) []game.Move {
	p := s.toMove
	var land [maxLandings]int
	for w, own := range s.occ[p&1] {
		for ; own != 0; own &= own - 1 {
			sq := w<<6 | bits.TrailingZeros64(own)
			c := s.cells[sq]
			if !isTroop(c.kind()) || int(squareRank[sq]) == lastRank[p&1] {
				continue
			}
			// Most Troops have no enemy Troop diagonally ahead: skip
			// them without a call.
			one, f := sq+forward[p&1], squareFile[sq]
			if (f == 0 || !s.enemyTroop(one-1, p)) && (f == Files-1 || !s.enemyTroop(one+1, p)) {
				continue
			}
			dst = s.chains(dst, sq, sq, land[:0])
		}
	}
	return dst
}

// enemyTroop reports whether an enemy Troop of p stands on sq.
func (s *State) enemyTroop(sq int, p game.Player) bool {
	c := s.cells[sq]
	return (c.kind() == Van || c.kind() == Rear) && c.owner() != p
}

// jumpTargets returns the squares a Troop of p standing at at can jump to
// next, as a count and the squares.
func (s *State) jumpTargets(p game.Player, at int) (int, [2]int) {
	var out [2]int
	n := 0
	r := rankOf(at) + 2*(1-2*int(p))
	if r < 0 || r >= Ranks {
		return 0, out
	}
	for _, df := range [2]int{-1, 1} {
		f := fileOf(at) + 2*df
		if f < 0 || f >= Files {
			continue
		}
		over := at + forward[p] + df
		to := r*Files + f
		oc := s.cells[over]
		if !isTroop(oc.kind()) || oc.owner() == p || s.immune(over) || s.cells[to] != 0 {
			continue
		}
		out[n] = to
		n++
	}
	return n, out
}

// chains extends a chain of jumps that has reached at and appends the
// complete chains.
func (s *State) chains(dst []game.Move, from, at int, land []int) []game.Move {
	n, next := s.jumpTargets(s.toMove, at)
	if n == 0 {
		if len(land) > 0 {
			dst = append(dst, encodeChain(from, land))
		}
		return dst
	}
	for _, to := range next[:n] {
		dst = s.chains(dst, from, to, append(land, to))
	}
	return dst
}

// genMode says which moves pieceMoves generates.
type genMode uint8

const (
	genAll   genMode = iota
	genOwed          // a capture is owed: only captures of enemy Troops
	genNoisy         // captures, and moves onto the enemy citadel
)

// pieceMoves appends the steps, slides, leaps and displacement captures of
// the side to move that mode asks for, each piece's sorted, and reports
// whether a Troop of the side to move can jump.
//
// It is written to branch little: the squares a piece other than a Troop
// may move to are found as a set of squares, which yields them in order,
// and each candidate Troop move is written out and kept or not by the
// count.
func (s *State) pieceMoves(dst []game.Move, mode genMode) ([]game.Move, bool) {
	p := s.toMove & 1
	kind := &prey[p]
	allow := &allowed[mode&3][p]
	cells := &s.cells
	fw := forward[p]
	ep := int(s.ep)
	all := 0
	if mode == genAll {
		all = 1
	}
	jump := false
	// The squares a piece other than a Troop may land on: the enemy
	// pieces it may take, and the empty squares mode wants.
	occLo, occHi := s.occ[White][0]|s.occ[Black][0], s.occ[White][1]|s.occ[Black][1]
	enemy, troops := s.occ[1-p], s.troops[1-p]
	landLo := enemy[0] &^ s.machines[0] &^ (troops[0] & safeSet[p][0])
	landHi := enemy[1] &^ s.machines[1] &^ (troops[1] & safeSet[p][1])
	switch mode {
	case genAll:
		landLo |= onBoardSet[0] &^ occLo
		landHi |= onBoardSet[1] &^ occHi
	case genOwed:
		landLo &= troops[0]
		landHi &= troops[1]
	case genNoisy:
		landLo |= enemyCitadel[p][0] &^ occLo
		landHi |= enemyCitadel[p][1] &^ occHi
	}
	// A Troop's moves in square order: for Black the double step first,
	// for White last.
	before, after := 0, 1
	if p == Black {
		before, after = 1, 0
	}
	// The moves are written into out, past the end of dst, which has room
	// for all of them; moves written past the last are cut off.
	n := len(dst)
	if cap(dst)-n < maxPieceMoves {
		dst = slices.Grow(dst, maxPieceMoves)
	}
	out := dst[n : n+maxPieceMoves]
	const mask = maxPieceMoves - 1
	i := 0
	for w, own := range s.occ[p] {
		for own &^= s.machines[w]; own != 0; own &= own - 1 {
			sq := w<<6 | bits.TrailingZeros64(own)
			from := encodeStep(sq, 0)
			k := cells[sq&(cellSpan-1)].kind()
			if k >= Van {
				// The candidates are worked out without branching: a
				// missing neighbour is replaced by the square ahead and
				// masked out, as are all the moves of a Troop on its far
				// rank, which has no neighbours in troopInfo.
				t := troopInfo[p][sq&(cellSpan-1)]
				live := -(t >> 2 & 1)
				one := sq + fw
				left, right := one-int(t&1), one+int(t>>1&1)
				two := one + fw*int(t>>3&1)
				mL := kind[cells[left&(cellSpan-1)]] & allow[left&(cellSpan-1)] & (preyPiece | preyTroop) & -(t & 1) & live
				mR := kind[cells[right&(cellSpan-1)]] & allow[right&(cellSpan-1)] & (preyPiece | preyTroop) & -(t >> 1 & 1) & live
				epL, epR := 0, 0
				if ep == left {
					epL = 1
				}
				if ep == right {
					epR = 1
				}
				takeL := int((mL|mL>>1)&1) | epL&int(t&1)
				takeR := int((mR|mR>>1)&1) | epR&int(t>>1&1)
				ahead := kind[cells[one&(cellSpan-1)]] & live
				step := int(ahead & allow[one&(cellSpan-1)] >> 2 & 1)
				double := int(ahead&kind[cells[two&(cellSpan-1)]]>>2&(t>>3)) & all
				out[i&mask] = from | game.Move(two)<<21
				i += double & before
				out[i&mask] = from | game.Move(left)<<21
				i += takeL
				out[i&mask] = from | game.Move(one)<<21
				i += step
				out[i&mask] = from | game.Move(right)<<21
				i += takeR
				out[i&mask] = from | game.Move(two)<<21
				i += double & after
				if (mL|mR)&preyTroop != 0 {
					jump = jump || mL&preyTroop != 0 && s.canJumpOver(p, left, -1) ||
						mR&preyTroop != 0 && s.canJumpOver(p, right, 1)
				}
				continue
			}
			toLo, toHi := leapSet[k&7][sq&(cellSpan-1)][0], leapSet[k&7][sq&(cellSpan-1)][1]
			if k != Horse && k != King {
				// A slider: along ranks and files unless a Cannon,
				// along diagonals unless a Mortar.
				at := sq + 1
				if k != Cannon {
					aLo, aHi := rayUp(&rayFrom[0], at, occLo, occHi)
					bLo, bHi := rayDown(&rayFrom[1], at, occLo, occHi)
					cLo, cHi := rayUp(&rayFrom[2], at, occLo, occHi)
					dLo, dHi := rayDown(&rayFrom[3], at, occLo, occHi)
					toLo, toHi = toLo|aLo|bLo|cLo|dLo, toHi|aHi|bHi|cHi|dHi
				}
				if k != Mortar {
					aLo, aHi := rayUp(&rayFrom[4], at, occLo, occHi)
					bLo, bHi := rayUp(&rayFrom[5], at, occLo, occHi)
					cLo, cHi := rayDown(&rayFrom[6], at, occLo, occHi)
					dLo, dHi := rayDown(&rayFrom[7], at, occLo, occHi)
					toLo, toHi = toLo|aLo|bLo|cLo|dLo, toHi|aHi|bHi|cHi|dHi
				}
			}
			// Two moves a turn of the loop.
			toLo &= landLo
			toHi &= landHi
			j, next := i, i+bits.OnesCount64(toLo)
			for ; toLo != 0; j += 2 {
				out[j&mask] = from | game.Move(bits.TrailingZeros64(toLo))<<21
				toLo &= toLo - 1
				out[(j+1)&mask] = from | game.Move(bits.TrailingZeros64(toLo)&63)<<21
				toLo &= toLo - 1
			}
			j, i = next, next+bits.OnesCount64(toHi)
			for ; toHi != 0; j += 2 {
				out[j&mask] = from | game.Move(64+bits.TrailingZeros64(toHi))<<21
				toHi &= toHi - 1
				out[(j+1)&mask] = from | game.Move(64+bits.TrailingZeros64(toHi)&63)<<21
				toHi &= toHi - 1
			}
		}
	}
	return dst[:n+i&mask], jump
}

// maxPieceMoves bounds the moves of one side's pieces, with room to spare
// for the moves written past the last: a power of two.
const maxPieceMoves = 256

// allowed gives, by mode, side to move and square, the classes of prey
// (preyEmpty for an empty square) that a move onto the square may find
// there: an empty square only in the modes that want it, no Troop where
// it is safe, only Troops when a capture is owed.
var allowed = func() (t [3][2][cellSpan]uint8) {
	for mode := genAll; mode <= genNoisy; mode++ {
		for p := White; p <= Black; p++ {
			for sq := 0; sq < size; sq++ {
				var a uint8
				if mode == genAll || mode == genNoisy && sq == citadel[1-p] {
					a |= preyEmpty
				}
				if mode != genOwed {
					a |= preyPiece
				}
				if !safeTroop[p][sq] {
					a |= preyTroop
				}
				t[mode][p][sq] = a
			}
		}
	}
	return t
}()

// canJumpOver reports whether a Troop of p that may take the piece on
// over, diagonally ahead of it in file direction df, can jump it instead:
// it must be a Troop and the square beyond must be on the board and vacant.
func (s *State) canJumpOver(p game.Player, over, df int) bool {
	if !isTroop(s.cells[over].kind()) {
		return false
	}
	f := int(squareFile[over]) + df
	to := over + forward[p&1] + df
	return f >= 0 && f < Files && uint(to) < size && s.cells[to] == 0
}

// placements appends the Flying Machine placements of the side to move.
func (s *State) placements(dst []game.Move) []game.Move {
	if s.reserve[s.toMove] == 0 {
		return dst
	}
	n := len(dst)
	if cap(dst)-n < 128 {
		dst = slices.Grow(dst, 128)
	}
	// Four placements a turn of the loop, into out, past the end of dst;
	// those written past the last are cut off.
	out := dst[n : n+128]
	i := 0
	for w, in := range placeable {
		free := in &^ (s.occ[White][w] | s.occ[Black][w])
		base := encodePlace(w << 6)
		j := i
		i += bits.OnesCount64(free)
		for ; free != 0; j += 4 {
			out[j&127] = base | game.Move(bits.TrailingZeros64(free))<<21
			free &= free - 1
			out[(j+1)&127] = base | game.Move(bits.TrailingZeros64(free)&63)<<21
			free &= free - 1
			out[(j+2)&127] = base | game.Move(bits.TrailingZeros64(free)&63)<<21
			free &= free - 1
			out[(j+3)&127] = base | game.Move(bits.TrailingZeros64(free)&63)<<21
			free &= free - 1
		}
	}
	return dst[:n+i&127]
}

// isCapture reports whether a move legal here takes a piece.
func (s *State) isCapture(mv move) bool {
	if mv.place {
		return false
	}
	c := s.cells[mv.from]
	return s.cells[mv.to()] != 0 || (isTroop(c.kind()) && fileOf(mv.to()) != fileOf(mv.from))
}

// MovePath returns the squares a move touches: the piece's square and its
// landings, or the square a Flying Machine is placed on.
func (s *State) MovePath(m game.Move) []int {
	mv := decode(m)
	if mv.place {
		return []int{mv.to()}
	}
	return append([]int{mv.from}, mv.land[:mv.n]...)
}

// LegalQuiet reports whether m is a legal move that Tactical rates 0 at
// first sight (see quietMove): a placement, or a step or slide onto an
// empty square other than the enemy citadel. The engine asks it of a
// node's killers and table move before it lists the node's moves
// (engine.QuietChecker), so it looks at m's piece and path alone, and at
// whether a capture is owed.
func (s *State) LegalQuiet(m game.Move) bool {
	p := s.toMove & 1
	if s.seizes(p) || s.quiet >= QuietLimit {
		return false // the game is over
	}
	from, to := moveFrom(m), moveTo(m)
	if to >= size || s.cells[to] != 0 {
		return false
	}
	if from == placeFrom {
		return m == encodePlace(to) && s.reserve[p] > 0 && placeable.has(to) && !s.owes()
	}
	if m != encodeStep(from, to) || from >= size || to == citadel[1-p] {
		return false
	}
	c := s.cells[from]
	if c == 0 || c.owner() != p {
		return false
	}
	switch k := c.kind(); k {
	case Machine:
		return false
	case Van, Rear:
		t := troopInfo[p][from]
		one := from + forward[p]
		if t&4 == 0 || to != one && (t&8 == 0 || to != one+forward[p] || s.cells[one] != 0) {
			return false
		}
	case King, Horse:
		if !leapSet[k][from].has(to) {
			return false
		}
	default:
		if !s.slides(k, from, to) {
			return false
		}
	}
	return !s.owes()
}

// slides reports whether a slider of kind k on from reaches to in one
// straight line over empty squares: along a rank or file unless a Cannon,
// along a diagonal unless a Mortar.
func (s *State) slides(k, from, to int) bool {
	df, dr := int(squareFile[to]-squareFile[from]), int(squareRank[to]-squareRank[from])
	switch {
	case df == 0 && dr == 0:
		return false
	case df == 0 || dr == 0:
		if k == Cannon {
			return false
		}
	case df == dr || df == -dr:
		if k == Mortar {
			return false
		}
	default:
		return false
	}
	step := sign(dr)*Files + sign(df)
	for sq := from + step; sq != to; sq += step {
		if s.cells[sq] != 0 {
			return false
		}
	}
	return true
}

// owes reports whether the side to move owes a capture: one of its Troops
// can jump an enemy Troop (the test pieceMoves makes as it goes).
func (s *State) owes() bool {
	p := s.toMove & 1
	kind, allow := &prey[p], &allowed[genAll][p]
	for w, own := range s.troops[p] {
		for ; own != 0; own &= own - 1 {
			sq := w<<6 | bits.TrailingZeros64(own)
			t := troopInfo[p][sq&(cellSpan-1)]
			if t&4 == 0 {
				continue // on its far rank
			}
			one := sq + forward[p]
			if left := one - 1; t&1 != 0 && kind[s.cells[left&(cellSpan-1)]]&allow[left&(cellSpan-1)]&preyTroop != 0 && s.canJumpOver(p, left, -1) {
				return true
			}
			if right := one + 1; t&2 != 0 && kind[s.cells[right&(cellSpan-1)]]&allow[right&(cellSpan-1)]&preyTroop != 0 && s.canJumpOver(p, right, 1) {
				return true
			}
		}
	}
	return false
}
