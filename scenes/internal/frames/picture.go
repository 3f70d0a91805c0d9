// Package frames holds what the App lays around the screen it shows: the
// Picture, kept between frames and drawn again only when something
// changed; the Rest of the frames once nothing moves; the Layers over
// every screen (the notices, an offer's choices, the dialogs); and the
// Hooks that publish each frame's state to the tests. The App switches
// screens; these keep its frames cheap and its layers in their place.
package frames

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/platform"
	"parlour/scenes/ui"
)

// animator is a screen that is sometimes animated as a whole (a piece
// moving, a banner sliding in); while Animating reports true it is drawn
// every frame.
type animator interface{ Animating() bool }

// liveDrawer is a screen with small parts that keep changing (the thinking
// spinner) while the rest stands still. Draw leaves those parts out; the
// picture is drawn still once and then, at the rate the pacer allows, the
// live rectangles are restored from it and DrawLive called, so a spinner
// costs a few small draws instead of the whole screen, and the frames in
// between cost nothing at all.
type liveDrawer interface {
	// LiveRects returns the rectangles DrawLive draws into, none when
	// nothing is live.
	LiveRects(c *ui.Context) []ui.Rect
	// DrawLive draws the live parts.
	DrawLive(dst *ebiten.Image, c *ui.Context)
}

// Picture is the App's picture, kept between frames and drawn again only
// when it may have changed: a screen said so (Invalidate), a part of it
// changed (InvalidateRect), something over it moves, the screen animates,
// or an input came just now, while a clicked button flashes. In between
// only the screen's live parts are drawn, at the rate the pacer allows.
// It spares phones' batteries and software renderers.
type Picture struct {
	canvas   *ebiten.Image
	screen   *ebiten.Image // the image Draw drew into last
	invalid  bool          // something changed since the last full draw
	redraws  int           // full draws so far
	partials int           // partial redraws so far
	damage   []ui.Rect     // parts of the picture to draw again (InvalidateRect)
	pacer    ui.LivePacer
	liveStep int64 // the step of the pacer's rate the live parts were last drawn at
	// news says that the picture was drawn, or the frames rested or
	// woke, since the hooks last published (see Hooks.Due).
	news bool
	told bool // FirstDrawn said so
	// input is the Time of the last input, x and y where the pointer
	// stood then; hadInput says there was one. Before the first, no
	// input is recent: a page opened and left alone is not one just
	// touched, whose frames are all drawn and whose pieces keep pulsing
	// for as long as its first frames take (seconds where the page draws
	// slowly).
	input, x, y float64
	hadInput    bool
}

// Over is what the App shows over its screen in a frame, as far as the
// picture must know it.
type Over struct {
	// Veiled is set while a fade's veil covers the screen: its live parts
	// wait under it.
	Veiled bool
	// Moving is set while something over the screen changes at every
	// frame: a fade, a dialog's caret, the rates shown.
	Moving bool
	// Covered reports whether notices or a dialog are shown, once the
	// still picture is drawn (drawing drops an offer whose screen is
	// gone): the screen's live parts are not drawn over them.
	Covered func() bool
}

// Invalidate asks for the whole picture to be drawn again.
func (p *Picture) Invalidate() { p.invalid = true }

// InvalidateRect asks for the part of the picture under r to be drawn
// again, when nothing else changed (the analysis panel deepening while
// the engine thinks). On software renderers a full redraw beside a busy
// engine costs frames; a panel's worth does not.
func (p *Picture) InvalidateRect(r ui.Rect) {
	if !r.Empty() {
		p.damage = append(p.damage, r)
	}
}

// Input notes the input of the frame c holds, and gives c the time of the
// last one: a press, a release, the wheel, a key, or the pointer moved.
func (p *Picture) Input(c *ui.Context) {
	if f := c.In; f.Down || f.Pressed || f.Released || f.WheelY != 0 || len(f.Keys) > 0 || f.X != p.x || f.Y != p.y {
		p.input, p.x, p.y, p.hadInput = c.Time, f.X, f.Y, true
	}
	c.LastInput = p.lastInput()
}

