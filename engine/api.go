package engine

import (
	"fmt"
	"strings"
	"time"

	"parlour/game"
)

// Level is the strength of the AI.
type Level int

// The AI levels, weakest first.
const (
	Easy Level = iota
	Medium
	Hard
	Perfect
)

// Levels lists every level a player chooses, weakest first.
var Levels = []Level{Easy, Medium, Hard, Perfect}

var levelNames = []string{"easy", "medium", "hard", "perfect"}

// String returns the level's lower-case name, as used in saves and on the
// command line.
func (l Level) String() string {
	if l >= 0 && int(l) < len(levelNames) {
		return levelNames[l]
	}
	return fmt.Sprintf("level(%d)", int(l))
}

// Label returns the level's name for display: "Perfect".
func (l Level) Label() string {
	s := l.String()
	return strings.ToUpper(s[:1]) + s[1:]
}

// ParseLevel reads the name of one of Levels.
func ParseLevel(s string) (Level, error) {
	for _, l := range Levels {
		if strings.EqualFold(s, l.String()) {
			return l, nil
		}
	}
	return 0, fmt.Errorf("unknown AI level %q (levels are %s)", s, strings.Join(levelNames, ", "))
}

// Request asks the engine for a move. It names the position by game,
// options, start and moves, all as text, so it can cross to a Web Worker
// unchanged and the engine sees the history the repetition rule needs.
type Request struct {
	ID      uint64        `json:"id"`
	Game    string        `json:"game"`
	Options game.Options  `json:"options"`
	Start   string        `json:"start,omitempty"` // custom start position, "" for the standard start
	Moves   []string      `json:"moves"`           // moves played from the start
	Level   Level         `json:"level"`
	Budget  time.Duration `json:"budget,omitempty"` // time limit; 0 means the level's default
	Seed    uint64        `json:"seed"`             // tie-breaking among equal moves
	// Full makes the search take its whole budget: no solved table, no
	// transposition table, no node limit and no early stop once the result
	// is proven, so even a small game keeps it deepening until Budget is
	// spent. It is for measurement and tests (a search that really lasts
	// Budget, like the AI of a big game), not for play.
	Full bool `json:"full,omitempty"`
	// Table keeps the transposition table in a Full request, as a game's
	// search has it: a measure of the depth the engine reaches in Budget
	// (a big game's), where a small game would be exhausted early.
	Table bool `json:"table,omitempty"`
	// Values asks for the value of every legal move (MoveValues) instead
	// of a move: the final reply carries them in Reply.Values.
	Values bool `json:"values,omitempty"`
	// Line asks for the value of every position of the game (LineValues)
	// instead of a move: the final reply carries them in Reply.Line.
	Line bool `json:"line,omitempty"`
	// Aside marks a search for the player's own helpers (the analysis, the
	// values), which is given up as soon as the computer is to move. It
	// changes nothing in the answer: a Thinker that cannot stop a search
	// at once (the browser's worker) keeps a fresh engine ready beside it,
	// so that the computer's move never waits for one to start.
	Aside bool `json:"aside,omitempty"`
}

// Info describes what the engine has found so far.
type Info struct {
	Depth int      `json:"depth"`
	Score int      `json:"score"` // for the player to move; see ScoreString
	Nodes int64    `json:"nodes"`
	PV    []string `json:"pv,omitempty"` // principal variation in move notation
	// Verdict is the exact result when solved, which the page words:
	// "Hounds win in 17 moves, counting both sides".
	Verdict Verdict       `json:"verdict,omitzero"`
	Elapsed time.Duration `json:"elapsed"`
	// Note tells the player of something the level had to do without,
	// which the page words: "Opening book not available offline yet:
	// searching instead".
	Note Note `json:"note,omitzero"`
}

// Reply answers a Request: progress reports with Final false, then one
// final reply carrying the move (or an error).
type Reply struct {
	ID    uint64 `json:"id"`
	Final bool   `json:"final"`
	Move  string `json:"move,omitempty"`
	Info  Info   `json:"info"`
	// Values answers a request with Values set.
	Values *Values `json:"values,omitempty"`
	// Line answers a request with Line set.
	Line []PlyValue `json:"line,omitempty"`
	Err  string     `json:"error,omitempty"`
	// Fail is the kind of error Err tells of, for the page to word it in
	// the player's language (Worded); NoFailure where Err is worded.
	Fail Failure `json:"fail,omitempty"`
}

// Thinker runs searches asynchronously so the UI never waits on the AI.
// Natively it runs in a goroutine; in the browser a Web Worker implements
// the same interface.
type Thinker interface {
	// Start begins a search, cancelling any search still running; replies
	// carry the request's ID so stale ones can be ignored.
	Start(req Request)
	// Cancel stops the running search; no final reply comes for it.
	Cancel()
	// Poll returns the next reply without blocking.
	Poll() (Reply, bool)
}
