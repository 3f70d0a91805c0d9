package scenes

import (
	"strings"

	"parlour/game"
)

// Sentences for the status line and for screen readers. They use the
// game's own seat names and Outcome reasons, so they suit every game.

func verb(name, singular, pluralForm string) string {
	if game.Plural(name) {
		return pluralForm
	}
	return singular
}

// pathText writes a move's points as "a2 to b2" (or "a2 to c2 to e2").
func pathText(b *game.Board, path []int) string {
	names := make([]string, len(path))
	for i, p := range path {
		names[i] = b.Point(p).Name
	}
	return strings.Join(names, " to ")
}

// moveSentence says who moved where: "Hounds move a2 to b2."
func moveSentence(side string, b *game.Board, path []int, text string) string {
	switch {
	case len(path) == 0:
		return side + " " + verb(side, "plays", "play") + " " + text + "."
	case len(path) > 1:
		text = pathText(b, path)
	}
	return side + " " + verb(side, "moves", "move") + " " + text + "."
}

// outcomeHeadline is the banner's big line: "Hounds win", "Draw".
func outcomeHeadline(o game.Outcome, seats []string) string {
	if len(seats) == 1 { // a puzzle is solved or not, never drawn
		if o.Won(0) {
			return "Solved"
		}
		return "Game over"
	}
	switch w := o.Winner(); {
	case o.IsDraw():
		return "Draw"
	case w >= 0 && int(w) < len(seats):
		return seats[w] + " " + verb(seats[w], "wins", "win")
	default:
		var names []string
		for p := range seats {
			if o.Won(game.Player(p)) {
				names = append(names, seats[p])
			}
		}
		return strings.Join(names, " and ") + " share the win"
	}
}

// capitalize returns s as a sentence: first letter upper case, ending
// with a full stop.
func capitalize(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	s = strings.ToUpper(s[:1]) + s[1:]
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "!") {
		s += "."
	}
	return s
}

// outcomeSentence is the whole result: "Hounds win: the hare is trapped."
func outcomeSentence(o game.Outcome, seats []string) string {
	s := outcomeHeadline(o, seats)
	if o.Reason != "" {
		s += ": " + strings.TrimSuffix(o.Reason, ".")
	}
	return s + "."
}

// turnSentence says who is to move, or how the game ended.
func turnSentence(m *game.Match) string {
	if o := m.Outcome(); o.Over {
		return outcomeSentence(o, m.Names())
	}
	return m.Names()[m.State().ToMove()] + " to move."
}
