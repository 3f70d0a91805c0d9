// Package toy is a seventh game that only tests play: noughts and crosses
// on a three-by-three board, where a set-up board may also block points
// with stones. It shows what adding a game takes (one package that
// registers itself, its rules text, the look of its pieces and an
// evaluation for the engine) and lets the tests of the catalog, the
// engine, the screens and the command line run on a game they were not
// written for. Importing it registers the game.
package toy

import (
	_ "embed"
	"fmt"
	"strings"

	"parlour/game"
	"parlour/game/look"
)

// The two sides.
const (
	Crosses game.Player = 0
	Noughts game.Player = 1
)

// OptFirst is the option naming the side that plays first.
const OptFirst = "first"

// The kinds of piece: a side's mark, and a stone that belongs to nobody
// and blocks its point, placed on the set-up board only.
const (
	kindCross  = 1
	kindNought = 2
	kindStone  = 3
)

// stone is a stone on a point.
var stone = game.Piece{Owner: game.NoPlayer, Kind: kindStone}

// looks are the kinds' looks: the marks are the plain pieces, dark and
// light, and a stone is a grey pebble, lit from the top left, that no
// other game has.
var looks = []look.Look{{}, {}, {}, {Shapes: []look.Shape{
	look.Fill(look.RGB(0x5d6166), look.Disc(0, 0, 1)),
	look.Fill(look.RGB(0x767b81), look.Disc(-0.1, -0.12, 0.72)),
	look.Fill(look.RGB(0xd8dde2).Alpha(0.6), look.Disc(-0.34, -0.38, 0.18)),
	look.Ring(look.RGB(0x2f3236), 0, 0, 0.96, 0.08),
}}}

// Board is the three-by-three grid, a1 at the bottom left.
var Board = func() *game.Board {
	var b game.BoardBuilder
	for row := 0; row < 3; row++ {
		for col := 0; col < 3; col++ {
			b.AddPoint(col, row, game.CoordName(col, row))
		}
	}
	b.ConnectOrthogonal()
	return b.MustBuild()
}()

// rulesText is the rules of the game in our own words.
//
//go:embed rules.md
var rulesText string

// Spec is the game's registration.
var Spec = &game.Game{
	ID:      "toy",
	Name:    "Noughts and Crosses",
	Rules:   rulesText,
	Summary: "Three in a row on a three-by-three grid.",
	Options: []game.Option{
		{Key: OptFirst, Label: "First to play", Help: "The side that places the first mark.", Choices: []game.Choice{
			{Value: "crosses", Label: "Crosses"}, {Value: "noughts", Label: "Noughts"},
		}},
	},
	Kinds: []string{"", "cross", "nought", "stone"},
	Looks: looks,
	SeatNouns: func(game.Options) []game.Noun {
		return []game.Noun{game.Plural("Crosses"), game.Plural("Noughts")}
	},
	New:    newState,
	Parse:  parse,
	Lesson: lesson,
	Setup: &game.Setup{
		Palette: func(game.Options) []game.Piece {
			return []game.Piece{{Owner: Crosses, Kind: kindCross}, {Owner: Noughts, Kind: kindNought}, stone}
		},
		Arrange: func(opts game.Options, pieces []game.Piece, toMove game.Player) (game.State, error) {
			text, err := game.PositionText(Board, pieces, map[game.Piece]byte{{Owner: Crosses, Kind: kindCross}: 'x', {Owner: Noughts, Kind: kindNought}: 'o', stone: 's'},
				[]string{"crosses", "noughts"}, toMove, "")
			if err != nil {
				return nil, err
			}
			return parse(opts, text)
		},
	},
	Solvable:  true,
	SameSides: true,
	MaxPlies:  9,
}

func init() { game.Register(Spec) }

