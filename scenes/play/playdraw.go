package play

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/game"
	"parlour/lang"
	"parlour/scenes/board"
	"parlour/scenes/ui"
)

// What the play screen draws besides the board: the status strip (whose
// turn, or the result), the side panel, the message box with the hint or
// a word on the game, and the list of moves.

// Draw draws the play screen.
func (p *Screen) Draw(dst *ebiten.Image, c *ui.Context) {
	s := c.S
	ui.VerticalGradient(dst, c.Bounds(), ui.ColBackground, ui.ColBackground2)
	p.drawnPulse = pulseStep(c.Time)
	t := float64(p.drawnPulse) / pulseRate
	if p.calm() || p.board.ReducedMotion {
		t = calmPulse // the pieces stand still
	}
	p.board.Draw(dst, s, t, p.s.Note().Path)
	p.drawStatus(dst, c)
	if !p.at.panel.Empty() {
		p.drawPanel(dst, c)
	}
	p.seats.draw(dst, c)
	p.drawMessage(dst, c)
	drawLegend(dst, p.g, p.at.legend, p.s.Match().ToMove(), s)
	p.an.draw(dst, c)
	p.rev.drawMoves(dst, c)
	p.rev.drawGraph(dst, c)
	for _, b := range p.btn.all {
		b.Small = true
	}
	p.btn.focus.Buttons(0, p.btn.all...)
	for _, b := range p.btn.all {
		b.Draw(dst, c.In, s)
	}
}

// thinkingToken returns where the token of the player to move stands in
// the status bar and its radius, and whether the computer is thinking
// there.
func (p *Screen) thinkingToken(c *ui.Context) (x, y, r float64, thinking bool) {
	rect := p.at.status
	r = rect.H * 0.3
	x, y = rect.X+rect.H/2+4*c.S, rect.Y+rect.H/2
	thinking = p.s.ComputerToMove() && p.s.ComputerError() == ""
	return x, y, r, thinking
}

// LiveRects returns the places of the spinners that turn while the
// computer thinks.
func (p *Screen) LiveRects(c *ui.Context) []ui.Rect {
	var out []ui.Rect
	s := c.S
	if x, y, r, on := p.thinkingToken(c); on {
		d := r + 9*s
		out = append(out, ui.Rect{X: x - d, Y: y - d, W: 2 * d, H: 2 * d})
	}
	if x, y, r, on := p.an.spinner(c); on {
		d := r + 3*s
		out = append(out, ui.Rect{X: x - d, Y: y - d, W: 2 * d, H: 2 * d})
	}
	return out
}

// DrawLive draws the turning arcs that say the computer is thinking.
func (p *Screen) DrawLive(dst *ebiten.Image, c *ui.Context) {
	s := c.S
	if x, y, r, on := p.thinkingToken(c); on {
		ui.DrawTurningArc(dst, x, y, r+5*s, 3*s, c.Time*5, ui.ColAccent)
	}
	if x, y, r, on := p.an.spinner(c); on {
		drawSpinner(dst, x, y, r, c.Time, s)
	}
}

func (p *Screen) drawStatus(dst *ebiten.Image, c *ui.Context) {
	s := c.S
	r := p.at.status
	o := p.s.Match().Outcome()
	if o.Over {
		t := ui.EaseOut((p.now - p.overAt) / 0.35)
		br := r.Inset(2 * s)
		dy := (1 - t) * -10 * s // the box drops into place
		br.Y += dy
		fill := ui.ColWin
		if o.IsDraw() {
			fill = ui.ColPanelHi
		}
		ui.DrawShadow(dst, br, 14*s, 6*s)
		ui.FillRoundRect(dst, br, 14*s, ui.WithAlpha(fill, 0.55+0.45*t))
		ui.StrokeRoundRect(dst, br.Inset(1*s), 14*s, 2*s, ui.WithAlpha(ui.ColAccent, t))
		if w := o.Winner(); w >= 0 {
			p.seats.token(dst, w, br.X+br.H/2+4*s, br.Y+br.H/2, br.H*0.3)
		}
		w := p.overWords(s)
		w.titleY, w.line = w.titleY+dy, w.line+dy
		w.draw(dst, ui.ColText, ui.ColAccentHi)
		return
	}
	toMove := p.s.Match().ToMove()
	ui.FillRoundRect(dst, r.Inset(2*s), 14*s, ui.ColPanel)
	ui.StrokeRoundRect(dst, r.Inset(2.5*s), 14*s, 1*s, ui.ColBorder)
	tx, ty, tr, thinking := p.thinkingToken(c)
	p.seats.token(dst, toMove, tx, ty, tr)
	title, sub, col := p.statusText(thinking)
	x, w := p.turnLine(s)
	layStrip(title, 21*s, sub, ui.Rect{X: x, Y: r.Y, W: w, H: r.H}, s).draw(dst, ui.ColText, col)
}

