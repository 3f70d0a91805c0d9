package options

import (
	"parlour/lang"
	"parlour/scenes/ui"
)

// The row of the language: Follow the system, then each language offered
// named in itself (Français, Deutsch...), so that a player lost in
// another language finds their own. It is a choice of the whole app,
// shown once more than one language is offered; the App loads the
// language chosen and builds this screen again in it (Reopen).

// languageRow returns the row that chooses the language, and whether
// there is a choice to make.
func languageRow() (choiceRow, bool) {
	offered := lang.Offered()
	if len(offered) < 2 {
		return choiceRow{}, false
	}
	r := choiceRow{label: lang.T("Language"), pref: "language",
		help: lang.T("The language of Parlour's texts. Follow the system speaks your browser's or your device's language when Parlour has it.")}
	r.chips = append(r.chips, chip{label: lang.T("Follow the system"), value: "", target: "language:system"})
	for _, l := range offered {
		r.chips = append(r.chips, chip{label: l.Name, value: l.Code, target: "language:" + l.Code})
	}
	return r, true
}

// Reopen returns the screen built again, in the language now spoken.
func (o *Screen) Reopen() ui.Scene { return New(o.h, o.g) }
