package options

import (
	"math"

	"parlour/scenes/ui"
)

// layBoardChips lays out the chips of row r that name points of the
// game's board (Peg Solitaire's empty hole) where those points lie on the
// board, a picture of it to tap, under the row's other chips; y is where
// the chips start in column col, at UI scale s. It returns where the row
// ends, and false, leaving the chips alone, when the row's choices are not
// points of the board.
func (o *Screen) layBoardChips(r *choiceRow, col ui.Rect, y, s float64) (float64, bool) {
	if r.option == "" {
		return 0, false
	}
	// The board of the game's usual start: Peg Solitaire numbers its
	// holes as on the English board whichever board is chosen.
	st, _, err := o.g.Start(nil)
	if err != nil {
		return 0, false
	}
	b := st.Board()
	at := make([]int, len(r.chips))
	points := 0
	for j, cp := range r.chips {
		at[j] = -1
		if p, ok := b.Lookup(cp.value); ok {
			at[j] = p
			points++
		}
	}
	if points < 8 || points < 2*(len(r.chips)-points) {
		return 0, false // a few choices read as a row
	}
	x, ch := col.X, 44*s
	others := false
	for j := range r.chips {
		if at[j] >= 0 {
			continue
		}
		w := r.chips[j].r.W
		r.chips[j].r = ui.Rect{X: x, Y: y, W: w, H: ch}
		x += w + 8*s
		others = true
	}
	if others {
		y += ch + 10*s
	}
	cols, rows := b.Size()
	cell := math.Min(52*s, col.W/float64(cols))
	d := cell - 6*s
	for j := range r.chips {
		if p := at[j]; p >= 0 {
			pt := b.Point(p)
			r.chips[j].r = ui.Rect{X: col.X + float64(pt.Col)*cell + (cell-d)/2, Y: y + float64(pt.Row)*cell + (cell-d)/2, W: d, H: d}
		}
	}
	return y + float64(rows)*cell + 22*s, true
}
