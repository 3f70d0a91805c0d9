package leapfrog

import (
	"parlour/game"
	"parlour/lang"
)

// State is a position of Leapfrog with its undo history.
type State struct {
	rules
	cells   []uint8 // kind per point, 0 when empty
	score   [MaxPlayers]int32
	taken   [MaxPlayers]int16 // pieces taken per player, removals included
	empties int               // empty points; the opening lasts while fewer than players
	toMove  game.Player       // the player whose turn it is, even when the game is over
	chain   int               // point of the piece in the middle of a chain, or -1
	over    bool              // no jump is left for the player to move
	hash    uint64
	undo    []undoRecord
}

type undoRecord struct {
	move   game.Move
	kind   uint8 // the kind captured or removed
	toMove int8
	chain  int16
}

// newState sets up the full board: all pieces alike, or Murray's colours
// placed by the numbered layout.
func newState(opts game.Options) (game.State, error) {
	r, err := rulesOf(opts)
	if err != nil {
		return nil, err
	}
	s := &State{rules: r, chain: -1, cells: make([]uint8, r.geo.board.Len())}
	if r.coloured {
		copy(s.cells, ColourLayout(r.geo.size, r.layout))
	} else {
		for p := range s.cells {
			s.cells[p] = kindPiece
		}
	}
	s.rehash()
	return s, nil
}

// Hashing: a key per point and kind, per chain point and per player to
// move, and a mixed key per player and score.
var zobrist = game.NewZobrist(0x4c656170, MaxSize*MaxSize*(numKinds+1)+MaxPlayers)

func keyCell(p int, kind uint8) uint64 { return zobrist[p*numKinds+int(kind)] }

func keyChain(p int) uint64 {
	if p < 0 {
		return 0
	}
	return zobrist[MaxSize*MaxSize*numKinds+p]
}

func keyToMove(p game.Player) uint64 { return zobrist[MaxSize*MaxSize*(numKinds+1)+int(p)] }

func keyScore(p int, v int32) uint64 {
	x := uint64(p)<<32 ^ uint64(uint32(v)) ^ 0x53636f7265
	return game.SplitMix64(&x)
}

func (s *State) rehash() {
	h := keyToMove(s.toMove) ^ keyChain(s.chain)
	for p, k := range s.cells {
		if k != 0 {
			h ^= keyCell(p, k)
		}
	}
	for p := 0; p < s.players; p++ {
		h ^= keyScore(p, s.score[p])
	}
	s.hash = h
}

// NumPlayers returns the number of players.
func (s *State) NumPlayers() int { return s.players }

// ToMove returns the player to move, or game.NoPlayer when the game is over.
func (s *State) ToMove() game.Player {
	if s.over {
		return game.NoPlayer
	}
	return s.toMove
}

// capture takes the piece on p for the player to move.
func (s *State) capture(p int) uint8 {
	k := s.cells[p]
	s.cells[p] = 0
	s.hash ^= keyCell(p, k) ^ keyScore(int(s.toMove), s.score[s.toMove])
	s.score[s.toMove] += kindValue[k]
	s.hash ^= keyScore(int(s.toMove), s.score[s.toMove])
	s.taken[s.toMove]++
	s.empties++
	return k
}

func (s *State) setChain(p int) {
	s.hash ^= keyChain(s.chain) ^ keyChain(p)
	s.chain = p
}

func (s *State) setToMove(p game.Player) {
	s.hash ^= keyToMove(s.toMove) ^ keyToMove(p)
	s.toMove = p
}

// passTurn gives the turn to the next player and ends the game when that
// player has no jump.
func (s *State) passTurn() {
	s.setChain(-1)
	s.setToMove((s.toMove + 1) % game.Player(s.players))
	s.over = !s.opening() && !s.anyJump()
}

// Apply plays a legal move.
func (s *State) Apply(m game.Move) {
	u := undoRecord{move: m, toMove: int8(s.toMove), chain: int16(s.chain)}
	switch {
	case m == moveStop:
		s.passTurn()
	case m&removeBase != 0:
		u.kind = s.capture(int(m &^ removeBase))
		s.passTurn()
	default:
		from, to := decodeJump(m)
		over := from + (to-from)/2
		u.kind = s.capture(over)
		k := s.cells[from]
		s.cells[from], s.cells[to] = 0, k
		s.hash ^= keyCell(from, k) ^ keyCell(to, k)
		if s.canJump(to) {
			s.setChain(to)
		} else {
			s.passTurn()
		}
	}
	s.undo = append(s.undo, u)
}

// Undo takes back the last move.
func (s *State) Undo() {
	u := s.undo[len(s.undo)-1]
	s.undo = s.undo[:len(s.undo)-1]
	s.over = false
	s.setToMove(game.Player(u.toMove))
	s.setChain(int(u.chain))
	var at int
	switch {
	case u.move == moveStop:
		return
	case u.move&removeBase != 0:
		at = int(u.move &^ removeBase)
	default:
		from, to := decodeJump(u.move)
		k := s.cells[to]
		s.cells[from], s.cells[to] = k, 0
		s.hash ^= keyCell(from, k) ^ keyCell(to, k)
		at = from + (to-from)/2
	}
	s.cells[at] = u.kind
	s.hash ^= keyCell(at, u.kind) ^ keyScore(int(s.toMove), s.score[s.toMove])
	s.score[s.toMove] -= kindValue[u.kind]
	s.hash ^= keyScore(int(s.toMove), s.score[s.toMove])
	s.taken[s.toMove]--
	s.empties--
}

// Clone returns an independent copy.
func (s *State) Clone() game.State {
	c := *s
	c.cells = append([]uint8(nil), s.cells...)
	c.undo = append([]undoRecord(nil), s.undo...)
	return &c
}

// Outcome reports whether the game is over: when the player to move has no
// jump, the highest score wins, shared between equal scores.
func (s *State) Outcome() game.Outcome {
	if !s.over {
		return game.Ongoing
	}
	best := s.score[0]
	for p := 1; p < s.players; p++ {
		best = max(best, s.score[p])
	}
	var winners uint16
	for p := 0; p < s.players; p++ {
		if s.score[p] == best {
			winners |= 1 << p
		}
	}
	return game.Outcome{Over: true, Winners: winners, Reason: lang.Key("no piece can jump")}
}

// Hash returns the Zobrist hash of the position.
func (s *State) Hash() uint64 { return s.hash }

// Repetition returns 0: every jump captures, so every game ends.
func (s *State) Repetition() int { return 0 }

// Board returns the board.
func (s *State) Board() *game.Board { return s.geo.board }

// PieceAt returns the piece on point p; pieces belong to nobody, so only
// the kind matters.
func (s *State) PieceAt(p int) game.Piece {
	if p < 0 || p >= len(s.cells) {
		return game.Piece{}
	}
	return game.Piece{Owner: game.NoPlayer, Kind: s.cells[p]}
}
