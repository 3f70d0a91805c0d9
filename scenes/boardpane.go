package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
)

// boardPane is the part of a board on the screen that knows nothing of
// moves: where the board is drawn in the room it is given, its zoom and
// pan on a small screen, the keyboard cursor, the point under the
// pointer, and the pointer's taps and drags, a dragged piece following
// it. A host gives it meaning: BoardWidget turns taps and drags into
// legal moves, the set-up board into pieces put on, moved and taken off.
type boardPane struct {
	board    func() *game.Board // the board shown
	announce func(string)       // tells screen readers what the pane did
	selected func() int         // the point to zoom in around, or -1; nil for the board's centre

	view  BoardView // where the board is drawn
	room  Rect      // the room it was given
	area  Rect      // the part of the room the board itself has
	scale float64
	zoom  zoomState
	bZoom *Button // zooms in and out of a big board on a small screen

	gesture  Gesture
	held     int  // the point whose piece the press picked up, or -1
	dragging bool // the held piece is being dragged
	dragX    float64
	dragY    float64
	hover    int
	cursor   int
	changed  bool // the view changed by itself (a zoom), to be drawn again
}

// boardTouch is what the pointer did on a pane in one frame.
type boardTouch struct {
	kind GestureKind // GestureNone when nothing happened on the board, or it panned
	hit  int         // the point under the pointer, or -1
	held int         // the point whose piece the press picked up, or -1
}

// init readies the pane to show board, telling screen readers through
// announce; it is called once the pane has its place in its host.
func (p *boardPane) init(board func() *game.Board, announce func(string)) {
	p.board, p.announce = board, announce
	p.hover, p.cursor, p.held = -1, -1, -1
	p.bZoom = NewButton("+")
	p.bZoom.Name = "button:Zoom"
	p.bZoom.Action = p.toggleZoom
}

// Layout fits the board into area at UI scale s.
func (p *boardPane) Layout(area Rect, s float64) {
	p.room, p.scale = area, s
	p.gesture.Slop = 8 * s
	p.area, p.view, p.bZoom.Rect = p.fit(area, s)
	p.layoutZoom()
}

// Bounds returns what the board would take of area at UI scale s: its
// plate, and under it the bar of the zoom button when it has one.
func (p *boardPane) Bounds(area Rect, s float64) Rect {
	_, v, zoom := p.fit(area, s)
	return extent(v, zoom)
}

// Extent returns what the board takes as laid out: Bounds of the room it
// was given.
func (p *boardPane) Extent() Rect { return extent(p.zoom.fit, p.bZoom.Rect) }

// extent returns the plate of view v together with the zoom button under
// it, when there is one.
func extent(v BoardView, zoom Rect) Rect {
	r := v.Plate()
	if !zoom.Empty() {
		r.H = zoom.Bottom() - r.Y
	}
	return r
}

// fit splits area into the board's own area and, when the board is too
// small to tap comfortably, a bar under it for the zoom button, so that
// the button covers no square; it returns the board's area, its view,
// and the zoom button's place (empty without one).
func (p *boardPane) fit(area Rect, s float64) (Rect, BoardView, Rect) {
	b := p.board()
	room := labelRoom(b, s)
	v := fitBoard(b, area, room)
	if v.Spacing <= 0 || v.Spacing >= minTapSpacing*s {
		return area, v, Rect{}
	}
	sz, gap := 40*s, 6*s
	area, _ = area.CutBottom(sz + gap)
	v = fitBoard(b, area, room)
	pl := v.Plate()
	btn := Rect{pl.Right() - sz, pl.Bottom() + gap, sz, sz}
	// Zoomed, the board fills the plate's rows, never the room below
	// them, where the button is.
	return Rect{area.X, pl.Y, area.W, pl.H}, v, btn
}

// View returns where the board is drawn.
func (p *boardPane) View() BoardView { return p.view }

// Scale returns the UI scale the board was laid out at.
func (p *boardPane) Scale() float64 { return p.scale }

// Cursor returns the point under the keyboard cursor, or -1 when it is
// hidden.
func (p *boardPane) Cursor() int { return p.cursor }

// HideCursor hides the keyboard cursor, when the focus goes to a button.
func (p *boardPane) HideCursor() { p.cursor = -1 }

// Dragging reports whether the pointer is dragging, a piece or the view.
func (p *boardPane) Dragging() bool { return p.gesture.Dragging() }

// ZoomButton returns the button that zooms the board, placed by Layout;
// its place is empty when the board needs no zoom.
func (p *boardPane) ZoomButton() *Button { return p.bZoom }

