package game

import (
	"errors"
	"sort"
	"strings"
	"sync"

	"parlour/game/look"
	"parlour/guard"
	"parlour/lang"
)

// Game describes a game: its names, options and how to set up a position.
// A game package builds one Game and passes it to Register.
type Game struct {
	ID      string   // short stable name: "harehounds"
	Name    string   // display name: "Hare and Hounds"
	Summary string   // one short sentence for the menu, whole on one line of a card
	Options []Option // settings, each with its default first
	Kinds   []string // piece kind names; index 0 is the empty point, ""
	// Looks says how each kind of piece looks, index for index with
	// Kinds, as shapes the screens paint; Looks[0], the empty point's, is
	// the zero Look, and a kind without shapes is drawn as look.Plain.
	Looks []look.Look
	// Legend says in a short phrase how each kind of piece moves, index
	// for index with Kinds ("" for the empty point), in games whose kinds
	// move differently (The Game of War); the UI shows it beside each
	// kind's look. Nil when the rules text says enough.
	Legend []string
	// Unit is what the engine's evaluation of a position counts in, so
	// that the analysis can say "White ahead by 2.5 Troops"; zero when
	// the evaluation counts in no piece.
	Unit ScoreUnit
	// Rules is the rules text in our own words, in a simple format:
	// headings start with "# " (the title, first) or "## ", list items
	// with "- ", and paragraphs are separated by blank lines. It names
	// every option by its label.
	Rules string

	// SeatNouns names the players for the given (resolved) options, in
	// seating order, with their grammatical number: plural "Hounds",
	// singular "Hare".
	SeatNouns func(opts Options) []Noun
	// New returns the start position for the given (resolved) options.
	New func(opts Options) (State, error)
	// Parse reads a position written by State.String.
	Parse func(opts Options, text string) (State, error)
	// Solvable marks games small enough for the engine's exact solver.
	Solvable bool
	// SameSides marks games whose seats play by the same rules from
	// mirrored starts (The Game of War), so that a player's strength is
	// one rating whichever seat it takes; in the others the sides differ
	// (one hare, several hounds) and each side is rated apart.
	SameSides bool
	// Temperatures, when not nil, are the temperatures on the search's
	// scores with which the AI levels below the strongest choose their
	// moves in this game of two seats, weakest first (Easy, Medium, Hard),
	// in the units of the game's evaluation (see
	// engine.Params.Temperature); a zero keeps the level's own. They are
	// for a game whose results do not tell the levels apart by their
	// search alone, such as Fox and Geese, where the foxes from Medium up
	// all win against geese that blunder and all draw against geese that
	// do not.
	Temperatures []int
	// MaxPlies bounds the length of any game (repetition rule included);
	// tests check it and searches use it as a horizon.
	MaxPlies int
	// Setup, when not nil, lets a player build positions on a set-up
	// board.
	Setup *Setup
	// Demos are games worth watching that come with the game, such as a
	// leaflet's printed solution; the UI replays them step by step.
	Demos []Demo
	// Lesson teaches the game on its board, step by step; nil when the
	// game has none.
	Lesson *Lesson
}

// Demo is a recorded game: the options it is played with, its start ("" for
// the standard start) and its moves in the game's notation.
type Demo struct {
	Name    string  // what the menu calls it: "The leaflet's solution"
	Options Options // settings the demo needs, beyond the defaults
	Start   string  // position text, "" for the standard start
	Moves   []string
}

// Seats returns the names of the seats for the given (resolved) options,
// in seating order: "Hounds", "Hare".
func (g *Game) Seats(opts Options) []string {
	nouns := g.SeatNouns(opts)
	names := make([]string, len(nouns))
	for i, n := range nouns {
		names[i] = n.Name
	}
	return names
}

// Start resolves the options and returns the start position.
func (g *Game) Start(given Options) (State, Options, error) {
	opts, err := Resolve(g.Options, given)
	if err != nil {
		return nil, nil, OptionsError(g, err)
	}
	s, err := g.New(opts)
	if err != nil {
		return nil, nil, OptionsError(g, err)
	}
	return s, opts, nil
}

// Position resolves the options and parses a position text. A panic in
// the game's parser becomes a *guard.Bug error, like any bad position.
func (g *Game) Position(given Options, text string) (s State, opts Options, err error) {
	defer guard.Recover("reading a position", &err)
	return g.position(given, text)
}

func (g *Game) position(given Options, text string) (State, Options, error) {
	opts, err := Resolve(g.Options, given)
	if err != nil {
		return nil, nil, OptionsError(g, err)
	}
	s, err := g.Parse(opts, text)
	if err != nil {
		return nil, nil, &Worded{Text: lang.T("%s: position %q: %s", lang.T(g.Name), text, err), Err: err}
	}
	return s, opts, nil
}

var registry = struct {
	sync.RWMutex
	games map[string]*Game
}{games: map[string]*Game{}}

// Register adds a game to the registry. It panics on a duplicate or
// incomplete registration, which is a programming error.
func Register(g *Game) {
	if g.ID == "" || g.New == nil || g.Parse == nil || g.SeatNouns == nil || len(g.Kinds) == 0 {
		panic("game: incomplete registration of " + g.ID)
	}
	for _, o := range g.Options {
		if len(o.Choices) == 0 {
			panic("game: option without choices: " + g.ID + " " + o.Key)
		}
	}
	registry.Lock()
	defer registry.Unlock()
	if _, dup := registry.games[g.ID]; dup {
		panic("game: registered twice: " + g.ID)
	}
	registry.games[g.ID] = g
}

// Lookup returns the registered game with the given ID.
func Lookup(id string) (*Game, error) {
	registry.RLock()
	defer registry.RUnlock()
	if g, ok := registry.games[id]; ok {
		return g, nil
	}
	ids := make([]string, 0, len(registry.games))
	for k := range registry.games {
		ids = append(ids, k)
	}
	sort.Strings(ids)
	return nil, errors.New(lang.T("unknown game %q (games are %s)", id, strings.Join(ids, ", ")))
}

// All returns the registered games sorted by ID.
func All() []*Game {
	registry.RLock()
	defer registry.RUnlock()
	out := make([]*Game, 0, len(registry.games))
	for _, g := range registry.games {
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}
