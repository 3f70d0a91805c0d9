package scenes

import (
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
	"parlour/midend"
)

// moveAnimTime is how long one step of a moving piece takes, in seconds.
const moveAnimTime = 0.15

// boardSource is what a board widget shows and takes moves on; a
// midend.Session is one.
type boardSource interface {
	State() game.State
	Version() int       // changes whenever the position does
	PersonToMove() bool // a person may move now
	LastPath() []int    // the points of the last move played
}

// BoardWidget is a board a person plays on: it offers the legal moves
// through a Picker (tap a piece, then where it goes, or drag it there),
// moves a keyboard cursor, zooms and pans a big board on a small screen,
// shows each move travelling and captured pieces fading. It knows no
// rule: its moves come from the position's MovePath, and a host scene
// plays the moves it returns. Any scene can host one.
type BoardWidget struct {
	src      boardSource
	looks    []game.Look  // how the game's kinds of piece look
	announce func(string) // tells screen readers what the widget did

	view  BoardView // where the board is drawn
	room  Rect      // the room it was given
	area  Rect      // the part of the room the board itself has
	scale float64
	zoom  zoomState
	bZoom *Button // zooms in and out of a big board on a small screen

	picker   Picker
	offered  int // the source's version the picker was filled for, -1 none
	gesture  Gesture
	grabbed  bool // the press holds the selected piece
	dragging bool
	dragX    float64
	dragY    float64
	hover    int
	cursor   int
	armed    bool // a piece from the reserve is picked up, to be placed

	anim     moveAnim
	ghosts   []ghost // captured pieces fading out
	lastPath []int
	now      float64
	changed  bool // the view changed by itself (a zoom), to be drawn again

	// Numbers writes each point's number beside it on boards whose
	// points are numbered.
	Numbers bool
	// Overlay, when set, draws over the board and its pieces (marks on
	// the points), in the view the board is drawn with.
	Overlay func(dst *ebiten.Image, v BoardView)
}

// moveAnim is a piece travelling along a move's path.
type moveAnim struct {
	active bool
	path   []int
	piece  game.Piece
	t      float64 // 0..len(path)-1
}

// BoardInput is what one frame of input made on a board: a move to play
// (animated, unless it was dragged into place), or a refused try the
// game may explain; Touched says the board was pressed.
type BoardInput struct {
	Move    game.Move
	Played  bool
	Animate bool
	Refused []int
	Touched bool
}

// NewBoardWidget returns a board showing src with the looks of the game's pieces.
func NewBoardWidget(src boardSource, looks []game.Look, announce func(string)) *BoardWidget {
	w := &BoardWidget{src: src, looks: looks, announce: announce, hover: -1, cursor: -1, offered: -1}
	w.bZoom = NewButton("+")
	w.bZoom.Name = "button:Zoom"
	w.bZoom.Action = w.toggleZoom
	w.lastPath = src.LastPath()
	return w
}

// Live reports whether a person may move on the board now: the source
// says so and no move is being shown.
func (w *BoardWidget) Live() bool { return w.src.PersonToMove() && !w.anim.active }

// Picker returns the move being built.
func (w *BoardWidget) Picker() *Picker { return &w.picker }

// Armed reports whether a piece from the reserve is picked up.
func (w *BoardWidget) Armed() bool { return w.armed }

// ToggleArm picks up a piece from the reserve to place it, or puts it
// back.
func (w *BoardWidget) ToggleArm() {
	w.armed = !w.armed
	w.offered = -1
}

// Animating reports whether the board changes every frame.
func (w *BoardWidget) Animating() bool { return w.anim.active || len(w.ghosts) > 0 }

// Moving reports whether a move is being shown.
func (w *BoardWidget) Moving() bool { return w.anim.active }

// ZoomButton returns the button that zooms the board, placed by Layout.
func (w *BoardWidget) ZoomButton() *Button { return w.bZoom }

// TakeChanged reports, once, that the board changed by itself.
func (w *BoardWidget) TakeChanged() bool {
	c := w.changed
	w.changed = false
	return c
}

// Layout fits the board into area at UI scale s.
func (w *BoardWidget) Layout(area Rect, s float64) {
	w.room, w.scale = area, s
	w.gesture.Slop = 8 * s
	w.area, w.view, w.bZoom.Rect = w.fit(area, s)
	w.layoutZoom()
}

// Bounds returns what the board would take of area at UI scale s: its
// plate, and under it the bar of the zoom button when it has one.
func (w *BoardWidget) Bounds(area Rect, s float64) Rect {
	_, v, zoom := w.fit(area, s)
	return extent(v, zoom)
}

// Extent returns what the board takes as laid out: Bounds of the room it
// was given.
func (w *BoardWidget) Extent() Rect { return extent(w.zoom.fit, w.bZoom.Rect) }

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
func (w *BoardWidget) fit(area Rect, s float64) (Rect, BoardView, Rect) {
	b := w.src.State().Board()
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
	return area, v, btn
}

