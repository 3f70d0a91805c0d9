package war

import (
	"math/bits"
	"slices"

	"parlour/game"
	"parlour/lang"
)

// kindNames name the kinds in sentences, in English: a sentence a player
// reads names them through kindName.
var kindNames = [Machine + 1]string{"", lang.Key("King"), lang.Key("General"), lang.Key("Mortar"), lang.Key("Horse"), lang.Key("Cannon"), lang.Key("Van Troop"), lang.Key("Rear Troop"), lang.Key("Flying Machine")}

// kindPlurals name more than one of a kind, in English as kindNames do:
// a position with too many of a kind says how many there are (Troops
// are counted together, and Flying Machines apart).
var kindPlurals = [Machine + 1]string{"", lang.Key("Kings"), lang.Key("Generals"), lang.Key("Mortars"), lang.Key("Horses"), lang.Key("Cannons")}

// kindName names kind k in the player's language.
func kindName(k int) string { return lang.T(kindNames[k]) }

// sided returns white when p is White, black otherwise: a sentence about
// a side is written whole for each, as languages agree words with it.
func sided(p game.Player, white, black string) string {
	if p == White {
		return white
	}
	return black
}

// owedJumper returns the square of a Troop of the side to move that can
// jump, or -1 when no capture is owed.
func (s *State) owedJumper() int {
	p := s.toMove & 1
	for w, own := range s.troops[p] {
		for ; own != 0; own &= own - 1 {
			sq := w<<6 | bits.TrailingZeros64(own)
			if int(squareRank[sq&(cellSpan-1)]) != lastRank[p] {
				if n, _ := s.jumpTargets(p, sq); n > 0 {
					return sq
				}
			}
		}
	}
	return -1
}

// Describe says what presses in the position: an enemy piece on the
// citadel of the side to move, or a capture owed.
func (s *State) Describe() string {
	if s.Outcome().Over {
		return ""
	}
	p := s.toMove
	if c := s.cells[citadel[p]]; c != 0 && c.owner() != p {
		k := kindName(c.kind())
		return sided(c.owner(), lang.T("White's %s stands on the citadel: capture it now", k), lang.T("Black's %s stands on the citadel: capture it now", k))
	}
	if sq := s.owedJumper(); sq >= 0 {
		return lang.T("A capture is owed: the troop on %s can jump", squareName(sq))
	}
	if s.quiet >= QuietLimit-50 {
		// The plies are moves of both sides, as game.Plies says them.
		return lang.T("No progress for %d moves, counting both sides: a draw at %d", int(s.quiet), QuietLimit)
	}
	return ""
}

// Explain says why no legal move follows path, the squares tapped with
// the piece's square first (or the one square of a placement).
func (s *State) Explain(path []int) string {
	if len(path) == 0 || s.Outcome().Over {
		return ""
	}
	for _, sq := range path {
		if sq < 0 || sq >= size {
			return ""
		}
	}
	moves := s.LegalMoves(nil)
	for _, m := range moves {
		if mp := s.MovePath(m); len(mp) > len(path) && slices.Equal(mp[:len(path)], path) {
			if len(path) > 1 {
				return lang.T("The jump must go on from %s", squareName(path[len(path)-1]))
			}
			return ""
		}
	}
	p := s.toMove
	owed := ""
	if sq := s.owedJumper(); sq >= 0 {
		owed = lang.T("A capture is owed: the troop on %s can jump", squareName(sq))
	}
	first := s.cells[path[0]]
	if len(path) == 1 && first.kind() == Machine {
		return lang.T("%s is already blocked by a Flying Machine", squareName(path[0]))
	}
	if len(path) == 1 && first == 0 {
		switch {
		case s.reserve[p] == 0:
			return lang.T("Both your Flying Machines are already placed")
		case path[0] == citadel[0] || path[0] == citadel[1]:
			return lang.T("A Flying Machine may not be placed on a citadel")
		}
		return owed
	}
	if first == 0 || first.owner() != p {
		return ""
	}
	if isTroop(first.kind()) && rankOf(path[0]) == lastRank[p] {
		return lang.T("A troop on the last rank never moves again")
	}
	if len(path) < 2 {
		if owed != "" {
			return owed
		}
		return lang.T("The %s on %s has no move now", kindName(first.kind()), squareName(path[0]))
	}
	to := path[len(path)-1]
	if c := s.cells[to]; len(path) == 2 && c != 0 && c.kind() != Machine && c.owner() == p {
		return s.Explain(path[1:]) // another piece of the side to move
	}
	switch c := s.cells[to]; {
	case c.kind() == Machine:
		return lang.T("%s is blocked by a Flying Machine", squareName(to))
	case c != 0 && c.owner() != p && s.immune(to):
		return lang.T("A troop on its last rank cannot be captured")
	}
	if owed != "" {
		return owed
	}
	if first.kind() != Horse && len(path) == 2 {
		if sq := s.blockedBetween(path[0], to); sq >= 0 {
			return lang.T("The Flying Machine on %s blocks the way", squareName(sq))
		}
	}
	if len(path) == 2 {
		return s.pieceRule(first, path[0], to)
	}
	return ""
}

