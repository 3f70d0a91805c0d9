package options

import (
	"parlour/game"
	"parlour/scenes/ui"
)

// Players may give the seats their own names on the options screen: a
// tap on a seat's name asks for a new one in a text dialog (NewTextDialog:
// on the web a real text box, and so the phone's keyboard). The names are
// remembered with the game's settings and saved with the match.

// seatName returns what the options screen calls seat i.
func (o *Screen) seatName(i int, seatNames []string) string {
	if i < len(o.names) && o.names[i] != "" {
		return o.names[i]
	}
	return seatNames[i]
}

// nameRect returns where seat row r's name is drawn, in content
// coordinates: the target a tap renames.
func (o *Screen) nameRect(r *choiceRow, s float64) ui.Rect {
	labelF := ui.Face(true, 17*s)
	w := ui.TextWidth(r.label, labelF) + ui.TextWidth("Rename", ui.Face(false, 13*s)) + 40*s
	if r.disc {
		w += 26 * s
	}
	h := ui.LineHeight(labelF)
	return ui.Rect{X: r.x, Y: r.labelY - h/2 - 4*s, W: w, H: h + 8*s}
}

// maxName is the longest name a seat may be given, in characters.
const maxName = 24

// rename asks for a new name for seat i in a dialog.
func (o *Screen) rename(i int, seatNames []string) {
	current := o.seatName(i, seatNames)
	o.h.Ask(ui.NewTextDialog("Name for "+seatNames[i],
		"Type the name shown for "+seatNames[i]+"; leave it empty for the usual name.",
		current, maxName, func(v string) {
			o.setName(i, v)
			o.h.Announce(seatNames[i] + " is now called " + o.seatName(i, seatNames) + ".")
		}))
}

// setName sets seat i's name and remembers it.
func (o *Screen) setName(i int, v string) {
	for len(o.names) <= i {
		o.names = append(o.names, "")
	}
	v = game.CleanName(v)
	if v == o.g.Seats(o.opts)[i] {
		v = ""
	}
	o.names[i] = v
	o.h.Settings().SetNames(o.g, o.names)
	o.h.SaveSettings()
	o.buildRows()
	o.stale = true
}
