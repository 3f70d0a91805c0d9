package ui

import (
	"math"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/lang"
)

// Dialog is a modal box over the screen: a title, a text, perhaps a line
// for the player to type, and a row of buttons. While it is open it takes
// all input: the pointer and touch press its buttons, Tab and Shift+Tab
// (and the arrows) move the focus between them through a FocusRing, Enter
// presses the focused button (the first when none is), Escape the cancel
// button. Opening it announces it to screen readers. The App shows one at
// a time (Host.Ask); pressing a button closes it, then does its action.
type Dialog struct {
	Title, Text string
	Buttons     []*Button
	// Cancel is the button Escape presses; -1 for none.
	Cancel int
	// Focus is the button the keyboard focus starts on; -1 for none.
	Focus int

	field  *dialogField // the line typed, or nil
	focus  FocusRing    // the field first when there is one, then the buttons
	closed bool
	opener Opener // what opened it, which speaks for it

	box, fieldRect Rect
	lines          []string
	titleF, textF  float64 // sizes, in design pixels
}

// Choice is one button of a dialog.
type Choice struct {
	Label   string
	Action  func() // run after the dialog closes; nil only closes it
	Primary bool
}

// NewDialog returns a dialog with a button for each choice, in order; the
// last is the cancel button, and has the focus first.
func NewDialog(title, text string, choices ...Choice) *Dialog {
	d := &Dialog{Title: title, Text: text, Cancel: len(choices) - 1, Focus: len(choices) - 1}
	for _, c := range choices {
		b := NewAction(c.Label, c.Action)
		b.Primary = c.Primary
		d.Buttons = append(d.Buttons, b)
	}
	return d
}

// NewTextDialog returns a dialog asking for a line of text of at most max
// characters, starting as value: OK hands the text to ok, Cancel drops it.
func NewTextDialog(title, text, value string, max int, ok func(string)) *Dialog {
	d := NewDialog(title, text, Choice{Label: lang.T("OK"), Primary: true}, Choice{Label: lang.T("Cancel")})
	d.field = &dialogField{text: []rune(value), max: max}
	d.Buttons[0].Action = func() { ok(d.Value()) }
	d.Focus = -1 // the field
	return d
}

// SetField gives the dialog a box of text of the given lines, holding
// text (at most max characters), with a hint of what to do in it; the box
// takes the focus.
func (d *Dialog) SetField(text string, max, rows int, hint string) {
	d.field = &dialogField{text: []rune(text), max: max, rows: rows, hint: hint}
	d.Focus = -1
}

// Opener is what opens a dialog (the App's layers over the screen): it
// speaks for the dialog, and gives its field a native box where the
// platform has one.
type Opener interface {
	// Announce passes a sentence to screen readers.
	Announce(sentence string)
	// OpenField returns a native box for a field of rows lines (1 for a
	// line of at most max characters) labelled label and holding value,
	// or nil where the dialog takes typed text itself (the desktop).
	OpenField(label, value string, max, rows int) TextField
}

// TextField is a native box a player types into, shown over the screen
// where a dialog draws its field: on the web an <input> or a <textarea>,
// which brings up a phone's on-screen keyboard and which screen readers
// know as a text box.
type TextField interface {
	// Place puts the box at x, y (its top-left corner) with size w×h, in
	// CSS pixels of the app's screen.
	Place(x, y, w, h float64)
	// Text returns what the box holds; SetText replaces it.
	Text() string
	SetText(s string)
	// Focus gives the box the keyboard again.
	Focus()
	// Read adds to f the keys pressed in the box since the last call that
	// the dialog acts on: Enter, Escape, Tab and Shift+Tab.
	Read(f *Frame)
	// Close removes the box.
	Close()
}

// dialogField is the line of a text dialog: typed in place on the desktop,
// or held by a native box where the platform has one (the web page's
// <input>, for a phone's on-screen keyboard).
type dialogField struct {
	text   []rune
	max    int
	rows   int    // lines shown; more than 1 for a box of several lines (a <textarea>)
	hint   string // what to do in the box, said when the dialog opens; "" for "Type it, then press Enter."
	native TextField
	placed Rect // where the native box was last put, in CSS pixels
}

// height returns the field's height at scale s.
func (fl *dialogField) height(s float64) float64 {
	if fl.rows > 1 {
		return (float64(fl.rows)*18 + 20) * s
	}
	return 48 * s
}

// Value returns the text typed, "" for a dialog without a field.
func (d *Dialog) Value() string {
	if d.field == nil {
		return ""
	}
	if d.field.native != nil {
		return d.field.native.Text()
	}
	return string(d.field.text)
}

// Closed reports whether the dialog was answered.
func (d *Dialog) Closed() bool { return d.closed }

// places returns the number of places of the focus ring.
func (d *Dialog) places() int {
	if d.field != nil {
		return len(d.Buttons) + 1
	}
	return len(d.Buttons)
}

