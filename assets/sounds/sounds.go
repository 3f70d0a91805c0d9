// Package sounds makes Parlour's sounds: short, quiet cues in one style,
// a soft knock of wood on felt for what happens on the board and a few
// notes of a wooden bar (a marimba's) for what happens to the game. They
// are synthesised here, in plain Go, the same on every run (the only
// noise comes from a generator with a fixed seed), so that nothing
// third-party needs a licence and nothing ships as a file. PCM returns a
// sound as the samples Ebitengine's audio package plays.
package sounds

import (
	"encoding/binary"
	"math"
)

// Sound is one of Parlour's sounds; None is silence.
type Sound int

// The sounds, one for each thing a player should hear.
const (
	None         Sound = iota
	Move               // a person's move
	Capture            // a move that takes a piece
	Landing            // a landing in a chain of jumps, the move not yet made
	Refused            // a tap the rules refuse
	ComputerMove       // the computer's move
	Won                // the game won by a person here
	Lost               // the game lost by the people here
	Drawn              // the game drawn
	StepPassed         // a lesson's step passed
	Solved             // a puzzle solved
	Failed             // a puzzle failed
	FriendMove         // a friend's move received by message
	count
)

var names = [...]string{"None", "Move", "Capture", "Landing", "Refused", "ComputerMove",
	"Won", "Lost", "Drawn", "StepPassed", "Solved", "Failed", "FriendMove"}

// String returns the sound's name, as in "Capture".
func (s Sound) String() string {
	if s < 0 || s >= count {
		return "Sound(?)"
	}
	return names[s]
}

// All returns every sound but None.
func All() []Sound {
	out := make([]Sound, 0, count-1)
	for s := None + 1; s < count; s++ {
		out = append(out, s)
	}
	return out
}

// Vibrates reports whether the sound comes with a short vibration on a
// phone: a capture and a refused tap, which a player holding the phone
// feels without looking.
func (s Sound) Vibrates() bool { return s == Capture || s == Refused }

// Peak is the greatest magnitude of any sample, at full volume: about
// -8 dBFS, quiet beside other sounds of the device, and leaving the
// volume room to stay clear of clipping.
const Peak = 0.4

// Rate is the sample rate Parlour plays its sounds at, in frames a
// second.
const Rate = 44100

// Channels is the number of channels PCM writes: stereo, both alike.
const Channels = 2

// BytesPerFrame is the size of one frame of PCM: a 32-bit float for each
// channel.
const BytesPerFrame = 4 * Channels

// PCM returns the sound at the sample rate rate (frames a second) as
// 32-bit float little-endian stereo samples, what Ebitengine's
// audio.NewPlayerF32FromBytes plays. Each sound fades in and out over a
// few milliseconds, so that it starts and ends without a click, and its
// loudest sample is Peak. None, an unknown sound or a rate under 8000
// give nil.
func (s Sound) PCM(rate int) []byte {
	if s <= None || s >= count || rate < 8000 {
		return nil
	}
	v := recipes[s](rate)
	shape(v, rate)
	out := make([]byte, len(v)*BytesPerFrame)
	for i, x := range v {
		bits := math.Float32bits(float32(x))
		for c := range Channels {
			binary.LittleEndian.PutUint32(out[i*BytesPerFrame+4*c:], bits)
		}
	}
	return out
}

// shape fades v in and out, scales it so that its peak is Peak and
// rounds every sample to a step of 1/32768 (16-bit audio's), so that a
// difference in the last bits of the arithmetic between processors does
// not change the sound's bytes.
func shape(v []float64, rate int) {
	in, out := rate*3/1000, rate*12/1000
	for i := 0; i < in && i < len(v); i++ {
		v[i] *= float64(i) / float64(in)
	}
	for i := 0; i < out && i < len(v); i++ {
		v[len(v)-1-i] *= float64(i) / float64(out)
	}
	peak := 0.0
	for _, x := range v {
		peak = math.Max(peak, math.Abs(x))
	}
	if peak == 0 {
		return
	}
	k := Peak / peak
	for i, x := range v {
		v[i] = math.Round(x*k*32768) / 32768
	}
}

