package leapfrog

import (
	"slices"

	"parlour/game"
)

// Moves: 0 is "stop", removals are removeBase|p and a jump from p to q is
// (p+1)<<jumpShift|q, so stop sorts before the jumps it comes with.
const (
	moveStop   game.Move = 0
	jumpShift            = 10
	removeBase game.Move = 1 << 20
)

func jumpMove(from, to int) game.Move { return game.Move(from+1)<<jumpShift | game.Move(to) }

func (s *State) opening() bool { return s.empties < s.players }

// canJump reports whether the piece on p has a jump.
func (s *State) canJump(p int) bool {
	for _, j := range s.geo.jumps[p] {
		if s.cells[j.over] != 0 && s.cells[j.to] == 0 {
			return true
		}
	}
	return false
}

// anyJump reports whether any piece has a jump.
func (s *State) anyJump() bool {
	for p, k := range s.cells {
		if k != 0 && s.canJump(p) {
			return true
		}
	}
	return false
}

// appendJumps appends the jumps of the piece on p, in ascending order.
func (s *State) appendJumps(dst []game.Move, p int) []game.Move {
	for _, j := range s.geo.jumps[p] {
		if s.cells[j.over] != 0 && s.cells[j.to] == 0 {
			dst = append(dst, jumpMove(p, int(j.to)))
		}
	}
	return dst
}

// LegalMoves appends the legal moves in ascending order: removals in the
// opening, "stop" and the further jumps of the piece in the middle of a
// chain, otherwise every jump.
func (s *State) LegalMoves(dst []game.Move) []game.Move {
	switch {
	case s.over:
		return dst
	case s.opening():
		for p, k := range s.cells {
			if k != 0 {
				dst = append(dst, removeBase|game.Move(p))
			}
		}
		return dst
	case s.chain >= 0:
		return s.appendJumps(append(dst, moveStop), s.chain)
	}
	if 3*s.empties < len(s.cells) {
		// A crowded board: look for jumps into the few empty points, then
		// sort them.
		n := len(dst)
		for e, k := range s.cells {
			if k != 0 {
				continue
			}
			for _, j := range s.geo.jumps[e] {
				if s.cells[j.over] != 0 && s.cells[j.to] != 0 {
					dst = append(dst, jumpMove(int(j.to), e))
				}
			}
		}
		slices.Sort(dst[n:])
		return dst
	}
	for p, k := range s.cells {
		if k != 0 {
			dst = s.appendJumps(dst, p)
		}
	}
	return dst
}

func decodeJump(m game.Move) (from, to int) {
	return int(m>>jumpShift) - 1, int(m & (1<<jumpShift - 1))
}

// MovePath returns the removed point, the two ends of a jump, or nil for
// "stop".
func (s *State) MovePath(m game.Move) []int {
	switch {
	case m == moveStop:
		return nil
	case m&removeBase != 0:
		return []int{int(m &^ removeBase)}
	}
	from, to := decodeJump(m)
	return []int{from, to}
}

// ActionLabel labels "stop", the one move with no path, "Stop here".
func (s *State) ActionLabel(m game.Move) string {
	if m == moveStop {
		return "Stop here"
	}
	return s.MoveString(m)
}
