package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"parlour/guard"
	"parlour/lang"
)

// Match is a game being played: the start position, the moves made and the
// moves undone (for redo). It applies the repetition rule, which depends on
// history rather than on the position alone. It is the shared "midend" that
// the UI, the command line and saved games use.
type Match struct {
	game  *Game
	opts  Options
	start string // position text of a custom start, "" for the standard start
	state State
	moves []Move // moves made, then moves undone still available to Redo
	made  int    // moves[:made] are on the board
	seen  map[uint64]int
	trail []uint64 // hash after each made move, with the start hash first
	taken []taking // what each made move took off the board
	names []string // players' own names for the seats; "" keeps the seat's name
}

// NewMatch starts a match of g from its standard start.
func NewMatch(g *Game, opts Options) (*Match, error) {
	s, resolved, err := g.Start(opts)
	if err != nil {
		return nil, err
	}
	return newMatch(g, resolved, "", s), nil
}

// NewMatchFrom starts a match of g from a position text; an empty text
// means the standard start.
func NewMatchFrom(g *Game, opts Options, position string) (*Match, error) {
	if position == "" {
		return NewMatch(g, opts)
	}
	s, resolved, err := g.Position(opts, position)
	if err != nil {
		return nil, err
	}
	return newMatch(g, resolved, position, s), nil
}

func newMatch(g *Game, opts Options, start string, s State) *Match {
	m := &Match{game: g, opts: opts, start: start, state: s, seen: map[uint64]int{}}
	m.visit()
	return m
}

func (m *Match) visit() {
	h := positionKey(m.state)
	m.trail = append(m.trail, h)
	m.seen[h]++
}

// positionKey identifies a position with its player to move for the
// repetition rule.
func positionKey(s State) uint64 {
	return s.Hash() ^ uint64(s.ToMove()+2)*0x9e3779b97f4a7c15
}

// maxNameLen bounds a player's name, in characters.
const maxNameLen = 24

// SetNames gives the seats the players' own names ("Ann" for "Player 1");
// an empty or missing name keeps the seat's name. Names are trimmed and cut
// to 24 characters.
func (m *Match) SetNames(names []string) {
	m.names = make([]string, len(m.Seats()))
	for i := range m.names {
		if i < len(names) {
			m.names[i] = CleanName(names[i])
		}
	}
}

// CleanName trims a player's name and cuts it to 24 characters, dropping
// control characters.
func CleanName(s string) string {
	var out []rune
	for _, r := range strings.TrimSpace(s) {
		if unicode.IsControl(r) {
			continue
		}
		if len(out) == maxNameLen {
			break
		}
		out = append(out, r)
	}
	return strings.TrimSpace(string(out))
}

// OwnNames returns the names the players gave, "" where none was given.
func (m *Match) OwnNames() []string { return slices.Clone(m.names) }

// Names returns what to call each seat: the player's own name where one
// was given, else the seat's name ("Hounds", "Player 2").
func (m *Match) Names() []string {
	nouns := m.Nouns()
	out := make([]string, len(nouns))
	for i, n := range nouns {
		out[i] = n.Name
	}
	return out
}

// Nouns returns what sentences call each seat: the player's own name,
// singular, where one was given, else the seat's noun.
func (m *Match) Nouns() []Noun {
	out := m.SeatNouns()
	for i, n := range m.names {
		if i < len(out) && n != "" {
			out[i] = Proper(n)
		}
	}
	return out
}

// Game returns the game being played.
func (m *Match) Game() *Game { return m.game }

// Options returns the resolved options of the match.
func (m *Match) Options() Options { return m.opts }

// Seats returns the names of the seats.
func (m *Match) Seats() []string { return m.game.Seats(m.opts) }

// SeatNouns returns the seats' names with their grammatical number.
func (m *Match) SeatNouns() []Noun { return m.game.SeatNouns(m.opts) }

// State returns the current position. Callers must not change it; use
// Clone for a copy to analyse.
func (m *Match) State() State { return m.state }

// Moves returns the moves on the board, oldest first.
func (m *Match) Moves() []Move { return m.moves[:m.made] }

// MoveStrings returns the text form of the moves on the board.
func (m *Match) MoveStrings() []string {
	s := m.Initial()
	out := make([]string, m.made)
	for i, mv := range m.moves[:m.made] {
		out[i] = s.MoveString(mv)
		s.Apply(mv)
	}
	return out
}

// Initial returns a copy of the position the match began at: the
// game's start, or the position it was set up from.
func (m *Match) Initial() State {
	s := m.state.Clone()
	for i := 0; i < m.made; i++ {
		s.Undo()
	}
	return s
}

