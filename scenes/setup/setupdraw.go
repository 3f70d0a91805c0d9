package setup

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/lang"
	"parlour/scenes/board"
	"parlour/scenes/ui"
)

// The set-up board's layout and drawing: on wide screens the board on the
// left and a panel on the right (the palette, who moves, the check's
// verdict, the buttons); on narrow ones the board above the palette, the
// verdict and the buttons.

// setupCellW and setupCellH are the least width and the height of one
// palette entry: its piece and its name.
const setupCellW, setupCellH = 112, 44

// paletteHeight returns the height the palette's n entries take in width
// w: with their names, or compact, their pieces alone; most, when above
// 0, bounds the columns of names.
func paletteHeight(n int, w, s float64, compact bool, most int) float64 {
	cols := paletteColumns(n, w, s, compact, most)
	rows := (n + cols - 1) / cols
	return float64(rows)*setupCellH*s + float64(rows-1)*6*s
}

// paletteColumns returns how many of the n palette entries go side by side
// in width w: most at most, when above 0 and the names are shown.
func paletteColumns(n int, w, s float64, compact bool, most int) int {
	cw := setupCellW * s
	if compact {
		cw = (setupCellH + 6) * s
	}
	cols := max(1, min(n, int((w+6*s)/cw)))
	if most > 0 && !compact {
		cols = min(cols, most)
	}
	return cols
}

// placePalette puts the n palette entries in box, from its top (most
// bounds the columns of names, as in paletteColumns).
func placePalette(n int, box ui.Rect, s float64, compact bool, most int) []ui.Rect {
	cols := paletteColumns(n, box.W, s, compact, most)
	w := (box.W - float64(cols-1)*6*s) / float64(cols)
	out := make([]ui.Rect, n)
	for i := range out {
		r, c := i/cols, i%cols
		out[i] = ui.Rect{X: box.X + float64(c)*(w+6*s), Y: box.Y + float64(r)*(setupCellH+6)*s, W: w, H: setupCellH * s}
	}
	return out
}

// messageHeight returns the height of the verdict's box in width w.
func (b *Board) messageHeight(w, s float64) float64 {
	lines := max(1, len(ui.Wrap(b.messageText(), ui.Face(false, 15*s), w-24*s)))
	return float64(lines)*ui.LineHeight(ui.Face(false, 15*s)) + 18*s
}

// messageText is the check's verdict: why the position is wrong, or that
// it can be played.
func (b *Board) messageText() string {
	if b.problem != "" {
		return b.problem
	}
	return lang.T("The position can be played.")
}

