package foxgeese

import (
	"math/bits"

	"parlour/game"
	"parlour/game/cross"
)

// Weights of the evaluation, in the engine's units (a point of mobility is
// worth about 10).
const (
	wGoose     = 100 // a goose captured
	wFoxMove   = 8   // a move a fox has
	wTrapped   = 70  // a fox with no move at all
	wRoom      = 5   // an empty hole the foxes can walk to
	wCramped   = 3   // times the square of the holes short of roomy
	roomy      = 8   // room at which the foxes stop feeling shut in
	wExposed   = 12  // a goose a fox could jump if it got beside it
	wThreat    = 18  // a goose a fox can jump now, with the geese to move
	wAdvance   = 3   // a row a goose has climbed towards the top
	wCentre    = 12  // a fox in the middle of the board rather than an arm
	pendingPct = 85  // share of a capture the foxes are sure to make
	geeseEdge  = 100 // the geese's edge in an even-looking position
	doublePct  = 60  // share of a goose lost to two threats at once
)

// Evaluate scores the position for the side to move, for the alpha-beta
// engine. The foxes like captures, room to roam and moves, and geese they
// can jump; the geese like a closed formation in which every goose has
// cover behind it, and foxes shut in with nowhere to go.
func (s *State) Evaluate() int {
	geo := s.rules.geo
	empty := s.empty()
	// With good play the geese are the stronger side; the edge keeps an
	// even-looking position below the value of a draw, so the geese play on
	// instead of repeating moves.
	score := wGoose*s.Captured() - geeseEdge

	// Mobility, traps and the geese in reach of a jump.
	var threatened uint64
	for b := s.foxes; b != 0; b &= b - 1 {
		p := bits.TrailingZeros64(b)
		n := bits.OnesCount64(geo.nbr[p] & empty)
		for _, j := range geo.jumps[p] {
			if s.geese&(1<<j.over) != 0 && empty&(1<<j.to) != 0 {
				threatened |= 1 << j.over
				n++
			}
		}
		score += wFoxMove*n + wCentre*centrality[p]
		if n == 0 {
			score -= wTrapped
		}
	}

	// The room the foxes have: the empty holes they can walk to.
	room := s.foxes
	for {
		grown := room
		for b := room; b != 0; b &= b - 1 {
			grown |= geo.nbr[bits.TrailingZeros64(b)] & empty
		}
		if grown == room {
			break
		}
		room = grown
	}
	free := bits.OnesCount64(room &^ s.foxes)
	score += wRoom * free
	if free < roomy {
		score -= wCramped * (roomy - free) * (roomy - free)
	}

	// Geese without cover: a line through the goose with a hole a fox can
	// reach on one side and an empty hole on the other.
	reach := room | empty
	for b := s.geese; b != 0; b &= b - 1 {
		p := bits.TrailingZeros64(b)
		for _, l := range geo.lines[p] {
			a, c := uint64(1)<<l[0], uint64(1)<<l[1]
			if (room&a != 0 && empty&c != 0) || (room&c != 0 && empty&a != 0) {
				score += wExposed
			} else if reach&a != 0 && reach&c != 0 {
				score += wExposed / 3
			}
		}
		score += wAdvance * (geo.board.Point(p).Row - 4)
	}

	// Captures waiting to happen.
	if s.toMove == Foxes {
		if n := s.longestCapture(); n > 0 {
			score += wGoose * n * pendingPct / 100
		}
	} else if n := bits.OnesCount64(threatened); n > 0 {
		score += wThreat * n
		if n > 1 {
			score += wGoose * (n - 1) * doublePct / 100
		}
	}

	if s.toMove == Geese {
		return -score
	}
	return score
}

// longestCapture returns the most geese one fox can capture in one move.
func (s *State) longestCapture() int {
	best := 0
	empty := s.empty()
	for b := s.foxes; b != 0; b &= b - 1 {
		p := bits.TrailingZeros64(b)
		best = max(best, s.deepest(p, s.geese, empty|1<<p, 0))
	}
	return best
}

// deepest returns the most jumps a fox on at can still make, having made
// depth, with geese and empty as the holes stand (the fox's own hole counts
// as empty); it stops looking at four.
func (s *State) deepest(at int, geese, empty uint64, depth int) int {
	best := depth
	if depth >= 4 {
		return best
	}
	for _, j := range s.rules.geo.jumps[at] {
		if geese&(1<<j.over) != 0 && empty&(1<<j.to) != 0 {
			best = max(best, s.deepest(int(j.to), geese&^(1<<j.over), empty|1<<j.over, depth+1))
		}
	}
	return best
}

// centrality is, for each hole, how hard a fox there is to shut in: 1 for
// the nine holes of the centre, -1 for the holes at the ends of the arms,
// where a fox has few lines and a wall of geese seals the arm.
var centrality = func() [33]int {
	var c [33]int
	for p := range c {
		pt := cross.English(true).Point(p)
		switch {
		case pt.Col >= 2 && pt.Col <= 4 && pt.Row >= 2 && pt.Row <= 4:
			c[p] = 1
		case pt.Col == 0 || pt.Col == 6 || pt.Row == 0 || pt.Row == 6:
			c[p] = -1
		}
	}
	return c
}()

// Tactical returns the number of geese a capture takes, and 0 for a step,
// so that the engine tries the longest captures first and follows captures
// to the end of a line before it evaluates.
func (s *State) Tactical(m game.Move) int {
	if d := decode(m); d.capture {
		return d.n
	}
	return 0
}

// Urgent reports false: a side may always stand pat in Fox and Geese.
func (s *State) Urgent() bool { return false }

// TacticalMoves appends the legal captures.
func (s *State) TacticalMoves(dst []game.Move) []game.Move {
	if s.toMove != Foxes || s.Outcome().Over {
		return dst
	}
	empty := s.empty()
	for b := s.foxes; b != 0; b &= b - 1 {
		p := bits.TrailingZeros64(b)
		dst = s.chains(dst, p, p, 1, s.geese, empty|1<<p)
	}
	return dst
}
