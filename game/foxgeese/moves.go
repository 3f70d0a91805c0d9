package foxgeese

import (
	"math/bits"
	"slices"

	"parlour/game"
	"parlour/game/cross"
)

func (s *State) empty() uint64 {
	return (1<<cross.EnglishHoles - 1) &^ (s.foxes | s.geese)
}

// Moves are numbers chosen so that ascending order lists the longest
// capture chains first, then shorter chains, then steps, which is the
// order a search should try them in. A move's code holds the hole it starts
// from in its low six bits and above them either a direction (a step) or a
// one bit followed by three bits per jump, first jump first (a chain); the
// move is the complement of its code. The longest chain the 33-hole board
// allows has 19 jumps, which fills the 64 bits exactly.
const (
	fromBits  = 6
	fromMask  = 1<<fromBits - 1
	maxChain  = (64 - fromBits - 1) / 3
	stepLimit = 8 // codes above the start bits below this are steps
)

func stepMove(from, dir int) game.Move { return ^game.Move(uint64(dir)<<fromBits | uint64(from)) }

// chainMove encodes a chain from its start and its directions packed
// behind a leading one bit.
func chainMove(from int, dirs uint64) game.Move { return ^game.Move(dirs<<fromBits | uint64(from)) }

// decoded is a move taken apart: its start, whether it captures, and its
// directions, first first.
type decoded struct {
	from    int
	capture bool
	dirs    [maxChain]int8
	n       int
}

func decode(m game.Move) decoded {
	code := ^uint64(m)
	d := decoded{from: int(code & fromMask)}
	rest := code >> fromBits
	if rest < stepLimit {
		d.dirs[0], d.n = int8(rest), 1
		return d
	}
	d.capture = true
	d.n = (bits.Len64(rest) - 1) / 3
	for i := 0; i < d.n; i++ {
		d.dirs[i] = int8(rest >> (3 * (d.n - 1 - i)) & 7)
	}
	return d
}

// path returns the holes a move touches, or nil when the move does not fit
// the board (it was not made by this game).
func (s *State) path(m game.Move) []int {
	d := decode(m)
	if d.from >= cross.EnglishHoles || d.n == 0 || d.n > maxChain {
		return nil
	}
	geo := s.rules.geo
	out := make([]int, 1, d.n+1)
	out[0] = d.from
	at := d.from
	for _, dir := range d.dirs[:d.n] {
		next := int(geo.step[at][dir])
		if d.capture && next >= 0 {
			next = int(geo.step[next][dir])
		}
		if next < 0 {
			return nil
		}
		out = append(out, next)
		at = next
	}
	return out
}

// moves appends the moves of the side to move, unsorted, ignoring whether
// the game is over.
func (s *State) moves(dst []game.Move) []game.Move {
	geo := s.rules.geo
	empty := s.empty()
	pieces := s.geese
	if s.toMove == Foxes {
		pieces = s.foxes
	}
	for b := pieces; b != 0; b &= b - 1 {
		p := bits.TrailingZeros64(b)
		for d, q := range geo.step[p] {
			if q >= 0 && empty&(1<<q) != 0 {
				dst = append(dst, stepMove(p, d))
			}
		}
		if s.toMove == Foxes {
			dst = s.chains(dst, p, p, 1, s.geese, empty|1<<p)
		}
	}
	return dst
}

// chains appends every capture chain that continues the chain dirs of the
// fox that started on from and now stands on at, with geese and empty the
// holes as they are after the jumps so far. The jumping fox's own hole
// counts as empty: it leaves it with each jump.
func (s *State) chains(dst []game.Move, from, at int, dirs, geese, empty uint64) []game.Move {
	for _, j := range s.rules.geo.jumps[at] {
		if geese&(1<<j.over) == 0 || empty&(1<<j.to) == 0 {
			continue
		}
		next := dirs<<3 | uint64(j.dir)
		dst = append(dst, chainMove(from, next))
		if bits.Len64(next) <= 3*(maxChain-1)+1 {
			dst = s.chains(dst, from, int(j.to), next, geese&^(1<<j.over), empty|1<<j.over)
		}
	}
	return dst
}

// canMove reports whether the side to move has a move.
func (s *State) canMove() bool {
	geo := s.rules.geo
	empty := s.empty()
	if s.toMove == Geese {
		for b := s.geese; b != 0; b &= b - 1 {
			if geo.nbr[bits.TrailingZeros64(b)]&empty != 0 {
				return true
			}
		}
		return false
	}
	for b := s.foxes; b != 0; b &= b - 1 {
		p := bits.TrailingZeros64(b)
		if geo.nbr[p]&empty != 0 {
			return true
		}
		for _, j := range geo.jumps[p] {
			if s.geese&(1<<j.over) != 0 && empty&(1<<j.to) != 0 {
				return true
			}
		}
	}
	return false
}

// LegalMoves appends the legal moves in ascending order.
func (s *State) LegalMoves(dst []game.Move) []game.Move {
	if s.Outcome().Over {
		return dst
	}
	n := len(dst)
	dst = s.moves(dst)
	slices.Sort(dst[n:])
	return dst
}

// MovePath returns the hole a piece leaves and each hole it lands on.
func (s *State) MovePath(m game.Move) []int { return s.path(m) }
