package play

import (
	"strings"

	"parlour/game"
	"parlour/scenes/board"
	"parlour/scenes/ui"
)

// Moves that touch no point, such as ending a chain of jumps ("stop"),
// cannot be made by tapping the board; the play screen offers the first
// of them as a button in the status strip.

// pathless returns the legal moves with no path, when a person is to move.
func (p *Screen) pathless() []game.Move {
	if !p.board.Live() {
		return nil
	}
	return board.Pathless(p.s.State())
}

// updateAction shows the action button when a path-less move is legal.
func (p *Screen) updateAction() {
	moves := p.pathless()
	if len(moves) == 0 {
		p.btn.action.Rect = ui.Rect{}
		p.btn.action.Enabled = false
		return
	}
	p.btn.action.Label = board.ActionLabel(p.s.State(), moves[0])
	p.btn.action.Enabled = true
	t := p.btn.values.Rect
	gap := 10 * (t.H / 36)
	p.btn.action.Rect = ui.Rect{X: t.X - gap - t.W, Y: t.Y, W: t.W, H: t.H}
	if p.at.portrait {
		// The status strip has no room for it beside the turn line: it
		// takes the right end of the message box instead.
		m := p.at.message
		w := max(t.W, ui.TextWidth(p.btn.action.Label, ui.Face(true, t.H*0.42))+2*gap)
		p.btn.action.Rect = ui.Rect{X: m.Right() - w, Y: m.Y + (m.H-t.H)/2, W: w, H: t.H}
	}
	p.btn.action.Primary = true
}

// messageRect returns where the message is written: the message box, less
// the action button when it stands there.
func (p *Screen) messageRect() ui.Rect {
	r := p.at.message
	for _, a := range []ui.Rect{p.btn.action.Rect, p.btn.here.Rect} {
		if !a.Empty() && a.Intersects(r) {
			r.W = min(r.W, a.X-8*(a.H/36)-r.X)
		}
	}
	return r
}

// act plays the path-less move the action button offers.
func (p *Screen) act() {
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
func (p *Screen) updateReview() {
	b := p.btn.here
	b.Enabled = p.s.Reviewing()
	if !b.Enabled {
		b.Rect = ui.Rect{}
		return
	}
	b.Primary = true
	t := p.btn.values.Rect
	gap := 10 * (t.H / 36)
	w := max(t.W, ui.TextWidth(b.Label, ui.Face(true, 15*p.board.Scale()))+2*gap)
	left := t.X
	if a := p.btn.action.Rect; !a.Empty() && a.Intersects(p.at.status) {
		left = a.X
	}
	b.Rect = ui.Rect{X: left - gap - w, Y: t.Y, W: w, H: t.H}
	if p.at.portrait {
		m := p.at.message
		right := m.Right()
		if a := p.btn.action.Rect; !a.Empty() && a.Intersects(m) {
			right = a.X - gap
		}
		b.Rect = ui.Rect{X: right - w, Y: m.Y + (m.H-t.H)/2, W: w, H: t.H}
	}
}
