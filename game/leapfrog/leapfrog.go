// Package leapfrog implements Leapfrog: any number of players take turns
// jumping shared pieces across a crowded square board, capturing every piece
// they jump, in the old version with pieces all alike or in Murray's
// coloured version with pieces worth 4, 3, 2 and 1 (RULES.md section 5).
//
// A chain of jumps is made one jump at a time: after a jump the same player
// moves again, choosing a further jump of the same piece or "stop", until
// the piece can jump no further.
package leapfrog

import (
	_ "embed"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"parlour/game"
)

// Player and board bounds.
const (
	MinPlayers = 2
	MaxPlayers = 8
	MaxSize    = 18
)

// Piece kinds, indexing Spec.Kinds.
const (
	kindPiece  = 1 + iota // old version: all alike, worth 1
	kindGreen             // worth 4
	kindRed               // worth 3
	kindYellow            // worth 2
	kindWhite             // worth 1
	numKinds
)

// kindValue is what capturing a piece of each kind scores.
var kindValue = [numKinds]int32{kindPiece: 1, kindGreen: 4, kindRed: 3, kindYellow: 2, kindWhite: 1}

// kindSymbol is each kind's character in the position text.
var kindSymbol = [numKinds]byte{0: '.', kindPiece: 'o', kindGreen: 'G', kindRed: 'R', kindYellow: 'Y', kindWhite: 'W'}

// Option keys.
const (
	OptPlayers = "players"
	OptSize    = "size"
	OptVersion = "version"
	OptJumps   = "jumps"
	OptLayout  = "layout"
)

// Layouts is the number of numbered colour layouts to choose from.
const Layouts = 12

// rulesText is the rules of the game in our own words.
//
//go:embed rules.md
var rulesText string

// Spec is the game's registration.
var Spec = &game.Game{
	ID:      "leapfrog",
	Name:    "Leapfrog",
	Rules:   rulesText,
	Summary: "Any number of players jump and capture on a crowded board.",
	Options: []game.Option{
		{Key: OptPlayers, Label: "Players", Help: "How many take part, each in turn.", Choices: numberChoices(MinPlayers, MaxPlayers)},
		{Key: OptSize, Label: "Board", Help: "Squares on each side; the smaller boards make a quick game.", Choices: []game.Choice{
			{Value: "15", Label: "15×15"}, {Value: "16", Label: "16×16"}, {Value: "17", Label: "17×17"}, {Value: "18", Label: "18×18"},
			{Value: "6", Label: "6×6 quick"}, {Value: "8", Label: "8×8 quick"}, {Value: "10", Label: "10×10 quick"}, {Value: "12", Label: "12×12 quick"},
		}},
		{Key: OptVersion, Label: "Version", Help: "Pieces all alike, or Murray's colours worth 4, 3, 2 and 1.", Choices: []game.Choice{
			{Value: "old", Label: "Old: all alike"},
			{Value: "coloured", Label: "Murray's colours"},
		}},
		{Key: OptJumps, Label: "Jumps", Help: "The directions a piece may jump in.", Choices: []game.Choice{
			{Value: "orthogonal", Label: "Orthogonal"},
			{Value: "diagonal", Label: "Also diagonal"},
		}},
		{Key: OptLayout, Label: "Colour layout", Help: "Which random placing of the colours in Murray's version; the same number gives the same board.", Choices: numberChoices(1, Layouts), OnlyWith: &game.Setting{Key: OptVersion, Value: "coloured"}},
	},
	Kinds: []string{"", "piece", "green", "red", "yellow", "white"},
	Looks: []game.Look{{},
		{Glyph: game.GlyphCounter, Tint: game.TintWood},
		{Glyph: game.GlyphCounter, Tint: game.TintGreen, Pips: 4},
		{Glyph: game.GlyphCounter, Tint: game.TintRed, Pips: 3},
		{Glyph: game.GlyphCounter, Tint: game.TintYellow, Pips: 2},
		{Glyph: game.GlyphCounter, Tint: game.TintWhite, Pips: 1},
	},
	SeatNouns: seats,
	New:       newState,
	Parse:     parse,
	MaxPlies:  2 * MaxSize * MaxSize,
}

func init() { game.Register(Spec) }

func numberChoices(lo, hi int) []game.Choice {
	out := make([]game.Choice, 0, hi-lo+1)
	for i := lo; i <= hi; i++ {
		v := strconv.Itoa(i)
		out = append(out, game.Choice{Value: v, Label: v})
	}
	return out
}

