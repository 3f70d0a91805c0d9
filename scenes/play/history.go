package play

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/engine"
	"parlour/game"
	"parlour/lang"
	"parlour/scenes/ui"
	"parlour/scenes/words"
)

// The history of the game: the move list lists every turn, those kept
// after the position shown (for Redo) drawn dimmer; a tap on a turn, or
// ←/→ and Home/End, shows the position after it (Session.Review), and
// "Play from here" goes on from there. ←/→ step through the history
// while the board's keyboard cursor is hidden; ↑/↓ bring the cursor up,
// and then all four arrows move it until Tab or a tap hides it.

// historyTurns returns every turn of the game, those kept for Redo
// included, and the plies played when each ends; they are worked out
// again only when the moves change.
func (rv *review) historyTurns() ([]game.Turn, []int) {
	moves, _ := rv.s.Moves()
	key := strings.Join(moves, " ")
	if key == rv.histKey && rv.histTurns != nil {
		return rv.histTurns, rv.histEnds
	}
	sv := rv.s.Match().Snapshot()
	sv.Made = len(sv.Moves)
	m, err := game.Restore(sv)
	if err != nil {
		return rv.s.Match().Turns(), turnEnds(rv.s.Match().Turns())
	}
	rv.histKey, rv.histTurns = key, m.Turns()
	rv.histEnds = turnEnds(rv.histTurns)
	return rv.histTurns, rv.histEnds
}

// turnEnds returns the plies played when each turn ends.
func turnEnds(turns []game.Turn) []int {
	out := make([]int, len(turns))
	n := 0
	for i, t := range turns {
		n += len(t.Moves)
		out[i] = n
	}
	return out
}

// turnAt returns the turn that ends at or runs through ply (the position
// after ply moves), or -1 at the start.
func turnAt(ends []int, ply int) int {
	if ply <= 0 {
		return -1
	}
	for i, e := range ends {
		if e >= ply {
			return i
		}
	}
	return len(ends) - 1
}

// moveLine is one line of the move list: its round and the turn in each
// column (-1 for none).
type moveLine struct {
	round int
	cells []int
}

// moveCell is one turn's place in the move list.
type moveCell struct {
	Turn int
	Rect ui.Rect
}

// moveLines lays the turns out: a table of one column per seat when the
// entries fit side by side (edges are the columns' edges, from 0 to w),
// else one turn a line.
func moveLines(turns []game.Turn, seats int, width func(k int) float64, w, gap float64) (lines []moveLine, edges []float64, table bool) {
	rows := moveRows(turns, seats)
	edges, table = moveColumns(rows, width, seats, w, gap)
	if table {
		for i, row := range rows {
			lines = append(lines, moveLine{i + 1, row})
		}
		return lines, edges, true
	}
	for i, row := range rows {
		for _, k := range row {
			if k >= 0 {
				lines = append(lines, moveLine{i + 1, []int{k}})
			}
		}
	}
	return lines, []float64{0, w}, false
}

// firstLine returns the first of n lines to show when fit lines fit and
// line focus (or none, -1) must be in sight: the last lines when it is
// among them, else the lines from a little before it.
func firstLine(n, fit, focus int) int {
	first := max(0, n-fit)
	if focus >= 0 && focus < first {
		first = max(0, focus-fit/3)
	}
	return first
}

// moveListLayout places the turns of the list in body: the lines shown
// (from the first) and each shown turn's cell, for drawing and for taps.
type moveListLayout struct {
	lines []moveLine
	first int
	fit   int
	lh    float64
	x0    float64
	edges []float64
	table bool
	cells []moveCell
}