// button returns the index of the focused button, or -1.
func (d *Dialog) button() int {
	i := d.focus.At()
	if d.field != nil {
		i--
	}
	if i < 0 || i >= len(d.Buttons) {
		return -1
	}
	return i
}

// editing reports whether typed text goes into the field.
func (d *Dialog) editing() bool { return d.field != nil && d.focus.At() <= 0 }

// Open shows the dialog: the focus on its first place, the native box
// opened by o, and the dialog announced.
func (d *Dialog) Open(o Opener) {
	d.opener = o
	first := d.Focus
	if fl := d.field; fl != nil {
		first++ // the field is place 0
		fl.native = o.OpenField(d.Title, string(fl.text), fl.max, max(fl.rows, 1))
	}
	if first >= 0 {
		d.focus.Set(first)
	}
	var labels []string
	for _, b := range d.Buttons {
		labels = append(labels, b.Label)
	}
	said := d.Title + ". " + d.Text
	if strings.HasSuffix(d.Title, "?") {
		said = d.Title + " " + d.Text
	}
	if d.field != nil && d.field.hint != "" {
		said += " " + d.field.hint
	} else if d.field != nil {
		said += " " + lang.T("Type it, then press Enter.")
	}
	said += " " + lang.T("Buttons: %s.", strings.Join(labels, ", "))
	if i := d.button(); i >= 0 {
		said += " " + lang.T("%s has the focus.", d.Buttons[i].Label)
	}
	o.Announce(said)
}

// close closes the dialog and does the action of button i, if any.
func (d *Dialog) close(i int) {
	if d.closed {
		return
	}
	d.closed = true
	if d.field != nil && d.field.native != nil {
		d.field.text = []rune(d.field.native.Text())
		d.field.native.Close()
		d.field.native = nil
	}
	if i >= 0 && i < len(d.Buttons) {
		d.Buttons[i].Activate()
	}
}

// Layout places the box, its text, field and buttons for the screen of c.
func (d *Dialog) Layout(c *Context) {
	s := c.S
	w := math.Min(c.W-24*s, 520*s)
	pad := 22 * s
	d.titleF, d.textF = 20, 16
	tf := Face(true, d.titleF*s)
	bf := Face(false, d.textF*s)
	titleLines := Wrap(d.Title, tf, w-2*pad)
	d.lines = Wrap(d.Text, bf, w-2*pad)
	h := pad + float64(len(titleLines))*LineHeight(tf) + 8*s + float64(len(d.lines))*LineHeight(bf)
	if d.field != nil {
		h += 14*s + d.field.height(s)
	}
	bh, gap := 48*s, 10*s
	bw := 0.0
	for _, b := range d.Buttons {
		bw = math.Max(bw, TextWidth(b.Label, Face(true, 16*s))+40*s)
	}
	n := float64(len(d.Buttons))
	stacked := n*bw+(n-1)*gap > w-2*pad
	if stacked {
		h += 20*s + n*bh + (n-1)*gap
	} else {
		h += 20*s + bh
	}
	h += pad
	d.box = Rect{(c.W - w) / 2, math.Max(12*s, (c.H-h)/2), w, h}
	if c.H < h+24*s {
		d.box.Y = 12 * s
	}
	y := d.box.Y + pad + float64(len(titleLines))*LineHeight(tf) + 8*s + float64(len(d.lines))*LineHeight(bf)
	d.lines = append(titleLines, d.lines...)
	if d.field != nil {
		y += 14 * s
		d.fieldRect = Rect{d.box.X + pad, y, w - 2*pad, d.field.height(s)}
		y += d.fieldRect.H
	}
	y += 20 * s
	if stacked {
		for _, b := range d.Buttons {
			b.Rect = Rect{d.box.X + pad, y, w - 2*pad, bh}
			y += bh + gap
		}
		return
	}
	x := d.box.Right() - pad
	for i := len(d.Buttons) - 1; i >= 0; i-- {
		d.Buttons[i].Rect = Rect{x - bw, y, bw, bh}
		x -= bw + gap
	}
}

// Update runs one frame of input; it takes all of it.
func (d *Dialog) Update(c *Context) {
	d.Layout(c)
	f := c.In
	if fl := d.field; fl != nil && fl.native != nil {
		css := Rect{d.fieldRect.X / c.DSF, d.fieldRect.Y / c.DSF, d.fieldRect.W / c.DSF, d.fieldRect.H / c.DSF}
		if css != fl.placed {
			fl.native.Place(css.X, css.Y, css.W, css.H)
			fl.placed = css
		}
		fl.native.Read(f)
	}
	for i, b := range d.Buttons {
		if b.update(f, c.Dt) {
			d.close(i)
			return
		}
	}
	if f.Pressed && d.field != nil && d.fieldRect.Contains(f.X, f.Y) {
		d.focus.Set(0)
		if d.field.native != nil {
			d.field.native.Focus()
		}
	}
	if d.editing() {
		d.typeText(f)
	}
	n := d.places()
	move := func(dir int) {
		d.focus.Move(n, dir, nil)
		d.announceFocus()
	}
	switch {
	case f.Consume(KeyBack):
		if d.Cancel >= 0 {
			d.close(d.Cancel)
		}
	case d.focus.Tab(f, n, nil):
		d.announceFocus()
	case f.Consume(KeyRight), f.Consume(KeyDown):
		move(1)
	case f.Consume(KeyLeft), f.Consume(KeyUp):
		move(-1)
	case f.Consume(KeyActivate):
		if d.editing() && f.Space {
			break // a space, typed into the field
		}
		i := d.button()
		if i < 0 {
			i = 0
		}
		d.close(i)
	}
	f.Keys = f.Keys[:0]
	f.Pressed, f.Released, f.Down, f.Hover = false, false, false, false
}

