package scenes

import (
	"parlour/game"
	"parlour/midend"
)

// A demo is a recorded game that comes with a game (game.Demo), such as a
// leaflet's printed solution. The play screen shows it through a Session
// replaying it, with its own controls in place of New, Undo and Redo:
// Play and Pause run it, Back and Step move through it, and nothing is
// saved over the player's game in progress.

// NewDemo returns the play screen showing demo d of game g from its
// start, running.
func NewDemo(a *App, g *game.Game, d game.Demo) (*Play, error) {
	s, err := midend.NewReplay(a.sessionConfig(), g, d)
	if err != nil {
		return nil, err
	}
	p := newPlayOf(a, s)
	p.bNew.Action = s.TogglePlay
	p.bUndo.Label, p.bRedo.Label = "Back", "Step"
	p.refresh = func() { p.bNew.Label = runLabel(s) }
	p.refresh()
	return p, nil
}

// runLabel names the run button of a replay after what it will do.
func runLabel(s *midend.Session) string {
	rp, _ := s.Replaying()
	switch {
	case rp.Playing:
		return "Pause"
	case !s.CanRedo():
		return "Replay"
	}
	return "Play"
}
