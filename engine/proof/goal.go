package proof

import (
	"fmt"
	"strconv"
	"strings"

	"parlour/game"
	"parlour/lang"
)

// Kind is the kind of a puzzle's goal, and with it the way it is proven.
type Kind int

const (
	// Win asks for a win with best play on both sides however long it
	// takes: proven by the game's exact tables.
	Win Kind = iota
	// WinIn asks for a win within N turns of the solver against any
	// defence: proven by a full-width search N turns deep.
	WinIn
	// TakeIn asks the solver to raise its score (game.Scorer: pieces
	// taken) by K within N turns against any defence: a full-width search.
	TakeIn
	// MaterialIn asks the solver to be K pieces further ahead (pieces on
	// the board and in reserve, each counting one) once the defender has
	// answered its Nth turn: a full-width search.
	MaterialIn
	// MostTakes asks for the turn that raises the solver's score the most,
	// a chain of jumps: proven by enumerating every way to play the turn.
	MostTakes
	// Clear asks a lone player to reach the goal of a one-player game from
	// here: proven by the solo solver on every move.
	Clear
)

// Goal is what a puzzle asks of the side to move.
type Goal struct {
	Kind Kind
	Side game.Player // the solver: the side to move in the puzzle's position
	N    int         // turns of the solver, for the kinds "in N"
	K    int         // score or pieces to gain, for TakeIn and MaterialIn
}

// Text says the goal in a player's words, with the seats' nouns of the
// game's options: "Hounds to play and win", "White to win material in 2",
// "Foxes to take 2 geese in 3", "Hare to move: take as many hunters as
// you can", "Clear the board from here". ParseGoal reads it back.
func (g Goal) Text(seats []game.Noun) string {
	if g.Kind == Clear {
		return "Clear the board from here"
	}
	side := seatName(seats, g.Side)
	switch g.Kind {
	case Win:
		return side + " to play and win"
	case WinIn:
		return fmt.Sprintf("%s to play and win in %d", side, g.N)
	case TakeIn:
		return fmt.Sprintf("%s to take %s in %d", side, taken(seats, g.Side, g.K), g.N)
	case MaterialIn:
		if g.K == 1 {
			return fmt.Sprintf("%s to win material in %d", side, g.N)
		}
		return fmt.Sprintf("%s to win %d pieces in %d", side, g.K, g.N)
	case MostTakes:
		return side + " to move: " + most(seats, g.Side)
	}
	return "?"
}

// ParseGoal reads a goal written by Goal.Text for a game with the given
// seats.
func ParseGoal(text string, seats []game.Noun) (Goal, error) {
	if text == "Clear the board from here" && len(seats) == 1 {
		return Goal{Kind: Clear}, nil
	}
	for i := range seats {
		p := game.Player(i)
		rest, ok := strings.CutPrefix(text, seatName(seats, p)+" ")
		if !ok {
			continue
		}
		if rest == "to play and win" {
			return Goal{Kind: Win, Side: p}, nil
		}
		if rest == "to move: "+most(seats, p) {
			return Goal{Kind: MostTakes, Side: p}, nil
		}
		head, num, ok := cutLast(rest, " in ")
		n, err := strconv.Atoi(num)
		// A number as the goal writes it, so that a text reads back the
		// same goal only when it is that goal's text ("in 01" is not).
		if !ok || err != nil || n < 1 || n > MaxTurns || strconv.Itoa(n) != num {
			continue
		}
		if head == "to play and win" {
			return Goal{Kind: WinIn, Side: p, N: n}, nil
		}
		if head == "to win material" {
			return Goal{Kind: MaterialIn, Side: p, N: n, K: 1}, nil
		}
		for k := 1; k <= maxGain; k++ {
			if head == "to take "+taken(seats, p, k) {
				return Goal{Kind: TakeIn, Side: p, N: n, K: k}, nil
			}
			if head == fmt.Sprintf("to win %d pieces", k) && k > 1 {
				return Goal{Kind: MaterialIn, Side: p, N: n, K: k}, nil
			}
		}
	}
	return Goal{}, fmt.Errorf("goal %q: not a goal these proofs know (such as %q)", text, Goal{Kind: Win}.Text(seats))
}

// MaxTurns is the most turns of the solver a goal "in N" may ask for. The
// levels see most wins in 4; where Catch the Hare's hunters have a dozen
// moves a turn, a win in 5 proves within a few million positions, a
// tenth of a second, a win in 6 within about 180 million, up to nine
// seconds (docs/ai.md), too long to prove a set again in CI.
const MaxTurns = 5

// maxGain bounds K in a goal's text.
const maxGain = 30

