package frames

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/platform"
	"parlour/scenes/ui"
)

// waiter is a screen that can change with no input: a search under way,
// a lesson's reply due, a replay running. While Waiting reports true the
// frames keep coming (see restAfter).
type waiter interface{ Waiting() bool }

// TPS is the App's rate of updates, a second, while it does not rest.
const TPS = ebiten.DefaultTPS

// restAfter is how long, in seconds, the App must have been calm (nothing
// drawn, no input, nothing moving or awaited; see stir) before it rests:
// it then asks Ebitengine for frames only on input or when asked
// (FPSModeVsyncOffMinimum), so that a player thinking costs no drawing
// and no per-frame work, in the browser and natively. Input wakes it at
// once, in the event's own handler; news from outside comes through
// platform.Wake; and a frame every heartbeat catches anything else.
//
// FPSModeVsyncOffMinimum is deprecated for SetScreenClearedEveryFrame,
// which the App uses too, but that one still runs every frame's update;
// only the minimum mode stops the loop.
const restAfter = 0.5

// heartbeat is the time between two frames while the App rests.
const heartbeat = time.Second

// Busy is what keeps the frames awake besides the picture, the input and
// the screen.
type Busy struct {
	Fading  bool // a fade between two screens runs
	Copying bool // the browser has yet to say whether it copied a link
	Dialog  bool // the dialog open animates or has a field to type in
}

// Rest puts the App's frames to rest once nothing has been drawn, no
// input has come and nothing is awaited for restAfter, and wakes them as
// soon as something is; it also keeps the real time since the start
// (Wall), which effects whose length is the player's end by.
type Rest struct {
	began   time.Time // when the App was made
	resting bool
	stirred string // what kept the frames from rest last (see stir)
	// stirredAt is when the App was last busy, seenRedraws and
	// seenPartials the draws counted then.
	stirredAt    float64
	seenRedraws  int
	seenPartials int
	beat         *time.Timer // the frames that look for news while it rests
}

// NewRest returns the rest of frames that begin now.
func NewRest() *Rest { return &Rest{began: time.Now()} }

// Wall returns the real time since the start, in seconds.
func (r *Rest) Wall() float64 { return time.Since(r.began).Seconds() }

// Resting reports whether the frames rest.
func (r *Rest) Resting() bool { return r.resting }

// Stirred says what kept the frames from rest at the last Settle, "" for
// nothing.
func (r *Rest) Stirred() string { return r.stirred }

// stir says what keeps the frames from rest, "" when nothing moves or is
// awaited: the picture p is drawn and stays as it is until an input or
// news from outside.
func (r *Rest) stir(c *ui.Context, p *Picture, cur ui.Scene, b Busy) string {
	switch {
	case p.invalid || p.redraws != r.seenRedraws:
		return "drawn"
	case len(p.damage) > 0 || p.partials != r.seenPartials:
		return "drawn in part"
	case b.Fading:
		return "fading"
	case b.Copying:
		return "copying"
	case c.Time-p.lastInput() < ui.InputGrace:
		return "input"
	case b.Dialog:
		return "dialog"
	}
	if an, ok := cur.(animator); ok && an.Animating() {
		return "animating"
	}
	if l, ok := cur.(liveDrawer); ok && len(l.LiveRects(c)) > 0 {
		return "live"
	}
	if w, ok := cur.(waiter); ok && w.Waiting() {
		return "waiting"
	}
	return ""
}

// Settle puts the frames to rest once the App, showing screen cur in
// picture p, has been calm for restAfter, and wakes them as soon as it
// is not.
func (r *Rest) Settle(c *ui.Context, p *Picture, cur ui.Scene, b Busy) {
	if r.stirred = r.stir(c, p, cur, b); r.stirred != "" {
		r.stirredAt, r.seenRedraws, r.seenPartials = c.Time, p.redraws, p.partials
		r.set(false, p)
		return
	}
	if c.Time-r.stirredAt >= restAfter {
		r.set(true, p)
	}
}

// set changes Ebitengine's frame mode (see restAfter).
func (r *Rest) set(on bool, p *Picture) {
	if on {
		if r.beat == nil {
			r.beat = time.AfterFunc(heartbeat, platform.Wake)
		} else {
			r.beat.Reset(heartbeat)
		}
	}
	if on == r.resting {
		return
	}
	r.resting, p.news = on, true
	if on {
		// One update a frame, however long the rest: time stands still
		// while nothing moves.
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
		ebiten.SetTPS(ebiten.SyncWithFPS)
		platform.Rest(true)
		return
	}
	r.beat.Stop()
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
	ebiten.SetTPS(TPS)
	platform.Rest(false)
}
