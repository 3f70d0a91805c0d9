package play

import (
	"math"

	"parlour/game"
	"parlour/scenes/ui"
)

// The play screen's layout: on wide screens the board on the left with
// the status strip above it and a panel on the right (players, message,
// moves, analysis, buttons); on narrow ones all stacked, the buttons at
// the bottom.

func (p *Screen) layoutPortrait(c *ui.Context, board *game.Board) {
	s := c.S
	pad := 12 * s
	area := c.Bounds().Inset(pad).CenterWidth(640 * s)
	bh, gap := 48*s, 8*s
	area, btns := area.CutBottom(2*bh + gap)
	grid := btns.GridFill(len(p.btn.tools), (len(p.btn.tools)+1)/2, gap, bh)
	for i, b := range p.btn.tools {
		b.Rect = grid[i]
	}
	area.H -= 12 * s
	statusH, msgH := 68*s, 46*s
	if p.rev.valuesOn() {
		msgH = 64 * s // three lines, for the values' legend
	}
	playersH := float64(len(p.s.Names())) * playerRowH(len(p.s.Names()), s)
	boardAt := func(avail float64) ui.Rect { return p.board.Bounds(ui.Rect{X: area.X, Y: 0, W: area.W, H: avail}, s) }
	boardH := func(avail float64) float64 { return boardAt(avail).H }
	// The analysis, when on, has a place of its own under the message box,
	// so that a hint or the values' legend there never hides it; but the
	// board comes first: where that place would cost it more than a
	// quarter of its size (a short window), the analysis shares the
	// message box (see analysisArea).
	anH := 0.0
	if p.an.on() {
		anH = portraitAnalysisH*s + 10*s
		if full := area.H - statusH - msgH - 2*10*s; boardH(full-anH) < 0.75*boardH(full) {
			anH = 0
		}
	}
	// The board takes what is left, and the players list shows when there
	// is room to spare.
	avail := area.H - statusH - msgH - 2*10*s - anH
	bh0 := boardH(avail)
	showPlayers := avail-bh0 >= playersH+12*s
	if showPlayers {
		avail -= playersH + 4*s
		bh0 = boardH(avail)
	}
	used := statusH + 10*s + bh0 + 10*s + msgH + anH
	if showPlayers {
		used += playersH + 4*s
	}
	legendH := legendHeight(p.g, area.W, s)
	showLegend := legendH > 0 && area.H-used >= legendH+10*s
	if showLegend {
		used += legendH + 10*s
	}
	// The moves keep room for a few lines, the board giving up a little
	// of its size for them (a big board would leave them one line).
	// (The width tells the board's size: its height may take in a bar
	// for the zoom button.)
	if need := fewPortraitMoves*s - (area.H - used); need > 0 {
		if b := boardAt(bh0 - need); b.W >= 0.85*boardAt(bh0).W {
			used -= bh0 - b.H
			bh0 = b.H
		}
	}
	// The moves take the room left over, when it holds a few lines.
	spare := area.H - used
	movesH := 0.0
	if spare >= minPortraitMoves*s {
		movesH = spare - 10*s
		used += spare
	}
	y := area.Y + math.Max(0, (area.H-used)/2)
	p.at.status = ui.Rect{X: area.X, Y: y, W: area.W, H: statusH}
	y += statusH + 10*s
	p.board.Layout(ui.Rect{X: area.X, Y: y, W: area.W, H: bh0}, s)
	y += bh0 + 10*s
	p.seats.rect = ui.Rect{}
	if showPlayers {
		p.seats.rect = ui.Rect{X: area.X, Y: y, W: area.W, H: playersH}
		y += playersH + 4*s
	}
	p.at.message = ui.Rect{X: area.X, Y: y, W: area.W, H: msgH}
	y += msgH + 10*s
	p.an.rect = ui.Rect{}
	if anH > 0 {
		p.an.rect = ui.Rect{X: area.X, Y: y, W: area.W, H: anH - 10*s}
		y += anH
	}
	p.at.legend = ui.Rect{}
	if showLegend {
		p.at.legend = ui.Rect{X: area.X, Y: y, W: area.W, H: legendH}
		y += legendH + 10*s
	}
	p.at.panel, p.rev.moves, p.rev.graph = ui.Rect{}, ui.Rect{}, ui.Rect{}
	if movesH > 0 {
		p.rev.moves = ui.Rect{X: area.X, Y: y, W: area.W, H: movesH}
		p.rev.placeGraph(s, minPortraitMoves*s)
	}
	p.placeToggle(s)
}

// fewPortraitMoves is the height, in design pixels, that the upright
// layout keeps for the moves where the board would take it: the
// section's title and three lines.
const fewPortraitMoves = 104

// minPortraitMoves is the least height, in design pixels, for which the
// upright layout shows the moves: the section's title and two lines.
const minPortraitMoves = 60