// layoutMoveList lays out the move list in body with line height lh, the
// shown turn in sight.
func layoutMoveList(body ui.Rect, turns []game.Turn, seats int, width func(k int) float64, lh, s float64, shown int) moveListLayout {
	l := moveListLayout{lh: lh, x0: body.X + 46*s}
	l.lines, l.edges, l.table = moveLines(turns, seats, width, body.W-48*s, 10*s)
	l.fit = max(1, int((body.H-12*s)/lh))
	focus := -1
	for i, ln := range l.lines {
		for _, k := range ln.cells {
			if k == shown {
				focus = i
			}
		}
	}
	if shown < 0 && len(l.lines) > 0 {
		focus = 0
	}
	l.first = firstLine(len(l.lines), l.fit, focus)
	y := body.Y + 6*s
	for _, ln := range l.lines[l.first:min(len(l.lines), l.first+l.fit)] {
		for j, k := range ln.cells {
			if k >= 0 {
				x := l.x0 + l.edges[j]
				l.cells = append(l.cells, moveCell{k, ui.Rect{X: x - 4*s, Y: y, W: l.x0 + l.edges[j+1] - x, H: lh}})
			}
		}
		y += lh
	}
	return l
}

// moveListBody returns the part of the move list's box below its title.
func moveListBody(r ui.Rect, s float64) ui.Rect {
	_, body := r.CutTop(22 * s)
	return body
}

// moveFace returns the type of the move list.
func moveFace(s float64) float64 { return 14 * s }

// currentMoveList lays out the move list as it is drawn now.
func (rv *review) currentMoveList(s float64) (moveListLayout, []game.Turn, []int) {
	turns, ends := rv.historyTurns()
	_, shown := rv.s.Moves()
	f := ui.Face(false, moveFace(s))
	body := moveListBody(rv.moves, s)
	l := layoutMoveList(body, turns, len(rv.s.Names()), func(k int) float64 { return ui.TextWidth(turns[k].Text+" ?", f) }, ui.LineHeight(f), s, turnAt(ends, shown))
	return l, turns, ends
}

// drawMoves lists the turns: in a table of one column per seat, or, when
// the entries do not fit side by side, one turn a line after its seat's
// token, numbered by round either way. The turn shown is highlighted, the
// turns kept after it dimmed, and mistakes marked with "?".
func (rv *review) drawMoves(dst *ebiten.Image, c *ui.Context) {
	r := rv.moves
	if r.Empty() {
		return
	}
	s := c.S
	body := ui.DrawSection(dst, r, lang.T("MOVES"), s)
	l, turns, ends := rv.currentMoveList(s)
	if len(turns) == 0 {
		ui.DrawText(dst, lang.T("No moves yet"), ui.Face(false, 13.5*s), body.X+body.W/2, body.Y+body.H/2, ui.AlignCenter, ui.ColFaint)
		return
	}
	_, shown := rv.s.Moves()
	cur := turnAt(ends, shown)
	mistakes := rv.mistakeTurns(ends)
	f, num := ui.Face(false, moveFace(s)), ui.Face(false, 13*s)
	n := len(rv.s.Names())
	y := body.Y + 6*s + l.lh/2
	for _, ln := range l.lines[l.first:min(len(l.lines), l.first+l.fit)] {
		ui.DrawText(dst, fmt.Sprintf("%d.", ln.round), num, body.X+36*s, y, ui.AlignRight, ui.ColFaint)
		y += l.lh
	}
	for _, cell := range l.cells {
		k := cell.Turn
		col := ui.ColText
		switch {
		case k == cur && rv.s.Reviewing():
			ui.FillRoundRect(dst, cell.Rect, 6*s, ui.WithAlpha(ui.ColAccent, 0.25))
			ui.StrokeRoundRect(dst, cell.Rect, 6*s, 1.5*s, ui.ColAccent)
			col = ui.ColAccentHi
		case k == cur:
			col = ui.ColAccentHi
		case k > cur:
			col = ui.ColFaint
		}
		x, cy := cell.Rect.X+4*s, cell.Rect.Y+l.lh/2
		if !l.table && n > 1 {
			tr := l.lh * 0.32
			rv.token(dst, turns[k].Player, x+tr, cy, tr)
			x += 2*tr + 6*s
		}
		t := ui.Ellipsize(turns[k].Text, f, cell.Rect.Right()-x-ui.TextWidth(" ?", f))
		ui.DrawText(dst, t, f, x, cy, ui.AlignLeft, col)
		if mistakes[k] {
			ui.DrawText(dst, " ?", ui.Face(true, moveFace(s)), x+ui.TextWidth(t, f), cy, ui.AlignLeft, ui.ColDanger)
		}
	}
}

