// Package gamestest holds the engine's tests on the real games, which
// name them: a game solved, its levels' play, the solo solver and the
// retrograde solver on its positions, and, for each game, the assertion
// of every optional interface of the engine its state implements. They
// live beside the engine, not beside the games, because rules never
// import the engine (game → engine would turn the layers round).
// Besides this comment the package holds only tests; nothing imports it.
package gamestest
