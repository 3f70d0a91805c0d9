package board

import (
	"fmt"
	"math"

	"parlour/game"
	"parlour/midend"
	"parlour/scenes/ui"
)

// Coach is the midend's side of a screen that runs a person's turns on a
// board and judges them, other than the play screen: a lesson's Tutor or a
// puzzle's Puzzler.
type Coach interface {
	// Session is the match the turns are played on.
	Session() *midend.Session
	// CanPlay reports whether the person may move now.
	CanPlay() bool
	// Play plays a move the person made.
	Play(mv game.Move, animate bool)
	// Refuse answers a tap the rules refuse, with the points tapped.
	Refuse(path []int)
}

// Coached hands the board's input in frame f to c: the move the person
// made, or the taps the rules refused. It returns the input, which says
// too whether the board was touched and a landing taken.
func (w *Widget) Coached(f *ui.Frame, c Coach) Input {
	in := w.Input(f)
	switch {
	case in.Played:
		c.Play(in.Move, in.Animate)
	case len(in.Refused) > 0:
		c.Refuse(in.Refused)
	}
	return in
}

// Follow shows on the board what c's Session reports: a new position, a
// move (handed to moved too, when not nil, to be put in words), a move
// taken back; heard, when not nil, hears every event, for its sound.
func (w *Widget) Follow(c Coach, moved func(midend.Step), heard func(midend.Event)) {
	for _, e := range c.Session().Events() {
		if heard != nil {
			heard(e)
		}
		switch e.Kind {
		case midend.Changed:
			w.Reset()
		case midend.Moved:
			w.ShowStep(e.Steps[0], e.Animate)
			if moved != nil {
				moved(e.Steps[0])
			}
		case midend.TakenBack:
			w.StopMove()
		}
	}
}

// Turn runs the person's turn on such a screen's board: its two buttons,
// the action, which plays the one kind of move that touches no point
// (Leapfrog's "Stop here"), and the reserve, which picks up a piece held
// off the board (a Flying Machine of The Game of War) to be placed with a
// tap, and the keys that move on the board. The screen lays the buttons
// out and lists them with its other buttons.
type Turn struct {
	Action, Reserve *ui.Button

	g     *game.Game
	board func() *Widget
	coach func() Coach
}

// NewTurn returns the turn on game g's board, which board
// returns, acting for the Coach that coach returns; either may return nil
// while there is none yet (before a puzzle is loaded), and the buttons
// then do nothing.
func NewTurn(g *game.Game, board func() *Widget, coach func() Coach) *Turn {
	t := &Turn{g: g, board: board, coach: coach}
	t.Action = ui.NewAction("", t.act)
	t.Action.Name = "button:action"
	t.Action.Primary = true
	t.Reserve = ui.NewAction("", func() {
		if w := t.board(); w != nil {
			w.ToggleArm()
		}
	})
	t.Reserve.Name = "button:reserve"
	return t
}

// act plays the move with no path.
func (t *Turn) act() {
	if moves := t.pathless(); len(moves) > 0 {
		t.coach().Play(moves[0], false)
	}
}

// pathless returns the legal moves with no path while the person may play.
func (t *Turn) pathless() []game.Move {
	c, w := t.coach(), t.board()
	if c == nil || w == nil || !c.CanPlay() || w.Moving() {
		return nil
	}
	return Pathless(c.Session().State())
}

