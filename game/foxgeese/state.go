package foxgeese

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"

	"parlour/game"
	"parlour/game/cross"
	"parlour/lang"
)

// State is a position of Fox and Geese with its undo history.
type State struct {
	rules  rules
	foxes  uint64 // bit per hole
	geese  uint64
	toMove game.Player
	quiet  int16 // plies since the last capture
	hash   uint64
	undo   []undoRecord
}

type undoRecord struct {
	from, to int8
	taken    uint64 // geese captured by the move
	quiet    int16
}

var zobrist = game.NewZobrist(0x466f7847656573, 2*cross.EnglishHoles+1)

func keyFox(p int) uint64 { return zobrist[p] }

func keyGoose(p int) uint64 { return zobrist[cross.EnglishHoles+p] }

var keyGeeseToMove = zobrist[2*cross.EnglishHoles]

// hole returns the index of the hole with the given number.
func hole(n int) int {
	p, ok := cross.English(true).Lookup(strconv.Itoa(n))
	if !ok {
		panic(fmt.Sprintf("foxgeese: no hole %d", n))
	}
	return p
}

func newState(opts game.Options) (game.State, error) {
	s := &State{rules: rulesOf(opts)}
	s.foxes = 1<<hole(9) | 1<<hole(11)
	for _, n := range []int{7, 8, 12, 13} {
		s.geese |= 1 << hole(n)
	}
	for n := 14; n <= 33; n++ {
		s.geese |= 1 << hole(n)
	}
	s.rehash()
	return s, nil
}

func (s *State) rehash() {
	var h uint64
	for b := s.foxes; b != 0; b &= b - 1 {
		h ^= keyFox(bits.TrailingZeros64(b))
	}
	for b := s.geese; b != 0; b &= b - 1 {
		h ^= keyGoose(bits.TrailingZeros64(b))
	}
	if s.toMove == Geese {
		h ^= keyGeeseToMove
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
	d := decode(m)
	geo := s.rules.geo
	u := undoRecord{from: int8(d.from), quiet: s.quiet}
	at := d.from
	for _, dir := range d.dirs[:d.n] {
		next := int(geo.step[at][dir])
		if d.capture {
			u.taken |= 1 << next
			s.hash ^= keyGoose(next)
			next = int(geo.step[next][dir])
		}
		at = next
	}
	u.to = int8(at)
	s.undo = append(s.undo, u)
	s.move(d.from, at)
	s.geese &^= u.taken
	if u.taken != 0 {
		s.quiet = 0
	} else {
		s.quiet++
	}
	s.toMove = 1 - s.toMove
	s.hash ^= keyGeeseToMove
}

// move takes the piece on from to to (which may be the same hole after a
// chain that comes back), hash included.
func (s *State) move(from, to int) {
	if s.foxes&(1<<from) != 0 {
		s.foxes = s.foxes&^(1<<from) | 1<<to
		s.hash ^= keyFox(from) ^ keyFox(to)
		return
	}
	s.geese = s.geese&^(1<<from) | 1<<to
	s.hash ^= keyGoose(from) ^ keyGoose(to)
}

// Undo takes back the last move.
func (s *State) Undo() {
	u := s.undo[len(s.undo)-1]
	s.undo = s.undo[:len(s.undo)-1]
	s.toMove = 1 - s.toMove
	s.hash ^= keyGeeseToMove
	s.move(int(u.to), int(u.from))
	s.geese |= u.taken
	for b := u.taken; b != 0; b &= b - 1 {
		s.hash ^= keyGoose(bits.TrailingZeros64(b))
	}
	s.quiet = u.quiet
}

// Clone returns an independent copy.
func (s *State) Clone() game.State {
	c := *s
	c.undo = slices.Clone(s.undo)
	return &c
}

// Outcome reports whether the game is over. A side that cannot move on its
// turn loses; a trap made on the last quiet ply still wins.
func (s *State) Outcome() game.Outcome {
	if n := s.Captured(); n >= s.rules.goal {
		if n == GeeseStart {
			return game.Win(Foxes, lang.T("every goose is captured"))
		}
		return game.Win(Foxes, lang.T("the foxes captured %d geese", n))
	}
	if !s.canMove() {
		if s.toMove == Foxes {
			return game.Win(Geese, lang.T("the foxes are trapped"))
		}
		return game.Win(Foxes, lang.T("the geese cannot move"))
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

// Repetition returns 3: the third occurrence of a position is a draw.
func (s *State) Repetition() int { return 3 }

// Board returns the 33-hole board of the game's variant.
func (s *State) Board() *game.Board { return s.rules.geo.board }

// PieceAt returns the piece in hole p.
func (s *State) PieceAt(p int) game.Piece {
	switch {
	case s.foxes&(1<<p) != 0:
		return game.Piece{Owner: Foxes, Kind: kindFox}
	case s.geese&(1<<p) != 0:
		return game.Piece{Owner: Geese, Kind: kindGoose}
	}
	return game.Piece{}
}
