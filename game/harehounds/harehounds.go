// Package harehounds implements the French Military Game, also called Hare
// and Hounds: three hounds try to trap a hare on an 11-point board
// (RULES.md section 1).
package harehounds

import (
	_ "embed"
	"fmt"
	"math/bits"
	"strings"

	"parlour/game"
)

// The two sides. The hounds are seat 0 whichever side moves first.
const (
	Hounds game.Player = 0
	Hare   game.Player = 1
)

// Piece kinds.
const (
	kindHound = 1
	kindHare  = 2
)

// StallLimit is the number of hound moves in a row without advancing after
// which the hare wins when the stalling rule is on.
const StallLimit = 10

// Board is the 11-point board: a 3×5 grid without its corners.
var Board = newBoard()

func newBoard() *game.Board {
	var b game.BoardBuilder
	b.AddPoint(0, 1, "")
	for r := 0; r < 3; r++ {
		for c := 1; c <= 3; c++ {
			b.AddPoint(c, r, "")
		}
	}
	b.AddPoint(4, 1, "")
	// Orthogonal lines: the middle row, the top and bottom rows and the
	// three columns.
	for c := 0; c < 4; c++ {
		b.AddLine(c, 1, c+1, 1)
	}
	for _, r := range []int{0, 2} {
		b.AddLine(1, r, 2, r)
		b.AddLine(2, r, 3, r)
	}
	for c := 1; c <= 3; c++ {
		b.AddLine(c, 0, c, 1)
		b.AddLine(c, 1, c, 2)
	}
	// The eight diagonals.
	for _, l := range [][4]int{
		{0, 1, 1, 0}, {0, 1, 1, 2}, {1, 0, 2, 1}, {1, 2, 2, 1},
		{2, 1, 3, 0}, {2, 1, 3, 2}, {3, 0, 4, 1}, {3, 2, 4, 1},
	} {
		b.AddLine(l[0], l[1], l[2], l[3])
	}
	return b.MustBuild()
}

func point(col, row int) int {
	p, ok := Board.Index(col, row)
	if !ok {
		panic(fmt.Sprintf("harehounds: no point at (%d,%d)", col, row))
	}
	return p
}

// Named points.
var (
	pointL = point(0, 1)
	pointR = point(4, 1)
	centre = point(2, 1)
)

// Option keys and values.
const (
	OptLayout   = "layout"
	OptFirst    = "first"
	OptGoal     = "goal"
	OptStalling = "stalling"
)

// rulesText is the rules of the game in our own words.
//
//go:embed rules.md
var rulesText string

// Spec is the game's registration.
var Spec = &game.Game{
	ID:      "harehounds",
	Name:    "Hare and Hounds",
	Rules:   rulesText,
	Summary: "The French Military Game: three hounds try to corner a quick hare.",
	Options: []game.Option{
		{Key: OptLayout, Label: "Layout", Help: "Where the hare starts.", Choices: []game.Choice{
			{Value: "usual", Label: "Usual: hare at the far end"},
			{Value: "alternative", Label: "Alternative: hare in the centre"},
		}},
		{Key: OptFirst, Label: "First move", Help: "Who moves first.", Choices: []game.Choice{
			{Value: "hounds", Label: "Hounds"},
			{Value: "hare", Label: "Hare (Lucas 1887)"},
		}},
		{Key: OptGoal, Label: "Hare's goal", Help: "How the hare wins besides the hounds being stuck.", Choices: []game.Choice{
			{Value: "reach", Label: "Reach the hounds' end"},
			{Value: "escape", Label: "Get past every hound (Gardner)"},
		}},
		{Key: OptStalling, Label: "Stalling rule", Help: "The hare wins if the hounds make 10 moves in a row without advancing.", Choices: []game.Choice{
			{Value: "on", Label: "On"},
			{Value: "off", Label: "Off"},
		}},
	},
	Kinds:     []string{"", "hound", "hare"},
	Looks:     []game.Look{{}, {Glyph: game.GlyphPaw}, {Glyph: game.GlyphHare}},
	SeatNouns: func(game.Options) []game.Noun { return []game.Noun{game.Plural("Hounds"), game.Singular("Hare")} },
	New:       newState,
	Parse:     parse,
	Solvable:  true,
	MaxPlies:  6000,
}

func init() { game.Register(Spec) }

// rules holds the settings a state needs while playing.
type rules struct {
	escape   bool // Gardner's goal instead of reaching L
	stalling bool
}

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
func keyHare(p int) uint64  { return zobrist[11+p] }
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

