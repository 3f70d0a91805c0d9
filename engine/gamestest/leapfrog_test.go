package gamestest

import (
	"parlour/engine"
	"parlour/game/leapfrog"
)

// The optional interfaces of the engine that Leapfrog means to implement.
var _ engine.Evaluator = (*leapfrog.State)(nil)
