package play

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/game"
	"parlour/lang"
	"parlour/midend"
	"parlour/scenes/ui"
	"parlour/scenes/words"
)

// The analysis panel: the engine's latest report on the position (the
// verdict or score, depth, nodes, time and the principal variation) and
// the spinners that turn while the engine works.

// analysis is the play screen's analysis panel, open or closed as the
// settings remember.
type analysis struct {
	host Host
	s    *midend.Session
	g    *game.Game
	rect ui.Rect // the panel, when it has room of its own
}

// on reports whether the analysis panel is open.
func (an *analysis) on() bool { return an.host.Settings().Analysis }

// toggle opens or closes the analysis panel, remembering the choice.
func (an *analysis) toggle() {
	st := an.host.Settings()
	st.Analysis = !st.Analysis
	an.host.SaveSettings()
	if st.Analysis {
		an.host.Announce(lang.T("Analysis shown."))
	} else {
		an.host.Announce(lang.T("Analysis hidden."))
	}
}

// report returns the report to show: the Session's latest, but none
// while an earlier position is reviewed and the report is of another.
func (an *analysis) report() midend.Analysis {
	a := an.s.Analysis()
	if an.s.Reviewing() && a.Version != an.s.Version() {
		return midend.Analysis{Version: -1}
	}
	return a
}

// moverSeat returns the seat a report's mover, by name, plays.
func (an *analysis) moverSeat(name string) game.Player {
	for i, n := range an.s.Names() {
		if n == name {
			return game.Player(i)
		}
	}
	return game.NoPlayer
}

// spinner returns where the analysis panel's spinner turns, and
// whether it turns.
func (an *analysis) spinner(c *ui.Context) (x, y, r float64, on bool) {
	s := c.S
	return an.rect.Right() - 6*s, an.rect.Y + 8*s, 5 * s, !an.rect.Empty() && an.s.Searching()
}

// draw draws the analysis panel in its own place: a heading with
// whose search it is, then the box lines fills.
func (an *analysis) draw(dst *ebiten.Image, c *ui.Context) {
	r := an.rect
	if r.Empty() {
		return
	}
	s := c.S
	body := ui.DrawSection(dst, r, lang.T("ANALYSIS"), s)
	who := ""
	if a := an.report(); a.Have || a.Err != "" {
		who = lang.T("Best play")
		if a.ForMove {
			who = lang.T("Computer · %s", words.MatchLevelLabel(an.s.Match(), a.Level, an.moverSeat(a.Mover)))
		}
	}
	x := r.Right()
	if an.s.Searching() {
		x -= 18 * s // room for the spinner DrawLive turns
	}
	small := ui.Face(false, 12.5*s)
	ui.DrawText(dst, ui.Ellipsize(who, small, r.W-ui.TextWidth(lang.T("ANALYSIS"), ui.Face(true, 12.5*s))-40*s), small, x, r.Y+8*s, ui.AlignRight, ui.ColFaint)
	if body.H < 80*s { // a phone's: two lines
		an.lines(dst, c, ui.Rect{X: body.X + 12*s, Y: body.Y + 4*s, W: body.W - 24*s, H: body.H - 8*s}, true)
		return
	}
	an.lines(dst, c, body.Inset(12*s), false)
}

// drawSpinner draws the turning arc that says the engine is thinking.
func drawSpinner(dst *ebiten.Image, x, y, r, t, s float64) {
	ui.DrawTurningArc(dst, x, y, r, 2*s, t*5, ui.ColAccent)
}

// analysisLine is one line the analysis panel writes.
type analysisLine struct {
	text string
	f    *text.GoTextFace
	col  color.Color
}

// lines writes the analysis into r: the verdict or score, the
// depth, nodes and time, and the principal variation with move numbers.
// Compact, for the small message box of narrow screens, it uses two lines.
func (an *analysis) lines(dst *ebiten.Image, c *ui.Context, r ui.Rect, compact bool) {
	s := c.S
	lines, body := an.texts(r.W, s, compact)
	y := r.Y
	if compact {
		y += max(0, (r.H-float64(len(lines))*ui.LineHeight(body))/2)
	}
	for k, ln := range lines {
		lh := ui.LineHeight(ln.f)
		if y+lh > r.Bottom()+2*s {
			break
		}
		t := ln.text
		if next := y + lh + ui.LineHeight(body); k < len(lines)-1 && next > r.Bottom()+2*s {
			t += "…" // the last line that fits, with more to come
		}
		ui.DrawText(dst, ui.Ellipsize(t, ln.f, r.W), ln.f, r.X, y+lh/2, ui.AlignLeft, ln.col)
		y += lh
	}
}

