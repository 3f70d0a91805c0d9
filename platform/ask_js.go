//go:build js

package platform

import (
	"fmt"
	"syscall/js"
)

// webField is a TextField: an <input> element placed over the game's
// canvas, where the dialog draws its field. Being a real input, it brings
// up a phone's on-screen keyboard (a tap on it does on every browser),
// and screen readers know it as a text box named by its label.
type webField struct {
	el    js.Value
	funcs []js.Func
	keys  []FieldKey
	lines bool // a <textarea>: its font keeps its size
	// placed is set once the box has been placed over its dialog.
	placed bool
}

// HasTextFields reports whether OpenTextField and OpenTextArea give native
// boxes (which can also be selected and copied from): in the browser.
const HasTextFields = true

// OpenTextField puts a text box holding value over the page, labelled
// label for screen readers, with room for max characters, and gives it
// the keyboard. It returns nil when the page cannot have one.
func OpenTextField(label, value string, max int) (f TextField) {
	defer func() {
		if recover() != nil {
			f = nil
		}
	}()
	el := js.Global().Get("document").Call("createElement", "input")
	el.Set("type", "text")
	el.Set("maxLength", max)
	el.Set("enterKeyHint", "done")
	el.Set("id", "parlour-text-field")
	w := openField(el, label, value, false)
	el.Call("select")
	return w
}

// OpenTextArea is OpenTextField for text of several lines, such as a
// pasted game record or a long link: a <textarea>, its long lines
// wrapped, where Enter starts a new line and Ctrl+Enter (or ⌘+Enter) is
// the dialog's Enter.
func OpenTextArea(label, value string) (f TextField) {
	defer func() {
		if recover() != nil {
			f = nil
		}
	}()
	el := js.Global().Get("document").Call("createElement", "textarea")
	el.Set("id", "parlour-text-area")
	w := openField(el, label, value, true)
	w.lines = true
	// Selected with its caret at the start, and scrolled there: a box
	// shorter than its text (a game by message's words and link, on a
	// phone) otherwise opens scrolled to the caret at the end, the first
	// words out of sight.
	el.Call("select")
	el.Call("setSelectionRange", 0, el.Get("selectionEnd"), "backward")
	el.Set("scrollTop", 0)
	return w
}

// openField sets up el, an <input> or a <textarea>, as a TextField over
// the page holding value, and gives it the keyboard.
func openField(el js.Value, label, value string, lines bool) *webField {
	doc := js.Global().Get("document")
	el.Set("value", value)
	el.Set("autocomplete", "off")
	el.Set("spellcheck", false)
	el.Call("setAttribute", "aria-label", label)
	font, pad := "600 17px system-ui, sans-serif", "0 10px"
	if lines {
		font, pad = "14px ui-monospace, monospace", "8px 10px"
	}
	st := el.Get("style")
	for _, p := range [][2]string{
		{"position", "fixed"}, {"z-index", "5"}, {"box-sizing", "border-box"}, {"margin", "0"},
		{"padding", pad}, {"border", "2px solid #7cc4ff"}, {"border-radius", "8px"},
		{"background", "#2f413a"}, {"color", "#f1ece2"}, {"outline", "none"},
		{"font", font}, {"resize", "none"}, {"left", "-1000px"}, {"top", "0"},
		// The page turns selection off, which Safari would apply to the
		// box too and so refuse typing.
		{"user-select", "text"}, {"-webkit-user-select", "text"}, {"touch-action", "manipulation"},
	} {
		st.Call("setProperty", p[0], p[1])
	}
	w := &webField{el: el}
	keydown := js.FuncOf(func(this js.Value, args []js.Value) any {
		e := args[0]
		k := FieldKey(0)
		switch e.Get("key").String() {
		case "Enter":
			if !lines || e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() {
				k = FieldEnter
			}
		case "Escape":
			k = FieldEscape
		case "Tab":
			k = FieldTab
			if e.Get("shiftKey").Bool() {
				k = FieldBackTab
			}
		}
		if k != 0 {
			e.Call("preventDefault")
			w.keys = append(w.keys, k)
		}
		return nil
	})
	w.funcs = append(w.funcs, keydown)
	el.Call("addEventListener", "keydown", keydown)
	doc.Get("body").Call("appendChild", el)
	el.Call("focus")
	return w
}

// Place puts the box at x, y (its top-left corner) with size w×h, in CSS
// pixels of the game's screen.
func (w *webField) Place(x, y, width, height float64) {
	defer func() { _ = recover() }()
	if c := js.Global().Get("document").Call("querySelector", "canvas"); c.Truthy() {
		r := c.Call("getBoundingClientRect")
		x += r.Get("left").Float()
		y += r.Get("top").Float()
	}
	st := w.el.Get("style")
	st.Call("setProperty", "left", fmt.Sprintf("%.1fpx", x))
	st.Call("setProperty", "top", fmt.Sprintf("%.1fpx", y))
	st.Call("setProperty", "width", fmt.Sprintf("%.1fpx", width))
	st.Call("setProperty", "height", fmt.Sprintf("%.1fpx", height))
	if !w.lines {
		st.Call("setProperty", "font-size", fmt.Sprintf("%.1fpx", height*0.45))
	} else if !w.placed {
		// Its first size is known only now: it opens at its start.
		w.el.Set("scrollTop", 0)
	}
	w.placed = true
}

// Text returns what the box holds.
func (w *webField) Text() string { return w.el.Get("value").String() }

// SetText replaces what the box holds.
func (w *webField) SetText(s string) { w.el.Set("value", s) }

// Focus gives the box the keyboard again.
func (w *webField) Focus() { w.el.Call("focus") }

// Keys returns the keys pressed in the box since the last call.
func (w *webField) Keys() []FieldKey {
	k := w.keys
	w.keys = nil
	return k
}

// Close removes the box from the page.
func (w *webField) Close() {
	defer func() { _ = recover() }()
	w.el.Call("remove")
	for _, f := range w.funcs {
		f.Release()
	}
	w.funcs = nil
}
