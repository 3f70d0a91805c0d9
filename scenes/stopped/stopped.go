// Package stopped is the screen shown in the place of one whose frame
// panicked: what happened in a player's words, that the saved games are
// kept, and a way back to the menu. The panic's stack went to the log
// for a bug report.
package stopped

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/lang"
	"parlour/scenes/ui"
)

// Host is what the Stopped screen asks of the app: the way back to the
// menu.
type Host interface{ ShowMenu() }

// Screen tells of a screen that stopped with an error.
type Screen struct {
	text  string
	lines []string
	title ui.Rect
	body  ui.Rect
	btn   *ui.Button
	focus ui.FocusRing
}

// New returns the screen that replaces the screen called name (its
// ui.Scene Name); its button goes back to the menu.
func New(h Host, name string) *Screen {
	st := &Screen{text: words(name)}
	st.btn = ui.NewAction(lang.T("Back to the menu"), h.ShowMenu)
	st.btn.Name = "button:Back to the menu" // the same in every language
	st.btn.Primary = true
	return st
}

// words words what happened to the screen called name, by the name the
// player knows it by: one whole sentence a screen, since the screen's
// noun and its article differ from language to language.
func words(name string) string {
	var what string
	switch name {
	case "menu":
		what = lang.T("The menu screen stopped with an error of Parlour's own (a bug; its details are in the log).")
	case "options":
		what = lang.T("The options screen stopped with an error of Parlour's own (a bug; its details are in the log).")
	case "rules":
		what = lang.T("The rules screen stopped with an error of Parlour's own (a bug; its details are in the log).")
	case "play":
		what = lang.T("The game screen stopped with an error of Parlour's own (a bug; its details are in the log).")
	case "setup":
		what = lang.T("The set-up board screen stopped with an error of Parlour's own (a bug; its details are in the log).")
	default:
		what = lang.T("This screen stopped with an error of Parlour's own (a bug; its details are in the log).")
	}
	return what + " " + lang.T("Your games and settings are kept as they were last saved, after the last move.") + " " +
		lang.T("Go back to the menu to carry on.")
}

// Text returns what the screen says happened, which the App also speaks.
func (st *Screen) Text() string { return st.text }

// Name is "stopped".
func (st *Screen) Name() string { return "stopped" }

// Layout wraps the text and places the button in a column in the middle.
func (st *Screen) Layout(c *ui.Context) {
	s := c.S
	w := min(c.W-40*s, 560*s)
	x := (c.W - w) / 2
	st.lines = ui.Wrap(st.text, ui.Face(false, 16*s), w)
	textH := float64(len(st.lines)) * ui.LineHeight(ui.Face(false, 16*s))
	h := 40*s + 16*s + textH + 28*s + 48*s
	y := max(20*s, (c.H-h)/2)
	st.title = ui.Rect{X: x, Y: y, W: w, H: 40 * s}
	st.body = ui.Rect{X: x, Y: y + 56*s, W: w, H: textH}
	st.btn.Rect = ui.Rect{X: x + (w-220*s)/2, Y: st.body.Bottom() + 28*s, W: 220 * s, H: 48 * s}
}

// titleFace returns the title and the face it is set in: as large as
// its place allows, down to two thirds of its size in a language where
// it runs long.
func (st *Screen) titleFace(s float64) (string, *text.GoTextFace) {
	title := lang.T("Something went wrong")
	return title, ui.FitFace(title, true, 26*s, 17*s, st.title.W)
}

// Update goes back to the menu on the button, Enter or Escape.
func (st *Screen) Update(c *ui.Context) error {
	f := c.In
	if st.btn.Click(f, c.Dt) {
		return nil
	}
	if f.Consume(ui.KeyBack) || f.Consume(ui.KeyActivate) {
		st.btn.Action()
		return nil
	}
	if st.focus.Tab(f, 1, nil) {
		st.focus.Buttons(0, st.btn)
	}
	return nil
}

// Targets lists the button.
func (st *Screen) Targets(add func(string, ui.Rect)) { add(st.btn.Target(), st.btn.Rect) }

// Draw draws the title, the text and the button.
func (st *Screen) Draw(dst *ebiten.Image, c *ui.Context) {
	s := c.S
	ui.VerticalGradient(dst, c.Bounds(), ui.ColBackground, ui.ColBackground2)
	title, tf := st.titleFace(s)
	ui.DrawText(dst, title, tf, st.title.X+st.title.W/2, st.title.Y+st.title.H/2, ui.AlignCenter, ui.ColText)
	f := ui.Face(false, 16*s)
	for i, ln := range st.lines {
		ui.DrawText(dst, ln, f, st.body.X, st.body.Y+(float64(i)+0.5)*ui.LineHeight(f), ui.AlignLeft, ui.ColText)
	}
	st.btn.Draw(dst, c.In, s)
}
