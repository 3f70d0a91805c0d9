package war

import (
	"fmt"
	"slices"
	"strings"

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

func decode(m game.Move) move {
	mv := move{from: int(m >> 28 & 127), n: 1}
	mv.land[0] = int(m >> 21 & 127)
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

func isPlacement(m game.Move) bool { return m>>28 == placeFrom }

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
	}
}

// slides gives the ray directions of each sliding kind.
var slides = [Machine + 1][]int{
	General: {0, 1, 2, 3, 4, 5, 6, 7},
	Mortar:  {0, 1, 2, 3},
	Cannon:  {4, 5, 6, 7},
}

// immune reports whether the piece on sq is a Troop on its far rank that
// cannot be captured or jumped: one on the enemy citadel can.
func (s *State) immune(sq int) bool {
	c := s.cells[sq]
	return isTroop(c.kind()) && rankOf(sq) == lastRank[c.owner()] && sq != citadel[1-c.owner()]
}

// takeable reports whether side p may capture the piece on sq; with
// troopsOnly (a capture is owed) only enemy Troops count.
func (s *State) takeable(sq int, p game.Player, troopsOnly bool) bool {
	c := s.cells[sq]
	if c == 0 || c.owner() == p || c.kind() == Machine {
		return false
	}
	if !isTroop(c.kind()) {
		return !troopsOnly
	}
	return rankOf(sq) != lastRank[c.owner()] || sq == citadel[p] // not immune
}

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
	dst = s.jumps(dst)
	if len(dst) > start {
		dst = s.pieceMoves(dst, genOwed)
		slices.Sort(dst[start:])
		return dst
	}
	dst = s.pieceMoves(dst, genAll)
	// Each piece's moves are together and pieces come in square order,
	// so sorting each piece's few moves sorts them all; placements come
	// last and are generated in order.
	return s.placements(dst)
}

// TacticalMoves appends the legal moves that Tactical rates above 0 (the
// captures, and the moves onto the enemy citadel), sorted, for the
// engine's quiescence search. The game must not be over.
func (s *State) TacticalMoves(dst []game.Move) []game.Move {
	start := len(dst)
	dst = s.jumps(dst)
	if len(dst) > start {
		dst = s.pieceMoves(dst, genOwed)
		slices.Sort(dst[start:])
		return dst
	}
	return s.pieceMoves(dst, genNoisy)
}

// canMove reports whether the side to move has a legal move.
func (s *State) canMove() bool {
	if s.reserve[s.toMove] > 0 {
		for sq, c := range s.cells {
			if c == 0 && sq != citadel[0] && sq != citadel[1] {
				return true // a placement, or a capture owed
			}
		}
	}
	var buf [256]game.Move
	return len(s.generate(buf[:0])) > 0
}

