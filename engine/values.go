package engine

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"time"

	"parlour/game"
)

// ValueKind says what is known of a move's value.
type ValueKind int

// The kinds of value. Win, Loss and Draw are exact, for the player making
// the move; Estimate is a search's score; Unknown means nothing here can
// tell (a position outside the book of a game too large to solve).
const (
	Unknown ValueKind = iota
	Win
	Loss
	Draw
	Estimate
)

// String returns the kind as the command line's JSON writes it: "win",
// "loss", "draw", "estimate" or "unknown".
func (k ValueKind) String() string {
	switch k {
	case Win:
		return "win"
	case Loss:
		return "loss"
	case Draw:
		return "draw"
	case Estimate:
		return "estimate"
	}
	return "unknown"
}

// MarshalText writes the kind as String does.
func (k ValueKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads what MarshalText wrote.
func (k *ValueKind) UnmarshalText(b []byte) error {
	for c := Unknown; c <= Estimate; c++ {
		if c.String() == string(b) {
			*k = c
			return nil
		}
	}
	return fmt.Errorf("unknown kind of value %q", b)
}

// Exact reports whether the kind is a proven result.
func (k ValueKind) Exact() bool { return k == Win || k == Loss || k == Draw }

// Valuation is the value of one legal move for the player who makes it.
type Valuation struct {
	Move string    `json:"move"` // the move in the game's notation
	Kind ValueKind `json:"result"`
	// Plies counts, for an exact win or loss, the moves from the current
	// position to the end of the game with best play, this move included.
	// In a solo game a win means the goal can still be reached after the
	// move, a loss that it cannot (Plies is then 0).
	Plies int `json:"plies,omitempty"`
	// Moves counts, in a solo game that is still solvable, the fewest classic
	// moves left with this one (a chain of jumps by one piece is one
	// move, and a jump that continues the previous move's chain adds none);
	// 0 when the shortest solution was not found in time.
	Moves int `json:"moves,omitempty"`
	Score int `json:"score,omitempty"` // estimates: the score after the move for its player (see ScoreString)
	Depth int `json:"depth,omitempty"` // estimates: the plies searched below the move
}

// ExactRank orders exact values for the player making the moves, higher
// better: a win before a draw before a loss, a quicker win and a slower
// loss first. Estimates and unknown values rank as draws.
func (v Valuation) ExactRank() int {
	const big = 1 << 30
	switch v.Kind {
	case Win:
		return big - v.Plies
	case Loss:
		return -big + v.Plies
	}
	return 0
}

// Values is every legal move of the side to move with its value.
type Values struct {
	Mover game.Player `json:"mover"` // the player whose moves these are
	Moves []Valuation `json:"moves"` // in the order of the state's legal moves
	// Source names where the values come from: "solved" (an exact solve
	// of the whole game), "book" (the game's book of exact lines),
	// "solo" (the solo solver), "search" (estimates).
	Source string `json:"source"`
	Note   Note   `json:"note,omitzero"` // what the values had to do without, as Info.Note
}

// valuesBudget is the time an estimate of every move takes when the
// request names none.
const valuesBudget = time.Second

// MoveValues returns the value of every legal move in the position the
// request names (its game, options, start and moves; Level and Seed are
// not used). Solved games give exact wins, draws and losses with their
// length; a game's book gives exact values where it knows the position
// and Unknown elsewhere; a solo game says for each move whether the goal
// stays reachable and in how few moves; other games get estimates from a
// search of each move within req.Budget (a second when 0) altogether.
func MoveValues(ctx context.Context, req Request) (Values, error) {
	m, history, err := buildMatch(req)
	if err != nil {
		return Values{}, err
	}
	if m.Outcome().Over {
		return Values{}, errGameOver
	}
	s := m.State()
	out := Values{Mover: s.ToMove()}
	switch {
	case s.NumPlayers() == 1:
		out.Source, out.Note = "solo", tableNote(s)
		out.Moves, err = soloValues(ctx, m, req)
	case m.Game().Solvable && s.NumPlayers() == 2:
		t, _, ok := lookupSolved(m, req.Start)
		if !ok {
			return Values{}, fmt.Errorf("position %q is not in %s's solved table", s.String(), m.Game().Name)
		}
		out.Source = "solved"
		out.Moves, err = tableValues(t, s)
	case isBookGame(s):
		// A book is part of an exact solve: outside it the values are
		// not known here, and an estimate would pass for them.
		out.Source, out.Note = "book", tableNote(s)
		out.Moves = bookValues(s)
		if !out.Note.Known() && !slices.ContainsFunc(out.Moves, func(v Valuation) bool { return v.Kind != Unknown }) {
			out.Note = Note{Kind: NoteOutOfBook}
		}
	default:
		out.Source = "search"
		out.Moves, err = searchValues(ctx, s, req.Budget)
	}
	if err != nil {
		return Values{}, err
	}
	repetitionDraws(s, history, out.Moves)
	return out, nil
}

// repetitionDraws marks as drawn the moves that would complete a
// repetition of the game's history, since the game ends there, whatever
// the table or the book says of the position they lead to.
func repetitionDraws(s game.State, history []uint64, vals []Valuation) {
	r := s.Repetition()
	if r <= 0 {
		return
	}
	seen := map[uint64]int{Key(s): 1}
	for _, k := range history {
		seen[k]++
	}
	c := s.Clone()
	for i, mv := range c.LegalMoves(nil) {
		c.Apply(mv)
		if seen[Key(c)] >= r-1 {
			vals[i] = Valuation{Move: vals[i].Move, Kind: Draw}
		}
		c.Undo()
	}
}

// judged returns the exact value of a move after which the game is over,
// and false when it is not. A solo game (a game of one player) that ends
// unsolved is lost, not drawn.
func judged(c game.State, mover game.Player, mv string) (Valuation, bool) {
	o := c.Outcome()
	if !o.Over {
		return Valuation{}, false
	}
	v := Valuation{Move: mv, Kind: Draw}
	switch {
	case o.Won(mover):
		v.Kind, v.Plies = Win, 1
	case !o.IsDraw() || c.NumPlayers() == 1: // a solo game ended unsolved is lost
		v.Kind, v.Plies = Loss, 1
	}
	return v, true
}

// eachMove values every legal move of s in order: a move that ends the
// game by its outcome (see judged), any other by value, which sees the
// position after the move (to leave as it is), the move and its text.
func eachMove(s game.State, value func(c game.State, mv game.Move, name string) (Valuation, error)) ([]Valuation, error) {
	c := s.Clone()
	mover := c.ToMove()
	moves := c.LegalMoves(nil)
	out := make([]Valuation, len(moves))
	for i, mv := range moves {
		name := c.MoveString(mv)
		c.Apply(mv)
		v, over := judged(c, mover, name)
		var err error
		if !over {
			v, err = value(c, mv, name)
		}
		c.Undo()
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// tableValues reads every move's value off a solved table.
func tableValues(t *Table, s game.State) ([]Valuation, error) {
	vals, err := t.MoveValues(s)
	if err != nil {
		return nil, err
	}
	mover := s.ToMove()
	out := make([]Valuation, len(vals))
	for i, v := range vals {
		out[i] = exactValuation(s.MoveString(v.Move), mover, v.Result)
	}
	return out, nil
}

// exactValuation is the value for mover of a move leading to a position
// of value child.
func exactValuation(mv string, mover game.Player, child Result) Valuation {
	switch {
	case child.Draw():
		return Valuation{Move: mv, Kind: Draw}
	case child.Winner == mover:
		return Valuation{Move: mv, Kind: Win, Plies: child.Plies + 1}
	}
	return Valuation{Move: mv, Kind: Loss, Plies: child.Plies + 1}
}

// isBookGame reports whether s is of a game that ships a book of exact
// moves (BookMover), in or out of the book.
func isBookGame(s game.State) bool {
	_, ok := s.(BookMover)
	return ok
}

// bookValues values each move by following the book from the position it
// leads to. The book holds exact lines (the winner's quickest win against
// the longest defence), so a position in it has the value of its line; a
// position outside it is Unknown.
func bookValues(s game.State) []Valuation {
	mover := s.ToMove()
	out, _ := eachMove(s, func(c game.State, _ game.Move, name string) (Valuation, error) {
		if r, ok := bookLine(c); ok {
			return exactValuation(name, mover, r), nil
		}
		return Valuation{Move: name}, nil
	})
	return out
}

// bookLine follows the book from s to the end of the game and returns the
// result, or false when s is outside the book. s is left as it was.
func bookLine(s game.State) (Result, bool) {
	c := s.Clone()
	for n := 0; n < bookMaxLine; n++ {
		if o := c.Outcome(); o.Over {
			return Result{Winner: o.Winner(), Plies: n}, n > 0
		}
		mv, ok := c.(BookMover).BookMove()
		if !ok {
			return Result{}, false
		}
		c.Apply(mv)
	}
	return Result{}, false
}

// soloShortBudget bounds the search for the shortest solutions after a
// solo game's moves, all of them together; a move whose shortest solution is
// not found in it keeps Moves 0.
const soloShortBudget = 200 * time.Millisecond

// soloValues says for every move of a solo game whether the goal stays
// reachable, and how many classic moves it takes at best. A move the
// solver cannot decide within the budget is Unknown.
func soloValues(ctx context.Context, m *game.Match, req Request) ([]Valuation, error) {
	s := m.State()
	memo := memoFor(req.Game, m.Options())
	prevTo := -1
	if last, ok := m.LastMove(); ok {
		c := s.Clone()
		c.Undo()
		prevTo = lastPathPoint(c.MovePath(last))
	}
	budget := req.Budget
	if budget <= 0 {
		budget = 2 * time.Second
	}
	deadline := time.Now().Add(budget)
	left := len(s.LegalMoves(nil))
	out, err := eachMove(s, func(c game.State, _ game.Move, name string) (Valuation, error) {
		v := Valuation{Move: name}
		// Each move gets an equal share of the time still left; a share of
		// none would be read as no limit at all.
		share := time.Until(deadline) / time.Duration(max(left, 1))
		left--
		if share <= 0 {
			return v, nil
		}
		res, err := SolveSolo(ctx, c, memo, SoloLimits{Budget: share})
		switch {
		case errors.Is(err, errSoloStopped):
		case err != nil:
			return v, err
		case res.Solvable:
			v.Kind, v.Plies = Win, len(res.Moves)+1
		default:
			v.Kind = Loss
		}
		return v, nil
	})
	if err != nil {
		return nil, err
	}
	c := s.Clone()
	moves := c.LegalMoves(nil)
	for i, mv := range moves {
		if out[i].Kind == Win && out[i].Plies == 1 { // the goal reached
			out[i].Moves = ClassicMoves(s, []game.Move{mv}, prevTo)
		}
	}
	shortBy := time.Now().Add(min(soloShortBudget, time.Until(deadline)))
	for i, mv := range moves {
		if out[i].Kind != Win || out[i].Moves > 0 {
			continue
		}
		left := time.Until(shortBy)
		if left <= 0 {
			break
		}
		to := lastPathPoint(c.MovePath(mv))
		c.Apply(mv)
		short, err := ShortestSolo(ctx, c, to, memo, SoloLimits{Budget: left, Nodes: soloShortNodes, TableBits: 18}, nil)
		c.Undo()
		if err == nil && short.Shortest {
			out[i].Moves = ClassicMoves(s, append([]game.Move{mv}, short.Moves...), prevTo)
		}
	}
	return out, ctx.Err()
}

// searchValues estimates every move: in a game of two, by searching the
// position it leads to for an equal share of budget; in a game of more, by
// one search of the whole budget from the position itself (see
// multiValues).
func searchValues(ctx context.Context, s game.State, budget time.Duration) ([]Valuation, error) {
	if budget <= 0 {
		budget = valuesBudget
	}
	if s.NumPlayers() > 2 {
		return multiValues(ctx, s, budget)
	}
	mover := s.ToMove()
	p := Params{Depth: MaxDepth, Budget: budget / time.Duration(len(s.LegalMoves(nil)))}
	return eachMove(s, func(c game.State, _ game.Move, name string) (Valuation, error) {
		_, info, err := Search(ctx, c, nil, p, 0, nil)
		if err != nil {
			return Valuation{}, fmt.Errorf("estimating %s: %w", name, err)
		}
		if c.ToMove() != mover {
			info.Score = -info.Score
		}
		return searched(name, info), nil
	})
}

// searched is the value of a move whose position the search scored, for
// the move's player: a won or lost score is a proven result, counted from
// the move; any other an estimate.
func searched(mv string, info Info) Valuation {
	switch {
	case info.Score >= mateThreshold:
		return Valuation{Move: mv, Kind: Win, Plies: MateScore - info.Score + 1}
	case info.Score <= -mateThreshold:
		return Valuation{Move: mv, Kind: Loss, Plies: MateScore + info.Score + 1}
	}
	return Valuation{Move: mv, Kind: Estimate, Score: info.Score, Depth: info.Depth}
}

// multiValues values every move of a game of more than two players for
// budget. Where the game keeps scores it is the paranoid search Choose
// uses, every root move searched to its exact score (as with a
// temperature), in the units of the game's estimates; elsewhere Monte
// Carlo tree search, each root move valued by its mean reward on the
// scale SearchMulti reports (-500 to 500), and a move the search never
// tried is Unknown.
func multiValues(ctx context.Context, s game.State, budget time.Duration) ([]Valuation, error) {
	if _, scored := s.(game.Scorer); scored {
		_, info, roots, err := searchScored(ctx, s, nil, Params{Depth: MaxDepth, Budget: budget, Temperature: 1}, 0, nil)
		if err != nil {
			return nil, err
		}
		return eachMove(s, func(_ game.State, mv game.Move, name string) (Valuation, error) {
			for _, r := range roots {
				if r.move == mv {
					return Valuation{Move: name, Kind: Estimate, Score: r.score, Depth: info.Depth}, nil
				}
			}
			return Valuation{Move: name}, nil
		})
	}
	t := newMCTS(s, 0)
	deadline := time.Now().Add(budget)
	for i := 0; i < 64 || time.Now().Before(deadline); i++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		t.iterate()
	}
	return eachMove(s, func(_ game.State, mv game.Move, name string) (Valuation, error) {
		for _, n := range t.root.children {
			if n.move == mv && n.visits > 0 {
				return Valuation{Move: name, Kind: Estimate, Score: int(math.Round(1000*n.reward/n.visits)) - 500, Depth: t.depth}, nil
			}
		}
		return Valuation{Move: name}, nil
	})
}