// lines are the eight rows of three, as point indices.
var lines = [8][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

// keys are the Zobrist keys: one per point and side, one for Noughts to
// move, then one per point for a stone.
var keys = game.NewZobrist(0x70f, 28)

// State is a position: each point's mark, the side to move and the points
// marked, in order, for Undo.
type State struct {
	cells  [9]game.Piece
	toMove game.Player
	played []int
	hash   uint64
}

func newState(opts game.Options) (game.State, error) {
	s := &State{}
	if opts[OptFirst] == "noughts" {
		s.toMove = Noughts
		s.hash = keys[18]
	}
	return s, nil
}

// NumPlayers returns 2.
func (s *State) NumPlayers() int { return 2 }

// ToMove returns the side to move, or NoPlayer once the game is over.
func (s *State) ToMove() game.Player {
	if s.Outcome().Over {
		return game.NoPlayer
	}
	return s.toMove
}

// LegalMoves appends a move for every empty point: the point's index.
func (s *State) LegalMoves(dst []game.Move) []game.Move {
	if s.Outcome().Over {
		return dst
	}
	for p, c := range s.cells {
		if c.Empty() {
			dst = append(dst, game.Move(p))
		}
	}
	return dst
}

// Apply marks the point for the side to move.
func (s *State) Apply(m game.Move) {
	p := int(m)
	s.cells[p] = game.Piece{Owner: s.toMove, Kind: uint8(s.toMove) + 1}
	s.hash ^= keys[2*p+int(s.toMove)] ^ keys[18]
	s.played = append(s.played, p)
	s.toMove = 1 - s.toMove
}

// Undo takes back the last mark.
func (s *State) Undo() {
	p := s.played[len(s.played)-1]
	s.played = s.played[:len(s.played)-1]
	s.toMove = 1 - s.toMove
	s.cells[p] = game.Piece{}
	s.hash ^= keys[2*p+int(s.toMove)] ^ keys[18]
}

// Clone returns an independent copy.
func (s *State) Clone() game.State {
	c := *s
	c.played = append([]int(nil), s.played...)
	return &c
}

// Outcome reports three in a row, or a full grid.
func (s *State) Outcome() game.Outcome {
	for _, l := range lines {
		a := s.cells[l[0]]
		if !a.Empty() && a != stone && a == s.cells[l[1]] && a == s.cells[l[2]] {
			return game.Win(a.Owner, "three in a row")
		}
	}
	for _, c := range s.cells {
		if c.Empty() {
			return game.Ongoing
		}
	}
	return game.Draw("the grid is full")
}

// Hash returns the position's Zobrist hash.
func (s *State) Hash() uint64 { return s.hash }

// symbols are the marks in position texts, by kind.
const symbols = ".xos"

// String writes the rows, from the one of a1, and the side to move: "x../.o./...
// crosses"; a stone is an s.
func (s *State) String() string {
	side := "crosses"
	if s.toMove == Noughts {
		side = "noughts"
	}
	return Board.EncodeRows(func(p int) byte { return symbols[s.cells[p].Kind] }) + " " + side
}

func parse(_ game.Options, text string) (game.State, error) {
	rows, side, ok := strings.Cut(strings.TrimSpace(text), " ")
	if !ok {
		return nil, fmt.Errorf("want the rows and the side to move, such as %q", "x../.o./... crosses")
	}
	cells, err := Board.DecodeRows(rows)
	if err != nil {
		return nil, err
	}
	s := &State{}
	for p, c := range cells {
		k := strings.IndexByte(symbols, c)
		if k < 0 {
			return nil, fmt.Errorf("unknown mark %q", c)
		}
		switch k {
		case kindCross, kindNought:
			s.cells[p] = game.Piece{Owner: game.Player(k - 1), Kind: uint8(k)}
			s.hash ^= keys[2*p+k-1]
		case kindStone:
			s.cells[p] = stone
			s.hash ^= keys[19+p]
		}
	}
	switch side {
	case "crosses":
	case "noughts":
		s.toMove = Noughts
		s.hash ^= keys[18]
	default:
		return nil, fmt.Errorf("side %q: want crosses or noughts", side)
	}
	return s, nil
}

// MoveString names the point marked: "b2".
func (s *State) MoveString(m game.Move) string { return Board.Point(int(m)).Name }

// ParseMove reads a point's name and checks that it is free.
func (s *State) ParseMove(text string) (game.Move, error) {
	p, ok := Board.Lookup(strings.TrimSpace(text))
	if !ok {
		return 0, fmt.Errorf("no point %q on the board", text)
	}
	if s.Outcome().Over {
		return 0, fmt.Errorf("the game is over")
	}
	if !s.cells[p].Empty() {
		return 0, fmt.Errorf("%s is already marked", text)
	}
	return game.Move(p), nil
}

// Repetition returns 0: a position never comes back.
func (s *State) Repetition() int { return 0 }

// Board returns the grid.
func (s *State) Board() *game.Board { return Board }

// PieceAt returns the mark on point p.
func (s *State) PieceAt(p int) game.Piece { return s.cells[p] }

// MovePath returns the point marked.
func (s *State) MovePath(m game.Move) []int { return []int{int(m)} }

// Evaluate scores the position for the side to move: the lines still open
// to it less those open to the other side; a stone closes a line to both.
func (s *State) Evaluate() int {
	score := 0
	for _, l := range lines {
		var mine, theirs int
		blocked := false
		for _, p := range l {
			switch c := s.cells[p]; {
			case c == stone:
				blocked = true
			case c.Empty():
			case c.Owner == s.toMove:
				mine++
			default:
				theirs++
			}
		}
		switch {
		case blocked:
		case theirs == 0:
			score += 1 + mine
		case mine == 0:
			score -= 1 + theirs
		}
	}
	return score
}
