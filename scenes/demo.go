package scenes

import (
	"fmt"

	"parlour/game"
)

// A demo is a recorded game that comes with a game (game.Demo), such as a
// leaflet's printed solution. It plays on the play screen with its own
// controls: Back and Step move through it, Play and Pause run it, and
// nothing is saved over the player's game in progress.

// demoStep is the pause between two moves of a running demo, in seconds.
const demoStep = 1.1

// demoState is what the play screen keeps while it shows a demo.
type demoState struct {
	name    string
	total   int // moves in the demo
	playing bool
	next    float64 // Play.now at which the next move is played
}

// NewDemo returns the play screen showing demo d of game g from its
// start, running.
func NewDemo(a *App, g *game.Game, d game.Demo) (*Play, error) {
	m, err := game.NewMatchFrom(g, d.Options, d.Start)
	if err != nil {
		return nil, fmt.Errorf("demo %q: %w", d.Name, err)
	}
	for i, mv := range d.Moves {
		if err := m.PlayString(mv); err != nil {
			return nil, fmt.Errorf("demo %q, move %d (%s): %w", d.Name, i+1, mv, err)
		}
	}
	for m.Undo() {
	}
	p := NewPlay(a, m, make([]Seat, len(m.Seats()))) // nobody plays: the demo does
	p.demo = &demoState{name: d.Name, total: len(d.Moves), playing: true, next: demoStep}
	p.bUndo.Label, p.bRedo.Label = "Back", "Step"
	p.bHint.Enabled = false
	p.syncDemoLabel()
	return p, nil
}

// syncDemoLabel names the run button after what it will do.
func (p *Play) syncDemoLabel() {
	switch {
	case p.demo.playing:
		p.bNew.Label = "Pause"
	case !p.m.CanRedo():
		p.bNew.Label = "Replay"
	default:
		p.bNew.Label = "Play"
	}
}

// toggleDemo runs or pauses the demo; at its end it starts it again.
func (p *Play) toggleDemo() {
	d := p.demo
	if !d.playing && !p.m.CanRedo() {
		for p.m.Undo() {
		}
		p.changed()
	}
	d.playing = !d.playing
	d.next = p.now + demoStep/2
	p.syncDemoLabel()
}

// stepDemo plays the demo's next move when it runs and its time has come.
func (p *Play) stepDemo() {
	d := p.demo
	if d == nil {
		return
	}
	if d.playing && !p.anim.active && p.now >= d.next {
		if p.m.CanRedo() {
			p.redo()
			d.next = p.now + demoStep
		}
		if !p.m.CanRedo() {
			d.playing = false
		}
	}
	p.syncDemoLabel()
}

// stepBack is Undo, or Back in a demo, which also pauses it.
func (p *Play) stepBack() {
	p.pauseDemo()
	p.undo()
}

// stepOn is Redo, or Step in a demo, which also pauses it.
func (p *Play) stepOn() {
	p.pauseDemo()
	p.redo()
}

// pauseDemo stops a running demo, when one is shown.
func (p *Play) pauseDemo() {
	if p.demo != nil {
		p.demo.playing = false
		p.syncDemoLabel()
	}
}

// demoLine says where the demo stands: "The leaflet's solution: move 5 of 31".
func (p *Play) demoLine() string {
	return fmt.Sprintf("%s: move %d of %d", p.demo.name, p.m.Ply(), p.demo.total)
}
