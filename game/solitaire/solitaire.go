// Package solitaire implements Peg Solitaire on the 33-hole English board
// and the 37-hole French board: jump pegs over each other until one is
// left, in the centre (RULES.md section 4). It also gives the puzzle
// solver in package engine what it needs: keys up to the board's
// symmetries and quick proofs that the goal is out of reach.
package solitaire

import (
	_ "embed"
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"parlour/game"
	"parlour/game/cross"
)

// Player is the only seat.
const Player game.Player = 0

const kindPeg = 1

// Option keys.
const (
	OptBoard = "board"
	OptStart = "start"
	OptGoal  = "goal"
)

// Values of the options.
const (
	BoardEnglish  = "english"
	BoardFrench   = "french"
	StartStandard = "standard"
	GoalCentre    = "centre"
	GoalAnywhere  = "anywhere"
)

// CentralStart is the start of the central game as position text: every
// hole of the English board filled but the centre.
const CentralStart = "ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo"

// LeafletKey is the solution printed in the leaflet (seed 004): 31 jumps
// from the start with hole 17 empty to one peg in hole 17.
var LeafletKey = []string{
	"5-17", "12-10", "3-11", "1-3", "18-6", "3-11", "30-18", "27-25", "13-27", "24-26",
	"27-25", "22-24", "31-23", "33-31", "16-28", "31-23", "4-16", "7-9", "21-7", "10-8",
	"7-9", "24-22", "22-8", "8-10", "10-12", "12-26", "26-24", "17-15", "29-17", "18-16",
	"15-17",
}

// ShortestKey is a solution of the standard game in 18 classic moves, the
// fewest possible (Bergholt 1912; Beasley 1964). The engine's shortest
// search found it after proving that 17 moves are not enough.
var ShortestKey = []string{
	"5-17", "8-10", "1-9", "16-4", "11-9", "13-11", "28-16", "21-23", "24-22", "22-8",
	"8-10", "10-12", "3-1", "1-9", "9-23", "26-24", "24-22", "33-25", "7-21", "21-23",
	"18-30", "27-13", "13-11", "31-33", "33-25", "6-18", "18-16", "16-28", "28-30", "30-18",
	"19-17",
}

func startChoices() []game.Choice {
	out := []game.Choice{{Value: StartStandard, Label: "Standard"}}
	for n := 1; n <= cross.EnglishHoles; n++ {
		out = append(out, game.Choice{Value: strconv.Itoa(n), Label: strconv.Itoa(n)})
	}
	return out
}

// rulesText is the rules of the game in our own words.
//
//go:embed rules.md
var rulesText string

// Spec is the game's registration.
var Spec = &game.Game{
	ID:      "solitaire",
	Name:    "Peg Solitaire",
	Rules:   rulesText,
	Summary: "Jump and clear the English board down to one peg.",
	Options: []game.Option{
		{Key: OptBoard, Label: "Board", Help: "The English cross of 33 holes, or the French board of 37.", Choices: []game.Choice{
			{Value: BoardEnglish, Label: "English, 33 holes"},
			{Value: BoardFrench, Label: "French, 37 holes"},
		}},
		{Key: OptStart, Label: "Empty hole", Help: "The hole left empty at the start, numbered as on the English board (the same place on the French board). Standard: the centre on the English board, the hole below the top on the French.", Choices: startChoices()},
		{Key: OptGoal, Label: "Goal", Help: "Where the last peg must stand. On the French board the centre cannot be reached from the standard start, so from there the last peg must reach the hole above the bottom.", Choices: []game.Choice{
			{Value: GoalCentre, Label: "One peg in the centre"},
			{Value: GoalAnywhere, Label: "One peg anywhere"},
		}},
	},
	Kinds:     []string{"", "peg"},
	Looks:     []game.Look{{}, {Glyph: game.GlyphPeg}},
	SeatNouns: func(game.Options) []game.Noun { return []game.Noun{game.Singular("Player")} },
	New:       newState,
	Parse:     parse,
	MaxPlies:  cross.FrenchHoles,
	Demos: []game.Demo{
		{Name: "The leaflet's solution", Moves: LeafletKey},
		{Name: "A shortest solution: 18 moves", Moves: ShortestKey},
	},
}

func init() { game.Register(Spec) }

var (
	english = newLayout(cross.English(false))
	french  = newLayout(cross.French())
)

