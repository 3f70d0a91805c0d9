// Package rules is the screen of a game's rules: the text its game
// package embeds, beside (or above) a drawing of its board at the start,
// scrolled when it is long, with the way to the game's lesson.
package rules

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/game"
	"parlour/lang"
	"parlour/scenes/board"
	"parlour/scenes/ui"
)

// Host is what the rules ask of the app: to go back, and to open the
// game's lesson.
type Host interface {
	// Go switches to screen s.
	Go(s ui.Scene)
	// Learn opens g's lesson, whose Back returns to back.
	Learn(g *game.Game, back ui.Scene)
}

// Screen shows a game's rules, from the text its game package embeds,
// beside (or above) a drawing of its board at the start. Long text
// scrolls.
type Screen struct {
	g      *game.Game
	blocks []textBlock
	start  game.State
	lines  []textLine
	board  ui.Rect // content coordinates when the board scrolls with the text
	side   bool    // the board stands beside the text
	scroll ui.Scroller
	view   ui.Rect
	top    ui.Rect
	btn    *ui.Button
	learn  *ui.Button   // opens the game's lesson; nil when it has none
	focus  ui.FocusRing // the Back button and Learn
}

type textLine struct {
	text   string
	face   *text.GoTextFace
	x, y   float64 // y is the line's middle, in content coordinates
	color  bool    // muted
	bullet bool
	kind   int // a kind of piece drawn before the line, for the legend; 0 for none
}

// New returns the rules screen of g; Back returns to back.
func New(h Host, g *game.Game, back ui.Scene) *Screen {
	r := &Screen{g: g}
	// The buttons keep their English names as hit targets in every
	// language.
	r.btn = ui.NewAction(lang.T("Back"), func() { h.Go(back) })
	r.btn.Name = "button:Back"
	if g.Lesson != nil {
		r.learn = ui.NewAction(lang.T("Learn"), func() { h.Learn(g, r) })
		r.learn.Name = "button:Learn"
		r.learn.Primary = true
	}
	// A game's rules are the document rules.md of its package, whose
	// name is the game's ID (lang.Doc).
	// The document is listed for translation by its //go:embed in the
	// game's package; the name is made here, which the extractor, asking
	// for a literal name in a lang.Doc call, would refuse: hence the call
	// through a variable.
	doc := lang.Doc
	src := doc(g.ID+"/rules", g.Rules)
	if src == "" {
		src = "# " + lang.T(g.Name) + "\n\n" + lang.T("The rules of this game are not written yet.")
	}
	r.blocks = parseRulesText(src)
	if s, _, err := g.Start(nil); err == nil {
		r.start = s
	}
	return r
}

// Name returns "rules".
func (r *Screen) Name() string { return "rules" }

