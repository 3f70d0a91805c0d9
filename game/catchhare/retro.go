package catchhare

import (
	"fmt"
	"math/bits"
	"sync"

	"parlour/game"
)

// Space numbers every position of Catch the Hare with a given board, leap
// rule, threshold and largest number of hunters, for an exact retrograde
// solve (a game.RetroSpace). A position is the hare's point, the set
// of hunters (more than the threshold, at most the largest number) and the
// side to move; the count of quiet plies is left out, since the solver
// treats endless play as a draw.
//
// Positions are grouped by the number of hunters k, fewest first, since a
// move never adds a hunter. Within group k, index
// (side*25 + hare)*C(24,k) + rank numbers the hunters' set by its rank
// among the k-subsets of the 24 points other than the hare's, in
// colexicographic order.
type Space struct {
	rules Rules
	most  int
	base  [13]int64 // index of the first position with k hunters
	size  int64
}

// NewSpace returns the space of positions with up to most hunters (at most
// 12) under the given rules; r.Hunters is ignored.
func NewSpace(r Rules, most int) (*Space, error) {
	if most > 12 || most <= r.Threshold || r.Threshold < 0 {
		return nil, fmt.Errorf("space: want a threshold below the number of hunters, at most 12 (got %d and %d)", r.Threshold, most)
	}
	rankReady.Do(fillRanks)
	sp := &Space{rules: r, most: most}
	at := int64(0)
	for k := r.Threshold + 1; k <= most; k++ {
		sp.base[k] = at
		at += 2 * Size * int64(binom[24][k])
	}
	sp.size = at
	return sp, nil
}

// Layers returns the bounds of the groups of positions with the same number
// of hunters, fewest first.
func (sp *Space) Layers() []int64 {
	var b []int64
	for k := sp.rules.Threshold + 1; k <= sp.most; k++ {
		b = append(b, sp.base[k])
	}
	return append(b, sp.size)
}

// Len returns the number of positions.
func (sp *Space) Len() int64 { return sp.size }

// Index returns the index of the position, or false when the position is
// not in the space (too many or too few hunters, or the hare on a hunter).
func (sp *Space) Index(hunters uint32, hare int, toMove game.Player) (int64, bool) {
	k := bits.OnesCount32(hunters)
	if k <= sp.rules.Threshold || k > sp.most || hunters&(1<<hare) != 0 || hare < 0 || hare >= Size || hunters>>Size != 0 {
		return 0, false
	}
	return sp.index(k, int(toMove), hare, hunters), true
}

func (sp *Space) index(k, side, hare int, hunters uint32) int64 {
	return sp.base[k] + int64(side*Size+hare)*int64(binom[24][k]) + int64(rank(squeeze(hunters, hare)))
}

// Position returns the position with index i.
func (sp *Space) Position(i int64) (hunters uint32, hare int, toMove game.Player) {
	k := sp.most
	for k > sp.rules.Threshold+1 && i < sp.base[k] {
		k--
	}
	i -= sp.base[k]
	c := int64(binom[24][k])
	cell := int(i / c)
	side, hare := cell/Size, cell%Size
	return expand(unrank(uint32(i%c), k), hare), hare, game.Player(side)
}

// State returns position i as a State with the space's rules.
func (sp *Space) State(i int64) *State {
	h, p, side := sp.Position(i)
	r := sp.rules
	r.Hunters = sp.most
	return NewPosition(r, h, p, side)
}

// Exits appends the position after each capture from i (-1 for a capture
// that brings the hunters down to the threshold, a win at once) and
// returns them with the number of steps, which keep the number of hunters.
func (sp *Space) Exits(i int64, dst []int64) ([]int64, int) {
	hunters, hare, side := sp.Position(i)
	l := sp.rules.Layout
	free := ^(hunters | 1<<hare) & (1<<Size - 1)
	if side == Hunters {
		n := 0
		for b := hunters; b != 0; b &= b - 1 {
			n += bits.OnesCount32(l.stepMask[bits.TrailingZeros32(b)] & free)
		}
		return dst, n
	}
	return sp.leaps(dst, hare, hunters), bits.OnesCount32(l.stepMask[hare] & free)
}

// leaps appends the positions after every chain of leaps from at.
func (sp *Space) leaps(dst []int64, at int, hunters uint32) []int64 {
	for _, j := range sp.rules.Layout.jumps[at] {
		over, to := int(j[0]), int(j[1])
		if hunters&(1<<over) == 0 || hunters&(1<<to) != 0 {
			continue
		}
		left := hunters &^ (1 << over)
		k := bits.OnesCount32(left)
		if k <= sp.rules.Threshold {
			dst = append(dst, game.RetroWin)
			continue
		}
		dst = append(dst, sp.index(k, int(Hunters), to, left))
		if sp.rules.Multi {
			dst = sp.leaps(dst, to, left)
		}
	}
	return dst
}

