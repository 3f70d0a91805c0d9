package solitaire

import (
	"math/bits"

	"parlour/game"
	"parlour/lang"
)

// State is a position of Peg Solitaire with its undo history.
type State struct {
	rules   *rules
	pegs    uint64
	sym     [8]uint64           // pegs under each of rules.syms, kept up to date
	weight  [maxPagodas]float64 // the pegs' weight under each of rules.pagodas
	classOK bool                // the position class is the goal's (it never changes)
	// fromStart records that the game began at the central game's
	// start, so that every position is reachable from it and the live
	// table applies. A position given as text may not be.
	fromStart bool
	moves     int // classic moves made: chains of jumps by one peg
	undo      []undoRecord
}

type undoRecord struct {
	from, to int8 // cells
	newMove  bool // the jump started a classic move
}

func newState(opts game.Options) (game.State, error) {
	r, vacancy, err := setup(opts)
	if err != nil {
		return nil, err
	}
	s := newPosition(r, r.holes&^(1<<vacancy))
	s.fromStart = r == centralGame() && vacancy == cellOf(3, 3)
	return s, nil
}

func newPosition(r *rules, pegs uint64) *State {
	s := &State{rules: r, pegs: pegs, classOK: r.classes[positionClass(pegs)]}
	for i, k := range r.syms {
		s.sym[i] = r.transform(k, pegs)
	}
	for i := range r.pagodas {
		s.weight[i] = r.pagodas[i].of(pegs)
	}
	return s
}

// NumPlayers returns 1.
func (s *State) NumPlayers() int { return 1 }

// ToMove returns the player while a jump is left, else game.NoPlayer.
func (s *State) ToMove() game.Player {
	if !s.rules.canJump(s.pegs) {
		return game.NoPlayer
	}
	return Player
}

// Apply plays a legal jump.
func (s *State) Apply(m game.Move) {
	fp, tp := decode(m)
	from, to := int(s.rules.cell[fp]), int(s.rules.cell[tp])
	newMove := len(s.undo) == 0 || int(s.undo[len(s.undo)-1].to) != from
	s.undo = append(s.undo, undoRecord{from: int8(from), to: int8(to), newMove: newMove})
	s.jump(from, (from+to)/2, to, false)
	if newMove {
		s.moves++
	}
}

// Undo takes back the last jump.
func (s *State) Undo() {
	u := s.undo[len(s.undo)-1]
	s.undo = s.undo[:len(s.undo)-1]
	from, to := int(u.from), int(u.to)
	s.jump(from, (from+to)/2, to, true)
	if u.newMove {
		s.moves--
	}
}

// Clone returns an independent copy.
func (s *State) Clone() game.State {
	c := *s
	c.undo = append([]undoRecord(nil), s.undo...)
	return &c
}

// Pegs returns the number of pegs on the board.
func (s *State) Pegs() int { return bits.OnesCount64(s.pegs) }

// Moves returns the number of classic moves made since the start: a chain
// of jumps by one peg counts as one move.
func (s *State) Moves() int { return s.moves }

// Outcome reports whether the game is over: a win when one peg is left
// where the goal wants it, otherwise over without a winner once no jump is
// left.
func (s *State) Outcome() game.Outcome {
	if s.rules.canJump(s.pegs) {
		return game.Ongoing
	}
	n := s.Pegs()
	if n == 1 {
		c := bits.TrailingZeros64(s.pegs)
		where := s.rules.board.Point(int(s.rules.point[c])).Name
		if s.rules.goal == noCell || c == s.rules.goal {
			return game.Win(Player, lang.T("one peg left, in hole %s", where))
		}
		goal := s.rules.board.Point(int(s.rules.point[s.rules.goal])).Name
		return game.Outcome{Over: true, Reason: lang.T("one peg left, but in hole %s instead of hole %s", where, goal)}
	}
	return game.Outcome{Over: true, Reason: lang.N(n, "no jump left: %d peg remains", "no jump left: %d pegs remain", n)}
}

// Hash returns a hash of the pegs. The mixing is a bijection of the
// bitboard, so distinct positions never share a hash.
func (s *State) Hash() uint64 { return mix(s.pegs) }

// Repetition returns 0: every jump removes a peg, so nothing repeats.
func (s *State) Repetition() int { return 0 }

// Board returns the board of the variant.
func (s *State) Board() *game.Board { return s.rules.board }

// PieceAt returns the peg on point p, if any.
func (s *State) PieceAt(p int) game.Piece {
	if s.pegs&(1<<s.rules.cell[p]) != 0 {
		return game.Piece{Owner: Player, Kind: kindPeg}
	}
	return game.Piece{}
}
