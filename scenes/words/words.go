// Package words holds what several screens say of a game, above ui,
// which knows no game: who is to move or how the game ended, the name of
// a computer's level, and the question asked before a new game puts away
// the one in progress. What one screen alone says stays in that screen.
package words

import (
	"parlour/engine"
	"parlour/game"
	"parlour/lang"
	"parlour/scenes/ui"
)

// TurnSentence says who is to move, or how the game ended.
func TurnSentence(m *game.Match) string {
	return game.Status(m.Outcome(), m.State().ToMove(), m.Nouns())
}

// LevelLabel names level l of the computer playing seats in a game of g
// begun at start (nil when not known). The strongest level is Perfect
// where it plays each of those seats perfectly from that start
// (engine.PlaysPerfectly: a game the engine solves, or a side an opening
// book covers); elsewhere it searches, and is called Expert.
func LevelLabel(g *game.Game, start game.State, l engine.Level, seats ...game.Player) string {
	if l == engine.Perfect && !perfect(g, start, seats) {
		return lang.T("Expert")
	}
	return lang.T(l.Label())
}

// levelNames are the names of the computer's levels (engine.Level.Label),
// marked here for the catalogs: the engine's words are English, and the
// screens show them through lang.T.
var levelNames = []string{lang.Key("Easy"), lang.Key("Medium"), lang.Key("Hard"), lang.Key("Perfect")}

// MatchLevelLabel is LevelLabel for seats of match m, from the position
// it began at.
func MatchLevelLabel(m *game.Match, l engine.Level, seats ...game.Player) string {
	return LevelLabel(m.Game(), m.Initial(), l, seats...)
}

// perfect reports whether the strongest level plays every one of seats
// perfectly in a game of g begun at start.
func perfect(g *game.Game, start game.State, seats []game.Player) bool {
	if g == nil {
		return false
	}
	if start == nil || len(seats) == 0 {
		return g.Solvable
	}
	for _, p := range seats {
		if !engine.PlaysPerfectly(g, start, p) {
			return false
		}
	}
	return true
}

// StrongestHelp says what the strongest level is for seat p in a game of
// g with options opts begun at start, where a player chooses it:
// "Perfect plays from the solved game…", or what Expert is and why it is
// not Perfect.
func StrongestHelp(g *game.Game, opts game.Options, start game.State, p game.Player) string {
	if perfect(g, start, []game.Player{p}) {
		return lang.T("Perfect plays from the solved game: it never misses the best move.")
	}
	if _, ok := start.(engine.BookCoverer); !ok {
		return lang.T("Expert is the strongest search: this game is not solved.")
	}
	// English says whose moves are solved with its possessive ("the
	// hare's"); other languages name the sides after a colon, as their
	// possessives agree with words English does not have.
	english := lang.Current() == lang.English
	var covered []string
	for i, n := range g.SeatNouns(opts) {
		if engine.PlaysPerfectly(g, start, game.Player(i)) {
			if english {
				covered = append(covered, game.Possessive(n.Phrase()))
			} else {
				covered = append(covered, n.Label())
			}
		}
	}
	switch {
	case len(covered) == 0:
		return lang.T("Expert is the strongest search: the game is not solved from this start.")
	case english:
		return lang.T("Expert is the strongest search: from this start only %s moves are solved.", game.List(covered))
	}
	return lang.T("Expert is the strongest search; from this start only these sides' moves are solved: %s.", game.List(covered))
}

// ConfirmNew runs start at once when a game of m, with n moves at stake,
// has none; otherwise it asks h first, saying what happens to the game.
func ConfirmNew(h ui.Host, m *game.Match, n int, start func()) {
	if n == 0 {
		start()
		return
	}
	h.Ask(ui.NewDialog(lang.T("Start a new game?"),
		lang.N(n, "Your game of %[2]s (%[1]d move played) will be put away. Undo brings it back, until you move in the new game.",
			"Your game of %[2]s (%[1]d moves played) will be put away. Undo brings it back, until you move in the new game.", n, lang.T(m.Game().Name)),
		ui.Choice{Label: lang.T("New game"), Action: start},
		ui.Choice{Label: lang.T("Keep playing"), Primary: true}))
}
