package cue

import (
	"fmt"
	"testing"

	"parlour/assets/sounds"
	"parlour/engine"
	"parlour/game"
	"parlour/midend"
	"parlour/scenes/saves"
)

var (
	person   = midend.Human
	computer = midend.Seat{AI: true, Level: engine.Easy}
	friend   = midend.Friend
)

// step returns a move of mover, taking a piece when took.
func step(mover game.Player, took bool) []midend.Step {
	st := midend.Step{Mover: mover, Move: "a1-b2", Path: []int{0, 1}}
	if took {
		st.Captured = []midend.Capture{{Point: 3}}
	}
	return []midend.Step{st}
}

// TestEveryEvent decides the sound of every kind of event a Session
// reports: each one a player should hear makes exactly one sound, the
// others none. A kind added to midend fails here until it is decided.
func TestEveryEvent(t *testing.T) {
	vsComputer := []midend.Seat{person, computer}
	tests := []struct {
		e     midend.Event
		seats []midend.Seat
		out   game.Outcome
		want  sounds.Sound
	}{
		{midend.Event{Kind: midend.Changed}, vsComputer, game.Ongoing, sounds.None},
		{midend.Event{Kind: midend.Moved, Steps: step(0, false)}, vsComputer, game.Ongoing, sounds.Move},
		{midend.Event{Kind: midend.Moved, Steps: step(1, false)}, vsComputer, game.Ongoing, sounds.ComputerMove},
		{midend.Event{Kind: midend.Moved, Steps: step(0, true)}, vsComputer, game.Ongoing, sounds.Capture},
		{midend.Event{Kind: midend.Moved, Steps: step(1, true)}, vsComputer, game.Ongoing, sounds.Capture},
		{midend.Event{Kind: midend.Moved, Steps: step(1, false)}, []midend.Seat{person, friend}, game.Ongoing, sounds.FriendMove},
		{midend.Event{Kind: midend.Moved, Steps: step(1, false)}, []midend.Seat{person, person}, game.Ongoing, sounds.Move},
		{midend.Event{Kind: midend.Moved}, vsComputer, game.Ongoing, sounds.None},
		{midend.Event{Kind: midend.TakenBack, N: 2}, vsComputer, game.Ongoing, sounds.None},
		{midend.Event{Kind: midend.Replayed, Steps: step(0, false)}, vsComputer, game.Ongoing, sounds.Move},
		{midend.Event{Kind: midend.NewGame}, vsComputer, game.Ongoing, sounds.None},
		{midend.Event{Kind: midend.Ended}, vsComputer, game.Win(0, "trapped"), sounds.Won},
		{midend.Event{Kind: midend.Ended}, vsComputer, game.Win(1, "trapped"), sounds.Lost},
		{midend.Event{Kind: midend.Ended}, vsComputer, game.Draw("stalling"), sounds.Drawn},
		{midend.Event{Kind: midend.Ended}, []midend.Seat{person, person}, game.Win(1, "trapped"), sounds.Won},
		{midend.Event{Kind: midend.Ended}, []midend.Seat{computer, computer}, game.Win(1, "trapped"), sounds.Won},
		{midend.Event{Kind: midend.Ended}, []midend.Seat{friend, person}, game.Win(0, "trapped"), sounds.Lost},
		{midend.Event{Kind: midend.ThinkingStarted}, vsComputer, game.Ongoing, sounds.None},
		{midend.Event{Kind: midend.ThinkingStopped}, vsComputer, game.Ongoing, sounds.None},
		{midend.Event{Kind: midend.HintReady, Text: "a1-b2"}, vsComputer, game.Ongoing, sounds.None},
		{midend.Event{Kind: midend.Explained, Text: "It cannot go back."}, vsComputer, game.Ongoing, sounds.None},
		{midend.Event{Kind: midend.AnalysisLine}, vsComputer, game.Ongoing, sounds.None},
		{midend.Event{Kind: midend.ReplayChanged}, vsComputer, game.Ongoing, sounds.None},
		{midend.Event{Kind: midend.ComputerFailed, Text: "no move"}, vsComputer, game.Ongoing, sounds.None},
		{midend.Event{Kind: midend.Failed, Text: "not saved"}, vsComputer, game.Ongoing, sounds.None},
		{midend.Event{Kind: midend.Restored}, vsComputer, game.Ongoing, sounds.None},
		{midend.Event{Kind: midend.Reviewed}, vsComputer, game.Ongoing, sounds.None},
		{midend.Event{Kind: midend.ValuesReady}, vsComputer, game.Ongoing, sounds.None},
	}
	decided := map[midend.EventKind]bool{}
	for _, tt := range tests {
		decided[tt.e.Kind] = true
		if got := OfEvent(tt.e, tt.seats, tt.out); got != tt.want {
			t.Errorf("%v (seats %v, outcome %+v): %v, want %v", tt.e.Kind, tt.seats, tt.out, got, tt.want)
		}
	}
	for k := midend.EventKind(0); k.String() != "EventKind(?)"; k++ {
		if !decided[k] {
			t.Errorf("event %v: its sound is not decided here", k)
		}
	}
}