func rulesOf(opts game.Options) rules {
	return rules{escape: opts[OptGoal] == "escape", stalling: opts[OptStalling] != "off"}
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

func (s *State) occupied(p int) bool {
	return s.hounds&(1<<p) != 0 || int(s.hare) == p
}

// moves appends the moves of the side to move, ignoring whether the game
// is over.
func (s *State) moves(dst []game.Move) []game.Move {
	if s.toMove == Hare {
		for _, q := range Board.Neighbours(int(s.hare)) {
			if !s.occupied(q) {
				dst = append(dst, encode(int(s.hare), q))
			}
		}
		return dst
	}
	for b := s.hounds; b != 0; b &= b - 1 {
		p := bits.TrailingZeros16(b)
		col := Board.Point(p).Col
		for _, q := range Board.Neighbours(p) {
			if !s.occupied(q) && Board.Point(q).Col >= col {
				dst = append(dst, encode(p, q))
			}
		}
	}
	return dst
}

func encode(from, to int) game.Move { return game.Move(from<<4 | to) }

func decode(m game.Move) (from, to int) { return int(m >> 4), int(m & 15) }

// LegalMoves appends the legal moves in ascending order.
func (s *State) LegalMoves(dst []game.Move) []game.Move {
	if s.Outcome().Over {
		return dst
	}
	// Hounds are visited in point order and neighbours ascend, so the moves
	// come out sorted.
	return s.moves(dst)
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
			return game.Win(Hare, "the hare got past every hound")
		}
	} else if int(s.hare) == pointL {
		return game.Win(Hare, "the hare reached the hounds' end")
	}
	var buf [24]game.Move
	if len(s.moves(buf[:0])) == 0 {
		if s.toMove == Hare {
			return game.Win(Hounds, "the hare is trapped")
		}
		return game.Win(Hare, "the hounds cannot move")
	}
	if s.rules.stalling && s.stall >= StallLimit {
		return game.Win(Hare, "the hounds stalled for 10 moves")
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

// MovePath returns the point a piece leaves and the point it reaches.
func (s *State) MovePath(m game.Move) []int {
	from, to := decode(m)
	return []int{from, to}
}

// MoveString writes a move as "from-to" with point names: "a2-b1".
func (s *State) MoveString(m game.Move) string {
	from, to := decode(m)
	return Board.Point(from).Name + "-" + Board.Point(to).Name
}

// ParseMove reads "from-to" and checks that the move is legal here.
func (s *State) ParseMove(text string) (game.Move, error) {
	a, b, ok := strings.Cut(strings.TrimSpace(text), "-")
	if !ok {
		return 0, fmt.Errorf("move %q: want from-to, such as a2-b2", text)
	}
	from, okA := Board.Lookup(strings.ToLower(a))
	to, okB := Board.Lookup(strings.ToLower(b))
	if !okA || !okB {
		return 0, fmt.Errorf("move %q: no such point on the board", text)
	}
	m := encode(from, to)
	var buf [24]game.Move
	for _, l := range s.LegalMoves(buf[:0]) {
		if l == m {
			return m, nil
		}
	}
	if s.Outcome().Over {
		return 0, fmt.Errorf("move %q: the game is over", text)
	}
	return 0, fmt.Errorf("move %q is not legal here", text)
}

// Position text: the board rows from the top ('D' hound, 'H' hare, '.'
// empty), the side to move and the stalling count, for example
// "D../D...H/D.. hounds 0".
var sideNames = [2]string{"hounds", "hare"}

// String encodes the position.
func (s *State) String() string {
	rows := Board.EncodeRows(func(p int) byte {
		switch s.PieceAt(p).Kind {
		case kindHound:
			return 'D'
		case kindHare:
			return 'H'
		}
		return '.'
	})
	return fmt.Sprintf("%s %s %d", rows, sideNames[s.toMove], s.stall)
}

func parse(opts game.Options, text string) (game.State, error) {
	cells, side, rest, err := game.SplitPosition(Board, text, "DH", sideNames[:], 1, "D../D...H/D.. hounds 0")
	if err != nil {
		return nil, err
	}
	s := &State{rules: rulesOf(opts), hare: -1, toMove: side}
	for p, ch := range cells {
		switch ch {
		case 'D':
			s.hounds |= 1 << p
		case 'H':
			if s.hare >= 0 {
				return nil, fmt.Errorf("more than one hare")
			}
			s.hare = int8(p)
		}
	}
	if s.hare < 0 {
		return nil, fmt.Errorf("no hare on the board")
	}
	if n := bits.OnesCount16(s.hounds); n != 3 {
		return nil, fmt.Errorf("%d hounds on the board, want 3", n)
	}
	n, err := game.ParseCount(rest[0], "stalling count", StallLimit)
	if err != nil {
		return nil, err
	}
	if !s.rules.stalling && n != 0 {
		return nil, fmt.Errorf("stalling count %d with the stalling rule off: want 0", n)
	}
	s.stall = int8(n)
	s.rehash()
	return s, nil
}

// Evaluate scores the position for the side to move, for the alpha-beta
// engine: the hounds like a hare with few ways out and no hound left behind
// it, and like to advance; the hare likes the opposite.
func (s *State) Evaluate() int {
	hareCol := Board.Point(int(s.hare)).Col
	free := 0
	for _, q := range Board.Neighbours(int(s.hare)) {
		if !s.occupied(q) {
			free++
		}
	}
	score := -12 * free
	for b := s.hounds; b != 0; b &= b - 1 {
		col := Board.Point(bits.TrailingZeros16(b)).Col
		score += 4 * col
		if col > hareCol {
			score -= 40 // the hare has got past this hound
		}
	}
	score -= 3 * int(s.stall)
	if s.toMove == Hare {
		return -score
	}
	return score
}
