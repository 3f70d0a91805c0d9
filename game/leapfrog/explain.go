package leapfrog

import (
	"strconv"
	"strings"

	"parlour/game"
	"parlour/lang"
)

// Score returns the pieces player p has captured (old version) or their
// value in points (Murray's version).
func (s *State) Score(p game.Player) int {
	if p < 0 || int(p) >= s.players {
		return 0
	}
	return int(s.score[p])
}

// PiecesTaken returns the pieces player p has taken, removals included,
// with true in Murray's version, where the score counts points instead.
func (s *State) PiecesTaken(p game.Player) (int, bool) {
	if p < 0 || int(p) >= s.players {
		return 0, false
	}
	return int(s.taken[p]), s.coloured
}

// Prompt asks, in the opening, for a piece to be removed: any one will
// do, where a jump's turn line speaks of picking a piece and its landing.
func (s *State) Prompt() string {
	if !s.over && s.opening() {
		return lang.T("Remove any one piece")
	}
	return ""
}

// Describe says what the player to move is to do, or the final ranking
// once the game is over, with the colour layout in Murray's version so the
// game can be set up again. Seats are named by number only ("seat 2"), as
// the players may have renamed them; the turn line says whose turn it is.
func (s *State) Describe() string {
	var d string
	switch {
	case s.over:
		d = lang.T("No jump is left. Final ranking: %s", s.ranking())
	case s.opening():
		left := s.players - s.empties
		d = lang.N(left, "Opening: each player in turn removes one piece (%d removal to go)", "Opening: each player in turn removes one piece (%d removals to go)", left)
	case s.chain >= 0:
		d = lang.T("Jumping with the piece on %s: jump again, or stop", s.name(s.chain))
	default:
		n := s.pieces()
		d = lang.N(n, "Jump any piece; %d piece on the board", "Jump any piece; %d pieces on the board", n)
	}
	if s.coloured {
		d = lang.T("%s (colour layout %d)", d, s.layout)
	}
	return d
}

// Ranks returns each player's place by score, 1 for the best: equal scores
// share a place and the places after them are skipped, so four players
// with 9, 12, 9 and 5 rank 2, 1, 2 and 4.
func (s *State) Ranks() []int {
	ranks := make([]int, s.players)
	for p := range ranks {
		ranks[p] = 1
		for q := 0; q < s.players; q++ {
			if s.score[q] > s.score[p] {
				ranks[p]++
			}
		}
	}
	return ranks
}

// ranking writes the places in order, such as "1st seat 2 (12 pieces);
// 2nd, shared: seats 1 and 3 (9); 4th seat 4 (5)".
func (s *State) ranking() string {
	ranks := s.Ranks()
	var parts []string
	for place := 1; place <= s.players; place++ {
		var seats []string
		score := int32(0)
		for p, r := range ranks {
			if r == place {
				seats = append(seats, strconv.Itoa(p+1))
				score = s.score[p]
			}
		}
		if len(seats) == 0 {
			continue
		}
		part := lang.T("%s seat %s", ordinal(place), seats[0])
		if len(seats) > 1 {
			part = lang.T("%s, shared: seats %s and %s", ordinal(place), strings.Join(seats[:len(seats)-1], ", "), seats[len(seats)-1])
		}
		// The first place names the unit the scores count in; the others
		// give only their number.
		n := int(score)
		switch {
		case len(parts) > 0:
			part = lang.T("%s (%d)", part, n)
		case s.coloured:
			part = lang.N(n, "%s (%d point)", "%s (%d points)", part, n)
		default:
			part = lang.N(n, "%s (%d piece)", "%s (%d pieces)", part, n)
		}
		parts = append(parts, part)
	}
	return strings.Join(parts, lang.T("; "))
}

// ordinals are the places, written out so that each language writes its
// own: 1st, 2nd, 3rd, 4th and so on, up to MaxPlayers.
var ordinals = [MaxPlayers]string{
	lang.Key("1st"), lang.Key("2nd"), lang.Key("3rd"), lang.Key("4th"),
	lang.Key("5th"), lang.Key("6th"), lang.Key("7th"), lang.Key("8th"),
}

// ordinal writes place n, from 1 to MaxPlayers.
func ordinal(n int) string { return lang.T(ordinals[n-1]) }

// Explain says why no legal move follows the tapped points.
func (s *State) Explain(path []int) string {
	switch {
	case s.over || len(path) == 0:
		return ""
	case s.opening():
		return lang.T("In the opening each player removes one piece: tap the piece to take")
	case s.chain >= 0 && path[0] != s.chain:
		return lang.T("The piece on %s is jumping: jump again with it or stop", s.name(s.chain))
	case path[0] < 0 || path[0] >= len(s.cells) || s.cells[path[0]] == 0:
		return lang.T("Choose a piece to jump with")
	case !s.canJump(path[0]):
		return lang.T("The piece on %s has no piece to jump over with an empty square beyond", s.name(path[0]))
	}
	return lang.T("A piece jumps over a neighbouring piece into the empty square straight beyond")
}
