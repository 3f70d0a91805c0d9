package war

import (
	"math/bits"

	"parlour/game"
	"parlour/lang"
)

// cell is what stands on a square: 0 for empty, else a kind in the low
// four bits and the owner in bit 4. A placed Flying Machine is a cell of
// kind Machine owned by the side that placed it.
type cell uint8

func makeCell(p game.Player, kind int) cell { return cell(kind) | cell(p)<<4 }
func (c cell) kind() int                    { return int(c & 15) }
func (c cell) owner() game.Player           { return game.Player(c >> 4) }

// State is a position of the Game of War with its undo history.
type State struct {
	enPassant bool           // the en passant setting
	cells     [cellSpan]cell // by square; the squares past the board stay empty
	reserve   [2]int8        // unused Flying Machines
	toMove    game.Player
	ep        int8  // square a Troop just passed with a double step, when an enemy Troop may take it en passant; or -1
	quiet     int16 // plies since a capture, a Troop move or a placement
	hash      uint64
	worth     [2]int32     // the sum of pieceWorth over each side's pieces, for Evaluate
	occ       [2]squareSet // the squares each side's pieces and placed machines stand on
	troops    [2]squareSet // the squares each side's Troops stand on
	machines  squareSet    // the blocked squares
	undo      []undoRecord
}

// undoRecord keeps what a move destroyed.
type undoRecord struct {
	move     game.Move
	captured [maxLandings]cell // pieces taken, in the order of the move, 0 past the last
	victims  [maxLandings]int8 // the squares they stood on
	ep       int8
	from     int8 // the square left, or placeFrom for a placement
	to       int8 // the square landed on last, or the square of a placement
	quiet    int16
	hash     uint64
	worth    [2]int32
}

var zobrist = game.NewZobrist(0x57617231393130, 16*size+2*(Machines+1)+1+size)

func keyCell(sq int, c cell) uint64 {
	return zobrist[16*sq+c.kind()-1+8*int(c.owner())]
}
func keyReserve(p game.Player, n int8) uint64 {
	return zobrist[16*size+int(p)*(Machines+1)+int(n)]
}

var keyBlack = zobrist[16*size+2*(Machines+1)]

func keyEP(sq int8) uint64 {
	if sq < 0 {
		return 0
	}
	return zobrist[16*size+2*(Machines+1)+1+int(sq)]
}

func (s *State) rehash() {
	h := keyReserve(White, s.reserve[White]) ^ keyReserve(Black, s.reserve[Black]) ^ keyEP(s.ep)
	s.worth = [2]int32{}
	for sq, c := range s.cells[:size] {
		if c != 0 {
			h ^= keyCell(sq, c)
			s.worth[c.owner()&1] += int32(pieceWorth[c&31][sq])
		}
	}
	if s.toMove == Black {
		h ^= keyBlack
	}
	s.hash = h
}

// NumPlayers returns 2.
func (s *State) NumPlayers() int { return 2 }

// ToMove returns the side to move, or game.NoPlayer when the game is over.
// It asks what Outcome asks, without writing the reason.
func (s *State) ToMove() game.Player {
	if s.seizes(s.toMove) || s.quiet >= QuietLimit || !s.canMove() {
		return game.NoPlayer
	}
	return s.toMove
}

// seizes reports whether side p has a piece on the enemy citadel.
func (s *State) seizes(p game.Player) bool {
	c := s.cells[citadel[1-p]]
	return c != 0 && c.owner() == p
}

// Outcome reports whether the game is over: a side to move that still
// holds the enemy citadel wins, a side that cannot move loses, and
// QuietLimit plies without progress draw.
func (s *State) Outcome() game.Outcome {
	p := s.toMove & 1
	if s.seizes(p) {
		return game.Win(p, lang.T(heldReason[p]))
	}
	if s.quiet >= QuietLimit {
		return game.Draw(lang.T(quietReason))
	}
	if !s.canMove() {
		return game.Win(1-p, lang.T(stuckReason[p]))
	}
	return game.Ongoing
}