// Predecessors appends the positions with as many hunters from which one
// step leads to i.
func (sp *Space) Predecessors(i int64, dst []int64) []int64 {
	hunters, hare, side := sp.Position(i)
	k := bits.OnesCount32(hunters)
	l := sp.rules.Layout
	occupied := hunters | 1<<hare
	if side == Hare {
		// A hunter has just stepped from a to b.
		for b := hunters; b != 0; b &= b - 1 {
			p := bits.TrailingZeros32(b)
			for _, a := range l.steps[p] {
				if occupied&(1<<a) == 0 {
					dst = append(dst, sp.index(k, int(Hunters), hare, hunters^(1<<p|1<<a)))
				}
			}
		}
		return dst
	}
	// The hare has just stepped from q.
	for _, q := range l.steps[hare] {
		if occupied&(1<<q) == 0 {
			dst = append(dst, sp.index(k, int(Hare), int(q), hunters))
		}
	}
	return dst
}

// binom[n][k] is n choose k, for n up to 24.
var binom = func() (c [25][25]uint32) {
	for n := 0; n <= 24; n++ {
		c[n][0] = 1
		for k := 1; k <= n; k++ {
			c[n][k] = c[n-1][k-1] + c[n-1][k]
		}
	}
	return c
}()

// Rank tables: the colexicographic rank of a 24-bit set is the sum, over
// its j-th smallest member c (from j = 1), of C(c, j). It is split into the
// low 12 bits and the high 12 bits, whose terms depend on how many members
// the low half has. They are filled by the first NewSpace, not as the
// package starts: every program that has the game links this file, and
// filling them took 20 ms of the web app's start for a table only a
// position space reads.
var (
	rankLo    [1 << 12]uint32
	rankHi    [1 << 12][13]uint32
	rankReady sync.Once
)

func fillRanks() {
	for m := 0; m < 1<<12; m++ {
		j := 0
		for c := 0; c < 12; c++ {
			if m&(1<<c) != 0 {
				j++
				rankLo[m] += binom[c][j]
			}
		}
		for o := 0; o <= 12; o++ {
			j := o
			for c := 0; c < 12; c++ {
				if m&(1<<c) != 0 {
					j++
					if j <= 24 {
						rankHi[m][o] += binom[12+c][j]
					}
				}
			}
		}
	}
}

// rank returns the colexicographic rank of m; the tables are filled by
// NewSpace, the only way to a Space, whose index is rank's only caller.
func rank(m uint32) uint32 {
	low := m & (1<<12 - 1)
	return rankLo[low] + rankHi[m>>12][bits.OnesCount32(low)]
}

func unrank(r uint32, k int) uint32 {
	var m uint32
	for c := 23; c >= 0 && k > 0; c-- {
		if b := binom[c][k]; b <= r {
			m |= 1 << c
			r -= b
			k--
		}
	}
	return m
}

// squeeze removes bit hare from a 25-point set, closing the gap.
func squeeze(m uint32, hare int) uint32 {
	low := m & (1<<hare - 1)
	return low | m>>(hare+1)<<hare
}

// expand is the inverse of squeeze: it opens an empty bit at hare.
func expand(m uint32, hare int) uint32 {
	low := m & (1<<hare - 1)
	return low | m>>hare<<(hare+1)
}

// RetroSpace returns the space of every position with up to the start's
// number of hunters under the position's rules: those reachable from it.
func (s *State) RetroSpace() (game.RetroSpace, error) {
	return NewSpace(s.rules, s.rules.Hunters)
}

// RetroIndex returns the position's index in sp, a space from RetroSpace.
func (s *State) RetroIndex(sp game.RetroSpace) (int64, bool) {
	space, ok := sp.(*Space)
	if !ok {
		return 0, false
	}
	return space.Index(s.hunters, int(s.hare), s.toMove)
}

// RetroStarts returns the starts with fewer hunters, down to 10 and above
// the threshold, which the space of the standard start holds as well.
func (s *State) RetroStarts() []game.NamedState {
	var out []game.NamedState
	for n := s.rules.Hunters - 1; n > s.rules.Threshold && n >= 10; n-- {
		out = append(out, game.NamedState{
			Name:  fmt.Sprintf("start with %d hunters", n),
			State: NewPosition(s.rules, StartHunters(n), StartHare, Hunters),
		})
	}
	return out
}
