// Package record writes and reads games for people and other programs: a
// plain-text game record (the game, its options, a set-up start, the
// players' names and the moves in the game's own notation), and a link
// fragment that opens the app at a game and position
// ("#play=harehounds&layout=usual&moves=b1-c1+e2-d1").
//
// Both are checked as they are read: the game and options by the registry,
// the start by the game's own parser and every move by the rules, so a bad
// record or link says which line or move is wrong, and why, and gives no
// match at all.
package record

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"parlour/game"
	"parlour/guard"
	"parlour/lang"
)

// Record is one game: enough to replay it exactly.
type Record struct {
	Game    string       // the game's ID
	Options game.Options // every option, resolved
	Start   string       // a set-up start's position text; "" for the game's own start
	Names   []string     // each seat's player, "" for none given
	// Computers names the level of each seat the computer played, as
	// written ("Hard"), "" for a person; nil when no seat names one. The
	// record only keeps it: the levels are the engine's.
	Computers []string
	Moves     []string // every move played, in the game's notation
	// Message is what a link of a game by message adds (see Message);
	// nil for any other record or link.
	Message *Message
}

// Of returns the record of a match: its moves on the board (not the ones
// undone) and its players' own names.
func Of(m *game.Match) Record {
	sv := m.Snapshot()
	return Record{
		Game: sv.Game, Options: sv.Options, Start: sv.Start,
		Names: m.OwnNames(), Moves: sv.Moves[:sv.Made],
	}
}

// MoveError is a move of a record or link that cannot be played.
type MoveError struct {
	N    int    // the move's number, from 1
	Move string // the move as written
	Err  error  // why it cannot be played
}

func (e *MoveError) Error() string {
	return lang.T("move %d (%s) cannot be played: %s", e.N, e.Move, whyNot(e.Err))
}

// whyNot says why a move cannot be played, err, without naming the move
// again (game.MoveError's Why), for a sentence that names it already.
func whyNot(err error) string {
	var me *game.MoveError
	if errors.As(err, &me) {
		return me.Why()
	}
	return err.Error()
}

// Unwrap returns why the move cannot be played.
func (e *MoveError) Unwrap() error { return e.Err }

// Match replays the record. A move that cannot be played gives a
// *MoveError that says which, and why when the game can tell (a
// game.Explainer).
func (r Record) Match() (*game.Match, error) {
	g, err := game.Lookup(r.Game)
	if err != nil {
		return nil, err
	}
	m, err := game.NewMatchFrom(g, r.Options, r.Start)
	if err != nil {
		if r.Start != "" {
			return nil, &game.Worded{Text: lang.T("the start position: %s", err), Err: err}
		}
		return nil, err
	}
	if len(r.Names) > len(m.Seats()) {
		return nil, fmt.Errorf("%d players named for %d seats", len(r.Names), len(m.Seats()))
	}
	if len(r.Computers) > len(m.Seats()) {
		return nil, fmt.Errorf("%d computers named for %d seats", len(r.Computers), len(m.Seats()))
	}
	m.SetNames(r.Names)
	for i, mv := range r.Moves {
		if err := m.PlayString(mv); err != nil {
			if why := explain(m.State(), mv); why != "" {
				err = errors.New(why)
			}
			return nil, &MoveError{N: i + 1, Move: mv, Err: err}
		}
	}
	return m, nil
}

// explain asks the state why the points a move names (its words that are
// points of the board, in order) make no legal move; "" when it cannot
// tell.
func explain(s game.State, mv string) string {
	ex, ok := s.(game.Explainer)
	if !ok || s.ToMove() == game.NoPlayer {
		return ""
	}
	var path []int
	for _, w := range strings.FieldsFunc(mv, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		p, ok := s.Board().Lookup(w)
		if !ok {
			return ""
		}
		path = append(path, p)
	}
	if len(path) == 0 {
		return ""
	}
	return ex.Explain(path)
}

