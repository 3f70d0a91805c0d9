package game

import (
	"errors"
	"strconv"
	"strings"

	"parlour/lang"
)

// Position texts share one shape: the board's rows from the top, one
// symbol per point ('.' for empty, see Board.EncodeRows), the side to move
// by name, then whatever else the game needs, such as a count of quiet
// plies: "D../D...H/D.. hounds 0". SplitPosition, ParseCount and ParseLegal
// read them and moves so that every game reports bad input the same way.

// SplitPosition reads a position text for board b: the board's cells,
// each one of '.' or a symbol in pieces; the side to move, one of sides;
// and exactly extra further fields, returned as text. example is a valid
// text for the error messages.
func SplitPosition(b *Board, text, pieces string, sides []string, extra int, example string) (cells []byte, side Player, rest []string, err error) {
	fields := strings.Fields(text)
	if len(fields) != 2+extra {
		return nil, NoPlayer, nil, errors.New(lang.T("want %d fields separated by spaces, such as %q", 2+extra, example))
	}
	cells, err = b.DecodeRows(fields[0])
	if err != nil {
		return nil, NoPlayer, nil, err
	}
	for _, c := range cells {
		if c != '.' && strings.IndexByte(pieces, c) < 0 {
			return nil, NoPlayer, nil, errors.New(lang.T("unknown piece %q on the board (pieces are %s, and . for an empty point)", c, strings.Join(strings.Split(pieces, ""), ", ")))
		}
	}
	side = NoPlayer
	for i, n := range sides {
		if strings.EqualFold(fields[1], n) {
			side = Player(i)
		}
	}
	switch {
	case side != NoPlayer:
	case len(sides) == 2:
		return nil, NoPlayer, nil, errors.New(lang.T("side to move %q: want %s or %s", fields[1], sides[0], sides[1]))
	default:
		return nil, NoPlayer, nil, errors.New(lang.T("side to move %q: want %s", fields[1], strings.Join(sides, " or ")))
	}
	return cells, side, fields[2:], nil
}

// ParseCount reads a counter of a position text: a whole number from 0 to
// max. what names it for the error message, marked with lang.Key
// ("stalling count").
func ParseCount(field, what string, max int) (int, error) {
	n, err := strconv.Atoi(field)
	if err != nil || n < 0 || n > max {
		return 0, errors.New(lang.T("%s %q: want a number from 0 to %d", lang.T(what), field, max))
	}
	return n, nil
}

// ParseLegal returns the legal move of s whose text, as MoveString writes
// it, is text (ignoring case and surrounding space). notation shows how
// moves are written, for the error message: "steps are written c3-c2".
func ParseLegal(s State, text, notation string) (Move, error) {
	want := strings.TrimSpace(text)
	if s.Outcome().Over {
		return 0, GameOver(text)
	}
	for _, m := range s.LegalMoves(nil) {
		if strings.EqualFold(s.MoveString(m), want) {
			return m, nil
		}
	}
	if path := namedPath(s.Board(), want); notation == "" || whyNot(s, path) != "" {
		return 0, NotLegal(s, text, path)
	}
	return 0, &MoveError{Move: text, text: lang.T("move %q is not legal here (%s)", text, notation), why: lang.T("it is not legal here (%s)", notation)}
}

// NotLegal is the error for a move, written text, that is not legal in s
// although its points, path, are on the board: with the reason an
// Explainer state gives for path, as for a refused tap, where it gives
// one, or else that a move from a point leaves an empty one.
func NotLegal(s State, text string, path []int) error {
	if why := whyNot(s, path); why != "" {
		return &MoveError{Move: text, text: lang.T("move %q is not legal here: %s", text, why), why: lang.T("it is not legal here: %s", why)}
	}
	return &MoveError{Move: text, text: lang.T("move %q is not legal here", text), why: lang.T("it is not legal here")}
}

// whyNot says why path is not a move in s, within a sentence, or "".
func whyNot(s State, path []int) string {
	why := ""
	if ex, ok := s.(Explainer); ok && len(path) > 0 {
		why = strings.TrimSuffix(ex.Explain(path), ".")
	}
	if why == "" && len(path) > 1 && s.PieceAt(path[0]).Empty() {
		why = lang.T("there is no piece on %s", s.Board().Point(path[0]).Name)
	}
	// Within the sentence, after a colon: "No line joins …" reads "no
	// line joins …", as each language writes it there.
	return lang.AfterColon(why)
}

// namedPath reads the points a move's text names, between the dashes and
// x's of the usual notations ("c3-c2", "c3xa1"), or nil when a part names
// no point of b.
func namedPath(b *Board, text string) []int {
	var path []int
	for _, name := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return r == '-' || r == 'x' || r == ' ' }) {
		p, ok := b.Lookup(name)
		if !ok {
			return nil
		}
		path = append(path, p)
	}
	return path
}

// Count writes a number of things for a sentence: "1 goose", "3 geese".
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
