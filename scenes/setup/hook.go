package setup

import "slices"

// HookState is what the set-up board tells the test hooks, merged into
// what the App reports of every screen.
type HookState struct {
	Game   string `json:"game"`
	ToMove string `json:"toMove"`
	// Position is the position built, once there is one to show.
	Position string `json:"position,omitempty"`
	// Problem is why the position cannot be played, in a player's
	// words; empty when it can.
	Problem string `json:"problem,omitempty"`
	// Held is how many pieces each side holds off the board, in a game
	// that lets it choose (game.Setup.Held).
	Held []int `json:"held,omitempty"`
}

// Hook returns what the test hooks report of the set-up board (a
// HookState): the game, the position built, why it cannot be played, if
// it cannot, and the pieces each side holds off the board.
func (b *Board) Hook() any {
	h := HookState{Game: b.g.ID, ToMove: b.sideName(b.toMove), Problem: b.problem, Held: slices.Clone(b.held)}
	if b.arrange != nil {
		h.Position = b.arrange.String()
	}
	return h
}