func cutLast(s, sep string) (before, after string, ok bool) {
	i := strings.LastIndex(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
}

func seatName(seats []game.Noun, p game.Player) string {
	if p < 0 || int(p) >= len(seats) {
		return "Player " + strconv.Itoa(int(p)+1)
	}
	return seats[p].Name
}

// victims names what the solver takes, when the game has two seats and the
// other is a plural noun ("geese"), else "".
func victims(seats []game.Noun, p game.Player) string {
	if len(seats) != 2 || !seats[1-p].Plural {
		return ""
	}
	return strings.ToLower(seats[1-p].Name)
}

func taken(seats []game.Noun, p game.Player, k int) string {
	v := victims(seats, p)
	switch {
	case v == "" && k == 1:
		return "1 point"
	case v == "":
		return strconv.Itoa(k) + " points"
	case k == 1:
		return "one of the " + v
	}
	return strconv.Itoa(k) + " " + v
}

func most(seats []game.Noun, p game.Player) string {
	if v := victims(seats, p); v != "" {
		return "take as many " + v + " as you can"
	}
	return "score as many points as you can this turn"
}

// Reached says in a player's words why the end of a puzzle's line meets
// the goal, for the kinds whose line need not end the game, with gain
// the solver's score (TakeIn, MostTakes) or piece lead (MaterialIn)
// gained along it: "Foxes take 3 geese: no other way to move takes as
// many.", "White ends 1 piece further ahead whatever the defence: …". It
// returns "" for the kinds whose line ends the game or whose end is
// judged by the game's own result (Win, WinIn, Clear).
func (g Goal) Reached(seats []game.Noun, gain int) string {
	side := game.Singular(seatName(seats, g.Side))
	if g.Side >= 0 && int(g.Side) < len(seats) {
		side = seats[g.Side]
	}
	who, got := lang.T(side.Name), takenShown(seats, g.Side, gain)
	switch g.Kind {
	case TakeIn:
		if side.Plural {
			return lang.T("%s take %s whatever the defence: no other first move makes sure of it.", who, got)
		}
		return lang.T("%s takes %s whatever the defence: no other first move makes sure of it.", who, got)
	case MostTakes:
		switch {
		case victims(seats, g.Side) == "" && side.Plural:
			return lang.T("%s score %s in one turn: no other way to move scores as many.", who, got)
		case victims(seats, g.Side) == "":
			return lang.T("%s scores %s in one turn: no other way to move scores as many.", who, got)
		case side.Plural:
			return lang.T("%s take %s in one turn: no other way to move takes as many.", who, got)
		}
		return lang.T("%s takes %s in one turn: no other way to move takes as many.", who, got)
	case MaterialIn:
		ahead := lang.N(gain, "%d piece", "%d pieces", gain)
		if side.Plural {
			return lang.T("%s end %s further ahead whatever the defence: no other first move makes sure of it.", who, ahead)
		}
		return lang.T("%s ends %s further ahead whatever the defence: no other first move makes sure of it.", who, ahead)
	}
	return ""
}

// Shown says the goal as Text does, in the player's language: Text
// stays English, the form the puzzle files keep and ParseGoal reads.
func (g Goal) Shown(seats []game.Noun) string {
	if g.Kind == Clear {
		return lang.T("Clear the board from here")
	}
	side := lang.T("Player %d", int(g.Side)+1)
	if g.Side >= 0 && int(g.Side) < len(seats) {
		side = lang.T(seats[g.Side].Name)
	}
	v := victimsShown(seats, g.Side)
	switch g.Kind {
	case Win:
		return lang.T("%s to play and win", side)
	case WinIn:
		return lang.T("%s to play and win in %d", side, g.N)
	case TakeIn:
		switch {
		case v == "":
			return lang.N(g.K, "%[1]s to take %[2]d point in %[3]d", "%[1]s to take %[2]d points in %[3]d", side, g.K, g.N)
		case g.K == 1:
			return lang.T("%s to take %s in %d", side, lang.T("one of the "+victims(seats, g.Side)), g.N)
		}
		return lang.T("%s to take %d %s in %d", side, g.K, v, g.N)
	case MaterialIn:
		if g.K == 1 {
			return lang.T("%s to win material in %d", side, g.N)
		}
		return lang.T("%s to win %d pieces in %d", side, g.K, g.N)
	case MostTakes:
		if v != "" {
			return lang.T("%s to move: take as many %s as you can", side, v)
		}
		return lang.T("%s to move: score as many points as you can this turn", side)
	}
	return "?"
}

// pluralNouns are the plural seats' nouns as a sentence names them in
// the middle, lower case where the language writes them so: the pieces
// a goal asks to take (victims).
var pluralNouns = []string{lang.Key("hounds"), lang.Key("hunters"), lang.Key("geese"), lang.Key("foxes")}

// oneOf are taken's "one of the" victims, whole: the words agree with
// the noun's gender in other languages.
var oneOf = []string{lang.Key("one of the hounds"), lang.Key("one of the hunters"), lang.Key("one of the geese"), lang.Key("one of the foxes")}

// victimsShown is victims in the player's language.
func victimsShown(seats []game.Noun, p game.Player) string {
	if v := victims(seats, p); v != "" {
		return lang.T(v)
	}
	return ""
}

// takenShown is taken in the player's language.
func takenShown(seats []game.Noun, p game.Player, k int) string {
	v := victimsShown(seats, p)
	switch {
	case v == "":
		return lang.N(k, "%d point", "%d points", k)
	case k == 1:
		return lang.T("one of the " + victims(seats, p))
	}
	return lang.T("%d %s", k, v)
}
