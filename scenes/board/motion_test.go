package board

import (
	"testing"

	"parlour/game"
	"parlour/midend"
)

// TestReducedMotionCapture shows a jump that takes a piece on a board:
// with reduced motion nothing travels or fades, the piece taken is gone
// at once and the board stands still in the frame that shows the move;
// with full motion the jump travels and the piece taken fades.
func TestReducedMotionCapture(t *testing.T) {
	w := leapfrogWidget(t, "8", "1280x800")
	step := midend.Step{Path: []int{0, 2}, Piece: game.Piece{Kind: 1},
		Captured: []midend.Capture{{Point: 1, Piece: game.Piece{Kind: 1, Owner: 1}}}}
	for _, reduced := range []bool{false, true} {
		w.StopMove()
		w.ghosts = nil
		w.ReducedMotion = reduced
		w.ShowStep(step, true)
		if w.Moving() == reduced || w.Animating() == reduced || (len(w.ghosts) == 0) != reduced {
			t.Errorf("reduced motion %v: the jump travels %v, the board animates %v, pieces fading %d; want travel and fading only with full motion",
				reduced, w.Moving(), w.Animating(), len(w.ghosts))
		}
	}
	// Motion reduced while a move travels ends it at once.
	w.ReducedMotion = false
	w.ShowStep(step, true)
	w.ReducedMotion = true
	w.Update(1, 1.0/60)
	if w.Animating() {
		t.Error("motion reduced while a move travels: the board still animates")
	}
}
