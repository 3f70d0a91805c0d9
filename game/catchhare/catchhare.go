// Package catchhare implements Catch the Hare (cercar la liebre): twelve
// hunters try to trap a hare that leaps over them and captures them, on a
// 5×5 alquerque board (RULES.md section 2).
package catchhare

import (
	_ "embed"
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"parlour/game"
)

// The two sides. The hunters are seat 0 and move first.
const (
	Hunters game.Player = 0
	Hare    game.Player = 1
)

// Piece kinds.
const (
	kindHunter = 1
	kindHare   = 2
)

// Size is the number of points: a 5×5 grid, point (col,row) has index
// row*5+col.
const Size = 25

// QuietLimit is the number of plies in a row without a capture after
// which the game is drawn (our choice: it bounds every game).
const QuietLimit = 200

// maxChain bounds the leaps of one move: every leap captures a hunter and
// the chain ends once the hunters are down to the threshold, which is at
// least 5, so at most 12-5 leaps.
const maxChain = 7

// Option keys.
const (
	OptBoard     = "board"
	OptHunters   = "hunters"
	OptLeaps     = "leaps"
	OptThreshold = "threshold"
)

// Layout is one of the three boards with its precomputed moves.
type Layout struct {
	Name     string
	Board    *game.Board
	steps    [Size][]int8     // neighbours of each point
	stepMask [Size]uint32     // neighbours of each point as a bit set
	jumps    [Size][][2]int8  // (over, to) for each leap from a point
	along    [Size][Size]int8 // the point jumped when leaping from a to b, or -1
	spans    [Size][][2]int8  // the two neighbours of a point on each line through it
}

// Layouts are the three boards, by option value.
var Layouts = map[string]*Layout{
	"original": newLayout("original", func(p, q game.Point) bool { return (p.Col+p.Row)%2 == 0 }),
	"american": newLayout("american", func(p, q game.Point) bool {
		return (p.Col == p.Row && q.Col == q.Row) || (p.Col+p.Row == 4 && q.Col+q.Row == 4)
	}),
	"modern": newLayout("modern", func(game.Point, game.Point) bool { return false }),
}

func newLayout(name string, diagonal func(p, q game.Point) bool) *Layout {
	var b game.BoardBuilder
	for r := 0; r < 5; r++ {
		for c := 0; c < 5; c++ {
			b.AddPoint(c, r, "")
		}
	}
	b.ConnectOrthogonal()
	b.ConnectDiagonal(diagonal)
	l := &Layout{Name: name, Board: b.MustBuild()}
	for p := 0; p < Size; p++ {
		for _, q := range l.Board.Neighbours(p) {
			l.steps[p] = append(l.steps[p], int8(q))
			l.stepMask[p] |= 1 << q
		}
		for q := range l.along[p] {
			l.along[p][q] = -1
		}
	}
	for p := 0; p < Size; p++ {
		for d := range game.Directions {
			if over, to := l.Board.Jump(p, d); over >= 0 {
				l.jumps[p] = append(l.jumps[p], [2]int8{int8(over), int8(to)})
				l.along[p][to] = int8(over)
			}
			if d < 4 {
				a, b := l.Board.Step(p, d), l.Board.Step(p, d+4)
				if a >= 0 && b >= 0 {
					l.spans[p] = append(l.spans[p], [2]int8{int8(a), int8(b)})
				}
			}
		}
	}
	return l
}

// rulesText is the rules of the game in our own words.
//
//go:embed rules.md
var rulesText string

// Spec is the game's registration.
var Spec = &game.Game{
	ID:      "catchhare",
	Name:    "Catch the Hare",
	Rules:   rulesText,
	Summary: "Twelve hunters against a hare that leaps and captures.",
	Options: []game.Option{
		{Key: OptBoard, Label: "Board", Help: "Which diagonal lines the board has.", Choices: []game.Choice{
			{Value: "original", Label: "Original alquerque"},
			{Value: "american", Label: "North American: two long diagonals"},
			{Value: "modern", Label: "Modern: no diagonals"},
		}},
		{Key: OptHunters, Label: "Hunters", Help: "How many hunters start; fewer is a handicap for the hunters.", Choices: []game.Choice{
			{Value: "12", Label: "12"},
			{Value: "11", Label: "11"},
			{Value: "10", Label: "10"},
		}},
		{Key: OptLeaps, Label: "Leaps", Help: "Whether the hare may leap again after a capture.", Choices: []game.Choice{
			{Value: "multiple", Label: "Multiple (Murray)"},
			{Value: "single", Label: "Single (Alfonso X)"},
		}},
		{Key: OptThreshold, Label: "Hare wins at", Help: "The hare wins when the hunters are reduced to this many or fewer.", Choices: []game.Choice{
			{Value: "9", Label: "9 hunters"},
			{Value: "5", Label: "5 hunters"},
			{Value: "6", Label: "6 hunters"},
			{Value: "7", Label: "7 hunters"},
			{Value: "8", Label: "8 hunters"},
			{Value: "10", Label: "10 hunters"},
			{Value: "11", Label: "11 hunters"},
		}},
	},
	Kinds:     []string{"", "hunter", "hare"},
	Looks:     []game.Look{{}, {Glyph: game.GlyphArrow}, {Glyph: game.GlyphHare}},
	SeatNouns: func(game.Options) []game.Noun { return []game.Noun{game.Plural("Hunters"), game.Singular("Hare")} },
	New:       newState,
	Parse:     parse,
	MaxPlies:  (12 - 5 + 1) * QuietLimit,
}

