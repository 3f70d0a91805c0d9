// Package game is the game-agnostic core of Parlour: graph boards, the State
// interface every game implements, move strings, options as data, the
// registry of games and the Match that keeps a game's history.
//
// Rules of a particular game live in a sub-package (for example
// game/harehounds) that registers itself with Register; game/catalog
// imports them all, and nothing else outside tests may. Every game
// package has the same files: spec.go (the registration: options, board,
// seats and rules text from rules.md), look.go (how each kind of piece
// looks, as game/look shapes that the screens paint), state.go (the State
// and its undo), moves.go (move generation), notation.go (position and
// move texts), eval.go (what the engine's optional interfaces ask) and
// explain.go (what the optional interfaces of the screens ask: scores,
// descriptions, explanations). Nothing here draws
// or searches: scenes/ draws, engine/ searches, and both speak to games only
// through the types in this package. No package under game/, tests
// included, imports the engine; the engine's tests on the games are in
// engine/gamestest. Perft, which counts move sequences to prove a move
// generator, is rules and lives here.
package game
