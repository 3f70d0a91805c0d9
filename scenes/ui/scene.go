// Package ui holds what every screen of Parlour is built from, and knows
// no game and no screen: the Scene interface the App runs, the Context a
// scene gets each frame, the Host it asks to speak, to show a notice or
// a dialog, to draw again and to go to another scene, the input of a
// frame (Frame and its Keys, read from Ebitengine by PointerReader),
// widgets (buttons, dialogs, focus, scrolling), the theme and the
// drawing helpers, whose shapes are cached as sprites. It imports
// Ebitengine, the Go fonts, the standard library and, of Parlour, only
// lang, for its own few words (a dialog's OK and Cancel, what a screen
// reader hears of a button): what a screen asks of the app about games,
// and what it tells the test hooks, the screen defines above it, and a
// dialog's native text box comes from whoever opens it (Opener).
package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// What every screen shares: the Scene interface the App runs, the Host a
// scene asks for the app's services and the Context it gets each frame.

// Scene is one screen of the app.
type Scene interface {
	// Name is the scene's name in the test hooks, which they report as
	// "scene".
	Name() string
	// Layout places the scene's parts for the screen described by c. It is
	// called when the scene is shown and whenever the screen changes.
	Layout(c *Context)
	// Update handles one frame of input and time.
	Update(c *Context) error
	// Draw draws the scene; it changes nothing.
	Draw(dst *ebiten.Image, c *Context)
	// Targets lists the scene's named hit targets for the test hooks.
	Targets(add func(name string, r Rect))
}

// Host is what a scene asks of the app around it, whatever the scene
// shows: to speak, to show a notice or a dialog, to draw again, and to go
// to another scene. The App is every scene's host; a screen that asks
// for more (the settings, a game to open) defines a Host of its own
// around this one, and its tests give it a host of their own.
type Host interface {
	// Announce passes a sentence to screen readers.
	Announce(sentence string)
	// Notify shows a message over every scene until the player dismisses
	// it.
	Notify(msg string)
	// Ask opens a dialog over every scene, or after those already open.
	Ask(d *Dialog)
	// Invalidate asks for the whole screen to be drawn again,
	// InvalidateRect for the part under r.
	Invalidate()
	InvalidateRect(r Rect)
	// Go switches to scene s.
	Go(s Scene)
}

// Context is what a scene gets each frame: the screen size, the UI scale
// and the input.
type Context struct {
	W, H float64 // screen size in device pixels
	S    float64 // UI scale: device pixels per design pixel
	DSF  float64 // device pixels per CSS pixel
	Dt   float64 // seconds per frame
	Time float64 // seconds since the app started
	// Wall is the real time since the app started, in seconds: Time lags
	// it when frames come slower than the updates' rate, as they do where
	// WebGL is drawn in software. Effects whose length is the player's
	// (the movable pieces' pulse) end by it too, so that they cost no more
	// than their length on a slow renderer.
	Wall float64
	// LastInput is the Time of the last input, for feedback that lasts
	// a while after it (see InputGrace and PressFeedback).
	LastInput float64
	In        *Frame
}

// Bounds returns the whole screen.
func (c *Context) Bounds() Rect { return Rect{0, 0, c.W, c.H} }

// Portrait reports whether the screen is narrow enough to stack the board
// above the controls.
func (c *Context) Portrait() bool { return c.W < c.H*1.05 || c.W < 600*c.S }

// InputGrace is how long after the last input the frames keep coming
// (the app does not rest), so that the next input is answered at once.
const InputGrace = 0.5

// PressFeedback is how long after the last input the screen is drawn
// again at every frame: a button's flash when it is clicked (flashTime)
// and a few frames more. Hover and press follow the input, whose own
// frame is drawn. Drawn through all of InputGrace, a tap cost 30 whole
// drawings of the screen; it costs 12.
const PressFeedback = flashTime + 0.05

// ScaleFor returns the design-to-device scale for a screen of w×h CSS
// pixels: the device scale, grown a little on large windows.
func ScaleFor(w, h, dsf float64) float64 {
	zoom := Clamp(math.Min(w/1100, h/760), 1, 1.4)
	return dsf * zoom
}
