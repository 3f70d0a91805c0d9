package harehounds

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"

	"parlour/game"
	"parlour/lang"
)

// MoveString writes a move as "from-to" with point names: "a2-b1".
func (s *State) MoveString(m game.Move) string {
	from, to := decode(m)
	return Board.Point(from).Name + "-" + Board.Point(to).Name
}

// ParseMove reads "from-to" and checks that the move is legal here.
func (s *State) ParseMove(text string) (game.Move, error) {
	a, b, ok := strings.Cut(strings.TrimSpace(text), "-")
	if !ok {
		return 0, game.BadMove(text, lang.T("want from-to, such as a2-b2"))
	}
	from, okA := Board.Lookup(strings.ToLower(a))
	to, okB := Board.Lookup(strings.ToLower(b))
	if !okA || !okB {
		return 0, game.BadMove(text, lang.T("no such point on the board"))
	}
	m := encode(from, to)
	var buf [24]game.Move
	for _, l := range s.LegalMoves(buf[:0]) {
		if l == m {
			return m, nil
		}
	}
	if s.Outcome().Over {
		return 0, game.GameOver(text)
	}
	return 0, game.NotLegal(s, text, []int{from, to})
}

// Position text: the board rows from the top ('D' hound, 'H' hare, '.'
// empty), the side to move and the stalling count, for example
// "D../D...H/D.. hounds 0".
var sideNames = [2]string{"hounds", "hare"}

// String encodes the position.
func (s *State) String() string {
	rows := Board.EncodeRows(func(p int) byte {
		switch s.PieceAt(p).Kind {
		case kindHound:
			return 'D'
		case kindHare:
			return 'H'
		}
		return '.'
	})
	return fmt.Sprintf("%s %s %d", rows, sideNames[s.toMove], s.stall)
}

func parse(opts game.Options, text string) (game.State, error) {
	cells, side, rest, err := game.SplitPosition(Board, text, "DH", sideNames[:], 1, "D../D...H/D.. hounds 0")
	if err != nil {
		return nil, err
	}
	s := &State{rules: rulesOf(opts), hare: -1, toMove: side}
	for p, ch := range cells {
		switch ch {
		case 'D':
			s.hounds |= 1 << p
		case 'H':
			if s.hare >= 0 {
				return nil, errors.New(lang.T("more than one hare"))
			}
			s.hare = int8(p)
		}
	}
	if s.hare < 0 {
		return nil, errors.New(lang.T("no hare on the board"))
	}
	if n := bits.OnesCount16(s.hounds); n != 3 {
		return nil, errors.New(lang.N(n, "%d hound on the board, want 3", "%d hounds on the board, want 3", n))
	}
	n, err := game.ParseCount(rest[0], lang.Key("stalling count"), StallLimit)
	if err != nil {
		return nil, err
	}
	if !s.rules.stalling && n != 0 {
		return nil, errors.New(lang.T("stalling count %d with the stalling rule off: want 0", n))
	}
	s.stall = int8(n)
	s.rehash()
	return s, nil
}
