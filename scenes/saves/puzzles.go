package saves

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"sort"

	"parlour/game"
	"parlour/game/rating"
	"parlour/guard"
	"parlour/lang"
)

// KeyPuzzles is the store key of the puzzle ratings: a document of its
// own, so that damage to it costs neither the settings nor a game.
const KeyPuzzles = "puzzles"

// PuzzlesVersion is the newest format of the puzzle ratings written.
// Version 2 added HintTold; version 1 is read as not told.
const PuzzlesVersion = 2

// RecentPuzzles is how many of the puzzles played last are remembered
// per game, so that the next one chosen is none of them.
const RecentPuzzles = 30

// Puzzles are the player's puzzle records, by game ID.
type Puzzles struct {
	Version int                    `json:"version"`
	Games   map[string]PuzzleGames `json:"games,omitempty"`
	// Last is the ID of the game whose puzzles were played or chosen
	// last.
	Last string `json:"last,omitempty"`
	// HintTold records that the player was told that a hint counts the
	// puzzle as failed, before their first hint: told once, in any game.
	HintTold bool `json:"hintTold,omitempty"`
}

// PuzzleGames is the player's record in one game's puzzles: a Glicko-2
// rating (game/rating), the streak of puzzles solved in a row, and the
// ratings the puzzles played here have moved to (each starts from its
// difficulty).
type PuzzleGames struct {
	Rating rating.Rating `json:"rating"`
	Streak int           `json:"streak,omitempty"` // solved in a row
	Best   int           `json:"best,omitempty"`   // the longest streak
	Solved int           `json:"solved,omitempty"`
	Failed int           `json:"failed,omitempty"`
	// Recent lists the puzzles played last, the newest last, by their
	// IDs.
	Recent []string `json:"recent,omitempty"`
	// Daily is the date (YYYY-MM-DD) of the last daily puzzle played.
	Daily string `json:"daily,omitempty"`
	// Puzzles holds the ratings of the puzzles played, by ID.
	Puzzles map[string]rating.Rating `json:"puzzles,omitempty"`
}

// Game returns the record of g's puzzles: a new player's rating when
// there is none.
func (p Puzzles) Game(g *game.Game) PuzzleGames {
	r, ok := p.Games[g.ID]
	if !ok || !r.Rating.Valid() {
		r.Rating = rating.New()
	}
	return r
}

// SetGame records the player's record in g's puzzles, the game played
// last.
func (p *Puzzles) SetGame(g *game.Game, r PuzzleGames) {
	if p.Games == nil {
		p.Games = map[string]PuzzleGames{}
	}
	p.Games[g.ID] = r
	p.Last = g.ID
}

// Result records a puzzle played: id, its rating before (from its
// difficulty when it was never played here), whether it was solved, and
// whether it was the daily puzzle of date. Both ratings move by one game
// of Glicko-2, bounded while a rating is new (rating.Rating.Play); the
// streak grows or ends. It returns the record after.
func (r PuzzleGames) Result(id string, puzzle rating.Rating, solved bool, daily string) PuzzleGames {
	score := 0.0
	if solved {
		score = 1
	}
	before := r.Rating
	if mine, err := before.Play(puzzle, score); err == nil {
		r.Rating = mine
	}
	if theirs, err := puzzle.Play(before, 1-score); err == nil {
		if r.Puzzles == nil {
			r.Puzzles = map[string]rating.Rating{}
		} else {
			r.Puzzles = maps.Clone(r.Puzzles)
		}
		r.Puzzles[id] = theirs
	}
	if solved {
		r.Solved++
		r.Streak++
		r.Best = max(r.Best, r.Streak)
	} else {
		r.Failed++
		r.Streak = 0
	}
	r.Recent = append(slices.DeleteFunc(slices.Clone(r.Recent), func(s string) bool { return s == id }), id)
	if len(r.Recent) > RecentPuzzles {
		r.Recent = r.Recent[len(r.Recent)-RecentPuzzles:]
	}
	if daily != "" {
		r.Daily = daily
	}
	return r
}

