package leapfrog

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"parlour/game"
	"parlour/lang"
)

// MoveString writes "xh8" for a removal, "h8-h10" for a jump and "stop".
func (s *State) MoveString(m game.Move) string {
	switch {
	case m == moveStop:
		return "stop"
	case m&removeBase != 0:
		return "x" + s.name(int(m&^removeBase))
	}
	from, to := decodeJump(m)
	return s.name(from) + "-" + s.name(to)
}

func (s *State) name(p int) string {
	if p < 0 || p >= s.geo.board.Len() {
		return "?"
	}
	return s.geo.board.Point(p).Name
}

// ParseMove reads a move written by MoveString and checks that it is legal
// here.
func (s *State) ParseMove(text string) (game.Move, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	var m game.Move
	switch {
	case t == "stop":
		m = moveStop
	case strings.HasPrefix(t, "x"):
		p, ok := s.geo.board.Lookup(t[1:])
		if !ok {
			return 0, game.BadMove(text, lang.T("no point %q on the board", t[1:]))
		}
		m = removeBase | game.Move(p)
	default:
		a, b, ok := strings.Cut(t, "-")
		if !ok {
			return 0, game.BadMove(text, lang.T("want a jump such as h8-h10, a removal such as xh8, or stop"))
		}
		from, okA := s.geo.board.Lookup(a)
		to, okB := s.geo.board.Lookup(b)
		if !okA || !okB {
			return 0, game.BadMove(text, lang.T("no such point on the board"))
		}
		m = jumpMove(from, to)
	}
	for _, l := range s.LegalMoves(nil) {
		if l == m {
			return m, nil
		}
	}
	switch {
	case s.over:
		return 0, game.GameOver(text)
	case s.opening():
		return 0, game.BadMove(text, lang.T("in the opening each player removes a piece, such as x%s", s.name(0)))
	case s.chain >= 0:
		return 0, game.BadMove(text, lang.T("the piece on %s must jump again or stop", s.name(s.chain)))
	case m&removeBase != 0:
		return 0, game.BadMove(text, lang.T("pieces are removed only in the opening, one by each player"))
	}
	return 0, game.NotLegal(s, text, s.MovePath(m))
}

// Position text: the board rows from the top ('o' a piece of the old
// version, 'G' 'R' 'Y' 'W' Murray's colours, '.' empty), the number of the
// player to move, the scores in seat order (in Murray's version points and
// pieces taken, such as 7/3; points alone, as once written, are read with
// the fewest pieces that make them) and the point of the piece in the
// middle of a chain or '-', for example "ooo/o.o/ooo 2 1,0 -".

// String encodes the position.
func (s *State) String() string {
	var b strings.Builder
	b.WriteString(s.geo.board.EncodeRows(func(p int) byte { return kindSymbol[s.cells[p]] }))
	fmt.Fprintf(&b, " %d ", s.toMove+1)
	for p := 0; p < s.players; p++ {
		if p > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(int(s.score[p])))
		if s.coloured {
			fmt.Fprintf(&b, "/%d", s.taken[p])
		}
	}
	b.WriteByte(' ')
	if s.chain >= 0 {
		b.WriteString(s.name(s.chain))
	} else {
		b.WriteByte('-')
	}
	return b.String()
}

