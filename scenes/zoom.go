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

// zoomState is the play screen's zoom: off, or a magnification and the
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

// layoutZoom is called after the board is fitted into p.boardArea: it
// keeps the fitted view, offers zoom when the board is small, and applies
// the zoom when it is on.
func (p *Play) layoutZoom(c *Context) {
	z := &p.zoom
	z.fit = p.view
	z.possible = p.view.Spacing > 0 && p.view.Spacing < minTapSpacing*c.S
	if !z.possible {
		z.on = false
	}
	if z.on {
		z.factor = minTapSpacing * 1.25 * c.S / z.fit.Spacing
		p.view = zoomedView(z.fit, p.boardArea, z.factor, z.cx, z.cy)
	}
	p.bZoom.Rect = Rect{}
	if z.possible {
		sz := 40 * c.S
		pl := z.fit.Plate()
		p.bZoom.Rect = Rect{math.Min(pl.Right(), p.boardArea.Right()) - sz - 4*c.S, math.Max(pl.Y, p.boardArea.Y) + 4*c.S, sz, sz}
	}
	p.bZoom.Label = "+"
	if z.on {
		p.bZoom.Label = "−"
	}
	p.bZoom.Enabled = z.possible
}

// toggleZoom zooms in around the selected piece (or the board's centre),
// or back out.
func (p *Play) toggleZoom() {
	z := &p.zoom
	if !z.possible {
		return
	}
	z.on = !z.on
	if z.on {
		cols, rows := z.fit.Board.Size()
		z.cx, z.cy = float64(cols-1)/2, float64(rows-1)/2
		if sel := p.picker.Selected(); sel >= 0 {
			pt := z.fit.Board.Point(sel)
			z.cx, z.cy = float64(pt.Col), float64(pt.Row)
		}
		p.app.Announce("Board zoomed in. Drag an empty square to look around.")
	} else {
		p.app.Announce("Whole board shown.")
	}
	p.relayout = true
}

// panBy moves the zoomed view by a drag from (lx,ly) to (x,y).
func (p *Play) panBy(x, y float64) {
	z := &p.zoom
	if !z.on || p.view.Spacing <= 0 {
		return
	}
	z.cx -= (x - z.lx) / p.view.Spacing
	z.cy -= (y - z.ly) / p.view.Spacing
	z.lx, z.ly = x, y
	p.view = zoomedView(z.fit, p.boardArea, z.factor, z.cx, z.cy)
	// Remember the centre the clamping kept, so panning back is immediate.
	ax, ay := p.boardArea.Center()
	z.cx, z.cy = (ax-p.view.ox)/p.view.Spacing, (ay-p.view.oy)/p.view.Spacing
}

// boardImage returns where the board is drawn: the board area only when
// zoomed, so the magnified board does not spill over the rest.
func (p *Play) boardImage(dst *ebiten.Image) *ebiten.Image {
	if p.zoom.on {
		return clip(dst, p.boardArea)
	}
	return dst
}

// onBoard reports whether point q is visible in the board area.
func (p *Play) onBoard(q int) bool {
	x, y := p.view.At(q)
	return p.boardArea.Contains(x, y)
}

// reveal pans the zoomed board so that point q is in view.
func (p *Play) reveal(q int) {
	z := &p.zoom
	if !z.on || q < 0 || p.onBoard(q) {
		return
	}
	pt := z.fit.Board.Point(q)
	z.cx, z.cy = float64(pt.Col), float64(pt.Row)
	p.view = zoomedView(z.fit, p.boardArea, z.factor, z.cx, z.cy)
}