func init() { game.Register(Spec) }

// Rules are the settings a state plays by.
type Rules struct {
	Layout    *Layout
	Hunters   int  // hunters at the start
	Threshold int  // the hare wins once the hunters are this many or fewer
	Multi     bool // leaps may be chained
}

// RulesOf reads resolved options. A threshold that is not below the number
// of hunters acts as one below it, so the hare always needs a capture.
func RulesOf(opts game.Options) (Rules, error) {
	l, ok := Layouts[opts[OptBoard]]
	if !ok {
		return Rules{}, fmt.Errorf("unknown board %q", opts[OptBoard])
	}
	n, err := strconv.Atoi(opts[OptHunters])
	if err != nil || n < 10 || n > 12 {
		return Rules{}, fmt.Errorf("hunters %q: want 10, 11 or 12", opts[OptHunters])
	}
	t, err := strconv.Atoi(opts[OptThreshold])
	if err != nil || t < 5 || t > 11 {
		return Rules{}, fmt.Errorf("threshold %q: want a number from 5 to 11", opts[OptThreshold])
	}
	return Rules{Layout: l, Hunters: n, Threshold: min(t, n-1), Multi: opts[OptLeaps] != "single"}, nil
}

// StartHunters returns the start points of n hunters (10, 11 or 12) as a
// bit set: rows 4 and 5 from the top, then a3, then e3.
func StartHunters(n int) uint32 {
	var m uint32
	for p := 15; p < Size; p++ {
		m |= 1 << p
	}
	if n >= 11 {
		m |= 1 << 10 // a3
	}
	if n >= 12 {
		m |= 1 << 14 // e3
	}
	return m
}

// StartHare is the hare's start point, the centre c3.
const StartHare = 12

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
func keyHare(p int) uint64   { return zobrist[Size+p] }

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

func (s *State) empty(p int) bool { return s.hunters&(1<<p) == 0 && int(s.hare) != p }

// Move encoding: a leap flag at bit 40, then the points of the path, each
// plus one, five bits apiece from bits 35-39 (the start) downwards; unused
// places are zero.
const leapFlag = 1 << 40

func encodePath(path []int8, leap bool) game.Move {
	var m game.Move
	for i, p := range path {
		m |= game.Move(p+1) << (5 * (7 - i))
	}
	if leap {
		m |= leapFlag
	}
	return m
}

func decodePath(m game.Move, dst []int) []int {
	for i := 0; i < maxChain+1; i++ {
		v := int(m>>(5*(7-i))) & 31
		if v == 0 {
			break
		}
		dst = append(dst, v-1)
	}
	return dst
}

// moves appends the moves of the side to move, ignoring whether the game
// is over, in no particular order.
func (s *State) moves(dst []game.Move) []game.Move {
	l := s.rules.Layout
	if s.toMove == Hunters {
		for b := s.hunters; b != 0; b &= b - 1 {
			p := bits.TrailingZeros32(b)
			for _, q := range l.steps[p] {
				if s.empty(int(q)) {
					dst = append(dst, encodePath([]int8{int8(p), q}, false))
				}
			}
		}
		return dst
	}
	h := int(s.hare)
	for _, q := range l.steps[h] {
		if s.empty(int(q)) {
			dst = append(dst, encodePath([]int8{int8(h), q}, false))
		}
	}
	var path [maxChain + 1]int8
	path[0] = int8(h)
	return s.leaps(dst, path[:1], s.hunters)
}

// leaps appends every leap chain that extends path (whose last point is
// where the hare stands), with hunters the hunters still on the board.
// Every prefix of a chain is a move of its own.
func (s *State) leaps(dst []game.Move, path []int8, hunters uint32) []game.Move {
	l := s.rules.Layout
	at := int(path[len(path)-1])
	for _, j := range l.jumps[at] {
		over, to := int(j[0]), int(j[1])
		// The hare's start is empty once it has left, so a chain may
		// come back to it.
		if hunters&(1<<over) == 0 || hunters&(1<<to) != 0 {
			continue
		}
		next := append(path, int8(to))
		dst = append(dst, encodePath(next, true))
		left := hunters &^ (1 << over)
		if s.rules.Multi && bits.OnesCount32(left) > s.rules.Threshold {
			dst = s.leaps(dst, next, left)
		}
	}
	return dst
}