// View returns where the board is drawn.
func (w *BoardWidget) View() BoardView { return w.view }

// Reset follows a change of the position: the selection, the dragged
// piece and the armed placement are dropped, and the last move is shown.
func (w *BoardWidget) Reset() {
	w.armed = false
	w.picker.Clear()
	w.lastPath = w.src.LastPath()
	w.dragging, w.grabbed = false, false
}

// StopMove ends the move being shown.
func (w *BoardWidget) StopMove() { w.anim.active = false }

// ShowMove shows piece travelling along path.
func (w *BoardWidget) ShowMove(path []int, piece game.Piece) {
	if len(path) > 1 {
		w.anim = moveAnim{active: true, path: path, piece: piece}
	}
}

// ShowStep shows a move just played: the pieces it took fading and, when
// animate, its piece travelling.
func (w *BoardWidget) ShowStep(st midend.Step, animate bool) {
	w.noteCaptures(st.Captured, st.Path, animate)
	if animate {
		w.ShowMove(st.Path, st.Piece)
	}
}

// Update runs the board's time: the moving piece and the fading ghosts.
func (w *BoardWidget) Update(now, dt float64) {
	w.now = now
	w.fadeGhosts()
	if w.anim.active {
		w.anim.t += dt / moveAnimTime
		if w.anim.t >= float64(len(w.anim.path)-1) {
			w.anim.active = false
		}
	}
}

// offer fills the picker with the legal moves when a person may move, and
// empties it otherwise.
func (w *BoardWidget) offer() {
	if !w.Live() {
		if w.picker.Active() {
			w.picker.Reset(nil)
		}
		w.offered = -1
		return
	}
	if w.offered == w.src.Version() && w.picker.Active() {
		return
	}
	st := w.src.State()
	_, reserve := st.(game.Reserver)
	var cands []Candidate
	for _, mv := range st.LegalMoves(nil) {
		path := st.MovePath(mv)
		if reserve && placement(st, path) != w.armed {
			continue // placements wait for a piece picked from the reserve, and then only they are offered
		}
		cands = append(cands, Candidate{Move: mv, Path: path})
	}
	w.picker.Reset(cands)
	w.offered = w.src.Version()
}

// placement reports whether mv puts a piece from off the board on an
// empty point: in games with a reserve such moves are offered only once
// the player has picked the piece up from the reserve.
func placement(st game.State, path []int) bool {
	return len(path) == 1 && st.PieceAt(path[0]).Empty()
}

// Input reads the pointer: hover, taps and drags on the board, and pans
// of a zoomed board.
func (w *BoardWidget) Input(f *Frame) BoardInput {
	var in BoardInput
	w.offer()
	hit := w.view.Hit(f.X, f.Y)
	w.hover = -1
	if f.Hover {
		w.hover = hit
	}
	g := w.gesture.Feed(f.Down, f.X, f.Y)
	if !w.Live() {
		w.gesture.Cancel()
		w.dragging, w.grabbed = false, false
		return in
	}
	switch g {
	case GesturePress:
		if !w.area.Contains(f.X, f.Y) {
			w.gesture.Cancel()
			return in
		}
		w.cursor, in.Touched = -1, true
		w.grabbed = w.picker.Press(hit)
	case GestureDragStart, GestureDrag:
		if g == GestureDragStart && !w.grabbed && w.zoom.on {
			w.zoom.panning, w.zoom.lx, w.zoom.ly = true, f.X, f.Y
		}
		if w.zoom.panning {
			w.panBy(f.X, f.Y)
			return in
		}
		w.dragging = w.grabbed
		w.dragX, w.dragY = f.X, f.Y
	case GestureTap:
		w.release(&in, hit, false)
		w.grabbed = false
	case GestureDrop:
		w.dragging, w.grabbed = false, false
		if w.zoom.panning {
			w.zoom.panning = false
			return in
		}
		w.release(&in, hit, true)
	}
	return in
}

// Ignore lets the board see the pointer of frame f without acting on it:
// a press that something over the board took (a button) makes no tap or
// drag when it is released.
func (w *BoardWidget) Ignore(f *Frame) {
	w.gesture.Feed(f.Down, f.X, f.Y)
	w.gesture.Cancel()
	w.dragging, w.grabbed = false, false
}

// release ends a tap or a drop on point hit: a move, or a refused try.
func (w *BoardWidget) release(in *BoardInput, hit int, dragged bool) {
	tried := w.tried(hit)
	if mv, ok := w.picker.Release(hit, dragged); ok {
		in.Move, in.Played, in.Animate = mv, true, !dragged
		return
	}
	if w.armed && len(w.picker.Prefix()) == 0 {
		w.armed = false // a tap elsewhere puts the reserve's piece back
		w.offered = -1
	}
	in.Refused = tried
}

