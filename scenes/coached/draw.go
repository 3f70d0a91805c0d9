package coached

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/midend"
	"parlour/scenes/board"
	"parlour/scenes/ui"
)

// Words are what the panel of words says: an instruction, then the
// coach's answer.
type Words struct {
	// Say is the instruction, in plain type; empty for none.
	Say string
	// Answer is the coach's answer, in bold under the instruction; its
	// kind colours it and the panel's edge: refused, praised, or neither.
	Answer midend.Feedback
}

// Faces of the words: the instruction and the answer.
func sayFace(s float64) *text.GoTextFace    { return ui.Face(false, 17*s) }
func answerFace(s float64) *text.GoTextFace { return ui.Face(true, 16*s) }

// colours returns the colour of the panel's edge and of the answer's
// words, by the answer's kind.
func colours(k midend.FeedbackKind) (edge, words color.Color) {
	switch k {
	case midend.Refused:
		return ui.ColDanger, ui.ColDanger
	case midend.Praised:
		return ui.ColAccent, ui.ColAccent
	}
	return ui.ColBorder, ui.ColText
}

// height returns the height of the panel of words at width w, at UI
// scale s.
func (ws Words) height(w, s float64) float64 {
	inner := w - 32*s
	h := 2 * 14 * s
	if ws.Say != "" {
		h += float64(len(ui.Wrap(ws.Say, sayFace(s), inner))) * ui.LineHeight(sayFace(s))
	}
	if ws.Answer.Text != "" {
		h += ws.gap(s) + float64(len(ui.Wrap(ws.Answer.Text, answerFace(s), inner)))*ui.LineHeight(answerFace(s))
	}
	return h
}

// gap returns the room between the instruction and the answer.
func (ws Words) gap(s float64) float64 {
	if ws.Say == "" {
		return 0
	}
	return 10 * s
}

// draw draws the panel of words in r, at UI scale s.
func (ws Words) draw(dst *ebiten.Image, r ui.Rect, s float64) {
	if r.Empty() {
		return
	}
	edge, fg := colours(ws.Answer.Kind)
	ui.FillRoundRect(dst, r, 12*s, ui.ColPanel)
	ui.StrokeRoundRect(dst, r.Inset(0.5*s), 12*s, 1.5*s, edge)
	x, y, w := r.X+16*s, r.Y+14*s, r.W-32*s
	if ws.Say != "" {
		sf := sayFace(s)
		for _, ln := range ui.Wrap(ws.Say, sf, w) {
			ui.DrawText(dst, ln, sf, x, y+ui.LineHeight(sf)/2, ui.AlignLeft, ui.ColText)
			y += ui.LineHeight(sf)
		}
	}
	if ws.Answer.Text == "" {
		return
	}
	y += ws.gap(s)
	af := answerFace(s)
	for _, ln := range ui.Wrap(ws.Answer.Text, af, w) {
		ui.DrawText(dst, ln, af, x, y+ui.LineHeight(af)/2, ui.AlignLeft, fg)
		y += ui.LineHeight(af)
	}
}

// Layout places the bar, the head, the board, the words and the tools:
// stacked on a narrow screen, the board beside a column on a wide one
// (board.CoachedLayout).
func (s *Shell) Layout(c *ui.Context) {
	s.relayout = false
	sc := c.S
	var pad float64
	var corner ui.Rect
	s.At.Top, s.Back.Rect, corner, pad = ui.TopBar(c)
	if s.corner != nil {
		s.corner.Rect = corner
	}
	portrait := c.Portrait()
	area := ui.Rect{X: pad, Y: s.At.Top.Bottom() + 4*sc, W: c.W - 2*pad, H: c.H - s.At.Top.Bottom() - 4*sc - pad}
	words := s.coaching.Words()
	s.At.Head, s.At.Words = board.CoachedLayout(area, sc, portrait, s.tools,
		func(w float64) float64 { return s.coaching.HeadHeight(w, sc, portrait) },
		func(w float64) float64 { return words.height(w, sc) }, s.Board)
}

// Draw draws the screen as laid out; it changes nothing.
func (s *Shell) Draw(dst *ebiten.Image, c *ui.Context) {
	sc := c.S
	ui.VerticalGradient(dst, c.Bounds(), ui.ColBackground, ui.ColBackground2)
	if s.Board != nil {
		var hint []int
		if h, ok := s.coach.(hinter); ok {
			hint = h.HintPath()
		}
		s.Board.Draw(dst, sc, 0.35, hint)
	}
	s.drawTop(dst, c)
	s.coaching.DrawHead(dst, s.At.Head, sc)
	s.coaching.Words().draw(dst, s.At.Words, sc)
	for _, b := range s.all {
		b.Draw(dst, c.In, sc)
	}
}

// drawTop draws the line under the top bar and the title, in the largest
// type that fits between Back and the bar's other end.
func (s *Shell) drawTop(dst *ebiten.Image, c *ui.Context) {
	sc := c.S
	ui.StrokeLine(dst, 0, s.At.Top.Bottom(), c.W, s.At.Top.Bottom(), 1*sc, ui.ColBorder)
	avail := c.W - 2*(s.Back.Rect.Right()+8*sc)
	title := s.coaching.Title(avail, sc)
	// Down to 12: a longer language's game name (Le Lièvre et les
	// Chiens) still fits beside Back where the English one fits at 15.
	f := ui.FitFace(title, true, 22*sc, 12*sc, avail)
	ui.DrawText(dst, ui.Ellipsize(title, f, avail), f, c.W/2, s.At.Top.Y+36*sc, ui.AlignCenter, ui.ColText)
}