// seats names the players "Player 1" to "Player N".
func seats(opts game.Options) []game.Noun {
	n := playersOf(opts)
	out := make([]game.Noun, n)
	for i := range out {
		out[i] = game.Singular(seatName(game.Player(i)))
	}
	return out
}

func seatName(p game.Player) string { return "Player " + strconv.Itoa(int(p)+1) }

// rules holds the settings a state needs while playing.
type rules struct {
	geo      *geometry
	players  int
	coloured bool
	layout   int
}

func playersOf(opts game.Options) int {
	n, err := strconv.Atoi(opts[OptPlayers])
	if err != nil || n < MinPlayers || n > MaxPlayers {
		return MinPlayers
	}
	return n
}

func rulesOf(opts game.Options) (rules, error) {
	size, err := strconv.Atoi(opts[OptSize])
	if err != nil || size < 3 || size > MaxSize {
		return rules{}, fmt.Errorf("board size %q: want a number from 3 to %d", opts[OptSize], MaxSize)
	}
	layout, err := strconv.Atoi(opts[OptLayout])
	if err != nil || layout < 1 || layout > Layouts {
		return rules{}, fmt.Errorf("colour layout %q: want a number from 1 to %d", opts[OptLayout], Layouts)
	}
	return rules{
		geo:      geometryOf(size, opts[OptJumps] == "diagonal"),
		players:  playersOf(opts),
		coloured: opts[OptVersion] == "coloured",
		layout:   layout,
	}, nil
}

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

// Moves: 0 is "stop", removals are removeBase|p and a jump from p to q is
// (p+1)<<jumpShift|q, so stop sorts before the jumps it comes with.
const (
	moveStop   game.Move = 0
	jumpShift            = 10
	removeBase game.Move = 1 << 20
)

func jumpMove(from, to int) game.Move { return game.Move(from+1)<<jumpShift | game.Move(to) }

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

// ColourCounts returns how many green, red, yellow and white pieces fill an
// n×n board in Murray's version: the ratio 1:2:3:4, rounded half to even as
// RULES.md's figures for 15×15 require (22.5 green gives 22, 67.5 yellow
// gives 68), white taking the rest.
func ColourCounts(n int) (green, red, yellow, white int) {
	sq := n * n
	round := func(k int) int {
		q, r := k*sq/10, k*sq%10
		if r > 5 || r == 5 && q%2 == 1 {
			q++
		}
		return q
	}
	green, red, yellow = round(1), round(2), round(3)
	return green, red, yellow, sq - green - red - yellow
}

