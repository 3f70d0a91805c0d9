package nimtest

import (
	"fmt"

	"parlour/game"
)

// Retro is Nim with its positions numbered for a retrograde solve
// (game.Retrograde), registered as "test-retronim" from a pile of 7, so
// that the tests of what reads such a solve (the accuracy command's
// oracle, the puzzles it guides) stand on a game solved at once: position
// (pile, mover) is index 2(pile-1)+mover, each pile a layer of its own.
type Retro struct{ State }

// retroSpace is the retrograde space of piles up to max.
type retroSpace struct{ max int }

func (sp retroSpace) Layers() []int64 {
	out := make([]int64, sp.max+1)
	for i := range out {
		out[i] = int64(2 * i)
	}
	return out
}

func (sp retroSpace) Exits(i int64, dst []int64) ([]int64, int) {
	pile, mover := int(i/2)+1, i%2
	for n := 1; n <= min(2, pile); n++ {
		if pile == n {
			dst = append(dst, game.RetroWin)
		} else {
			dst = append(dst, int64(2*(pile-n-1))+1-mover)
		}
	}
	return dst, 0
}

func (sp retroSpace) Predecessors(int64, []int64) []int64 { return nil } // no move stays within a layer

// Clone returns a copy.
func (s *Retro) Clone() game.State { return &Retro{*s.State.Clone().(*State)} }

// RetroSpace returns the piles up to 7.
func (s *Retro) RetroSpace() (game.RetroSpace, error) { return retroSpace{max: retroPile}, nil }

// RetroIndex numbers the position; an empty pile is a finished game.
func (s *Retro) RetroIndex(game.RetroSpace) (int64, bool) {
	if s.Pile == 0 || s.Pile > retroPile {
		return 0, false
	}
	return int64(2*(s.Pile-1)) + int64(s.Mover), true
}

// RetroStarts returns none.
func (s *Retro) RetroStarts() []game.NamedState { return nil }

// retroPile is the pile Retro starts from.
const retroPile = 7

// RetroSpec is the numbered game's registration.
var RetroSpec = &game.Game{
	ID: "test-retronim", Name: "Test Nim, numbered", Kinds: []string{"", "stone"},
	SeatNouns: Seats,
	New:       func(game.Options) (game.State, error) { return &Retro{State{Pile: retroPile}}, nil },
	Parse: func(o game.Options, text string) (game.State, error) {
		s, err := Spec.Parse(o, text)
		if err != nil {
			return nil, err
		}
		if st := s.(*State); st.Pile <= retroPile {
			return &Retro{*st}, nil
		}
		return nil, fmt.Errorf("a pile of at most %d", retroPile)
	},
	MaxPlies: retroPile,
}

func init() { game.Register(RetroSpec) }