// Layout places the board, the palette and the buttons.
func (b *Board) Layout(c *ui.Context) {
	s := c.S
	var pad float64
	b.top, b.bBack.Rect, _, pad = ui.TopBar(c)
	n := len(b.palette) + 1
	if c.Portrait() {
		area := ui.Rect{X: pad, Y: b.top.Bottom() + 8*s, W: c.W - 2*pad, H: c.H - b.top.Bottom() - 8*s - pad}.CenterWidth(640 * s)
		bh, gap := 48*s, 8*s
		area, row := area.CutBottom(bh)
		cells := row.Grid(3, 3, gap, bh)
		b.bClear.Rect, b.bStart.Rect, b.bPlay.Rect = cells[0], cells[1], cells[2]
		b.bSide.Rect, b.sideHeading = ui.Rect{}, ui.Rect{}
		if len(b.nouns) > 1 {
			area, b.bSide.Rect = area.CutBottom(44*s + gap)
			b.bSide.Rect.H = 44 * s
		}
		b.heldHeading = ui.Rect{}
		if len(b.steppers) > 0 {
			var held ui.Rect
			area, held = area.CutBottom(heldHeight*s + gap)
			b.placeHeld(held, s)
		}
		mh := b.messageHeight(area.W, s)
		area, b.message = area.CutBottom(mh + gap)
		b.message.H = mh
		// A palette of many kinds shows their pieces alone, the chosen
		// one's name in its heading, so that the board keeps its room.
		b.most = 0
		b.compact = paletteHeight(n, area.W, s, false, b.most) > 0.2*area.H
		ph := paletteHeight(n, area.W, s, b.compact, b.most)
		area, pal := area.CutBottom(ph + 28*s + gap)
		b.heading = ui.Rect{X: pal.X, Y: pal.Y, W: pal.W, H: 22 * s}
		b.cells = placePalette(n, ui.Rect{X: pal.X, Y: pal.Y + 26*s, W: pal.W, H: ph}, s, b.compact, b.most)
		b.board.Layout(area, s)
	} else {
		panelW := ui.Clamp(c.W*0.3, 300*s, 400*s)
		whole := ui.Rect{X: pad, Y: b.top.Bottom() + 12*s, W: c.W - 2*pad, H: c.H - b.top.Bottom() - 12*s - pad}
		// Where the palette's longest names (War's "White Flying Machine"
		// on a laptop, "Troupe d'avant-garde (Blancs)" in French) would
		// be cut, the panel takes the width they need, as many columns
		// wider, up to 560: what a square board bound by the screen's
		// height cannot use, and 8 % of the board's.
		b.most = 0
		if spare := min(whole.W-pad-0.92*whole.H, 560*s); spare > panelW && !b.namesFit(n, panelW, s) {
			b.most = paletteColumns(n, panelW, s, false, 0)
			for panelW < spare && !b.namesFit(n, panelW, s) {
				panelW = min(panelW+10*s, spare)
			}
		}
		left, right := whole.CutRight(panelW)
		left.W -= pad
		b.board.Layout(left, s)
		bh, gap := 46*s, 10*s
		in := right
		in, last := in.CutBottom(2*bh + gap)
		cells := last.Grid(3, 2, gap, bh)
		b.bClear.Rect, b.bStart.Rect = cells[0], cells[1]
		b.bPlay.Rect = ui.Rect{X: last.X, Y: last.Y + bh + gap, W: last.W, H: bh}
		b.heading = ui.Rect{X: in.X, Y: in.Y, W: in.W, H: 22 * s}
		// Where the panel is short, who moves goes without its heading,
		// then the palette shows pieces alone, the chosen one's name in
		// its heading.
		// The verdict counts as two lines at least, so that the panel
		// does not change as it changes.
		sideHeading := len(b.nouns) > 1
		below := 16*s + max(b.messageHeight(in.W, s), 2*ui.LineHeight(ui.Face(false, 15*s))+18*s)
		if len(b.nouns) > 1 {
			below += 26*s + 44*s + 12*s
		}
		if len(b.steppers) > 0 {
			below += heldHeight*s + 12*s
		}
		b.compact = false
		if room := in.H - gap; 26*s+paletteHeight(n, in.W, s, false, b.most)+below > room {
			sideHeading = false
			below -= 26 * s
			b.compact = 26*s+paletteHeight(n, in.W, s, false, b.most)+below > room
		}
		ph := paletteHeight(n, in.W, s, b.compact, b.most)
		b.cells = placePalette(n, ui.Rect{X: in.X, Y: in.Y + 26*s, W: in.W, H: ph}, s, b.compact, b.most)
		y := in.Y + 26*s + ph + 16*s
		b.bSide.Rect, b.sideHeading = ui.Rect{}, ui.Rect{}
		if len(b.nouns) > 1 {
			if sideHeading {
				b.sideHeading = ui.Rect{X: in.X, Y: y, W: in.W, H: 22 * s}
				y += 26 * s
			}
			b.bSide.Rect = ui.Rect{X: in.X, Y: y, W: in.W, H: 44 * s}
			y += 44*s + 12*s
		}
		b.heldHeading = ui.Rect{}
		if len(b.steppers) > 0 {
			b.placeHeld(ui.Rect{X: in.X, Y: y, W: in.W, H: heldHeight * s}, s)
			y += heldHeight*s + 12*s
		}
		b.message = ui.Rect{X: in.X, Y: y, W: in.W, H: b.messageHeight(in.W, s)}
	}
	for _, bt := range b.buttons() {
		bt.Small = c.W < 480*s
	}
}

