package midend

import (
	"parlour/engine"
	"parlour/game"
)

// Request returns the engine request for the position m has reached: its
// game, options, start and moves, searched at level with seed breaking
// ties. It is the one place requests are built, for the app and the
// command line alike; callers add a budget or an ID when they need one.
func Request(m *game.Match, level engine.Level, seed uint64) engine.Request {
	return engine.Request{
		Game:    m.Game().ID,
		Options: m.Options(),
		Start:   m.Snapshot().Start,
		Moves:   m.MoveStrings(),
		Level:   level,
		Seed:    seed,
	}
}
