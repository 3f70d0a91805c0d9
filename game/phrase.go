package game

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Sentences about a match, shared by the app, the command line and the
// engine's verdicts, so that a result reads the same everywhere. They use
// the game's own seat names, with their grammatical number, and the
// players' own names, which are always singular: "Hounds win", "Chris
// wins".

// Noun is what a sentence calls a player: a seat's name ("Hounds", "Hare")
// or a name a player gave, with its grammatical number so that verbs agree.
// Proper says the name is a name ("White", "Player 2", "Chris"), which a
// sentence writes as it is, rather than a common noun ("the hare").
type Noun struct {
	Name   string
	Plural bool
	Proper bool
}

// Singular returns the singular noun of a seat named after its one piece
// ("Hare").
func Singular(name string) Noun { return Noun{Name: name} }

// Proper returns the noun of a name: a seat called by a name ("White",
// "Player 2") or a player's own name ("Chris"), always singular.
func Proper(name string) Noun { return Noun{Name: name, Proper: true} }

// Phrase returns the noun as the middle of a sentence writes it: "the
// hounds", "the hare", but "White", "Player 2", "Chris".
func (n Noun) Phrase() string {
	if n.Proper {
		return n.Name
	}
	return "the " + strings.ToLower(n.Name)
}

// Plural returns the plural noun of a name: a seat of several pieces
// ("Hounds", "Geese").
func Plural(name string) Noun { return Noun{Name: name, Plural: true} }

// Verb returns whichever form of a verb agrees with n: n.Verb("wins",
// "win").
func (n Noun) Verb(singular, plural string) string {
	if n.Plural {
		return plural
	}
	return singular
}

// Says returns n followed by the agreeing form of a verb: "Hounds win".
func (n Noun) Says(singular, plural string) string {
	return n.Name + " " + n.Verb(singular, plural)
}

// nounOf returns who[p], or "Player p+1" for a seat without a name.
func nounOf(who []Noun, p Player) Noun {
	if p >= 0 && int(p) < len(who) {
		return who[p]
	}
	return Proper("Player " + strconv.Itoa(int(p)+1))
}