// Draw draws the set-up board.
func (b *Board) Draw(dst *ebiten.Image, c *ui.Context) {
	s := c.S
	f := c.In
	ui.VerticalGradient(dst, c.Bounds(), ui.ColBackground, ui.ColBackground2)

	look := board.NoMarks()
	look.State, look.Looks, look.Labels = arrangement{b.start, b.pieces}, b.g.Looks, true
	look.Numbers = !b.host.Settings().HideNumbers
	b.board.Decorate(look)
	b.board.Draw(dst, s, look, nil)

	heading := lang.T("PIECES")
	if b.compact {
		heading = lang.T("PIECES: %s", strings.ToUpper(b.entryName(b.chosen)))
	}
	ui.DrawText(dst, heading, ui.Face(true, 12.5*s), b.heading.X, b.heading.Y+11*s, ui.AlignLeft, ui.ColAccent)
	for i, r := range b.cells {
		b.drawEntry(dst, i, r, f, s)
	}
	if !b.sideHeading.Empty() {
		ui.DrawText(dst, lang.T("WHO MOVES"), ui.Face(true, 12.5*s), b.sideHeading.X, b.sideHeading.Y+11*s, ui.AlignLeft, ui.ColAccent)
	}
	if len(b.steppers) > 0 {
		ui.DrawText(dst, strings.ToUpper(lang.T(b.setup.Held.Name)), ui.Face(true, 12.5*s), b.heldHeading.X, b.heldHeading.Y+b.heldHeading.H/2, ui.AlignLeft, ui.ColAccent)
		cf := ui.Face(true, 17*s)
		for _, st := range b.steppers {
			_, cy := st.name.Center()
			name := b.sideName(st.p)
			nf := stepperFace(name, st.name.W, s)
			ui.DrawText(dst, ui.Ellipsize(name, nf, st.name.W), nf, st.name.X, cy, ui.AlignLeft, ui.ColText)
			cx, cy := st.count.Center()
			ui.DrawText(dst, strconv.Itoa(b.held[st.p]), cf, cx, cy, ui.AlignCenter, ui.ColText)
		}
	}

	fill, edge, fg := ui.ColPanelLo, ui.ColBorder, ui.ColMuted
	if b.problem != "" {
		fill, edge, fg = ui.Mix(ui.ColPanelLo, ui.ColDanger, 0.12), ui.ColDanger, ui.ColText
	}
	ui.FillRoundRect(dst, b.message, 10*s, fill)
	ui.StrokeRoundRect(dst, b.message.Inset(0.5*s), 10*s, 1.2*s, edge)
	mf := ui.Face(false, 15*s)
	y := b.message.Y + 9*s + ui.LineHeight(mf)/2
	for _, ln := range ui.Wrap(b.messageText(), mf, b.message.W-24*s) {
		ui.DrawText(dst, ln, mf, b.message.X+12*s, y, ui.AlignLeft, fg)
		y += ui.LineHeight(mf)
	}

	ui.FillRoundRect(dst, b.top, 0, ui.WithAlpha(ui.ColBackground, 0.92))
	ui.StrokeLine(dst, 0, b.top.Bottom(), c.W, b.top.Bottom(), 1*s, ui.ColBorder)
	title := lang.T("Set up: %s", lang.T(b.g.Name))
	avail := c.W - 2*(b.bBack.Rect.Right()+12*s)
	tf := ui.FitFace(title, true, 22*s, 15*s, avail)
	if ui.TextWidth(title, tf) > avail {
		title = lang.T(b.g.Name)
		tf = ui.FitFace(title, true, 22*s, 15*s, avail)
	}
	ui.DrawText(dst, ui.Ellipsize(title, tf, avail), tf, c.W/2, b.top.Y+36*s, ui.AlignCenter, ui.ColText)

	btns := b.buttons()
	b.focus.Buttons(len(b.cells), btns...)
	for _, bt := range btns {
		bt.Draw(dst, f, s)
	}
}

