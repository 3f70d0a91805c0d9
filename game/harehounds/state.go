package harehounds

import (
	"math/bits"

	"parlour/game"
	"parlour/lang"
)

// State is a position of Hare and Hounds with its undo history.
type State struct {
	rules  rules
	hounds uint16 // bit per point
	hare   int8
	toMove game.Player
	stall  int8 // hound moves in a row without advancing
	hash   uint64
	undo   []undoRecord
}

type undoRecord struct {
	from, to int8
	stall    int8
}

var zobrist = game.NewZobrist(0x4861726548, 2*11+StallLimit+2)

func keyHound(p int) uint64 { return zobrist[p] }

func keyHare(p int) uint64 { return zobrist[11+p] }

func keyStall(n int8) uint64 {
	if n == 0 {
		return 0
	}
	return zobrist[22+int(n)]
}

var keyHareToMove = zobrist[22]

func newState(opts game.Options) (game.State, error) {
	s := &State{rules: rulesOf(opts), hare: int8(pointR)}
	if opts[OptLayout] == "alternative" {
		s.hare = int8(centre)
	}
	for _, p := range []int{pointL, point(1, 0), point(1, 2)} {
		s.hounds |= 1 << p
	}
	if opts[OptFirst] == "hare" {
		s.toMove = Hare
	}
	s.rehash()
	return s, nil
}

func (s *State) rehash() {
	h := keyHare(int(s.hare)) ^ keyStall(s.stall)
	for b := s.hounds; b != 0; b &= b - 1 {
		h ^= keyHound(bits.TrailingZeros16(b))
	}
	if s.toMove == Hare {
		h ^= keyHareToMove
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

// Apply plays a legal move.
func (s *State) Apply(m game.Move) {
	from, to := decode(m)
	s.undo = append(s.undo, undoRecord{from: int8(from), to: int8(to), stall: s.stall})
	s.hash ^= keyStall(s.stall) ^ keyHareToMove
	if s.toMove == Hare {
		s.hare = int8(to)
		s.hash ^= keyHare(from) ^ keyHare(to)
		s.toMove = Hounds
	} else {
		s.hounds ^= 1<<from | 1<<to
		s.hash ^= keyHound(from) ^ keyHound(to)
		if s.rules.stalling && Board.Point(to).Col == Board.Point(from).Col {
			s.stall++
		} else {
			s.stall = 0
		}
		s.toMove = Hare
	}
	s.hash ^= keyStall(s.stall)
}

// Undo takes back the last move.
func (s *State) Undo() {
	u := s.undo[len(s.undo)-1]
	s.undo = s.undo[:len(s.undo)-1]
	from, to := int(u.from), int(u.to)
	s.hash ^= keyStall(s.stall) ^ keyStall(u.stall) ^ keyHareToMove
	s.stall = u.stall
	if s.toMove == Hounds {
		s.hare = int8(from)
		s.hash ^= keyHare(from) ^ keyHare(to)
		s.toMove = Hare
	} else {
		s.hounds ^= 1<<from | 1<<to
		s.hash ^= keyHound(from) ^ keyHound(to)
		s.toMove = Hounds
	}
}

// Clone returns an independent copy.
func (s *State) Clone() game.State {
	c := *s
	c.undo = append([]undoRecord(nil), s.undo...)
	return &c
}

// Outcome reports whether the game is over. A trap made by the hounds'
// tenth stalling move still wins for the hounds (our choice: the trap is
// complete when the move is made).
func (s *State) Outcome() game.Outcome {
	hareCol := Board.Point(int(s.hare)).Col
	if s.rules.escape {
		passed := true
		for b := s.hounds; b != 0; b &= b - 1 {
			if Board.Point(bits.TrailingZeros16(b)).Col <= hareCol {
				passed = false
				break
			}
		}
		if passed {
			return game.Win(Hare, lang.T("the hare got past every hound"))
		}
	} else if int(s.hare) == pointL {
		return game.Win(Hare, lang.T("the hare reached the hounds' end"))
	}
	var buf [24]game.Move
	if len(s.moves(buf[:0])) == 0 {
		if s.toMove == Hare {
			return game.Win(Hounds, lang.T("the hare is trapped"))
		}
		return game.Win(Hare, lang.T("the hounds cannot move"))
	}
	if s.rules.stalling && s.stall >= StallLimit {
		return game.Win(Hare, lang.T("the hounds stalled for 10 moves"))
	}
	return game.Ongoing
}

// Hash returns the Zobrist hash of the position.
func (s *State) Hash() uint64 { return s.hash }

// Repetition returns 3 when the stalling rule is off (threefold repetition
// is then a draw), and 0 when the stalling rule ends every game.
func (s *State) Repetition() int {
	if s.rules.stalling {
		return 0
	}
	return 3
}

// Board returns the 11-point board.
func (s *State) Board() *game.Board { return Board }

// PieceAt returns the piece on point p.
func (s *State) PieceAt(p int) game.Piece {
	switch {
	case s.hounds&(1<<p) != 0:
		return game.Piece{Owner: Hounds, Kind: kindHound}
	case int(s.hare) == p:
		return game.Piece{Owner: Hare, Kind: kindHare}
	}
	return game.Piece{}
}
