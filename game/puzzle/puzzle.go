// Package puzzle is the format of Parlour's puzzle sets: positions from
// real play in which one first move reaches a goal, with the line that
// follows, themes and a difficulty. It reads, writes and checks sets
// against a game's rules; it knows no game by name and draws nothing.
//
// # The format
//
// A set is one JSON object: the game's ID, its options (every option
// resolved, as game.Resolve returns them) and the puzzles, each as
// `parlour puzzles --json` prints it:
//
//	{"game": "harehounds", "options": {"first": "hounds", ...},
//	 "puzzles": [{"position": "…", "goal": "Hounds to play and win",
//	   "solution": ["b2-c2", "d2-d1", …], "difficulty": 1420,
//	   "themes": ["trap"]}, …]}
//
// Parse also reads a bare JSON array of puzzles, the output of
// `parlour puzzles --json`; such a set names no game, and the reader sets
// Game and Options before calling Check.
//
// A puzzle's position is the game's own position text (as the command
// line's --position reads it). The solver is the side to move in it. Its
// solution starts with the one first move that reaches the goal; the moves
// after it alternate between the best defence and the solver's replies,
// in the game's move notation (the solver may move several times in a row
// where the game says so, as in a chain of jumps). At every turn of the
// solver in the solution its move is the only one that still reaches the
// goal, so a player's move is right exactly when it is the solution's,
// and the other side answers with the solution's next move; the puzzle is
// solved when the solution's last move is played. A solution ends where
// the goal is reached (after the defence's reply where the rules make a
// win wait for it, as a citadel held for a turn), or, for a goal of
// winning with best play however long it takes, after the solver's move
// where several moves would keep the win, so the win is proven from there.
//
// Goals are written by package engine/proof in a few fixed forms, which it
// reads back to prove them again: "Hounds to play and win", "Geese to
// play and win in 2", "Foxes to take 2 geese in 2", "White to win
// material in 1", "Hare to move: take as many hunters as you can",
// "Player 1 to move: score as many points as you can this turn", "Clear
// the board from here" (N counts the solver's turns).
//
// Themes are short lower-case words or phrases that name what the puzzle
// is about: its kind ("exact win", "win in 2", "capture", "material",
// "chain of jumps", "endgame") and what its line shows ("capture", "quiet
// move", "sacrifice", "long line").
//
// # Difficulty
//
// Difficulty is a rating on the scale of players' puzzle ratings (Glicko-2,
// 1500 for a newcomer): a player of that rating is expected to find the
// first move half the time. It is calibrated from how often the engine's
// levels find the first move: Easy, Medium and Hard stand for players of
// fixed ratings (LevelRatings), try the puzzle 3, 2 and 1 times with their
// own randomness, and the difficulty is the rating at which the Elo
// expectation best fits their hits and misses (Calibrate), kept within 700
// (every try found it) and 2300 (every try missed), plus 50 for each turn
// of the solver after the first, which the levels' tries of the first
// move do not see.
//
// # Shipped sets
//
// The sets that ship with Parlour live in the directory game/puzzle/sets
// (in the tree and in no Go file: the programs and the site ship it as
// data), one file per game and family of variants, named after the game
// and the option that differs from the defaults ("harehounds.json",
// "foxgeese-orthogonal.json"). scripts/puzzles makes them. Every one of them is proven: exactly one
// first move reaches the goal, shown by the game's exact tables or solver
// where it has them and by a full-width search to the exact depth the
// goal needs elsewhere (see docs/ai.md). The proofs are engine/'s; this
// package checks only that a set is well formed and legal.
package puzzle

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"

	"parlour/game"
	"parlour/guard"
)