// Layout flows the text into the column beside or below the board.
func (r *Screen) Layout(c *ui.Context) {
	s := c.S
	var pad float64
	var learnAt ui.Rect
	r.top, r.btn.Rect, learnAt, pad = ui.TopBar(c)
	if r.learn != nil {
		r.learn.Rect = learnAt
	}
	r.view = ui.Rect{X: 0, Y: r.top.Bottom(), W: c.W, H: c.H - r.top.Bottom()}

	r.side = c.W >= 860*s && !c.Portrait()
	var col ui.Rect
	y := 20 * s
	if r.side {
		bw := math.Min(c.W*0.42, 520*s)
		r.board = ui.Rect{X: pad, Y: r.view.Y + 20*s, W: bw, H: math.Min(r.view.H-40*s, bw*0.75)}
		col = ui.Rect{X: r.board.Right() + 32*s, Y: 0, W: c.W - r.board.Right() - 32*s - pad, H: 0}
		col = col.CenterWidth(680 * s)
		col.X = r.board.Right() + 32*s
	} else {
		col = ui.Rect{X: pad, Y: 0, W: c.W - 2*pad, H: 0}.CenterWidth(680 * s)
		bh := math.Min(col.W*0.6, 260*s)
		if r.start != nil && c.Portrait() {
			// A phone: the board as wide as the text, so that its hole
			// numbers and coordinates can be read, and no taller than it
			// needs.
			v := board.FitLabelled(r.start.Board(), ui.Rect{W: col.W, H: math.Min(col.W, 420*s)}, s)
			bh = v.Plate().H + 28*s
		}
		r.board = ui.Rect{X: col.X, Y: y, W: col.W, H: bh}
		y += bh + 36*s
	}
	r.lines = r.lines[:0]
	title, head, body := ui.Face(true, 28*s), ui.Face(true, 20*s), ui.Face(false, 16*s)
	for i, b := range r.blocks {
		switch b.Kind {
		case blockTitle:
			if i > 0 {
				y += 12 * s
			}
			for _, ln := range ui.Wrap(b.Text, title, col.W) {
				r.lines = append(r.lines, textLine{text: ln, face: title, x: col.X, y: y + ui.LineHeight(title)/2})
				y += ui.LineHeight(title)
			}
			y += 8 * s
		case blockHeading:
			y += 18 * s
			for _, ln := range ui.Wrap(b.Text, head, col.W) {
				r.lines = append(r.lines, textLine{text: ln, face: head, x: col.X, y: y + ui.LineHeight(head)/2})
				y += ui.LineHeight(head)
			}
			y += 4 * s
		case blockParagraph, blockBullet:
			x, w := col.X, col.W
			if b.Kind == blockBullet {
				x, w = col.X+22*s, col.W-22*s
			}
			lh := body.Size * 1.55
			for j, ln := range ui.Wrap(b.Text, body, w) {
				r.lines = append(r.lines, textLine{text: ln, face: body, x: x, y: y + lh/2, bullet: b.Kind == blockBullet && j == 0})
				y += lh
			}
			y += 10 * s
		}
		if i == 1 || i == 0 && len(r.blocks) == 1 { // after the title and the opening paragraph
			y = r.layoutLegend(col, y, s)
		}
	}
	r.scroll.SetContent(y+24*s, r.view.H)
}

// layoutLegend lays out the legend of the pieces, for games that have one,
// from y in the column: each kind's look, its name and how it moves. It
// returns the y below it.
func (r *Screen) layoutLegend(col ui.Rect, y, s float64) float64 {
	if r.g.Legend == nil {
		return y
	}
	head, name, body := ui.Face(true, 20*s), ui.Face(true, 16*s), ui.Face(false, 16*s)
	y += 18 * s
	r.lines = append(r.lines, textLine{text: lang.T("Pieces"), face: head, x: col.X, y: y + ui.LineHeight(head)/2})
	y += ui.LineHeight(head) + 8*s
	x := col.X + 44*s
	lh := body.Size * 1.55
	for k := 1; k < len(r.g.Kinds); k++ {
		top := y
		r.lines = append(r.lines, textLine{text: lang.T(board.KindName(r.g, k)), face: name, x: x, y: y + lh/2, kind: k})
		y += lh
		for _, ln := range ui.Wrap(lang.T(r.g.Legend[k]), body, col.Right()-x) {
			r.lines = append(r.lines, textLine{text: ln, face: body, x: x, y: y + lh/2, color: true})
			y += lh
		}
		y = max(y, top+36*s) + 6*s
	}
	return y
}

// Animating reports whether the text glides after a key (see
// ui.Scroller.Gliding).
func (r *Screen) Animating() bool { return r.scroll.Gliding() }

// Update scrolls and goes back.
func (r *Screen) Update(c *ui.Context) error {
	f := c.In
	if r.btn.Click(f, c.Dt) || r.learn != nil && r.learn.Click(f, c.Dt) {
		return nil
	}
	if f.Consume(ui.KeyBack) {
		r.btn.Action()
		return nil
	}
	if i := r.focus.At(); i >= 0 && i < len(r.buttons()) && f.Consume(ui.KeyActivate) {
		r.buttons()[i].Activate()
		return nil
	}
	r.scroll.Update(f, r.view, c.S)
	step := 56 * c.S
	switch {
	case f.Consume(ui.KeyDown):
		r.scroll.ScrollBy(step)
	case f.Consume(ui.KeyUp):
		r.scroll.ScrollBy(-step)
	case f.Consume(ui.KeyPageDown), f.Consume(ui.KeyActivate):
		r.scroll.ScrollBy(r.view.H * 0.85)
	case f.Consume(ui.KeyPageUp):
		r.scroll.ScrollBy(-r.view.H * 0.85)
	case f.Consume(ui.KeyHome):
		r.scroll.ScrollTo(0)
	case f.Consume(ui.KeyEnd):
		r.scroll.ScrollTo(r.scroll.Max)
	case r.focus.Tab(f, len(r.buttons()), nil):
		r.focus.Buttons(0, r.buttons()...)
	}
	return nil
}