// fakeOut records what it is asked to play.
type fakeOut struct{ played []string }

func (f *fakeOut) Sound(s sounds.Sound, volume float64) {
	f.played = append(f.played, fmt.Sprintf("%v@%.2f", s, volume))
}
func (f *fakeOut) Vibrate(ms int) { f.played = append(f.played, fmt.Sprintf("vibrate %d", ms)) }

func TestPlayer(t *testing.T) {
	tests := []struct {
		name     string
		st       saves.Settings
		vibrates bool
		cues     []sounds.Sound
		want     string
	}{
		{"a move at the default volume", saves.Settings{}, true, []sounds.Sound{sounds.Move}, "[Move@0.50]"},
		{"a capture vibrates", saves.Settings{Volume: 4}, true, []sounds.Sound{sounds.Capture}, "[Capture@1.00 vibrate 25]"},
		{"a refusal, quiet, on a device that cannot vibrate", saves.Settings{Volume: 1}, false, []sounds.Sound{sounds.Refused}, "[Refused@0.25]"},
		{"vibration off", saves.Settings{NoVibration: true}, true, []sounds.Sound{sounds.Refused}, "[Refused@0.50]"},
		{"sound off plays nothing", saves.Settings{Mute: true, NoVibration: true}, true, []sounds.Sound{sounds.Capture, sounds.Won}, "[]"},
		{"sound off, vibration on", saves.Settings{Mute: true}, true, []sounds.Sound{sounds.Capture}, "[vibrate 25]"},
		{"the strongest of a frame", saves.Settings{}, true, []sounds.Sound{sounds.Capture, sounds.Won, sounds.Move}, "[Won@0.50]"},
		{"nothing cued", saves.Settings{}, true, []sounds.Sound{sounds.None}, "[]"},
	}
	for _, tt := range tests {
		out := &fakeOut{}
		p := NewPlayer(out, func() *saves.Settings { return &tt.st }, tt.vibrates)
		for _, s := range tt.cues {
			p.Cue(s)
		}
		p.Flush()
		p.Flush() // nothing more: each cue plays once
		if got := fmt.Sprint(out.played); got != tt.want {
			t.Errorf("%s: played %s, want %s", tt.name, got, tt.want)
		}
	}
	var none *Player
	none.Cue(sounds.Move) // an app without sound
	if none.Flush() != sounds.None || none.CanVibrate() {
		t.Error("a nil Player played")
	}
}

func TestStrongerOrdersEverySound(t *testing.T) {
	for _, s := range sounds.All() {
		if !Stronger(s, sounds.None) {
			t.Errorf("%v is not ranked", s)
		}
	}
	if !Stronger(sounds.Won, sounds.Capture) || !Stronger(sounds.Capture, sounds.Move) || Stronger(sounds.Refused, sounds.Move) {
		t.Error("the order of the sounds")
	}
}

func TestGain(t *testing.T) {
	for level, want := range map[int]float64{-1: 0.25, 1: 0.25, 2: 0.5, 3: 0.75, 4: 1, 9: 1} {
		if got := Gain(level); got != want {
			t.Errorf("Gain(%d) = %v, want %v", level, got, want)
		}
	}
}

// TestOfTap checks the sound of a tap that made no move.
func TestOfTap(t *testing.T) {
	for _, tc := range []struct {
		landed, refused bool
		want            sounds.Sound
	}{
		{true, false, sounds.Landing},
		{false, true, sounds.Refused},
		{false, false, sounds.None},
	} {
		if got := OfTap(tc.landed, tc.refused); got != tc.want {
			t.Errorf("OfTap(%v, %v) = %v, want %v", tc.landed, tc.refused, got, tc.want)
		}
	}
}