// rules is a variant: a board and a goal, with what the solver's helpers
// derive from them. Variants are built once and shared.
type rules struct {
	*layout
	goal    int   // cell of the goal hole, or noCell for "anywhere"
	syms    []int // the board's symmetries that keep the goal
	pagodas []pagoda
	need    []float64
	classes map[uint8]bool // position classes of the goal positions
}

// variant names a board and a goal cell.
type variant struct {
	french bool
	goal   int
}

// variants holds every board and goal the options can ask for.
var variants = map[variant]*rules{
	{false, noCell}:       newRules(english, noCell),
	{false, cellOf(3, 3)}: newRules(english, cellOf(3, 3)),
	{true, noCell}:        newRules(french, noCell),
	{true, cellOf(3, 3)}:  newRules(french, cellOf(3, 3)),
	{true, cellOf(3, 5)}:  newRules(french, cellOf(3, 5)),
}

func newRules(l *layout, goal int) *rules {
	r := &rules{layout: l, goal: goal, classes: map[uint8]bool{}}
	for k := 0; k < 8; k++ {
		if goal == noCell || int(l.syms[k][goal]) == goal {
			r.syms = append(r.syms, k)
		}
	}
	r.pagodas, r.need = l.pagodasFor(goal)
	for b := l.holes; b != 0; b &= b - 1 {
		c := bits.TrailingZeros64(b)
		if goal == noCell || c == goal {
			r.classes[positionClass(1<<c)] = true
		}
	}
	return r
}

// setup reads the options: the variant and the empty hole of the start.
func setup(opts game.Options) (*rules, int, error) {
	l := english
	if opts[OptBoard] == BoardFrench {
		l = french
	}
	vacancy := cellOf(3, 3)
	if l == french {
		vacancy = cellOf(3, 1)
	}
	if v := opts[OptStart]; v != "" && v != StartStandard {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > cross.EnglishHoles {
			return nil, 0, fmt.Errorf("empty hole %q: want standard or a hole number from 1 to %d", v, cross.EnglishHoles)
		}
		vacancy = int(english.cell[n-1])
	}
	goal := noCell
	if opts[OptGoal] != GoalAnywhere {
		goal = cellOf(3, 3)
		if l == french && vacancy == cellOf(3, 1) {
			goal = cellOf(3, 5)
		}
	}
	return variants[variant{l == french, goal}], vacancy, nil
}

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

// Moves encode the from and to holes by point index.
func encode(from, to int) game.Move { return game.Move(from<<6 | to) }

func decode(m game.Move) (from, to int) { return int(m >> 6), int(m & 63) }

// LegalMoves appends the jumps in ascending order.
func (s *State) LegalMoves(dst []game.Move) []game.Move {
	n := len(dst)
	for _, d := range shifts {
		for b := s.rules.jumpers(s.pegs, d); b != 0; b &= b - 1 {
			c := bits.TrailingZeros64(b)
			dst = append(dst, encode(int(s.rules.point[c]), int(s.rules.point[c+2*d])))
		}
	}
	// At most a few dozen moves: insertion sort.
	for i := n + 1; i < len(dst); i++ {
		for j := i; j > n && dst[j] < dst[j-1]; j-- {
			dst[j], dst[j-1] = dst[j-1], dst[j]
		}
	}
	return dst
}

// jump moves a peg from one cell over mid to another, or back when undo
// is set.
func (s *State) jump(from, mid, to int, undo bool) {
	s.pegs ^= 1<<from | 1<<mid | 1<<to
	for i, k := range s.rules.syms {
		t := &s.rules.layout.syms[k]
		s.sym[i] ^= 1<<t[from] | 1<<t[mid] | 1<<t[to]
	}
	for i := range s.rules.pagodas {
		p := &s.rules.pagodas[i]
		d := p[to] - p[from] - p[mid]
		if undo {
			d = -d
		}
		s.weight[i] += d
	}
}

// MoveEnds returns the points a jump leaves and lands on, as MovePath
// does, without allocating.
func (s *State) MoveEnds(m game.Move) (from, to int) { return decode(m) }

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
		where := "hole " + s.rules.board.Point(int(s.rules.point[c])).Name
		if s.rules.goal == noCell || c == s.rules.goal {
			return game.Win(Player, "one peg left, in "+where)
		}
		goal := s.rules.board.Point(int(s.rules.point[s.rules.goal])).Name
		return game.Outcome{Over: true, Reason: "one peg left, but in " + where + " instead of hole " + goal}
	}
	return game.Outcome{Over: true, Reason: fmt.Sprintf("no jump left: %d pegs remain", n)}
}

