package play

import (
	"testing"

	"parlour/scenes/board"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// TestPlayScreenLegend checks that the play screen of The Game of War
// shows its pieces with their names, whole, where there is room: in the
// side panel on a laptop and under the message on a taller phone, clear
// of the buttons (on a 390×844 phone the zoom bar and the moves take that
// room, and the rules screen has the legend); and that a game without a
// legend shows none.
func TestPlayScreenLegend(t *testing.T) {
	for _, size := range [][2]float64{{1280, 800}, {390, 844}, {430, 932}} {
		h := newHarnessOf(t, playedWar(t), []saves.Seat{saves.Human, saves.Human})
		h.resizeLike(size[0], size[1])
		h.draw()
		p := h.p
		if p.at.legend.Empty() && size[1] == 844 && !p.rev.moves.Empty() {
			continue
		}
		if p.at.legend.Empty() {
			t.Errorf("%vx%v: no legend of the pieces", size[0], size[1])
			continue
		}
		for _, b := range p.btn.tools {
			if overlaps(b.Rect, p.at.legend) {
				t.Errorf("%vx%v: the legend %v runs into the %s button %v", size[0], size[1], p.at.legend, b.Label, b.Rect)
			}
		}
		if overlaps(p.at.legend, p.at.message) || overlaps(p.at.legend, p.rev.moves) {
			t.Errorf("%vx%v: the legend %v overlaps the message %v or the moves %v", size[0], size[1], p.at.legend, p.at.message, p.rev.moves)
		}
		sc := h.c.S
		cells := legendCells(p.g, ui.Rect{X: p.at.legend.X, Y: p.at.legend.Y + 22*sc, W: p.at.legend.W, H: p.at.legend.H - 22*sc}, sc)
		for i, cell := range cells {
			name := board.KindName(p.g, i+1)
			if _, lines, _, ok := legendName(p.g, i+1, cell, 9*sc, sc); !ok {
				t.Errorf("%vx%v: %q does not fit its place in the legend: %q", size[0], size[1], name, lines)
			}
			if cell.Bottom() > p.at.legend.Bottom() {
				t.Errorf("%vx%v: %q falls below the legend", size[0], size[1], name)
			}
		}
	}
	h := newHarness(t, vsAI)
	h.resizeLike(1280, 800)
	if !h.p.at.legend.Empty() {
		t.Errorf("Hare and Hounds shows a legend %v", h.p.at.legend)
	}
}
