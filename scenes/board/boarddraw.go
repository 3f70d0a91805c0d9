package board

import (
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/game"
	"parlour/game/look"
	"parlour/lang"
	"parlour/scenes/ui"
)

// Marks says what to draw on and around a board besides its lines.
type Marks struct {
	State    game.State  // pieces come from here; nil draws the bare board
	Looks    []look.Look // how the game's kinds of piece look
	Hide     int         // a point whose piece is drawn elsewhere, or -1
	Movable  []int       // pieces that may move (shown softly)
	Selected int         // the picked piece, or -1
	Targets  []int       // points the picked piece may go to
	Stop     int         // the target that ends the move where its piece stands, or -1
	Chain    []int       // a move being built: its piece, from the first point, drawn on the last
	Taken    []int       // pieces the move being built has jumped, drawn as taken
	Hover    int         // the point under the mouse, or -1
	Cursor   int         // the keyboard cursor, or -1
	LastPath []int       // the last move's points
	HintPath []int       // the suggested move's points
	Labels   bool        // draw column letters and row numbers
	Numbers  bool        // write each point's number beside it, on boards whose points are numbered
	Time     float64     // seconds, for gentle pulsing
}

// NoMarks returns marks that draw the bare board: nothing hidden,
// selected, hovered or under the cursor.
func NoMarks() *Marks { return &Marks{Hide: -1, Selected: -1, Stop: -1, Hover: -1, Cursor: -1} }

// pieceAt returns the piece drawn on point p: the position's, except
// that the piece of a move being built stands on its latest landing.
func (l *Marks) pieceAt(p int) game.Piece {
	if n := len(l.Chain); n > 1 {
		switch p {
		case l.Chain[n-1]:
			return l.State.PieceAt(l.Chain[0])
		case l.Chain[0]:
			return game.Piece{}
		}
	}
	return l.State.PieceAt(p)
}