// buttons returns the screen's buttons in Tab order.
func (r *Screen) buttons() []*ui.Button {
	if r.learn == nil {
		return []*ui.Button{r.btn}
	}
	return []*ui.Button{r.btn, r.learn}
}

// Targets lists the buttons.
func (r *Screen) Targets(add func(string, ui.Rect)) {
	for _, b := range r.buttons() {
		add(b.Target(), b.Rect)
	}
}

// Hook returns what the test hooks report of the rules screen beside
// what the App reports of every screen: the game whose rules are shown.
func (r *Screen) Hook() any { return map[string]string{"game": r.g.ID} }

// diagram returns where the board at the start is drawn in area at UI
// scale s, with room for its coordinates, and what is drawn on it: its
// pieces, coordinates and hole numbers, which the text uses.
func (r *Screen) diagram(area ui.Rect, s float64) (board.View, *board.Marks) {
	look := board.NoMarks()
	look.State, look.Looks, look.Labels, look.Numbers = r.start, r.g.Looks, true, true
	return board.FitLabelled(r.start.Board(), area, s), look
}

// Draw draws the board and the text.
func (r *Screen) Draw(dst *ebiten.Image, c *ui.Context) {
	s := c.S
	ui.VerticalGradient(dst, c.Bounds(), ui.ColBackground, ui.ColBackground2)
	view := ui.Clip(dst, r.view)
	off := r.view.Y - r.scroll.Offset
	place := r.board
	if !r.side {
		place = place.Offset(0, off)
	}
	if r.start != nil {
		cap := ui.Face(false, 13.5*s)
		area, capR := place.CutBottom(28 * s)
		v, look := r.diagram(area, s)
		board.Draw(view, v, s, look)
		ui.DrawText(view, lang.T("The board at the start, with the default options"), cap, capR.X+capR.W/2, capR.Y+capR.H/2+4*s, ui.AlignCenter, ui.ColMuted)
	}
	for _, ln := range r.lines {
		y := ln.y + off
		if y < r.view.Y-40*s || y > r.view.Bottom()+40*s {
			continue
		}
		fg := ui.ColText
		switch {
		case ui.IsBold(ln.face) && ln.face.Size < 24*s:
			fg = ui.ColAccent
		case ln.color:
			fg = ui.ColMuted
		}
		if ln.bullet {
			ui.FillCircle(view, ln.x-12*s, y, 3*s, ui.ColAccent)
		}
		if ln.kind > 0 {
			board.DrawPiece(view, ln.x-22*s, y, 14*s, board.LookOf(r.g.Looks, game.Piece{Kind: uint8(ln.kind)}), 0, false)
		}
		ui.DrawText(view, ln.text, ln.face, ln.x, y, ui.AlignLeft, fg)
	}
	r.scroll.DrawBar(dst, r.view, s)

	ui.FillRoundRect(dst, r.top, 0, ui.WithAlpha(ui.ColBackground, 0.94))
	ui.StrokeLine(dst, 0, r.top.Bottom(), c.W, r.top.Bottom(), 1*s, ui.ColBorder)
	avail := c.W - 2*(r.btn.Rect.Right()+8*s)
	title := lang.T("Rules")
	titleF := ui.FitFace(title, true, 22*s, 15*s, avail)
	ui.DrawText(dst, ui.Ellipsize(title, titleF, avail), titleF, c.W/2, r.top.Y+36*s, ui.AlignCenter, ui.ColText)
	for _, b := range r.buttons() {
		b.Draw(dst, c.In, s)
	}
}
