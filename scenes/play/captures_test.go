package play

import (
	"testing"

	"parlour/game"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// TestCapturedPiecesShown checks the strip of captured pieces in each
// seat's row: the enemy pieces it took, grouped by kind with a count, in
// the row between the name and who plays it, at desktop and phone sizes.
func TestCapturedPiecesShown(t *testing.T) {
	m := playedWar(t)
	for _, size := range [][2]float64{{1280, 800}, {390, 844}} {
		h := newHarnessOf(t, m, []saves.Seat{saves.Human, saves.Human})
		h.resizeLike(size[0], size[1])
		h.draw()
		if h.p.seats.rect.Empty() {
			t.Fatalf("%vx%v: no players list", size[0], size[1])
		}
		sc := h.c.S
		for pl, want := range map[game.Player]int{0: 2, 1: 2} {
			rowH := playerRowH(len(h.p.s.Names()), sc)
			row := ui.Rect{X: h.p.seats.rect.X, Y: h.p.seats.rect.Y + float64(pl)*rowH, W: h.p.seats.rect.W, H: rowH - 4*sc}
			f := ui.Face(false, 13.5*sc)
			x := row.X + 42*sc + ui.TextWidth(h.p.s.Names()[pl], ui.Face(true, 15*sc)) + 10*sc
			desc := h.p.seats.seatLine(pl)
			groups, r, more, start := h.p.seats.capturedLayout(pl, x, row.Right()-10*sc, row, f, desc, sc)
			n := more
			for _, g := range groups {
				n += g.n
				if g.piece.Owner == pl {
					t.Errorf("%vx%v: seat %d shows its own %v as captured", size[0], size[1], pl, g.piece)
				}
				if g.x-r < x || g.x+r > row.Right()-10*sc-ui.TextWidth(desc, f) {
					t.Errorf("%vx%v: seat %d: a captured piece at %.0f is outside its room", size[0], size[1], pl, g.x)
				}
			}
			if n != want || more != 0 {
				t.Errorf("%vx%v: seat %d shows %d captured pieces (%d left out), want %d", size[0], size[1], pl, n, more, want)
			}
			if start > row.Right()-10*sc-ui.TextWidth(desc, f) {
				t.Errorf("%vx%v: seat %d: the captured pieces run into %q", size[0], size[1], pl, desc)
			}
		}
	}
}