// mistakeTurns marks the turns that ended on a mistake, as the values
// along the game say (none while they are not known).
func (rv *review) mistakeTurns(ends []int) map[int]bool {
	line, ok := rv.s.Line()
	if !ok {
		return nil
	}
	out := map[int]bool{}
	for _, v := range line {
		if v.Mistake {
			out[turnAt(ends, v.Ply)] = true
		}
	}
	return out
}

// tapHistory reviews the turn or the ply of the graph under (x,y); it
// reports whether there was one.
func (rv *review) tap(s, x, y float64) bool {
	if rv.moves.Contains(x, y) {
		l, _, ends := rv.currentMoveList(s)
		for _, cell := range l.cells {
			if cell.Rect.Contains(x, y) {
				rv.board.HideCursor()
				rv.show(ends[cell.Turn])
				return true
			}
		}
		return false
	}
	if rv.graph.Contains(x, y) {
		if line, ok := rv.s.Line(); ok && len(line) > 0 {
			rv.show(graphPly(graphArea(rv.graph, s), len(line), x))
			return true
		}
	}
	return false
}

// review shows the position after ply moves.
func (rv *review) show(ply int) {
	rv.s.Review(ply)
}

// historyKeys steps through the history: Home and End always, ←/→ while
// the board's cursor is hidden and there is a move to step to that way.
// It reports whether it used a key.
func (rv *review) keys(f *ui.Frame) bool {
	moves, shown := rv.s.Moves()
	switch {
	case f.Consume(ui.KeyHome):
		rv.show(0)
	case f.Consume(ui.KeyEnd):
		rv.show(len(moves))
	case rv.board.Cursor() >= 0:
		return false
	case f.Key(ui.KeyLeft) && shown > 0:
		f.Consume(ui.KeyLeft)
		rv.show(shown - 1)
	case f.Key(ui.KeyRight) && shown < len(moves):
		f.Consume(ui.KeyRight)
		rv.show(shown + 1)
	default:
		return false
	}
	return true
}

// playFromHere ends the review: the game goes on from the position shown.
func (rv *review) playFromHere() {
	rv.s.PlayFromHere()
	rv.host.Announce(lang.T("Playing from here.") + " " + words.TurnSentence(rv.s.Match()))
}

// redo plays again the move taken back last; at the end of the kept
// moves a review is over.
func (rv *review) redo() {
	rv.s.Redo()
	if rv.s.Reviewing() && !rv.s.CanRedo() {
		rv.s.PlayFromHere()
	}
}

// reviewLine is the status strip's line while a review is on: "Reviewing
// move 12 of 30".
func (rv *review) reviewLine() string {
	moves, shown := rv.s.Moves()
	if shown == 0 {
		return lang.N(len(moves), "Reviewing the start, before %d move", "Reviewing the start, before %d moves", len(moves))
	}
	return lang.T("Reviewing move %d of %d", shown, len(moves))
}

// reviewSentence says the position reviewed for the live region: "Move
// 12 of 30: a2-b2. Hare to move."
func (rv *review) reviewSentence() string {
	moves, shown := rv.s.Moves()
	where := lang.N(len(moves), "Start of the game, %d move kept.", "Start of the game, %d moves kept.", len(moves))
	if shown > 0 {
		where = lang.T("Move %d of %d: %s.", shown, len(moves), moves[shown-1])
	}
	if !rv.s.Reviewing() && shown == len(moves) {
		where = lang.T("Latest move, %d of %d: %s.", shown, len(moves), moves[max(0, shown-1)])
		if shown == 0 {
			where = lang.T("Start of the game.")
		}
	}
	return where + " " + words.TurnSentence(rv.s.Match())
}

// lineOf returns the values along the game, or nil.
func (rv *review) lineOf() []engine.PlyValue {
	line, _ := rv.s.Line()
	return line
}

// historyTargets lists each turn shown in the move list as "move:N", N
// the plies played when it ends.
func (rv *review) targets(add func(string, ui.Rect)) {
	if rv.moves.Empty() {
		return
	}
	l, _, ends := rv.currentMoveList(rv.board.Scale())
	for _, cell := range l.cells {
		add(fmt.Sprintf("move:%d", ends[cell.Turn]), cell.Rect)
	}
}
