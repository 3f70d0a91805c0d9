package board

import (
	"slices"

	"parlour/game"
	"parlour/scenes/ui"
)

// candidate is a legal move together with the points it touches, as
// game.State.MovePath gives them.
type candidate struct {
	Move game.Move
	Path []int
}

// Picker builds a move from taps on points: first the piece, then each
// point of its path. It knows no rules; it only matches taps against the
// legal moves it is given, so it works for every game.
//
// In games that make a chain of jumps one move at a time (Leapfrog), the
// piece in the middle of its chain is the only one that may move: it stays
// picked up, so that its next landing is taken at once, and tapping it
// again plays the move that ends the chain, the one without a path.
type Picker struct {
	cands        []candidate
	prefix       []int
	justSelected bool // the current press picked the piece up
	grabbed      bool // the current press is on the selected piece

	chain   int       // the piece in the middle of its chain, or -1
	stop    game.Move // the move that ends its chain, when hasStop
	hasStop bool
}

// reset replaces the legal moves and clears the selection. Pass nil when
// the player may not move (the AI's turn, an animation, the game's end).
func (p *Picker) reset(cands []candidate) {
	p.cands = cands
	p.chain, p.hasStop = -1, false
	p.clear()
}

// resetChain is reset for a position in the middle of a chain of jumps
// made one move at a time: every move with a path starts from one piece,
// which stays picked up, and stop, when has, ends the chain where it is.
// Moves starting from more than one point are no chain: reset.
func (p *Picker) resetChain(cands []candidate, stop game.Move, has bool) {
	p.reset(cands)
	if m := p.Movable(); len(m) == 1 {
		p.chain, p.stop, p.hasStop = m[0], stop, has
		p.clear()
	}
}

// clear drops the selection; a piece in the middle of its chain stays
// picked up.
func (p *Picker) clear() {
	p.prefix = p.prefix[:0]
	if p.chain >= 0 {
		p.prefix = append(p.prefix, p.chain)
	}
	p.justSelected, p.grabbed = false, false
}

// held reports whether the selection is only the piece in the middle of
// its chain, which cannot be put down.
func (p *Picker) held() bool { return p.chain >= 0 && len(p.prefix) == 1 }

// Stop returns the point to tap again to end the move there: the last
// landing of a chain that may go on or stop, or the piece in the middle
// of its chain when a move ends it; -1 when there is none.
func (p *Picker) Stop() int {
	n := len(p.prefix)
	switch {
	case p.held() && p.hasStop:
		return p.chain
	case n > 1:
		if _, ok := p.complete(p.prefix); ok {
			return p.prefix[n-1]
		}
	}
	return -1
}

// active reports whether the picker has any moves to offer.
func (p *Picker) active() bool { return len(p.cands) > 0 }

// Selected returns the point picked last, or -1.
func (p *Picker) Selected() int {
	if len(p.prefix) == 0 {
		return -1
	}
	return p.prefix[len(p.prefix)-1]
}

// Prefix returns the points picked so far.
func (p *Picker) Prefix() []int { return p.prefix }

// Movable returns the points where a move can start, ascending.
func (p *Picker) Movable() []int {
	var out []int
	for _, c := range p.cands {
		if len(c.Path) > 1 && !slices.Contains(out, c.Path[0]) {
			out = append(out, c.Path[0])
		}
	}
	slices.Sort(out)
	return out
}

// Targets returns the points that may be tapped next to continue or finish
// the selected move, ascending.
func (p *Picker) Targets() []int {
	var out []int
	if len(p.prefix) == 0 {
		for _, c := range p.cands {
			if len(c.Path) == 1 && !slices.Contains(out, c.Path[0]) {
				out = append(out, c.Path[0])
			}
		}
		slices.Sort(out)
		return out
	}
	n := len(p.prefix)
	for _, c := range p.cands {
		if len(c.Path) > n && slices.Equal(c.Path[:n], p.prefix) && !slices.Contains(out, c.Path[n]) {
			out = append(out, c.Path[n])
		}
	}
	if st := p.Stop(); st >= 0 && !slices.Contains(out, st) {
		out = append(out, st) // tap the last point again to stop there
	}
	slices.Sort(out)
	return out
}