// typeText takes the frame's typed text into the field.
func (d *Dialog) typeText(f *Frame) {
	fl := d.field
	if len(f.Chars) == 0 && !f.Erase {
		return
	}
	text := fl.text
	if fl.native != nil {
		text = []rune(fl.native.Text())
	}
	for _, r := range f.Chars {
		if unicode.IsPrint(r) && len(text) < fl.max {
			text = append(text, r)
		}
	}
	if f.Erase && len(text) > 0 {
		text = text[:len(text)-1]
	}
	fl.text = text
	if fl.native != nil {
		fl.native.SetText(string(text))
		fl.native.Focus()
	}
}

// announceFocus tells screen readers what the focus is on.
func (d *Dialog) announceFocus() {
	if d.opener == nil {
		return
	}
	if i := d.button(); i >= 0 {
		d.opener.Announce(ButtonSaid(d.Buttons[i].Label))
	} else if d.editing() {
		d.opener.Announce(lang.T("Text field: %s.", d.Value()))
	}
}

// Targets names the dialog's buttons and field for the test hooks.
func (d *Dialog) Targets(add func(string, Rect)) {
	for _, b := range d.Buttons {
		add(b.Target(), b.Rect)
	}
	if d.field != nil {
		add("field:dialog", d.fieldRect)
	}
}

// DialogState is what the test hooks report of an open dialog.
type DialogState struct {
	Title   string   `json:"title"`
	Text    string   `json:"text"`
	Buttons []string `json:"buttons"`
	Value   string   `json:"value,omitempty"`
}

// State returns what the test hooks report of the dialog.
func (d *Dialog) State() *DialogState {
	st := &DialogState{Title: d.Title, Text: d.Text, Value: d.Value()}
	for _, b := range d.Buttons {
		st.Buttons = append(st.Buttons, b.Label)
	}
	return st
}

// Draw draws the dialog over a veil on the whole screen.
func (d *Dialog) Draw(dst *ebiten.Image, c *Context) {
	s := c.S
	FillRoundRect(dst, c.Bounds(), 0, WithAlpha(ColBackground2, 0.72))
	r := d.box
	DrawShadow(dst, r, 16*s, 14*s)
	FillRoundRect(dst, r, 16*s, ColPanel)
	StrokeRoundRect(dst, r.Inset(0.5*s), 16*s, 1.5*s, ColAccent)
	tf, bf := Face(true, d.titleF*s), Face(false, d.textF*s)
	titleN := len(Wrap(d.Title, tf, r.W-44*s))
	y := r.Y + 22*s
	for i, ln := range d.lines {
		f, col := bf, ColText
		if i < titleN {
			f = tf
		} else if i == titleN {
			y += 8 * s
		}
		DrawText(dst, ln, f, r.X+22*s, y+LineHeight(f)/2, AlignLeft, col)
		y += LineHeight(f)
	}
	if d.field != nil && d.field.native == nil {
		fr := d.fieldRect
		FillRoundRect(dst, fr, 8*s, ColPanelHi)
		edge := ColBorder
		if d.editing() {
			edge = ColFocus
		}
		StrokeRoundRect(dst, fr.Inset(1*s), 8*s, 2*s, edge)
		ff := Face(true, 17*s)
		txt := string(d.field.text)
		DrawText(dst, Ellipsize(txt, ff, fr.W-24*s), ff, fr.X+12*s, fr.Y+fr.H/2, AlignLeft, ColText)
		if d.editing() && int(c.Time*2)%2 == 0 {
			x := math.Min(fr.X+12*s+TextWidth(txt, ff)+1*s, fr.Right()-10*s)
			FillRect(dst, Rect{x, fr.Y + 10*s, 2 * s, fr.H - 20*s}, ColText)
		}
	}
	for i, b := range d.Buttons {
		b.Focused = d.button() == i
		b.Draw(dst, c.In, s)
	}
}

// Animating reports whether the dialog changes every frame: the caret of
// a field typed in place blinks.
func (d *Dialog) Animating() bool { return d.field != nil && d.field.native == nil }

// Typing reports whether the dialog has a field to type in: the browser's
// box over the page takes the keys itself, unseen by the frames' input,
// so the app keeps reading it every frame.
func (d *Dialog) Typing() bool { return d.field != nil }
