package ui

import "slices"

// Key is a keyboard command the scenes understand.
type Key int

// The keys scenes react to.
const (
	KeyUp Key = iota + 1
	KeyDown
	KeyLeft
	KeyRight
	KeyActivate // Enter or Space
	KeyBack     // Escape (or the browser's Backspace)
	KeyTab
	KeyUndo // U
	KeyRedo // R
	KeyNew  // N
	KeyHint // H
	KeyPageUp
	KeyPageDown
	KeyHome
	KeyEnd
	KeyAnalysis // A
	KeyStop     // S: the move without a path ("Stop here"), when legal
	KeyValues   // V: the values of the moves, on or off
	KeyMute     // M: the sounds off or on
)

// Frame is the input of one frame from mouse, touch and keyboard, in
// device pixels. Scenes read it instead of asking Ebitengine, which keeps
// their logic testable without a window.
type Frame struct {
	X, Y     float64 // pointer position
	Down     bool    // the pointer (mouse button or touch) is down
	Pressed  bool    // it went down this frame
	Released bool    // it came up this frame
	Hover    bool    // the pointer is a mouse, so hovering means something
	WheelY   float64 // scroll wheel, in lines; positive scrolls up
	Keys     []Key   // keys pressed this frame, with repeats
	Shift    bool    // Shift is held
	// Scrolled is set when a scroll view took the current press for
	// dragging, so buttons must not act on its release.
	Scrolled bool
	// Chars is the text typed this frame, for a field being edited; Space
	// says a KeyActivate came from the space bar, which types a space
	// there; Erase is Backspace, with repeats.
	Chars []rune
	Space bool
	Erase bool
}

// Key reports whether k was pressed this frame.
func (f *Frame) Key(k Key) bool { return slices.Contains(f.Keys, k) }

// Consume reports whether k was pressed and removes it, so that only one
// handler acts on it.
func (f *Frame) Consume(k Key) bool {
	i := slices.Index(f.Keys, k)
	if i < 0 {
		return false
	}
	f.Keys = slices.Delete(f.Keys, i, i+1)
	return true
}

// Arrow consumes an arrow key pressed this frame and returns its
// direction on screen (y grows downwards); ok is false when none was.
func (f *Frame) Arrow() (dx, dy float64, ok bool) {
	switch {
	case f.Consume(KeyUp):
		return 0, -1, true
	case f.Consume(KeyDown):
		return 0, 1, true
	case f.Consume(KeyLeft):
		return -1, 0, true
	case f.Consume(KeyRight):
		return 1, 0, true
	}
	return 0, 0, false
}

// HasArrow reports whether an arrow key was pressed this frame.
func (f *Frame) HasArrow() bool {
	return f.Key(KeyUp) || f.Key(KeyDown) || f.Key(KeyLeft) || f.Key(KeyRight)
}

// Swallow hides the pointer press or release from later handlers this
// frame, for example after a notice on top took it.
func (f *Frame) Swallow() { f.Pressed, f.Released = false, false }

// TopBar lays out the bar at the top of the options and rules screens: the
// bar itself, the places of its left and right buttons, and the page margin
// the rest of the screen keeps to.
func TopBar(c *Context) (bar, left, right Rect, pad float64) {
	s := c.S
	pad = 24 * s
	if c.W < 600*s {
		pad = 14 * s
	}
	bw := 104 * s
	if c.W < 480*s {
		bw = 80 * s
	}
	bar, _ = c.Bounds().CutTop(72 * s)
	left = Rect{pad, bar.Y + 14*s, bw, 44 * s}
	right = Rect{c.W - pad - bw, bar.Y + 14*s, bw, 44 * s}
	return bar, left, right, pad
}