// Draw draws the board in view v at UI scale s with look l.
func Draw(dst *ebiten.Image, v View, s float64, l *Marks) {
	sp := v.Spacing
	if sp <= 0 {
		return
	}
	layer, lx, ly := boardLayer(v, s, l.Labels)
	ui.DrawSprite(dst, layer, lx, ly, nil, false)
	b := v.Board

	// The last move: a trail from where the piece stood.
	if len(l.LastPath) > 1 {
		for i := 0; i+1 < len(l.LastPath); i++ {
			x0, y0 := v.At(l.LastPath[i])
			x1, y1 := v.At(l.LastPath[i+1])
			ui.StrokeLine(dst, x0, y0, x1, y1, 0.1*sp, ui.WithAlpha(ui.ColLastMove, 0.45))
		}
		x, y := v.At(l.LastPath[0])
		ui.StrokeCircle(dst, x, y, 0.17*sp, 0.035*sp, ui.WithAlpha(ui.ColLastMove, 0.9))
	}

	// The move being built: a trail from where its piece stood.
	if len(l.Chain) > 1 {
		for i := 0; i+1 < len(l.Chain); i++ {
			x0, y0 := v.At(l.Chain[i])
			x1, y1 := v.At(l.Chain[i+1])
			ui.StrokeLine(dst, x0, y0, x1, y1, 0.1*sp, ui.WithAlpha(ui.ColAccent, 0.45))
		}
		x, y := v.At(l.Chain[0])
		ui.StrokeCircle(dst, x, y, 0.17*sp, 0.035*sp, ui.WithAlpha(ui.ColAccent, 0.9))
	}

	pr := v.PieceRadius()
	pulse := 0.5 + 0.5*math.Sin(l.Time*3.2)
	if l.State != nil {
		for p := 0; p < b.Len(); p++ {
			pc := l.pieceAt(p)
			if pc.Empty() || p == l.Hide {
				continue
			}
			x, y := v.At(p)
			if slices.Contains(l.Taken, p) {
				drawTaken(dst, x, y, pr, LookOf(l.Looks, pc), int(pc.Owner))
				continue
			}
			if l.Selected < 0 && slices.Contains(l.Movable, p) {
				// A dark band under a bright one, so that the ring shows
				// on any square and around a piece of any colour.
				r, w := movableRing(v, s)
				ui.StrokeCircle(dst, x, y, r, w, ui.WithAlpha(ui.RGB(0x1c130b), 0.75))
				ui.StrokeCircle(dst, x, y, r, w*0.55, ui.WithAlpha(ui.ColAccentHi, 0.7+0.3*pulse))
			}
			if p == l.Selected {
				ui.FillCircle(dst, x, y, pr+0.1*sp, ui.WithAlpha(ui.ColAccent, 0.35))
			}
			if n := len(l.LastPath); n > 1 && p == l.LastPath[n-1] {
				ui.StrokeCircle(dst, x, y, pr+0.06*sp, 0.035*sp, ui.WithAlpha(ui.ColLastMove, 0.9))
			}
			DrawPiece(dst, x, y, pr, LookOf(l.Looks, pc), int(pc.Owner), p == l.Selected)
			if p == l.Selected {
				ui.StrokeCircle(dst, x, y, pr+0.07*sp, 0.045*sp, ui.ColAccent)
			}
		}
	}
	for _, t := range l.Targets {
		x, y := v.At(t)
		if t == l.Stop {
			drawStop(dst, x, y, pr, sp, s, t == l.Hover)
			continue
		}
		if l.State != nil && !l.pieceAt(t).Empty() && t != l.Hide {
			ui.StrokeCircle(dst, x, y, pr+0.08*sp, 0.05*sp, ui.WithAlpha(ui.ColTarget, 0.9))
			continue
		}
		a := 0.75
		r := 0.13 * sp
		if t == l.Hover {
			a, r = 0.95, 0.16*sp
			ui.FillCircle(dst, x, y, pr, ui.WithAlpha(ui.ColTarget, 0.22))
		}
		ui.FillCircle(dst, x, y, r, ui.WithAlpha(ui.ColTarget, a))
		ui.StrokeCircle(dst, x, y, 0.22*sp, 0.025*sp, ui.WithAlpha(ui.ColTarget, 0.45+0.3*pulse))
	}
	// A hint's first point is the piece to move, ringed, and its path
	// arrows from there: a hint of the piece alone (a puzzle's first)
	// is the ring, drawn wider, with nothing beside it to show it.
	if len(l.HintPath) > 0 {
		for i := 0; i+1 < len(l.HintPath); i++ {
			x0, y0 := v.At(l.HintPath[i])
			x1, y1 := v.At(l.HintPath[i+1])
			ang := math.Atan2(y1-y0, x1-x0)
			sx, sy := x0+math.Cos(ang)*pr*0.55, y0+math.Sin(ang)*pr*0.55
			ui.DrawArrow(dst, sx, sy, x1, y1, 0.075*sp, ui.WithAlpha(ui.ColHint, 0.88))
		}
		x, y := v.At(l.HintPath[0])
		w := 0.04 * sp
		if len(l.HintPath) == 1 {
			w = math.Max(3*s, 0.07*sp)
		}
		ui.StrokeCircle(dst, x, y, pr+0.05*sp+w/2, w, ui.WithAlpha(ui.ColHint, 0.9))
	}
	if l.Numbers {
		f := numberFace(sp, s)
		for _, n := range numberPlaces(v) {
			ui.DrawText(dst, n.text, f, n.x, n.y, ui.AlignCenter, ui.WithAlpha(ui.ColLine, 0.9))
		}
	}
	if l.Cursor >= 0 && l.Cursor < b.Len() {
		x, y := v.At(l.Cursor)
		h := 0.42 * sp
		ui.StrokeRoundRect(dst, ui.Rect{X: x - h, Y: y - h, W: 2 * h, H: 2 * h}, 0.14*sp, math.Max(2*s, 0.035*sp), ui.ColFocus)
	}
}

