package ui

import (
	"parlour/game"
	"parlour/scenes/saves"
)

// testHost is the Host of the widgets' tests: it records what is
// announced and keeps the dialogs asked, the first open, as the App does.
type testHost struct {
	heard    []string
	dialogs  []*Dialog
	settings saves.Settings
}

func (h *testHost) Announce(s string)                                         { h.heard = append(h.heard, s) }
func (h *testHost) Notify(msg string)                                         { h.Announce(msg) }
func (h *testHost) Invalidate()                                               {}
func (h *testHost) InvalidateRect(Rect)                                       {}
func (h *testHost) Settings() *saves.Settings                                 { return &h.settings }
func (h *testHost) SaveSettings()                                             {}
func (h *testHost) Go(Scene)                                                  {}
func (h *testHost) ShowMenu()                                                 {}
func (h *testHost) ShowRules(*game.Game, Scene)                               {}
func (h *testHost) Play(*game.Match, []saves.Seat, *game.Match, []saves.Seat) {}
func (h *testHost) InProgress(*game.Game) (*game.Match, []saves.Seat, bool) {
	return nil, nil, false
}
func (h *testHost) Share(*game.Match) {}

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
