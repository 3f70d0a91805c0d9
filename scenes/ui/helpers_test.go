package ui

// testHost is the Host of the widgets' tests: it records what is
// announced and keeps the dialogs asked, the first open, as the App does;
// it opens dialogs too, their fields typed in place, as on the desktop,
// unless it has a native box to give them.
type testHost struct {
	heard   []string
	dialogs []*Dialog
	native  *nativeBox
}

func (h *testHost) Announce(s string)   { h.heard = append(h.heard, s) }
func (h *testHost) Notify(msg string)   { h.Announce(msg) }
func (h *testHost) Invalidate()         {}
func (h *testHost) InvalidateRect(Rect) {}
func (h *testHost) Go(Scene)            {}

// OpenField gives a field the host's native box, if it has one.
func (h *testHost) OpenField(label, value string, max, rows int) TextField {
	if h.native == nil {
		return nil
	}
	h.native.text, h.native.open = value, true
	return h.native
}

// nativeBox is a TextField as a platform's: it holds its own text and
// reports Enter, Escape and Tab as they are pressed in it.
type nativeBox struct {
	text    string
	open    bool
	pressed []Key
}

func (b *nativeBox) Place(x, y, w, h float64) {}
func (b *nativeBox) Text() string             { return b.text }
func (b *nativeBox) SetText(s string)         { b.text = s }
func (b *nativeBox) Focus()                   {}
func (b *nativeBox) Close()                   { b.open = false }

// Read hands the keys pressed in the box to the frame, once.
func (b *nativeBox) Read(f *Frame) {
	f.Keys = append(f.Keys, b.pressed...)
	b.pressed = nil
}

// Ask opens d, or queues it behind the dialog open.
func (h *testHost) Ask(d *Dialog) {
	h.dialogs = append(h.dialogs, d)
	if len(h.dialogs) == 1 {
		d.Open(h)
	}
}

// dialog returns the dialog open, or nil.
func (h *testHost) dialog() *Dialog {
	if len(h.dialogs) == 0 {
		return nil
	}
	return h.dialogs[0]
}

// dialogFrame gives one frame of input to the open dialog, laid out for
// the screen c describes: an answered dialog closes and the next opens.
func (h *testHost) dialogFrame(c *Context, f Frame) {
	d := h.dialog()
	if d == nil {
		return
	}
	cc := *c
	cc.In = &f
	d.Layout(&cc)
	d.Update(&cc)
	if d.Closed() {
		h.dialogs = h.dialogs[1:]
		if len(h.dialogs) > 0 {
			h.dialogs[0].Open(h)
		}
	}
}
