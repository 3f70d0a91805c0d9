package play

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/engine"
	"parlour/game"
	"parlour/lang"
	"parlour/scenes/ui"
)

// The graph of the game under the move list: the value of the position
// after every ply (Session.Line), high when the first seat wins with best
// play (in a solo game, while the board can still be cleared), low when the
// other does, the middle a draw; each mistake marked by a ring with a
// "?" and the position shown by an upright line.

// graphLevel returns where value v stands in the graph, from -1 (the
// second seat wins; a solo game's dead end) to 1 (the first seat wins), a
// quicker win further out; ok is false when the value is not known.
// maxPlies is the longest exact game length along the line.
func graphLevel(v engine.PlyValue, maxPlies int, u game.ScoreUnit) (level float64, ok bool) {
	switch v.Kind {
	case engine.Draw:
		return 0, true
	case engine.Win, engine.Loss:
		sign := 1.0
		if v.Winner != 0 {
			sign = -1
		}
		if v.Mover == game.NoPlayer || maxPlies <= 0 {
			return sign, true
		}
		return sign * (0.5 + 0.5*(1-float64(v.Plies)/float64(maxPlies+1))), true
	case engine.Estimate:
		per := float64(u.Per)
		if per <= 0 {
			per = 100
		}
		sc := float64(v.Score)
		if v.Mover != 0 {
			sc = -sc
		}
		return 0.9 * math.Tanh(sc/(3*per)), true
	}
	return 0, false
}

// graphArea returns the plot inside the graph's box: room on the left
// for the labels' width is not taken, the plot runs the box's width.
func graphArea(r ui.Rect, s float64) ui.Rect {
	return ui.Rect{X: r.X + 8*s, Y: r.Y + 18*s, W: r.W - 16*s, H: r.H - 24*s}
}

// graphX returns the x of ply i of n positions in plot r.
func graphX(r ui.Rect, n, i int) float64 {
	if n <= 1 {
		return r.X + r.W/2
	}
	return r.X + r.W*float64(i)/float64(n-1)
}

// graphY returns the y of level l in plot r.
func graphY(r ui.Rect, l float64) float64 { return r.Y + r.H/2 - l*r.H/2 }

// graphPly returns the ply of n positions nearest to x in plot r.
func graphPly(r ui.Rect, n int, x float64) int {
	if n <= 1 || r.W <= 0 {
		return 0
	}
	return int(ui.Clamp(math.Round((x-r.X)/r.W*float64(n-1)), 0, float64(n-1)))
}

// longestLine returns the longest exact game length along line.
func longestLine(line []engine.PlyValue) int {
	m := 0
	for _, v := range line {
		if v.Kind.Exact() {
			m = max(m, v.Plies)
		}
	}
	return m
}

// drawGraph draws the graph of the values along the game.
func (rv *review) drawGraph(dst *ebiten.Image, c *ui.Context) {
	r := rv.graph
	if r.Empty() {
		return
	}
	s := c.S
	ui.FillRoundRect(dst, r, 8*s, ui.ColPanelLo)
	small := ui.Face(false, 11*s)
	top, bottom := "", ""
	if len(rv.s.Names()) == 1 {
		top, bottom = lang.T("Can be cleared"), lang.T("Dead end")
	} else {
		top, bottom = lang.T("%s ahead", lang.T(rv.s.Names()[0])), lang.T("%s ahead", lang.T(rv.s.Names()[1]))
	}
	ui.DrawText(dst, lang.T("VALUE"), ui.Face(true, 11*s), r.X+8*s, r.Y+9*s, ui.AlignLeft, ui.ColMuted)
	plot := graphArea(r, s)
	key := ui.Ellipsize(lang.T("up: %s · down: %s", top, bottom), small, r.W-60*s)
	ui.DrawText(dst, key, small, r.Right()-8*s, r.Y+9*s, ui.AlignRight, ui.ColFaint)
	ui.StrokeLine(dst, plot.X, graphY(plot, 0), plot.Right(), graphY(plot, 0), 1*s, ui.WithAlpha(ui.ColBorder, 1))
	line, ok := rv.s.Line()
	if !ok {
		msg := lang.T("Working out the values…")
		if !rv.valuesOn() {
			msg = ""
		}
		ui.DrawText(dst, msg, small, plot.X+plot.W/2, plot.Y+plot.H/2, ui.AlignCenter, ui.ColFaint)
		return
	}
	_, shown := rv.s.Moves()
	n := len(line)
	most := longestLine(line)
	sx := graphX(plot, n, min(shown, n-1))
	ui.StrokeLine(dst, sx, plot.Y, sx, plot.Bottom(), 2*s, ui.WithAlpha(ui.ColAccent, 0.8))
	px, py, have := 0.0, 0.0, false
	for i, v := range line {
		lv, ok := graphLevel(v, most, rv.g.Unit)
		if !ok {
			have = false
			continue
		}
		x, y := graphX(plot, n, i), graphY(plot, lv)
		col := ui.ColText
		if i > shown {
			col = ui.ColFaint
		}
		if have {
			ui.StrokeLine(dst, px, py, x, y, 2*s, col)
		}
		px, py, have = x, y, true
	}
	for i, v := range line {
		lv, ok := graphLevel(v, most, rv.g.Unit)
		if !ok {
			continue
		}
		x, y := graphX(plot, n, i), graphY(plot, lv)
		switch {
		case v.Mistake:
			ui.StrokeCircle(dst, x, y, 5*s, 2*s, ui.ColDanger)
			qy := y - 11*s
			if qy < plot.Y+4*s { // near the top: under the ring
				qy = y + 11*s
			}
			ui.DrawText(dst, "?", ui.Face(true, 11*s), x, qy, ui.AlignCenter, ui.ColDanger)
		case i == shown:
			ui.FillCircle(dst, x, y, 4*s, ui.ColAccentHi)
		}
	}
}

// graphHeight is the height, in design pixels, of the graph of the
// values along the game.
const graphHeight = 76

// placeGraph takes the graph of the values from the bottom of the moves'
// place while the values are shown, when the moves keep keep below it.
func (rv *review) placeGraph(s, keep float64) {
	rv.graph = ui.Rect{}
	if !rv.valuesOn() || rv.moves.H-graphHeight*s-8*s < keep {
		return
	}
	var g ui.Rect
	rv.moves, g = rv.moves.CutBottom(graphHeight * s)
	rv.moves.H -= 8 * s
	rv.graph = g
}