// stripWords is the words of the status strip laid out: a title, and
// under it a line or two in a smaller type.
type stripWords struct {
	x, w         float64 // where the words start, and their width
	title        string
	big, small   *text.GoTextFace
	lines        []string
	titleY, line float64 // the middles of the title and of the first line
}

// layStrip fits title (in a bold type of titleSize at most) and sub under
// it into r: the title on one line, sub on one line in a smaller type if
// need be, else on two, the title moving up to make room.
func layStrip(title string, titleSize float64, sub string, r ui.Rect, s float64) stripWords {
	w := stripWords{x: r.X, w: r.W, title: title}
	w.big = ui.FitFace(title, true, titleSize, 15*s, r.W)
	w.title = ui.Ellipsize(title, w.big, r.W)
	one := ui.LineHeight(ui.Face(false, 14.5*s))
	var ok bool
	w.small, w.lines, ok = ui.FitLines(sub, false, 14.5*s, 12.5*s, r.W, one)
	if !ok {
		w.small, w.lines, _ = ui.FitLines(sub, false, 13.5*s, 12*s, r.W, 2*ui.LineHeight(ui.Face(false, 12*s)))
		w.lines = ui.Balance(w.lines, w.small, r.W)
	}
	w.titleY, w.line = r.Y+r.H*0.36, r.Y+r.H*0.72
	if len(w.lines) > 1 {
		w.titleY, w.line = r.Y+r.H*0.26, r.Y+r.H*0.56
	}
	return w
}

// lineY returns the middle of line i under the title.
func (w stripWords) lineY(i int) float64 { return w.line + float64(i)*ui.LineHeight(w.small) }

// draw draws the title in colour title and the lines under it in sub.
func (w stripWords) draw(dst *ebiten.Image, title, sub color.Color) {
	ui.DrawText(dst, w.title, w.big, w.x, w.titleY, ui.AlignLeft, title)
	for i, ln := range w.lines {
		ui.DrawText(dst, ln, w.small, w.x, w.lineY(i), ui.AlignLeft, sub)
	}
}

// overWords lays out the strip of a finished game: the headline and, under
// it, the reason, whole, on two lines if need be.
func (p *Screen) overWords(s float64) stripWords {
	o := p.s.Match().Outcome()
	br := p.at.status.Inset(2 * s)
	tx := br.X + 20*s
	if o.Winner() >= 0 {
		tx = br.X + br.H + 12*s
	}
	r := ui.Rect{X: tx, Y: br.Y, W: p.btn.values.Rect.X - tx - 10*s, H: br.H}
	return layStrip(game.Headline(o, p.s.Match().Nouns()), 24*s, ui.Capitalize(o.Reason), r, s)
}

// statusText returns the status strip's title (whose turn), the line
// under it (what to do, or what happens) and that line's colour.
func (p *Screen) statusText(thinking bool) (title, sub string, col color.Color) {
	toMove := p.s.Match().ToMove()
	title = lang.T("%s to move", lang.T(p.s.Names()[toMove]))
	if len(p.s.Names()) == 1 { // a solo game: nobody else is at the table
		title = lang.T("Your move")
		if p.s.Watched() {
			title = lang.T("Watch")
		}
	}
	col = ui.ColMuted
	switch sel := p.board.Picker().Selected(); {
	case p.s.ReplayLine() != "":
		sub = p.s.ReplayLine()
	case p.s.Reviewing():
		sub = p.rev.reviewLine()
	case p.s.ComputerError() != "":
		sub, col = lang.T("The computer could not move: %s", p.s.ComputerError()), ui.ColDanger
	case thinking:
		sub = lang.T("Computer is thinking…")
	case p.friendLine() != "":
		sub = p.friendLine()
	case inChain(p.s.State()) && p.btn.action.Enabled:
		sub = lang.T("Move the same piece again, or %s", p.btn.action.Label)
	case inChain(p.s.State()):
		sub = lang.T("Move the same piece again")
	case p.board.Picker().Stop() >= 0:
		sub = lang.T("Jump again, or tap the piece again to stop")
	case sel >= 0 && p.ruleInStrip() != "":
		sub = p.ruleInStrip()
	case sel >= 0 && board.PieceRule(p.g, p.s.State().PieceAt(sel)) != "":
		sub = lang.T("%s: choose where it goes", board.KindName(p.g, int(p.s.State().PieceAt(sel).Kind))) // its rule is in the message box
	case sel >= 0:
		sub = lang.T("Choose where it goes")
	case p.board.Armed():
		sub = lang.T("Choose where to place it")
	case prompt(p.s.State()) != "":
		sub = prompt(p.s.State())
	case len(p.board.Picker().Movable()) == 0 && len(p.board.Picker().Targets()) > 0:
		sub = lang.T("Tap a highlighted point")
	case p.s.Mixed():
		sub = lang.T("Your turn")
		if p.s.Match().Ply() < 2 {
			sub = lang.T("Your turn: pick a piece, then where it goes")
		}
	default:
		sub = lang.T("Pick a piece, then where it goes")
	}
	return title, sub, col
}

