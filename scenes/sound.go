package scenes

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2/audio"

	"parlour/assets/sounds"
	"parlour/platform"
	"parlour/scenes/cue"
)

// Speaker plays the app's sounds and vibrations (cue.Output); CanVibrate
// says whether the device can vibrate, and Start is called once, after
// the first frame, to prepare what the sounds need. NewSpeaker makes the
// device's; tests give a fake or none.
type Speaker interface {
	cue.Output
	CanVibrate() bool
	Start()
}

// speaker plays through Ebitengine's audio package. Everything waits
// for the first sound: the audio context is made only then, and only
// where the platform allows it (platform.AudioAllowed: in the browser
// after the player's first gesture, on the desktop once a probe found a
// sound device); a sound's samples are made the first time it plays
// (about 2 ms a sound natively), so that the start and its first frame
// do no audio work at all.
type speaker struct {
	ctx *audio.Context
	pcm map[sounds.Sound][]byte
}

// NewSpeaker returns the speaker of the device the program runs on.
func NewSpeaker() Speaker { return &speaker{pcm: map[sounds.Sound][]byte{}} }

// Start probes the sound device where the platform needs to.
func (s *speaker) Start() { platform.StartAudio() }

// CanVibrate reports whether the device can vibrate.
func (s *speaker) CanVibrate() bool { return platform.CanVibrate() }

// Vibrate shakes the device for ms milliseconds.
func (s *speaker) Vibrate(ms int) { platform.Vibrate(ms) }

// Sound plays snd at volume, from 0 to 1, or nothing while the platform
// does not allow sound.
func (s *speaker) Sound(snd sounds.Sound, volume float64) {
	if s.ctx == nil {
		if !platform.AudioAllowed() {
			return
		}
		// The context is made once per program; the device opens at the
		// next frame, and the sound asked for now plays then.
		s.ctx = audio.NewContext(sounds.Rate)
	}
	pcm, ok := s.pcm[snd]
	if !ok {
		pcm = snd.PCM(sounds.Rate)
		s.pcm[snd] = pcm
	}
	if len(pcm) == 0 {
		return
	}
	platform.AudioPlayed(time.Duration(len(pcm)/sounds.BytesPerFrame) * time.Second / sounds.Rate)
	p := s.ctx.NewPlayerF32FromBytes(pcm)
	p.SetVolume(volume)
	p.Play()
}