// Puzzle is one position with its goal and the line that reaches it.
type Puzzle struct {
	// Position is the game's position text; the side to move solves.
	Position string `json:"position"`
	// Goal says in a player's words what to reach: "Hounds to play and
	// win", "White to take the citadel in 2".
	Goal string `json:"goal"`
	// Solution is the one first move that reaches the goal, then the line
	// that follows with the best defence, in the game's move notation.
	Solution []string `json:"solution"`
	// Difficulty is a rating on the players' puzzle scale (see the package
	// doc), between MinDifficulty and MaxDifficulty.
	Difficulty float64 `json:"difficulty"`
	// Themes name what the puzzle is about, in short lower-case words.
	Themes []string `json:"themes"`
}

// Set is a set of puzzles of one game played with given options.
type Set struct {
	// Game is the ID of the game, as game.Lookup knows it.
	Game string `json:"game"`
	// Options are the game's options the puzzles are played with; Check
	// resolves them, so missing ones take their defaults.
	Options game.Options `json:"options"`
	// Puzzles are the puzzles in the order they were made.
	Puzzles []Puzzle `json:"puzzles"`
}

// The range of a puzzle's difficulty, and the limits on its texts.
const (
	MinDifficulty = 100
	MaxDifficulty = 4000
	maxText       = 1000 // bytes in a position, goal, move or theme
	maxMoves      = 200  // moves in a solution
	maxThemes     = 16
)

// MaxSize is the largest set file Parse reads, in bytes.
const MaxSize = 16 << 20

// Parse reads a set: a JSON object with the game, its options and the
// puzzles, or a bare JSON array of puzzles (then Game is ""). It checks the
// shape of every puzzle but not the rules of its game; Check does that.
func Parse(data []byte) (Set, error) {
	var set Set
	if len(data) > MaxSize {
		return set, fmt.Errorf("puzzle set: %d bytes, more than the %d a set may have", len(data), MaxSize)
	}
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 {
		return set, errors.New("puzzle set: empty; want a JSON object with game, options and puzzles, or an array of puzzles")
	}
	dec := json.NewDecoder(bytes.NewReader(trimmed))
	dec.DisallowUnknownFields()
	var err error
	switch trimmed[0] {
	case '{':
		err = dec.Decode(&set)
	case '[':
		err = dec.Decode(&set.Puzzles)
	default:
		return set, errors.New("puzzle set: want a JSON object with game, options and puzzles, or an array of puzzles")
	}
	if err != nil {
		return Set{}, fmt.Errorf("puzzle set: %w", err)
	}
	if dec.More() {
		return Set{}, errors.New("puzzle set: more JSON after the set")
	}
	if trimmed[0] == '{' && set.Game == "" {
		return Set{}, errors.New("puzzle set: no game named (want \"game\": an ID such as \"harehounds\")")
	}
	for i := range set.Puzzles {
		if err := set.Puzzles[i].shape(); err != nil {
			return Set{}, fmt.Errorf("puzzle set: puzzle %d: %w", i+1, err)
		}
	}
	return set, nil
}

// shape checks what can be checked without the game's rules.
func (p Puzzle) shape() error {
	switch {
	case strings.TrimSpace(p.Position) == "":
		return errors.New("no position")
	case len(p.Position) > maxText:
		return fmt.Errorf("position of %d bytes, more than %d", len(p.Position), maxText)
	case strings.TrimSpace(p.Goal) == "":
		return errors.New("no goal")
	case len(p.Goal) > maxText:
		return fmt.Errorf("goal of %d bytes, more than %d", len(p.Goal), maxText)
	case len(p.Solution) == 0:
		return errors.New("no solution: want the first move at least")
	case len(p.Solution) > maxMoves:
		return fmt.Errorf("solution of %d moves, more than %d", len(p.Solution), maxMoves)
	case math.IsNaN(p.Difficulty) || p.Difficulty < MinDifficulty || p.Difficulty > MaxDifficulty:
		return fmt.Errorf("difficulty %v: want a rating from %d to %d", p.Difficulty, MinDifficulty, MaxDifficulty)
	case len(p.Themes) > maxThemes:
		return fmt.Errorf("%d themes, more than %d", len(p.Themes), maxThemes)
	}
	for i, m := range p.Solution {
		if strings.TrimSpace(m) == "" || len(m) > maxText {
			return fmt.Errorf("solution move %d %q: want a move in the game's notation", i+1, m)
		}
	}
	seen := map[string]bool{}
	for _, t := range p.Themes {
		if t == "" || len(t) > maxText || t != strings.ToLower(strings.TrimSpace(t)) {
			return fmt.Errorf("theme %q: want short lower-case words", t)
		}
		if seen[t] {
			return fmt.Errorf("theme %q twice", t)
		}
		seen[t] = true
	}
	return nil
}

