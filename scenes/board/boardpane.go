package board

import (
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
	"parlour/scenes/ui"
)

// Pane is the part of a board on the screen that knows nothing of
// moves: where the board is drawn in the room it is given, its zoom and
// pan on a small screen, the keyboard cursor, the point under the
// pointer, and the pointer's taps and drags, a dragged piece following
// it. A host gives it meaning: Widget turns taps and drags into
// legal moves, the set-up board into pieces put on, moved and taken off.
type Pane struct {
	board    func() *game.Board // the board shown
	announce func(string)       // tells screen readers what the pane did
	selected func() int         // the point to zoom in around, or -1; nil for the board's centre
	// meant, when set, lists the points where a tap means something now
	// (the pieces that can move, where the selected one may go): a touch
	// is drawn to the nearest of them within touchReach (see hitAt).
	meant func() []int

	view  View    // where the board is drawn
	room  ui.Rect // the room it was given
	area  ui.Rect // the part of the room the board itself has
	scale float64
	zoom  zoomState
	bZoom *ui.Button // zooms in and out of a big board on a small screen

	gesture  tracker
	held     int  // the point whose piece the press picked up, or -1
	dragging bool // the held piece is being dragged
	dragX    float64
	dragY    float64
	hover    int
	cursor   int
	changed  bool // the view changed by itself (a zoom), to be drawn again
	touch    bool // the pointer is a finger, not a mouse
}

// Touch is what the pointer did on a pane in one frame.
type Touch struct {
	Kind GestureKind // GestureNone when nothing happened on the board, or it panned
	Hit  int         // the point under the pointer, or -1
	Held int         // the point whose piece the press picked up, or -1
}

// Init readies the pane to show board, telling screen readers through
// announce; it is called once the pane has its place in its host.
func (p *Pane) Init(board func() *game.Board, announce func(string)) {
	p.board, p.announce = board, announce
	p.hover, p.cursor, p.held = -1, -1, -1
	p.bZoom = ui.NewButton("+")
	p.bZoom.Name = "button:Zoom"
	p.bZoom.Action = p.toggleZoom
}

// Layout fits the board into area at UI scale s.
func (p *Pane) Layout(area ui.Rect, s float64) {
	p.room, p.scale = area, s
	p.gesture.slop = 8 * s
	p.area, p.view, p.bZoom.Rect = p.fit(area, s)
	p.layoutZoom()
}

// Bounds returns what the board would take of area at UI scale s: its
// plate, and under it the bar of the zoom button when it has one.
func (p *Pane) Bounds(area ui.Rect, s float64) ui.Rect {
	_, v, zoom := p.fit(area, s)
	return extent(v, zoom)
}

// Extent returns what the board takes as laid out: Bounds of the room it
// was given.
func (p *Pane) Extent() ui.Rect { return extent(p.zoom.fit, p.bZoom.Rect) }

