package war

import (
	"fmt"
	"strconv"
	"strings"

	"parlour/game"
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
	enPassant bool // the en passant setting
	cells     [size]cell
	reserve   [2]int8 // unused Flying Machines
	toMove    game.Player
	ep        int8  // square a Troop just passed with a double step, when an enemy Troop may take it en passant; or -1
	quiet     int16 // plies since a capture, a Troop move or a placement
	hash      uint64
	undo      []undoRecord
}

// undoRecord keeps what a move destroyed.
type undoRecord struct {
	move     game.Move
	captured [maxLandings]cell // pieces taken, in the order of the move
	victims  [maxLandings]int8 // the squares they stood on
	ep       int8
	quiet    int16
	hash     uint64
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
	for sq, c := range s.cells {
		if c != 0 {
			h ^= keyCell(sq, c)
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
func (s *State) ToMove() game.Player {
	if s.Outcome().Over {
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
	p := s.toMove
	if s.seizes(p) {
		return game.Win(p, sideNames[p]+" held the enemy citadel for a turn")
	}
	if s.quiet >= QuietLimit {
		return game.Draw(fmt.Sprintf("%d plies without a capture, a troop move or a flying machine", QuietLimit))
	}
	if !s.canMove() {
		return game.Win(1-p, sideNames[p]+" cannot move")
	}
	return game.Ongoing
}

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
	mv := decode(m)
	p := s.toMove
	u := undoRecord{move: m, ep: s.ep, quiet: s.quiet, hash: s.hash}
	h := s.hash ^ keyEP(s.ep) ^ keyBlack
	s.ep = -1
	s.quiet++
	if mv.place {
		c := makeCell(p, Machine)
		s.cells[mv.to()] = c
		h ^= keyCell(mv.to(), c) ^ keyReserve(p, s.reserve[p]) ^ keyReserve(p, s.reserve[p]-1)
		s.reserve[p]--
		s.quiet = 0
	} else {
		from, mover := mv.from, s.cells[mv.from]
		s.cells[from] = 0
		h ^= keyCell(from, mover)
		at := from
		for i := 0; i < mv.n; i++ {
			to := mv.land[i]
			victim := s.victim(mover, at, to)
			u.victims[i] = int8(victim)
			if c := s.cells[victim]; c != 0 {
				u.captured[i] = c
				s.cells[victim] = 0
				h ^= keyCell(victim, c)
				s.quiet = 0
			}
			at = to
		}
		s.cells[at] = mover
		h ^= keyCell(at, mover)
		if isTroop(mover.kind()) {
			s.quiet = 0
			if s.enPassant && at-from == 2*forward[p] && s.passedBy(at) {
				s.ep = int8(from + forward[p])
				h ^= keyEP(s.ep)
			}
		}
	}
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
	p := mover.owner()
	switch d := to - at; {
	case d == 2*forward[p]+2 || d == 2*forward[p]-2:
		return (at + to) / 2
	case d != forward[p] && d != 2*forward[p] && s.cells[to] == 0:
		return to - forward[p] // en passant
	}
	return to
}

// Undo takes back the last move.
func (s *State) Undo() {
	u := s.undo[len(s.undo)-1]
	s.undo = s.undo[:len(s.undo)-1]
	p := 1 - s.toMove
	s.toMove = p
	mv := decode(u.move)
	if mv.place {
		s.cells[mv.to()] = 0
		s.reserve[p]++
	} else {
		at := mv.land[mv.n-1]
		mover := s.cells[at]
		s.cells[at] = 0
		for i := 0; i < mv.n; i++ {
			if c := u.captured[i]; c != 0 {
				s.cells[u.victims[i]] = c
			}
		}
		s.cells[mv.from] = mover
	}
	s.ep, s.quiet, s.hash = u.ep, u.quiet, u.hash
}

// sideNames are the seats as written in position text and sentences.
var sideNames = [2]string{"White", "Black"}

// symbols are the letters of the kinds in position text, White's; Black's
// are the same in lower case.
const symbols = ".KGMHCVRF"

func symbol(c cell) byte {
	if c == 0 {
		return '.'
	}
	ch := symbols[c.kind()]
	if c.owner() == Black {
		ch += 'a' - 'A'
	}
	return ch
}

// String encodes the position: the rows from rank 10 down to rank 1
// (capitals for White: King, General, Mortar, Horse, Cannon, Van and Rear
// Troop, Flying Machine; '.' for empty), the side to move, each side's
// unused machines, the en passant square or "-", and the no-progress count.
func (s *State) String() string {
	rows := Board.EncodeRows(func(p int) byte { return symbol(s.cells[p]) })
	ep := "-"
	if s.ep >= 0 {
		ep = squareName(int(s.ep))
	}
	return fmt.Sprintf("%s %s %d %d %s %d", rows, strings.ToLower(sideNames[s.toMove]), s.reserve[White], s.reserve[Black], ep, s.quiet)
}

func parse(opts game.Options, text string) (game.State, error) {
	f := strings.Fields(text)
	if len(f) != 6 {
		return nil, fmt.Errorf("want six fields: board rows, side to move, White's and Black's unused machines, en passant square, quiet plies (such as %q)", StartPosition)
	}
	cells, err := Board.DecodeRows(f[0])
	if err != nil {
		return nil, err
	}
	s := &State{enPassant: opts[OptEnPassant] == "on", ep: -1}
	var count [2][9]int
	for sq, ch := range cells {
		if ch == '.' {
			continue
		}
		p, up := White, ch
		if ch >= 'a' && ch <= 'z' {
			p, up = Black, ch-('a'-'A')
		}
		k := strings.IndexByte(symbols, up)
		if k <= 0 {
			return nil, fmt.Errorf("unknown piece %q on %s (use %s, lower case for Black, . for empty)", ch, squareName(sq), symbols[1:])
		}
		if k == Machine && (sq == citadel[0] || sq == citadel[1]) {
			return nil, fmt.Errorf("a flying machine on the citadel %s", squareName(sq))
		}
		s.cells[sq] = makeCell(p, k)
		count[p][k]++
	}
	switch f[1] {
	case "white":
		s.toMove = White
	case "black":
		s.toMove = Black
	default:
		return nil, fmt.Errorf("side to move %q: want white or black", f[1])
	}
	for i, p := range []game.Player{White, Black} {
		n, err := strconv.Atoi(f[2+i])
		if err != nil || n < 0 || n > Machines {
			return nil, fmt.Errorf("%s's unused machines %q: want 0 to %d", sideNames[p], f[2+i], Machines)
		}
		if n+count[p][Machine] > Machines {
			return nil, fmt.Errorf("%s has %d machines placed and %d unused, more than %d", sideNames[p], count[p][Machine], n, Machines)
		}
		s.reserve[p] = int8(n)
	}
	if f[4] != "-" {
		sq, ok := Board.Lookup(f[4])
		if !ok {
			return nil, fmt.Errorf("en passant square %q: want a square or -", f[4])
		}
		mover := 1 - s.toMove
		victim := sq + forward[mover]
		behind := sq - forward[mover]
		if !s.enPassant || s.cells[sq] != 0 || victim < 0 || victim >= size || behind < 0 || behind >= size ||
			!isTroop(s.cells[victim].kind()) || s.cells[victim].owner() != mover || s.cells[behind] != 0 || !troopHome[mover][behind] {
			return nil, fmt.Errorf("en passant square %s: no %s troop has just passed it", f[4], sideNames[mover])
		}
		s.ep = int8(sq)
	}
	q, err := strconv.Atoi(f[5])
	if err != nil || q < 0 || q > QuietLimit {
		return nil, fmt.Errorf("quiet plies %q: want 0 to %d", f[5], QuietLimit)
	}
	s.quiet = int16(q)
	s.rehash()
	return s, nil
}
