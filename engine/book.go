package engine

import (
	"time"

	"parlour/game"
	"parlour/tablefile"
)

// BookMover is implemented by states of games that ship a book of exact
// moves for some of their positions: a compact part of a solve too big to
// ship whole. The strongest level plays from it.
type BookMover interface {
	// BookMove returns the book's move in the current position, or false
	// outside the book. Book moves lead, move after move, to the end of
	// the game with the result the book was solved for.
	BookMove() (game.Move, bool)
}

// BookCoverer is implemented by states of games whose book holds one
// side's every move from some starts to the end of the game (Catch the
// Hare's hunters from its standard starts), so that the strongest level
// plays that side perfectly there. Asking needs no book data: a screen
// may ask before the book is loaded, or where it is never loaded.
type BookCoverer interface {
	// BookCovers reports whether, from this position as a game's start,
	// the book gives player p's every move to the end, whatever the
	// others play.
	BookCovers(p game.Player) bool
}

// PlaysPerfectly reports whether the strongest level (Perfect) plays
// perfectly for seat p of a game of g begun at start: always in a game
// the engine solves (game.Game.Solvable), and in a game solved in part
// where its book covers the seat from that start (BookCoverer). Elsewhere
// the level searches, and is called Expert.
func PlaysPerfectly(g *game.Game, start game.State, p game.Player) bool {
	if g != nil && g.Solvable {
		return true
	}
	b, ok := start.(BookCoverer)
	return ok && b.BookCovers(p)
}

// TableNoter is implemented by states that draw on a data file which may
// be unavailable (a book or a table of positions that the browser
// downloads when first needed). TableNote returns the file and why it
// could not be had, for the analysis panel to say that the engine
// searched instead; err is nil when the file was there or was not needed.
type TableNoter interface {
	TableNote() (t *tablefile.Table, err error)
}

// tableNote returns the note of the state's TableNote, if it has one.
func tableNote(s game.State) Note {
	if n, ok := s.(TableNoter); ok {
		if t, err := n.TableNote(); err != nil {
			return tableMissing(t, err)
		}
	}
	return Note{}
}

// bookMaxLine bounds the walk along the book for the verdict.
const bookMaxLine = 1000

// bookReply plays from the state's book when it has the position: the
// reply carries the move and, from following the book to the end, the
// verdict ("Hunters win in 37 moves, counting both sides"), the line and its score.
func bookReply(req Request, m *game.Match, begin time.Time) (Reply, bool) {
	s := m.State()
	b, ok := s.(BookMover)
	if !ok {
		return Reply{}, false
	}
	first, ok := b.BookMove()
	if !ok {
		return Reply{}, false
	}
	c := s.Clone()
	line := []string{}
	for mv, ok := first, true; ok && len(line) < bookMaxLine; {
		line = append(line, c.MoveString(mv))
		c.Apply(mv)
		if c.Outcome().Over {
			break
		}
		mv, ok = c.(BookMover).BookMove()
	}
	info := Info{Depth: len(line), PV: line[:min(len(line), 40)], Elapsed: time.Since(begin)}
	if o := c.Outcome(); o.Over {
		r := Result{Winner: o.Winner(), Plies: len(line)}
		info.Verdict = r.Verdict()
		info.Score = MateIn(r, s.ToMove())
	}
	return Reply{ID: req.ID, Final: true, Move: s.MoveString(first), Info: info}, true
}