// drawTaken draws a piece a move being built has jumped: faded, crossed
// out, still there until the move is played.
func drawTaken(dst *ebiten.Image, x, y, pr float64, lk *look.Look, owner int) {
	drawPieceTinted(dst, x, y, pr*0.9, lk, owner, color.NRGBA{0xff, 0xff, 0xff, 0x60})
	d, w := pr*0.55, math.Max(2, pr*0.16)
	ui.StrokeLine(dst, x-d, y-d, x+d, y+d, w, ui.WithAlpha(ui.ColDanger, 0.9))
	ui.StrokeLine(dst, x-d, y+d, x+d, y-d, w, ui.WithAlpha(ui.ColDanger, 0.9))
}

// drawStop marks the target that ends a move where its piece stands, at
// UI scale s: a ring round the piece and under it the word "stop", unlike
// the round dots of the landings that go on.
func drawStop(dst *ebiten.Image, x, y, pr, sp, s float64, hover bool) {
	a := 0.85
	if hover {
		a = 1
	}
	ui.StrokeCircle(dst, x, y, pr+0.08*sp, 0.05*sp, ui.WithAlpha(ui.ColTarget, a))
	f := ui.Face(true, ui.Clamp(0.17*sp, 9*s, 14*s))
	stop := lang.T("stop")
	w, h := ui.TextWidth(stop, f)+8*s, ui.LineHeight(f)*0.85
	r := ui.Rect{X: x - w/2, Y: y + pr + 0.08*sp - h/2, W: w, H: h}
	ui.FillRoundRect(dst, r, h/2, ui.WithAlpha(ui.ColTarget, a))
	ui.DrawText(dst, stop, f, x, r.Y+h/2, ui.AlignCenter, ui.ColPlate)
}

// movableRing returns the radius and width of the ring around a piece
// that may move in view v at UI scale s: at least 3 pixels wide however
// small the squares, just outside the piece.
func movableRing(v View, s float64) (r, w float64) {
	w = math.Max(3*s, 0.07*v.Spacing)
	return v.PieceRadius() + w/2, w
}

// layerKey names the sprite of a bare board: its board, its size and
// spacing, the UI scale, whether it has coordinates and where the plate
// lies in the image.
type layerKey struct {
	w, h, sp, s float64
	board       *game.Board
	labels      bool
	dx, dy      float64
}

// boardLayer returns the bare board (its plate, lines, points and
// coordinates) drawn once into a cached image, and where to draw it.
func boardLayer(v View, s float64, labels bool) (ui.Sprite, float64, float64) {
	sp := v.Spacing
	plate := v.Plate()
	pad := math.Ceil(math.Max(4*s, 0.06*sp)*1.6) + 2
	x0, y0 := math.Floor(plate.X-pad), math.Floor(plate.Y-pad)
	k := layerKey{w: plate.W, h: plate.H, sp: sp, s: s, board: v.Board, labels: labels, dx: plate.X - x0, dy: plate.Y - y0}
	w, h := int(math.Ceil(plate.Right()+pad-x0)), int(math.Ceil(plate.Bottom()+pad-y0))
	spr := ui.CachedSprite(k, w, h, 0, 0, func(img *ebiten.Image) {
		lv := v
		lv.OX, lv.OY = v.OX-x0, v.OY-y0
		pl := lv.Plate()
		rad := 0.22 * sp
		shadowPath(img, pl, rad, math.Max(4*s, 0.06*sp))
		ui.PathFillRoundRect(img, pl, rad, ui.ColPlate)
		ui.PathStrokeRoundRect(img, pl.Inset(0.05*sp), rad*0.8, math.Max(1*s, 0.012*sp), ui.WithAlpha(ui.ColPlateEdge, 0.8))
		lw := ui.Clamp(0.034*sp, 1.5*s, 6*s)
		b := v.Board
		switch b.Style() {
		case game.Squares:
			paintSquares(img, lv, lw)
		case game.Holes:
			for p := 0; p < b.Len(); p++ {
				x, y := lv.At(p)
				paintHole(img, x, y, pointRadius(b, sp, lw))
			}
		default:
			for _, ln := range b.Lines() {
				xa, ya := lv.At(ln.A)
				xb, yb := lv.At(ln.B)
				ui.StrokeLine(img, xa, ya, xb, yb, lw, ui.ColLine)
			}
			for p := 0; p < b.Len(); p++ {
				x, y := lv.At(p)
				ui.PathFillCircle(img, x, y, pointRadius(b, sp, lw), ui.ColLine)
			}
		}
		for p := 0; p < b.Len(); p++ {
			if b.Mark(p) != "" {
				x, y := lv.At(p)
				paintMark(img, x, y, sp, b.Style())
			}
		}
		if labels {
			drawCoordinates(img, lv, s)
		}
	})
	return spr, x0, y0
}

