package engine

import (
	"context"
	"errors"
	"time"

	"parlour/game"
)

// PlyValue is the value of one position of a game, as a graph of the
// game shows it.
type PlyValue struct {
	Ply   int         `json:"ply"`   // moves played before the position
	Mover game.Player `json:"mover"` // the player to move there; game.NoPlayer at the end
	// Kind is Win, Loss or Draw (exact) for the player to move, Estimate
	// or Unknown; at the end of the game Win when someone won, Draw when
	// nobody did, and Loss when a solo game's goal was missed.
	Kind ValueKind `json:"result"`
	// Winner is, for an exact value, the player who wins with best play
	// (game.NoPlayer for a draw); in a solo game the player when the goal
	// can still be reached, game.NoPlayer when it cannot.
	Winner game.Player `json:"winner"`
	Plies  int         `json:"plies,omitempty"` // exact: plies to the end with best play
	Score  int         `json:"score,omitempty"` // estimate: for the player to move (see ScoreString)
	Depth  int         `json:"depth,omitempty"` // estimate: the plies searched
	// Mistake marks the move that led here as one that lost value for its
	// player, by exact values: a win turned into a draw or a loss, a draw
	// into a loss, a win made longer, or, in a solo game, a board that could
	// be cleared made one that cannot.
	Mistake bool `json:"mistake,omitempty"`
}

// lineBudget is the time estimates of a whole game take when the request
// names none.
const lineBudget = 2 * time.Second

// LineValues returns the value of every position of the game the request
// names, from its start to its current position (the request's moves),
// and marks the mistakes. It is exact where MoveValues is (a solved game,
// a book's positions, a solo game); elsewhere each position is estimated by
// a search, the positions sharing req.Budget (two seconds when 0), and no
// move is called a mistake.
func LineValues(ctx context.Context, req Request) ([]PlyValue, error) {
	full, _, err := buildMatch(req)
	if err != nil {
		return nil, err
	}
	s := full.State().Clone()
	n := full.Ply()
	for range n {
		s.Undo()
	}
	budget := req.Budget
	if budget <= 0 {
		budget = lineBudget
	}
	share := budget / time.Duration(n+1)
	var table *Table
	if full.Game().Solvable && s.NumPlayers() == 2 {
		table, _ = SolveGame(full.Game(), full.Options(), req.Start)
	}
	var memo *SoloMemo
	if s.NumPlayers() == 1 {
		memo = memoFor(req.Game, full.Options())
	}
	out := make([]PlyValue, 0, n+1)
	moves := full.Moves()
	for i := 0; ; i++ {
		v, err := plyValue(ctx, s, table, memo, share)
		if err != nil {
			return nil, err
		}
		v.Ply, v.Mover = i, s.ToMove()
		out = append(out, v)
		if i == n {
			break
		}
		s.Apply(moves[i])
	}
	for i := 1; i < len(out); i++ {
		out[i].Mistake = mistake(out[i-1], out[i])
	}
	return out, nil
}

// plyValue values one position.
func plyValue(ctx context.Context, s game.State, table *Table, memo *SoloMemo, budget time.Duration) (PlyValue, error) {
	mover := s.ToMove()
	if o := s.Outcome(); o.Over {
		v := PlyValue{Kind: Draw, Winner: o.Winner()}
		switch {
		case v.Winner != game.NoPlayer:
			v.Kind = Win
		case s.NumPlayers() == 1:
			v.Kind = Loss // the goal was missed
		}
		return v, nil
	}
	exact := func(r Result) PlyValue {
		v := PlyValue{Kind: Draw, Winner: r.Winner, Plies: r.Plies}
		switch {
		case r.Draw():
		case r.Winner == mover:
			v.Kind = Win
		default:
			v.Kind = Loss
		}
		return v
	}
	switch {
	case table != nil:
		if r, ok := table.Lookup(s); ok {
			return exact(r), nil
		}
	case memo != nil:
		res, err := SolveSolo(ctx, s, memo, SoloLimits{Budget: max(budget, 50*time.Millisecond)})
		switch {
		case errors.Is(err, errSoloStopped):
			return PlyValue{Winner: game.NoPlayer}, nil
		case err != nil:
			return PlyValue{}, err
		case res.Solvable:
			return PlyValue{Kind: Win, Winner: mover, Plies: len(res.Moves)}, nil
		}
		return PlyValue{Kind: Loss, Winner: game.NoPlayer}, nil
	}
	if _, ok := s.(BookMover); ok {
		if r, ok := bookLine(s); ok {
			return exact(r), nil
		}
		return PlyValue{Winner: game.NoPlayer}, nil
	}
	if s.NumPlayers() > 2 {
		return PlyValue{Winner: game.NoPlayer}, nil
	}
	_, info, err := Search(ctx, s, nil, Params{Depth: MaxDepth, Budget: budget}, 0, nil)
	if err != nil {
		return PlyValue{}, err
	}
	return PlyValue{Kind: Estimate, Winner: game.NoPlayer, Score: info.Score, Depth: info.Depth}, nil
}

// mistake reports whether the move between two exactly valued positions
// lost value for the player who made it, the player to move in before.
func mistake(before, after PlyValue) bool {
	if !before.Kind.Exact() || !after.Kind.Exact() {
		return false
	}
	switch before.Kind {
	case Win:
		return after.Winner != before.Mover || after.Plies > before.Plies-1
	case Draw:
		return after.Winner != game.NoPlayer && after.Winner != before.Mover
	}
	return false
}