// texts returns the lines of the analysis in width w, and the face of
// its body: the verdict or score wraps rather than be cut.
func (an *analysis) texts(w, s float64, compact bool) ([]analysisLine, *text.GoTextFace) {
	r := ui.Rect{W: w}
	a := an.report()
	big, detail, body := ui.Face(true, 17*s), ui.Face(false, 13*s), ui.Face(false, 14*s)
	if compact {
		big, body = ui.Face(true, 14*s), ui.Face(false, 13.5*s)
	}
	type line = analysisLine
	var lines []line
	stale := a.Version != an.s.Version() // a report on the position before
	textCol, mutedCol := ui.ColText, ui.ColMuted
	if stale {
		textCol, mutedCol = ui.ColFaint, ui.ColFaint
	}
	switch {
	case an.s.Over() && !an.s.Searching():
		lines = append(lines, line{lang.T("The game is over."), body, ui.ColMuted})
	case a.Err != "" && !stale:
		lines = append(lines, line{lang.T("No analysis: %s", a.Err), body, ui.ColDanger})
	case !a.Have && an.s.Searching():
		lines = append(lines, line{lang.T("Thinking…"), body, ui.ColMuted})
	case !a.Have:
		lines = append(lines, line{lang.T("The analysis starts on your turn."), body, ui.ColMuted})
	default:
		i := a.Info
		for _, ln := range ui.Wrap(i.Note.Text(), detail, r.W) { // a table the engine did without
			if ln != "" {
				lines = append(lines, line{ln, detail, ui.ColAccent})
			}
		}
		head := scorePhrase(lang.T(a.Mover), i.Score, an.g.Unit)
		if i.Verdict.Known() {
			head = i.Verdict.Text(an.s.Match().SeatNouns())
		}
		// Whole and tenths apart, so that each language writes its own
		// decimal separator: "2,8 s" in French.
		tenths := i.Elapsed.Milliseconds() / 100
		stats := lang.T("Depth %d · %s nodes · %d.%d s", i.Depth, countString(i.Nodes), tenths/10, tenths%10)
		if i.Verdict.Known() && i.Nodes == 0 {
			stats = lang.T("Solved: the line shows perfect play")
		}
		pv := pvString(i.PV, a.Ply, len(an.s.Names()))
		if compact { // two lines that are never cut: the figures go first, then moves of the line
			if ui.TextWidth(head+" · "+stats, big) <= r.W {
				head += " · " + stats
			}
			lines = append(lines, line{head, ui.FitFace(head, true, big.Size, 12*s, r.W), textCol}, line{wholeWords(pv, body, r.W), body, mutedCol})
			break
		}
		for _, ln := range ui.Wrap(head, big, r.W) {
			lines = append(lines, line{ln, big, textCol})
		}
		lines = append(lines, line{stats, detail, mutedCol})
		for _, ln := range ui.Wrap(pv, body, r.W) {
			lines = append(lines, line{ln, body, textCol})
		}
	}
	return lines, body
}

// wholeWords returns the words of a line of play from the first that fit
// width in f, never ending on a move number.
func wholeWords(s string, f *text.GoTextFace, width float64) string {
	words := strings.Fields(s)
	for len(words) > 0 {
		last := words[len(words)-1]
		if !strings.HasSuffix(last, ".") && !strings.HasSuffix(last, "…") && ui.TextWidth(strings.Join(words, " "), f) <= width {
			break
		}
		words = words[:len(words)-1]
	}
	return strings.Join(words, " ")
}

// countString writes a node count briefly: "987", "25k", "1.6M".
func countString(n int64) string {
	switch {
	case n >= 1_000_000:
		tenths := (n + 50_000) / 100_000
		return lang.T("%d.%dM", tenths/10, tenths%10)
	case n >= 10_000:
		return lang.T("%dk", n/1000)
	}
	return fmt.Sprint(n)
}

// pvString writes a principal variation with move numbers, counting from
// ply moves played among n players: "12. a2-b2 e2-d3 13. b1-c1", or
// "12… e2-d3 13. b1-c1" when it starts with a later player's move.
func pvString(pv []string, ply, n int) string {
	var b strings.Builder
	for i, mv := range pv {
		k := ply + i
		if i > 0 {
			b.WriteByte(' ')
		}
		switch {
		case n > 0 && k%n == 0:
			fmt.Fprintf(&b, "%d. ", k/n+1)
		case i == 0 && n > 0:
			fmt.Fprintf(&b, "%d… ", k/n+1)
		}
		b.WriteString(mv)
	}
	return b.String()
}
