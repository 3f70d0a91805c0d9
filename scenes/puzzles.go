package scenes

import (
	"parlour/game"
	"parlour/game/puzzle/sets"
	"parlour/scenes/puzzles"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// Puzzles returns the player's puzzle records, kept apart from the
// settings (saves.KeyPuzzles).
func (a *App) Puzzles() *saves.Puzzles { return &a.puzzles }

// RecordPuzzles makes change on the puzzle records and writes them,
// reporting a failure once; another window's newer records are read
// again first, so that a puzzle played in each keeps both results.
func (a *App) RecordPuzzles(change func(*saves.Puzzles)) {
	p, err := a.saves.UpdatePuzzles(a.puzzles, change)
	a.puzzles = p
	if err != nil {
		a.Notify(a.saveFailed(saves.KeyPuzzles, err))
	}
}

// newPuzzles returns g's puzzle screen, whose Back returns to back.
func (a *App) newPuzzles(g *game.Game, back ui.Scene) *puzzles.Screen {
	cfg := a.sessionConfig()
	cfg.Store = nil
	return puzzles.New(a, a, cfg, g, back)
}

// OpenPuzzles opens g's puzzles, whose Back returns to back.
func (a *App) OpenPuzzles(g *game.Game, back ui.Scene) { a.Go(a.newPuzzles(g, back)) }

// hasPuzzles reports whether g ships puzzles.
func hasPuzzles(g *game.Game) bool { return len(sets.For(g.ID)) > 0 }

// puzzleGame returns the game the menu's Puzzles opens: the one whose
// puzzles were played last, else the first that has puzzles.
func (a *App) puzzleGame() *game.Game {
	if g, err := game.Lookup(a.puzzles.Last); err == nil && hasPuzzles(g) {
		return g
	}
	for _, f := range sets.All() {
		if g, err := game.Lookup(f.Game); err == nil {
			return g
		}
	}
	return nil
}
