package board

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/lang"
	"parlour/scenes/ui"
)

// Big boards (Leapfrog's 18×18) on a phone leave squares too small to tap
// with confidence. The board then offers a zoom button in a bar
// under the board, where it covers no square: zoomed in, the board is
// drawn larger inside the same area, with its coordinates along the
// area's edges, and a drag that does not carry a piece pans it.

// minTapSpacing is the smallest distance between points, in design pixels,
// at which the board is comfortable to tap without zooming.
const minTapSpacing = 34

// zoomState is a board pane's zoom: off, or a magnification and the
// board point (in grid units) at the centre of the board area.
type zoomState struct {
	on       bool
	factor   float64
	cx, cy   float64
	fit      View // the whole board fitted in the area
	panning  bool
	lx, ly   float64 // pointer position at the last pan step
	possible bool    // the board is small enough for zoom to help
}

// zoomedView returns the view of b in area magnified by factor around the
// grid point (cx,cy), which is moved as little as needed to keep the board
// covering the area.
func zoomedView(fit View, area ui.Rect, factor, cx, cy float64) View {
	v := fit
	v.Spacing = math.Floor(fit.Spacing*factor*2) / 2
	v.edge = 0 // the margin's share of a spacing: coordinates are drawn over the area's edges
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
	cx = ui.Clamp(cx, lo, hi)
	lo, hi = half(rows, area.H)
	cy = ui.Clamp(cy, lo, hi)
	ax, ay := area.Center()
	v.OX, v.OY = math.Round(ax-cx*v.Spacing), math.Round(ay-cy*v.Spacing)
	return v
}

// layoutZoom is called after the board is fitted into its area: it
// keeps the fitted view, offers zoom when the board is small, and applies
// the zoom when it is on.
func (p *Pane) layoutZoom() {
	z := &p.zoom
	z.fit = p.view
	z.possible = !p.bZoom.Rect.Empty()
	if !z.possible {
		z.on = false
	}
	if z.on {
		z.factor = minTapSpacing * 1.25 * p.scale / z.fit.Spacing
		p.view = zoomedView(z.fit, p.area, z.factor, z.cx, z.cy)
	}
	p.bZoom.Label = "+"
	if z.on {
		p.bZoom.Label = "−"
	}
	p.bZoom.Enabled = z.possible
}

// toggleZoom zooms in around the selected piece (or the board's centre),
// or back out.
func (p *Pane) toggleZoom() {
	z := &p.zoom
	if !z.possible {
		return
	}
	z.on = !z.on
	if z.on {
		cols, rows := z.fit.Board.Size()
		z.cx, z.cy = float64(cols-1)/2, float64(rows-1)/2
		if p.selected != nil {
			if sel := p.selected(); sel >= 0 {
				pt := z.fit.Board.Point(sel)
				z.cx, z.cy = float64(pt.Col), float64(pt.Row)
			}
		}
		p.announce(lang.T("Board zoomed in. Drag an empty square to look around."))
	} else {
		p.announce(lang.T("Whole board shown."))
	}
	p.Layout(p.room, p.scale)
	p.changed = true
}

// panBy moves the zoomed view by a drag from (lx,ly) to (x,y).
func (p *Pane) panBy(x, y float64) {
	z := &p.zoom
	if !z.on || p.view.Spacing <= 0 {
		return
	}
	z.cx -= (x - z.lx) / p.view.Spacing
	z.cy -= (y - z.ly) / p.view.Spacing
	z.lx, z.ly = x, y
	p.view = zoomedView(z.fit, p.area, z.factor, z.cx, z.cy)
	// Remember the centre the clamping kept, so panning back is immediate.
	ax, ay := p.area.Center()
	z.cx, z.cy = (ax-p.view.OX)/p.view.Spacing, (ay-p.view.OY)/p.view.Spacing
}

// boardImage returns where the board is drawn: the board area only when
// zoomed, so the magnified board does not spill over the rest.
func (p *Pane) boardImage(dst *ebiten.Image) *ebiten.Image {
	if p.zoom.on {
		return ui.Clip(dst, p.area)
	}
	return dst
}

// InView reports whether point q is visible in the board's area: on a
// zoomed board, some points are out of view.
func (p *Pane) InView(q int) bool {
	x, y := p.view.At(q)
	return p.area.Contains(x, y)
}

// reveal pans the zoomed board so that point q is in view.
func (p *Pane) reveal(q int) {
	z := &p.zoom
	if !z.on || q < 0 || p.InView(q) {
		return
	}
	pt := z.fit.Board.Point(q)
	z.cx, z.cy = float64(pt.Col), float64(pt.Row)
	p.view = zoomedView(z.fit, p.area, z.factor, z.cx, z.cy)
}

// drawZoomCoordinates writes the coordinates of the zoomed board along
// the left and bottom edges of its area, over a band of the plate's
// colour, so that the squares in view can be named as the board pans.
func (p *Pane) drawZoomCoordinates(dst *ebiten.Image) {
	labels, band := p.zoomCoordinates()
	if band == 0 {
		return
	}
	a := p.area
	f := labelFace(0, p.scale)
	c := ui.WithAlpha(ui.ColLine, 0.9)
	ui.FillRect(dst, ui.Rect{X: a.X, Y: a.Y, W: band, H: a.H}, ui.WithAlpha(ui.ColPlate, 0.85))
	ui.FillRect(dst, ui.Rect{X: a.X, Y: a.Bottom() - band, W: a.W, H: band}, ui.WithAlpha(ui.ColPlate, 0.85))
	for _, l := range labels {
		ui.DrawText(dst, l.text, f, l.x, l.y, ui.AlignCenter, c)
	}
}

// zoomLabel is one coordinate of the zoomed board: its text, centred at
// (x, y) in line with its row or column.
type zoomLabel struct {
	text string
	x, y float64
}

// zoomCoordinates returns the coordinates drawZoomCoordinates writes,
// those of the rows and columns in view, and the width of the band they
// stand on (0 when the board is not zoomed or has no coordinates).
func (p *Pane) zoomCoordinates() (labels []zoomLabel, band float64) {
	cols, rows, ok := coordinateLabels(p.view.Board)
	if !ok || !p.zoom.on {
		return nil, 0
	}
	v, a := p.view, p.area
	band = labelRoom(v.Board, p.scale)
	for row, l := range rows {
		if y := v.OY + float64(row)*v.Spacing; y > a.Y && y < a.Bottom()-band {
			labels = append(labels, zoomLabel{l, a.X + band/2, y})
		}
	}
	for col, l := range cols {
		if x := v.OX + float64(col)*v.Spacing; x > a.X+band && x < a.Right() {
			labels = append(labels, zoomLabel{l, x, a.Bottom() - band/2})
		}
	}
	return labels, band
}