// Hash returns a hash of the pegs. The mixing is a bijection of the
// bitboard, so distinct positions never share a hash.
func (s *State) Hash() uint64 { return mix(s.pegs) }

func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// SymmetricKey names the position up to the symmetries of the board that
// keep the goal: positions with the same key are equally solvable.
func (s *State) SymmetricKey() uint64 {
	k := s.sym[0]
	for i := 1; i < len(s.rules.syms); i++ {
		k = min(k, s.sym[i])
	}
	return k
}

// Hopeless reports whether the goal is provably out of reach: the
// position class (de Bruijn's parity of the pegs on the diagonals) differs
// from the goal's, or a pagoda function weighs the pegs below the goal.
func (s *State) Hopeless() bool {
	if !s.classOK {
		return true
	}
	for i, need := range s.rules.need {
		if s.weight[i] < need {
			return true
		}
	}
	return false
}

// MovesNeeded returns a lower bound on the classic moves still needed to
// reach the goal. A full Merson region must be broken into by a move that
// starts inside it (a corner peg, which no jump can remove, is the
// smallest such region), so a set of disjoint full regions needs as many
// different moves. The set is packed greedily, smallest regions first.
func (s *State) MovesNeeded() int {
	r := s.rules
	pegs := s.pegs
	if r.goal != noCell {
		pegs &^= 1 << r.goal & r.corners // a peg on a goal corner may stay there
	}
	var used uint64
	n := 0
	for _, m := range r.regions {
		if pegs&m == m && used&m == 0 {
			used |= m
			n++
		}
	}
	if r.goal == noCell && n > 0 {
		n-- // the last peg may stay where it is
	}
	if n == 0 && s.pegs&(s.pegs-1) != 0 {
		return 1
	}
	return n
}

// Evaluate scores the position for the solver's move ordering: pegs far
// from the centre and pegs with no neighbour are bad, since both are hard
// to clear.
func (s *State) Evaluate() int {
	target := cellOf(gridCols/2, gridCols/2)
	tc, tr := colRow(target)
	score := 0
	for b := s.pegs; b != 0; b &= b - 1 {
		c := bits.TrailingZeros64(b)
		col, row := colRow(c)
		d := abs(col-tc) + abs(row-tr)
		score -= d * d
	}
	var near uint64
	for _, d := range shifts {
		near |= shift(s.pegs, d)
	}
	score -= 4 * bits.OnesCount64(s.pegs&^near)
	return score
}

// positionClass packs the parities of the pegs on the three families of
// each diagonal direction; every jump flips all three of a direction, so
// the two differences of each direction never change.
func positionClass(pegs uint64) uint8 {
	var cls uint8
	for dir := 0; dir < 2; dir++ {
		var par [3]int
		for i := 0; i < 3; i++ {
			par[i] = bits.OnesCount64(pegs&diagonals[dir][i]) & 1
		}
		cls = cls<<2 | uint8(par[0]^par[1])<<1 | uint8(par[1]^par[2])
	}
	return cls
}

var diagonals = func() (d [2][3]uint64) {
	for r := 0; r < gridCols; r++ {
		for c := 0; c < gridCols; c++ {
			d[0][(c+r)%3] |= 1 << cellOf(c, r)
			d[1][(c-r+gridCols)%3] |= 1 << cellOf(c, r)
		}
	}
	return d
}()

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

// MovePath returns the hole the peg leaves and the hole it lands in.
func (s *State) MovePath(m game.Move) []int {
	from, to := decode(m)
	return []int{from, to}
}

// MoveString writes a jump as "from-to" in hole numbers: "5-17".
func (s *State) MoveString(m game.Move) string {
	from, to := decode(m)
	b := s.rules.board
	return b.Point(from).Name + "-" + b.Point(to).Name
}