// ColourLayout returns the kinds of an n×n board in Murray's version for
// layout number layout, point by point row by row: a shuffle driven by a
// fixed generator seeded with the size and layout, so the same number
// always gives the same board on every platform.
func ColourLayout(n, layout int) []uint8 {
	g, r, y, w := ColourCounts(n)
	cells := make([]uint8, 0, n*n)
	for _, c := range []struct {
		kind  uint8
		count int
	}{{kindGreen, g}, {kindRed, r}, {kindYellow, y}, {kindWhite, w}} {
		for i := 0; i < c.count; i++ {
			cells = append(cells, c.kind)
		}
	}
	seed := uint64(0x4c65617066726f67) ^ uint64(n)<<40 ^ uint64(layout)
	for i := len(cells) - 1; i > 0; i-- {
		j := int(game.SplitMix64(&seed) % uint64(i+1))
		cells[i], cells[j] = cells[j], cells[i]
	}
	return cells
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

func (s *State) opening() bool { return s.empties < s.players }

// canJump reports whether the piece on p has a jump.
func (s *State) canJump(p int) bool {
	for _, j := range s.geo.jumps[p] {
		if s.cells[j.over] != 0 && s.cells[j.to] == 0 {
			return true
		}
	}
	return false
}

// anyJump reports whether any piece has a jump.
func (s *State) anyJump() bool {
	for p, k := range s.cells {
		if k != 0 && s.canJump(p) {
			return true
		}
	}
	return false
}

// appendJumps appends the jumps of the piece on p, in ascending order.
func (s *State) appendJumps(dst []game.Move, p int) []game.Move {
	for _, j := range s.geo.jumps[p] {
		if s.cells[j.over] != 0 && s.cells[j.to] == 0 {
			dst = append(dst, jumpMove(p, int(j.to)))
		}
	}
	return dst
}

// LegalMoves appends the legal moves in ascending order: removals in the
// opening, "stop" and the further jumps of the piece in the middle of a
// chain, otherwise every jump.
func (s *State) LegalMoves(dst []game.Move) []game.Move {
	switch {
	case s.over:
		return dst
	case s.opening():
		for p, k := range s.cells {
			if k != 0 {
				dst = append(dst, removeBase|game.Move(p))
			}
		}
		return dst
	case s.chain >= 0:
		return s.appendJumps(append(dst, moveStop), s.chain)
	}
	if 3*s.empties < len(s.cells) {
		// A crowded board: look for jumps into the few empty points, then
		// sort them.
		n := len(dst)
		for e, k := range s.cells {
			if k != 0 {
				continue
			}
			for _, j := range s.geo.jumps[e] {
				if s.cells[j.over] != 0 && s.cells[j.to] != 0 {
					dst = append(dst, jumpMove(int(j.to), e))
				}
			}
		}
		slices.Sort(dst[n:])
		return dst
	}
	for p, k := range s.cells {
		if k != 0 {
			dst = s.appendJumps(dst, p)
		}
	}
	return dst
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

func decodeJump(m game.Move) (from, to int) {
	return int(m>>jumpShift) - 1, int(m & (1<<jumpShift - 1))
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
	return game.Outcome{Over: true, Winners: winners, Reason: "no piece can jump"}
}

// Score returns the pieces player p has captured (old version) or their
// value in points (Murray's version).
func (s *State) Score(p game.Player) int {
	if p < 0 || int(p) >= s.players {
		return 0
	}
	return int(s.score[p])
}

// PiecesTaken returns the pieces player p has taken, removals included,
// with true in Murray's version, where the score counts points instead.
func (s *State) PiecesTaken(p game.Player) (int, bool) {
	if p < 0 || int(p) >= s.players {
		return 0, false
	}
	return int(s.taken[p]), s.coloured
}

// Describe says what the player to move is to do, or the final ranking
// once the game is over, with the colour layout in Murray's version so the
// game can be set up again. Seats are named by number only ("seat 2"), as
// the players may have renamed them; the turn line says whose turn it is.
func (s *State) Describe() string {
	var d string
	switch {
	case s.over:
		d = "No jump is left. Final ranking: " + s.ranking()
	case s.opening():
		d = fmt.Sprintf("Opening: each player in turn removes one piece (%s to go)", game.Count(s.players-s.empties, "removal", "removals"))
	case s.chain >= 0:
		d = fmt.Sprintf("Jumping with the piece on %s: jump again, or stop", s.name(s.chain))
	default:
		d = fmt.Sprintf("Jump any piece; %s on the board", game.Count(s.pieces(), "piece", "pieces"))
	}
	if s.coloured {
		d += fmt.Sprintf(" (colour layout %d)", s.layout)
	}
	return d
}

// Ranks returns each player's place by score, 1 for the best: equal scores
// share a place and the places after them are skipped, so four players
// with 9, 12, 9 and 5 rank 2, 1, 2 and 4.
func (s *State) Ranks() []int {
	ranks := make([]int, s.players)
	for p := range ranks {
		ranks[p] = 1
		for q := 0; q < s.players; q++ {
			if s.score[q] > s.score[p] {
				ranks[p]++
			}
		}
	}
	return ranks
}

// ranking writes the places in order, such as "1st seat 2 (12 pieces);
// 2nd, shared: seats 1 and 3 (9); 4th seat 4 (5)".
func (s *State) ranking() string {
	ranks := s.Ranks()
	unit := "pieces"
	if s.coloured {
		unit = "points"
	}
	var parts []string
	for place := 1; place <= s.players; place++ {
		var seats []string
		score := int32(0)
		for p, r := range ranks {
			if r == place {
				seats = append(seats, strconv.Itoa(p+1))
				score = s.score[p]
			}
		}
		if len(seats) == 0 {
			continue
		}
		part := ordinal(place) + " seat " + seats[0]
		if len(seats) > 1 {
			part = ordinal(place) + ", shared: seats " + strings.Join(seats[:len(seats)-1], ", ") + " and " + seats[len(seats)-1]
		}
		part += " (" + strconv.Itoa(int(score))
		if len(parts) == 0 {
			part += " " + unit
		}
		parts = append(parts, part+")")
	}
	return strings.Join(parts, "; ")
}

// ordinal writes 1st, 2nd, 3rd, 4th and so on, up to MaxPlayers.
func ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return strconv.Itoa(n) + "th"
}

// Explain says why no legal move follows the tapped points.
func (s *State) Explain(path []int) string {
	switch {
	case s.over || len(path) == 0:
		return ""
	case s.opening():
		return "In the opening each player removes one piece: tap the piece to take"
	case s.chain >= 0 && path[0] != s.chain:
		return fmt.Sprintf("The piece on %s is jumping: jump again with it or stop", s.name(s.chain))
	case path[0] < 0 || path[0] >= len(s.cells) || s.cells[path[0]] == 0:
		return "Choose a piece to jump with"
	case !s.canJump(path[0]):
		return fmt.Sprintf("The piece on %s has no piece to jump over with an empty square beyond", s.name(path[0]))
	}
	return "A piece jumps over a neighbouring piece into the empty square straight beyond"
}

func (s *State) pieces() int { return len(s.cells) - s.empties }

// Evaluate scores the position for the two-player alpha-beta engine: the
// lead of the player to move over the best other score, ten units a point.
func (s *State) Evaluate() int {
	best := int32(-1 << 30)
	for p := 0; p < s.players; p++ {
		if game.Player(p) != s.toMove {
			best = max(best, s.score[p])
		}
	}
	return 10 * int(s.score[s.toMove]-best)
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

// MovePath returns the removed point, the two ends of a jump, or nil for
// "stop".
func (s *State) MovePath(m game.Move) []int {
	switch {
	case m == moveStop:
		return nil
	case m&removeBase != 0:
		return []int{int(m &^ removeBase)}
	}
	from, to := decodeJump(m)
	return []int{from, to}
}

// ActionLabel labels "stop", the one move with no path, "Stop here".
func (s *State) ActionLabel(m game.Move) string {
	if m == moveStop {
		return "Stop here"
	}
	return s.MoveString(m)
}

// MoveString writes "xh8" for a removal, "h8-h10" for a jump and "stop".
func (s *State) MoveString(m game.Move) string {
	switch {
	case m == moveStop:
		return "stop"
	case m&removeBase != 0:
		return "x" + s.name(int(m&^removeBase))
	}
	from, to := decodeJump(m)
	return s.name(from) + "-" + s.name(to)
}

func (s *State) name(p int) string {
	if p < 0 || p >= s.geo.board.Len() {
		return "?"
	}
	return s.geo.board.Point(p).Name
}

// ParseMove reads a move written by MoveString and checks that it is legal
// here.
func (s *State) ParseMove(text string) (game.Move, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	var m game.Move
	switch {
	case t == "stop":
		m = moveStop
	case strings.HasPrefix(t, "x"):
		p, ok := s.geo.board.Lookup(t[1:])
		if !ok {
			return 0, fmt.Errorf("move %q: no point %q on the board", text, t[1:])
		}
		m = removeBase | game.Move(p)
	default:
		a, b, ok := strings.Cut(t, "-")
		if !ok {
			return 0, fmt.Errorf("move %q: want a jump such as h8-h10, a removal such as xh8, or stop", text)
		}
		from, okA := s.geo.board.Lookup(a)
		to, okB := s.geo.board.Lookup(b)
		if !okA || !okB {
			return 0, fmt.Errorf("move %q: no such point on the board", text)
		}
		m = jumpMove(from, to)
	}
	for _, l := range s.LegalMoves(nil) {
		if l == m {
			return m, nil
		}
	}
	switch {
	case s.over:
		return 0, fmt.Errorf("move %q: the game is over", text)
	case s.opening():
		return 0, fmt.Errorf("move %q: in the opening each player removes a piece, such as x%s", text, s.name(0))
	case s.chain >= 0:
		return 0, fmt.Errorf("move %q: the piece on %s must jump again or stop", text, s.name(s.chain))
	}
	return 0, fmt.Errorf("move %q is not legal here", text)
}

// Position text: the board rows from the top ('o' a piece of the old
// version, 'G' 'R' 'Y' 'W' Murray's colours, '.' empty), the number of the
// player to move, the scores in seat order (in Murray's version points and
// pieces taken, such as 7/3) and the point of the piece in the middle of a
// chain or '-', for example "ooo/o.o/ooo 2 1,0 -".

// String encodes the position.
func (s *State) String() string {
	var b strings.Builder
	b.WriteString(s.geo.board.EncodeRows(func(p int) byte { return kindSymbol[s.cells[p]] }))
	fmt.Fprintf(&b, " %d ", s.toMove+1)
	for p := 0; p < s.players; p++ {
		if p > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(int(s.score[p])))
		if s.coloured {
			fmt.Fprintf(&b, "/%d", s.taken[p])
		}
	}
	b.WriteByte(' ')
	if s.chain >= 0 {
		b.WriteString(s.name(s.chain))
	} else {
		b.WriteByte('-')
	}
	return b.String()
}

func parse(opts game.Options, text string) (game.State, error) {
	r, err := rulesOf(opts)
	if err != nil {
		return nil, err
	}
	fields := strings.Fields(text)
	if len(fields) != 4 {
		return nil, fmt.Errorf("want four fields: board rows, player to move, scores, chain point or - (such as %q)", "ooo/o.o/ooo 2 1,0 -")
	}
	cells, err := r.geo.board.DecodeRows(fields[0])
	if err != nil {
		return nil, err
	}
	s := &State{rules: r, chain: -1, cells: make([]uint8, len(cells))}
	for p, ch := range cells {
		k, ok := symbolKind(ch, r.coloured)
		if !ok {
			if r.coloured {
				return nil, fmt.Errorf("unknown piece %q (use G, R, Y, W for the colours, . for empty)", ch)
			}
			return nil, fmt.Errorf("unknown piece %q (use o for a piece, . for empty)", ch)
		}
		s.cells[p] = k
		if k == 0 {
			s.empties++
		}
	}
	if s.empties == len(cells) {
		return nil, fmt.Errorf("the board is empty")
	}
	mover, err := strconv.Atoi(fields[1])
	if err != nil || mover < 1 || mover > r.players {
		return nil, fmt.Errorf("player to move %q: want a number from 1 to %d", fields[1], r.players)
	}
	s.toMove = game.Player(mover - 1)
	scores := strings.Split(fields[2], ",")
	if len(scores) != r.players {
		return nil, fmt.Errorf("scores %q: want %d numbers separated by commas", fields[2], r.players)
	}
	limit := 4 * len(cells)
	for p, v := range scores {
		points, pieces, hasPieces := strings.Cut(v, "/")
		if hasPieces != r.coloured {
			if r.coloured {
				return nil, fmt.Errorf("score %q of %s: want points/pieces taken, such as 7/3", v, seatName(game.Player(p)))
			}
			return nil, fmt.Errorf("score %q of %s: want the pieces taken, a number", v, seatName(game.Player(p)))
		}
		n, err := strconv.Atoi(points)
		if err != nil || n < 0 || n > limit {
			return nil, fmt.Errorf("score %q of %s: want a number from 0 to %d", v, seatName(game.Player(p)), limit)
		}
		s.score[p] = int32(n)
		if !r.coloured {
			s.taken[p] = int16(n)
			continue
		}
		k, err := strconv.Atoi(pieces)
		if err != nil || k < 0 || k > n || 4*k < n {
			return nil, fmt.Errorf("pieces taken %q of %s: want a number from a quarter of the points (%d) up to them", pieces, seatName(game.Player(p)), n)
		}
		s.taken[p] = int16(k)
	}
	if fields[3] != "-" {
		p, ok := r.geo.board.Lookup(fields[3])
		switch {
		case !ok:
			return nil, fmt.Errorf("chain point %q: no such point on the board", fields[3])
		case s.opening():
			return nil, fmt.Errorf("chain point %s during the opening", fields[3])
		case s.cells[p] == 0:
			return nil, fmt.Errorf("chain point %s is empty", fields[3])
		case !s.canJump(p):
			return nil, fmt.Errorf("the piece on chain point %s cannot jump again", fields[3])
		}
		s.chain = p
	}
	s.over = s.chain < 0 && !s.opening() && !s.anyJump()
	s.rehash()
	return s, nil
}

func symbolKind(ch byte, coloured bool) (uint8, bool) {
	for k, sym := range kindSymbol {
		if sym != ch {
			continue
		}
		if k == 0 || (k == kindPiece) != coloured {
			return uint8(k), true
		}
	}
	return 0, false
}
