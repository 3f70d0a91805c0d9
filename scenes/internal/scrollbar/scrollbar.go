// Package scrollbar draws the thin scroll indicator of the screens whose
// content scrolls in a view (the menu, the options, the rules), which do
// not import each other.
package scrollbar

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/scenes/ui"
)

// Draw draws the indicator of sc at the right of view, at UI scale s;
// nothing when the content fits the view.
func Draw(dst *ebiten.Image, view ui.Rect, sc *ui.Scroller, s float64) {
	if sc.Max <= 0 {
		return
	}
	total := view.H + sc.Max
	h := math.Max(view.H*view.H/total, 32*s)
	y := view.Y + (view.H-h)*sc.Offset/sc.Max
	ui.FillRoundRect(dst, ui.Rect{X: view.Right() - 7*s, Y: y, W: 4 * s, H: h}, 2*s, ui.WithAlpha(ui.ColMuted, 0.45))
}
