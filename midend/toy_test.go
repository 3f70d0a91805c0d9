package midend

import (
	"testing"
	"time"

	"parlour/engine"
	"parlour/game"
	"parlour/game/gametest/toy"
)

// TestToyGameWithTheEngine runs a Session of the toy seventh game, which
// only its own package and this import know of, with the real engine on
// both seats at the strongest level: perfect noughts and crosses is a
// draw, and every move is saved as it is played.
func TestToyGameWithTheEngine(t *testing.T) {
	m, err := game.NewMatch(toy.Spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	perfect := Seat{AI: true, Level: engine.Perfect}
	store := &fakeStore{}
	s := New(Config{Thinker: engine.NewLocalThinker(), Store: store, Seed: func() uint64 { return 3 }}, m, []Seat{perfect, perfect})
	clock := 0.0
	deadline := time.Now().Add(time.Minute)
	for !s.Over() {
		if time.Now().After(deadline) {
			t.Fatalf("the game did not end within a minute: %v", s.Match().MoveStrings())
		}
		clock += MinThinkTime
		s.Update(clock, true)
		for _, e := range s.Events() {
			if e.Kind == ComputerFailed || e.Kind == Failed {
				t.Fatalf("event %v: %s", e.Kind, e.Text)
			}
		}
		time.Sleep(time.Millisecond)
	}
	if o := s.Match().Outcome(); !o.IsDraw() {
		t.Errorf("perfect play ended %+v after %v, want a draw", o, s.Match().MoveStrings())
	}
	if got, want := len(store.saves), s.Match().Ply(); got < want {
		t.Errorf("%d saves for %d moves", got, want)
	}
}
