package fake

import (
	"errors"
	"image"
	"image/png"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/scenes/ui"
)

// Shot is one picture for Shoot: a scene at a size.
type Shot struct {
	Name  string  // the file's name, without ".png"
	W, H  float64 // the screen's size in pixels, at a device scale of 1
	Scene func(c *ui.Context) ui.Scene
}

var errShotsDone = errors.New("shots taken")

// Shoot draws each shot's scene offscreen inside a real game loop, where
// pixels can be read back, and writes it to a PNG file in dir. It needs
// a display (run the test under xvfb-run), and runs once per process, as
// Ebitengine's game loop does.
func Shoot(dir string, shots []Shot) error {
	l := &shotLoop{dir: dir, shots: shots}
	if err := ebiten.RunGame(l); err != nil && !errors.Is(err, errShotsDone) {
		return err
	}
	return l.err
}

// shotLoop takes one shot a frame.
type shotLoop struct {
	dir   string
	shots []Shot
	done  int
	err   error
}

func (l *shotLoop) Update() error {
	if l.done >= len(l.shots) || l.err != nil {
		return errShotsDone
	}
	sh := l.shots[l.done]
	l.done++
	c := &ui.Context{W: sh.W, H: sh.H, S: ui.ScaleFor(sh.W, sh.H, 1), DSF: 1, Dt: 1.0 / 60, In: &ui.Frame{X: -1, Y: -1}}
	sc := sh.Scene(c)
	sc.Layout(c)
	img := ebiten.NewImage(int(sh.W), int(sh.H))
	defer img.Deallocate()
	img.Fill(ui.ColBackground)
	sc.Draw(img, c)
	pix := make([]byte, 4*int(sh.W)*int(sh.H))
	img.ReadPixels(pix)
	out := &image.RGBA{Pix: pix, Stride: 4 * int(sh.W), Rect: image.Rect(0, 0, int(sh.W), int(sh.H))}
	f, err := os.Create(filepath.Join(l.dir, sh.Name+".png"))
	if err != nil {
		l.err = err
		return nil
	}
	err = png.Encode(f, out)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	l.err = err
	return nil
}

func (l *shotLoop) Draw(*ebiten.Image)         {}
func (l *shotLoop) Layout(w, h int) (int, int) { return w, h }
