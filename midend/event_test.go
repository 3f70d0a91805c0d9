package midend

import (
	"slices"
	"testing"

	"parlour/game"
)

// TestCaptures plays, in games that capture, the first move that takes
// pieces, and checks the Moved event names exactly the pieces gone.
func TestCaptures(t *testing.T) {
	for _, id := range []string{"solitaire", "foxgeese", "war"} {
		t.Run(id, func(t *testing.T) {
			r := newRig(t, id, nil)
			for ply := 0; ply < 200 && !r.Over(); ply++ {
				st := r.State()
				before := piecesOf(st)
				var taking game.Move
				found := false
				for _, mv := range st.LegalMoves(nil) {
					c := st.Clone()
					c.Apply(mv)
					if len(captures(before, c, st.MovePath(mv))) > 0 {
						taking, found = mv, true
						break
					}
				}
				if !found {
					r.Play(st.LegalMoves(nil)[ply%len(st.LegalMoves(nil))], false)
					continue
				}
				r.Events()
				r.Play(taking, true)
				ev := r.Events()
				i := slices.IndexFunc(ev, func(e Event) bool { return e.Kind == Moved })
				if i < 0 {
					t.Fatalf("no Moved event: %v", ev)
				}
				gone := 0
				for p, pc := range before {
					if !pc.Empty() && r.State().PieceAt(p).Empty() && p != ev[i].Steps[0].Path[0] {
						gone++
						if !slices.ContainsFunc(ev[i].Steps[0].Captured, func(c Capture) bool { return c.Point == p && c.Piece == pc }) {
							t.Errorf("the piece taken on point %d is not reported", p)
						}
					}
				}
				if gone == 0 || len(ev[i].Steps[0].Captured) != gone {
					t.Errorf("captured %v, want %d pieces", ev[i].Steps[0].Captured, gone)
				}
				return
			}
			t.Fatal("no move that takes a piece came up")
		})
	}
}
