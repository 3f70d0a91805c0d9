package frames

import (
	"parlour/platform"
	"parlour/scenes/ui"
)

// Announce speaks for the dialogs, which the layers open.
func (l *Layers) Announce(sentence string) { l.host.Announce(sentence) }

// OpenField gives a dialog's field the platform's native box, if it has
// one: a <textarea> for a field of several rows, else an <input>.
func (l *Layers) OpenField(label, value string, max, rows int) ui.TextField {
	var f platform.TextField
	if rows > 1 {
		f = platform.OpenTextArea(label, value)
	} else {
		f = platform.OpenTextField(label, value, max)
	}
	if f == nil {
		return nil
	}
	return field{f}
}

// field is the platform's native box as a dialog reads it: the keys
// pressed in it come as the keys of a frame.
type field struct{ platform.TextField }

// Read adds the keys pressed in the box since the last call to frame f:
// Enter activates, Escape goes back, Tab and Shift+Tab move the focus.
func (fl field) Read(f *ui.Frame) {
	for _, k := range fl.Keys() {
		switch k {
		case platform.FieldEnter:
			f.Keys = append(f.Keys, ui.KeyActivate)
		case platform.FieldEscape:
			f.Keys = append(f.Keys, ui.KeyBack)
		case platform.FieldTab:
			f.Keys = append(f.Keys, ui.KeyTab)
		case platform.FieldBackTab:
			f.Keys, f.Shift = append(f.Keys, ui.KeyTab), true
		}
	}
}
