// Package cue says which of Parlour's sounds (assets/sounds) each thing
// a player should hear makes, and plays it as the settings say: the
// sound on or off and its volume, the phone's vibration on or off. It is
// plain Go, tested without a display or a sound device: the screens tell
// it what happened, and an Output (the platform's, or a test's) makes
// the noise.
//
// A sound is a cue beside the words, never in their place: every screen
// announces what happened to screen readers whether or not a sound
// plays.
package cue

import (
	"parlour/assets/sounds"
	"parlour/game"
	"parlour/lang"
	"parlour/midend"
	"parlour/scenes/saves"
)

// OfEvent returns the sound of event e of a Session whose sides are
// played by seats, and whose game stands at out; None for an event that
// passes in silence.
//
// A move sounds by what it did and who made it: a capture, else the move
// of a friend by message, of the computer, or of a person here. The end
// of the game sounds as the people here take it: won when one of them
// won (or when nobody here plays), lost when only others won, drawn.
// What the player did not do and needs no ear (a change drawn afresh, a
// search begun or ended, values ready, an analysis deepened, a review)
// is silent, as are undo, new game and the notices, which say
// themselves. Explained is silent too: a refused tap has made its sound
// already (Refused, from the board), and a friend's move said in words
// has made FriendMove.
func OfEvent(e midend.Event, seats []midend.Seat, out game.Outcome) sounds.Sound {
	switch e.Kind {
	case midend.Moved:
		if len(e.Steps) == 0 {
			return sounds.None
		}
		st := e.Steps[0]
		seat := seatOf(seats, st.Mover)
		switch {
		case len(st.Captured) > 0:
			return sounds.Capture
		case seat.Friend:
			return sounds.FriendMove
		case seat.AI:
			return sounds.ComputerMove
		}
		return sounds.Move
	case midend.Replayed:
		return sounds.Move
	case midend.Ended:
		return ofOutcome(seats, out)
	}
	return sounds.None
}

// OfTap returns the sound of a tap on the board that made no move: a
// landing of a chain taken, a try refused, or None (a move made sounds
// as the Session reports it, OfEvent).
func OfTap(landed, refused bool) sounds.Sound {
	switch {
	case landed:
		return sounds.Landing
	case refused:
		return sounds.Refused
	}
	return sounds.None
}

// seatOf returns who plays p: a person for a player out of range.
func seatOf(seats []midend.Seat, p game.Player) midend.Seat {
	if p < 0 || int(p) >= len(seats) {
		return midend.Human
	}
	return seats[p]
}

// ofOutcome returns the sound of the game's end for the people here.
func ofOutcome(seats []midend.Seat, out game.Outcome) sounds.Sound {
	if out.Winners == 0 {
		return sounds.Drawn
	}
	here := false
	for i, st := range seats {
		if st.AI || st.Friend {
			continue
		}
		here = true
		if out.Winners&(1<<uint(i)) != 0 {
			return sounds.Won
		}
	}
	if !here {
		return sounds.Won // nobody here lost: a demonstration's end
	}
	return sounds.Lost
}

// Output makes the noise: the platform's sound and vibration, or a
// test's record of them.
type Output interface {
	// Sound plays s at volume, from 0 to 1.
	Sound(s sounds.Sound, volume float64)
	// Vibrate shakes the device for ms milliseconds, where it can.
	Vibrate(ms int)
}

// VibrateMS is the length of the vibration of a capture or a refused
// tap: a touch, felt rather than heard.
const VibrateMS = 25

// Gain returns the volume of level, from 1 (Quiet) to
// saves.VolumeLevels (Full): a quarter more of the sound's own level at
// each step, so that Quiet is a whisper and Full the sound as made.
func Gain(level int) float64 {
	level = min(max(level, 1), saves.VolumeLevels)
	return float64(level) / float64(saves.VolumeLevels)
}

// VolumeNames are the volumes' names, from 1 (Quiet) up.
var VolumeNames = [saves.VolumeLevels]string{lang.Key("Quiet"), lang.Key("Medium"), lang.Key("Loud"), lang.Key("Full")}

// Player plays the cues of one frame through an Output, as the settings
// say. A frame can hear several things at once (a move that takes and
// ends the game, a friend's link of three moves): it plays only the one
// that matters most (see Stronger), so that sounds never pile up.
type Player struct {
	out      Output
	settings func() *saves.Settings
	// vibrates says whether the device can vibrate: the vibration's
	// setting is offered, and followed, only where it can.
	vibrates bool
	due      sounds.Sound
}

// NewPlayer returns the player of cues through out, reading the settings
// from settings at each sound; vibrates says whether the device can
// vibrate.
func NewPlayer(out Output, settings func() *saves.Settings, vibrates bool) *Player {
	return &Player{out: out, settings: settings, vibrates: vibrates}
}

// CanVibrate reports whether the device can vibrate.
func (p *Player) CanVibrate() bool { return p != nil && p.vibrates }

// Cue notes that s is to be heard in this frame; Flush plays it.
func (p *Player) Cue(s sounds.Sound) {
	if p != nil && Stronger(s, p.due) {
		p.due = s
	}
}

// Flush plays the strongest sound cued since the last Flush, with its
// vibration: the sound unless the settings mute it, the vibration unless
// they turn it off or the device cannot. It reports the sound due, None
// when there was none.
func (p *Player) Flush() sounds.Sound {
	if p == nil || p.due == sounds.None {
		return sounds.None
	}
	s := p.due
	p.due = sounds.None
	st := p.settings()
	if !st.Mute {
		p.out.Sound(s, Gain(st.SoundVolume()))
	}
	if s.Vibrates() && p.vibrates && !st.NoVibration {
		p.out.Vibrate(VibrateMS)
	}
	return s
}

// ToggleMute turns the sounds off, or on again, in st and returns the
// sentence that tells a screen reader so: the sound itself cannot.
func ToggleMute(st *saves.Settings) string {
	st.Mute = !st.Mute
	if st.Mute {
		return "Sound off."
	}
	return "Sound on."
}

// rank orders the sounds by what matters most when a frame has several:
// the game's news first, then a friend's move, then what happened on the
// board, a refusal last.
var rank = map[sounds.Sound]int{
	sounds.Refused: 1, sounds.Landing: 2, sounds.Move: 3, sounds.ComputerMove: 4, sounds.Capture: 5,
	sounds.FriendMove: 6, sounds.StepPassed: 7, sounds.Drawn: 8, sounds.Failed: 8, sounds.Lost: 8,
	sounds.Won: 9, sounds.Solved: 9,
}

// Stronger reports whether a matters more than b, when one frame has
// both; any sound matters more than None.
func Stronger(a, b sounds.Sound) bool { return rank[a] > rank[b] }
