package foxgeese

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"

	"parlour/game"
	"parlour/game/cross"
	"parlour/lang"
)

// MoveString writes a step as "9-10", a capture as "9x23" and a chain of
// captures with every landing hole: "9x23x25".
func (s *State) MoveString(m game.Move) string {
	p := s.path(m)
	if p == nil {
		return "?"
	}
	sep := "-"
	if decode(m).capture {
		sep = "x"
	}
	names := make([]string, len(p))
	for i, h := range p {
		names[i] = s.rules.geo.board.Point(h).Name
	}
	return strings.Join(names, sep)
}

// ParseMove reads a move written as MoveString writes it and checks that it
// is legal here. Spaces are ignored and X may stand for x.
func (s *State) ParseMove(text string) (game.Move, error) {
	norm := strings.ToLower(strings.Join(strings.Fields(text), ""))
	var holes []string
	switch {
	case strings.Count(norm, "-") == 1 && !strings.Contains(norm, "x"):
		holes = strings.Split(norm, "-")
	case strings.Contains(norm, "x") && !strings.Contains(norm, "-"):
		holes = strings.Split(norm, "x")
	default:
		return 0, game.BadMove(text, lang.T("want a step such as 9-10 or a capture such as 9x23 or 9x23x25"))
	}
	if len(holes) > maxChain+1 {
		return 0, game.BadMove(text, lang.T("longer than any capture chain"))
	}
	for _, h := range holes {
		if _, ok := s.rules.geo.board.Lookup(h); !ok {
			return 0, game.BadMove(text, lang.T("no hole %q (holes are 1 to %d)", h, cross.EnglishHoles))
		}
	}
	if s.Outcome().Over {
		return 0, game.GameOver(text)
	}
	for _, m := range s.moves(nil) {
		if s.MoveString(m) == norm {
			return m, nil
		}
	}
	path := make([]int, len(holes))
	for i, h := range holes {
		path[i], _ = s.rules.geo.board.Lookup(h)
	}
	return 0, game.NotLegal(s, text, path)
}

// Position text: the board rows from the top ('F' fox, 'G' goose, '.'
// empty), the side to move and the plies since the last capture, for
// example the start ".../.../GGF.FGG/GGGGGGG/GGGGGGG/GGG/GGG foxes 0".
var sideNames = [2]string{"foxes", "geese"}

// String encodes the position.
func (s *State) String() string {
	rows := s.rules.geo.board.EncodeRows(func(p int) byte {
		switch s.PieceAt(p).Kind {
		case kindFox:
			return 'F'
		case kindGoose:
			return 'G'
		}
		return '.'
	})
	return fmt.Sprintf("%s %s %d", rows, sideNames[s.toMove], s.quiet)
}

func parse(opts game.Options, text string) (game.State, error) {
	s := &State{rules: rulesOf(opts)}
	cells, side, rest, err := game.SplitPosition(s.rules.geo.board, text, "FG", sideNames[:], 1, ".../.../GGF.FGG/GGGGGGG/GGGGGGG/GGG/GGG foxes 0")
	if err != nil {
		return nil, err
	}
	for p, ch := range cells {
		switch ch {
		case 'F':
			s.foxes |= 1 << p
		case 'G':
			s.geese |= 1 << p
		}
	}
	if n := bits.OnesCount64(s.foxes); n != FoxCount {
		return nil, errors.New(lang.N(n, "%d fox on the board, want %d", "%d foxes on the board, want %d", n, FoxCount))
	}
	if n := bits.OnesCount64(s.geese); n > GeeseStart {
		return nil, errors.New(lang.T("%d geese on the board, want at most %d", n, GeeseStart))
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
