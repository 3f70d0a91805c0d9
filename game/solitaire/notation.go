package solitaire

import (
	"errors"
	"strings"

	"parlour/game"
	"parlour/lang"
)

// MoveString writes a jump as "from-to" in hole numbers: "5-17".
func (s *State) MoveString(m game.Move) string {
	from, to := decode(m)
	b := s.rules.board
	return b.Point(from).Name + "-" + b.Point(to).Name
}

// ParseMove reads a jump "from-to" and checks that it is legal here. A
// chain "from-via-to" is refused with a message that splits it into jumps.
func (s *State) ParseMove(text string) (game.Move, error) {
	parts := strings.Split(strings.TrimSpace(text), "-")
	holes := make([]int, len(parts))
	for i, p := range parts {
		h, ok := s.rules.board.Lookup(strings.TrimSpace(p))
		if !ok {
			if len(parts) < 2 {
				return 0, game.BadMove(text, lang.T("want a jump from-to in hole numbers, such as 5-17"))
			}
			return 0, game.BadMove(text, lang.T("no hole %q on the board (holes are 1 to %d)", p, s.rules.board.Len()))
		}
		holes[i] = h
	}
	if len(holes) < 2 {
		return 0, game.BadMove(text, lang.T("want a jump from-to in hole numbers, such as 5-17"))
	}
	if len(holes) > 2 {
		jumps := make([]string, len(holes)-1)
		for i := range jumps {
			jumps[i] = parts[i] + "-" + parts[i+1]
		}
		// A chain has at least two jumps: its count needs no singular.
		line := strings.Join(jumps, " ")
		return 0, game.NewMoveError(text,
			lang.T("move %q is a chain of %d jumps: play it one jump at a time (%s); the jumps still count as one move", text, len(jumps), line),
			lang.T("it is a chain of %d jumps: play it one jump at a time (%s); the jumps still count as one move", len(jumps), line))
	}
	m := encode(holes[0], holes[1])
	var buf [64]game.Move
	for _, l := range s.LegalMoves(buf[:0]) {
		if l == m {
			return m, nil
		}
	}
	if !s.rules.canJump(s.pegs) {
		return 0, game.GameOver(text)
	}
	return 0, game.NotLegal(s, text, holes[:])
}

// Position text: the rows of the board from the top, 'o' for a peg and
// '.' for an empty hole: "ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo".
func (s *State) String() string {
	return s.rules.board.EncodeRows(func(p int) byte {
		if s.pegs&(1<<s.rules.cell[p]) != 0 {
			return 'o'
		}
		return '.'
	})
}

func parse(opts game.Options, text string) (game.State, error) {
	r, _, err := setup(opts)
	if err != nil {
		return nil, err
	}
	cells, err := r.board.DecodeRows(strings.TrimSpace(text))
	if err != nil {
		return nil, &game.Worded{Text: lang.T("%s (rows such as %q)", err, r.board.EncodeRows(func(int) byte { return 'o' })), Err: err}
	}
	var pegs uint64
	for p, ch := range cells {
		switch ch {
		case 'o':
			pegs |= 1 << r.cell[p]
		case '.':
		default:
			return nil, errors.New(lang.T("unknown mark %q (use o for a peg, . for an empty hole)", ch))
		}
	}
	if pegs == 0 {
		return nil, errors.New(lang.T("no peg on the board"))
	}
	return newPosition(r, pegs), nil
}
