package scenes

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/game"
)

// What the play screen draws besides the board: the status strip (whose
// turn, or the result), the side panel, the message box with the hint or
// a word on the game, and the list of moves.

// Draw draws the play screen.
func (p *Play) Draw(dst *ebiten.Image, c *Context) {
	s := c.S
	verticalGradient(dst, c.Bounds(), colBackground, colBackground2)
	t := c.Time
	if p.now >= p.calmAt {
		t = calmPulse // the pieces stand still
	}
	p.board.Draw(dst, s, t, p.s.Note().Path)
	p.drawStatus(dst, c)
	if !p.panel.Empty() {
		p.drawPanel(dst, c)
	}
	p.drawPlayers(dst, c)
	p.drawMessage(dst, c)
	p.drawLegend(dst, c)
	p.drawAnalysis(dst, c)
	p.drawMoves(dst, c)
	p.drawGraph(dst, c)
	for _, b := range p.buttons {
		b.Small = true
	}
	p.focus.Buttons(0, p.buttons...)
	for _, b := range p.buttons {
		b.Draw(dst, c.In, s)
	}
}

// thinkingToken returns where the token of the player to move stands in
// the status bar and its radius, and whether the computer is thinking
// there.
func (p *Play) thinkingToken(c *Context) (x, y, r float64, thinking bool) {
	rect := p.status
	r = rect.H * 0.3
	x, y = rect.X+rect.H/2+4*c.S, rect.Y+rect.H/2
	thinking = p.s.ComputerToMove() && p.s.ComputerError() == ""
	return x, y, r, thinking
}

// analysisSpinner returns where the analysis panel's spinner turns, and
// whether it turns.
func (p *Play) analysisSpinner(c *Context) (x, y, r float64, on bool) {
	s := c.S
	return p.anRect.Right() - 6*s, p.anRect.Y + 8*s, 5 * s, !p.anRect.Empty() && p.s.Searching()
}

// LiveRects returns the places of the spinners that turn while the
// computer thinks.
func (p *Play) LiveRects(c *Context) []Rect {
	var out []Rect
	s := c.S
	if x, y, r, on := p.thinkingToken(c); on {
		d := r + 9*s
		out = append(out, Rect{x - d, y - d, 2 * d, 2 * d})
	}
	if x, y, r, on := p.analysisSpinner(c); on {
		d := r + 3*s
		out = append(out, Rect{x - d, y - d, 2 * d, 2 * d})
	}
	return out
}

// DrawLive draws the turning arcs that say the computer is thinking.
func (p *Play) DrawLive(dst *ebiten.Image, c *Context) {
	s := c.S
	if x, y, r, on := p.thinkingToken(c); on {
		drawTurningArc(dst, x, y, r+5*s, 3*s, c.Time*5, colAccent)
	}
	if x, y, r, on := p.analysisSpinner(c); on {
		drawSpinner(dst, x, y, r, c.Time, s)
	}
}

func (p *Play) drawStatus(dst *ebiten.Image, c *Context) {
	s := c.S
	r := p.status
	o := p.s.Match().Outcome()
	big := face(true, 21*s)
	small := face(false, 14.5*s)
	if o.Over {
		t := easeOut((p.now - p.overAt) / 0.35)
		br := r.Inset(2 * s)
		br.Y += (1 - t) * -10 * s
		fill := colWin
		if o.IsDraw() {
			fill = colPanelHi
		}
		shadow(dst, br, 14*s, 6*s)
		fillRoundRect(dst, br, 14*s, withAlpha(fill, 0.55+0.45*t))
		strokeRoundRect(dst, br.Inset(1*s), 14*s, 2*s, withAlpha(colAccent, t))
		tx := br.X + 20*s
		if w := o.Winner(); w >= 0 {
			p.token(dst, w, br.X+br.H/2+4*s, br.Y+br.H/2, br.H*0.3)
			tx = br.X + br.H + 12*s
		}
		avail := p.bValues.Rect.X - tx - 10*s
		drawText(dst, ellipsize(game.Headline(o, p.s.Match().Nouns()), face(true, 24*s), avail), face(true, 24*s), tx, br.Y+br.H*0.36, alignLeft, colText)
		drawText(dst, ellipsize(capitalize(o.Reason), small, avail), small, tx, br.Y+br.H*0.72, alignLeft, colAccentHi)
		return
	}
	toMove := p.s.Match().ToMove()
	fillRoundRect(dst, r.Inset(2*s), 14*s, colPanel)
	strokeRoundRect(dst, r.Inset(2.5*s), 14*s, 1*s, colBorder)
	tx, ty, tr, thinking := p.thinkingToken(c)
	p.token(dst, toMove, tx, ty, tr)
	x := r.X + r.H + 12*s
	title, sub, col := p.statusText(thinking)
	big, small, lines := p.fitStatus(title, sub, s)
	ty, ly := r.Y+r.H*0.36, r.Y+r.H*0.72
	if len(lines) > 1 { // the title moves up to make room
		ty, ly = r.Y+r.H*0.26, r.Y+r.H*0.56
	}
	drawText(dst, ellipsize(title, big, p.statusWidth(s)), big, x, ty, alignLeft, colText)
	for i, ln := range lines {
		drawText(dst, ln, small, x, ly+float64(i)*lineHeight(small), alignLeft, col)
	}
}

