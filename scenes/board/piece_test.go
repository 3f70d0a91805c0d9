package board

import (
	"errors"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
	"parlour/game/catalog"
	"parlour/game/leapfrog"
	"parlour/scenes/ui"
)

// TestSeatColoursAreNotPieceColours checks that no seat's badge wears
// the colour of a shared piece (the body of one of Leapfrog's counters,
// its look's first shape), so no seat seems to own pieces.
func TestSeatColoursAreNotPieceColours(t *testing.T) {
	dist := func(a, b color.RGBA) float64 {
		dr, dg, db := float64(a.R)-float64(b.R), float64(a.G)-float64(b.G), float64(a.B)-float64(b.B)
		return math.Sqrt(dr*dr + dg*dg + db*db)
	}
	for i, c := range seatColours {
		for k, l := range leapfrog.Spec.Looks[1:] {
			body := l.Shapes[0].Colour.Of(int(game.NoPlayer))
			if d := dist(ui.RGB(c), body); d < 90 {
				t.Errorf("seat %d's colour %06x is %.0f from the body of the %s counter %v", i+1, c, d, leapfrog.Spec.Kinds[k+1], body)
			}
		}
	}
}

// pieceShotsDir, when set, names a folder where TestPieceShots writes a
// sheet of every game's pieces.
const pieceShotsDir = "PARLOUR_PIECE_SHOTS"

// pieceSheet draws, for one game, a row per kind of piece: for each owner
// (first seat, second seat, nobody) the piece at several radii, then
// lifted and faded.
func pieceSheet(g *game.Game) *ebiten.Image {
	radii := []float64{9, 13.5, 20, 31, 47}
	owners := []game.Player{0, 1, game.NoPlayer}
	cell := 110.0
	w := int(cell) * len(owners) * (len(radii) + 2)
	h := int(cell) * (len(g.Kinds) - 1)
	img := ebiten.NewImage(w, max(h, 1))
	img.Fill(ui.ColPlate)
	for k := 1; k < len(g.Kinds); k++ {
		y := cell*float64(k-1) + cell/2
		col := 0
		for _, o := range owners {
			pc := game.Piece{Owner: o, Kind: uint8(k)}
			lk := LookOf(g.Looks, pc)
			for _, r := range radii {
				DrawPiece(img, cell*float64(col)+cell/2, y, r, lk, int(o), false)
				col++
			}
			DrawPiece(img, cell*float64(col)+cell/2, y, 31, lk, int(o), true)
			col++
			drawPieceTinted(img, cell*float64(col)+cell/2, y, 31, lk, int(o), ui.WithAlpha(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.5))
			col++
		}
	}
	return img
}

// errShotsDone ends a game loop that has drawn what a test wanted.
var errShotsDone = errors.New("shots taken")

// pieceLoop draws the sheets inside a game loop, where pixels can be read
// back.
type pieceLoop struct {
	dir  string
	done bool
	err  error
}

func (l *pieceLoop) Update() error {
	if l.done {
		return errShotsDone
	}
	l.done = true
	for _, e := range catalog.Entries() {
		img := pieceSheet(e.Game)
		b := img.Bounds()
		pix := make([]byte, 4*b.Dx()*b.Dy())
		img.ReadPixels(pix)
		img.Deallocate()
		out := &image.RGBA{Pix: pix, Stride: 4 * b.Dx(), Rect: image.Rect(0, 0, b.Dx(), b.Dy())}
		f, err := os.Create(filepath.Join(l.dir, e.Game.ID+".png"))
		if err != nil {
			l.err = err
			return nil
		}
		err = png.Encode(f, out)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			l.err = err
			return nil
		}
	}
	return nil
}

func (l *pieceLoop) Draw(*ebiten.Image) {}

func (l *pieceLoop) Layout(w, h int) (int, int) { return w, h }

// TestPieceShots writes a sheet of every game's pieces, each kind for
// each owner at several sizes, lifted and faded, when PARLOUR_PIECE_SHOTS
// names a folder (run it under xvfb-run): the pictures to compare when the
// drawing of pieces changes.
func TestPieceShots(t *testing.T) {
	dir := os.Getenv(pieceShotsDir)
	if dir == "" {
		t.Skip("set " + pieceShotsDir + " to a folder to take the pictures")
	}
	l := &pieceLoop{dir: dir}
	if err := ebiten.RunGame(l); err != nil && !errors.Is(err, errShotsDone) {
		t.Fatal(err)
	}
	if l.err != nil {
		t.Fatal(l.err)
	}
}
