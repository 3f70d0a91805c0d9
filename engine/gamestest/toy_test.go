package gamestest

import (
	"parlour/engine"
	"parlour/game/gametest/toy"
)

// The optional interfaces of the engine that noughts and crosses, the toy
// seventh game, means to implement.
var _ engine.Evaluator = (*toy.State)(nil)