func parse(opts game.Options, text string) (game.State, error) {
	r, err := rulesOf(opts)
	if err != nil {
		return nil, err
	}
	fields := strings.Fields(text)
	if len(fields) != 4 {
		return nil, errors.New(lang.T("want four fields: board rows, player to move, scores, chain point or - (such as %q)", "ooo/o.o/ooo 2 1,0 -"))
	}
	cells, err := r.geo.board.DecodeRows(fields[0])
	if err != nil {
		return nil, err
	}
	s := &State{rules: r, chain: -1, cells: make([]uint8, len(cells))}
	for p, ch := range cells {
		k, ok := symbolKind(ch, r.coloured)
		if !ok {
			if r.coloured {
				return nil, errors.New(lang.T("unknown piece %q (use G, R, Y, W for the colours, . for empty)", ch))
			}
			return nil, errors.New(lang.T("unknown piece %q (use o for a piece, . for empty)", ch))
		}
		s.cells[p] = k
		if k == 0 {
			s.empties++
		}
	}
	if s.empties == len(cells) {
		return nil, errors.New(lang.T("the board is empty"))
	}
	mover, err := strconv.Atoi(fields[1])
	if err != nil || mover < 1 || mover > r.players {
		return nil, errors.New(lang.T("player to move %q: want a number from 1 to %d", fields[1], r.players))
	}
	s.toMove = game.Player(mover - 1)
	scores := strings.Split(fields[2], ",")
	if len(scores) != r.players {
		return nil, errors.New(lang.T("scores %q: want %d numbers separated by commas", fields[2], r.players))
	}
	limit := 4 * len(cells)
	for p, v := range scores {
		points, pieces, hasPieces := strings.Cut(v, "/")
		if hasPieces && !r.coloured {
			return nil, errors.New(lang.T("score %q of %s: want the pieces taken, a number", v, lang.T(seatName(game.Player(p)))))
		}
		n, err := strconv.Atoi(points)
		if err != nil || n < 0 || n > limit {
			return nil, errors.New(lang.T("score %q of %s: want a number from 0 to %d", v, lang.T(seatName(game.Player(p))), limit))
		}
		s.score[p] = int32(n)
		if !r.coloured {
			s.taken[p] = int16(n)
			continue
		}
		if !hasPieces {
			// The coloured version's positions once gave the points
			// alone (saves of that time keep them): the pieces taken
			// are then the fewest that make the points, at 4 a piece.
			pieces = strconv.Itoa((n + 3) / 4)
		}
		k, err := strconv.Atoi(pieces)
		if err != nil || k < 0 || k > n || 4*k < n {
			return nil, errors.New(lang.T("pieces taken %q of %s: want a number from a quarter of the points (%d) up to them", pieces, lang.T(seatName(game.Player(p))), n))
		}
		s.taken[p] = int16(k)
	}
	if fields[3] != "-" {
		p, ok := r.geo.board.Lookup(fields[3])
		switch {
		case !ok:
			return nil, errors.New(lang.T("chain point %q: no such point on the board", fields[3]))
		case s.opening():
			return nil, errors.New(lang.T("chain point %s during the opening", fields[3]))
		case s.cells[p] == 0:
			return nil, errors.New(lang.T("chain point %s is empty", fields[3]))
		case !s.canJump(p):
			return nil, errors.New(lang.T("the piece on chain point %s cannot jump again", fields[3]))
		}
		s.chain = p
	}
	s.over = s.chain < 0 && !s.opening() && !s.anyJump()
	s.rehash()
	return s, nil
}

func symbolKind(ch byte, coloured bool) (uint8, bool) {
	for k, sym := range kindSymbol {
		if sym != ch {
			continue
		}
		if k == 0 || (k == kindPiece) != coloured {
			return uint8(k), true
		}
	}
	return 0, false
}

// InChain reports whether the player to move is in the middle of a chain
// of jumps.
func (s *State) InChain() bool { return s.chain >= 0 }

// ChainString writes a turn's jumps as one chain, "f13-d13-b13-b15",
// leaving out the "stop" that ends it; a turn of one removal or jump is
// written as the move.
func (s *State) ChainString(moves []game.Move) string {
	var names []string
	for _, m := range moves {
		switch {
		case m == moveStop:
			continue
		case m&removeBase != 0:
			return s.MoveString(m)
		}
		from, to := decodeJump(m)
		if len(names) == 0 {
			names = append(names, s.name(from))
		}
		names = append(names, s.name(to))
	}
	return strings.Join(names, "-")
}
