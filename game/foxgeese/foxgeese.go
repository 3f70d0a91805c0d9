// Package foxgeese implements Fox and Geese on the 33-hole cross: two foxes
// that capture by jumping try to thin out twenty-four geese, which try to
// hem the foxes in (RULES.md section 3).
package foxgeese

import (
	_ "embed"
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"parlour/game"
	"parlour/game/cross"
)

// The two sides. The foxes are seat 0 and move first.
const (
	Foxes game.Player = 0
	Geese game.Player = 1
)

// Piece kinds.
const (
	kindFox   = 1
	kindGoose = 2
)

// Counts of the game.
const (
	// GeeseStart is the number of geese at the start.
	GeeseStart = 24
	// FoxCount is the number of foxes.
	FoxCount = 2
	// QuietLimit is the number of plies in a row without a capture after
	// which the game is drawn (our choice, so that every game ends).
	QuietLimit = 200
	// ShortGoal is the number of captures that wins for the foxes with the
	// "twelve" goal.
	ShortGoal = 12
)

// Option keys.
const (
	OptBoard = "board"
	OptGoal  = "goal"
)

// rulesText is the rules of the game in our own words.
//
//go:embed rules.md
var rulesText string

// Spec is the game's registration.
var Spec = &game.Game{
	ID:      "foxgeese",
	Name:    "Fox and Geese",
	Rules:   rulesText,
	Summary: "Two foxes jump and capture; twenty-four geese try to hem them in.",
	Options: []game.Option{
		{Key: OptBoard, Label: "Board", Help: "Which lines the pieces move along.", Choices: []game.Choice{
			{Value: "diagonals", Label: "With diagonal lines"},
			{Value: "orthogonal", Label: "Orthogonal lines only"},
		}},
		{Key: OptGoal, Label: "Foxes' goal", Help: "How many geese the foxes must capture to win.", Choices: []game.Choice{
			{Value: "all", Label: "Every goose"},
			{Value: "twelve", Label: "Twelve geese"},
		}},
	},
	Kinds:     []string{"", "fox", "goose"},
	Looks:     []game.Look{{}, {Glyph: game.GlyphFox}, {Glyph: game.GlyphGoose}},
	SeatNouns: func(game.Options) []game.Noun { return []game.Noun{game.Plural("Foxes"), game.Plural("Geese")} },
	New:       newState,
	Parse:     parse,
	MaxPlies:  (GeeseStart + 1) * QuietLimit,
}

func init() { game.Register(Spec) }

// jump is a capture from a hole: over the goose on over to the empty hole
// to, along direction dir.
type jump struct{ over, to, dir int8 }

// geometry is a board with the bit masks and tables move generation needs.
type geometry struct {
	board *game.Board
	nbr   [cross.EnglishHoles]uint64    // holes joined to each hole
	step  [cross.EnglishHoles][8]int8   // hole one line away in each direction, or -1
	jumps [cross.EnglishHoles][]jump    // every jump the lines allow, empty board
	lines [cross.EnglishHoles][][2]int8 // pairs of opposite neighbours: a fox on one jumps to the other
}

var geometries = [2]*geometry{newGeometry(cross.English(true)), newGeometry(cross.English(false))}

func newGeometry(b *game.Board) *geometry {
	g := &geometry{board: b}
	for p := 0; p < b.Len(); p++ {
		for d := range game.Directions {
			g.step[p][d] = int8(b.Step(p, d))
			if q := b.Step(p, d); q >= 0 {
				g.nbr[p] |= 1 << q
			}
			if over, to := b.Jump(p, d); over >= 0 {
				g.jumps[p] = append(g.jumps[p], jump{over: int8(over), to: int8(to), dir: int8(d)})
			}
			if d < 4 {
				a, c := b.Step(p, d), b.Step(p, d+4)
				if a >= 0 && c >= 0 {
					g.lines[p] = append(g.lines[p], [2]int8{int8(a), int8(c)})
				}
			}
		}
	}
	return g
}

// rules holds the settings a state needs while playing.
type rules struct {
	geo  *geometry
	goal int // captures that win for the foxes
}

func rulesOf(opts game.Options) rules {
	r := rules{geo: geometries[0], goal: GeeseStart}
	if opts[OptBoard] == "orthogonal" {
		r.geo = geometries[1]
	}
	if opts[OptGoal] == "twelve" {
		r.goal = ShortGoal
	}
	return r
}

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

func keyFox(p int) uint64   { return zobrist[p] }
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

func (s *State) empty() uint64 {
	return (1<<cross.EnglishHoles - 1) &^ (s.foxes | s.geese)
}

// Captured returns the number of geese the foxes have captured.
func (s *State) Captured() int { return GeeseStart - bits.OnesCount64(s.geese) }

// NumPlayers returns 2.
func (s *State) NumPlayers() int { return 2 }

