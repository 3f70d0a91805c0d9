package midend

import (
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/game/gametest"
)

// TestHelpersOnFinishedGame turns Values, Hint and Analysis on in a
// finished game of every game and variant: Values asks for the values
// along the game (there are no moves to value), Hint and Analysis are not
// offered, and nothing panics (a search for the side to move of a game
// that has none stopped the program).
func TestHelpersOnFinishedGame(t *testing.T) {
	seatings := [][]Seat{nil, {Human, {AI: true, Level: engine.Hard}}}
	for _, g := range game.All() {
		for i, opts := range game.Variants(g.Options) {
			name := g.ID + " " + opts.String()
			// People alone, or against the computer: every other variant.
			seats := seatings[i%len(seatings)]
			m := gametest.Finished(t, g, opts)
			think := &fakeThinker{}
			s := New(Config{Thinker: think, Seed: func() uint64 { return 1 }}, m, seats)
			s.SetValues(true)
			s.SetAnalysis(true)
			s.Update(0, true)
			s.Hint()
			s.Update(1, true)
			if s.CanHint() {
				t.Errorf("%s: Hint is offered in a finished game", name)
			}
			for _, r := range think.started {
				if !r.Line {
					t.Errorf("%s: a search other than the values along the game was asked: %+v", name, r)
				}
			}
			if len(think.started) != 1 {
				t.Fatalf("%s: %d searches started, want the values along the game once", name, len(think.started))
			}
			think.replies = append(think.replies, engine.Reply{ID: think.started[0].ID, Final: true,
				Line: make([]engine.PlyValue, m.Ply()+1)})
			s.Update(2, true)
			if _, ok := s.Line(); !ok {
				t.Errorf("%s: the values along the finished game are not shown", name)
			}
			if _, ok := s.Values(); ok {
				t.Errorf("%s: values of moves in a finished game", name)
			}
			if a := s.Analysis(); a.Have {
				t.Errorf("%s: an analysis of a finished game: %+v", name, a)
			}
		}
	}
}
