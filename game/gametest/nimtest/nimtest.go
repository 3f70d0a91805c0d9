// Package nimtest registers Nim, a game that only tests play (the
// commands' and the puzzle prover's), to exercise what the catalog's
// games cannot: a game that is not Solvable and has no book, so that its
// values are estimates, and one numbered for a retrograde solve that
// takes no time. Players take one or two stones from a pile of the chosen
// size; whoever takes the last stone wins. Importing it registers the
// game as "test-nim", and the numbered one as "test-retronim".
package nimtest

import (
	"fmt"
	"strconv"

	"parlour/game"
)

// State is a position of Nim.
type State struct {
	Pile  int         // the stones left
	Mover game.Player // the player to take next
	undo  []int
}

var board = func() *game.Board {
	var b game.BoardBuilder
	b.AddPoint(0, 0, "pile")
	return b.MustBuild()
}()

// NumPlayers returns 2.
func (s *State) NumPlayers() int { return 2 }

// ToMove returns the player to take, or game.NoPlayer when the pile is
// empty.
func (s *State) ToMove() game.Player {
	if s.Pile == 0 {
		return game.NoPlayer
	}
	return s.Mover
}

// LegalMoves appends the takes: one stone, or two.
func (s *State) LegalMoves(dst []game.Move) []game.Move {
	for n := 1; n <= min(2, s.Pile); n++ {
		dst = append(dst, game.Move(n))
	}
	return dst
}

// Apply takes m stones.
func (s *State) Apply(m game.Move) {
	s.undo = append(s.undo, int(m))
	s.Pile -= int(m)
	s.Mover = 1 - s.Mover
}

// Undo puts back the last take.
func (s *State) Undo() {
	s.Pile += s.undo[len(s.undo)-1]
	s.undo = s.undo[:len(s.undo)-1]
	s.Mover = 1 - s.Mover
}

// Clone returns a copy that undoes on its own.
func (s *State) Clone() game.State {
	c := *s
	c.undo = append([]int(nil), s.undo...)
	return &c
}

// Outcome says who took the last stone.
func (s *State) Outcome() game.Outcome {
	if s.Pile == 0 {
		return game.Win(1-s.Mover, "took the last stone")
	}
	return game.Ongoing
}

// Hash returns the pile and the player to take.
func (s *State) Hash() uint64 { return uint64(s.Pile)<<1 | uint64(s.Mover) }

// String writes the pile and the player to take: "5 0".
func (s *State) String() string { return fmt.Sprintf("%d %d", s.Pile, s.Mover) }

// MoveString writes the stones taken.
func (s *State) MoveString(m game.Move) string { return strconv.Itoa(int(m)) }

// Repetition returns 0: a pile never grows back.
func (s *State) Repetition() int { return 0 }

// Board returns the one point, the pile.
func (s *State) Board() *game.Board { return board }

// PieceAt returns no piece: the stones are not drawn.
func (s *State) PieceAt(int) game.Piece { return game.Piece{} }

// MovePath returns the pile.
func (s *State) MovePath(game.Move) []int { return []int{0} }

// ParseMove reads the stones taken.
func (s *State) ParseMove(text string) (game.Move, error) {
	n, err := strconv.Atoi(text)
	if err != nil || n < 1 || n > min(2, s.Pile) {
		return 0, fmt.Errorf("move %q is not legal here", text)
	}
	return game.Move(n), nil
}

// Seats are the two players' names.
func Seats(game.Options) []game.Noun {
	return []game.Noun{game.Singular("First"), game.Singular("Second")}
}

// Spec is the game's registration.
var Spec = &game.Game{
	ID: "test-nim", Name: "Test Nim", Kinds: []string{"", "stone"},
	Options:   []game.Option{{Key: "pile", Label: "Pile", Choices: []game.Choice{{Value: "5"}, {Value: "7"}}}},
	SeatNouns: Seats,
	New: func(o game.Options) (game.State, error) {
		n, _ := strconv.Atoi(o["pile"])
		return &State{Pile: n}, nil
	},
	Parse: func(_ game.Options, text string) (game.State, error) {
		var s State
		if _, err := fmt.Sscanf(text, "%d %d", &s.Pile, &s.Mover); err != nil || s.Pile < 0 || s.Mover < 0 || s.Mover > 1 {
			return nil, fmt.Errorf("want pile and player, such as %q", "5 0")
		}
		return &s, nil
	},
	MaxPlies: 7,
}

func init() { game.Register(Spec) }
