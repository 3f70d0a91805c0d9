// Package engine chooses moves for every Parlour game without knowing any
// game by name: an exact retrograde solver for small games (Solve, Table),
// an alpha-beta searcher for the rest (Search), AI levels as data (Params)
// and Choose, which answers a Request. A Thinker runs Choose off the UI's
// goroutine; NewLocalThinker is the native one.
//
// The engine sees games only through package game: the registry, Match and
// the State interface, plus the optional Evaluator a state may implement.
package engine