// pointRadius returns the radius of the dark mark of an empty point of b,
// with spacing sp and lines lw wide: a dot where lines meet, a well on a
// board of holes, big enough to find at a glance.
func pointRadius(b *game.Board, sp, lw float64) float64 {
	if b.Style() == game.Holes {
		return 0.2 * sp
	}
	return math.Max(lw*1.2, 0.07*sp)
}

// paintHole paints an empty hole of radius r of a board of holes: a dark
// well in a pale rim, smaller than a peg.
func paintHole(img *ebiten.Image, x, y, r float64) {
	ui.PathFillCircle(img, x, y, 1.35*r, ui.WithAlpha(ui.ColLine, 0.22))
	ui.PathFillCircle(img, x, y, r, ui.WithAlpha(ui.ColLine, 0.85))
	ui.PathFillCircle(img, x, y+0.15*r, 0.7*r, ui.WithAlpha(ui.RGB(0x1c130b), 0.55))
}

// paintSquares paints a chequered grid, one square per point.
func paintSquares(img *ebiten.Image, v View, lw float64) {
	sp := v.Spacing
	b := v.Board
	for p := 0; p < b.Len(); p++ {
		x, y := v.At(p)
		pt := b.Point(p)
		c := ui.ColSquareLight
		if (pt.Col+pt.Row)%2 == 1 {
			c = ui.ColSquareDark
		}
		ui.FillRect(img, ui.Rect{X: x - sp/2, Y: y - sp/2, W: sp, H: sp}, c)
	}
	cols, rows := b.Size()
	x0, y0 := v.OX-sp/2, v.OY-sp/2
	ui.PathStrokeRoundRect(img, ui.Rect{X: x0, Y: y0, W: float64(cols) * sp, H: float64(rows) * sp}, 0, lw, ui.ColLine)
}

// paintMark marks a special point (a citadel): a double ring on a tinted
// square or disc, under any piece.
func paintMark(img *ebiten.Image, x, y, sp float64, style game.Style) {
	if style == game.Squares {
		ui.FillRect(img, ui.Rect{X: x - sp/2, Y: y - sp/2, W: sp, H: sp}, ui.WithAlpha(ui.ColMark, 0.35))
		ui.PathStrokeRoundRect(img, ui.Rect{X: x - 0.44*sp, Y: y - 0.44*sp, W: 0.88 * sp, H: 0.88 * sp}, 0.06*sp, 0.05*sp, ui.ColMark)
		return
	}
	ui.PathStrokeArc(img, x, y, 0.36*sp, 0, 2*math.Pi, 0.045*sp, ui.ColMark, true)
}

func shadowPath(dst *ebiten.Image, r ui.Rect, radius, size float64) {
	for i := 3; i >= 1; i-- {
		d := size * float64(i) / 3
		ui.PathFillRoundRect(dst, r.Inset(-d).Offset(0, size*0.6), radius+d, ui.WithAlpha(ui.RGB(0), 0.09))
	}
}

// drawCoordinates writes column letters under the board and row numbers
// at its left, when the board's points are named by coordinates.
func drawCoordinates(dst *ebiten.Image, v View, s float64) {
	f := labelFace(v.Spacing, s)
	c := ui.WithAlpha(ui.ColLine, 0.75)
	for _, l := range coordinatePlaces(v, s) {
		ui.DrawText(dst, l.text, f, l.x, l.y, ui.AlignCenter, c)
	}
}

