package game

import (
	"errors"
	"fmt"
	"strings"
)

// Setup lets a player build a position piece by piece on a set-up board:
// the pieces to place, and the game's own check of what was built. A game
// offers it through Game.Setup.
type Setup struct {
	// Palette returns the pieces a set-up board offers, in the order to
	// show them, for the given (resolved) options.
	Palette func(opts Options) []Piece
	// Arrange returns the position with pieces[p] on each point p of the
	// board (the zero Piece for an empty one) and toMove to play, the rest
	// at its start (no chain under way, no scores, nothing counted towards
	// a draw). A position the rules do not allow gives an error that says
	// why in a player's words ("4 hounds on the board, want 3"), the same
	// check as a position text passes.
	Arrange func(opts Options, pieces []Piece, toMove Player) (State, error)
	// Held, when set, says that each side may hold pieces off the board
	// (The Game of War's Flying Machines), and how many; nil for a game
	// whose pieces are all on the board.
	Held *Holding
	// ArrangeHeld is Arrange with held[p] pieces of Held's kind held off
	// the board by each player p; a count out of 0 to Held.Most gives an
	// error that says so in a player's words. Set with Held; Arrange is
	// ArrangeHeld with the most for each side.
	ArrangeHeld func(opts Options, pieces []Piece, toMove Player, held []int) (State, error)
}

// Holding describes the pieces a side may hold off the board in a game's
// set-up (see Setup.Held).
type Holding struct {
	// Kind is the kind of piece held, as Reserver's pieces have it.
	Kind uint8
	// Name names the count for a player: "Flying Machines held".
	Name string
	// Most returns how many pieces player p may hold with pieces on the
	// board (the zero Piece for an empty point), never fewer than 0.
	Most func(opts Options, pieces []Piece, p Player) int
}

// HeldOf returns how many pieces of kind player p holds off the board in
// s, and whether s says (it is a Reserver).
func HeldOf(s State, p Player, kind uint8) (int, bool) {
	r, ok := s.(Reserver)
	if !ok {
		return 0, false
	}
	n := 0
	for _, pc := range r.Reserve(p) {
		if pc.Kind == kind {
			n++
		}
	}
	return n, true
}

// ErrNoSuchPiece is wrapped by PieceRows' error for a piece the game does
// not have.
var ErrNoSuchPiece = errors.New("no such piece in this game")

// PieceRows writes pieces, one per point of b, as the rows of a position
// text (see Board.EncodeRows), each piece by its symbol: symbol returns
// the character of a piece, or 0 for one the game does not have. The empty
// point is '.'.
func PieceRows(b *Board, pieces []Piece, symbol func(Piece) byte) (string, error) {
	if len(pieces) != b.Len() {
		return "", fmt.Errorf("%d points given for a board of %d", len(pieces), b.Len())
	}
	for p, pc := range pieces {
		if !pc.Empty() && symbol(pc) == 0 {
			return "", fmt.Errorf("the piece on %s: %w", b.Point(p).Name, ErrNoSuchPiece)
		}
	}
	return b.EncodeRows(func(p int) byte {
		if pieces[p].Empty() {
			return '.'
		}
		return symbol(pieces[p])
	}), nil
}

// SideWord returns the word for toMove among sides, the words a position
// text names the side to move with, or an error for a player who has no
// seat.
func SideWord(sides []string, toMove Player) (string, error) {
	if toMove < 0 || int(toMove) >= len(sides) {
		return "", fmt.Errorf("player %d to move: the game has %s", toMove+1, strings.Join(sides, " and "))
	}
	return sides[toMove], nil
}

// PositionText writes the usual position text of a set-up board: the
// rows of pieces (each by its character in symbols; see PieceRows), the
// word for the side to move among sides, and the further fields rest,
// such as "0" for a counter at its start: "D../D...H/D.. hounds 0".
func PositionText(b *Board, pieces []Piece, symbols map[Piece]byte, sides []string, toMove Player, rest string) (string, error) {
	rows, err := PieceRows(b, pieces, func(p Piece) byte { return symbols[p] })
	if err != nil {
		return "", err
	}
	side, err := SideWord(sides, toMove)
	if err != nil {
		return "", err
	}
	return strings.TrimSpace(rows + " " + side + " " + rest), nil
}

// PiecesOf returns the piece on every point of s's board, as a set-up
// board starts from.
func PiecesOf(s State) []Piece {
	out := make([]Piece, s.Board().Len())
	for p := range out {
		out[p] = s.PieceAt(p)
	}
	return out
}
