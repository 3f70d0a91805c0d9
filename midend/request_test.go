package midend

import (
	"slices"
	"testing"

	"parlour/engine"
	"parlour/game"
)

func TestRequest(t *testing.T) {
	g, _ := game.Lookup("foxgeese")
	m, _ := game.NewMatch(g, nil)
	st := m.State()
	m.Play(st.LegalMoves(nil)[0])
	req := Request(m, engine.Hard, 42)
	if req.Game != "foxgeese" || req.Level != engine.Hard || req.Seed != 42 || !slices.Equal(req.Moves, m.MoveStrings()) || req.Start != "" {
		t.Errorf("request %+v", req)
	}
	if _, err := engine.Choose(t.Context(), Request(m, engine.Easy, 1), nil); err != nil {
		t.Errorf("the engine refuses the request: %v", err)
	}
}
