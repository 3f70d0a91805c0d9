package engine

import (
	"context"
	"errors"
	"time"

	"parlour/game"
)

// choosePuzzle answers a request in a one-player game (a puzzle).
func choosePuzzle(ctx context.Context, req Request, m *game.Match, p Params, progress func(Reply), begin time.Time) (Reply, error) {
	return Reply{}, errors.New("the engine does not play one-player games yet")
}