// lastInput returns the Time of the last input, minus infinity before
// the first.
func (p *Picture) lastInput() float64 {
	if !p.hadInput {
		return math.Inf(-1)
	}
	return p.input
}

// FirstDrawn reports true once, in the update after the first frame was
// drawn, when that frame is on the screen: what the start put off can
// begin then.
func (p *Picture) FirstDrawn() bool {
	if p.redraws == 0 || p.told {
		return false
	}
	p.told = true
	return true
}

// Redraws returns how many times the whole picture was drawn.
func (p *Picture) Redraws() int { return p.redraws }

// needsRedraw reports whether the picture kept may be out of date.
func (p *Picture) needsRedraw(screen *ebiten.Image, c *ui.Context, cur ui.Scene, moving bool) bool {
	if p.invalid || moving || screen != p.screen || p.canvas == nil {
		return true
	}
	if w, h := screen.Bounds().Dx(), screen.Bounds().Dy(); p.canvas.Bounds().Dx() != w || p.canvas.Bounds().Dy() != h {
		return true
	}
	if c.Time-p.lastInput() < ui.PressFeedback {
		return true
	}
	an, ok := cur.(animator)
	return ok && an.Animating()
}

// Draw puts the picture of screen cur on screen. The whole picture is
// drawn again with still, which draws everything but the live parts,
// only when it may be out of date; a part of it that changed alone is
// drawn again on its own; in between, only cur's live parts are drawn,
// at the rate the pacer allows.
func (p *Picture) Draw(screen *ebiten.Image, c *ui.Context, cur ui.Scene, o Over, still func(dst *ebiten.Image)) {
	live, _ := cur.(liveDrawer)
	if live != nil && (o.Veiled || len(live.LiveRects(c)) == 0) {
		live = nil
	}
	p.pacer.Frame(time.Now(), live != nil)
	rate := p.pacer.Rate()
	var restore []ui.Rect // parts of the kept picture to copy to the screen
	switch {
	case p.needsRedraw(screen, c, cur, o.Moving):
		w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
		if p.canvas == nil || p.canvas.Bounds().Dx() != w || p.canvas.Bounds().Dy() != h {
			if p.canvas != nil {
				p.canvas.Deallocate()
			}
			p.canvas = ebiten.NewImage(w, h)
		}
		p.canvas.Clear()
		still(p.canvas)
		op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
		screen.DrawImage(p.canvas, op)
		p.screen, p.invalid, p.damage = screen, false, p.damage[:0]
		p.redraws++
		p.news = true
		if p.redraws == 1 {
			platform.Mark("first-draw")
		}
	case len(p.damage) > 0:
		for _, r := range p.damage {
			if sub := ui.Clip(p.canvas, r); !sub.Bounds().Empty() {
				// A sub-image keeps its parent's coordinates and clips
				// every draw to its bounds.
				sub.Clear()
				still(sub)
			}
		}
		restore = append(restore, p.damage...)
		p.damage = p.damage[:0]
		p.partials++
		p.news = true
		if live != nil {
			restore = append(restore, live.LiveRects(c)...)
		}
	case live != nil:
		step := int64(math.Floor(c.Time * rate))
		if step == p.liveStep {
			return
		}
		p.liveStep = step
		restore = live.LiveRects(c)
	default:
		return
	}
	for _, r := range restore {
		if sub := ui.Clip(p.canvas, r); !sub.Bounds().Empty() {
			op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
			op.GeoM.Translate(float64(sub.Bounds().Min.X), float64(sub.Bounds().Min.Y))
			screen.DrawImage(sub, op)
		}
	}
	if live != nil && !o.Covered() {
		// The live parts move in the pacer's steps, on full redraws too.
		lc := *c
		lc.Time = math.Floor(lc.Time*rate) / rate
		live.DrawLive(screen, &lc)
	}
}
