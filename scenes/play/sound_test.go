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

// TestMuteKey turns the sound off and on with M, then with the Mute
// button: remembered in the settings, saved, said to screen readers, and
// the button named after what its next press does.
func TestMuteKey(t *testing.T) {
	h := newHarness(t, vsAI)
	press := func() {
		x, y := h.p.btn.sound.Rect.Center()
		h.frame(ui.Frame{X: x, Y: y, Down: true, Pressed: true})
		h.frame(ui.Frame{X: x, Y: y, Released: true})
	}
	if h.p.btn.sound.Label != "Mute" || h.p.btn.sound.Rect.W == 0 {
		t.Fatalf("the sound's button is %q at %v, want Mute, laid out", h.p.btn.sound.Label, h.p.btn.sound.Rect)
	}
	for i, want := range []bool{true, false, true, false} {
		if i < 2 {
			h.key(ui.KeyMute)
		} else {
			press()
		}
		if label := map[bool]string{true: "Unmute", false: "Mute"}[want]; h.p.btn.sound.Label != label {
			t.Errorf("the sound's button reads %q, want %q", h.p.btn.sound.Label, label)
		}
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
