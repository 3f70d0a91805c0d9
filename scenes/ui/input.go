package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// PointerReader turns Ebitengine's mouse and touch state into Frames. It
// follows one touch at a time and ignores the mouse shortly after a touch,
// so one tap never counts twice.
type PointerReader struct {
	touch      ebiten.TouchID
	touching   bool
	x, y       float64
	down       bool
	sinceTouch int // frames since the last touch was seen
	touchIDs   []ebiten.TouchID
}

// NewPointerReader returns a reader that has seen no touch yet, so that
// the mouse counts at once.
func NewPointerReader() PointerReader { return PointerReader{sinceTouch: 1 << 20} }

var keyMap = []struct {
	k      ebiten.Key
	to     Key
	repeat bool
}{
	{ebiten.KeyArrowUp, KeyUp, true},
	{ebiten.KeyArrowDown, KeyDown, true},
	{ebiten.KeyArrowLeft, KeyLeft, true},
	{ebiten.KeyArrowRight, KeyRight, true},
	{ebiten.KeyEnter, KeyActivate, false},
	{ebiten.KeyNumpadEnter, KeyActivate, false},
	{ebiten.KeySpace, KeyActivate, false},
	{ebiten.KeyEscape, KeyBack, false},
	{ebiten.KeyTab, KeyTab, true},
	{ebiten.KeyU, KeyUndo, true},
	{ebiten.KeyR, KeyRedo, true},
	{ebiten.KeyN, KeyNew, false},
	{ebiten.KeyH, KeyHint, false},
	{ebiten.KeyA, KeyAnalysis, false},
	{ebiten.KeyS, KeyStop, false},
	{ebiten.KeyV, KeyValues, false},
	{ebiten.KeyM, KeyMute, false},
	{ebiten.KeyPageUp, KeyPageUp, true},
	{ebiten.KeyPageDown, KeyPageDown, true},
	{ebiten.KeyHome, KeyHome, false},
	{ebiten.KeyEnd, KeyEnd, false},
}

func repeating(k ebiten.Key) bool {
	d := inpututil.KeyPressDuration(k)
	return d == 1 || d >= 24 && (d-24)%4 == 0
}

// Read returns this frame's input.
func (r *PointerReader) Read() Frame {
	var f Frame
	for _, m := range keyMap {
		if m.repeat && repeating(m.k) || !m.repeat && inpututil.IsKeyJustPressed(m.k) {
			if ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyAlt) || ebiten.IsKeyPressed(ebiten.KeyMeta) {
				continue // leave browser and system shortcuts alone
			}
			f.Keys = append(f.Keys, m.to)
			f.Space = f.Space || m.k == ebiten.KeySpace
		}
	}
	f.Chars = ebiten.AppendInputChars(nil)
	f.Erase = repeating(ebiten.KeyBackspace)
	f.Shift = ebiten.IsKeyPressed(ebiten.KeyShift)
	_, wy := ebiten.Wheel()
	f.WheelY = wy

	wasDown := r.down
	r.touchIDs = ebiten.AppendTouchIDs(r.touchIDs[:0])
	if r.touching {
		still := false
		for _, id := range r.touchIDs {
			if id == r.touch {
				still = true
			}
		}
		if still {
			x, y := ebiten.TouchPosition(r.touch)
			r.x, r.y = float64(x), float64(y)
		} else {
			r.touching = false
		}
		r.down = still
		r.sinceTouch = 0
	} else if len(r.touchIDs) > 0 {
		r.touch, r.touching = r.touchIDs[0], true
		x, y := ebiten.TouchPosition(r.touch)
		r.x, r.y = float64(x), float64(y)
		r.down = true
		r.sinceTouch = 0
	} else {
		r.sinceTouch++
		if r.sinceTouch > 30 {
			x, y := ebiten.CursorPosition()
			r.x, r.y = float64(x), float64(y)
			r.down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
			f.Hover = true
		} else {
			r.down = false
		}
	}
	f.X, f.Y, f.Down = r.x, r.y, r.down
	f.Pressed = r.down && !wasDown
	f.Released = !r.down && wasDown
	return f
}
