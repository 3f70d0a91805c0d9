package board

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"parlour/game"
	"parlour/game/look"
	"parlour/scenes/ui"
)

// Pieces, drawn from their game's looks: each look is painted once for a
// radius into a sprite, which is then copied wherever a piece of that
// kind stands. Where the pieces belong to no seat, a seat is shown by a
// numbered badge instead.

// DrawPiece draws a piece of the given look centred at (x,y) with radius
// r, from a cached sprite.
func DrawPiece(dst *ebiten.Image, x, y, r float64, lk *look.Look, owner int, lifted bool) {
	drawPieceSprite(dst, x, y, r, lk, owner, lifted, nil)
}

// drawPieceTinted draws a piece scaled by colour c (a fading ghost).
func drawPieceTinted(dst *ebiten.Image, x, y, r float64, lk *look.Look, owner int, c color.Color) {
	drawPieceSprite(dst, x, y, r, lk, owner, false, c)
}

// pieceKey names the sprite of a piece.
type pieceKey struct {
	r      float64
	owner  int
	lifted bool
	look   *look.Look // looks are made once and never change
}

func drawPieceSprite(dst *ebiten.Image, x, y, r float64, lk *look.Look, owner int, lifted bool, c color.Color) {
	if r <= 0 {
		return
	}
	k := pieceKey{r: ui.RoundHalf(r), owner: owner, lifted: lifted, look: lk}
	n := math.Ceil(k.r*look.Reach) + 2
	s := ui.CachedSprite(k, int(2*n), int(2*n), n, n, func(img *ebiten.Image) {
		paintPiece(img, n, n, k.r, lk, owner, lifted)
	})
	ui.DrawSprite(dst, s, x, y, c, lifted || c != nil) // lifted and fading pieces move smoothly
}

// LookOf returns the look of piece p from a game's Looks; a kind without
// one is drawn as the plain disc.
func LookOf(looks []look.Look, p game.Piece) *look.Look {
	if int(p.Kind) < len(looks) && len(looks[p.Kind].Shapes) > 0 {
		return &looks[p.Kind]
	}
	return &look.Plain
}

// paintPiece paints a piece of look lk centred at (x,y) with radius r: a
// shadow, lifted higher when the piece is picked up, then the look's
// shapes for the piece's owner.
func paintPiece(dst *ebiten.Image, x, y, r float64, lk *look.Look, owner int, lifted bool) {
	off, blur := 0.1*r, 0.06*r
	if lifted {
		off, blur = 0.22*r, 0.12*r
	}
	ui.PathFillCircle(dst, x+off*0.5, y+off, r+blur, ui.WithAlpha(ui.RGB(0x000000), 0.22))
	ui.PathFillCircle(dst, x+off*0.3, y+off*0.6, r, ui.WithAlpha(ui.RGB(0x000000), 0.2))
	paintLook(dst, x, y, r, lk, owner)
}

// paintLook paints the shapes of look lk for a piece of the given owner,
// centred at (x,y) with radius r: each shape's parts as one path, so that
// the parts of an emblem meet without seams.
func paintLook(dst *ebiten.Image, x, y, r float64, lk *look.Look, owner int) {
	for _, sh := range lk.Shapes {
		if !sh.Seats.Has(owner) {
			continue
		}
		var p vector.Path
		for _, pt := range sh.Parts {
			lookPart(&p, x, y, r, pt)
		}
		var fill *vector.FillOptions
		if sh.EvenOdd {
			fill = &vector.FillOptions{FillRule: vector.FillRuleEvenOdd}
		}
		vector.FillPath(dst, &p, fill, ui.PathOptions(sh.Colour.Of(owner)))
	}
}

// lookPart adds part pt of a look, in units of the radius r around
// (x,y), to path p.
func lookPart(p *vector.Path, x, y, r float64, pt look.Part) {
	at := func(i int) (float64, float64) { return x + pt.Points[i][0]*r, y + pt.Points[i][1]*r }
	switch pt.Kind {
	case look.KindDisc:
		cx, cy := at(0)
		p.MoveTo(float32(cx+pt.R*r), float32(cy))
		ui.ArcPath(p, cx, cy, pt.R*r, 0, 2*math.Pi)
		p.Close()
	case look.KindCapsule:
		x0, y0 := at(0)
		x1, y1 := at(1)
		ui.CapsulePath(p, x0, y0, x1, y1, pt.R*r)
	case look.KindPolygon:
		for i := range pt.Points {
			px, py := at(i)
			if i == 0 {
				p.MoveTo(float32(px), float32(py))
			} else {
				p.LineTo(float32(px), float32(py))
			}
		}
		p.Close()
	case look.KindBox:
		x0, y0 := at(0)
		x1, y1 := at(1)
		if x1-x0 > 0 && y1-y0 > 0 {
			ui.RoundRectPath(p, ui.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}, pt.R*r)
		}
	}
}

// seatColours tell the seats apart in games where the pieces belong to
// nobody (Leapfrog): each seat's token is a square badge of its colour
// with its number on it, so the seats differ by more than hue. None is
// the colour of a piece (green, red, yellow, white, wood), and a badge is
// not round like a piece, so that no seat seems to own pieces.
var seatColours = []uint32{0x2e6fb7, 0x7d3c98, 0xd0609f, 0x4a148c, 0x1a8fc9, 0x5c6bc0, 0x3949ab, 0x9c5fc9}

// SharedPieces reports whether the pieces of st belong to no seat in
// particular; the seats are then shown by numbered colour discs.
func SharedPieces(st game.State) bool {
	if st.NumPlayers() > 2 {
		return true
	}
	if st.NumPlayers() < 2 {
		return false
	}
	owner := game.NoPlayer
	for i := 0; i < st.Board().Len(); i++ {
		pc := st.PieceAt(i)
		if pc.Empty() {
			continue
		}
		if owner != game.NoPlayer && pc.Owner != owner {
			return false
		}
		owner = pc.Owner
	}
	return true
}

// DrawSeatDisc draws seat i's badge, a rounded square of its colour with
// its number, centred at (x,y) and as wide as a disc of radius r.
func DrawSeatDisc(dst *ebiten.Image, i int, x, y, r float64) {
	c := ui.RGB(seatColours[i%len(seatColours)])
	b := ui.Rect{X: x - r*0.9, Y: y - r*0.9, W: 1.8 * r, H: 1.8 * r}
	ui.FillRoundRect(dst, b, r*0.35, c)
	ui.StrokeRoundRect(dst, b.Inset(r*0.07), r*0.3, r*0.12, ui.WithAlpha(ui.RGB(0xffffff), 0.7))
	ui.DrawText(dst, strconv.Itoa(i+1), ui.Face(true, r*1.15), x, y, ui.AlignCenter, ui.RGB(0xffffff))
}