// ParseMove reads a jump "from-to" and checks that it is legal here. A
// chain "from-via-to" is refused with a message that splits it into jumps.
func (s *State) ParseMove(text string) (game.Move, error) {
	parts := strings.Split(strings.TrimSpace(text), "-")
	holes := make([]int, len(parts))
	for i, p := range parts {
		h, ok := s.rules.board.Lookup(strings.TrimSpace(p))
		if !ok {
			if len(parts) < 2 {
				return 0, fmt.Errorf("move %q: want a jump from-to in hole numbers, such as 5-17", text)
			}
			return 0, fmt.Errorf("move %q: no hole %q on the board (holes are 1 to %d)", text, p, s.rules.board.Len())
		}
		holes[i] = h
	}
	if len(holes) < 2 {
		return 0, fmt.Errorf("move %q: want a jump from-to in hole numbers, such as 5-17", text)
	}
	if len(holes) > 2 {
		jumps := make([]string, len(holes)-1)
		for i := range jumps {
			jumps[i] = parts[i] + "-" + parts[i+1]
		}
		return 0, fmt.Errorf("move %q is a chain of %d jumps: play it one jump at a time (%s); the jumps still count as one move", text, len(jumps), strings.Join(jumps, " "))
	}
	m := encode(holes[0], holes[1])
	var buf [64]game.Move
	for _, l := range s.LegalMoves(buf[:0]) {
		if l == m {
			return m, nil
		}
	}
	if !s.rules.canJump(s.pegs) {
		return 0, fmt.Errorf("move %q: the game is over", text)
	}
	if why := s.explain(holes[0], holes[1]); why != "" {
		return 0, fmt.Errorf("move %q is not legal here: %s", text, why)
	}
	return 0, fmt.Errorf("move %q is not legal here", text)
}

// explain says why the jump from one hole to another is not legal, or "".
func (s *State) explain(from, to int) string {
	b := s.rules.board
	fc, tc := int(s.rules.cell[from]), int(s.rules.cell[to])
	mid := (fc + tc) / 2
	d := tc - fc
	switch {
	case s.pegs&(1<<fc) == 0:
		return "hole " + b.Point(from).Name + " has no peg"
	case d != 2 && d != -2 && d != 2*rowBits && d != -2*rowBits:
		return "a peg jumps over one neighbour in a straight line, to the hole just beyond"
	case s.pegs&(1<<tc) != 0:
		return "hole " + b.Point(to).Name + " is not empty"
	case s.pegs&(1<<mid) == 0:
		return "there is no peg to jump over in hole " + b.Point(int(s.rules.point[mid])).Name
	}
	return ""
}

// Explain says why no jump follows the holes tapped, for the UI.
func (s *State) Explain(path []int) string {
	n := s.rules.board.Len()
	for _, p := range path {
		if p < 0 || p >= n {
			return ""
		}
	}
	switch len(path) {
	case 0:
		return ""
	case 1:
		from := path[0]
		if s.pegs&(1<<s.rules.cell[from]) == 0 {
			return "That hole is empty: pick a peg that can jump."
		}
		var buf [64]game.Move
		for _, m := range s.LegalMoves(buf[:0]) {
			if f, _ := decode(m); f == from {
				return ""
			}
		}
		return "This peg cannot jump: it needs a peg next to it and an empty hole just beyond."
	}
	if why := s.explain(path[0], path[len(path)-1]); why != "" {
		return strings.ToUpper(why[:1]) + why[1:] + "."
	}
	return ""
}

// Describe says how many pegs are left and how many classic moves were
// made: "31 pegs left · 1 move".
func (s *State) Describe() string {
	n := s.Pegs()
	pegs := fmt.Sprintf("%d pegs left", n)
	if n == 1 {
		pegs = "1 peg left"
	}
	moves := fmt.Sprintf("%d moves", s.moves)
	if s.moves == 1 {
		moves = "1 move"
	}
	return pegs + " · " + moves
}

// Position text: the rows of the board from the top, 'o' for a peg and
// '.' for an empty hole: "ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo".
func (s *State) String() string {
	return s.rules.board.EncodeRows(func(p int) byte {
		if s.pegs&(1<<s.rules.cell[p]) != 0 {
			return 'o'
		}
		return '.'
	})
}

func parse(opts game.Options, text string) (game.State, error) {
	r, _, err := setup(opts)
	if err != nil {
		return nil, err
	}
	cells, err := r.board.DecodeRows(strings.TrimSpace(text))
	if err != nil {
		return nil, fmt.Errorf("%w (rows such as %q)", err, r.board.EncodeRows(func(int) byte { return 'o' }))
	}
	var pegs uint64
	for p, ch := range cells {
		switch ch {
		case 'o':
			pegs |= 1 << r.cell[p]
		case '.':
		default:
			return nil, fmt.Errorf("unknown mark %q (use o for a peg, . for an empty hole)", ch)
		}
	}
	if pegs == 0 {
		return nil, fmt.Errorf("no peg on the board")
	}
	return newPosition(r, pegs), nil
}
