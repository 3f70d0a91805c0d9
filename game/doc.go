// Package game is the game-agnostic core of Parlour: graph boards, the State
// interface every game implements, move strings, options as data, the
// registry of games and the Match that keeps a game's history.
//
// Rules of a particular game live in a sub-package (for example
// game/harehounds) that registers itself with Register. Nothing here draws
// or searches: scenes/ draws, engine/ searches, and both speak to games only
// through the types in this package.
package game
