package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// The set-up board's layout and drawing: on wide screens the board on the
// left and a panel on the right (the palette, who moves, the check's
// verdict, the buttons); on narrow ones the board above the palette, the
// verdict and the buttons.

// setupCellW and setupCellH are the least width and the height of one
// palette entry: its piece and its name.
const setupCellW, setupCellH = 112, 44

// paletteHeight returns the height the palette's n entries take in width
// w: with their names, or compact, their pieces alone.
func paletteHeight(n int, w, s float64, compact bool) float64 {
	cols := paletteColumns(n, w, s, compact)
	rows := (n + cols - 1) / cols
	return float64(rows)*setupCellH*s + float64(rows-1)*6*s
}

// paletteColumns returns how many of the n palette entries go side by side
// in width w.
func paletteColumns(n int, w, s float64, compact bool) int {
	cw := setupCellW * s
	if compact {
		cw = (setupCellH + 6) * s
	}
	return max(1, min(n, int((w+6*s)/cw)))
}

// placePalette puts the n palette entries in box, from its top.
func placePalette(n int, box Rect, s float64, compact bool) []Rect {
	cols := paletteColumns(n, box.W, s, compact)
	w := (box.W - float64(cols-1)*6*s) / float64(cols)
	out := make([]Rect, n)
	for i := range out {
		r, c := i/cols, i%cols
		out[i] = Rect{box.X + float64(c)*(w+6*s), box.Y + float64(r)*(setupCellH+6)*s, w, setupCellH * s}
	}
	return out
}

// messageHeight returns the height of the verdict's box in width w.
func (b *SetupBoard) messageHeight(w, s float64) float64 {
	lines := max(1, len(wrap(b.messageText(), face(false, 15*s), w-24*s)))
	return float64(lines)*lineHeight(face(false, 15*s)) + 18*s
}

// messageText is the check's verdict: why the position is wrong, or that
// it can be played.
func (b *SetupBoard) messageText() string {
	if b.problem != "" {
		return b.problem
	}
	return "The position can be played."
}

// Layout places the board, the palette and the buttons.
func (b *SetupBoard) Layout(c *Context) {
	s := c.S
	var pad float64
	b.top, b.bBack.Rect, _, pad = topBar(c)
	n := len(b.palette) + 1
	if c.Portrait() {
		area := Rect{pad, b.top.Bottom() + 8*s, c.W - 2*pad, c.H - b.top.Bottom() - 8*s - pad}.CenterWidth(640 * s)
		bh, gap := 48*s, 8*s
		area, row := area.CutBottom(bh)
		cells := row.Grid(3, 3, gap, bh)
		b.bClear.Rect, b.bStart.Rect, b.bPlay.Rect = cells[0], cells[1], cells[2]
		b.bSide.Rect, b.sideHeading = Rect{}, Rect{}
		if len(b.nouns) > 1 {
			area, b.bSide.Rect = area.CutBottom(44*s + gap)
			b.bSide.Rect.H = 44 * s
		}
		mh := b.messageHeight(area.W, s)
		area, b.message = area.CutBottom(mh + gap)
		b.message.H = mh
		// A palette of many kinds shows their pieces alone, the chosen
		// one's name in its heading, so that the board keeps its room.
		b.compact = paletteHeight(n, area.W, s, false) > 0.2*area.H
		ph := paletteHeight(n, area.W, s, b.compact)
		area, pal := area.CutBottom(ph + 28*s + gap)
		b.heading = Rect{pal.X, pal.Y, pal.W, 22 * s}
		b.cells = placePalette(n, Rect{pal.X, pal.Y + 26*s, pal.W, ph}, s, b.compact)
		b.board.Layout(area, s)
	} else {
		panelW := clamp(c.W*0.3, 300*s, 400*s)
		left, right := Rect{pad, b.top.Bottom() + 12*s, c.W - 2*pad, c.H - b.top.Bottom() - 12*s - pad}.CutRight(panelW)
		left.W -= pad
		b.board.Layout(left, s)
		bh, gap := 46*s, 10*s
		in := right
		in, last := in.CutBottom(2*bh + gap)
		cells := last.Grid(3, 2, gap, bh)
		b.bClear.Rect, b.bStart.Rect = cells[0], cells[1]
		b.bPlay.Rect = Rect{last.X, last.Y + bh + gap, last.W, bh}
		b.heading = Rect{in.X, in.Y, in.W, 22 * s}
		b.compact = false
		ph := paletteHeight(n, in.W, s, false)
		b.cells = placePalette(n, Rect{in.X, in.Y + 26*s, in.W, ph}, s, false)
		y := in.Y + 26*s + ph + 16*s
		b.bSide.Rect, b.sideHeading = Rect{}, Rect{}
		if len(b.nouns) > 1 {
			b.sideHeading = Rect{in.X, y, in.W, 22 * s}
			y += 26 * s
			b.bSide.Rect = Rect{in.X, y, in.W, 44 * s}
			y += 44*s + 12*s
		}
		b.message = Rect{in.X, y, in.W, b.messageHeight(in.W, s)}
	}
	for _, bt := range b.buttons() {
		bt.Small = c.W < 480*s
	}
}

