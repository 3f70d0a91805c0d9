package board

import "math"

// GestureKind says what the pointer did in one frame.
type GestureKind int

// The gestures a pointer makes, frame by frame.
const (
	GestureNone      GestureKind = iota // nothing new
	GesturePress                        // the pointer went down
	GestureDragStart                    // it moved past the slop while down
	GestureDrag                         // it is still being dragged
	GestureTap                          // it came up without dragging
	GestureDrop                         // it came up after dragging
)

// tracker tells taps from drags for one pointer (mouse or touch), fed once
// a frame with the pointer's state.
type tracker struct {
	// slop is how far the pointer may wander, in pixels, and still tap.
	slop float64

	down, dragging, ignored bool
	x0, y0                  float64
}

// feed takes the pointer's state for this frame and returns the gesture.
func (g *tracker) feed(down bool, x, y float64) GestureKind {
	switch {
	case down && !g.down:
		g.down, g.dragging, g.ignored = true, false, false
		g.x0, g.y0 = x, y
		return GesturePress
	case down && g.ignored:
		return GestureNone
	case down && g.dragging:
		return GestureDrag
	case down:
		if math.Hypot(x-g.x0, y-g.y0) > g.slop {
			g.dragging = true
			return GestureDragStart
		}
		return GestureNone
	case g.down:
		g.down = false
		if g.ignored {
			return GestureNone
		}
		if g.dragging {
			g.dragging = false
			return GestureDrop
		}
		return GestureTap
	}
	return GestureNone
}

// cancel makes the rest of the current press produce no gestures, for
// example when a button took it.
func (g *tracker) cancel() {
	if g.down {
		g.ignored, g.dragging = true, false
	}
}

// isDragging reports whether a drag is under way.
func (g *tracker) isDragging() bool { return g.down && g.dragging && !g.ignored }

// start returns where the current press began.
func (g *tracker) start() (x, y float64) { return g.x0, g.y0 }