// Update names and enables both buttons for the position shown: the
// action after the move with no path, the reserve after the piece held and
// how many, each placed where place puts a button of its width, at scale
// s.
func (t *Turn) Update(s float64, place func(w float64) ui.Rect) {
	a := t.Action
	if moves := t.pathless(); len(moves) > 0 {
		a.Label = ActionLabel(t.coach().Session().State(), moves[0])
		a.Enabled = true
		a.Rect = place(max(110*s, ui.TextWidth(a.Label, ui.Face(true, 15*s))+28*s))
	} else {
		a.Enabled, a.Rect = false, ui.Rect{}
	}

	r, w := t.Reserve, t.board()
	var held []game.Piece
	if c := t.coach(); c != nil && w != nil && c.CanPlay() {
		st := c.Session().State()
		if res, ok := st.(game.Reserver); ok && st.ToMove() >= 0 {
			held = res.Reserve(st.ToMove())
		}
	}
	if len(held) == 0 {
		r.Enabled, r.Rect = false, ui.Rect{}
		return
	}
	r.Enabled, r.Primary = true, w.Armed()
	r.Label = fmt.Sprintf("%s (%d)", KindName(t.g, int(held[0].Kind)), len(held))
	r.Rect = place(max(150*s, ui.TextWidth(r.Label, ui.Face(false, 15*s))+28*s))
}

// Keys answers the keys every coached screen shares, after its own: Tab
// among its buttons all (the one focused announced), the arrows on the
// board, and Enter on the button focused or else on the board's cursor.
// It reports whether a button took the key.
func (t *Turn) Keys(f *ui.Frame, focus *ui.FocusRing, all []*ui.Button, announce func(string)) bool {
	w := t.board()
	switch {
	case focus.Tab(f, len(all), func(i int) bool { return all[i].Enabled }):
		if w != nil {
			w.HideCursor()
		}
		if i := focus.At(); i >= 0 {
			announce(ui.ButtonSaid(all[i].Label))
		}
	case f.HasArrow() && w != nil:
		dx, dy, _ := f.Arrow()
		focus.Clear()
		w.MoveCursor(dx, dy)
	case f.Consume(ui.KeyActivate):
		if i := focus.At(); i >= 0 {
			all[i].Activate()
			return true
		}
		c := t.coach()
		if w == nil || c == nil {
			return false
		}
		if mv, ok := w.Activate(); ok {
			c.Play(mv, true)
		}
	}
	return false
}

// CoachedLayout places a coached screen's parts (a lesson's, a puzzle's)
// in area, the screen below its top bar, at UI scale s: on a narrow
// (portrait) screen, stacked as the head, the board, the words and the
// tools in two rows at the bottom; on a wide one, the board beside a
// column of the head, the words and the tools. headH and textH give the
// head's and the words' heights at a width; w, when not nil, is laid out
// on the board's place. It returns where the head and the words go.
func CoachedLayout(area ui.Rect, s float64, portrait bool, tools []*ui.Button, headH, textH func(w float64) float64, w *Widget) (head, words ui.Rect) {
	bh, gap := 48*s, 8*s
	place := func(btns ui.Rect) {
		grid := btns.GridFill(len(tools), 2, gap, bh)
		for i, b := range tools {
			b.Rect = grid[i]
		}
	}
	if portrait {
		area = area.CenterWidth(640 * s)
		rest, btns := area.CutBottom(2*bh + gap)
		place(btns)
		head, rest = rest.CutTop(headH(rest.W))
		th := textH(rest.W)
		if w == nil {
			return head, ui.Rect{X: rest.X, Y: rest.Y + 12*s, W: rest.W, H: th}
		}
		boardArea, _ := rest.CutBottom(th + 12*s)
		boardArea.H -= 8 * s
		w.Layout(ui.Rect{X: boardArea.X, Y: boardArea.Y + 4*s, W: boardArea.W, H: boardArea.H}, s)
		bb := w.Extent()
		return head, ui.Rect{X: rest.X, Y: math.Min(bb.Bottom()+12*s, rest.Bottom()-th), W: rest.W, H: th}
	}
	colW := math.Min(420*s, area.W*0.4)
	boardArea, col := area.CutRight(colW + 24*s)
	col.X += 24 * s
	col.W -= 24 * s
	if w != nil {
		w.Layout(boardArea, s)
	}
	head, rest := col.CutTop(headH(col.W))
	rest, btns := rest.CutBottom(2*bh + gap)
	place(btns)
	return head, ui.Rect{X: rest.X, Y: rest.Y + 8*s, W: rest.W, H: math.Min(textH(rest.W), rest.H-16*s)}
}