// Marshal writes a set as Parse reads it: one JSON object, one puzzle to a
// line, so that a change to a shipped set reads well in a diff.
func Marshal(set Set) ([]byte, error) {
	var b bytes.Buffer
	head, err := json.Marshal(struct {
		Game    string       `json:"game"`
		Options game.Options `json:"options"`
	}{set.Game, set.Options})
	if err != nil {
		return nil, err
	}
	b.Write(head[:len(head)-1])
	b.WriteString(",\n\"puzzles\": [")
	for i, p := range set.Puzzles {
		if p.Themes == nil {
			p.Themes = []string{}
		}
		line, err := json.Marshal(p)
		if err != nil {
			return nil, fmt.Errorf("puzzle %d: %w", i+1, err)
		}
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("\n")
		b.Write(line)
	}
	b.WriteString("\n]}\n")
	return b.Bytes(), nil
}

// MarshalPuzzles writes the puzzles alone as a JSON array, the output of
// `parlour puzzles --json`.
func MarshalPuzzles(ps []Puzzle) ([]byte, error) {
	out := make([]Puzzle, len(ps))
	for i, p := range ps {
		if p.Themes == nil {
			p.Themes = []string{}
		}
		out[i] = p
	}
	if out == nil {
		out = []Puzzle{}
	}
	return json.MarshalIndent(out, "", "  ")
}

// Check looks the set's game up in the registry, resolves its options and
// checks every puzzle against the game's rules (see CheckPuzzle). It
// returns the resolved options. It says nothing about whether a puzzle's
// first move is the only one that reaches its goal: that is the proof's.
func Check(set Set) (*game.Game, game.Options, error) {
	if set.Game == "" {
		return nil, nil, errors.New("puzzle set: no game named")
	}
	g, err := game.Lookup(set.Game)
	if err != nil {
		return nil, nil, fmt.Errorf("puzzle set: %w", err)
	}
	opts, err := game.Resolve(g.Options, set.Options)
	if err != nil {
		return nil, nil, fmt.Errorf("puzzle set: %s: %w", g.ID, err)
	}
	for i, p := range set.Puzzles {
		if _, err := CheckPuzzle(g, opts, p); err != nil {
			return nil, nil, fmt.Errorf("puzzle set: puzzle %d: %w", i+1, err)
		}
	}
	return g, opts, nil
}

// CheckPuzzle checks one puzzle against the rules of g with options opts:
// its shape, that its position reads with the game's own reader and is not
// over, and that every move of its solution is legal in turn. It returns
// the position the puzzle starts from. A panic in the game's code becomes
// a *guard.Bug error.
func CheckPuzzle(g *game.Game, opts game.Options, p Puzzle) (s game.State, err error) {
	defer guard.Recover("checking a puzzle", &err)
	if err := p.shape(); err != nil {
		return nil, err
	}
	s, _, err = g.Position(opts, p.Position)
	if err != nil {
		return nil, err
	}
	if s.Outcome().Over {
		return nil, fmt.Errorf("position %q: the game is already over", p.Position)
	}
	line := s.Clone()
	for i, text := range p.Solution {
		if line.Outcome().Over {
			return nil, fmt.Errorf("solution move %d %q: the game is already over", i+1, text)
		}
		m, err := line.ParseMove(text)
		if err != nil {
			return nil, fmt.Errorf("solution move %d: %w", i+1, err)
		}
		line.Apply(m)
	}
	return s, nil
}