// statusWidth returns the width the status strip has for its words: up
// to the first button in the strip (see turnLine).
func (p *Play) statusWidth(s float64) float64 {
	_, w := p.turnLine(s)
	return w
}

// fitStatus fits the status strip's words: the title on one line, the
// line under it on one line in a smaller type if need be, else on two.
func (p *Play) fitStatus(title, sub string, s float64) (big, small *text.GoTextFace, lines []string) {
	avail := p.statusWidth(s)
	big = fitFace(title, true, 21*s, 15*s, avail)
	one := lineHeight(face(false, 14.5*s))
	small, lines, ok := fitLines(sub, false, 14.5*s, 12.5*s, avail, one)
	if !ok {
		small, lines, _ = fitLines(sub, false, 13.5*s, 12*s, avail, 2*lineHeight(face(false, 12*s)))
		lines = balance(lines, small, avail)
	}
	return big, small, lines
}

// statusText returns the status strip's title (whose turn), the line
// under it (what to do, or what happens) and that line's colour.
func (p *Play) statusText(thinking bool) (title, sub string, col color.Color) {
	toMove := p.s.Match().ToMove()
	rp, replaying := p.s.Replaying()
	title = p.names[toMove] + " to move"
	if len(p.names) == 1 { // a puzzle: nobody else is at the table
		title = "Your move"
		if replaying || p.s.Seat(0).AI {
			title = "Watch"
		}
	}
	col = colMuted
	switch sel := p.board.Picker().Selected(); {
	case replaying:
		sub = replayLine(rp)
	case p.s.Reviewing():
		sub = p.reviewLine()
	case p.s.ComputerError() != "":
		sub, col = "The computer could not move: "+p.s.ComputerError(), colDanger
	case thinking:
		sub = "Computer is thinking…"
	case sel >= 0 && pieceRule(p.g, p.s.State().PieceAt(sel)) != "":
		sub = pieceRule(p.g, p.s.State().PieceAt(sel))
	case sel >= 0:
		sub = "Choose where it goes"
	case inChain(p.s.State()) && p.bAction.Enabled:
		sub = "Move the same piece again, or " + p.bAction.Label
	case inChain(p.s.State()):
		sub = "Move the same piece again"
	case p.board.Armed():
		sub = "Choose where to place it"
	case len(p.board.Picker().Movable()) == 0 && len(p.board.Picker().Targets()) > 0:
		sub = "Tap a highlighted point"
	case p.s.Mixed():
		sub = "Your turn"
		if p.s.Match().Ply() < 2 {
			sub = "Your turn: pick a piece, then where it goes"
		}
	default:
		sub = "Pick a piece, then where it goes"
	}
	return title, sub, col
}

// inChain reports whether the player to move is in the middle of a turn
// of several moves (see game.Chainer).
func inChain(st game.State) bool {
	c, ok := st.(game.Chainer)
	return ok && c.InChain()
}

// turnLine returns where the status strip's lines start and how wide
// they may run: up to the first button in the strip.
func (p *Play) turnLine(s float64) (x, w float64) {
	r := p.status
	x = r.X + r.H + 12*s
	end := p.bAnalysis.Rect.X
	for _, a := range []Rect{p.bValues.Rect, p.bAction.Rect, p.bPlayHere.Rect} {
		if !a.Empty() && a.Intersects(r) {
			end = min(end, a.X)
		}
	}
	return x, end - x - 10*s
}