// Draw draws the set-up board.
func (b *SetupBoard) Draw(dst *ebiten.Image, c *Context) {
	s := c.S
	f := c.In
	verticalGradient(dst, c.Bounds(), colBackground, colBackground2)

	look := noLook()
	look.State, look.Looks, look.Labels = arrangement{b.start, b.pieces}, b.g.Looks, true
	look.Numbers = !b.host.Settings().HideNumbers
	b.board.decorate(look)
	b.board.draw(dst, s, look, nil)

	heading := "PIECES"
	if b.compact {
		heading += ": " + strings.ToUpper(b.entryName(b.chosen))
	}
	drawText(dst, heading, face(true, 12.5*s), b.heading.X, b.heading.Y+11*s, alignLeft, colAccent)
	for i, r := range b.cells {
		b.drawEntry(dst, i, r, f, s)
	}
	if !b.sideHeading.Empty() {
		drawText(dst, "WHO MOVES", face(true, 12.5*s), b.sideHeading.X, b.sideHeading.Y+11*s, alignLeft, colAccent)
	}

	fill, edge, fg := colPanelLo, colBorder, colMuted
	if b.problem != "" {
		fill, edge, fg = mix(colPanelLo, colDanger, 0.12), colDanger, colText
	}
	fillRoundRect(dst, b.message, 10*s, fill)
	strokeRoundRect(dst, b.message.Inset(0.5*s), 10*s, 1.2*s, edge)
	mf := face(false, 15*s)
	y := b.message.Y + 9*s + lineHeight(mf)/2
	for _, ln := range wrap(b.messageText(), mf, b.message.W-24*s) {
		drawText(dst, ln, mf, b.message.X+12*s, y, alignLeft, fg)
		y += lineHeight(mf)
	}

	fillRoundRect(dst, b.top, 0, withAlpha(colBackground, 0.92))
	strokeLine(dst, 0, b.top.Bottom(), c.W, b.top.Bottom(), 1*s, colBorder)
	title := "Set up: " + b.g.Name
	avail := c.W - 2*(b.bBack.Rect.Right()+12*s)
	tf := fitFace(title, true, 22*s, 15*s, avail)
	if textWidth(title, tf) > avail {
		title = b.g.Name
		tf = fitFace(title, true, 22*s, 15*s, avail)
	}
	drawText(dst, ellipsize(title, tf, avail), tf, c.W/2, b.top.Y+36*s, alignCenter, colText)

	btns := b.buttons()
	b.focus.Buttons(len(b.cells), btns...)
	for _, bt := range btns {
		bt.Draw(dst, f, s)
	}
}

// drawEntry draws palette entry i in r: its piece (or an empty point) and
// its name, marked when chosen or focused.
func (b *SetupBoard) drawEntry(dst *ebiten.Image, i int, r Rect, f *Frame, s float64) {
	on := i == b.chosen
	fill, edge, fg := colPanel, colBorder, colText
	if f.Hover && r.Contains(f.X, f.Y) {
		fill = colPanelHi
	}
	if on {
		fill, edge = mix(colPanel, colAccent, 0.22), colAccent
	}
	fillRoundRect(dst, r, 10*s, fill)
	strokeRoundRect(dst, r.Inset(0.5*s), 10*s, 1.5*s, edge)
	if on {
		strokeRoundRect(dst, r.Inset(1.5*s), 9*s, 2.5*s, colAccent)
	}
	if b.focus.Is(i) {
		strokeRoundRect(dst, r.Inset(-3.5*s), 13.5*s, 2.5*s, colFocus)
	}
	rad := 13 * s
	cx, cy := r.X+10*s+rad, r.Y+r.H/2
	if b.compact {
		cx = r.X + r.W/2
	}
	if i < len(b.palette) {
		pc := b.palette[i]
		drawPiece(dst, cx, cy, rad, lookOf(b.g.Looks, pc), int(pc.Owner), false)
	} else {
		strokeCircle(dst, cx, cy, rad*0.8, 1.5*s, colMuted)
		d := rad * 0.45
		strokeLine(dst, cx-d, cy-d, cx+d, cy+d, 1.8*s, colMuted)
		strokeLine(dst, cx-d, cy+d, cx+d, cy-d, 1.8*s, colMuted)
	}
	if b.compact {
		return
	}
	x := cx + rad + 8*s
	tf, lines, _ := fitLines(b.entryName(i), false, 14*s, 11*s, r.Right()-x-6*s, r.H-4*s)
	ty := cy - float64(len(lines)-1)*lineHeight(tf)/2
	for _, ln := range lines {
		drawText(dst, ln, tf, x, ty, alignLeft, fg)
		ty += lineHeight(tf)
	}
}
