package catchhare

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"

	"parlour/game"
	"parlour/lang"
)

// MoveString writes a step as "c3-c2", a leap as "c3xa1" and a chain of
// leaps as "c3xa1xc1".
func (s *State) MoveString(m game.Move) string {
	sep := "-"
	if m&leapFlag != 0 {
		sep = "x"
	}
	var buf [maxChain + 1]int
	names := make([]string, 0, maxChain+1)
	for _, p := range decodePath(m, buf[:0]) {
		names = append(names, s.rules.Layout.Board.Point(p).Name)
	}
	return strings.Join(names, sep)
}

// ParseMove reads a move written by MoveString and checks that it is legal.
func (s *State) ParseMove(text string) (game.Move, error) {
	return game.ParseLegal(s, text, "steps are written c3-c2, leaps c3xa1")
}

// Position text: the board rows from the top ('X' hunter, 'H' hare, '.'
// empty), the side to move and the plies since the last capture, for
// example "...../...../X.H.X/XXXXX/XXXXX hunters 0".
var sideNames = [2]string{"hunters", "hare"}

// String encodes the position.
func (s *State) String() string {
	rows := s.rules.Layout.Board.EncodeRows(func(p int) byte {
		switch s.PieceAt(p).Kind {
		case kindHunter:
			return 'X'
		case kindHare:
			return 'H'
		}
		return '.'
	})
	return fmt.Sprintf("%s %s %d", rows, sideNames[s.toMove], s.quiet)
}

func parse(opts game.Options, text string) (game.State, error) {
	r, err := RulesOf(opts)
	if err != nil {
		return nil, err
	}
	cells, side, rest, err := game.SplitPosition(r.Layout.Board, text, "XH", sideNames[:], 1, "...../...../X.H.X/XXXXX/XXXXX hunters 0")
	if err != nil {
		return nil, err
	}
	s := &State{rules: r, hare: -1}
	for p, ch := range cells {
		switch ch {
		case 'X':
			s.hunters |= 1 << p
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
	if n := bits.OnesCount32(s.hunters); n > r.Hunters {
		return nil, errors.New(lang.T("%d hunters on the board, want at most %d", n, r.Hunters))
	}
	s.toMove = side
	n, err := game.ParseCount(rest[0], lang.Key("plies since a capture"), QuietLimit)
	if err != nil {
		return nil, err
	}
	s.quiet = int16(n)
	s.rehash()
	return s, nil
}