func (p *Picker) complete(path []int) (game.Move, bool) {
	for _, c := range p.cands {
		if slices.Equal(c.Path, path) {
			return c.Move, true
		}
	}
	return 0, false
}

func (p *Picker) extendable(path []int) bool {
	n := len(path)
	for _, c := range p.cands {
		if len(c.Path) > n && slices.Equal(c.Path[:n], path) {
			return true
		}
	}
	return false
}

// tap handles a tap on point pt (-1 for a tap beside the board) and
// returns the move when the taps complete one.
func (p *Picker) tap(pt int) (game.Move, bool) {
	p.justSelected = false
	if pt < 0 {
		p.clear()
		return 0, false
	}
	if len(p.prefix) == 0 {
		if m, ok := p.complete([]int{pt}); ok && !p.extendable([]int{pt}) {
			return m, true
		}
		if slices.Contains(p.Movable(), pt) {
			p.prefix = append(p.prefix, pt)
		}
		return 0, false
	}
	last := p.prefix[len(p.prefix)-1]
	if pt == last {
		if p.held() {
			if p.hasStop {
				return p.stop, true
			}
			return 0, false
		}
		if m, ok := p.complete(p.prefix); ok && len(p.prefix) > 1 {
			p.clear()
			return m, true
		}
		p.clear() // tapping the selected piece again puts it down
		return 0, false
	}
	next := append(slices.Clone(p.prefix), pt)
	if p.extendable(next) {
		p.prefix = next
		return 0, false
	}
	if m, ok := p.complete(next); ok {
		p.clear()
		return m, true
	}
	p.clear()
	if len(p.prefix) == 0 && slices.Contains(p.Movable(), pt) {
		p.prefix = append(p.prefix, pt) // pick another piece instead
	}
	return 0, false
}

// press handles the pointer going down on point pt. Pressing a movable
// piece selects it at once, so it can be dragged. It reports whether a
// drag from pt would carry the selected piece.
func (p *Picker) press(pt int) bool {
	p.justSelected, p.grabbed = false, false
	if pt < 0 {
		return false
	}
	if len(p.prefix) > 0 && slices.Contains(p.Targets(), pt) && !(p.held() && pt == p.chain) {
		return false
	}
	if pt != p.Selected() && slices.Contains(p.Movable(), pt) {
		p.prefix = append(p.prefix[:0], pt)
		p.justSelected = true
	}
	p.grabbed = len(p.prefix) == 1 && p.prefix[0] == pt
	return p.grabbed
}

// release handles the pointer coming up on point pt (-1 off the board),
// after a drag when dragged is set, and returns the move when one is
// complete. A drop anywhere but on a target keeps the selection.
func (p *Picker) release(pt int, dragged bool) (game.Move, bool) {
	grabbed := p.grabbed
	p.grabbed = false
	if dragged && !grabbed {
		p.justSelected = false
		return 0, false // a drag that did not start on the selected piece
	}
	if p.justSelected {
		p.justSelected = false
		if !dragged || pt == p.Selected() {
			return 0, false
		}
	}
	if dragged {
		if pt >= 0 && slices.Contains(p.Targets(), pt) {
			return p.tap(pt)
		}
		return 0, false
	}
	return p.tap(pt)
}

// Pathless returns the legal moves of st that touch no point: a Picker
// cannot make them by taps, so a screen offers them as buttons.
func Pathless(st game.State) []game.Move {
	var out []game.Move
	for _, mv := range st.LegalMoves(nil) {
		if len(st.MovePath(mv)) == 0 {
			out = append(out, mv)
		}
	}
	return out
}

// ActionLabel is the button text for a move that touches no point, such
// as ending a chain of jumps: the game's label for it
// (game.ActionLabeller), else the move's text with a capital.
func ActionLabel(st game.State, mv game.Move) string {
	if l, ok := st.(game.ActionLabeller); ok {
		return l.ActionLabel(mv)
	}
	return ui.Capitalize(st.MoveString(mv))
}
