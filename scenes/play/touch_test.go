package play

import (
	"slices"
	"testing"

	"parlour/game"
	"parlour/game/leapfrog"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// TestTouchFindsPointMeant plays Leapfrog's 18×18 board on a 390×844
// phone, whose squares are narrower than a finger, by touches that land a
// little off the square meant, on a neighbour where a tap means nothing:
// the touch is taken for the nearest square where it does (a piece that
// can jump, where the piece picked up may land). A mouse, precise, still
// clicks the square under it.
func TestTouchFindsPointMeant(t *testing.T) {
	m := matchOf(t, leapfrog.Spec, game.Options{leapfrog.OptSize: "18", leapfrog.OptVersion: "coloured"}, "xa1", "xb1")
	h := newHarnessOf(t, m, []saves.Seat{saves.Human, saves.Human})
	h.resize(390, 844)
	h.idle(2)
	w := h.p.board
	v := w.View()
	if v.Spacing >= 44 {
		t.Fatalf("squares %.1f px apart on a phone: the test wants them narrower than a finger", v.Spacing)
	}
	at := func(name string) int {
		t.Helper()
		q, ok := v.Board.Lookup(name)
		if !ok {
			t.Fatalf("no square %s", name)
		}
		return q
	}
	name := func(q int) string {
		if q < 0 {
			return "none"
		}
		return v.Board.Point(q).Name
	}
	// press taps at the square named, dy spacings below its centre, by
	// finger or by mouse.
	press := func(sq string, dy float64, mouse bool) {
		x, y := v.At(at(sq))
		y += dy * v.Spacing
		h.frame(ui.Frame{X: x, Y: y, Down: true, Pressed: true, Hover: mouse})
		h.frame(ui.Frame{X: x, Y: y, Released: true, Hover: mouse})
	}
	if !slices.Contains(w.Picker().Movable(), at("a3")) || slices.Contains(w.Picker().Movable(), at("a4")) {
		t.Fatalf("want a3 able to jump and a4 not; movable %v", w.Picker().Movable())
	}

	// Between a3, which can jump, and a4, which cannot, nearer a4: the
	// point under the pointer is a4's.
	press("a3", 0.6, true)
	if sel := w.Picker().Selected(); sel >= 0 {
		t.Errorf("a mouse click on a4 picked up %s", name(sel))
	}
	press("a3", 0.6, false)
	if sel := w.Picker().Selected(); sel != at("a3") {
		t.Fatalf("a touch between a3 (can jump) and a4 (cannot), nearer a4, picked up %s, want a3", name(sel))
	}

	// a3 picked up: a touch just off a1, where it lands, nearer a2, the
	// piece it jumps, makes the jump.
	press("a1", 0.6, false)
	if got := h.moves(); !slices.Equal(got, []string{"xa1", "xb1", "a3-a1"}) {
		t.Errorf("after a touch just off a1 with a3 picked up: moves %v, want a3-a1 played", got)
	}
}
