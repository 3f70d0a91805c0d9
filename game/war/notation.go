package war

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"parlour/game"
	"parlour/lang"
)

// sideNames are the seats as written in position text and sentences.
var sideNames = [2]string{"White", "Black"}

// symbols are the letters of the kinds in position text, White's; Black's
// are the same in lower case.
const symbols = ".KGMHCVRF"

func symbol(c cell) byte {
	if c == 0 {
		return '.'
	}
	ch := symbols[c.kind()]
	if c.owner() == Black {
		ch += 'a' - 'A'
	}
	return ch
}

// String encodes the position: the rows from rank 10 down to rank 1
// (capitals for White: King, General, Mortar, Horse, Cannon, Van and Rear
// Troop, Flying Machine; '.' for empty), the side to move, each side's
// unused machines, the en passant square or "-", and the no-progress count.
func (s *State) String() string {
	rows := Board.EncodeRows(func(p int) byte { return symbol(s.cells[p]) })
	ep := "-"
	if s.ep >= 0 {
		ep = squareName(int(s.ep))
	}
	return fmt.Sprintf("%s %s %d %d %s %d", rows, strings.ToLower(sideNames[s.toMove]), s.reserve[White], s.reserve[Black], ep, s.quiet)
}

// startCount is how many pieces of each kind a side starts with, the most
// it can ever have.
var startCount = func() (n [Machine]int) {
	rows, _, _ := strings.Cut(StartPosition, " ")
	for _, ch := range rows {
		if k := strings.IndexRune(symbols, ch); k > 0 && k < Machine {
			n[k]++
		}
	}
	return n
}()

func parse(opts game.Options, text string) (game.State, error) {
	f := strings.Fields(text)
	if len(f) != 6 {
		return nil, errors.New(lang.T("want six fields: board rows, side to move, White's and Black's unused machines, en passant square, quiet plies (such as %q)", StartPosition))
	}
	cells, err := Board.DecodeRows(f[0])
	if err != nil {
		return nil, err
	}
	s := &State{enPassant: opts[OptEnPassant] == "on", ep: -1}
	var count [2][9]int
	for sq, ch := range cells {
		if ch == '.' {
			continue
		}
		p, up := White, ch
		if ch >= 'a' && ch <= 'z' {
			p, up = Black, ch-('a'-'A')
		}
		k := strings.IndexByte(symbols, up)
		if k <= 0 {
			return nil, errors.New(lang.T("unknown piece %q on %s (use %s, lower case for Black, . for empty)", ch, squareName(sq), symbols[1:]))
		}
		if k == Machine && (sq == citadel[0] || sq == citadel[1]) {
			return nil, errors.New(lang.T("a flying machine on the citadel %s", squareName(sq)))
		}
		s.cells[sq] = makeCell(p, k)
		s.occ[p].toggle(sq)
		if isTroop(k) {
			s.troops[p].toggle(sq)
		}
		if k == Machine {
			s.machines.toggle(sq)
		}
		count[p][k]++
	}
	for _, p := range []game.Player{White, Black} {
		for k := King; k < Machine; k++ {
			if isTroop(k) {
				continue
			}
			if n, most := count[p][k], startCount[k]; n > most {
				return nil, errors.New(sided(p,
					lang.T("White has %d %s, at most %d (no piece is ever added)", n, lang.T(kindPlurals[k]), most),
					lang.T("Black has %d %s, at most %d (no piece is ever added)", n, lang.T(kindPlurals[k]), most)))
			}
		}
		if n, most := count[p][Van]+count[p][Rear], startCount[Van]+startCount[Rear]; n > most {
			return nil, errors.New(sided(p,
				lang.T("White has %d Troops, at most %d (no piece is ever added)", n, most),
				lang.T("Black has %d Troops, at most %d (no piece is ever added)", n, most)))
		}
	}
	switch f[1] {
	case "white":
		s.toMove = White
	case "black":
		s.toMove = Black
	default:
		return nil, errors.New(lang.T("side to move %q: want white or black", f[1]))
	}
	for i, p := range []game.Player{White, Black} {
		n, err := strconv.Atoi(f[2+i])
		if err != nil || n < 0 || n > Machines {
			return nil, errors.New(sided(p,
				lang.T("White's unused machines %q: want 0 to %d", f[2+i], Machines),
				lang.T("Black's unused machines %q: want 0 to %d", f[2+i], Machines)))
		}
		if n+count[p][Machine] > Machines {
			return nil, errors.New(sided(p,
				lang.T("White has %d machines placed and %d unused, more than %d", count[p][Machine], n, Machines),
				lang.T("Black has %d machines placed and %d unused, more than %d", count[p][Machine], n, Machines)))
		}
		s.reserve[p] = int8(n)
	}
	if f[4] != "-" {
		sq, ok := Board.Lookup(f[4])
		if !ok {
			return nil, errors.New(lang.T("en passant square %q: want a square or -", f[4]))
		}
		mover := 1 - s.toMove
		victim := sq + forward[mover]
		behind := sq - forward[mover]
		if !s.enPassant || s.cells[sq] != 0 || victim < 0 || victim >= size || behind < 0 || behind >= size ||
			!isTroop(s.cells[victim].kind()) || s.cells[victim].owner() != mover || s.cells[behind] != 0 || !troopHome[mover][behind] {
			return nil, errors.New(sided(mover,
				lang.T("en passant square %s: no White troop has just passed it", f[4]),
				lang.T("en passant square %s: no Black troop has just passed it", f[4])))
		}
		s.ep = int8(sq)
	}
	q, err := strconv.Atoi(f[5])
	if err != nil || q < 0 || q > QuietLimit {
		return nil, errors.New(lang.T("quiet plies %q: want 0 to %d", f[5], QuietLimit))
	}
	s.quiet = int16(q)
	s.rehash()
	return s, nil
}

