package ui

import "time"

// liveRates are the rates, in steps a second, at which the live parts of a
// still screen (the thinking spinners) may step on, smoothest first.
//
// Every step makes Ebitengine present the canvas for four frames (it stops
// presenting after four unchanged ones), so any rate above 12 costs a
// present every frame, and at 6 a step costs four presents in ten frames.
// Presenting is cheap on a GPU but not where WebGL is drawn in software
// beside a busy engine worker: there, 60 steps a second left long gaps
// between frames and 6 kept them within two frames (docs/measurements.md;
// e2e.TestBrowserWorkerFrames measures them).
var liveRates = [...]float64{60, 6, 3}

// Frames further apart than slowGap are slow; slowFrames of them at one
// rate make the pacer step down to the next.
const (
	slowGap    = 30 * time.Millisecond
	slowFrames = 6
)

// LivePacer chooses the rate of the live parts: the smoothest one the
// renderer keeps up with. It steps down when frames come slowly while live
// parts are shown, and never back up, so that it does not swing between
// rates.
type LivePacer struct {
	level int       // index into liveRates
	last  time.Time // the previous live frame, zero after a still one
	slow  int       // slow frames seen at this level
}

// Rate returns the current rate in steps a second.
func (p *LivePacer) Rate() float64 { return liveRates[p.level] }

// Frame notes a frame at now, with live parts on the screen or not.
func (p *LivePacer) Frame(now time.Time, live bool) {
	if !live {
		p.last = time.Time{}
		return
	}
	if !p.last.IsZero() && now.Sub(p.last) > slowGap {
		p.slow++
		if p.slow >= slowFrames && p.level < len(liveRates)-1 {
			p.level++
			p.slow = 0
		}
	}
	p.last = now
}