// label is a coordinate written at (x,y), centred.
type label struct {
	text string
	x, y float64
}

// coordinatePlaces returns where the coordinates of view v go: in the
// plate's margin, between the outer squares or pieces and its edge.
func coordinatePlaces(v View, s float64) []label {
	colLabels, rowLabels, ok := coordinateLabels(v.Board)
	if !ok {
		return nil
	}
	sp := v.Spacing
	off := (innerMargin(v.Board)*sp + v.margin()) / 2
	_, rows := v.Board.Size()
	var out []label
	for col, l := range colLabels {
		out = append(out, label{l, v.OX + float64(col)*sp, v.OY + float64(rows-1)*sp + off})
	}
	for row, l := range rowLabels {
		out = append(out, label{l, v.OX - off, v.OY + float64(row)*sp})
	}
	return out
}

// numberFace returns the type of the points' numbers on a board of
// spacing sp at UI scale s.
func numberFace(sp, s float64) *text.GoTextFace { return ui.Face(true, ui.Clamp(0.2*sp, 9*s, 15*s)) }

// numberPlaces returns where the numbers of a board whose points are
// numbered ("15-9") are written: each above and to the right of its
// point, clear of its piece and of the lines, which run straight or
// diagonally. It returns nil for boards named otherwise.
func numberPlaces(v View) []label {
	b := v.Board
	if !Numbered(b) {
		return nil
	}
	out := make([]label, b.Len())
	for p := range out {
		x, y := v.At(p)
		out[p] = label{b.Point(p).Name, x + 0.4*v.Spacing, y - 0.22*v.Spacing}
	}
	return out
}

// Numbered reports whether every point of b is named by a number, as the
// holes of Fox and Geese and Peg Solitaire are: moves are then written in
// numbers, and the board can show them.
func Numbered(b *game.Board) bool {
	for p := 0; p < b.Len(); p++ {
		n := b.Point(p).Name
		if n == "" || strings.IndexFunc(n, func(r rune) bool { return r < '0' || r > '9' }) >= 0 {
			return false
		}
	}
	return b.Len() > 0
}

// labelFace returns the type of the coordinates of a board of spacing sp
// at UI scale s.
func labelFace(sp, s float64) *text.GoTextFace { return ui.Face(false, ui.Clamp(0.13*sp, 10*s, 16*s)) }

// labelRoom returns the margin, in pixels, that the coordinates of b need
// beyond its outer squares or pieces at their smallest type: 0 for a
// board without coordinates.
func labelRoom(b *game.Board, s float64) float64 {
	cols, rows, ok := coordinateLabels(b)
	if !ok {
		return 0
	}
	f := labelFace(0, s)
	w := ui.LineHeight(f)
	for _, l := range append(cols, rows...) {
		w = max(w, ui.TextWidth(l, f))
	}
	return w + 8*s
}

// coordinateLabels reads column and row labels off the point names when
// every name is letters then digits ("a2", "f10") with the letters fixed
// down each column and the digits fixed along each row. Boards named
// otherwise (numbered holes) get no labels.
func coordinateLabels(b *game.Board) (cols, rows []string, ok bool) {
	nc, nr := b.Size()
	cols, rows = make([]string, nc), make([]string, nr)
	for p := 0; p < b.Len(); p++ {
		pt := b.Point(p)
		k := strings.IndexFunc(pt.Name, func(r rune) bool { return r >= '0' && r <= '9' })
		if k <= 0 || strings.IndexFunc(pt.Name[k:], func(r rune) bool { return r < '0' || r > '9' }) >= 0 {
			return nil, nil, false
		}
		letters, digits := pt.Name[:k], pt.Name[k:]
		if cols[pt.Col] == "" {
			cols[pt.Col] = letters
		}
		if rows[pt.Row] == "" {
			rows[pt.Row] = digits
		}
		if cols[pt.Col] != letters || rows[pt.Row] != digits {
			return nil, nil, false
		}
	}
	return cols, rows, true
}
