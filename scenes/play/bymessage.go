package play

import "parlour/lang"

// A game by message (see midend.ByMessage) is played on the play screen
// like any other, with three differences: its Share button sends the
// game to the next player, New is off (its friends' links belong to this
// game), and Undo of a move already sent asks first.

// SetByMessage makes p the screen of a game by message, whose ID is id:
// Send calls send, and Undo calls undo with the Undo it replaces, to call
// or not once the player is asked.
func (p *Screen) SetByMessage(id string, send func(), undo func(take func())) {
	p.byMessage = id
	for _, b := range p.btn.tools {
		if b.Label == lang.T("Share") {
			b.Label, b.Action = lang.T("Send"), send
		}
	}
	p.btn.newGame.Enabled = false
	take := p.btn.undo.Action
	p.btn.undo.Action = func() { undo(take) }
	p.btn.refresh = func() { p.btn.newGame.Enabled = false }
}

// ByMessage returns the ID of the game by message the screen shows, ""
// for any other game.
func (p *Screen) ByMessage() string { return p.byMessage }

// friendLine returns the status strip's line while a friend is to move
// in a game by message, "" otherwise.
func (p *Screen) friendLine() string {
	if p.byMessage == "" || p.s.Over() || !p.s.Seat(p.s.Match().ToMove()).Friend {
		return ""
	}
	return lang.T("Their move comes by message: Send gives them yours")
}
