package play

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/game"
	"parlour/lang"
	"parlour/scenes/board"
	"parlour/scenes/ui"
)

// The legend of a game's pieces on the play screen, where there is room:
// each kind's look and name (kinds.go says how each moves when a piece
// is picked up).

// legendCellW and legendCellH are the least width and the height of one
// kind's place in the play screen's legend: its piece, and its name on
// one line or two.
const legendCellW, legendCellH = 88, 34

// legendColumns returns how many of n kinds the legend puts side by side
// in width w.
func legendColumns(n int, w, s float64) int { return min(n, max(1, int(w/(legendCellW*s)))) }

// legendHeight returns the height of the play screen's legend of g's
// pieces in width w (its heading included), or 0 when g has none.
func legendHeight(g *game.Game, w, s float64) float64 {
	if g.Legend == nil {
		return 0
	}
	kinds := len(g.Kinds) - 1
	cols := legendColumns(kinds, w, s)
	rows := (kinds + cols - 1) / cols
	return 22*s + 4*s + float64(rows)*legendCellH*s + 4*s
}

// legendCells returns where each kind of g (from 1) stands in the legend
// box.
func legendCells(g *game.Game, box ui.Rect, s float64) []ui.Rect {
	kinds := len(g.Kinds) - 1
	cols := legendColumns(kinds, box.W-12*s, s)
	rows := (kinds + cols - 1) / cols
	return ui.Rect{X: box.X + 6*s, Y: box.Y + 2*s, W: box.W - 12*s, H: float64(rows) * legendCellH * s}.Grid(kinds, cols, 0, legendCellH*s)
}

// legendName fits the name of g's kind k into its cell beside the piece of
// radius r: on one line, or on two in a smaller type.
func legendName(g *game.Game, k int, cell ui.Rect, r, s float64) (f *text.GoTextFace, lines []string, x float64, ok bool) {
	x = cell.X + 2*r + 8*s
	f, lines, ok = ui.FitLines(board.KindName(g, k), false, 13.5*s, 11*s, cell.Right()-x-2*s, cell.H)
	return f, lines, x, ok
}

// drawLegend draws in place each kind of g's pieces with its name, in
// the colours of toMove, the side to move (the first seat's when the game
// is over), under the heading PIECES.
func drawLegend(dst *ebiten.Image, g *game.Game, place ui.Rect, toMove game.Player, s float64) {
	if place.Empty() {
		return
	}
	box := ui.DrawSection(dst, place, lang.T("PIECES"), s)
	owner := max(0, int(toMove))
	r := 9 * s
	for i, cell := range legendCells(g, box, s) {
		k := i + 1
		cy := cell.Y + cell.H/2
		board.DrawPiece(dst, cell.X+r+2*s, cy, r, board.LookOf(g.Looks, game.Piece{Owner: game.Player(owner), Kind: uint8(k)}), owner, false)
		f, lines, x, _ := legendName(g, k, cell, r, s)
		y := cy - float64(len(lines)-1)*ui.LineHeight(f)/2
		for _, ln := range lines {
			ui.DrawText(dst, ln, f, x, y, ui.AlignLeft, ui.ColText)
			y += ui.LineHeight(f)
		}
	}
}