// The reasons Outcome gives, in English, written once: the engine asks
// for the outcome of every finished game it meets in a search, and
// lang.T finds their words in the player's language without making a
// string.
var (
	heldReason  = [2]string{lang.Key("White held the enemy citadel for a turn"), lang.Key("Black held the enemy citadel for a turn")}
	stuckReason = [2]string{lang.Key("White cannot move"), lang.Key("Black cannot move")}
	// The count is written out, as a catalog's key must be; a test
	// checks it is QuietLimit.
	quietReason = lang.Key("150 plies without a capture, a troop move or a flying machine")
)

// Hash returns the Zobrist hash of the position: pieces, blocked squares,
// unused machines, side to move and en passant square, but not the
// no-progress count, so that repeated positions hash alike.
func (s *State) Hash() uint64 { return s.hash }

// Repetition returns 3: threefold repetition is a draw.
func (s *State) Repetition() int { return 3 }

// Board returns the 10×10 board.
func (s *State) Board() *game.Board { return Board }

// PieceAt returns the piece on square p; a blocked square holds a Flying
// Machine.
func (s *State) PieceAt(p int) game.Piece {
	c := s.cells[p]
	if c == 0 {
		return game.Piece{}
	}
	return game.Piece{Owner: c.owner(), Kind: uint8(c.kind())}
}

// Reserve returns the Flying Machines side p has not placed yet.
func (s *State) Reserve(p game.Player) []game.Piece {
	if p != White && p != Black {
		return nil
	}
	out := make([]game.Piece, s.reserve[p])
	for i := range out {
		out[i] = game.Piece{Owner: p, Kind: Machine}
	}
	return out
}

// Clone returns an independent copy.
func (s *State) Clone() game.State {
	c := *s
	c.undo = append([]undoRecord(nil), s.undo...)
	return &c
}

// Apply plays a legal move.
func (s *State) Apply(m game.Move) {
	p := s.toMove & 1
	u := undoRecord{move: m, ep: s.ep, quiet: s.quiet, hash: s.hash, worth: s.worth}
	h := s.hash ^ keyEP(s.ep) ^ keyBlack
	s.ep = -1
	s.quiet++
	from, to := moveFrom(m), moveTo(m)
	u.from = int8(from)
	if from == placeFrom {
		c := makeCell(p, Machine)
		s.cells[to] = c
		s.occ[p].toggle(to)
		s.machines.toggle(to)
		h ^= keyCell(to, c) ^ keyReserve(p, s.reserve[p]) ^ keyReserve(p, s.reserve[p]-1)
		s.reserve[p]--
		s.quiet = 0
	} else {
		mover := s.cells[from]
		troop := isTroop(mover.kind())
		s.cells[from] = 0
		h ^= keyCell(from, mover)
		s.worth[p] -= int32(pieceWorth[mover&31][from&(cellSpan-1)])
		at := from
		for i := 0; ; i++ {
			victim := to
			if troop {
				victim = s.troopVictim(p, at, to)
			}
			if c := s.cells[victim]; c != 0 {
				u.captured[i] = c
				u.victims[i] = int8(victim)
				s.cells[victim] = 0
				s.worth[1-p] -= int32(pieceWorth[c&31][victim&(cellSpan-1)])
				s.occ[1-p].toggle(victim)
				if isTroop(c.kind()) {
					s.troops[1-p].toggle(victim)
				}
				h ^= keyCell(victim, c)
				s.quiet = 0
			}
			at = to
			if i+1 == maxLandings {
				break
			}
			next := int(m >> (14 - 7*i) & 127)
			if next == 0 {
				break
			}
			to = next - 1
		}
		s.cells[at] = mover
		s.worth[p] += int32(pieceWorth[mover&31][at&(cellSpan-1)])
		s.occ[p].toggle(from)
		s.occ[p].toggle(at)
		h ^= keyCell(at, mover)
		if troop {
			s.troops[p].toggle(from)
			s.troops[p].toggle(at)
			s.quiet = 0
			if s.enPassant && at-from == 2*forward[p] && s.passedBy(at) {
				s.ep = int8(from + forward[p])
				h ^= keyEP(s.ep)
			}
		}
		to = at
	}
	u.to = int8(to)
	s.undo = append(s.undo, u)
	s.toMove = 1 - p
	s.hash = h
}

