package play

import (
	"testing"

	"parlour/engine"
	"parlour/game/catalog"
	"parlour/game/gametest"
	"parlour/scenes/ui"
)

// TestHelpersOnFinishedGame opens a finished game of every game on the
// play screen, at desktop and phone sizes, and turns Values and Analysis
// on and asks for a hint, by their buttons and keys: Hint is disabled,
// Values asks for the values along the game and shows them, the analysis
// says the game is over, and every frame updates and draws (Values on a
// finished game once stopped the program).
func TestHelpersOnFinishedGame(t *testing.T) {
	for _, e := range catalog.Entries() {
		g := e.Game
		t.Run(g.ID, func(t *testing.T) {
			m := gametest.Finished(t, g, nil)
			h := newHarnessOf(t, m, nil)
			h.p.btn.values.Activate()
			h.p.btn.analysis.Activate()
			for _, size := range [][2]float64{{1100, 760}, {390, 844}} {
				h.resize(size[0], size[1])
				h.key(ui.KeyHint)
				h.idle(3)
				h.draw()
			}
			if h.p.btn.hint.Enabled {
				t.Error("Hint is offered in a finished game")
			}
			if len(h.ai.Reqs) == 0 {
				t.Fatal("Values asked nothing of the engine")
			}
			for _, r := range h.ai.Reqs {
				if !r.Line {
					t.Errorf("a search other than the values along the game: %+v", r)
				}
			}
			h.ai.Queue = append(h.ai.Queue, engine.Reply{ID: h.ai.Last().ID, Final: true, Line: make([]engine.PlyValue, m.Ply()+1)})
			h.idle(3)
			h.draw()
			if _, ok := h.p.s.Line(); !ok {
				t.Error("the values along the finished game are not shown")
			}
			var st ui.HookState
			h.p.Hook(&st)
			if !st.Over {
				t.Errorf("hook state %+v, want the game over", st)
			}
		})
	}
}