// pickedRule returns how the piece picked up moves (see
// board.PieceRule), or "" with none picked.
func (p *Screen) pickedRule() string {
	sel := p.board.Picker().Selected()
	if sel < 0 {
		return ""
	}
	return board.PieceRule(p.g, p.s.State().PieceAt(sel))
}

// ruleInStrip returns how the piece picked up moves when it fits whole
// under the status strip's title, else "": on a narrow phone the message
// box says it instead.
func (p *Screen) ruleInStrip() string {
	rule := p.pickedRule()
	if rule == "" {
		return ""
	}
	s := p.at.scale
	x, w := p.turnLine(s)
	strip := layStrip("", 21*s, rule, ui.Rect{X: x, Y: p.at.status.Y, W: w, H: p.at.status.H}, s)
	for _, ln := range strip.lines {
		if strings.HasSuffix(ln, "…") || ui.TextWidth(ln, strip.small) > w {
			return ""
		}
	}
	return rule
}

// prompt returns what the game asks of the player to move in its own
// words (see game.Prompter), or "".
func prompt(st game.State) string {
	if pr, ok := st.(game.Prompter); ok {
		return pr.Prompt()
	}
	return ""
}

// inChain reports whether the player to move is in the middle of a turn
// of several moves (see game.Chainer).
func inChain(st game.State) bool {
	c, ok := st.(game.Chainer)
	return ok && c.InChain()
}

// turnLine returns where the status strip's lines start and how wide
// they may run: up to the first button in the strip.
func (p *Screen) turnLine(s float64) (x, w float64) {
	r := p.at.status
	x = r.X + r.H + 12*s
	end := p.btn.analysis.Rect.X
	for _, a := range []ui.Rect{p.btn.values.Rect, p.btn.action.Rect, p.btn.here.Rect} {
		if !a.Empty() && a.Intersects(r) {
			end = min(end, a.X)
		}
	}
	// A short wide screen under review has its buttons where the lines
	// would go: no room is no room, not a negative width.
	return x, max(0, end-x-10*s)
}

// analysisArea returns where the analysis is shown: its own panel, or on
// narrow screens the message box (when no hint is shown there); empty
// when it is not shown.
func (p *Screen) analysisArea() ui.Rect {
	switch {
	case !p.an.on():
		return ui.Rect{}
	case !p.an.rect.Empty():
		return p.an.rect
	case p.s.Note().Text == "" && p.rev.valuesLegend() == "":
		return p.messageRect()
	}
	return ui.Rect{}
}

// drawMessage draws the hint in a box, or a quiet line about the game.
func (p *Screen) drawMessage(dst *ebiten.Image, c *ui.Context) {
	r := p.messageRect()
	if r.Empty() {
		return
	}
	s := c.S
	f := ui.Face(false, 14.5*s)
	msg, col := p.s.Note().Text, ui.ColText
	legend := p.rev.valuesLegend()
	if msg == "" && legend == "" && p.an.on() && p.an.rect.Empty() { // see analysisArea
		p.an.lines(dst, c, r, true)
		return
	}
	switch {
	case msg == "" && legend != "":
		f, msg, col = ui.Face(false, 13.5*s), p.fittedLegend(r, s), ui.ColMuted
	case msg != "":
		ui.FillRoundRect(dst, r, 10*s, ui.WithAlpha(ui.ColHint, 0.18))
		ui.StrokeRoundRect(dst, r.Inset(0.5*s), 10*s, 1*s, ui.WithAlpha(ui.ColHint, 0.6))
		in, f, lines, _ := p.noteFit(s)
		p.drawMessageLines(dst, in, f, lines, col)
		return
	case p.pickedRule() != "" && p.ruleInStrip() == "": // too long for the status strip
		f, msg, col = ui.Face(false, 14*s), p.pickedRule(), ui.ColText
	default:
		f = ui.Face(false, 13.5*s)
		msg, col = optionSummary(p.g, p.s.Match().Options(), p.s.HintOffered()), ui.ColFaint
		if p.seats.rect.Empty() {
			msg, col = p.seats.summary(), ui.ColMuted
		}
		if d := describe(p.s.State()); d != "" {
			// Where the two do not fit whole (many seats in a box a
			// notice made short), the state's words go alone: the
			// strip's token shows whose turn it is, and the options
			// screen who plays each seat.
			if _, _, ok := ui.FitLines(joinSentences(d, msg), false, f.Size, 12*s, r.W, r.H); ok {
				d = joinSentences(d, msg)
			}
			msg, col = d, ui.ColMuted
		}
	}
	f, lines, _ := ui.FitLines(msg, false, f.Size, min(f.Size, 12*s), r.W, r.H)
	p.drawMessageLines(dst, r, f, lines, col)
}

