package engine

import (
	"context"
	"errors"
	"time"

	"parlour/game"
)

// chooseMulti answers a request in a game of more than two players.
func chooseMulti(ctx context.Context, req Request, m *game.Match, history []uint64, p Params, progress func(Reply), begin time.Time) (Reply, error) {
	return Reply{}, errors.New("the engine does not play games of more than two players yet")
}
