package scenes

import (
	"slices"
	"strings"

	"parlour/game"
)

// Moves that touch no point, such as ending a chain of jumps ("stop"),
// cannot be made by tapping the board; the play screen offers the first
// of them as a button in the status strip. Taps the rules refuse are
// explained when the game can say why.

// pathless returns the legal moves with no path, when a person is to move.
func (p *Play) pathless() []game.Move {
	if !p.humanTurn() || p.anim.active {
		return nil
	}
	st := p.m.State()
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
		p.bAction.Rect = Rect{}
		p.bAction.Enabled = false
		return
	}
	p.bAction.Label = actionLabel(p.m.State(), moves[0])
	p.bAction.Enabled = true
	t := p.bAnalysis.Rect
	gap := 10 * (t.H / 36)
	p.bAction.Rect = Rect{t.X - gap - t.W, t.Y, t.W, t.H}
	p.bAction.Primary = true
}

// act plays the path-less move the action button offers.
func (p *Play) act() {
	if moves := p.pathless(); len(moves) > 0 {
		p.play(moves[0], false)
	}
}

// tried returns the points a tap on hit would make, when the tap is not
// one the picker expects (not a movable piece, not a target): a refused
// try that may deserve an explanation. It returns nil otherwise.
func (p *Play) tried(hit int) []int {
	if hit < 0 || slices.Contains(p.picker.Targets(), hit) || slices.Contains(p.picker.Movable(), hit) || hit == p.picker.Selected() {
		return nil
	}
	if p.picker.Selected() < 0 && p.m.State().PieceAt(hit).Empty() && !p.armed {
		return nil // a tap on an empty point with nothing picked up
	}
	return append(slices.Clone(p.picker.Prefix()), hit)
}

// refused handles a tap that made no move: it drops an armed placement
// and shows the game's explanation of a refused try.
func (p *Play) refused(path []int) {
	if p.armed && len(p.picker.Prefix()) == 0 {
		p.armed = false
		p.pickVer = -1
	}
	if len(path) == 0 {
		return
	}
	if ex, ok := p.m.State().(game.Explainer); ok {
		if why := ex.Explain(path); why != "" {
			p.hintPath, p.hintText = nil, why
			p.app.Announce(why)
		}
	}
}

// describe returns the game's sentence about the position, if any.
func (p *Play) describe() string {
	if d, ok := p.m.State().(game.Describer); ok {
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