// analysisArea returns where the analysis is shown: its own panel, or on
// narrow screens the message box (when no hint is shown there); empty
// when it is not shown.
func (p *Play) analysisArea() Rect {
	switch {
	case !p.analysisOn():
		return Rect{}
	case !p.anRect.Empty():
		return p.anRect
	case p.s.Note().Text == "" && p.valuesLegend() == "":
		return p.messageRect()
	}
	return Rect{}
}

// drawMessage draws the hint in a box, or a quiet line about the game.
func (p *Play) drawMessage(dst *ebiten.Image, c *Context) {
	r := p.messageRect()
	if r.Empty() {
		return
	}
	s := c.S
	f := face(false, 14.5*s)
	msg, col := p.s.Note().Text, colText
	legend := p.valuesLegend()
	if msg == "" && legend == "" && p.analysisOn() && p.anRect.Empty() { // see analysisArea
		p.drawAnalysisLines(dst, c, r, true)
		return
	}
	switch {
	case msg == "" && legend != "":
		f, msg, col = face(false, 13.5*s), legend, colMuted
	case msg != "":
		fillRoundRect(dst, r, 10*s, withAlpha(colHint, 0.18))
		strokeRoundRect(dst, r.Inset(0.5*s), 10*s, 1*s, withAlpha(colHint, 0.6))
		r = r.Inset(10 * s)
	default:
		f = face(false, 13.5*s)
		msg, col = p.optionSummary(), colFaint
		if p.players.Empty() {
			msg, col = p.summary(), colMuted
		}
		if d := p.describe(); d != "" {
			msg, col = joinSentences(d, msg), colMuted
		}
	}
	f, lines, _ := fitLines(msg, false, f.Size, min(f.Size, 12*s), r.W, r.H)
	centre := p.panel.Empty()
	y := r.Y + lineHeight(f)/2
	if centre {
		y = r.Y + (r.H-float64(len(lines))*lineHeight(f))/2 + lineHeight(f)/2
	}
	for _, ln := range lines {
		if centre {
			drawText(dst, ln, f, r.X+r.W/2, y, alignCenter, col)
		} else {
			drawText(dst, ln, f, r.X, y, alignLeft, col)
		}
		y += lineHeight(f)
	}
}

// summary describes the match: who plays which side.
func (p *Play) summary() string {
	var parts []string
	for i, n := range p.names {
		if line := p.seatLine(game.Player(i)); line != "" {
			parts = append(parts, n+": "+line)
		}
	}
	return strings.Join(parts, " · ")
}

func (p *Play) drawPanel(dst *ebiten.Image, c *Context) {
	s := c.S
	r := p.panel
	shadow(dst, r, 16*s, 8*s)
	fillRoundRect(dst, r, 16*s, colPanel)
	strokeRoundRect(dst, r.Inset(0.5*s), 16*s, 1*s, colBorder)
	in := r.Inset(16 * s)
	title := face(true, 20*s)
	drawText(dst, ellipsize(p.g.Name, title, in.W), title, in.X, in.Y+14*s, alignLeft, colText)
}

// optionSummary lists the options that differ from the defaults, leaving
// out those that do not apply.
func (p *Play) optionSummary() string {
	var parts []string
	opts := p.s.Match().Options()
	for _, o := range p.g.Options {
		if v := opts[o.Key]; v != o.Default() && o.Applies(opts) {
			parts = append(parts, o.Label+": "+o.ChoiceLabel(v))
		}
	}
	hint := ""
	if p.hintOffered() {
		hint = "Hint shows the best move."
	}
	if len(parts) == 0 {
		return joinSentences("Standard rules.", hint)
	}
	return strings.Join(parts, " · ")
}

// hintOffered reports whether Hint serves in this match: a person plays
// a seat and no recorded game is being watched.
func (p *Play) hintOffered() bool {
	if _, watching := p.s.Replaying(); watching {
		return false
	}
	for i := range p.names {
		if !p.s.Seat(game.Player(i)).AI {
			return true
		}
	}
	return false
}

// moveRows lays turns out in rows of one column per seat, a new row
// starting whenever a turn's seat is not to the right of the row's last:
// each turn, a whole chain of jumps included, is one entry in the column
// of the player who made it.
func moveRows(turns []game.Turn, seats int) [][]int {
	var rows [][]int
	last := seats
	for i, t := range turns {
		col := int(t.Player)
		if col < 0 || col >= seats {
			col = 0
		}
		if col <= last {
			row := make([]int, seats)
			for j := range row {
				row[j] = -1
			}
			rows = append(rows, row)
		}
		rows[len(rows)-1][col] = i
		last = col
	}
	return rows
}

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
