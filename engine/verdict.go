package engine

import (
	"errors"

	"parlour/game"
	"parlour/lang"
	"parlour/tablefile"
)

// Verdict is what the engine found exactly of a position, kept as data:
// its kind and its numbers. The page words it in the player's language
// (Text), because in the browser the engine runs in a worker that loads
// no catalog: a sentence written there would reach every player in
// English.
type Verdict struct {
	Kind VerdictKind `json:"kind,omitempty"`
	// Winner is the side that wins, for a VerdictWin.
	Winner game.Player `json:"winner,omitempty"`
	// N counts the plies of a VerdictWin (both sides' moves), the moves
	// left of VerdictSolvableIn, the jumps to take back of VerdictUndo.
	N int `json:"n,omitempty"`
}

// VerdictKind is the kind of a Verdict.
type VerdictKind uint8

// The kinds of verdict. The numbers cross between the worker and the
// page, which are built together.
const (
	NoVerdict              VerdictKind = iota // nothing exact is known
	VerdictWin                                // Winner wins in N plies with best play
	VerdictDraw                               // a draw with best play
	VerdictSolvable                           // a solo game's goal can still be reached
	VerdictSolvableIn                         // ... in N more moves at best
	VerdictUndecided                          // the solo solver ran out of time
	VerdictUnsolvable                         // the goal cannot be reached any more
	VerdictUnsolvableStart                    // nor could it from the start
	VerdictUndo                               // taking back N jumps makes it reachable again
)

// Known reports whether the verdict says anything.
func (v Verdict) Known() bool { return v.Kind != NoVerdict }

// Verdict returns a solved result as a verdict: a win in r.Plies, or a
// draw.
func (r Result) Verdict() Verdict {
	if r.Draw() {
		return Verdict{Kind: VerdictDraw}
	}
	return Verdict{Kind: VerdictWin, Winner: r.Winner, N: r.Plies}
}

// Text words the verdict in the current language for a game whose seats
// are called seats: "Hounds win in 17 moves, counting both sides", "Draw
// with best play", "Solvable: 5 more moves at best"; "" for NoVerdict.
func (v Verdict) Text(seats []game.Noun) string {
	switch v.Kind {
	case VerdictWin:
		return game.Forecast(v.Winner, v.N, seats)
	case VerdictDraw:
		return game.Forecast(game.NoPlayer, 0, seats)
	case VerdictSolvable:
		return lang.T("Solvable")
	case VerdictSolvableIn:
		return lang.N(v.N, "Solvable: %d more move at best", "Solvable: %d more moves at best", v.N)
	case VerdictUndecided:
		return lang.T("Not decided: the solver ran out of time")
	case VerdictUnsolvable:
		return lang.T("Not solvable any more")
	case VerdictUnsolvableStart:
		return lang.T("Not solvable from the start")
	case VerdictUndo:
		return lang.N(v.N, "Not solvable any more: undo %d jump to get back to a solvable position", "Not solvable any more: undo %d jumps to get back to a solvable position", v.N)
	}
	return ""
}

// Note tells the player of something the engine had to do without,
// kept as data for the reason Verdict is: the page words it (Text).
type Note struct {
	Kind NoteKind `json:"kind,omitempty"`
	// Table is the Label of the table that could not be had, the English
	// of a text of the catalogs ("Opening book").
	Table string `json:"table,omitempty"`
}

// NoteKind is the kind of a Note.
type NoteKind uint8

// The kinds of note.
const (
	NoNote          NoteKind = iota
	NoteTableFailed          // the table could not be loaded, for another reason
	NoteOffline              // the table is not available offline yet
	NoteDamaged              // the table's file was damaged
	NoteMissing              // the site has no such table
	NoteOutOfBook            // the position is outside the book of exact lines
)

// Known reports whether the note says anything.
func (n Note) Known() bool { return n.Kind != NoNote }

// tableMissing returns the note that t could not be had for the reason
// err, and that the level searches instead.
func tableMissing(t *tablefile.Table, err error) Note {
	n := Note{Kind: NoteTableFailed, Table: t.Label}
	switch {
	case errors.Is(err, tablefile.ErrOffline):
		n.Kind = NoteOffline
	case errors.Is(err, tablefile.ErrDamaged):
		n.Kind = NoteDamaged
	case errors.Is(err, tablefile.ErrMissing):
		n.Kind = NoteMissing
	}
	return n
}

// Text words the note in the current language, for a line of the
// analysis panel or the values' legend: "Opening book not available
// offline yet: searching instead"; "" for NoNote.
func (n Note) Text() string {
	table := lang.T(n.Table)
	switch n.Kind {
	case NoteTableFailed:
		return lang.T("%s could not be loaded: searching instead", table)
	case NoteOffline:
		return lang.T("%s not available offline yet: searching instead", table)
	case NoteDamaged:
		return lang.T("%s damaged: searching instead", table)
	case NoteMissing:
		return lang.T("%s not available: searching instead", table)
	case NoteOutOfBook:
		return lang.T("This position is outside the book of exact lines, so no move's value is known here.")
	}
	return ""
}