// ToMove returns the side to move, or game.NoPlayer when the game is over.
func (s *State) ToMove() game.Player {
	if s.Outcome().Over {
		return game.NoPlayer
	}
	return s.toMove
}

// Moves are numbers chosen so that ascending order lists the longest
// capture chains first, then shorter chains, then steps, which is the
// order a search should try them in. A move's code holds the hole it starts
// from in its low six bits and above them either a direction (a step) or a
// one bit followed by three bits per jump, first jump first (a chain); the
// move is the complement of its code. The longest chain the 33-hole board
// allows has 19 jumps, which fills the 64 bits exactly.
const (
	fromBits  = 6
	fromMask  = 1<<fromBits - 1
	maxChain  = (64 - fromBits - 1) / 3
	stepLimit = 8 // codes above the start bits below this are steps
)

func stepMove(from, dir int) game.Move { return ^game.Move(uint64(dir)<<fromBits | uint64(from)) }

// chainMove encodes a chain from its start and its directions packed
// behind a leading one bit.
func chainMove(from int, dirs uint64) game.Move { return ^game.Move(dirs<<fromBits | uint64(from)) }

// decoded is a move taken apart: its start, whether it captures, and its
// directions, first first.
type decoded struct {
	from    int
	capture bool
	dirs    [maxChain]int8
	n       int
}

func decode(m game.Move) decoded {
	code := ^uint64(m)
	d := decoded{from: int(code & fromMask)}
	rest := code >> fromBits
	if rest < stepLimit {
		d.dirs[0], d.n = int8(rest), 1
		return d
	}
	d.capture = true
	d.n = (bits.Len64(rest) - 1) / 3
	for i := 0; i < d.n; i++ {
		d.dirs[i] = int8(rest >> (3 * (d.n - 1 - i)) & 7)
	}
	return d
}

// path returns the holes a move touches, or nil when the move does not fit
// the board (it was not made by this game).
func (s *State) path(m game.Move) []int {
	d := decode(m)
	if d.from >= cross.EnglishHoles || d.n == 0 || d.n > maxChain {
		return nil
	}
	geo := s.rules.geo
	out := make([]int, 1, d.n+1)
	out[0] = d.from
	at := d.from
	for _, dir := range d.dirs[:d.n] {
		next := int(geo.step[at][dir])
		if d.capture && next >= 0 {
			next = int(geo.step[next][dir])
		}
		if next < 0 {
			return nil
		}
		out = append(out, next)
		at = next
	}
	return out
}

// moves appends the moves of the side to move, unsorted, ignoring whether
// the game is over.
func (s *State) moves(dst []game.Move) []game.Move {
	geo := s.rules.geo
	empty := s.empty()
	pieces := s.geese
	if s.toMove == Foxes {
		pieces = s.foxes
	}
	for b := pieces; b != 0; b &= b - 1 {
		p := bits.TrailingZeros64(b)
		for d, q := range geo.step[p] {
			if q >= 0 && empty&(1<<q) != 0 {
				dst = append(dst, stepMove(p, d))
			}
		}
		if s.toMove == Foxes {
			dst = s.chains(dst, p, p, 1, s.geese, empty|1<<p)
		}
	}
	return dst
}

// chains appends every capture chain that continues the chain dirs of the
// fox that started on from and now stands on at, with geese and empty the
// holes as they are after the jumps so far. The jumping fox's own hole
// counts as empty: it leaves it with each jump.
func (s *State) chains(dst []game.Move, from, at int, dirs, geese, empty uint64) []game.Move {
	for _, j := range s.rules.geo.jumps[at] {
		if geese&(1<<j.over) == 0 || empty&(1<<j.to) == 0 {
			continue
		}
		next := dirs<<3 | uint64(j.dir)
		dst = append(dst, chainMove(from, next))
		if bits.Len64(next) <= 3*(maxChain-1)+1 {
			dst = s.chains(dst, from, int(j.to), next, geese&^(1<<j.over), empty|1<<j.over)
		}
	}
	return dst
}