// passedBy reports whether an enemy Troop stands beside the Troop that has
// just made a double step to sq, so that it may take it en passant. Only
// then is the square passed over recorded, so that positions that differ
// in nothing else repeat.
func (s *State) passedBy(sq int) bool {
	p := s.cells[sq].owner()
	for _, df := range [2]int{-1, 1} {
		if f := fileOf(sq) + df; f >= 0 && f < Files {
			if c := s.cells[sq+df]; isTroop(c.kind()) && c.owner() != p {
				return true
			}
		}
	}
	return false
}

// victim returns the square whose piece a step of mover from at to to
// takes (it may be empty): the square jumped over, the Troop passed by
// en passant, or the square landed on.
func (s *State) victim(mover cell, at, to int) int {
	if !isTroop(mover.kind()) {
		return to
	}
	return s.troopVictim(mover.owner(), at, to)
}

// troopVictim is victim for a Troop of side p.
func (s *State) troopVictim(p game.Player, at, to int) int {
	fw := forward[p&1]
	switch d := to - at; {
	case d == 2*fw+2 || d == 2*fw-2:
		return (at + to) >> 1
	case d != fw && d != 2*fw && s.cells[to] == 0:
		return to - fw // en passant
	}
	return to
}

// Undo takes back the last move.
func (s *State) Undo() {
	n := len(s.undo) - 1
	u := &s.undo[n]
	p := (1 - s.toMove) & 1
	s.toMove = p
	to := int(u.to)
	if u.from == placeFrom {
		s.cells[to] = 0
		s.occ[p].toggle(to)
		s.machines.toggle(to)
		s.reserve[p]++
	} else {
		from := int(u.from)
		mover := s.cells[to]
		s.cells[to] = 0
		s.occ[p].toggle(to)
		for i, c := range u.captured {
			if c != 0 {
				v := int(u.victims[i])
				s.cells[v] = c
				s.occ[1-p].toggle(v)
				if isTroop(c.kind()) {
					s.troops[1-p].toggle(v)
				}
			}
		}
		s.cells[from] = mover
		s.occ[p].toggle(from)
		if isTroop(mover.kind()) {
			s.troops[p].toggle(from)
			s.troops[p].toggle(to)
		}
	}
	s.ep, s.quiet, s.hash, s.worth = u.ep, u.quiet, u.hash, u.worth
	s.undo = s.undo[:n]
}

// cellSpan is the length of the cells array: a power of two above size,
// so that a square masked with cellSpan-1 indexes it without a check.
const cellSpan = 128

// squareSet is a set of squares: square sq is bit sq%64 of word sq/64.
type squareSet [2]uint64

// toggle adds sq to the set or takes it out.
func (b *squareSet) toggle(sq int) { b[sq>>6&1] ^= 1 << (sq & 63) }

// has reports whether sq is in the set.
func (b *squareSet) has(sq int) bool { return b[sq>>6&1]&(1<<(sq&63)) != 0 }

// ApplyNull passes the turn, for the engine's null-move pruning: no rule
// allows it. UndoNull takes it back; Undo must not.
func (s *State) ApplyNull() {
	s.undo = append(s.undo, undoRecord{ep: s.ep, quiet: s.quiet, hash: s.hash})
	s.hash ^= keyEP(s.ep) ^ keyBlack
	s.ep = -1
	s.toMove = 1 - s.toMove
}

// UndoNull takes back ApplyNull.
func (s *State) UndoNull() {
	n := len(s.undo) - 1
	u := &s.undo[n]
	s.toMove = 1 - s.toMove
	s.ep, s.quiet, s.hash = u.ep, u.quiet, u.hash
	s.undo = s.undo[:n]
}

// nullSafePieces is the least number of Generals, Mortars, Horses and
// Cannons with which a side counts as free of zugzwang: it can always
// make a move that spoils nothing.
const nullSafePieces = 2

// NullSafe reports whether passing is a fair test for the engine: not
// while an enemy piece holds the citadel of the side to move or a capture
// is owed (the move is forced then), nor with fewer than nullSafePieces
// pieces other than the King and Troops, where every move may hurt.
func (s *State) NullSafe() bool {
	if s.Urgent() || s.owedJumper() >= 0 {
		return false
	}
	n := 0
	p := s.toMove & 1
	for w, own := range s.occ[p] {
		for ; own != 0; own &= own - 1 {
			switch s.cells[w<<6|bits.TrailingZeros64(own)].kind() {
			case General, Mortar, Horse, Cannon:
				n++
			}
		}
	}
	return n >= nullSafePieces
}
