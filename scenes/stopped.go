package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlour/scenes/ui"
)

// Stopped is the screen shown in the place of one whose frame panicked
// (see App.Update): what happened in a player's words, that the saved
// games are kept, and a way back to the menu. The panic's stack went to
// the log for a bug report.
type Stopped struct {
	app   *App
	text  string
	lines []string
	title ui.Rect
	body  ui.Rect
	btn   *ui.Button
	focus ui.FocusRing
}

// newStopped returns the screen that replaces the screen named screen.
func newStopped(a *App, screen string) *Stopped {
	st := &Stopped{app: a, text: stoppedText(screen)}
	st.btn = ui.NewAction("Back to the menu", func() { a.Go(NewMenu(a)) })
	st.btn.Primary = true
	return st
}

// stoppedText words what happened to the screen named screen.
func stoppedText(screen string) string {
	what := "This screen"
	if screen != "" {
		what = "The " + screen + " screen"
	}
	return what + " stopped with an error of Parlour's own (a bug; its details are in the log). " +
		"Your games and settings are kept as they were last saved, after the last move. " +
		"Go back to the menu to carry on."
}

// Name is "stopped".
func (st *Stopped) Name() string { return "stopped" }

// Layout wraps the text and places the button in a column in the middle.
func (st *Stopped) Layout(c *ui.Context) {
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

// Update goes back to the menu on the button, Enter or Escape.
func (st *Stopped) Update(c *ui.Context) error {
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
func (st *Stopped) Targets(add func(string, ui.Rect)) { add(st.btn.Target(), st.btn.Rect) }

// Draw draws the title, the text and the button.
func (st *Stopped) Draw(dst *ebiten.Image, c *ui.Context) {
	s := c.S
	ui.VerticalGradient(dst, c.Bounds(), ui.ColBackground, ui.ColBackground2)
	ui.DrawText(dst, "Something went wrong", ui.Face(true, 26*s), st.title.X+st.title.W/2, st.title.Y+st.title.H/2, ui.AlignCenter, ui.ColText)
	f := ui.Face(false, 16*s)
	for i, ln := range st.lines {
		ui.DrawText(dst, ln, f, st.body.X, st.body.Y+(float64(i)+0.5)*ui.LineHeight(f), ui.AlignLeft, ui.ColText)
	}
	st.btn.Draw(dst, c.In, s)
}
