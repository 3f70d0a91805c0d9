package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Big boards (Leapfrog's 18×18) on a phone leave squares too small to tap
// with confidence. The play screen then offers a zoom button in the
// board's corner: zoomed in, the board is drawn larger inside the same
// area and a drag that does not carry a piece pans it.

// minTapSpacing is the smallest distance between points, in design pixels,
// at which the board is comfortable to tap without zooming.
const minTapSpacing = 34

// zoomState is a board widget's zoom: off, or a magnification and the
// board point (in grid units) at the centre of the board area.
type zoomState struct {
	on       bool
	factor   float64
	cx, cy   float64
	fit      BoardView // the whole board fitted in the area
	panning  bool
	lx, ly   float64 // pointer position at the last pan step
	possible bool    // the board is small enough for zoom to help
}

// zoomedView returns the view of b in area magnified by factor around the
// grid point (cx,cy), which is moved as little as needed to keep the board
// covering the area.
func zoomedView(fit BoardView, area Rect, factor, cx, cy float64) BoardView {
	v := fit
	v.Spacing = math.Floor(fit.Spacing*factor*2) / 2
	cols, rows := fit.Board.Size()
	m := margin(fit.Board)
	// Keep the centre where the plate still covers the area.
	half := func(n int, size float64) (lo, hi float64) {
		span := float64(max(n-1, 0)) + 2*m
		need := size / v.Spacing
		if need >= span {
			c := float64(max(n-1, 0)) / 2
			return c, c
		}
		return -m + need/2, float64(max(n-1, 0)) + m - need/2
	}
	lo, hi := half(cols, area.W)
	cx = clamp(cx, lo, hi)
	lo, hi = half(rows, area.H)
	cy = clamp(cy, lo, hi)
	ax, ay := area.Center()
	v.ox, v.oy = math.Round(ax-cx*v.Spacing), math.Round(ay-cy*v.Spacing)
	return v
}

// layoutZoom is called after the board is fitted into its area: it
// keeps the fitted view, offers zoom when the board is small, and applies
// the zoom when it is on.
func (w *BoardWidget) layoutZoom() {
	z := &w.zoom
	z.fit = w.view
	z.possible = w.view.Spacing > 0 && w.view.Spacing < minTapSpacing*w.scale
	if !z.possible {
		z.on = false
	}
	if z.on {
		z.factor = minTapSpacing * 1.25 * w.scale / z.fit.Spacing
		w.view = zoomedView(z.fit, w.area, z.factor, z.cx, z.cy)
	}
	w.bZoom.Rect = Rect{}
	if z.possible {
		sz := 40 * w.scale
		pl := z.fit.Plate()
		w.bZoom.Rect = Rect{math.Min(pl.Right(), w.area.Right()) - sz - 4*w.scale, math.Max(pl.Y, w.area.Y) + 4*w.scale, sz, sz}
	}
	w.bZoom.Label = "+"
	if z.on {
		w.bZoom.Label = "−"
	}
	w.bZoom.Enabled = z.possible
}

// toggleZoom zooms in around the selected piece (or the board's centre),
// or back out.
func (w *BoardWidget) toggleZoom() {
	z := &w.zoom
	if !z.possible {
		return
	}
	z.on = !z.on
	if z.on {
		cols, rows := z.fit.Board.Size()
		z.cx, z.cy = float64(cols-1)/2, float64(rows-1)/2
		if sel := w.picker.Selected(); sel >= 0 {
			pt := z.fit.Board.Point(sel)
			z.cx, z.cy = float64(pt.Col), float64(pt.Row)
		}
		w.announce("Board zoomed in. Drag an empty square to look around.")
	} else {
		w.announce("Whole board shown.")
	}
	w.Layout(w.area, w.scale)
	w.changed = true
}

// panBy moves the zoomed view by a drag from (lx,ly) to (x,y).
func (w *BoardWidget) panBy(x, y float64) {
	z := &w.zoom
	if !z.on || w.view.Spacing <= 0 {
		return
	}
	z.cx -= (x - z.lx) / w.view.Spacing
	z.cy -= (y - z.ly) / w.view.Spacing
	z.lx, z.ly = x, y
	w.view = zoomedView(z.fit, w.area, z.factor, z.cx, z.cy)
	// Remember the centre the clamping kept, so panning back is immediate.
	ax, ay := w.area.Center()
	z.cx, z.cy = (ax-w.view.ox)/w.view.Spacing, (ay-w.view.oy)/w.view.Spacing
}

// boardImage returns where the board is drawn: the board area only when
// zoomed, so the magnified board does not spill over the rest.
func (w *BoardWidget) boardImage(dst *ebiten.Image) *ebiten.Image {
	if w.zoom.on {
		return clip(dst, w.area)
	}
	return dst
}

// onBoard reports whether point q is visible in the board area.
func (w *BoardWidget) onBoard(q int) bool {
	x, y := w.view.At(q)
	return w.area.Contains(x, y)
}

// reveal pans the zoomed board so that point q is in view.
func (w *BoardWidget) reveal(q int) {
	z := &w.zoom
	if !z.on || q < 0 || w.onBoard(q) {
		return
	}
	pt := z.fit.Board.Point(q)
	z.cx, z.cy = float64(pt.Col), float64(pt.Row)
	w.view = zoomedView(z.fit, w.area, z.factor, z.cx, z.cy)
}
