// Package board is the board of every screen: the View that places a
// game's board in an area, the drawing of its lines, marks and pieces
// (each game's look.Look, painted into sprites), the Pane that a set-up
// board and a game share (its place, zoom, keyboard cursor, taps and
// drags) and the Widget a person plays on, which builds moves from taps
// and drags through the Picker and shows them travelling. It knows no
// rule: moves come from the position's MovePath.
package board

import (
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
	"parlour/game/look"
	"parlour/midend"
	"parlour/scenes/ui"
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

// Widget is a board a person plays on: it offers the legal moves
// through a Picker (tap a piece, then where it goes, or drag it there),
// moves a keyboard cursor, zooms and pans a big board on a small screen,
// shows each move travelling and captured pieces fading. It knows no
// rule: its moves come from the position's MovePath, and a host scene
// plays the moves it returns. Any scene can host one. Its place, zoom,
// cursor and the pointer's taps and drags are a Pane's, which the
// set-up board shares.
type Widget struct {
	Pane
	src   boardSource
	looks []look.Look // how the game's kinds of piece look

	picker  Picker
	offered int  // the source's version the picker was filled for, -1 none
	armed   bool // a piece from the reserve is picked up, to be placed

	anim     moveAnim
	ghosts   []ghost // captured pieces fading out
	lastPath []int
	now      float64

	// Numbers writes each point's number beside it on boards whose
	// points are numbered.
	Numbers bool
	// ReducedMotion shows moves without travel, for a player who asks
	// for less motion: a move is drawn at its landing in the frame that
	// plays it, and the pieces it took are gone at once. The host sets
	// it from the settings (saves.Settings.ReducedMotion) at each frame.
	ReducedMotion bool
	// Overlay, when set, draws over the board and its pieces (marks on
	// the points), in the view the board is drawn with.
	Overlay func(dst *ebiten.Image, v View)
}

// moveAnim is a piece travelling along a move's path.
type moveAnim struct {
	active bool
	path   []int
	piece  game.Piece
	t      float64 // 0..len(path)-1
}

// Input is what one frame of input made on a board: a move to play
// (animated, unless it was dragged into place), or a refused try the
// game may explain; Touched says the board was pressed, and Landed that
// a tap set the piece down on a landing of a chain of jumps on its way,
// the move not made yet.
type Input struct {
	Move    game.Move
	Played  bool
	Animate bool
	Refused []int
	Touched bool
	Landed  bool
}

// NewWidget returns a board showing src with the looks of the game's pieces.
func NewWidget(src boardSource, looks []look.Look, announce func(string)) *Widget {
	w := &Widget{src: src, looks: looks, offered: -1}
	w.Init(func() *game.Board { return src.State().Board() }, announce)
	w.selected = w.picker.Selected
	w.meant = w.meaningful
	w.lastPath = src.LastPath()
	return w
}

// Live reports whether a person may move on the board now: the source
// says so and no move is being shown.
func (w *Widget) Live() bool { return w.src.PersonToMove() && !w.anim.active }

// Picker returns the move being built.
func (w *Widget) Picker() *Picker { return &w.picker }

// Armed reports whether a piece from the reserve is picked up.
func (w *Widget) Armed() bool { return w.armed }

// ToggleArm picks up a piece from the reserve to place it, or puts it
// back.
func (w *Widget) ToggleArm() {
	w.armed = !w.armed
	w.offered = -1
}

// Animating reports whether the board changes every frame.
func (w *Widget) Animating() bool { return w.anim.active || len(w.ghosts) > 0 }

// Moving reports whether a move is being shown.
func (w *Widget) Moving() bool { return w.anim.active }

// Reset follows a change of the position: the selection, the dragged
// piece and the armed placement are dropped, and the last move is shown.
func (w *Widget) Reset() {
	w.armed = false
	w.picker.clear()
	w.lastPath = w.src.LastPath()
	w.dragging, w.held = false, -1
}

// StopMove ends the move being shown.
func (w *Widget) StopMove() { w.anim.active = false }

// ShowMove shows piece travelling along path, unless motion is reduced:
// then the piece is drawn at its landing at once.
func (w *Widget) ShowMove(path []int, piece game.Piece) {
	if len(path) > 1 && !w.ReducedMotion {
		w.anim = moveAnim{active: true, path: path, piece: piece}
	}
}

// ShowStep shows a move just played: the pieces it took fading and, when
// animate, its piece travelling.
func (w *Widget) ShowStep(st midend.Step, animate bool) {
	w.noteCaptures(st.Captured, st.Path, animate)
	if animate {
		w.ShowMove(st.Path, st.Piece)
	}
}

// Update runs the board's time: the moving piece and the fading ghosts.
// Motion reduced meanwhile ends them.
func (w *Widget) Update(now, dt float64) {
	w.now = now
	if w.ReducedMotion {
		w.anim.active, w.ghosts = false, w.ghosts[:0]
	}
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
func (w *Widget) offer() {
	if !w.Live() {
		if w.picker.active() {
			w.picker.reset(nil)
		}
		w.offered = -1
		return
	}
	if w.offered == w.src.Version() && w.picker.active() {
		return
	}
	st := w.src.State()
	_, reserve := st.(game.Reserver)
	var cands []candidate
	var stop game.Move // the move without a path that ends a chain
	hasStop := false
	for _, mv := range st.LegalMoves(nil) {
		path := st.MovePath(mv)
		if reserve && placement(st, path) != w.armed {
			continue // placements wait for a piece picked from the reserve, and then only they are offered
		}
		cands = append(cands, candidate{Move: mv, Path: path})
		if path == nil {
			stop, hasStop = mv, true
		}
	}
	if c, ok := st.(game.Chainer); ok && c.InChain() {
		w.picker.resetChain(cands, stop, hasStop)
	} else {
		w.picker.reset(cands)
	}
	w.offered = w.src.Version()
}

// meaningful returns the points where a tap means something now: the
// pieces that can move, the one picked up and where it may go on or stop
// (the points a touch is drawn to; see Pane.hitAt).
func (w *Widget) meaningful() []int {
	pts := append(w.picker.Movable(), w.picker.Targets()...)
	if s := w.picker.Selected(); s >= 0 {
		pts = append(pts, s)
	}
	return pts
}

// placement reports whether mv puts a piece from off the board on an
// empty point: in games with a reserve such moves are offered only once
// the player has picked the piece up from the reserve.
func placement(st game.State, path []int) bool {
	return len(path) == 1 && st.PieceAt(path[0]).Empty()
}

// Input reads the pointer: hover, taps and drags on the board, and pans
// of a zoomed board.
func (w *Widget) Input(f *ui.Frame) Input {
	var in Input
	w.hurry(f)
	w.offer()
	if !w.Live() {
		w.track(f)
		w.Ignore(f)
		return in
	}
	t := w.Pointer(f, w.picker.press)
	switch t.Kind {
	case GesturePress:
		in.Touched = true
	case GestureTap:
		w.release(&in, t.Hit, false)
	case GestureDrop:
		w.release(&in, t.Hit, true)
	}
	return in
}

// hurry ends the move being shown when the person to move presses on the
// board meanwhile, so that a quick tap (the next landing of a chain, a
// move while the computer's reply still travels) is taken, not lost.
func (w *Widget) hurry(f *ui.Frame) {
	if w.anim.active && f.Pressed && w.area.Contains(f.X, f.Y) && w.src.PersonToMove() {
		w.anim.active = false
	}
}

// release ends a tap or a drop on point hit: a move, or a refused try.
func (w *Widget) release(in *Input, hit int, dragged bool) {
	tried := w.tried(hit)
	before := len(w.picker.Prefix())
	if mv, ok := w.picker.release(hit, dragged); ok {
		in.Move, in.Played, in.Animate = mv, true, !dragged
		return
	}
	if n := len(w.picker.Prefix()); n >= 2 && n > before {
		in.Landed = true
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
func (w *Widget) tried(hit int) []int {
	if hit < 0 || slices.Contains(w.picker.Targets(), hit) || slices.Contains(w.picker.Movable(), hit) || hit == w.picker.Selected() {
		return nil
	}
	if w.picker.Selected() < 0 && w.src.State().PieceAt(hit).Empty() && !w.armed {
		return nil // a tap on an empty point with nothing picked up
	}
	return append(slices.Clone(w.picker.Prefix()), hit)
}

// Deselect drops the picked piece; it reports false when none was, or
// when the piece is in the middle of its chain and alone may move.
func (w *Widget) Deselect() bool {
	if w.picker.Selected() < 0 || w.picker.held() {
		return false
	}
	w.picker.clear()
	w.dragging = false
	return true
}

// MoveCursor moves the keyboard cursor to the nearest point in direction
// (dx,dy), showing it first at the selected or a movable piece.
func (w *Widget) MoveCursor(dx, dy float64) {
	w.Pane.MoveCursor(dx, dy, func() int {
		w.offer()
		switch {
		case w.picker.Selected() >= 0:
			return w.picker.Selected()
		case len(w.picker.Movable()) > 0:
			return w.picker.Movable()[0]
		}
		return 0
	})
}

// Activate taps the point under the keyboard cursor, showing the cursor
// first when it is hidden; it returns the move the tap completes.
func (w *Widget) Activate() (game.Move, bool) {
	if w.cursor < 0 {
		w.MoveCursor(0, 0)
		return 0, false
	}
	if !w.Live() {
		return 0, false
	}
	w.offer()
	return w.picker.tap(w.cursor)
}

// Draw draws the board at UI scale s: the pieces pulsing at time t, the
// hint's path, the moving piece, the fading ghosts and a dragged piece.
func (w *Widget) Draw(dst *ebiten.Image, s, t float64, hint []int) {
	look := w.marks(t, hint)
	w.Pane.Draw(dst, s, look, func(bd *ebiten.Image) {
		w.drawGhosts(bd)
		if w.Overlay != nil {
			w.Overlay(bd, w.view)
		}
		w.drawMoving(bd)
	})
}

// marks returns what the board shows at time t with the hint's path: the
// position, the last move, and while a person may move the pieces that
// can, the move being built (its piece on its latest landing, the pieces
// it jumped so far taken) and where it may go on or stop.
func (w *Widget) marks(t float64, hint []int) *Marks {
	look := NoMarks()
	look.State, look.Looks, look.Labels, look.Time = w.src.State(), w.looks, true, t
	look.Numbers = w.Numbers
	look.LastPath = w.lastPath
	if w.Live() {
		look.Movable = w.picker.Movable()
		look.Selected = w.picker.Selected()
		if look.Selected >= 0 || len(w.picker.Targets()) > 0 && len(look.Movable) == 0 {
			look.Targets = w.picker.Targets()
		}
		look.Stop = w.picker.Stop()
		if pre := w.picker.Prefix(); len(pre) > 1 {
			look.Chain = pre
			look.Taken = w.jumped(pre)
			look.LastPath = nil
		}
		w.Decorate(look)
	}
	look.HintPath = hint
	if w.anim.active {
		look.Hide = w.anim.path[len(w.anim.path)-1]
		look.LastPath = nil
	}
	return look
}

// jumped returns the pieces that the move being built, its points so far
// pre, has jumped over: those a legal move going on from pre takes on its
// steps so far. It knows no rule: it plays that move on a copy of the
// position and sees which pieces are gone.
func (w *Widget) jumped(pre []int) []int {
	for _, c := range w.picker.cands {
		if len(c.Path) < len(pre) || !slices.Equal(c.Path[:len(pre)], pre) {
			continue
		}
		st := w.src.State()
		after := st.Clone()
		after.Apply(c.Move)
		var out []int
		for q := 0; q < st.Board().Len(); q++ {
			if q == pre[0] || st.PieceAt(q).Empty() || !after.PieceAt(q).Empty() {
				continue
			}
			if jumpStep(st.Board(), c.Path, q) < len(pre)-1 {
				out = append(out, q)
			}
		}
		return out
	}
	return nil
}

// drawMoving draws the piece travelling along the move being shown.
func (w *Widget) drawMoving(dst *ebiten.Image) {
	a := w.anim
	if !a.active {
		return
	}
	pr := w.view.PieceRadius()
	i := min(int(a.t), len(a.path)-2)
	k := ui.EaseOut(a.t - float64(i))
	x0, y0 := w.view.At(a.path[i])
	x1, y1 := w.view.At(a.path[i+1])
	lift := math.Sin(math.Pi*k) * 0.12 * pr
	DrawPiece(dst, x0+(x1-x0)*k, y0+(y1-y0)*k-lift, pr, LookOf(w.looks, a.piece), int(a.piece.Owner), true)
}