// portraitAnalysisH is the height, in design pixels, of the upright
// layout's analysis: its title and two lines.
const portraitAnalysisH = 78

// placeToggle puts the Analysis and Values buttons at the right end of
// the status strip: side by side, or on narrow screens one above the
// other; a longer language's labels widen them a little.
func (p *Screen) placeToggle(s float64) {
	r := p.at.status
	w, h := toggleWidth(p.btn.values.Label, p.btn.analysis.Label, 100*s, s), 36*s
	p.btn.analysis.Rect = ui.Rect{X: r.Right() - 14*s - w, Y: r.Y + (r.H-h)/2, W: w, H: h}
	p.btn.values.Rect = p.btn.analysis.Rect.Offset(-w-10*s, 0)
	if p.at.portrait {
		w, h = toggleWidth(p.btn.values.Label, p.btn.analysis.Label, 92*s, s), (r.H-11*s)/2
		p.btn.values.Rect = ui.Rect{X: r.Right() - 10*s - w, Y: r.Y + 4*s, W: w, H: h}
		p.btn.analysis.Rect = p.btn.values.Rect.Offset(0, h+3*s)
	}
}

// toggleWidth returns the width of the Values and Analysis buttons,
// labelled a and b: least, unless a label set in bold (as when its
// button is on) needs more, and then at most a quarter more than least.
func toggleWidth(a, b string, least, s float64) float64 {
	f := ui.Face(true, 16*s)
	need := max(ui.TextWidth(a, f), ui.TextWidth(b, f)) + 16*s
	return min(max(least, need), least*1.25)
}

func (p *Screen) layoutLandscape(c *ui.Context, board *game.Board) {
	s := c.S
	pad := 20 * s
	panelW := ui.Clamp(c.W*0.3, 280*s, 380*s)
	left, right := c.Bounds().Inset(pad).CutRight(panelW)
	left.W -= pad
	var area ui.Rect
	p.at.status, area = left.CutTop(72 * s)
	area = area.Inset(4 * s)
	p.at.panel = right
	in := right.Inset(16 * s)
	_, in = in.CutTop(40 * s) // game name
	bh, gap := 46*s, 10*s
	if c.H < 520*s {
		bh, gap = 44*s, 8*s
	}
	in, btns := in.CutBottom(3*bh + 2*gap)
	grid := btns.GridFill(len(p.btn.tools), (len(p.btn.tools)+2)/3, gap, bh)
	for i, b := range p.btn.tools {
		b.Rect = grid[i]
	}
	ph := float64(len(p.s.Names())) * playerRowH(len(p.s.Names()), s)
	p.seats.rect, in = in.CutTop(ph)
	_, in = in.CutTop(8 * s)
	p.at.message, in = in.CutTop(64 * s)
	p.at.legend = ui.Rect{}
	// The legend of the pieces shows when the moves keep 150 high (seven
	// lines) below it, and with the analysis on, the analysis 100 more:
	// the panels the player turned on come first.
	keep := 150 * s
	if p.an.on() {
		keep += 100 * s
	}
	if h := legendHeight(p.g, in.W, s); h > 0 && in.H-h-14*s >= keep {
		p.at.legend, in = in.CutTop(h)
		p.at.legend = p.at.legend.Offset(0, 6*s)
	}
	_, p.rev.moves = in.CutTop(14 * s)
	p.rev.moves.H -= 10 * s
	p.an.rect = ui.Rect{}
	if p.an.on() && p.rev.moves.H >= 120*s {
		// The analysis takes the top of the moves' place, up to 170 high,
		// when the moves keep 90 below it; else all of it.
		h := p.rev.moves.H
		if rest := p.rev.moves.H - 14*s - 90*s; rest >= 100*s {
			h = min(170*s, rest)
		}
		p.an.rect, p.rev.moves = p.rev.moves.CutTop(h)
		_, p.rev.moves = p.rev.moves.CutTop(14 * s)
	}
	p.rev.graph = ui.Rect{}
	if p.rev.moves.H < 70*s {
		p.rev.moves = ui.Rect{}
	}
	p.rev.placeGraph(s, 90*s)
	view := p.board.Bounds(area, s)
	// Keep the status strip just above the board, the pair centred in the
	// space they share, and as wide as the board.
	if spare := view.Y - (p.at.status.Bottom() + 14*s); spare > 0 {
		p.at.status.Y += spare / 2
		area = area.Offset(0, -spare/2)
		view = p.board.Bounds(area, s)
	}
	// A board made small (a notice under it, Leapfrog's big board) keeps
	// a strip wide enough for its words: 600 at least, centred over the
	// board, within the column.
	if w := view.W; w > 360*s {
		w = min(max(w, 600*s), left.W)
		p.at.status.X, p.at.status.W = ui.Clamp(view.X+(view.W-w)/2, left.X, left.Right()-w), w
	}
	p.board.Layout(area, s)
	p.placeToggle(s)
}