// pieceRule says which rule of the piece c on from keeps it from to: its
// way of moving, a piece in the way, or a Troop's ways of capturing.
func (s *State) pieceRule(c cell, from, to int) string {
	k := c.kind()
	rule := lang.T("%s: %s", kindName(k), lang.T(Spec.Legend[k]))
	df, dr := fileOf(to)-fileOf(from), rankOf(to)-rankOf(from)
	if c.owner() == Black {
		dr = -dr // forward is up the ranks for either side
	}
	line := df == 0 || dr == 0 || abs(df) == abs(dr)
	switch k {
	case King:
		if max(abs(df), abs(dr)) != 1 {
			return rule
		}
	case General, Mortar, Cannon:
		if !line || k == Mortar && df != 0 && dr != 0 || k == Cannon && (df == 0 || dr == 0) {
			return rule
		}
		if sq := s.firstBetween(from, to); sq >= 0 {
			return lang.T("The %s on %s is in the way", kindName(s.cells[sq].kind()), squareName(sq))
		}
	case Horse:
		if abs(df)*abs(dr) != 2 {
			return rule
		}
	case Van, Rear:
		return s.troopRule(c, from, to, df, dr, rule)
	}
	return ""
}

// troopRule is pieceRule for a Troop, with the step (df, dr) counted
// forward for its side.
func (s *State) troopRule(c cell, from, to, df, dr int, rule string) string {
	target := s.cells[to]
	switch {
	case df == 0 && dr == 2 && !troopHome[c.owner()][from]:
		return lang.T("A Troop steps two squares only from its starting square")
	case df == 0 && (dr == 1 || dr == 2) && target != 0:
		return lang.T("A Troop captures diagonally forward, never straight ahead")
	case df == 0 && dr == 2 && s.cells[(from+to)/2] != 0:
		return lang.T("The %s on %s is in the way", kindName(s.cells[(from+to)/2].kind()), squareName((from+to)/2))
	case abs(df) == 1 && dr == 1 && target == 0:
		return lang.T("A Troop moves diagonally only to capture")
	case abs(df) == 2 && dr == 2:
		mid := s.cells[(from+to)/2]
		if mid == 0 || mid.owner() == c.owner() || !isTroop(mid.kind()) {
			return lang.T("A Troop jumps only over an enemy Troop")
		}
		if target != 0 {
			return lang.T("A jump must land on an empty square")
		}
	case df == 0 && (dr == 1 || dr == 2), abs(df) == 1 && dr == 1:
		return ""
	}
	return rule
}

// firstBetween returns the first occupied square strictly between two
// squares on a line, or -1.
func (s *State) firstBetween(a, b int) int {
	df, dr := fileOf(b)-fileOf(a), rankOf(b)-rankOf(a)
	n := max(abs(df), abs(dr))
	for i := 1; i < n; i++ {
		if sq := a + i*(sign(dr)*Files+sign(df)); s.cells[sq] != 0 {
			return sq
		}
	}
	return -1
}

// blockedBetween returns a blocked square strictly between two squares on
// a line, or -1.
func (s *State) blockedBetween(a, b int) int {
	df, dr := fileOf(b)-fileOf(a), rankOf(b)-rankOf(a)
	if df != 0 && dr != 0 && df != dr && df != -dr {
		return -1
	}
	n := max(abs(df), abs(dr))
	for i := 1; i < n; i++ {
		sq := a + i*(sign(dr)*Files+sign(df))
		if s.cells[sq].kind() == Machine {
			return sq
		}
	}
	return -1
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// Compile-time checks of the optional interfaces.
var (
	_ game.Reserver  = (*State)(nil)
	_ game.Describer = (*State)(nil)
	_ game.Explainer = (*State)(nil)
)