// extent returns the plate of view v together with the zoom button under
// it, when there is one.
func extent(v View, zoom ui.Rect) ui.Rect {
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
func (p *Pane) fit(area ui.Rect, s float64) (ui.Rect, View, ui.Rect) {
	b := p.board()
	room := labelRoom(b, s)
	v := fitBoard(b, area, room)
	if v.Spacing <= 0 || v.Spacing >= minTapSpacing*s {
		return area, v, ui.Rect{}
	}
	sz, gap := 40*s, 6*s
	area, _ = area.CutBottom(sz + gap)
	v = fitBoard(b, area, room)
	pl := v.Plate()
	btn := ui.Rect{X: pl.Right() - sz, Y: pl.Bottom() + gap, W: sz, H: sz}
	// Zoomed, the board fills the plate's rows, never the room below
	// them, where the button is.
	return ui.Rect{X: area.X, Y: pl.Y, W: area.W, H: pl.H}, v, btn
}

// View returns where the board is drawn.
func (p *Pane) View() View { return p.view }

// Scale returns the UI scale the board was laid out at.
func (p *Pane) Scale() float64 { return p.scale }

// Cursor returns the point under the keyboard cursor, or -1 when it is
// hidden.
func (p *Pane) Cursor() int { return p.cursor }

// SetCursor puts the keyboard cursor on point q, as the arrows would.
func (p *Pane) SetCursor(q int) { p.cursor = q }

// HideCursor hides the keyboard cursor, when the focus goes to a button.
func (p *Pane) HideCursor() { p.cursor = -1 }

// Dragging reports whether the pointer is dragging, a piece or the view.
func (p *Pane) Dragging() bool { return p.gesture.isDragging() }

// Zoomed reports whether the board is zoomed in.
func (p *Pane) Zoomed() bool { return p.zoom.on }

// ZoomButton returns the button that zooms the board, placed by Layout;
// its place is empty when the board needs no zoom.
func (p *Pane) ZoomButton() *ui.Button { return p.bZoom }

// TakeChanged reports, once, that the board changed by itself.
func (p *Pane) TakeChanged() bool {
	c := p.changed
	p.changed = false
	return c
}

// touchReach is how far from a point, in design pixels, a finger may
// land and still be taken for it: half the touch target phones ask for
// (44 points on Apple's, 48 dp on Android's). On a big board on a phone
// (Leapfrog's 18×18, its points 18.5 px apart) a finger covers two or
// three points, so the one under its centre is often not the one meant.
const touchReach = 22

// hitAt returns the point a press at (x,y) is for. The mouse is precise:
// the point under it. A finger is not: when the point under it means
// nothing now (a piece that cannot move, an empty square that is no
// target), the nearest point within touchReach where a tap means
// something is taken instead (see meant), so a touch a few pixels off,
// or between a piece that can move and one that cannot, lands on the
// point the player meant. Where the points are a finger's width apart
// the point under the finger is always the nearest, and nothing changes.
func (p *Pane) hitAt(x, y float64) int {
	hit := p.view.Hit(x, y)
	if !p.touch || p.meant == nil {
		return hit
	}
	pts := p.meant()
	if slices.Contains(pts, hit) {
		return hit
	}
	best, bestD := hit, touchReach*p.scale
	for _, q := range pts {
		qx, qy := p.view.At(q)
		if d := math.Hypot(x-qx, y-qy); d < bestD {
			best, bestD = q, d
		}
	}
	return best
}

// track notes the point under the pointer of frame f, and returns it.
func (p *Pane) track(f *ui.Frame) int {
	p.touch = !f.Hover
	hit := p.hitAt(f.X, f.Y)
	p.hover = -1
	if f.Hover {
		p.hover = hit
	}
	return hit
}

// Pointer reads the pointer of frame f: a press on the board, where grab
// says whether it picks up the piece on the point pressed (-1 beside the
// points) to be dragged; a drag, carrying the held piece or, on a zoomed
// board, panning it; and a tap or a drop. A press beside the board and
// the whole of a pan come back as GestureNone.
func (p *Pane) Pointer(f *ui.Frame, grab func(int) bool) Touch {
	hit := p.track(f)
	g := p.gesture.feed(f.Down, f.X, f.Y)
	t := Touch{Kind: g, Hit: hit, Held: p.held}
	switch g {
	case GesturePress:
		if !p.area.Contains(f.X, f.Y) {
			p.gesture.cancel()
			return Touch{Hit: hit, Held: -1}
		}
		p.cursor, p.held = -1, -1
		if grab(hit) {
			p.held = hit
		}
		t.Held = p.held
	case GestureDragStart, GestureDrag:
		if g == GestureDragStart && p.held < 0 && p.zoom.on {
			p.zoom.panning, p.zoom.lx, p.zoom.ly = true, f.X, f.Y
		}
		if p.zoom.panning {
			p.panBy(f.X, f.Y)
			t.Kind = GestureNone
			return t
		}
		p.dragging = p.held >= 0
		p.dragX, p.dragY = f.X, f.Y
	case GestureTap, GestureDrop:
		if p.zoom.panning {
			t.Kind = GestureNone
		}
		p.dragging, p.held, p.zoom.panning = false, -1, false
	}
	return t
}

// Ignore lets the board see the pointer of frame f without acting on it:
// a press that something over the board took (a button) makes no tap or
// drag when it is released.
func (p *Pane) Ignore(f *ui.Frame) {
	p.gesture.feed(f.Down, f.X, f.Y)
	p.gesture.cancel()
	p.dragging, p.held, p.zoom.panning = false, -1, false
}

// MoveCursor moves the keyboard cursor to the nearest point in direction
// (dx,dy), or, when it is hidden or the direction is none, shows it on
// the point first returns; a zoomed board pans to keep it in view.
func (p *Pane) MoveCursor(dx, dy float64, first func() int) {
	if p.cursor < 0 || dx == 0 && dy == 0 {
		p.cursor = first()
		p.reveal(p.cursor)
		return
	}
	xs, ys := p.view.positions()
	if q := ui.Nearest(xs, ys, p.cursor, dx, dy); q >= 0 {
		p.cursor = q
		p.reveal(q)
	}
}

// Targets lists every point in view.
func (p *Pane) Targets(add func(string, ui.Rect)) {
	b := p.view.Board
	h := 0.4 * p.view.Spacing
	for i := 0; i < b.Len(); i++ {
		if p.zoom.on && !p.InView(i) {
			continue
		}
		x, y := p.view.At(i)
		add("point:"+b.Point(i).Name, ui.Rect{X: x - h, Y: y - h, W: 2 * h, H: 2 * h})
	}
}

// Decorate marks on l what the pane shows: the point under the pointer,
// the keyboard cursor and, while a piece is dragged, its point left bare
// and the point it would be dropped on.
func (p *Pane) Decorate(l *Marks) {
	l.Hover, l.Cursor = p.hover, p.cursor
	if p.dragging {
		l.Hide, l.Hover = p.held, p.hitAt(p.dragX, p.dragY)
	}
}

// Draw draws the board at UI scale s with look l, clipped to its area
// when zoomed; over, when set, draws over the board and its pieces on the
// image the board is drawn on. Then come the zoomed board's coordinates
// and the dragged piece, under the pointer.
func (p *Pane) Draw(dst *ebiten.Image, s float64, l *Marks, over func(bd *ebiten.Image)) {
	bd := p.boardImage(dst)
	Draw(bd, p.view, s, l)
	if over != nil {
		over(bd)
	}
	p.drawZoomCoordinates(bd)
	if p.dragging && p.held >= 0 && l.State != nil {
		pc := l.State.PieceAt(p.held)
		DrawPiece(dst, p.dragX, p.dragY, p.view.PieceRadius()*1.08, LookOf(l.Looks, pc), int(pc.Owner), true)
	}
}