// tried returns the points a tap on hit would make, when the tap is not
// one the picker expects (not a movable piece, not a target): a refused
// try that may deserve an explanation. It returns nil otherwise.
func (w *BoardWidget) tried(hit int) []int {
	if hit < 0 || slices.Contains(w.picker.Targets(), hit) || slices.Contains(w.picker.Movable(), hit) || hit == w.picker.Selected() {
		return nil
	}
	if w.picker.Selected() < 0 && w.src.State().PieceAt(hit).Empty() && !w.armed {
		return nil // a tap on an empty point with nothing picked up
	}
	return append(slices.Clone(w.picker.Prefix()), hit)
}

// Deselect drops the picked piece; it reports false when none was.
func (w *BoardWidget) Deselect() bool {
	if w.picker.Selected() < 0 {
		return false
	}
	w.picker.Clear()
	w.dragging = false
	return true
}

// HideCursor hides the keyboard cursor, when the focus goes to a button.
func (w *BoardWidget) HideCursor() { w.cursor = -1 }

// MoveCursor moves the keyboard cursor to the nearest point in direction
// (dx,dy), showing it first at the selected or a movable piece.
func (w *BoardWidget) MoveCursor(dx, dy float64) {
	if w.cursor < 0 || dx == 0 && dy == 0 {
		w.offer()
		switch {
		case w.picker.Selected() >= 0:
			w.cursor = w.picker.Selected()
		case len(w.picker.Movable()) > 0:
			w.cursor = w.picker.Movable()[0]
		default:
			w.cursor = 0
		}
		return
	}
	xs, ys := w.view.Positions()
	if q := Nearest(xs, ys, w.cursor, dx, dy); q >= 0 {
		w.cursor = q
		w.reveal(q)
	}
}

// Activate taps the point under the keyboard cursor, showing the cursor
// first when it is hidden; it returns the move the tap completes.
func (w *BoardWidget) Activate() (game.Move, bool) {
	if w.cursor < 0 {
		w.MoveCursor(0, 0)
		return 0, false
	}
	if !w.Live() {
		return 0, false
	}
	w.offer()
	return w.picker.Tap(w.cursor)
}

// Targets lists every point in view.
func (w *BoardWidget) Targets(add func(string, Rect)) {
	b := w.view.Board
	h := 0.4 * w.view.Spacing
	for i := 0; i < b.Len(); i++ {
		if w.zoom.on && !w.onBoard(i) {
			continue
		}
		x, y := w.view.At(i)
		add("point:"+b.Point(i).Name, Rect{x - h, y - h, 2 * h, 2 * h})
	}
}

// Draw draws the board at UI scale s: the pieces pulsing at time t, the
// hint's path, the moving piece, the fading ghosts and a dragged piece.
func (w *BoardWidget) Draw(dst *ebiten.Image, s, t float64, hint []int) {
	st := w.src.State()
	look := noLook()
	look.State, look.Looks, look.Labels, look.Time = st, w.looks, true, t
	look.Numbers = w.Numbers
	look.LastPath = w.lastPath
	if w.Live() {
		look.Movable = w.picker.Movable()
		look.Selected = w.picker.Selected()
		if look.Selected >= 0 || len(w.picker.Targets()) > 0 && len(look.Movable) == 0 {
			look.Targets = w.picker.Targets()
		}
		look.Hover = w.hover
		look.Cursor = w.cursor
	}
	look.HintPath = hint
	if w.anim.active {
		look.Hide = w.anim.path[len(w.anim.path)-1]
		look.LastPath = nil
	}
	if w.dragging {
		look.Hide = w.picker.Selected()
		look.Hover = w.view.Hit(w.dragX, w.dragY)
	}
	bd := w.boardImage(dst)
	drawBoard(bd, w.view, s, look)
	w.drawGhosts(bd)
	if w.Overlay != nil {
		w.Overlay(bd, w.view)
	}
	w.drawZoomCoordinates(bd)

	pr := w.view.PieceRadius()
	if a := w.anim; a.active {
		i := min(int(a.t), len(a.path)-2)
		k := easeOut(a.t - float64(i))
		x0, y0 := w.view.At(a.path[i])
		x1, y1 := w.view.At(a.path[i+1])
		lift := math.Sin(math.Pi*k) * 0.12 * pr
		drawPiece(bd, x0+(x1-x0)*k, y0+(y1-y0)*k-lift, pr, lookOf(w.looks, a.piece), int(a.piece.Owner), true)
	}
	if w.dragging {
		if sel := w.picker.Selected(); sel >= 0 {
			pc := st.PieceAt(sel)
			drawPiece(dst, w.dragX, w.dragY, pr*1.08, lookOf(w.looks, pc), int(pc.Owner), true)
		}
	}
}

func easeOut(t float64) float64 {
	t = clamp(t, 0, 1)
	return 1 - (1-t)*(1-t)*(1-t)
}
