package catchhare

import (
	"math/bits"
	"slices"

	"parlour/game"
	"parlour/lang"
)

// State is a position of Catch the Hare with its undo history.
type State struct {
	rules   Rules
	hunters uint32 // bit per point
	hare    int8
	toMove  game.Player
	quiet   int16 // plies since the last capture
	hash    uint64
	undo    []undoRecord
}

type undoRecord struct {
	move     game.Move
	captured uint32
	quiet    int16
}

var zobrist = game.NewZobrist(0x436174636848, 2*Size+1)

func keyHunter(p int) uint64 { return zobrist[p] }

func keyHare(p int) uint64 { return zobrist[Size+p] }

var keyHareToMove = zobrist[2*Size]

func newState(opts game.Options) (game.State, error) {
	r, err := RulesOf(opts)
	if err != nil {
		return nil, err
	}
	return NewPosition(r, StartHunters(r.Hunters), StartHare, Hunters), nil
}

// NewPosition returns the position with hunters on the points of the bit
// set, the hare on hare and the given side to move.
func NewPosition(r Rules, hunters uint32, hare int, toMove game.Player) *State {
	s := &State{rules: r, hunters: hunters, hare: int8(hare), toMove: toMove}
	s.rehash()
	return s
}

func (s *State) rehash() {
	h := keyHare(int(s.hare))
	for b := s.hunters; b != 0; b &= b - 1 {
		h ^= keyHunter(bits.TrailingZeros32(b))
	}
	if s.toMove == Hare {
		h ^= keyHareToMove
	}
	s.hash = h
}

// Rules returns the rules the state plays by.
func (s *State) Rules() Rules { return s.rules }

// HunterSet returns the hunters' points as a bit set.
func (s *State) HunterSet() uint32 { return s.hunters }

// HarePoint returns the hare's point.
func (s *State) HarePoint() int { return int(s.hare) }

// Side returns the side whose turn it is, even once the game is over.
func (s *State) Side() game.Player { return s.toMove }

// NumPlayers returns 2.
func (s *State) NumPlayers() int { return 2 }

// ToMove returns the side to move, or game.NoPlayer when the game is over.
func (s *State) ToMove() game.Player {
	if s.Outcome().Over {
		return game.NoPlayer
	}
	return s.toMove
}

// captured returns the hunters a move captures, as a bit set.
func (s *State) captured(path []int) uint32 {
	var c uint32
	for i := 1; i < len(path); i++ {
		if over := s.rules.Layout.along[path[i-1]][path[i]]; over >= 0 {
			c |= 1 << over
		}
	}
	return c
}

// Apply plays a legal move.
func (s *State) Apply(m game.Move) {
	var buf [maxChain + 1]int
	path := decodePath(m, buf[:0])
	from, to := path[0], path[len(path)-1]
	rec := undoRecord{move: m, quiet: s.quiet}
	if s.toMove == Hunters {
		s.hunters ^= 1<<from | 1<<to
		s.hash ^= keyHunter(from) ^ keyHunter(to)
		s.quiet++
		s.toMove = Hare
	} else {
		s.hare = int8(to)
		s.hash ^= keyHare(from) ^ keyHare(to)
		s.quiet++
		if m&leapFlag != 0 {
			rec.captured = s.captured(path)
			s.hunters &^= rec.captured
			for b := rec.captured; b != 0; b &= b - 1 {
				s.hash ^= keyHunter(bits.TrailingZeros32(b))
			}
			s.quiet = 0
		}
		s.toMove = Hunters
	}
	s.hash ^= keyHareToMove
	s.undo = append(s.undo, rec)
}

// Undo takes back the last move.
func (s *State) Undo() {
	u := s.undo[len(s.undo)-1]
	s.undo = s.undo[:len(s.undo)-1]
	var buf [maxChain + 1]int
	path := decodePath(u.move, buf[:0])
	from, to := path[0], path[len(path)-1]
	s.quiet = u.quiet
	s.hash ^= keyHareToMove
	if s.toMove == Hare {
		s.hunters ^= 1<<from | 1<<to
		s.hash ^= keyHunter(from) ^ keyHunter(to)
		s.toMove = Hunters
		return
	}
	s.hare = int8(from)
	s.hash ^= keyHare(from) ^ keyHare(to)
	s.hunters |= u.captured
	for b := u.captured; b != 0; b &= b - 1 {
		s.hash ^= keyHunter(bits.TrailingZeros32(b))
	}
	s.toMove = Hare
}

// Clone returns an independent copy.
func (s *State) Clone() game.State {
	c := *s
	c.undo = slices.Clone(s.undo)
	return &c
}

// Outcome reports whether the game is over.
func (s *State) Outcome() game.Outcome {
	if bits.OnesCount32(s.hunters) <= s.rules.Threshold {
		return game.Win(Hare, lang.T("the hare has captured enough hunters"))
	}
	if !s.hasMove() {
		if s.toMove == Hare {
			return game.Win(Hunters, lang.T("the hare is trapped"))
		}
		return game.Win(Hare, lang.T("the hunters cannot move"))
	}
	if s.quiet >= QuietLimit {
		return game.Draw(lang.T("%d moves without a capture", QuietLimit/2))
	}
	return game.Ongoing
}

// Hash returns the Zobrist hash of the pieces and the side to move. The
// count of quiet plies is left out, so that the repetition rule sees a
// position come round again.
func (s *State) Hash() uint64 { return s.hash }

// Repetition returns 3: threefold repetition is a draw.
func (s *State) Repetition() int { return 3 }

// Board returns the board being played on.
func (s *State) Board() *game.Board { return s.rules.Layout.Board }

// PieceAt returns the piece on point p.
func (s *State) PieceAt(p int) game.Piece {
	switch {
	case s.hunters&(1<<p) != 0:
		return game.Piece{Owner: Hunters, Kind: kindHunter}
	case int(s.hare) == p:
		return game.Piece{Owner: Hare, Kind: kindHare}
	}
	return game.Piece{}
}
