package cli

import (
	"context"
	"errors"
	"strings"
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/game/gametest/toy"
)

// TestPlayOut plays noughts and crosses to its end with the engine, and
// checks that a game longer than its MaxPlies stops with ErrTooLong.
func TestPlayOut(t *testing.T) {
	m, err := game.NewMatch(toy.Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	err = PlayOut(m, func(m *game.Match) (game.Move, error) { return EngineMove(m, engine.Hard, 1, 0) })
	if err != nil || !m.Outcome().Over {
		t.Fatalf("the game ended with %v, outcome %+v", err, m.Outcome())
	}
	short := *toy.Spec
	short.MaxPlies = 3
	m, err = game.NewMatch(&short, nil)
	if err != nil {
		t.Fatal(err)
	}
	err = PlayOut(m, func(m *game.Match) (game.Move, error) { return m.State().LegalMoves(nil)[0], nil })
	if !errors.Is(err, ErrTooLong) || m.Ply() != 3 {
		t.Errorf("a game of at most 3 plies: %v after %d plies, want ErrTooLong after 3", err, m.Ply())
	}
}

// TestAskMove checks that a move the engine names in words that do not
// read is an error that quotes it.
func TestAskMove(t *testing.T) {
	m, err := game.NewMatch(toy.Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	wrong := func(_ context.Context, req engine.Request, _ func(engine.Reply)) (engine.Reply, error) {
		return engine.Reply{ID: req.ID, Final: true, Move: "z9"}, nil
	}
	if _, err := AskMove(m, wrong, engine.Easy, 1, 0); err == nil || !strings.Contains(err.Error(), "chose z9") {
		t.Errorf("error %v, want one that quotes the move z9", err)
	}
}