// TakeChanged reports, once, that the board changed by itself.
func (p *boardPane) TakeChanged() bool {
	c := p.changed
	p.changed = false
	return c
}

// track notes the point under the pointer of frame f, and returns it.
func (p *boardPane) track(f *Frame) int {
	hit := p.view.Hit(f.X, f.Y)
	p.hover = -1
	if f.Hover {
		p.hover = hit
	}
	return hit
}

// pointer reads the pointer of frame f: a press on the board, where grab
// says whether it picks up the piece on the point pressed (-1 beside the
// points) to be dragged; a drag, carrying the held piece or, on a zoomed
// board, panning it; and a tap or a drop. A press beside the board and
// the whole of a pan come back as GestureNone.
func (p *boardPane) pointer(f *Frame, grab func(int) bool) boardTouch {
	hit := p.track(f)
	g := p.gesture.Feed(f.Down, f.X, f.Y)
	t := boardTouch{kind: g, hit: hit, held: p.held}
	switch g {
	case GesturePress:
		if !p.area.Contains(f.X, f.Y) {
			p.gesture.Cancel()
			return boardTouch{hit: hit, held: -1}
		}
		p.cursor, p.held = -1, -1
		if grab(hit) {
			p.held = hit
		}
		t.held = p.held
	case GestureDragStart, GestureDrag:
		if g == GestureDragStart && p.held < 0 && p.zoom.on {
			p.zoom.panning, p.zoom.lx, p.zoom.ly = true, f.X, f.Y
		}
		if p.zoom.panning {
			p.panBy(f.X, f.Y)
			t.kind = GestureNone
			return t
		}
		p.dragging = p.held >= 0
		p.dragX, p.dragY = f.X, f.Y
	case GestureTap, GestureDrop:
		if p.zoom.panning {
			t.kind = GestureNone
		}
		p.dragging, p.held, p.zoom.panning = false, -1, false
	}
	return t
}

// Ignore lets the board see the pointer of frame f without acting on it:
// a press that something over the board took (a button) makes no tap or
// drag when it is released.
func (p *boardPane) Ignore(f *Frame) {
	p.gesture.Feed(f.Down, f.X, f.Y)
	p.gesture.Cancel()
	p.dragging, p.held, p.zoom.panning = false, -1, false
}

// moveCursor moves the keyboard cursor to the nearest point in direction
// (dx,dy), or, when it is hidden or the direction is none, shows it on
// the point first returns; a zoomed board pans to keep it in view.
func (p *boardPane) moveCursor(dx, dy float64, first func() int) {
	if p.cursor < 0 || dx == 0 && dy == 0 {
		p.cursor = first()
		p.reveal(p.cursor)
		return
	}
	xs, ys := p.view.Positions()
	if q := Nearest(xs, ys, p.cursor, dx, dy); q >= 0 {
		p.cursor = q
		p.reveal(q)
	}
}

// Targets lists every point in view.
func (p *boardPane) Targets(add func(string, Rect)) {
	b := p.view.Board
	h := 0.4 * p.view.Spacing
	for i := 0; i < b.Len(); i++ {
		if p.zoom.on && !p.onBoard(i) {
			continue
		}
		x, y := p.view.At(i)
		add("point:"+b.Point(i).Name, Rect{x - h, y - h, 2 * h, 2 * h})
	}
}

// decorate marks on l what the pane shows: the point under the pointer,
// the keyboard cursor and, while a piece is dragged, its point left bare
// and the point it would be dropped on.
func (p *boardPane) decorate(l *boardLook) {
	l.Hover, l.Cursor = p.hover, p.cursor
	if p.dragging {
		l.Hide, l.Hover = p.held, p.view.Hit(p.dragX, p.dragY)
	}
}

// draw draws the board at UI scale s with look l, clipped to its area
// when zoomed; over, when set, draws over the board and its pieces on the
// image the board is drawn on. Then come the zoomed board's coordinates
// and the dragged piece, under the pointer.
func (p *boardPane) draw(dst *ebiten.Image, s float64, l *boardLook, over func(bd *ebiten.Image)) {
	bd := p.boardImage(dst)
	drawBoard(bd, p.view, s, l)
	if over != nil {
		over(bd)
	}
	p.drawZoomCoordinates(bd)
	if p.dragging && p.held >= 0 && l.State != nil {
		pc := l.State.PieceAt(p.held)
		drawPiece(dst, p.dragX, p.dragY, p.view.PieceRadius()*1.08, lookOf(l.Looks, pc), int(pc.Owner), true)
	}
}
