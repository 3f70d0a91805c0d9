package play

import (
	"fmt"
	"image/color"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/engine"
	"parlour/game"
	"parlour/lang"
	"parlour/midend"
	"parlour/scenes/board"
	"parlour/scenes/ui"
)

// The values of the moves on the board: with Values on, every legal move
// of the side to move is marked at the point where it ends with what it
// leads to (the Session asks the engine; the screen only draws and says
// what it is told), and a legend says what the marks mean.

// valueMark is one mark of the values on the board: the move (an index
// into the Values' moves) it stands for at the point where the move ends.
type valueMark struct {
	Point int
	Move  int
	Text  string           // "W23", "D", "L5", "~+0.4", "?", or a solo game's count of moves
	Kind  engine.ValueKind // what the mark says
}

// valueIcon is the shape a mark of a solo game's move carries: a tick for a
// board that can still be cleared, a cross for a dead end.
type valueIcon int

const (
	iconNone valueIcon = iota
	iconTick
	iconCross
)

// valuesOn reports whether the values of the moves are shown.
func (rv *review) valuesOn() bool { return rv.s.ValuesOn() }

// toggleValues shows or hides the values of the moves, remembering the
// choice.
func (rv *review) toggleValues() {
	on := !rv.valuesOn()
	rv.s.SetValues(on)
	st := rv.host.Settings()
	st.Values = on
	rv.host.SaveSettings()
	if on {
		rv.host.Announce(lang.T("Values shown: every move is marked with what it leads to."))
	} else {
		rv.host.Announce(lang.T("Values hidden."))
	}
}

// solo reports whether the game is played alone.
func (rv *review) solo() bool { return len(rv.s.Names()) == 1 }

// valueRank orders values for the player making the move: higher is
// better. A quicker win is better, a longer loss less bad.
func valueRank(v engine.Valuation, solo bool) int {
	const big = 1 << 40
	switch v.Kind {
	case engine.Win:
		if solo {
			if v.Moves == 0 {
				return 3*big - 10_000
			}
			return 3*big - v.Moves
		}
		return 3*big - v.Plies
	case engine.Draw:
		return 0
	case engine.Estimate:
		return max(-big/2, min(big/2, v.Score))
	case engine.Loss:
		return -3*big + v.Plies
	}
	return -2 * big // unknown: better than a known loss
}

// valueText writes a move's mark: "W23" (a win in 23 moves counting both
// sides), "D", "L5", "~+0.4" (an estimate in the game's unit), "?" (not
// known here); in a solo game the fewest moves left, or nothing.
func valueText(v engine.Valuation, solo bool, u game.ScoreUnit) string {
	switch {
	case solo && v.Kind == engine.Win:
		if v.Moves > 0 {
			return strconv.Itoa(v.Moves)
		}
		return ""
	case solo && v.Kind == engine.Loss:
		return ""
	case v.Kind == engine.Win:
		return "W" + strconv.Itoa(v.Plies)
	case v.Kind == engine.Loss:
		return "L" + strconv.Itoa(v.Plies)
	case v.Kind == engine.Draw:
		return "D"
	case v.Kind == engine.Estimate:
		return "~" + estimateText(v.Score, u)
	}
	return "?"
}

