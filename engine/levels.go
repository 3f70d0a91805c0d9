package engine

import (
	"fmt"
	"time"

	"parlour/game"
)

// Params are the settings that make a level: how deep and how long the
// searcher looks and how freely it chooses among the moves it found good.
type Params struct {
	Depth  int           // deepest iteration, at most MaxDepth
	Budget time.Duration // time limit per move; 0 for none
	Nodes  int64         // node limit per move; 0 for none
	// Temperature, when above 0, makes the level choose among its root
	// moves by their search scores (SoftmaxPick) instead of always the
	// best: a move Temperature worse than the best is e times less
	// likely. It is in the units of the games' evaluations, where a point
	// of mobility is worth about 10. Every root move is then searched to
	// its exact score, and a solo game is searched to Depth jumps instead
	// of solved, so a dead end further away goes unseen.
	Temperature int
	// ManyTemperature, when above 0, replaces Temperature in a game of
	// more than two players (see ForPlayers).
	ManyTemperature int
	// Insight, when above 0 with a temperature, makes the level play a
	// solo game by trying each move with the solo solver for this many
	// nodes instead of searching Depth moves ahead (see insightPick).
	Insight int64
	Exact   bool // play from the solver's table when the game is Solvable
	Full    bool // keep deepening after the result is proven (benchmarks)
	NoTable bool // search without a transposition table (Full requests)
}

// levelParams is the one place that says what each level does. The weaker
// levels look less far and choose among the moves they found good with a
// temperature on their scores (see Params.Temperature); a win or loss they
// see is never traded for an estimate, so Easy still takes a win in one.
var levelParams = [...]Params{
	Easy:   {Depth: 2, Budget: 250 * time.Millisecond, Nodes: 50_000, Temperature: 40},
	Medium: {Depth: 16, Budget: 500 * time.Millisecond, Nodes: 400_000, Temperature: 10, Insight: 1000},
	// Hard chooses with a small temperature, six tenths of a point, in a
	// game of more than two players: there its fifth of the time (see
	// ForPlayers) reaches about the same depth in turns as Expert's, and
	// without it the two played alike; half of it did not set them apart,
	// twice it brought Hard down to Medium (docs/ai.md, Leapfrog).
	Hard:    {Depth: MaxDepth, Budget: 1500 * time.Millisecond, Nodes: 5_000_000, ManyTemperature: 6},
	Perfect: {Depth: MaxDepth, Budget: 5 * time.Second, Nodes: 30_000_000, Exact: true},
}

// Params returns the settings of level l.
func (l Level) Params() (Params, error) {
	if l < 0 || int(l) >= len(levelParams) {
		return Params{}, fmt.Errorf("unknown AI level %d (levels are 0 to %d)", int(l), len(levelParams)-1)
	}
	return levelParams[l], nil
}

// paramsIn returns the settings of level l in a game of g with the given
// number of players: the level's own, with the game's temperature for it
// (game.Game.Temperatures) in a game of two seats that sets one. The
// settings for more than two players are applied later (ForPlayers).
func (l Level) paramsIn(g *game.Game, players int) (Params, error) {
	p, err := l.Params()
	if err == nil && players == 2 && l < Perfect && int(l) < len(g.Temperatures) && g.Temperatures[l] > 0 {
		p.Temperature = g.Temperatures[l]
	}
	return p, err
}