// drawEntry draws palette entry i in r: its piece (or an empty point) and
// its name, marked when chosen or focused.
func (b *Board) drawEntry(dst *ebiten.Image, i int, r ui.Rect, f *ui.Frame, s float64) {
	on := i == b.chosen
	fill, edge, fg := ui.ColPanel, ui.ColBorder, ui.ColText
	if f.Hover && r.Contains(f.X, f.Y) {
		fill = ui.ColPanelHi
	}
	if on {
		fill, edge = ui.Mix(ui.ColPanel, ui.ColAccent, 0.22), ui.ColAccent
	}
	ui.FillRoundRect(dst, r, 10*s, fill)
	ui.StrokeRoundRect(dst, r.Inset(0.5*s), 10*s, 1.5*s, edge)
	if on {
		ui.StrokeRoundRect(dst, r.Inset(1.5*s), 9*s, 2.5*s, ui.ColAccent)
	}
	if b.focus.Is(i) {
		ui.StrokeRoundRect(dst, r.Inset(-3.5*s), 13.5*s, 2.5*s, ui.ColFocus)
	}
	rad := 13 * s
	cx, cy := r.X+10*s+rad, r.Y+r.H/2
	if b.compact {
		cx = r.X + r.W/2
	}
	if i < len(b.palette) {
		pc := b.palette[i]
		board.DrawPiece(dst, cx, cy, rad, board.LookOf(b.g.Looks, pc), int(pc.Owner), false)
	} else {
		ui.StrokeCircle(dst, cx, cy, rad*0.8, 1.5*s, ui.ColMuted)
		d := rad * 0.45
		ui.StrokeLine(dst, cx-d, cy-d, cx+d, cy+d, 1.8*s, ui.ColMuted)
		ui.StrokeLine(dst, cx-d, cy+d, cx+d, cy-d, 1.8*s, ui.ColMuted)
	}
	if b.compact {
		return
	}
	x := cx + rad + 8*s
	tf, lines, _ := b.entryLines(i, r, s)
	ty := cy - float64(len(lines)-1)*ui.LineHeight(tf)/2
	for _, ln := range lines {
		ui.DrawText(dst, ln, tf, x, ty, ui.AlignLeft, fg)
		ty += ui.LineHeight(tf)
	}
}

// namesFit reports whether the names of the palette's n entries fit
// whole beside their pieces in a panel w wide.
func (b *Board) namesFit(n int, w, s float64) bool {
	for i, r := range placePalette(n, ui.Rect{W: w}, s, false, b.most) {
		if _, _, ok := b.entryLines(i, r, s); !ok {
			return false
		}
	}
	return true
}

// entryLines fits the name of palette entry i, drawn in r with its piece
// on the left, to the room beside the piece: the face and lines, and
// false when even the smallest face cuts it.
func (b *Board) entryLines(i int, r ui.Rect, s float64) (*text.GoTextFace, []string, bool) {
	x := r.X + 10*s + 2*13*s + 8*s // after the piece, as drawEntry places it
	return ui.FitLines(b.entryName(i), false, 14*s, 11*s, r.Right()-x-6*s, r.H-4*s)
}

// heldHeight is the height of the steppers of the pieces held off the
// board, with their heading.
const heldHeight = 22 + 40

// placeHeld puts the steppers' heading at the top of r and the steppers
// side by side under it.
func (b *Board) placeHeld(r ui.Rect, s float64) {
	b.heldHeading = ui.Rect{X: r.X, Y: r.Y, W: r.W, H: 20 * s}
	row := ui.Rect{X: r.X, Y: r.Y + 22*s, W: r.W, H: 40 * s}
	cells := row.Grid(len(b.steppers), len(b.steppers), 16*s, 40*s)
	for i := range b.steppers {
		b.steppers[i].place(cells[i], s)
	}
}

// stepperFace is the face of a stepper's side name: smaller where the
// name is long ("Schwarz" beside a phone's steppers), so that it shows
// whole rather than cut.
func stepperFace(name string, w, s float64) *text.GoTextFace {
	return ui.FitFace(name, false, 15*s, 12*s, w)
}

// place puts the stepper in r: its side's name on the left, the buttons
// and the count between them on the right.
func (st *stepper) place(r ui.Rect, s float64) {
	bw, cw := r.H, 32*s
	rest, more := r.CutRight(bw)
	rest, count := rest.CutRight(cw)
	rest, less := rest.CutRight(bw)
	st.name, st.count, st.less.Rect, st.more.Rect = ui.Rect{X: rest.X, Y: rest.Y, W: max(0, rest.W-6*s), H: rest.H}, count, less, more
}