// header names the lines of a record's head, in the order Text writes
// them; the seats' lines come after Start.
const (
	headGame    = "Game"
	headOptions = "Options"
	headStart   = "Start"
	headResult  = "Result"
	headMoves   = "Moves"
)

// firstLine opens every record.
const firstLine = "Parlour game record"

// computer is what a seat's line says of a seat the computer played,
// before its level: "Hare: Computer (Hard)".
const computer = "Computer"

// IsRecord reports whether text begins as a game record does, with the
// line that opens every record (after blank lines), so that other text,
// such as a message with a link in it, is read otherwise.
func IsRecord(text string) bool {
	first, _, _ := strings.Cut(strings.TrimSpace(text), "\n")
	return strings.TrimSpace(first) == firstLine
}

// Text writes the record for people:
//
//	Parlour game record
//	Game: Hare and Hounds (harehounds)
//	Options: first=hounds goal=reach layout=usual stalling=on
//	Hounds: Ann
//	Hare: Computer (Hard)
//	Result: Hounds win: the hare is trapped
//	Moves:
//	1. b1-c1 2. e2-d1 3. c1-c2
//
// Each turn is numbered; a turn of several moves by one player (a chain
// of jumps) is one number. Only seats with a name or played by the
// computer (at the level Computers gives) get a line; Result is
// written for people and ignored by Parse. The record must be playable
// (see Match): Text needs the game's seats and the result.
func (r Record) Text() (string, error) {
	m, err := r.Match()
	if err != nil {
		return "", err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%s: %s (%s)\n%s: %s\n", firstLine, headGame, m.Game().Name, r.Game, headOptions, m.Options())
	if r.Start != "" {
		fmt.Fprintf(&b, "%s: %s\n", headStart, r.Start)
	}
	for i, seat := range m.Seats() {
		switch {
		case i < len(r.Computers) && r.Computers[i] != "":
			fmt.Fprintf(&b, "%s: %s (%s)\n", seat, computer, r.Computers[i])
		case i < len(r.Names) && r.Names[i] != "":
			fmt.Fprintf(&b, "%s: %s\n", seat, r.Names[i])
		}
	}
	if o := m.Outcome(); o.Over {
		fmt.Fprintf(&b, "%s: %s\n", headResult, game.Headline(o, m.Nouns()))
	}
	fmt.Fprintf(&b, "%s:\n", headMoves)
	writeMoves(&b, m)
	return b.String(), nil
}

// writeMoves writes the moves of m numbered by turn, about 72 columns to
// a line.
func writeMoves(b *strings.Builder, m *game.Match) {
	c := m.State().Clone()
	for range m.Ply() {
		c.Undo()
	}
	line, turn := 0, 0
	prev := game.NoPlayer
	for _, mv := range m.Moves() {
		word := c.MoveString(mv)
		if p := c.ToMove(); p != prev || turn == 0 {
			turn++
			word = fmt.Sprintf("%d. %s", turn, word)
			prev = p
		}
		if line > 0 && line+1+len(word) > 72 {
			b.WriteByte('\n')
			line = 0
		} else if line > 0 {
			b.WriteByte(' ')
			line++
		}
		b.WriteString(word)
		line += len(word)
		c.Apply(mv)
	}
	b.WriteByte('\n')
}

// Parse reads a record Text wrote, or one a person wrote the same way:
// the head's lines in any order, blank lines and lines starting with '#'
// ignored, move numbers ("12.") optional. The record is checked by
// replaying it (see Match); an error names the line or the move.
//
// A panic in the game's code reading it becomes a *guard.Bug error, like
// any damaged record.
func Parse(text string) (r Record, m *game.Match, err error) {
	defer guard.Recover("reading a game record", &err)
	return parse(text)
}

func parse(text string) (Record, *game.Match, error) {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	i := 0
	for i < len(lines) && skippable(lines[i]) {
		i++
	}
	if i == len(lines) || strings.TrimSpace(lines[i]) != firstLine {
		return Record{}, nil, errors.New(lang.T("not a Parlour game record: it must start with the line %q", firstLine))
	}
	head := map[string]string{}
	var order []string
	var moves []string
	inMoves := false
	for n := i + 1; n < len(lines); n++ {
		line := strings.TrimSpace(lines[n])
		if skippable(line) {
			continue
		}
		if inMoves {
			moves = append(moves, moveWords(line)...)
			continue
		}
		key, value, ok := strings.Cut(line, ":")
		if !ok {
			return Record{}, nil, errors.New(lang.T("line %d: want \"Name: value\", not %q", n+1, line))
		}
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		if _, dup := head[key]; dup {
			return Record{}, nil, errors.New(lang.T("line %d: %s is given twice", n+1, key))
		}
		if key == headMoves {
			inMoves = true
			moves = append(moves, moveWords(value)...)
			continue
		}
		head[key] = value
		order = append(order, key)
	}
	r, err := fromHead(head, order)
	if err != nil {
		return Record{}, nil, err
	}
	r.Moves = moves
	m, err := r.Match()
	if err != nil {
		return Record{}, nil, err
	}
	// The moves as the game writes them ("b1-c1" for "B1-C1"), as Text
	// writes them back (found by fuzzing).
	r.Moves = m.MoveStrings()
	return r, m, nil
}

// skippable reports whether a line says nothing: blank, or a comment.
func skippable(line string) bool {
	line = strings.TrimSpace(line)
	return line == "" || strings.HasPrefix(line, "#")
}

// moveWords splits a line of moves, dropping turn numbers ("12.").
func moveWords(line string) []string {
	var out []string
	for _, w := range strings.Fields(line) {
		if n := strings.TrimSuffix(w, "."); n != w && n != "" && strings.Trim(n, "0123456789") == "" {
			continue
		}
		out = append(out, w)
	}
	return out
}

// fromHead builds a record without moves from the head's lines.
func fromHead(head map[string]string, order []string) (Record, error) {
	id := head[headGame]
	if id == "" {
		return Record{}, errors.New(lang.T("the record names no game (a line \"Game: ...\")"))
	}
	if open := strings.LastIndexByte(id, '('); open >= 0 && strings.HasSuffix(id, ")") {
		id = id[open+1 : len(id)-1]
	}
	g, err := game.Lookup(strings.TrimSpace(id))
	if err != nil {
		return Record{}, err
	}
	given := game.Options{}
	for _, f := range strings.Fields(head[headOptions]) {
		k, v, err := game.ParseOption(f)
		if err != nil {
			return Record{}, err
		}
		given[k] = v
	}
	opts, err := game.Resolve(g.Options, given)
	if err != nil {
		return Record{}, game.OptionsError(g, err)
	}
	r := Record{Game: g.ID, Options: opts, Start: head[headStart]}
	seats := g.Seats(opts)
	r.Names = make([]string, len(seats))
	for _, key := range order {
		switch key {
		case headGame, headOptions, headStart, headResult:
			continue
		}
		at := slices.Index(seats, key)
		if at < 0 {
			return Record{}, errors.New(lang.T("%q is neither a seat of %s (%s) nor a line of a record (Game, Options, Start, Result, Moves)",
				key, lang.T(g.Name), strings.Join(seats, ", ")))
		}
		if level, ok := computerLevel(head[key]); ok {
			if r.Computers == nil {
				r.Computers = make([]string, len(seats))
			}
			r.Computers[at] = level
			continue
		}
		r.Names[at] = head[key]
	}
	return r, nil
}

// computerLevel reads a seat's line that says the computer played it,
// "Computer (Hard)", and returns the level as written.
func computerLevel(value string) (string, bool) {
	rest, ok := strings.CutPrefix(value, computer)
	if !ok {
		return "", false
	}
	rest = strings.TrimSpace(rest)
	if len(rest) < 3 || rest[0] != '(' || rest[len(rest)-1] != ')' {
		return "", false
	}
	level := strings.TrimSpace(rest[1 : len(rest)-1])
	return level, level != ""
}
