package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// Button is a push button that responds to the pointer (hover, press,
// release inside) and to keyboard focus, and carries what it does.
type Button struct {
	Label   string
	Action  func() // what a click or the keyboard does; nil does nothing
	Name    string // hit-target name; "button:"+Label when empty
	Rect    Rect
	Primary bool // drawn in the accent colour
	Enabled bool
	Focused bool // has keyboard focus
	Small   bool // smaller text, for toolbars

	hover, armed bool
	flash        float64 // seconds left of the "activated" flash
}

// NewButton returns an enabled button.
func NewButton(label string) *Button { return &Button{Label: label, Enabled: true} }

// NewAction returns an enabled button that does action.
func NewAction(label string, action func()) *Button {
	return &Button{Label: label, Action: action, Enabled: true}
}

// Activate does the button's action, shown as a press, when it is
// enabled; it reports whether it did.
func (b *Button) Activate() bool {
	if !b.Enabled {
		return false
	}
	b.Press()
	if b.Action != nil {
		b.Action()
	}
	return true
}

// Click follows the pointer like Update and does the button's action
// when it is clicked, reporting whether it was.
func (b *Button) Click(f *Frame, dt float64) bool {
	if !b.update(f, dt) {
		return false
	}
	if b.Action != nil {
		b.Action()
	}
	return true
}

// ClickAny runs Click on every button until one is clicked, reporting
// whether one was.
func ClickAny(f *Frame, dt float64, buttons ...*Button) bool {
	for _, b := range buttons {
		if b.Click(f, dt) {
			return true
		}
	}
	return false
}

// Target returns the button's hit-target name.
func (b *Button) Target() string {
	if b.Name != "" {
		return b.Name
	}
	return "button:" + b.Label
}

// update follows the pointer and reports whether the button was clicked
// this frame: pressed and released inside while enabled.
func (b *Button) update(f *Frame, dt float64) bool {
	b.flash = max(0, b.flash-dt)
	in := b.Rect.Contains(f.X, f.Y)
	b.hover = f.Hover && in
	if f.Pressed && in && b.Enabled {
		b.armed = true
	}
	clicked := false
	if f.Released {
		clicked = b.armed && in && b.Enabled && !f.Scrolled
		b.armed = false
	} else if !f.Down || f.Scrolled {
		b.armed = false
	}
	if clicked {
		b.flash = flashTime
	}
	return clicked
}

// Press shows the button as activated, for keyboard activation.
func (b *Button) Press() { b.flash = flashTime }

// flashTime is how long a clicked button shows itself activated, in
// seconds.
const flashTime = 0.15

// pressing reports whether the pointer holds the button down.
func (b *Button) pressing(f *Frame) bool { return b.armed && b.Rect.Contains(f.X, f.Y) }

// Draw draws the button; s is the UI scale.
func (b *Button) Draw(dst *ebiten.Image, f *Frame, s float64) {
	r := b.Rect
	if r.Empty() {
		return
	}
	rad := 10 * s
	fill, edge, fg := ColPanelHi, ColBorder, ColText
	if b.Primary {
		fill, edge, fg = ColAccent, ColAccent, ColAccentText
	}
	down := b.pressing(f) || b.flash > 0
	switch {
	case !b.Enabled:
		fill, edge, fg = ColPanelLo, ColPanel, ColFaint
		if b.Primary {
			fill, edge, fg = Mix(ColAccent, ColPanelLo, 0.65), Mix(ColAccent, ColPanelLo, 0.65), Mix(ColAccentText, ColPanelLo, 0.3)
		}
	case down:
		fill = Mix(fill, ColBackground2, 0.25)
	case b.hover:
		if b.Primary {
			fill, edge = ColAccentHi, ColAccentHi
		} else {
			fill, edge = Mix(fill, ColText, 0.1), Mix(edge, ColText, 0.25)
		}
	}
	if b.Enabled && !down {
		FillRoundRect(dst, r.Offset(0, 2*s), rad, WithAlpha(RGB(0), 0.25))
	}
	FillRoundRect(dst, r, rad, fill)
	StrokeRoundRect(dst, r.Inset(0.5*s), rad, 1*s, edge)
	if b.Focused {
		StrokeRoundRect(dst, r.Inset(-3*s), rad+3*s, 2.5*s, ColFocus)
	}
	size := 16.0
	if b.Small {
		size = 15
	}
	// A label longer than the button was sized for (a longer language's)
	// is set a little smaller before it is cut.
	fc := FitFace(b.Label, b.Primary, size*s, 0.8*size*s, r.W-12*s)
	label := Ellipsize(b.Label, fc, r.W-12*s)
	cx, cy := r.Center()
	if down {
		cy += 1 * s
	}
	DrawText(dst, label, fc, cx, cy, AlignCenter, fg)
}
