package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Scroller scrolls content taller than its view with the wheel, by
// dragging (touch or mouse) and with keys. A drag that scrolls marks the
// frame Scrolled so that buttons under it do not fire.
type Scroller struct {
	Offset  float64 // how far the content is scrolled, 0 at the top
	Max     float64 // the largest offset, 0 when everything fits
	pressed bool
	drag    bool
	y0, o0  float64
	target  float64 // offset the view glides to after key presses
	gliding bool
	moved   bool // the offset changed at the last Update
}

// SetContent sets the content height for a view of height viewH.
func (s *Scroller) SetContent(contentH, viewH float64) {
	s.Max = math.Max(0, contentH-viewH)
	s.Offset = Clamp(s.Offset, 0, s.Max)
}

// Update scrolls for this frame's input within view, at UI scale sc.
func (s *Scroller) Update(f *Frame, view Rect, sc float64) {
	from := s.Offset
	defer func() { s.moved = s.Offset != from }()
	slop := 8 * sc
	if s.Max <= 0 {
		s.Offset, s.drag, s.pressed = 0, false, false
		return
	}
	if f.WheelY != 0 && view.Contains(f.X, f.Y) {
		s.gliding = false
		s.Offset = Clamp(s.Offset-f.WheelY*48*sc, 0, s.Max)
	}
	if f.Pressed && view.Contains(f.X, f.Y) {
		s.pressed, s.drag, s.y0, s.o0 = true, false, f.Y, s.Offset
	}
	if s.pressed && f.Down {
		if !s.drag && math.Abs(f.Y-s.y0) > slop {
			s.drag = true
		}
		if s.drag {
			s.gliding = false
			s.Offset = Clamp(s.o0-(f.Y-s.y0), 0, s.Max)
			f.Scrolled = true
		}
	}
	if f.Released && s.pressed {
		if s.drag {
			f.Scrolled = true
		}
		s.pressed, s.drag = false, false
	}
	if s.gliding {
		s.Offset += (s.target - s.Offset) * 0.3
		if math.Abs(s.target-s.Offset) < 0.5 {
			s.Offset, s.gliding = s.target, false
		}
	}
}

// Gliding reports whether the view glides to its target, or arrived at
// the last Update: it moves with no input, so its screen is drawn at
// every frame until it is still.
func (s *Scroller) Gliding() bool { return s.gliding || s.moved }

// ScrollBy glides the view by d pixels.
func (s *Scroller) ScrollBy(d float64) {
	from := s.Offset
	if s.gliding {
		from = s.target
	}
	s.ScrollTo(from + d)
}

// ScrollTo glides the view to offset o.
func (s *Scroller) ScrollTo(o float64) {
	s.target = Clamp(o, 0, s.Max)
	s.gliding = true
}

// Reveal scrolls, if needed, so that the span [top, bottom) of the
// content (in content coordinates) is visible in a view of height viewH.
func (s *Scroller) Reveal(top, bottom, viewH float64) {
	switch {
	case top < s.Offset:
		s.ScrollTo(top)
	case bottom > s.Offset+viewH:
		s.ScrollTo(bottom - viewH)
	}
}

// DrawBar draws the thin indicator of where the view stands in the
// content, at the right of view, at UI scale sc; nothing when the content
// fits the view.
func (s *Scroller) DrawBar(dst *ebiten.Image, view Rect, sc float64) {
	if s.Max <= 0 {
		return
	}
	total := view.H + s.Max
	h := math.Max(view.H*view.H/total, 32*sc)
	y := view.Y + (view.H-h)*s.Offset/s.Max
	FillRoundRect(dst, Rect{X: view.Right() - 7*sc, Y: y, W: 4 * sc, H: h}, 2*sc, WithAlpha(ColMuted, 0.45))
}