// recipes make each sound's samples, of any scale: shape sets the level.
var recipes = [count]func(rate int) []float64{
	Move: func(rate int) []float64 {
		v := track(rate, 0.11)
		knock(v, rate, 0, 210, 1)
		return v
	},
	Capture: func(rate int) []float64 {
		// The piece lands, and the piece taken is lifted: two knocks,
		// the second lower and softer.
		v := track(rate, 0.2)
		knock(v, rate, 0, 230, 1)
		knock(v, rate, 0.075, 160, 0.8)
		return v
	},
	Landing: func(rate int) []float64 {
		// A lighter tap, higher: the piece is set down on its way.
		v := track(rate, 0.08)
		knock(v, rate, 0, 320, 0.7)
		return v
	},
	Refused: func(rate int) []float64 {
		// A dull, low double thump, as of a piece that will not go.
		v := track(rate, 0.15)
		thump(v, rate, 0, 120, 1)
		thump(v, rate, 0.06, 105, 0.8)
		return v
	},
	ComputerMove: func(rate int) []float64 {
		// The move's knock with a soft bar above it: the same move, and a
		// sign that it came while the player may have looked away.
		v := track(rate, 0.2)
		knock(v, rate, 0, 190, 1)
		bar(v, rate, 0.02, 587.33, 0.35, 0.16) // D5
		return v
	},
	Won: func(rate int) []float64 {
		return notes(rate, 0.4, 0.09, 523.25, 659.26, 783.99) // C5 E5 G5, rising
	},
	Lost: func(rate int) []float64 {
		return notes(rate, 0.4, 0.1, 440, 349.23, 293.66) // A4 F4 D4, falling
	},
	Drawn: func(rate int) []float64 {
		return notes(rate, 0.3, 0.11, 523.25, 523.25) // C5 twice, level
	},
	StepPassed: func(rate int) []float64 {
		return notes(rate, 0.25, 0.08, 783.99, 1046.5) // G5 C6, a step up
	},
	Solved: func(rate int) []float64 {
		return notes(rate, 0.4, 0.07, 523.25, 659.26, 783.99, 1046.5) // C5 E5 G5 C6
	},
	Failed: func(rate int) []float64 {
		return notes(rate, 0.3, 0.11, 329.63, 261.63) // E4 C4, a step down
	},
	FriendMove: func(rate int) []float64 {
		// A knock at the door and two notes: news from away.
		v := track(rate, 0.3)
		knock(v, rate, 0, 250, 0.7)
		bar(v, rate, 0.05, 659.26, 0.6, 0.2) // E5
		bar(v, rate, 0.13, 880, 0.6, 0.17)   // A5
		return v
	},
}

// track returns the silence of a sound of secs seconds.
func track(rate int, secs float64) []float64 { return make([]float64, int(float64(rate)*secs)) }

// knock adds at time at (seconds) a piece of wood set down on felt: a
// low body at freq hertz that dies within a few tens of milliseconds, an
// overtone that dies faster, and a short click of softened noise.
func knock(v []float64, rate int, at, freq, gain float64) {
	start := int(at * float64(rate))
	noise := newNoise(uint32(freq))
	lp := 0.0
	for i := start; i < len(v); i++ {
		t := float64(i-start) / float64(rate)
		body := math.Sin(2*math.Pi*freq*t) * math.Exp(-t/0.022)
		over := 0.35 * math.Sin(2*math.Pi*freq*2.76*t) * math.Exp(-t/0.008)
		// Noise through a one-pole low-pass: felt takes the edge off.
		lp += 0.25 * (noise.next() - lp)
		click := 0.6 * lp * math.Exp(-t/0.004)
		v[i] += gain * (body + over + click)
	}
}

// thump adds a duller knock: a lower body, no overtone, no click.
func thump(v []float64, rate int, at, freq, gain float64) {
	start := int(at * float64(rate))
	for i := start; i < len(v); i++ {
		t := float64(i-start) / float64(rate)
		// The pitch sinks a little as it dies, as a soft blow's does.
		f := freq * (1 - 0.15*math.Min(t/0.05, 1))
		v[i] += gain * math.Sin(2*math.Pi*f*t) * math.Exp(-t/0.03) * math.Min(t/0.004, 1)
	}
}

// bar adds at time at a note of a wooden bar at freq hertz: its
// fundamental, dying over decay seconds, and the fourth partial a
// marimba's bar is tuned to, dying faster.
func bar(v []float64, rate int, at, freq, gain, decay float64) {
	start := int(at * float64(rate))
	for i := start; i < len(v); i++ {
		t := float64(i-start) / float64(rate)
		a := math.Min(t/0.003, 1) // a mallet's soft attack
		x := math.Sin(2*math.Pi*freq*t)*math.Exp(-t/decay) + 0.25*math.Sin(2*math.Pi*freq*4*t)*math.Exp(-t/(decay/6))
		v[i] += gain * a * x
	}
}

// notes returns secs seconds of bars, one after another every step
// seconds.
func notes(rate int, secs, step float64, freqs ...float64) []float64 {
	v := track(rate, secs)
	for i, f := range freqs {
		bar(v, rate, float64(i)*step, f, 1, 0.12)
	}
	return v
}

// noise is a xorshift generator: the same numbers for the same seed,
// everywhere.
type noise struct{ x uint32 }

func newNoise(seed uint32) *noise { return &noise{x: seed*2654435761 | 1} }

// next returns a number in [-1, 1).
func (n *noise) next() float64 {
	n.x ^= n.x << 13
	n.x ^= n.x >> 17
	n.x ^= n.x << 5
	return float64(n.x)/(1<<31) - 1
}