// jumps appends every complete jump chain of the side to move.
func (s *State) jumps(dst []game.Move) []game.Move {
	p := s.toMove
	var land [maxLandings]int
	for sq, c := range s.cells {
		if c == 0 || c.owner() != p || !isTroop(c.kind()) || rankOf(sq) == lastRank[p] {
			continue
		}
		// Most Troops have no enemy Troop diagonally ahead: skip them
		// without a call.
		one, f := sq+forward[p], fileOf(sq)
		if (f == 0 || !s.enemyTroop(one-1, p)) && (f == Files-1 || !s.enemyTroop(one+1, p)) {
			continue
		}
		dst = s.chains(dst, sq, sq, land[:0])
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

// quietOK reports whether a move of the side to move to the empty square
// t is wanted.
func (s *State) quietOK(t int, mode genMode) bool {
	return mode == genAll || (mode == genNoisy && t == citadel[1-s.toMove])
}

// pieceMoves appends the steps, slides, leaps and displacement captures of
// the side to move that mode asks for.
func (s *State) pieceMoves(dst []game.Move, mode genMode) []game.Move {
	owed := mode == genOwed
	p := s.toMove
	for sq, c := range s.cells {
		if c == 0 || c.owner() != p {
			continue
		}
		first := len(dst)
		switch k := c.kind(); k {
		case King:
			dst = s.targets(dst, sq, kingSteps[sq], mode)
		case Horse:
			dst = s.targets(dst, sq, horseHops[sq], mode)
		case General, Mortar, Cannon:
			for _, d := range slides[k] {
				for _, t := range rays[sq][d] {
					if s.cells[t] == 0 {
						if s.quietOK(int(t), mode) {
							dst = append(dst, encodeStep(sq, int(t)))
						}
						continue
					}
					if s.takeable(int(t), p, owed) {
						dst = append(dst, encodeStep(sq, int(t)))
					}
					break
				}
			}
		case Van, Rear:
			dst = s.troopMoves(dst, sq, mode)
		}
		insertionSort(dst[first:])
	}
	return dst
}

// targets appends the moves from sq to each of the given squares that is
// empty (as mode allows) or holds a piece that may be taken.
func (s *State) targets(dst []game.Move, sq int, to []int8, mode genMode) []game.Move {
	for _, t := range to {
		if s.cells[t] == 0 {
			if s.quietOK(int(t), mode) {
				dst = append(dst, encodeStep(sq, int(t)))
			}
		} else if s.takeable(int(t), s.toMove, mode == genOwed) {
			dst = append(dst, encodeStep(sq, int(t)))
		}
	}
	return dst
}

// troopMoves appends a Troop's steps and displacement captures.
func (s *State) troopMoves(dst []game.Move, sq int, mode genMode) []game.Move {
	p := s.toMove
	owed := mode == genOwed
	if rankOf(sq) == lastRank[p] {
		return dst // immobile for good
	}
	one := sq + forward[p]
	if s.cells[one] == 0 && s.quietOK(one, mode) {
		dst = append(dst, encodeStep(sq, one))
	}
	if s.cells[one] == 0 && mode == genAll {
		if two := one + forward[p]; troopHome[p][sq] && two >= 0 && two < size && s.cells[two] == 0 {
			dst = append(dst, encodeStep(sq, two))
		}
	}
	for _, df := range [2]int{-1, 1} {
		f := fileOf(sq) + df
		if f < 0 || f >= Files {
			continue
		}
		t := one + df
		if s.takeable(t, p, owed) || int(s.ep) == t {
			dst = append(dst, encodeStep(sq, t))
		}
	}
	return dst
}

// placements appends the Flying Machine placements of the side to move.
func (s *State) placements(dst []game.Move) []game.Move {
	if s.reserve[s.toMove] == 0 {
		return dst
	}
	for sq, c := range s.cells {
		if c == 0 && sq != citadel[0] && sq != citadel[1] {
			dst = append(dst, encodePlace(sq))
		}
	}
	return dst
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

// MoveString writes a move in algebraic notation: "e3-e5" for a step or
// slide, "f3xg4" for a capture, "b3:d5:f7" for a chain of jumps and
// "FM@e6" for a Flying Machine placement.
func (s *State) MoveString(m game.Move) string {
	mv := decode(m)
	if mv.place {
		return "FM@" + squareName(mv.to())
	}
	c := s.cells[mv.from]
	if isTroop(c.kind()) {
		if d := mv.to() - mv.from; d == 2*forward[c.owner()]+2 || d == 2*forward[c.owner()]-2 {
			var b strings.Builder
			b.WriteString(squareName(mv.from))
			for _, l := range mv.land[:mv.n] {
				b.WriteByte(':')
				b.WriteString(squareName(l))
			}
			return b.String()
		}
	}
	sep := "-"
	if s.isCapture(mv) {
		sep = "x"
	}
	return squareName(mv.from) + sep + squareName(mv.to())
}

// ParseMove reads a move in the notation of MoveString (case does not
// matter, and "-" and "x" are interchangeable) and checks that it is legal
// here; otherwise the error says why not. The squares alone name a move,
// so the separators are not checked.
func (s *State) ParseMove(text string) (game.Move, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	var path []int
	switch {
	case strings.HasPrefix(t, "fm@"):
		sq, ok := Board.Lookup(t[3:])
		if !ok {
			return 0, fmt.Errorf("move %q: no square %q on the board", text, t[3:])
		}
		path = []int{sq}
	default:
		parts := strings.FieldsFunc(t, func(r rune) bool { return r == '-' || r == 'x' || r == ':' })
		if len(parts) < 2 || len(parts) > maxLandings+1 {
			return 0, fmt.Errorf("move %q: want from-to, fromxto, a chain such as b3:d5:f7, or FM@square", text)
		}
		for _, part := range parts {
			sq, ok := Board.Lookup(part)
			if !ok {
				return 0, fmt.Errorf("move %q: no square %q on the board", text, part)
			}
			path = append(path, sq)
		}
	}
	var buf [256]game.Move
	for _, m := range s.LegalMoves(buf[:0]) {
		if slices.Equal(s.MovePath(m), path) {
			return m, nil
		}
	}
	if s.Outcome().Over {
		return 0, fmt.Errorf("move %q: the game is over", text)
	}
	if why := s.Explain(path); why != "" {
		return 0, fmt.Errorf("move %q is not legal here: %s", text, why)
	}
	return 0, fmt.Errorf("move %q is not legal here", text)
}

func insertionSort(ms []game.Move) {
	for i := 1; i < len(ms); i++ {
		m := ms[i]
		j := i
		for ; j > 0 && ms[j-1] > m; j-- {
			ms[j] = ms[j-1]
		}
		ms[j] = m
	}
}