// Ply returns the number of moves on the board.
func (m *Match) Ply() int { return m.made }

// Outcome returns the outcome of the current position, repetition
// included; a solo game that counts its moves (MoveCounter) says how many it
// took.
func (m *Match) Outcome() Outcome {
	if o := m.state.Outcome(); o.Over {
		if c, ok := m.state.(MoveCounter); ok {
			o.Reason = withMoves(o.Reason, c.MovesText())
		}
		return o
	}
	if r := m.state.Repetition(); r > 0 && m.seen[m.trail[len(m.trail)-1]] >= r {
		return Draw(lang.N(r, "the same position occurred %d time", "the same position occurred %d times", r))
	}
	return Ongoing
}

// withMoves adds to the reason a solo game ended the moves it took: "one peg
// left, in hole 17, after 31 jumps in 18 moves".
func withMoves(reason, moves string) string {
	if reason == "" {
		return lang.T("after %s", moves)
	}
	return lang.T("%s, after %s", strings.TrimSuffix(reason, "."), moves)
}

// ToMove returns the player to move, or NoPlayer when the match is over.
func (m *Match) ToMove() Player {
	if m.Outcome().Over {
		return NoPlayer
	}
	return m.state.ToMove()
}

// Play applies a legal move, discarding any moves that could be redone.
func (m *Match) Play(mv Move) error {
	if m.Outcome().Over {
		return errors.New("the game is over")
	}
	legal := false
	for _, l := range m.state.LegalMoves(nil) {
		if l == mv {
			legal = true
			break
		}
	}
	if !legal {
		return errors.New("that move is not legal here")
	}
	m.moves = append(m.moves[:m.made], mv)
	m.apply(mv)
	return nil
}

// taking is what one move took off the board, and who made it.
type taking struct {
	mover  Player
	pieces []Piece
}

// apply plays mv, the next move, noting what it takes off the board.
func (m *Match) apply(mv Move) {
	mover := m.state.ToMove()
	before := census(m.state)
	m.state.Apply(mv)
	var taken []Piece
	for pc, n := range before {
		for range n - census(m.state)[pc] {
			taken = append(taken, pc)
		}
	}
	slices.SortFunc(taken, func(a, b Piece) int { return int(a.Owner)*256 + int(a.Kind) - int(b.Owner)*256 - int(b.Kind) })
	m.taken = append(m.taken, taking{mover: mover, pieces: taken})
	m.made++
	m.visit()
}

// census counts the pieces on the board by owner and kind.
func census(s State) map[Piece]int {
	out := map[Piece]int{}
	for p := range s.Board().Len() {
		if pc := s.PieceAt(p); !pc.Empty() {
			out[pc]++
		}
	}
	return out
}

// Taken returns the pieces the move at index i of Moves took off the
// board, such as the pieces a capture or a chain of jumps removed; nil
// for a move that took none.
func (m *Match) Taken(i int) []Piece { return m.taken[i].pieces }

// Captured returns the pieces player p's moves have taken off the board
// so far, in the order they were taken.
func (m *Match) Captured(p Player) []Piece {
	var out []Piece
	for _, t := range m.taken {
		if t.mover == p {
			out = append(out, t.pieces...)
		}
	}
	return out
}

// PlayString parses a move in text form and plays it.
func (m *Match) PlayString(s string) error {
	if m.Outcome().Over {
		return GameOver(s)
	}
	mv, err := m.state.ParseMove(s)
	if err != nil {
		return err
	}
	return m.Play(mv)
}

// CanUndo reports whether a move can be taken back.
func (m *Match) CanUndo() bool { return m.made > 0 }

// CanRedo reports whether an undone move can be played again.
func (m *Match) CanRedo() bool { return m.made < len(m.moves) }

// Undo takes back the last move; it reports false when there is none.
func (m *Match) Undo() bool {
	if !m.CanUndo() {
		return false
	}
	h := m.trail[len(m.trail)-1]
	if m.seen[h]--; m.seen[h] == 0 {
		delete(m.seen, h)
	}
	m.trail = m.trail[:len(m.trail)-1]
	m.taken = m.taken[:len(m.taken)-1]
	m.state.Undo()
	m.made--
	return true
}

// Redo plays the next undone move again; it reports false when there is none.
func (m *Match) Redo() bool {
	if !m.CanRedo() {
		return false
	}
	m.apply(m.moves[m.made])
	return true
}

// LastMove returns the last move on the board.
func (m *Match) LastMove() (Move, bool) {
	if m.made == 0 {
		return 0, false
	}
	return m.moves[m.made-1], true
}

