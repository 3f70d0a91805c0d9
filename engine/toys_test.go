package engine_test

import (
	"fmt"
	"strconv"
	"strings"

	"parlour/game"
)

// Two test-only games exercise the engine without any real game: a token
// on a directed graph, where an edge can give its mover another move and
// the graph can have cycles, and tic-tac-toe.

// edge is a move of the graph game: to the node, and whether the same
// player moves again afterwards.
type edge struct {
	to    int
	again bool
}

// graphSpec is a graph game: the token starts on node 0 with player 0 to
// move. A player on a node without edges cannot move and loses, unless the
// node is a draw node.
type graphSpec struct {
	edges [][]edge
	draws map[int]bool
	rep   int // Repetition()
}

type graphState struct {
	spec  *graphSpec
	board *game.Board
	node  int
	mover game.Player
	undo  [][2]int // node and mover before each move
}

func newGraph(spec *graphSpec, node int, mover game.Player) *graphState {
	var b game.BoardBuilder
	for i := range spec.edges {
		b.AddPoint(i, 0, "n"+strconv.Itoa(i))
	}
	return &graphState{spec: spec, board: b.MustBuild(), node: node, mover: mover}
}

func (s *graphState) NumPlayers() int { return 2 }

func (s *graphState) ToMove() game.Player {
	if s.Outcome().Over {
		return game.NoPlayer
	}
	return s.mover
}

func (s *graphState) LegalMoves(dst []game.Move) []game.Move {
	if s.Outcome().Over {
		return dst
	}
	for i := range s.spec.edges[s.node] {
		dst = append(dst, game.Move(i))
	}
	return dst
}

func (s *graphState) Apply(m game.Move) {
	e := s.spec.edges[s.node][m]
	s.undo = append(s.undo, [2]int{s.node, int(s.mover)})
	s.node = e.to
	if !e.again {
		s.mover = 1 - s.mover
	}
}

func (s *graphState) Undo() {
	u := s.undo[len(s.undo)-1]
	s.undo = s.undo[:len(s.undo)-1]
	s.node, s.mover = u[0], game.Player(u[1])
}

func (s *graphState) Clone() game.State {
	c := *s
	c.undo = append([][2]int(nil), s.undo...)
	return &c
}

func (s *graphState) Outcome() game.Outcome {
	if s.spec.draws[s.node] {
		return game.Draw("draw node")
	}
	if len(s.spec.edges[s.node]) == 0 {
		return game.Win(1-s.mover, "stuck")
	}
	return game.Ongoing
}

// Hash covers the player to move too: once the game is over ToMove says
// NoPlayer, but who was to move still decides who won.
func (s *graphState) Hash() uint64 {
	x := uint64(s.node)<<1 | uint64(s.mover)
	return game.SplitMix64(&x)
}

func (s *graphState) String() string  { return fmt.Sprintf("%d %d", s.node, s.mover) }
func (s *graphState) Repetition() int { return s.spec.rep }

func (s *graphState) MoveString(m game.Move) string {
	return fmt.Sprintf("%d>%d", s.node, s.spec.edges[s.node][m].to)
}

func (s *graphState) ParseMove(text string) (game.Move, error) {
	for _, m := range s.LegalMoves(nil) {
		if s.MoveString(m) == text {
			return m, nil
		}
	}
	return 0, fmt.Errorf("move %q is not legal here", text)
}

func (s *graphState) Board() *game.Board         { return s.board }
func (s *graphState) MovePath(m game.Move) []int { return []int{s.node, s.spec.edges[s.node][m].to} }
func (s *graphState) PieceAt(p int) game.Piece {
	if p == s.node {
		return game.Piece{Owner: s.mover, Kind: 1}
	}
	return game.Piece{}
}

// tttBoard is the 3×3 board of tic-tac-toe, points a1 to c3.
var tttBoard = func() *game.Board {
	var b game.BoardBuilder
	for r := 0; r < 3; r++ {
		for c := 0; c < 3; c++ {
			b.AddPoint(c, r, "")
		}
	}
	b.ConnectOrthogonal()
	return b.MustBuild()
}()

var tttZobrist = game.NewZobrist(7, 18)

