package play

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
	"parlour/midend"
	"parlour/scenes/board"
	"parlour/scenes/ui"
)

// review is the play screen's review panel: the history of the game
// (history.go: the move list, where a tap or a key shows an earlier
// position, and "Play from here" goes on from it), the graph of the
// values along the game under it (graph.go), and the values of the moves
// marked on the board with their legend (values.go). It draws and
// announces what the Session holds; the play screen places it and its
// buttons.
type review struct {
	host  Host
	s     *midend.Session
	g     *game.Game
	board *board.Widget
	// token draws the mark of a seat beside its turns in the move list.
	token func(dst *ebiten.Image, pl game.Player, x, y, r float64)

	moves ui.Rect // the move list
	graph ui.Rect // the graph of the values along the game, when they are shown and there is room

	histKey   string      // the moves historyTurns last grouped
	histTurns []game.Turn // every turn, those kept for Redo included
	histEnds  []int       // the plies played when each turn ends
	saidVals  int         // the version whose values were last announced, -1 none
	saidPick  string      // the version and piece whose values were last announced
}