// NextMove returns the move Redo would play.
func (m *Match) NextMove() (Move, bool) {
	if !m.CanRedo() {
		return 0, false
	}
	return m.moves[m.made], true
}

// SaveFormat names Parlour's saved-game files; SaveVersion is the newest
// version written. Older versions stay readable.
const (
	SaveFormat  = "parlour-match"
	SaveVersion = 1
)

// ErrNewer is matched (errors.Is) by the error of reading a document
// that a newer version of Parlour wrote, in a format this one does not
// know: such a document is not damaged, and must be kept as it is,
// never set aside or written over by this older version.
var ErrNewer = errors.New("written by a newer version of Parlour")

// NewerVersion returns the error for a document of a format whose version
// is beyond newest, the newest this program reads: it matches ErrNewer.
func NewerVersion(what string, version, newest int) error {
	return fmt.Errorf("%s version %d is %w (this one reads up to %d)", what, version, ErrNewer, newest)
}

// Save is the JSON form of a match: settings and moves as text, so saves
// stay readable and valid across program versions.
type Save struct {
	Format  string   `json:"format"`
	Version int      `json:"version"`
	Game    string   `json:"game"`
	Options Options  `json:"options"`
	Start   string   `json:"start,omitempty"` // position text of a custom start
	Moves   []string `json:"moves"`           // every move, undone ones included
	Made    int      `json:"made"`            // how many of Moves are on the board
	Seats   []string `json:"seats,omitempty"` // who plays each seat, for the UI
	Names   []string `json:"names,omitempty"` // players' own names, "" for the seat's name
}

// Snapshot returns the save form of the match.
func (m *Match) Snapshot() Save {
	s := m.Initial()
	moves := make([]string, len(m.moves))
	for i, mv := range m.moves {
		moves[i] = s.MoveString(mv)
		s.Apply(mv)
	}
	sv := Save{
		Format: SaveFormat, Version: SaveVersion, Game: m.game.ID,
		Options: m.opts, Start: m.start, Moves: moves, Made: m.made,
	}
	for _, n := range m.names {
		if n != "" {
			sv.Names = slices.Clone(m.names)
			break
		}
	}
	return sv
}

// Marshal returns the match as indented JSON.
func (m *Match) Marshal() ([]byte, error) {
	return json.MarshalIndent(m.Snapshot(), "", "  ")
}

// ParseSave reads a saved match, checking its format and version.
func ParseSave(data []byte) (Save, error) {
	var sv Save
	if err := json.Unmarshal(data, &sv); err != nil {
		return Save{}, fmt.Errorf("saved game is not valid JSON: %w", err)
	}
	if sv.Format != SaveFormat {
		return Save{}, fmt.Errorf("not a Parlour saved game (format %q)", sv.Format)
	}
	if sv.Version > SaveVersion {
		return Save{}, NewerVersion("saved game", sv.Version, SaveVersion)
	}
	if sv.Version < 1 {
		return Save{}, fmt.Errorf("saved game version %d is not supported (newest is %d)", sv.Version, SaveVersion)
	}
	if sv.Made < 0 || sv.Made > len(sv.Moves) {
		return Save{}, fmt.Errorf("saved game says %d moves were made but lists %d", sv.Made, len(sv.Moves))
	}
	return sv, nil
}

// Restore rebuilds a match from its save form, replaying every move.
func Restore(sv Save) (*Match, error) {
	g, err := Lookup(sv.Game)
	if err != nil {
		return nil, err
	}
	m, err := NewMatchFrom(g, sv.Options, sv.Start)
	if err != nil {
		return nil, err
	}
	for i, s := range sv.Moves {
		if err := m.PlayString(s); err != nil {
			return nil, fmt.Errorf("saved move %d: %w", i+1, err)
		}
	}
	for m.made > sv.Made {
		m.Undo()
	}
	if len(sv.Names) > len(m.Seats()) {
		return nil, fmt.Errorf("saved game names %d players for %d seats", len(sv.Names), len(m.Seats()))
	}
	m.SetNames(sv.Names)
	return m, nil
}

// LoadMatch parses and restores a saved match. A panic in the game's
// code reading it becomes a *guard.Bug error, like any damaged save.
func LoadMatch(data []byte) (m *Match, sv Save, err error) {
	defer guard.Recover("loading a saved game", &err)
	return loadMatch(data)
}

func loadMatch(data []byte) (*Match, Save, error) {
	sv, err := ParseSave(data)
	if err != nil {
		return nil, Save{}, err
	}
	m, err := Restore(sv)
	if err != nil {
		return nil, Save{}, err
	}
	return m, sv, nil
}