// estimateText writes an estimate in the game's unit to one decimal
// ("+0.4", "−2"), or a forced result ("W5").
func estimateText(score int, u game.ScoreUnit) string {
	switch {
	case score >= engine.MateScore-10_000:
		return "W" + strconv.Itoa(engine.MateScore-score)
	case score <= -engine.MateScore+10_000:
		return "L" + strconv.Itoa(engine.MateScore+score)
	case u.Per <= 0:
		return fmt.Sprintf("%+d", score)
	}
	tenths := (abs(score)*10 + u.Per/2) / u.Per
	if tenths == 0 {
		return "0"
	}
	sign := "+"
	if score < 0 {
		sign = "−" // a minus sign, which reads better than a hyphen
	}
	n := strconv.Itoa(tenths / 10)
	if tenths%10 != 0 {
		n += "." + strconv.Itoa(tenths%10)
	}
	return sign + n
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// iconOf returns the shape a mark carries.
func iconOf(k engine.ValueKind, solo bool) valueIcon {
	switch {
	case solo && k == engine.Win:
		return iconTick
	case solo && k == engine.Loss:
		return iconCross
	}
	return iconNone
}

// valueMarks returns the marks of the values vals of the legal moves of
// st: one at each point where a move ends, for the best of the moves
// ending there; with prefix (a piece picked up, and the points of its
// move so far) only the moves that begin so; with placing (a piece taken
// from the reserve) only its placements, which are left out otherwise. A
// move whose value is not known has no mark. It returns nil when vals
// are not those of st's moves.
func valueMarks(st game.State, vals engine.Values, prefix []int, placing bool, u game.ScoreUnit) []valueMark {
	moves := st.LegalMoves(nil)
	if len(moves) != len(vals.Moves) {
		return nil
	}
	solo := st.NumPlayers() == 1
	best := map[int]int{} // point: index of the best move ending there
	for i, mv := range moves {
		if st.MoveString(mv) != vals.Moves[i].Move {
			return nil
		}
		path := st.MovePath(mv)
		if len(path) == 0 || len(prefix) > 0 && (len(path) <= len(prefix) || !slices.Equal(path[:len(prefix)], prefix)) {
			continue
		}
		if len(prefix) == 0 && isPlacement(st, path) != placing || vals.Moves[i].Kind == engine.Unknown {
			continue
		}
		end := path[len(path)-1]
		if j, ok := best[end]; !ok || valueRank(vals.Moves[i], solo) > valueRank(vals.Moves[j], solo) {
			best[end] = i
		}
	}
	out := make([]valueMark, 0, len(best))
	for pt, i := range best {
		v := vals.Moves[i]
		out = append(out, valueMark{Point: pt, Move: i, Text: valueText(v, solo, u), Kind: v.Kind})
	}
	slices.SortFunc(out, func(a, b valueMark) int { return a.Point - b.Point })
	return out
}

// isPlacement reports whether a move of path in st places a piece from a
// player's reserve (a Flying Machine's drop): one point, empty.
func isPlacement(st game.State, path []int) bool {
	_, ok := st.(game.Reserver)
	return ok && len(path) == 1 && st.PieceAt(path[0]).Empty()
}

// bestMarks is how many marks the board carries when it does not carry
// every move's: the best few.
const bestMarks = 3

// currentMarks returns the marks to draw now: none while values are off
// or not known; with a piece picked up (or taken from the reserve), those
// of its moves; else every move's where the values are exact and the
// board has room to read them, and only the best few where they are
// estimates or the board is crowded. few reports that the best few are
// shown.
func (rv *review) currentMarks() (marks []valueMark, vals engine.Values, few bool) {
	vals, ok := rv.s.Values()
	if !ok || rv.s.Over() {
		return nil, vals, false
	}
	var prefix []int
	placing := false
	if rv.board.Live() {
		prefix, placing = rv.board.Picker().Prefix(), rv.board.Armed()
	}
	marks = valueMarks(rv.s.State(), vals, prefix, placing, rv.g.Unit)
	if len(prefix) > 0 || placing || vals.Source != "search" && !rv.crowded(marks) {
		return marks, vals, false
	}
	return bestOf(marks, vals, rv.solo(), bestMarks), vals, true
}

// bestOf returns the n marks of the best moves, in the order of their
// points.
func bestOf(marks []valueMark, vals engine.Values, solo bool, n int) []valueMark {
	if len(marks) <= n {
		return marks
	}
	out := slices.Clone(marks)
	slices.SortStableFunc(out, func(a, b valueMark) int {
		return valueRank(vals.Moves[b.Move], solo) - valueRank(vals.Moves[a.Move], solo)
	})
	out = out[:n]
	slices.SortFunc(out, func(a, b valueMark) int { return a.Point - b.Point })
	return out
}

// crowded reports whether marks would have to be drawn too small to
// read (under 10.5 design pixels) to fit between the board's points.
func (rv *review) crowded(marks []valueMark) bool {
	s := rv.board.Scale()
	return s > 0 && fitMarks(marks, rv.board.View().Spacing, s).Size < minMarkFace*s
}

// minMarkFace is the smallest type, in design pixels, the marks are
// drawn in.
const minMarkFace = 10.5

// markColours returns the fill and text colours of a mark of kind k.
func markColours(k engine.ValueKind) (fill, ink color.Color) {
	switch k {
	case engine.Win:
		return ui.ColWin, ui.ColText
	case engine.Loss:
		return ui.ColDanger, ui.ColAccentText
	case engine.Draw:
		return ui.ColPanelHi, ui.ColText
	case engine.Estimate:
		return ui.ColHint, ui.ColText
	}
	return ui.ColPanelLo, ui.ColMuted
}

// markRect returns where a mark with text of width tw stands on point pt
// of v: on the point when it is empty, else across the bottom of the
// piece standing there, so that the piece stays in sight.
func markRect(v board.View, pt int, occupied bool, tw, h float64, icon bool) ui.Rect {
	x, y := v.At(pt)
	w := tw + h*0.7
	if icon {
		w += h * 0.8
		if tw == 0 {
			w = h * 1.3
		}
	}
	if occupied {
		y += v.PieceRadius() * 0.95
		if v.Board.Style() == game.Squares {
			y = min(y, v.OY+float64(v.Board.Point(pt).Row)*v.Spacing+0.5*v.Spacing-h/2-1)
		}
	}
	return ui.Rect{X: x - w/2, Y: y - h/2, W: w, H: h}
}

// markFace returns the size of the marks' type on a board of spacing sp.
func markFace(sp, s float64) float64 { return ui.Clamp(0.2*sp, 11*s, 19*s) }

// fitMarks returns the type of the marks on a board of spacing sp: as
// markFace says, smaller (down to 8.5 design pixels) when the widest
// mark would not fit between two points.
func fitMarks(marks []valueMark, sp, s float64) *text.GoTextFace {
	need := func(f *text.GoTextFace) float64 {
		widest := 0.0
		for _, m := range marks {
			widest = max(widest, ui.TextWidth(m.Text, f))
		}
		return widest + ui.LineHeight(f)*0.95*0.7
	}
	size := markFace(sp, s)
	f := ui.Face(true, size)
	for size > 8.5*s && need(f) > 0.94*sp {
		size = max(8.5*s, size-0.5)
		f = ui.Face(true, size)
	}
	return f
}

// drawValueMarks draws the marks on the board.
func (rv *review) drawValueMarks(dst *ebiten.Image, v board.View) {
	marks, _, _ := rv.currentMarks()
	if len(marks) == 0 {
		return
	}
	s := rv.board.Scale()
	f := fitMarks(marks, v.Spacing, s)
	if f.Size < minMarkFace*s { // a piece's few moves on a crowded board: legible rather than apart
		f = ui.Face(true, minMarkFace*s)
	}
	h := ui.LineHeight(f) * 0.95
	st := rv.s.State()
	numbered := board.Numbered(v.Board)
	for _, m := range marks {
		icon := iconOf(m.Kind, rv.solo())
		tw := ui.TextWidth(m.Text, f)
		// On numbered holes the number stands above and to the right of
		// the point: a mark on an empty hole goes below it.
		r := markRect(v, m.Point, numbered || !st.PieceAt(m.Point).Empty(), tw, h, icon != iconNone)
		fill, ink := markColours(m.Kind)
		ui.FillRoundRect(dst, r, h/2, fill)
		ui.StrokeRoundRect(dst, r, h/2, max(1, 1.2*s), ui.ColAccentText)
		x := r.X + h*0.35
		if icon != iconNone {
			cx, cy, a := x+h*0.3, r.Y+h/2, h*0.24
			if m.Text == "" {
				cx = r.X + r.W/2
			}
			if icon == iconTick {
				ui.StrokeLine(dst, cx-a, cy, cx-a*0.3, cy+a*0.8, 2*s, ink)
				ui.StrokeLine(dst, cx-a*0.3, cy+a*0.8, cx+a, cy-a*0.8, 2*s, ink)
			} else {
				ui.StrokeLine(dst, cx-a, cy-a, cx+a, cy+a, 2*s, ink)
				ui.StrokeLine(dst, cx-a, cy+a, cx+a, cy-a, 2*s, ink)
			}
			x += h * 0.8
		}
		if m.Text != "" {
			ui.DrawText(dst, m.Text, f, x, r.Y+h/2, ui.AlignLeft, ink)
		}
	}
}

// valuesLegend says what the marks mean, in full, or that they are
// being worked out; "" when values are off.
func (rv *review) valuesLegend() string { return strings.Join(rv.legendParts(), " ") }

// legendParts returns the sentences of the values' legend, the most
// needed first: what the marks are and why some are missing (with the
// engine's note), then how to see more.
func (rv *review) legendParts() []string {
	if !rv.valuesOn() {
		return nil
	}
	if rv.s.Over() {
		return []string{lang.T("Values: the game is over.")}
	}
	vals, ok := rv.s.Values()
	if !ok {
		if rv.s.ComputerToMove() {
			return []string{lang.T("Values: shown on your turn.")}
		}
		return []string{lang.T("Working out the values…")}
	}
	marks, _, few := rv.currentMarks()
	known := slices.ContainsFunc(vals.Moves, func(v engine.Valuation) bool { return v.Kind != engine.Unknown })
	var parts []string
	switch {
	case !known && vals.Note.Known():
		return []string{vals.Note.Text()} // why nothing is known, in full
	case vals.Source == "solo":
		parts = append(parts, lang.T("A tick: the board can still be cleared (in the fewest moves left, where known). A cross: a dead end."))
	case vals.Source == "search":
		depth := 0
		for _, v := range vals.Moves {
			depth = max(depth, v.Depth)
		}
		unit := lang.T("points")
		if rv.g.Unit.Many != "" {
			unit = lang.T(rv.g.Unit.Many)
		}
		parts = append(parts, lang.N(depth, "Estimates (~) in %[1]s for the mover, searched %[2]d move deep.",
			"Estimates (~) in %[1]s for the mover, searched %[2]d moves deep.", unit, depth))
	default:
		parts = append(parts, lang.T("With best play: W9 wins in 9 moves (both sides counted), D draws, L5 loses in 5."))
	}
	if slices.ContainsFunc(vals.Moves, func(v engine.Valuation) bool { return v.Kind == engine.Unknown }) && known {
		if vals.Source == "book" {
			parts = append(parts, lang.T("No mark: the move leaves the book of exact lines, so its value is not known."))
		} else {
			parts = append(parts, lang.T("No mark: the value was not found in the time."))
		}
	}
	if vals.Note.Known() {
		parts = append(parts, vals.Note.Text())
	}
	if few && len(marks) > 0 {
		parts = append(parts, lang.N(len(marks), "The best %d is marked; pick a piece for its moves.", "The best %d are marked; pick a piece for its moves.", len(marks)))
	}
	if _, ok := rv.s.State().(game.Reserver); ok && !rv.board.Armed() && rv.hasPlacements() {
		parts = append(parts, lang.T("Tap a piece you hold, by your name, for its places."))
	}
	return parts
}

// hasPlacements reports whether a legal move places a piece from the
// reserve.
func (rv *review) hasPlacements() bool {
	st := rv.s.State()
	for _, mv := range st.LegalMoves(nil) {
		if isPlacement(st, st.MovePath(mv)) {
			return true
		}
	}
	return false
}

// valuesSentence says the values of the moves for the live region, best
// first, in midend.ValuePhrase's words: "Values: a2-b2 wins in 9 moves,
// counting both sides; b1-c1 draws; …".
func valuesSentence(vals engine.Values, solo bool, u game.ScoreUnit) string {
	list := valuesList(vals, solo, u, 8)
	if list == "" {
		return ""
	}
	return lang.T("Values: %s.", list)
}

// pickedSentence says the values of every move of the piece picked up,
// for the live region: "The piece on a2: a2-b2 wins in 9 moves, counting
// both sides; a2-b3 draws." A screen reader thus hears each move's value
// piece by piece, where the position's sentence names only the best few.
func pickedSentence(st game.State, vals engine.Values, prefix []int, u game.ScoreUnit) string {
	picked, ok := pickedValues(st, vals, prefix)
	if !ok || len(picked.Moves) == 0 {
		return ""
	}
	list := valuesList(picked, st.NumPlayers() == 1, u, len(picked.Moves))
	return lang.T("The piece on %s: %s.", st.Board().Point(prefix[0]).Name, list)
}

// pickedValues returns the values of those legal moves of st whose path
// begins with prefix, or false when vals are not those of st's moves.
func pickedValues(st game.State, vals engine.Values, prefix []int) (engine.Values, bool) {
	moves := st.LegalMoves(nil)
	if len(moves) != len(vals.Moves) || len(prefix) == 0 {
		return vals, false
	}
	out := vals
	out.Moves = nil
	for i, mv := range moves {
		if st.MoveString(mv) != vals.Moves[i].Move {
			return vals, false
		}
		if path := st.MovePath(mv); len(path) > len(prefix) && slices.Equal(path[:len(prefix)], prefix) {
			out.Moves = append(out.Moves, vals.Moves[i])
		}
	}
	return out, true
}

// valuesList names the values of vals' moves, best first, at most most of
// them and then how many more.
func valuesList(vals engine.Values, solo bool, u game.ScoreUnit, most int) string {
	idx := make([]int, len(vals.Moves))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		ra, rb := valueRank(vals.Moves[a], solo), valueRank(vals.Moves[b], solo)
		switch {
		case ra > rb:
			return -1
		case ra < rb:
			return 1
		}
		return 0
	})
	var parts []string
	for k, i := range idx {
		if k == most {
			parts = append(parts, lang.N(len(idx)-most, "and %d more", "and %d more", len(idx)-most))
			break
		}
		v := vals.Moves[i]
		parts = append(parts, v.Move+" "+midend.ValuePhrase(v, solo, u))
	}
	return strings.Join(parts, "; ")
}

