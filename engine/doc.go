// Package engine chooses moves for every Parlour game without knowing any
// game by name: an exact retrograde solver for small games (Solve, Table),
// an alpha-beta searcher for the rest (Search), AI levels as data (Params)
// and Choose, which answers a Request. A Thinker runs Choose off the UI's
// goroutine; NewLocalThinker is the native one.
//
// The engine sees games only through package game: the registry, Match and
// the State interface, plus optional interfaces a state may implement.
//
// The files form clusters: the entry (api.go, choose.go, levels.go,
// thinker.go, bench.go); the search (search*.go: alpha-beta, move
// ordering, quiescence, forward pruning and extensions, transposition
// table, the greedy player); the exact solvers (solve*.go: the solver of
// small games and the retrograde solver of large ones, and book.go, which
// plays a game's own book); the solo solver of games of one player
// (solo*.go: SolveSolo, ShortestSolo, LivePositions); and the games of
// three players and more (mcts*.go): Search as a paranoid search where
// the game keeps scores, Monte Carlo tree search where it does not.
// Package engine/proof, below it, proves the puzzles players are set with
// these solvers and searches.
//
// The optional interfaces, and who uses them:
//
//	interface                 defined in  used by                        implemented by
//	Evaluator                 engine      Search, the greedy player,     every game
//	                                      the solo solver
//	Tactical, TacticalLister  engine      Search's move ordering and     Fox and Geese, Game of War
//	                                      quiescence, and its refinements
//	QuietChecker              engine      Search's moves listed in two   Game of War
//	                                      stages
//	NullMover                 engine      Search's null-move pruning     Game of War
//	Exchanger                 engine      Search's capture ordering and  Game of War
//	                                      quiescence pruning
//	Extender                  engine      Search's extensions            Game of War
//	BookMover                 engine      Choose at the strongest level  Catch the Hare
//	TableNoter                engine      Choose's note when a game's    Catch the Hare, Peg Solitaire
//	                                      data file could not be had
//	Symmetric, Pruner,        engine      the solo solver                Peg Solitaire
//	MoveBounder, GoalOracle,
//	MoveEnder
//	game.Scorer               game        Search's paranoid evaluation,  Catch the Hare, Fox and Geese,
//	                                      Monte Carlo, the greedy        Leapfrog
//	                                      player, the screens
//	game.Retrograde           game        RetroValue, the command        Catch the Hare
//	                                      line's solve
//
// Search refines its alpha-beta for Tactical states (aspiration windows,
// futility and late move pruning, logarithmic late move reductions, a
// transposition table of depth-preferred and always-replaced slots, and
// the three interfaces above where a state has them); states that are not
// Tactical are searched without them. The search as it was before the
// refinements, the frozen baseline that tournaments measure every change
// against, is no level of the engine: it is kept apart from the product in
// package lab/baseline, and the lab's command plays it as a contender of
// its own.
//
// The tests of the engine on each game, which the rules' own tests cannot
// hold since rules never import the engine, are in engine/gamestest; its
// conformance test checks that they assert, for each game, every one of
// these interfaces of the engine that its state implements, as
// game/catalog's checks each game's own tests for the interfaces of
// package game.
package engine
