package midend

import (
	"fmt"
	"testing"

	"parlour/engine"
	"parlour/game"
	"parlour/game/gametest"
)

func TestReplay(t *testing.T) {
	g, err := game.Lookup("solitaire")
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Demos) == 0 {
		t.Fatal("Peg Solitaire has no recorded game to replay")
	}
	d := g.Demos[0]
	var clock float64
	store := &fakeStore{}
	s, err := NewReplay(Config{Store: store}, g, d)
	if err != nil {
		t.Fatal(err)
	}
	at := func(want int, playing bool) {
		t.Helper()
		rp, ok := s.Replaying()
		if !ok || rp.Move != want || rp.Playing != playing || rp.Total != len(d.Moves) {
			t.Fatalf("replay %+v (ok %v): want move %d, playing %v, of %d", rp, ok, want, playing, len(d.Moves))
		}
		if s.Waiting() != playing {
			t.Fatalf("Waiting() = %v with the replay playing %v", s.Waiting(), playing)
		}
	}
	steps := []struct {
		what    string
		do      func()
		move    int
		playing bool
	}{
		{"the first move comes at once", func() { s.Update(clock, true) }, 1, true},
		{"not before its time", func() { clock += ReplayStep / 2; s.Update(clock, true) }, 1, true},
		{"nor while a move is shown", func() { clock += ReplayStep; s.Update(clock, false) }, 1, true},
		{"then the next", func() { s.Update(clock, true) }, 2, true},
		{"Undo steps back and pauses", s.Undo, 1, false},
		{"paused, it stays", func() { clock += 10; s.Update(clock, true) }, 1, false},
		{"Redo steps on", s.Redo, 2, false},
		{"Play runs it", func() { s.TogglePlay(); clock += ReplayStep; s.Update(clock, true) }, 3, true},
		{"to its end, where it stops", func() {
			for range 10 * len(d.Moves) {
				clock += ReplayStep
				s.Update(clock, true)
			}
		}, len(d.Moves), false},
		{"Play at the end starts again", s.TogglePlay, 0, true},
	}
	for _, st := range steps {
		st.do()
		if t.Failed() {
			return
		}
		t.Run(st.what, func(t *testing.T) { at(st.move, st.playing) })
	}
	if s.PersonToMove() || s.CanHint() {
		t.Error("a person may move in a replay")
	}
	if len(store.saves) != 0 {
		t.Errorf("a replay saved %d times over the game in progress", len(store.saves))
	}
	if _, ok := New(Config{}, s.Match(), nil).Replaying(); ok {
		t.Error("a live session says it replays")
	}
	if line := s.ReplayLine(); line != fmt.Sprintf("%s: move 0 of %d", d.Name, len(d.Moves)) {
		t.Errorf("the replay's line reads %q", line)
	}
	if !s.Watched() || s.HintOffered() {
		t.Errorf("a replay: watched %v, hint offered %v", s.Watched(), s.HintOffered())
	}
}

// TestWatchedAndHint checks, without a display, who the status line and
// the summary's word about Hint speak to: a live game with a person at
// the table offers Hint until the game ends; a replay, or the computer at
// every seat, is watched and offers none.
func TestWatchedAndHint(t *testing.T) {
	m := gametest.Played(t, "solitaire", nil)
	computer := Seat{AI: true, Level: engine.Easy}
	tests := []struct {
		what    string
		seats   []Seat
		watched bool
	}{
		{"a person plays", []Seat{Human}, false},
		{"the computer plays", []Seat{computer}, true},
	}
	for _, tt := range tests {
		s := New(Config{}, m, tt.seats)
		if s.Watched() != tt.watched || s.HintOffered() == tt.watched || s.ReplayLine() != "" {
			t.Errorf("%s: watched %v, hint offered %v, replay line %q", tt.what, s.Watched(), s.HintOffered(), s.ReplayLine())
		}
	}
	hh := gametest.Played(t, "harehounds", nil)
	if s := New(Config{}, hh, []Seat{computer, Human}); s.Watched() || !s.HintOffered() {
		t.Error("a person against the computer: watched, or no hint")
	}
	if s := New(Config{}, hh, []Seat{computer, computer}); !s.Watched() || s.HintOffered() {
		t.Error("the computer against itself: not watched, or a hint")
	}
	over := gametest.Played(t, "harehounds", nil, "a2-b2", "e2-d1", "b1-c2", "d1-c1", "b2-b1", "c1-d1", "b1-c1", "d1-e2", "c2-d3", "e2-d2", "c1-c2", "d2-d1", "b3-b2", "d1-c1", "b2-b1", "c1-d1", "b1-c1", "d1-e2", "c2-d1", "e2-d2", "c1-c2", "d2-e2", "c2-d2")
	if s := New(Config{}, over, []Seat{Human, Human}); !s.Over() || s.HintOffered() {
		t.Errorf("a finished game: over %v, hint offered %v", s.Over(), s.HintOffered())
	}
}