// ParsePuzzles reads puzzle records written by Marshal. A game whose
// record cannot be read is left out and named in unread, in a player's
// words ("your puzzle rating in Hare and Hounds"); the others are kept.
// An error means nothing could be read; a panic reading them becomes a
// *guard.Bug error.
func ParsePuzzles(data []byte) (p Puzzles, unread []string, err error) {
	defer guard.Recover("reading the puzzle ratings", &err)
	var raw struct {
		Version json.RawMessage            `json:"version"`
		Games   map[string]json.RawMessage `json:"games"`
		Last    json.RawMessage            `json:"last"`
		Told    json.RawMessage            `json:"hintTold"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return Puzzles{}, nil, fmt.Errorf("puzzle ratings are not valid JSON: %w", err)
	}
	var v int
	if err := json.Unmarshal(raw.Version, &v); err != nil {
		return Puzzles{}, nil, fmt.Errorf("puzzle ratings version %s is not a number", raw.Version)
	}
	if v > PuzzlesVersion {
		return Puzzles{}, nil, game.NewerVersion("puzzle ratings", v, PuzzlesVersion)
	}
	if v < 1 {
		return Puzzles{}, nil, fmt.Errorf("puzzle ratings version %d is not supported (newest is %d)", v, PuzzlesVersion)
	}
	p.Version = v
	if raw.Last != nil {
		_ = json.Unmarshal(raw.Last, &p.Last) // a game not named is no loss
	}
	if raw.Told != nil {
		_ = json.Unmarshal(raw.Told, &p.HintTold) // told again is no loss
	}
	ids := make([]string, 0, len(raw.Games))
	for id := range raw.Games {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		r, ok := parsePuzzleGames(raw.Games[id])
		if !ok {
			name := id
			if g, err := game.Lookup(id); err == nil {
				name = g.Name
			}
			unread = append(unread, lang.T("your puzzle rating in %s", lang.T(name)))
			continue
		}
		if p.Games == nil {
			p.Games = map[string]PuzzleGames{}
		}
		p.Games[id] = r
	}
	return p, unread, nil
}

// parsePuzzleGames reads one game's record and checks it: a rating the
// system can update, counts not below zero. Puzzles' ratings that are
// not valid are dropped: they start again from their difficulty.
func parsePuzzleGames(data json.RawMessage) (PuzzleGames, bool) {
	var r PuzzleGames
	if json.Unmarshal(data, &r) != nil || !r.Rating.Valid() ||
		r.Streak < 0 || r.Best < r.Streak || r.Solved < 0 || r.Failed < 0 {
		return PuzzleGames{}, false
	}
	for id, pr := range r.Puzzles {
		if !pr.Valid() {
			delete(r.Puzzles, id)
		}
	}
	if len(r.Recent) > RecentPuzzles {
		r.Recent = r.Recent[len(r.Recent)-RecentPuzzles:]
	}
	// Empty lists read as none, as they are written.
	if len(r.Recent) == 0 {
		r.Recent = nil
	}
	if len(r.Puzzles) == 0 {
		r.Puzzles = nil
	}
	return r, true
}

// Marshal returns the records as JSON.
func (p Puzzles) Marshal() ([]byte, error) {
	p.Version = PuzzlesVersion
	return json.Marshal(p)
}

// LoadPuzzles returns the saved puzzle records, or none (every game at a
// new player's rating) when none were saved or they could not be read: a
// document that cannot be read is set aside with a notice, and a game's
// record that cannot be read is left out, the document copied aside.
func (s *Saves) LoadPuzzles() Puzzles {
	return loadParts(s, partsDoc{
		key: KeyPuzzles, what: "your puzzle ratings", logName: "puzzle ratings",
		unread: lang.Key("Some of your puzzle records could not be read: %s. They start again; everything else was kept."),
		copied: lang.Key("A copy of the old records is kept."),
	}, ParsePuzzles, Puzzles{Version: PuzzlesVersion})
}

// UpdatePuzzles makes change on the puzzle records and writes them: on
// held, the records as this window has them, or on the store's, read
// again, when another window saved records since this one last read or
// wrote them, so that a puzzle played in each keeps both results. It
// returns the records written, to be used from then on.
func (s *Saves) UpdatePuzzles(held Puzzles, change func(*Puzzles)) (Puzzles, error) {
	return update(s, KeyPuzzles, held, s.LoadPuzzles, change, Puzzles.Marshal)
}