// List joins names as a sentence lists them: "the hounds", "Ann and
// Bob", "Player 1, Player 3 and Player 4".
func List(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// AsSentence writes a clause as a sentence a player reads: its first
// letter a capital, and a full stop at its end unless it ends with one
// already (or with ! ? …, or one of those before a closing bracket or
// quote). "" stays "".
func AsSentence(clause string) string {
	clause = strings.TrimSpace(clause)
	if clause == "" {
		return ""
	}
	r, size := utf8.DecodeRuneInString(clause)
	clause = string(unicode.ToUpper(r)) + clause[size:]
	if !EndsSentence(clause) {
		clause += "."
	}
	return clause
}

// EndsSentence reports whether text ends as a sentence does: with . ! ?
// or …, possibly followed by a closing bracket or quote.
func EndsSentence(text string) bool {
	text = strings.TrimRight(strings.TrimSpace(text), ")\"'”’")
	return strings.HasSuffix(text, ".") || strings.HasSuffix(text, "!") || strings.HasSuffix(text, "?") || strings.HasSuffix(text, "…")
}

// Headline is the short form of a finished game's result, as the banner
// shows it: "Hounds win", "Chris wins", "Draw", "Ann and Bob share the
// win"; with a single seat (a solo game), "Solved" or "Game over".
func Headline(o Outcome, who []Noun) string {
	if len(who) == 1 {
		if o.Won(0) {
			return "Solved"
		}
		return "Game over"
	}
	switch w := o.Winner(); {
	case o.IsDraw():
		return "Draw"
	case w >= 0:
		return nounOf(who, w).Says("wins", "win")
	}
	var names []string
	for p := Player(0); p < 16; p++ {
		if o.Won(p) {
			names = append(names, nounOf(who, p).Name)
		}
	}
	return List(names) + " share the win"
}

// Sentence is the whole result of a finished game, with its reason:
// "Hounds win: the hare is trapped."
func Sentence(o Outcome, who []Noun) string {
	s := Headline(o, who)
	if o.Reason != "" {
		s += ": " + strings.TrimSuffix(o.Reason, ".")
	}
	return s + "."
}

// Status says who is to move ("Hare to move."; "Your move." in a solo game,
// where nobody else is at the table), or how the game ended.
func Status(o Outcome, toMove Player, who []Noun) string {
	switch {
	case o.Over:
		return Sentence(o, who)
	case len(who) == 1:
		return "Your move."
	}
	return nounOf(who, toMove).Name + " to move."
}

// Forecast phrases the value of a solved position, counted in plies (the
// moves of both sides) from it: "Hounds win in 17 moves, counting both
// sides", "Draw with best play". A winner of NoPlayer means a draw.
func Forecast(winner Player, plies int, who []Noun) string {
	if winner == NoPlayer {
		return "Draw with best play"
	}
	return nounOf(who, winner).Says("wins", "win") + " in " + Plies(plies)
}

// Plies counts plies in a player's words, as moves of both sides: "17
// moves, counting both sides", "1 move".
func Plies(n int) string {
	if n == 1 {
		return "1 move"
	}
	return strconv.Itoa(n) + " moves, counting both sides"
}

// ScoreUnit is what the engine's evaluation of a game counts in, for the
// analysis to say: Per points are worth one piece called One (Many for
// several), such as 100 a Troop in The Game of War.
type ScoreUnit struct {
	Per       int
	One, Many string
}

// Advantage phrases an evaluation for the player it is for, as the
// estimate it is: "White ahead by about 2.5 Troops", "Foxes behind by
// about 1 captured goose", "White level". Without a unit it says only who
// is ahead.
func Advantage(who string, score int, u ScoreUnit) string {
	if u.Per <= 0 {
		switch {
		case score > 0:
			return who + " ahead"
		case score < 0:
			return who + " behind"
		}
		return who + " level"
	}
	amount := u.amount(score)
	switch {
	case amount == "":
		return who + " level"
	case score < 0:
		return who + " behind by about " + amount
	}
	return who + " ahead by about " + amount
}

// amount writes the size of a score in the unit, to a tenth: "2.5
// Troops", "1 goose"; "" when it rounds to nothing.
func (u ScoreUnit) amount(score int) string {
	tenths := (abs(score)*10 + u.Per/2) / u.Per
	if tenths == 0 {
		return ""
	}
	n := strconv.Itoa(tenths / 10)
	if tenths%10 != 0 {
		n += "." + strconv.Itoa(tenths%10)
	}
	unit := u.Many
	if tenths == 10 {
		unit = u.One
	}
	return n + " " + unit
}

// MoveValue phrases what a move leads to for the player making it, as
// the values of the moves say it on the screen, aloud and on the command
// line: "wins in 9 moves, counting both sides", "draws", "loses in 5
// moves, counting both sides", "ahead by about 2.5 Troops", "not known";
// in a solo game, "solvable in 3 moves" or "a dead end". Result is the
// engine's name of the value ("win", "loss", "draw", "estimate"; anything
// else is not known); plies counts the moves of both sides to the end of
// a won or lost game, this one included (0 when not counted); moves, in
// a solo game, the fewest moves left (0 when not found); score is an
// estimate in the game's points, which u turns into pieces.
func MoveValue(result string, plies, moves, score int, solo bool, u ScoreUnit) string {
	switch {
	case solo && result == "win" && moves > 0:
		return "solvable in " + Count(moves, "move", "moves")
	case solo && result == "win":
		return "solvable"
	case solo && result == "loss":
		return "a dead end"
	case result == "win" || result == "loss":
		verb := "wins"
		if result == "loss" {
			verb = "loses"
		}
		if plies > 0 {
			verb += " in " + Plies(plies)
		}
		return verb
	case result == "draw":
		return "draws"
	case result != "estimate":
		return "not known"
	case u.Per <= 0 && score > 0:
		return "looks better"
	case u.Per <= 0 && score < 0:
		return "looks worse"
	case u.Per <= 0 || u.amount(score) == "":
		return "about level"
	case score < 0:
		return "behind by about " + u.amount(score)
	}
	return "ahead by about " + u.amount(score)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
