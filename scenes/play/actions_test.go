package play

import (
	"testing"

	"parlour/game"
	"parlour/game/catalog"
	"parlour/midend"
	"parlour/scenes/board"
)

// TestActionButtonNamedByTheGame checks that the button for a move
// without a path carries no words of its own: hidden, it has no label;
// shown, the game's label for the move.
func TestActionButtonNamedByTheGame(t *testing.T) {
	for _, e := range catalog.Entries() {
		m, err := game.NewMatch(e.Game, nil)
		if err != nil {
			t.Fatal(err)
		}
		h := newHarnessOf(t, m, midend.DefaultSeats(len(m.Seats())))
		h.idle(1)
		b := h.p.btn.action
		switch moves := h.p.pathless(); {
		case len(moves) == 0 && (b.Enabled || b.Label != ""):
			t.Errorf("%s: no move without a path, yet the button reads %q (enabled %v)", e.ID, b.Label, b.Enabled)
		case len(moves) > 0 && b.Label != board.ActionLabel(m.State(), moves[0]):
			t.Errorf("%s: the button reads %q, want the game's %q", e.ID, b.Label, board.ActionLabel(m.State(), moves[0]))
		}
	}
}