var tttLines = [8][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

// tttState is tic-tac-toe; cell values are 0 empty, 1 for X (player 0)
// and 2 for O (player 1). It evaluates every position as 0.
type tttState struct {
	cells [9]int8
	mover game.Player
	hash  uint64
	undo  []int8
}

func (s *tttState) NumPlayers() int { return 2 }

func (s *tttState) ToMove() game.Player {
	if s.Outcome().Over {
		return game.NoPlayer
	}
	return s.mover
}

func (s *tttState) LegalMoves(dst []game.Move) []game.Move {
	if s.Outcome().Over {
		return dst
	}
	for i, c := range s.cells {
		if c == 0 {
			dst = append(dst, game.Move(i))
		}
	}
	return dst
}

func (s *tttState) Apply(m game.Move) {
	s.cells[m] = int8(s.mover) + 1
	s.hash ^= tttZobrist[int(m)*2+int(s.mover)]
	s.undo = append(s.undo, int8(m))
	s.mover = 1 - s.mover
}

func (s *tttState) Undo() {
	m := s.undo[len(s.undo)-1]
	s.undo = s.undo[:len(s.undo)-1]
	s.mover = 1 - s.mover
	s.cells[m] = 0
	s.hash ^= tttZobrist[int(m)*2+int(s.mover)]
}

func (s *tttState) Clone() game.State {
	c := *s
	c.undo = append([]int8(nil), s.undo...)
	return &c
}

func (s *tttState) Outcome() game.Outcome {
	for _, l := range tttLines {
		if v := s.cells[l[0]]; v != 0 && v == s.cells[l[1]] && v == s.cells[l[2]] {
			return game.Win(game.Player(v-1), "three in a row")
		}
	}
	for _, c := range s.cells {
		if c == 0 {
			return game.Ongoing
		}
	}
	return game.Draw("the board is full")
}

func (s *tttState) Hash() uint64               { return s.hash }
func (s *tttState) Repetition() int            { return 0 }
func (s *tttState) Evaluate() int              { return 0 }
func (s *tttState) Board() *game.Board         { return tttBoard }
func (s *tttState) MovePath(m game.Move) []int { return []int{int(m)} }

func (s *tttState) PieceAt(p int) game.Piece {
	if c := s.cells[p]; c != 0 {
		return game.Piece{Owner: game.Player(c - 1), Kind: 1}
	}
	return game.Piece{}
}

func (s *tttState) MoveString(m game.Move) string { return tttBoard.Point(int(m)).Name }

func (s *tttState) ParseMove(text string) (game.Move, error) {
	p, ok := tttBoard.Lookup(text)
	if !ok || s.cells[p] != 0 || s.Outcome().Over {
		return 0, fmt.Errorf("move %q is not legal here", text)
	}
	return game.Move(p), nil
}

// String writes the cells row by row ('x', 'o', '.') and the side to move.
func (s *tttState) String() string {
	var b strings.Builder
	for i, c := range s.cells {
		if i > 0 && i%3 == 0 {
			b.WriteByte('/')
		}
		b.WriteByte(".xo"[c])
	}
	return b.String() + " " + "xo"[s.mover:s.mover+1]
}

func parseTTT(_ game.Options, text string) (game.State, error) {
	rows, side, ok := strings.Cut(text, " ")
	if !ok || (side != "x" && side != "o") {
		return nil, fmt.Errorf("want cells and side to move, such as %q", "x../.o./... x")
	}
	cells, err := tttBoard.DecodeRows(rows)
	if err != nil {
		return nil, err
	}
	s := &tttState{}
	if side == "o" {
		s.mover = 1
	}
	for p, ch := range cells {
		switch ch {
		case 'x', 'o':
			v := int8(strings.IndexByte(".xo", ch))
			s.cells[p] = v
			s.hash ^= tttZobrist[p*2+int(v-1)]
		case '.':
		default:
			return nil, fmt.Errorf("unknown cell %q", ch)
		}
	}
	return s, nil
}

// tttGame registers tic-tac-toe for the tests that go through the registry.
var tttGame = &game.Game{
	ID:        "test-tictactoe",
	Name:      "Tic-tac-toe",
	Kinds:     []string{"", "mark"},
	SeatNouns: func(game.Options) []game.Noun { return []game.Noun{game.Plural("Crosses"), game.Plural("Noughts")} },
	New:       func(game.Options) (game.State, error) { return &tttState{}, nil },
	Parse:     parseTTT,
	Solvable:  true,
	MaxPlies:  9,
}

// panicGame is tic-tac-toe whose every position panics when asked for
// its moves: a bug in a game's code, which a search must survive.
var panicGame = &game.Game{
	ID:        "test-panics",
	Name:      "Tic-tac-toe that panics",
	Kinds:     tttGame.Kinds,
	SeatNouns: tttGame.SeatNouns,
	New:       func(game.Options) (game.State, error) { return panicState{&tttState{}}, nil },
	Parse:     parseTTT,
	MaxPlies:  9,
}

// panicState panics in LegalMoves.
type panicState struct{ *tttState }

func (panicState) LegalMoves([]game.Move) []game.Move { panic("forced panic in LegalMoves") }

func init() {
	game.Register(tttGame)
	game.Register(panicGame)
}
