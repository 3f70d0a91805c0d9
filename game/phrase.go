package game

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"parlour/lang"
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
//
// Name is English, as registered (and marked with lang.Key there): a
// record writes it, and the sentences here translate it. The sentences
// are whole templates, one for a singular and one for a plural noun, so
// that a translation agrees its verb with the noun.
type Noun struct {
	Name   string
	Plural bool
	Proper bool
	// Object is the noun with its article as a sentence's object writes
	// it, "the hounds" (marked with lang.Key, so that a language can give
	// it the case and gender it needs); "" composes it from Name.
	Object string
}

// Called returns n written as object, "the hounds", for Phrase: the
// English of what a game registers with lang.Key.
func (n Noun) Called(object string) Noun {
	n.Object = object
	return n
}

// Singular returns the singular noun of a seat named after its one piece
// ("Hare").
func Singular(name string) Noun { return Noun{Name: name} }

// Proper returns the noun of a name: a seat called by a name ("White",
// "Player 2") or a player's own name ("Chris"), always singular.
func Proper(name string) Noun { return Noun{Name: name, Proper: true} }

// Phrase returns the noun as the middle of a sentence writes it: "the
// hounds", "the hare", but "White", "Player 2", "Chris".
// In another language it is the translation of Object, or of Name for a
// name.
func (n Noun) Phrase() string {
	switch {
	case n.Proper:
		return lang.T(n.Name)
	case n.Object != "":
		return lang.T(n.Object)
	}
	return "the " + strings.ToLower(n.Name)
}

// Label returns the noun's name in the current language: "Hounds".
func (n Noun) Label() string { return lang.T(n.Name) }

// wins says that n wins, in the current language: "Hounds win".
func (n Noun) wins() string {
	if n.Plural {
		return lang.T("%s win", n.Label())
	}
	return lang.T("%s wins", n.Label())
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
	return Proper(lang.T("Player %d", int(p)+1))
}

// List joins names as a sentence lists them: "the hounds", "Ann and
// Bob", "Player 1, Player 3 and Player 4".
func List(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return lang.T("%s and %s", strings.Join(names[:len(names)-1], lang.T(", ")), names[len(names)-1])
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
			return lang.T("Solved")
		}
		return lang.T("Game over")
	}
	switch w := o.Winner(); {
	case o.IsDraw():
		return lang.T("Draw")
	case w >= 0:
		return nounOf(who, w).wins()
	}
	var names []string
	for p := Player(0); p < 16; p++ {
		if o.Won(p) {
			names = append(names, nounOf(who, p).Label())
		}
	}
	return lang.T("%s share the win", List(names))
}

// Sentence is the whole result of a finished game, with its reason:
// "Hounds win: the hare is trapped."
func Sentence(o Outcome, who []Noun) string {
	if o.Reason == "" {
		return lang.T("%s.", Headline(o, who))
	}
	return lang.T("%s: %s.", Headline(o, who), strings.TrimSuffix(o.Reason, "."))
}

// Status says who is to move ("Hare to move."; "Your move." in a solo game,
// where nobody else is at the table), or how the game ended.
func Status(o Outcome, toMove Player, who []Noun) string {
	switch {
	case o.Over:
		return Sentence(o, who)
	case len(who) == 1:
		return lang.T("Your move.")
	}
	return lang.T("%s to move.", nounOf(who, toMove).Label())
}

// Forecast phrases the value of a solved position, counted in plies (the
// moves of both sides) from it: "Hounds win in 17 moves, counting both
// sides", "Draw with best play". A winner of NoPlayer means a draw.
func Forecast(winner Player, plies int, who []Noun) string {
	if winner == NoPlayer {
		return lang.T("Draw with best play")
	}
	if n := nounOf(who, winner); n.Plural {
		return lang.T("%s win in %s", n.Label(), Plies(plies))
	}
	return lang.T("%s wins in %s", nounOf(who, winner).Label(), Plies(plies))
}

// Plies counts plies in a player's words, as moves of both sides: "17
// moves, counting both sides", "1 move".
func Plies(n int) string {
	return lang.N(n, "%d move", "%d moves, counting both sides", n)
}

// ScoreUnit is what the engine's evaluation of a game counts in, for the
// analysis to say: Per points are worth one piece called One (Many for
// several), such as 100 a Troop in The Game of War. One and Many are
// English, marked with lang.Key where a game registers them.
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
			return lang.T("%s ahead", who)
		case score < 0:
			return lang.T("%s behind", who)
		}
		return lang.T("%s level", who)
	}
	amount := u.amount(score)
	switch {
	case amount == "":
		return lang.T("%s level", who)
	case score < 0:
		return lang.T("%s behind by about %s", who, amount)
	}
	return lang.T("%s ahead by about %s", who, amount)
}

// amount writes the size of a score in the unit, to a tenth: "2.5
// Troops", "1 goose"; "" when it rounds to nothing.
func (u ScoreUnit) amount(score int) string {
	tenths := (abs(score)*10 + u.Per/2) / u.Per
	if tenths == 0 {
		return ""
	}
	unit := lang.T(u.Many)
	if tenths == 10 {
		unit = lang.T(u.One)
	}
	if tenths%10 != 0 {
		// The decimal separator is the language's: "2,5" in French.
		return lang.T("%d.%d %s", tenths/10, tenths%10, unit)
	}
	return lang.T("%d %s", tenths/10, unit)
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
		return lang.N(moves, "solvable in %d move", "solvable in %d moves", moves)
	case solo && result == "win":
		return lang.T("solvable")
	case solo && result == "loss":
		return lang.T("a dead end")
	case result == "win" && plies > 0:
		return lang.T("wins in %s", Plies(plies))
	case result == "win":
		return lang.T("wins")
	case result == "loss" && plies > 0:
		return lang.T("loses in %s", Plies(plies))
	case result == "loss":
		return lang.T("loses")
	case result == "draw":
		return lang.T("draws")
	case result != "estimate":
		return lang.T("not known")
	case u.Per <= 0 && score > 0:
		return lang.T("looks better")
	case u.Per <= 0 && score < 0:
		return lang.T("looks worse")
	case u.Per <= 0 || u.amount(score) == "":
		return lang.T("about level")
	case score < 0:
		return lang.T("behind by about %s", u.amount(score))
	}
	return lang.T("ahead by about %s", u.amount(score))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
