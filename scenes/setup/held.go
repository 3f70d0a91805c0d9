package setup

import (
	"parlour/game"
	"parlour/lang"
	"parlour/scenes/ui"
)

// stepper is the count of pieces one side holds off the board (see
// game.Setup.Held): its side's name and the count between the buttons
// that take one away and add one.
type stepper struct {
	p           game.Player
	name, count ui.Rect
	less, more  *ui.Button
}

// newStepper returns the stepper of side p, its buttons' targets named
// "held:" and the side's name, then ":fewer" or ":more".
func (b *Board) newStepper(p game.Player) stepper {
	st := stepper{p: p, less: ui.NewAction("−", func() { b.step(p, -1) }), more: ui.NewAction("+", func() { b.step(p, 1) })}
	st.less.Name = "held:" + b.sideID(p) + ":fewer"
	st.more.Name = "held:" + b.sideID(p) + ":more"
	return st
}

// fitHeld brings each side's count held within the most it may hold with
// the pieces on the board, or to that most while the count was not
// chosen, and lets the steppers' buttons go only where a count is left.
func (b *Board) fitHeld() {
	for p := range b.held {
		most := max(0, b.setup.Held.Most(b.opts, b.pieces, game.Player(p)))
		b.heldMost[p] = most
		if !b.heldSet[p] || b.held[p] > most {
			b.held[p] = most
		}
		b.held[p] = max(b.held[p], 0)
	}
	for _, st := range b.steppers {
		st.less.Enabled = b.held[st.p] > 0
		st.more.Enabled = b.held[st.p] < b.heldMost[st.p]
	}
}

// step changes the count side p holds by d and announces it, or says
// that it cannot go further.
func (b *Board) step(p game.Player, d int) {
	if int(p) >= len(b.held) {
		return
	}
	said := b.heldText(p)
	switch n := b.held[p] + d; {
	case n < 0:
		b.host.Announce(lang.T("%s, the fewest.", said))
		return
	case n > b.heldMost[p]:
		b.host.Announce(lang.T("%s, the most.", said))
		return
	default:
		b.held[p], b.heldSet[p] = n, true
	}
	wasWrong := b.problem
	b.check()
	b.host.Announce(lang.T("%s.", b.heldText(p)) + b.verdict(wasWrong))
}

// heldText says how many pieces side p holds: "Flying Machines held by
// White: 2".
func (b *Board) heldText(p game.Player) string {
	return lang.T("%s by %s: %d", lang.T(b.setup.Held.Name), b.sideName(p), b.held[p])
}

// stepperOf returns the side and the step of a stepper's button, and
// whether bt is one.
func (b *Board) stepperOf(bt *ui.Button) (game.Player, int, bool) {
	for _, st := range b.steppers {
		switch bt {
		case st.less:
			return st.p, -1, true
		case st.more:
			return st.p, 1, true
		}
	}
	return 0, 0, false
}

// stepperText says what a stepper's button does, for the keyboard's
// focus: "More Flying Machines held by White, now 1: button."
func (b *Board) stepperText(p game.Player, d int) string {
	if d < 0 {
		return lang.T("Fewer %s by %s, now %d: button.", lang.T(b.setup.Held.Name), b.sideName(p), b.held[p])
	}
	return lang.T("More %s by %s, now %d: button.", lang.T(b.setup.Held.Name), b.sideName(p), b.held[p])
}
