package scenes

import (
	"strings"

	"parlour/game"
)

// Moves that touch no point, such as ending a chain of jumps ("stop"),
// cannot be made by tapping the board; the play screen offers the first
// of them as a button in the status strip.

// pathless returns the legal moves with no path, when a person is to move.
func (p *Play) pathless() []game.Move {
	if !p.board.Live() {
		return nil
	}
	st := p.s.State()
	var out []game.Move
	for _, mv := range st.LegalMoves(nil) {
		if len(st.MovePath(mv)) == 0 {
			out = append(out, mv)
		}
	}
	return out
}

// actionLabel is the button text for a path-less move: the game's label
// for it (game.ActionLabeller), else the move's text with a capital.
func actionLabel(st game.State, mv game.Move) string {
	if l, ok := st.(game.ActionLabeller); ok {
		return l.ActionLabel(mv)
	}
	return capitalize(st.MoveString(mv))
}

// updateAction shows the action button when a path-less move is legal.
func (p *Play) updateAction() {
	moves := p.pathless()
	if len(moves) == 0 {
		p.btn.action.Rect = Rect{}
		p.btn.action.Enabled = false
		return
	}
	p.btn.action.Label = actionLabel(p.s.State(), moves[0])
	p.btn.action.Enabled = true
	t := p.btn.values.Rect
	gap := 10 * (t.H / 36)
	p.btn.action.Rect = Rect{t.X - gap - t.W, t.Y, t.W, t.H}
	if p.at.portrait {
		// The status strip has no room for it beside the turn line: it
		// takes the right end of the message box instead.
		m := p.at.message
		w := max(t.W, textWidth(p.btn.action.Label, face(true, t.H*0.42))+2*gap)
		p.btn.action.Rect = Rect{m.Right() - w, m.Y + (m.H-t.H)/2, w, t.H}
	}
	p.btn.action.Primary = true
}

// messageRect returns where the message is written: the message box, less
// the action button when it stands there.
func (p *Play) messageRect() Rect {
	r := p.at.message
	for _, a := range []Rect{p.btn.action.Rect, p.btn.here.Rect} {
		if !a.Empty() && a.Intersects(r) {
			r.W = min(r.W, a.X-8*(a.H/36)-r.X)
		}
	}
	return r
}

// act plays the path-less move the action button offers.
func (p *Play) act() {
	if moves := p.pathless(); len(moves) > 0 {
		p.s.Play(moves[0], false)
	}
}

// describe returns the game's sentence about position st, if any.
func describe(st game.State) string {
	if d, ok := st.(game.Describer); ok {
		return strings.TrimSpace(d.Describe())
	}
	return ""
}

// joinSentences joins two sentences, either of which may be empty.
func joinSentences(a, b string) string {
	a, b = strings.TrimSpace(a), strings.TrimSpace(b)
	switch {
	case a == "":
		return b
	case b == "":
		return a
	case strings.HasSuffix(a, ".") || strings.HasSuffix(a, "!") || strings.HasSuffix(a, "?"):
		return a + " " + b
	}
	return a + ". " + b
}

// updateReview shows "Play from here" while a review is on: in the
// status strip left of the other buttons there, or on narrow screens at
// the right end of the message box.
func (p *Play) updateReview() {
	b := p.btn.here
	b.Enabled = p.s.Reviewing()
	if !b.Enabled {
		b.Rect = Rect{}
		return
	}
	b.Primary = true
	t := p.btn.values.Rect
	gap := 10 * (t.H / 36)
	w := max(t.W, textWidth(b.Label, face(true, 15*p.board.Scale()))+2*gap)
	left := t.X
	if a := p.btn.action.Rect; !a.Empty() && a.Intersects(p.at.status) {
		left = a.X
	}
	b.Rect = Rect{left - gap - w, t.Y, w, t.H}
	if p.at.portrait {
		m := p.at.message
		right := m.Right()
		if a := p.btn.action.Rect; !a.Empty() && a.Intersects(m) {
			right = a.X - gap
		}
		b.Rect = Rect{right - w, m.Y + (m.H-t.H)/2, w, t.H}
	}
}
