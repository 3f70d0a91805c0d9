package play

import (
	"slices"
	"testing"

	"parlour/assets/sounds"
	"parlour/engine"
	"parlour/game/foxgeese"
	"parlour/scenes/saves"
	"parlour/scenes/ui"
)

// TestPlaySounds plays a game against the computer and checks the sounds
// the screen asks for: a refused tap, the person's move, the computer's
// move, each once; the words are announced as before, sound or not.
func TestPlaySounds(t *testing.T) {
	h := newHarness(t, vsAI)
	h.tap("e2") // the hare, on the hounds' turn
	h.tap("a2")
	h.tap("b2")
	h.idle(12)
	h.ai.Queue = append(h.ai.Queue, engine.Reply{ID: h.ai.Last().ID, Final: true, Move: "e2-d3"})
	h.idle(40)
	h.wantMoves("a2-b2", "e2-d3")
	want := []sounds.Sound{sounds.Refused, sounds.Move, sounds.ComputerMove}
	if !slices.Equal(h.host.Cues, want) {
		t.Errorf("sounds %v, want %v", h.host.Cues, want)
	}
	if n := len(h.heard()); n < 3 {
		t.Errorf("heard %q: every move and refusal is still announced", h.heard())
	}
}

// TestChainLandingSound taps a fox's jump that may go on: the landing
// sounds (the move is not made yet), then the stop makes the capture.
func TestChainLandingSound(t *testing.T) {
	h := newHarnessOf(t, matchOf(t, foxgeese.Spec, nil, "9-4", "17-10", "11-5", "15-9"), []saves.Seat{saves.Human, saves.Human})
	h.idle(2)
	h.tap("5")
	h.tap("17")
	if want := []sounds.Sound{sounds.Landing}; !slices.Equal(h.host.Cues, want) {
		t.Fatalf("after a landing of the chain: sounds %v, want %v", h.host.Cues, want)
	}
	h.tap("17") // stop there
	h.idle(2)
	if want := []sounds.Sound{sounds.Landing, sounds.Capture}; !slices.Equal(h.host.Cues, want) {
		t.Errorf("sounds %v, want %v", h.host.Cues, want)
	}
}

// TestMuteKey turns the sound off and on with M: remembered in the
// settings, saved, and said to screen readers.
func TestMuteKey(t *testing.T) {
	h := newHarness(t, vsAI)
	for _, want := range []bool{true, false} {
		h.key(ui.KeyMute)
		if h.host.Settings().Mute != want {
			t.Fatalf("after M: Mute %v, want %v", h.host.Settings().Mute, want)
		}
		said := map[bool]string{true: "Sound off.", false: "Sound on."}[want]
		if h.host.LastHeard() != said {
			t.Errorf("heard %q, want %q", h.host.LastHeard(), said)
		}
		st := h.host.Saves.LoadSettings()
		if st.Mute != want {
			t.Errorf("saved Mute %v, want %v", st.Mute, want)
		}
	}
}