// hasMove reports whether the side to move has any move.
func (s *State) hasMove() bool {
	l := s.rules.Layout
	if s.toMove == Hunters {
		free := ^s.hunters &^ (1 << s.hare)
		for b := s.hunters; b != 0; b &= b - 1 {
			for _, q := range l.steps[bits.TrailingZeros32(b)] {
				if free&(1<<q) != 0 {
					return true
				}
			}
		}
		return false
	}
	h := int(s.hare)
	for _, q := range l.steps[h] {
		if s.empty(int(q)) {
			return true
		}
	}
	for _, j := range l.jumps[h] {
		if s.hunters&(1<<j[0]) != 0 && s.empty(int(j[1])) {
			return true
		}
	}
	return false
}

// LegalMoves appends the legal moves in ascending order.
func (s *State) LegalMoves(dst []game.Move) []game.Move {
	if s.Outcome().Over {
		return dst
	}
	n := len(dst)
	dst = s.moves(dst)
	slices.Sort(dst[n:])
	return dst
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
		return game.Win(Hare, "the hare has captured enough hunters")
	}
	if !s.hasMove() {
		if s.toMove == Hare {
			return game.Win(Hunters, "the hare is trapped")
		}
		return game.Win(Hare, "the hunters cannot move")
	}
	if s.quiet >= QuietLimit {
		return game.Draw(fmt.Sprintf("%d moves without a capture", QuietLimit/2))
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

// MovePath returns the point a piece leaves and every point it lands on.
func (s *State) MovePath(m game.Move) []int { return decodePath(m, nil) }

// Score returns the hunters the hare has captured; the hunters score 0.
func (s *State) Score(p game.Player) int {
	if p != Hare {
		return 0
	}
	return max(s.rules.Hunters-bits.OnesCount32(s.hunters), 0)
}

// Describe says how many more captures the hare needs.
func (s *State) Describe() string {
	n := bits.OnesCount32(s.hunters) - s.rules.Threshold
	switch {
	case n <= 0:
		return ""
	case n == 1:
		return "Hare needs 1 more capture"
	}
	return fmt.Sprintf("Hare needs %d more captures", n)
}

// MoveString writes a step as "c3-c2", a leap as "c3xa1" and a chain of
// leaps as "c3xa1xc1".
func (s *State) MoveString(m game.Move) string {
	sep := "-"
	if m&leapFlag != 0 {
		sep = "x"
	}
	var buf [maxChain + 1]int
	names := make([]string, 0, maxChain+1)
	for _, p := range decodePath(m, buf[:0]) {
		names = append(names, s.rules.Layout.Board.Point(p).Name)
	}
	return strings.Join(names, sep)
}

// ParseMove reads a move written by MoveString and checks that it is legal.
func (s *State) ParseMove(text string) (game.Move, error) {
	return game.ParseLegal(s, text, "steps are written c3-c2, leaps c3xa1")
}

// Position text: the board rows from the top ('X' hunter, 'H' hare, '.'
// empty), the side to move and the plies since the last capture, for
// example "...../...../X.H.X/XXXXX/XXXXX hunters 0".
var sideNames = [2]string{"hunters", "hare"}

// String encodes the position.
func (s *State) String() string {
	rows := s.rules.Layout.Board.EncodeRows(func(p int) byte {
		switch s.PieceAt(p).Kind {
		case kindHunter:
			return 'X'
		case kindHare:
			return 'H'
		}
		return '.'
	})
	return fmt.Sprintf("%s %s %d", rows, sideNames[s.toMove], s.quiet)
}

func parse(opts game.Options, text string) (game.State, error) {
	r, err := RulesOf(opts)
	if err != nil {
		return nil, err
	}
	cells, side, rest, err := game.SplitPosition(r.Layout.Board, text, "XH", sideNames[:], 1, "...../...../X.H.X/XXXXX/XXXXX hunters 0")
	if err != nil {
		return nil, err
	}
	s := &State{rules: r, hare: -1}
	for p, ch := range cells {
		switch ch {
		case 'X':
			s.hunters |= 1 << p
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
	if n := bits.OnesCount32(s.hunters); n > r.Hunters {
		return nil, fmt.Errorf("%d hunters on the board, want at most %d", n, r.Hunters)
	}
	s.toMove = side
	n, err := game.ParseCount(rest[0], "plies since a capture", QuietLimit)
	if err != nil {
		return nil, err
	}
	s.quiet = int16(n)
	s.rehash()
	return s, nil
}
