package leapfrog

import (
	"fmt"
	"strconv"
	"strings"

	"parlour/game"
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
		return "Remove any one piece"
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
		d = "No jump is left. Final ranking: " + s.ranking()
	case s.opening():
		d = fmt.Sprintf("Opening: each player in turn removes one piece (%s to go)", game.Count(s.players-s.empties, "removal", "removals"))
	case s.chain >= 0:
		d = fmt.Sprintf("Jumping with the piece on %s: jump again, or stop", s.name(s.chain))
	default:
		d = fmt.Sprintf("Jump any piece; %s on the board", game.Count(s.pieces(), "piece", "pieces"))
	}
	if s.coloured {
		d += fmt.Sprintf(" (colour layout %d)", s.layout)
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
	unit := "pieces"
	if s.coloured {
		unit = "points"
	}
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
		part := ordinal(place) + " seat " + seats[0]
		if len(seats) > 1 {
			part = ordinal(place) + ", shared: seats " + strings.Join(seats[:len(seats)-1], ", ") + " and " + seats[len(seats)-1]
		}
		part += " (" + strconv.Itoa(int(score))
		if len(parts) == 0 {
			part += " " + unit
		}
		parts = append(parts, part+")")
	}
	return strings.Join(parts, "; ")
}

// ordinal writes 1st, 2nd, 3rd, 4th and so on, up to MaxPlayers.
func ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return strconv.Itoa(n) + "th"
}

// Explain says why no legal move follows the tapped points.
func (s *State) Explain(path []int) string {
	switch {
	case s.over || len(path) == 0:
		return ""
	case s.opening():
		return "In the opening each player removes one piece: tap the piece to take"
	case s.chain >= 0 && path[0] != s.chain:
		return fmt.Sprintf("The piece on %s is jumping: jump again with it or stop", s.name(s.chain))
	case path[0] < 0 || path[0] >= len(s.cells) || s.cells[path[0]] == 0:
		return "Choose a piece to jump with"
	case !s.canJump(path[0]):
		return fmt.Sprintf("The piece on %s has no piece to jump over with an empty square beyond", s.name(path[0]))
	}
	return "A piece jumps over a neighbouring piece into the empty square straight beyond"
}