// sayValues announces the values of the moves once they are known, once
// for each position.
func (rv *review) sayValues() {
	if vals, ok := rv.s.Values(); ok && rv.saidVals != rv.s.Version() {
		rv.saidVals = rv.s.Version()
		rv.host.Announce(valuesSentence(vals, rv.solo(), rv.g.Unit))
	}
}

// sayPicked announces the values of the moves of the piece picked up,
// once for each piece and position, while the values are shown.
func (rv *review) sayPicked() {
	vals, ok := rv.s.Values()
	var prefix []int
	if ok && rv.valuesOn() && rv.board.Live() {
		prefix = rv.board.Picker().Prefix()
	}
	if len(prefix) == 0 {
		rv.saidPick = ""
		return
	}
	key := fmt.Sprint(rv.s.Version(), prefix)
	if key == rv.saidPick {
		return
	}
	rv.saidPick = key
	if s := pickedSentence(rv.s.State(), vals, prefix, rv.g.Unit); s != "" {
		rv.host.Announce(s)
	}
}

// hook returns what the test hooks report of the history and the values.
func (rv *review) hook() *ReviewState {
	r := &ReviewState{Reviewing: rv.s.Reviewing(), Legend: rv.valuesLegend()}
	r.Moves, r.Shown = rv.s.Moves()
	marks, vals, _ := rv.currentMarks()
	if _, ok := rv.s.Values(); ok {
		r.Values = &vals
	}
	b := rv.s.State().Board()
	for _, m := range marks {
		r.Marks = append(r.Marks, MarkState{Point: b.Point(m.Point).Name, Move: vals.Moves[m.Move].Move, Text: m.Text})
	}
	r.Line = rv.lineOf()
	return r
}
