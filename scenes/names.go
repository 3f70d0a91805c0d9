package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"parlour/game"
	"parlour/platform"
)

// Players may give the seats their own names on the options screen: a
// tap on a seat's name asks for a new one, with the browser's dialog (and
// so the phone's keyboard) on the web, or typed in place on the desktop.
// The names are remembered with the game's settings and saved with the
// match.

// nameEdit is a name being typed in place.
type nameEdit struct {
	seat int // -1 when nothing is being edited
	text []rune
}

// seatName returns what the options screen calls seat i.
func (o *Options) seatName(i int, seatNames []string) string {
	if i < len(o.names) && o.names[i] != "" {
		return o.names[i]
	}
	return seatNames[i]
}

// nameRect returns where seat row r's name is drawn, in content
// coordinates: the target a tap renames.
func (o *Options) nameRect(r *choiceRow, s float64) Rect {
	labelF := face(true, 17*s)
	w := textWidth(r.label, labelF) + textWidth("Rename", face(false, 13*s)) + 40*s
	if r.disc {
		w += 26 * s
	}
	h := lineHeight(labelF)
	return Rect{r.x, r.labelY - h/2 - 4*s, w, h + 8*s}
}

// rename starts renaming seat i.
func (o *Options) rename(i int, seatNames []string) {
	current := o.seatName(i, seatNames)
	if platform.CanAskText {
		if v, ok := platform.AskText("Name for "+seatNames[i]+" (empty for the usual name):", current); ok {
			o.setName(i, v)
		}
		return
	}
	o.edit = nameEdit{seat: i, text: []rune(current)}
	o.app.Announce("Type a name for " + seatNames[i] + ", then press Enter.")
}

// setName sets seat i's name and remembers it.
func (o *Options) setName(i int, v string) {
	for len(o.names) <= i {
		o.names = append(o.names, "")
	}
	v = game.CleanName(v)
	if v == o.g.Seats(o.opts)[i] {
		v = ""
	}
	o.names[i] = v
	o.app.Settings().SetNames(o.g, o.names)
	o.app.SaveSettings()
	o.buildRows()
}

// updateEdit takes typed text while a name is edited in place: letters,
// Backspace, Enter to keep it, Escape to drop it. It reports whether the
// screen is editing, so other keys are left alone.
func (o *Options) updateEdit(c *Context) bool {
	e := &o.edit
	if e.seat < 0 {
		return false
	}
	f := c.In
	for _, r := range ebiten.AppendInputChars(nil) {
		if len(e.text) < 24 {
			e.text = append(e.text, r)
		}
	}
	if len(e.text) > 0 && (inpututil.IsKeyJustPressed(ebiten.KeyBackspace) || inpututil.KeyPressDuration(ebiten.KeyBackspace) > 24) {
		e.text = e.text[:len(e.text)-1]
	}
	switch {
	case f.Consume(KeyActivate) && !f.Key(KeyTab):
		i, text := e.seat, string(e.text)
		o.edit = nameEdit{seat: -1}
		o.setName(i, text)
		o.Layout(c)
	case f.Consume(KeyBack), f.Pressed:
		o.edit = nameEdit{seat: -1}
	}
	f.Keys = f.Keys[:0]
	return true
}

// drawEdit draws the name being typed in place over row r.
func (o *Options) drawEdit(dst *ebiten.Image, r *choiceRow, base, s float64, t float64) {
	box := o.nameRect(r, s)
	box.Y += base
	box.W = 300 * s
	fillRoundRect(dst, box, 8*s, colPanelHi)
	strokeRoundRect(dst, box.Inset(0.5*s), 8*s, 1.5*s, colFocus)
	f := face(true, 17*s)
	txt := string(o.edit.text)
	drawText(dst, txt, f, box.X+10*s, box.Y+box.H/2, alignLeft, colText)
	if int(t*2)%2 == 0 {
		x := box.X + 10*s + textWidth(txt, f) + 1*s
		fillRect(dst, Rect{x, box.Y + 6*s, 2 * s, box.H - 12*s}, colText)
	}
}

// Animating keeps the caret blinking while a name is typed in place.
func (o *Options) Animating() bool { return o.edit.seat >= 0 }
