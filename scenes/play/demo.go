package play

import (
	"parlour/lang"
	"parlour/midend"
)

// A demo is a recorded game that comes with a game (game.Demo), such as a
// leaflet's printed solution. The play screen shows it through a Session
// replaying it, with its own controls in place of New, Undo and Redo:
// Play and Pause run it, Back and Step move through it, and nothing is
// saved over the player's game in progress.

// NewDemo returns the play screen of s, a Session replaying a demo,
// shown by host h, running.
func NewDemo(h Host, s *midend.Session) *Screen {
	p := New(h, s)
	p.btn.newGame.Action = s.TogglePlay
	p.btn.undo.Label, p.btn.redo.Label = lang.T("Back"), lang.T("Step")
	p.btn.refresh = func() { p.btn.newGame.Label = runLabel(s) }
	p.btn.refresh()
	return p
}

// runLabel names the run button of a replay after what it will do.
func runLabel(s *midend.Session) string {
	rp, _ := s.Replaying()
	switch {
	case rp.Playing:
		return lang.T("Pause")
	case !s.CanRedo():
		return lang.T("Replay")
	}
	return lang.T("Play")
}
