package game

import (
	"parlour/guard"
	"parlour/lang"
)

// bugText marks guard.BugText for the catalogs, whose extractor reads
// only literals given to lang; TestBugText checks the two are one text.
var bugText = lang.Key("Parlour met an error of its own reading it (a bug; its details are in the log)")

// A recovered panic (guard.Bug) reaches the player in their language.
// guard cannot import lang, which reads its catalogs through guard;
// package game, which every reader of outside input goes through, can.
func init() { guard.Words = func(english string) string { return lang.T(english) } }

// Worded is an error in the player's words (made with lang.T) that
// keeps the error it tells of, so that errors.Is and errors.As still
// find it: a link's bad option, with the game's name before it.
type Worded struct {
	Text string
	Err  error
}

func (e *Worded) Error() string { return e.Text }

// Unwrap returns the error told of.
func (e *Worded) Unwrap() error { return e.Err }

// OptionsError words an error of Resolve for game g, named before it in
// the current language: "Hare and Hounds: unknown option "colour"
// (options are first, goal, layout, stalling)".
func OptionsError(g *Game, err error) error {
	return &Worded{Text: lang.T("%s: %s", lang.T(g.Name), err), Err: err}
}

// MoveError is a move's text that a game cannot play, in the player's
// words. Error names the move ("move "z9-a1": no such point on the
// board"); Why says what is wrong without naming it, for a sentence
// that names it already ("move 2 (z9-a1) cannot be played: no such
// point on the board").
type MoveError struct {
	Move string // as written
	text string
	why  string
}

func (e *MoveError) Error() string { return e.text }

// Why says what is wrong with the move without naming it.
func (e *MoveError) Why() string { return e.why }

// BadMove is the error of a move, written text, that a game cannot read
// or play for the reason why, in the current language (lang.T): "no
// such point on the board".
func BadMove(text, why string) error {
	return &MoveError{Move: text, text: lang.T("move %q: %s", text, why), why: why}
}

// NewMoveError is the error of a move, written move, that a game words
// itself: text names the move, why does not (both in the current
// language).
func NewMoveError(move, text, why string) error {
	return &MoveError{Move: move, text: text, why: why}
}

// GameOver is the error of a move, written text, tried once the game is
// over, as every game's ParseMove says it.
func GameOver(text string) error { return BadMove(text, lang.T("the game is over")) }