// MoveString writes a move in algebraic notation: "e3-e5" for a step or
// slide, "f3xg4" for a capture, "b3:d5:f7" for a chain of jumps and
// "FM@e6" for a Flying Machine placement.
func (s *State) MoveString(m game.Move) string {
	mv := decode(m)
	if mv.place {
		return "FM@" + squareName(mv.to())
	}
	c := s.cells[mv.from]
	if isTroop(c.kind()) {
		if d := mv.to() - mv.from; d == 2*forward[c.owner()]+2 || d == 2*forward[c.owner()]-2 {
			var b strings.Builder
			b.WriteString(squareName(mv.from))
			for _, l := range mv.land[:mv.n] {
				b.WriteByte(':')
				b.WriteString(squareName(l))
			}
			return b.String()
		}
	}
	sep := "-"
	if s.isCapture(mv) {
		sep = "x"
	}
	return squareName(mv.from) + sep + squareName(mv.to())
}

// ParseMove reads a move in the notation of MoveString (case does not
// matter, and "-" and "x" are interchangeable) and checks that it is legal
// here; otherwise the error says why not. The squares alone name a move,
// so the separators are not checked.
func (s *State) ParseMove(text string) (game.Move, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	var path []int
	switch {
	case strings.HasPrefix(t, "fm@"):
		sq, ok := Board.Lookup(t[3:])
		if !ok {
			return 0, game.BadMove(text, lang.T("no square %q on the board", t[3:]))
		}
		path = []int{sq}
	default:
		parts := strings.FieldsFunc(t, func(r rune) bool { return r == '-' || r == 'x' || r == ':' })
		if len(parts) < 2 || len(parts) > maxLandings+1 {
			return 0, game.BadMove(text, lang.T("want from-to, fromxto, a chain such as b3:d5:f7, or FM@square"))
		}
		for _, part := range parts {
			sq, ok := Board.Lookup(part)
			if !ok {
				return 0, game.BadMove(text, lang.T("no square %q on the board", part))
			}
			path = append(path, sq)
		}
	}
	var buf [256]game.Move
	for _, m := range s.LegalMoves(buf[:0]) {
		if slices.Equal(s.MovePath(m), path) {
			return m, nil
		}
	}
	if s.Outcome().Over {
		return 0, game.GameOver(text)
	}
	return 0, game.NotLegal(s, text, path)
}