// canMove reports whether the side to move has a move.
func (s *State) canMove() bool {
	geo := s.rules.geo
	empty := s.empty()
	if s.toMove == Geese {
		for b := s.geese; b != 0; b &= b - 1 {
			if geo.nbr[bits.TrailingZeros64(b)]&empty != 0 {
				return true
			}
		}
		return false
	}
	for b := s.foxes; b != 0; b &= b - 1 {
		p := bits.TrailingZeros64(b)
		if geo.nbr[p]&empty != 0 {
			return true
		}
		for _, j := range geo.jumps[p] {
			if s.geese&(1<<j.over) != 0 && empty&(1<<j.to) != 0 {
				return true
			}
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
			return game.Win(Foxes, "every goose is captured")
		}
		return game.Win(Foxes, fmt.Sprintf("the foxes captured %d geese", n))
	}
	if !s.canMove() {
		if s.toMove == Foxes {
			return game.Win(Geese, "the foxes are trapped")
		}
		return game.Win(Foxes, "the geese cannot move")
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

// Score returns the number of geese the foxes have captured for the foxes,
// and 0 for the geese.
func (s *State) Score(p game.Player) int {
	if p == Foxes {
		return s.Captured()
	}
	return 0
}

// Describe says how the hunt stands: the geese captured and, late in a
// quiet spell, how near the draw is.
func (s *State) Describe() string {
	var parts []string
	if n := s.Captured(); n > 0 {
		parts = append(parts, fmt.Sprintf("%s captured, %d more to win", game.Count(n, "goose", "geese"), s.rules.goal-n))
	}
	if left := QuietLimit - int(s.quiet); left <= QuietLimit/4 && !s.Outcome().Over {
		parts = append(parts, fmt.Sprintf("draw in %s without a capture", game.Count(left, "ply", "plies")))
	}
	return strings.Join(parts, "; ")
}

// Explain says why a path tapped on the board is not a move, when the
// rules give a reason the player may not know.
func (s *State) Explain(path []int) string {
	if len(path) < 2 || path[0] < 0 || path[0] >= cross.EnglishHoles {
		return ""
	}
	if s.toMove == Geese && s.geese&(1<<path[0]) != 0 {
		if s.rules.geo.board.Direction(path[0], path[1]) < 0 {
			return "Geese only step along a line to a neighbouring hole; they never jump."
		}
	}
	return ""
}

// MovePath returns the hole a piece leaves and each hole it lands on.
func (s *State) MovePath(m game.Move) []int { return s.path(m) }

// MoveString writes a step as "9-10", a capture as "9x23" and a chain of
// captures with every landing hole: "9x23x25".
func (s *State) MoveString(m game.Move) string {
	p := s.path(m)
	if p == nil {
		return "?"
	}
	sep := "-"
	if decode(m).capture {
		sep = "x"
	}
	names := make([]string, len(p))
	for i, h := range p {
		names[i] = s.rules.geo.board.Point(h).Name
	}
	return strings.Join(names, sep)
}

// ParseMove reads a move written as MoveString writes it and checks that it
// is legal here. Spaces are ignored and X may stand for x.
func (s *State) ParseMove(text string) (game.Move, error) {
	norm := strings.ToLower(strings.Join(strings.Fields(text), ""))
	var holes []string
	switch {
	case strings.Count(norm, "-") == 1 && !strings.Contains(norm, "x"):
		holes = strings.Split(norm, "-")
	case strings.Contains(norm, "x") && !strings.Contains(norm, "-"):
		holes = strings.Split(norm, "x")
	default:
		return 0, fmt.Errorf("move %q: want a step such as 9-10 or a capture such as 9x23 or 9x23x25", text)
	}
	if len(holes) > maxChain+1 {
		return 0, fmt.Errorf("move %q: longer than any capture chain", text)
	}
	for _, h := range holes {
		if _, ok := s.rules.geo.board.Lookup(h); !ok {
			return 0, fmt.Errorf("move %q: no hole %q (holes are 1 to %d)", text, h, cross.EnglishHoles)
		}
	}
	if s.Outcome().Over {
		return 0, fmt.Errorf("move %q: the game is over", text)
	}
	for _, m := range s.moves(nil) {
		if s.MoveString(m) == norm {
			return m, nil
		}
	}
	return 0, fmt.Errorf("move %q is not legal here", text)
}

// Position text: the board rows from the top ('F' fox, 'G' goose, '.'
// empty), the side to move and the plies since the last capture, for
// example the start ".../.../GGF.FGG/GGGGGGG/GGGGGGG/GGG/GGG foxes 0".
var sideNames = [2]string{"foxes", "geese"}

// String encodes the position.
func (s *State) String() string {
	rows := s.rules.geo.board.EncodeRows(func(p int) byte {
		switch s.PieceAt(p).Kind {
		case kindFox:
			return 'F'
		case kindGoose:
			return 'G'
		}
		return '.'
	})
	return fmt.Sprintf("%s %s %d", rows, sideNames[s.toMove], s.quiet)
}

func parse(opts game.Options, text string) (game.State, error) {
	s := &State{rules: rulesOf(opts)}
	cells, side, rest, err := game.SplitPosition(s.rules.geo.board, text, "FG", sideNames[:], 1, ".../.../GGF.FGG/GGGGGGG/GGGGGGG/GGG/GGG foxes 0")
	if err != nil {
		return nil, err
	}
	for p, ch := range cells {
		switch ch {
		case 'F':
			s.foxes |= 1 << p
		case 'G':
			s.geese |= 1 << p
		}
	}
	if n := bits.OnesCount64(s.foxes); n != FoxCount {
		return nil, fmt.Errorf("%d foxes on the board, want %d", n, FoxCount)
	}
	if n := bits.OnesCount64(s.geese); n > GeeseStart {
		return nil, fmt.Errorf("%d geese on the board, want at most %d", n, GeeseStart)
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