// fittedLegend returns the values' legend for a box r: whole, or
// without its last sentences (how to see more) where the box is short,
// never cut in a sentence.
func (p *Screen) fittedLegend(r ui.Rect, s float64) string {
	parts := p.rev.legendParts()
	for len(parts) > 1 {
		if _, _, ok := ui.FitLines(strings.Join(parts, " "), false, 13.5*s, 12*s, r.W, r.H); ok {
			break
		}
		parts = parts[:len(parts)-1]
	}
	return strings.Join(parts, " ")
}

// noteFit fits the note (a hint, a refusal) into the message box: the
// room inside the box's frame, the face and the lines; ok is false when
// even the smallest type cuts it. The frame is narrower above and below
// than at the sides, so that a phone's box holds two lines.
func (p *Screen) noteFit(s float64) (in ui.Rect, f *text.GoTextFace, lines []string, ok bool) {
	r := p.messageRect()
	in = ui.Rect{X: r.X + 10*s, Y: r.Y + 5*s, W: r.W - 20*s, H: r.H - 10*s}
	f, lines, ok = ui.FitLines(p.s.Note().Text, false, 14.5*s, 12*s, in.W, in.H)
	return in, f, lines, ok
}

// drawMessageLines draws the message box's lines in r: centred under a
// board with no side panel, else from the left.
func (p *Screen) drawMessageLines(dst *ebiten.Image, r ui.Rect, f *text.GoTextFace, lines []string, col color.Color) {
	centre := p.at.panel.Empty()
	y := r.Y + ui.LineHeight(f)/2
	if centre {
		y = r.Y + (r.H-float64(len(lines))*ui.LineHeight(f))/2 + ui.LineHeight(f)/2
	}
	for _, ln := range lines {
		if centre {
			ui.DrawText(dst, ln, f, r.X+r.W/2, y, ui.AlignCenter, col)
		} else {
			ui.DrawText(dst, ln, f, r.X, y, ui.AlignLeft, col)
		}
		y += ui.LineHeight(f)
	}
}

func (p *Screen) drawPanel(dst *ebiten.Image, c *ui.Context) {
	s := c.S
	r := p.at.panel
	ui.DrawShadow(dst, r, 16*s, 8*s)
	ui.FillRoundRect(dst, r, 16*s, ui.ColPanel)
	ui.StrokeRoundRect(dst, r.Inset(0.5*s), 16*s, 1*s, ui.ColBorder)
	in := r.Inset(16 * s)
	title := ui.Face(true, 20*s)
	ui.DrawText(dst, ui.Ellipsize(lang.T(p.g.Name), title, in.W), title, in.X, in.Y+14*s, ui.AlignLeft, ui.ColText)
}

// optionSummary lists the options opts of g that differ from the
// defaults, leaving out those that do not apply, and says what Hint does
// when it is offered.
func optionSummary(g *game.Game, opts game.Options, hintOffered bool) string {
	parts := game.Differences(g.Options, opts)
	hint := ""
	if hintOffered {
		hint = lang.T("Hint shows the best move.")
	}
	if len(parts) == 0 {
		return joinSentences(lang.T("Standard rules."), hint)
	}
	return strings.Join(parts, " · ")
}

// moveRows lays turns out in rows of one column per seat, as
// game.Rounds numbers them.
func moveRows(turns []game.Turn, seats int) [][]int { return game.Rounds(turns, seats) }

// moveColumns returns the edges of the columns of a move table of width w
// (seats+1 of them, from 0 to w): each column as wide as its widest entry
// (width(k) of turn k) and a gap, the room to spare shared out equally.
// It reports false when the entries do not fit side by side.
func moveColumns(rows [][]int, width func(k int) float64, seats int, w, gap float64) ([]float64, bool) {
	need := make([]float64, seats)
	for _, row := range rows {
		for j, k := range row {
			if k >= 0 {
				need[j] = max(need[j], width(k)+gap)
			}
		}
	}
	total := 0.0
	for _, v := range need {
		total += v
	}
	if total > w {
		return nil, false
	}
	edges := make([]float64, seats+1)
	for j, v := range need {
		edges[j+1] = edges[j] + v + (w-total)/float64(seats)
	}
	return edges, true
}
