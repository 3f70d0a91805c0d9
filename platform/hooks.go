package platform

import "sync/atomic"

// Target is a named place on the screen that browser tests can find, such
// as "point:a2" or "button:Undo". X and Y are its centre in device pixels
// of the game screen.
type Target struct {
	Name string
	X, Y float64
}

// Frame is what the running scene publishes for test hooks once a frame.
type Frame struct {
	Targets []Target
	// Scale is the number of device pixels per CSS pixel, used to turn
	// target positions into CSS pixels.
	Scale float64
	// State is the JSON document window.parlour.state() returns.
	State string
}

var published atomic.Pointer[Frame]

// Publish makes f the frame the test hooks answer from. The frame must not
// be changed afterwards. It does nothing unless HooksEnabled.
func Publish(f *Frame) {
	if !HooksEnabled {
		return
	}
	installHooks()
	published.Store(f)
}

// Lookup returns the centre of the named target in CSS pixels relative to
// the game screen's top-left corner, as the hooks report it.
func Lookup(name string) (x, y float64, ok bool) {
	f := published.Load()
	if f == nil {
		return 0, 0, false
	}
	s := f.Scale
	if s <= 0 {
		s = 1
	}
	for _, t := range f.Targets {
		if t.Name == name {
			return t.X / s, t.Y / s, true
		}
	}
	return 0, 0, false
}

// PublishedState returns the state document of the last published frame.
func PublishedState() string {
	if f := published.Load(); f != nil {
		return f.State
	}
	return "null"
}
