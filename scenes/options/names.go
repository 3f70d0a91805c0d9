package options

import (
	"parlour/game"
	"parlour/lang"
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
	return lang.T(seatNames[i])
}

// nameRect returns where seat row r's name is drawn, in content
// coordinates: the target a tap renames.
func (o *Screen) nameRect(r *choiceRow, s float64) ui.Rect {
	labelF := ui.Face(true, 17*s)
	w := ui.TextWidth(r.label, labelF) + ui.TextWidth(lang.T("Rename"), ui.Face(false, 13*s)) + 40*s
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
	usual := lang.T(seatNames[i])
	o.h.Ask(ui.NewTextDialog(lang.T("Name for %s", usual),
		lang.T("Type the name shown for %s; leave it empty for the usual name.", usual),
		current, maxName, func(v string) {
			o.setName(i, v)
			o.h.Announce(lang.T("%s is now called %s.", usual, o.seatName(i, seatNames)))
		}))
}

// setName sets seat i's name and remembers it.
func (o *Screen) setName(i int, v string) {
	for len(o.names) <= i {
		o.names = append(o.names, "")
	}
	v = game.CleanName(v)
	// The usual name, in English or as shown, is no name of one's own.
	if usual := o.g.Seats(o.opts)[i]; v == usual || v == lang.T(usual) {
		v = ""
	}
	o.names[i] = v
	o.h.Settings().SetNames(o.g, o.names)
	o.h.SaveSettings()
	o.buildRows()
	o.stale = true
}
