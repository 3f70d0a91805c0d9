package scenes

import (
	"errors"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlour/game"
	"parlour/game/catchhare"
	"parlour/game/foxgeese"
	"parlour/game/harehounds"
	"parlour/game/leapfrog"
	"parlour/game/solitaire"
	"parlour/game/war"
)

// setupShotsDir, when set, names a folder where TestSetupShots writes
// pictures of the set-up board at desktop and phone sizes.
const setupShotsDir = "PARLOUR_SETUP_SHOTS"

// shotLoop draws scenes offscreen inside a real game loop, where pixels
// can be read back, and writes each to a PNG file.
type shotLoop struct {
	shots []shot
	done  int
	err   error
}

// shot is one picture: a scene at a size.
type shot struct {
	name  string
	w, h  float64
	scene func(a *App, c *Context) Scene
}

var errShotsDone = errors.New("shots taken")

func (l *shotLoop) Update() error {
	if l.done >= len(l.shots) || l.err != nil {
		return errShotsDone
	}
	sh := l.shots[l.done]
	l.done++
	a := NewApp(Config{Thinker: &fakeThinker{}})
	c := &Context{W: sh.w, H: sh.h, S: uiScale(sh.w, sh.h, 1), DSF: 1, Dt: 1.0 / 60, In: &Frame{X: -1, Y: -1}}
	sc := sh.scene(a, c)
	sc.Layout(c)
	img := ebiten.NewImage(int(sh.w), int(sh.h))
	defer img.Deallocate()
	img.Fill(colBackground)
	sc.Draw(img, c)
	pix := make([]byte, 4*int(sh.w)*int(sh.h))
	img.ReadPixels(pix)
	out := &image.RGBA{Pix: pix, Stride: 4 * int(sh.w), Rect: image.Rect(0, 0, int(sh.w), int(sh.h))}
	f, err := os.Create(filepath.Join(os.Getenv(setupShotsDir), sh.name+".png"))
	if err != nil {
		l.err = err
		return nil
	}
	defer f.Close()
	l.err = png.Encode(f, out)
	return nil
}

func (l *shotLoop) Draw(*ebiten.Image)         {}
func (l *shotLoop) Layout(w, h int) (int, int) { return w, h }

// TestSetupShots writes pictures of the set-up board of several games, and
// of a position refused, when PARLOUR_SETUP_SHOTS names a folder (run it
// under xvfb-run).
func TestSetupShots(t *testing.T) {
	if os.Getenv(setupShotsDir) == "" {
		t.Skip("set " + setupShotsDir + " to a folder to take the pictures")
	}
	board := func(g *game.Game, opts game.Options, change func(*SetupBoard)) func(*App, *Context) Scene {
		return func(a *App, c *Context) Scene {
			b, err := NewSetupBoard(a, g, opts, nil, nil, NewMenu(a))
			if err != nil {
				t.Fatal(err)
			}
			if change != nil {
				change(b)
			}
			return b
		}
	}
	extraHound := func(b *SetupBoard) {
		for p, pc := range b.pieces {
			if pc.Empty() {
				b.pieces[p] = b.palette[0]
				break
			}
		}
		b.check()
	}
	machines := func(b *SetupBoard) {
		b.chosen = len(b.palette) - 1
		for _, name := range []string{"e5", "f6"} {
			if p, ok := b.start.Board().Lookup(name); ok {
				b.pieces[p] = b.palette[len(b.palette)-1]
			}
		}
		b.check()
	}
	var shots []shot
	for _, size := range []struct {
		name string
		w, h float64
	}{{"desktop", 1280, 800}, {"phone", 390, 844}} {
		add := func(name string, scene func(*App, *Context) Scene) {
			shots = append(shots, shot{name: name + "-" + size.name, w: size.w, h: size.h, scene: scene})
		}
		add("harehounds", board(harehounds.Spec, nil, nil))
		add("harehounds-error", board(harehounds.Spec, nil, extraHound))
		add("solitaire", board(solitaire.Spec, nil, nil))
		add("leapfrog", board(leapfrog.Spec, game.Options{leapfrog.OptVersion: "coloured"}, nil))
		add("war", board(war.Spec, nil, machines))
		add("leapfrog18-zoomed", func(a *App, c *Context) Scene {
			b := board(leapfrog.Spec, game.Options{leapfrog.OptSize: "18"}, nil)(a, c).(*SetupBoard)
			b.Layout(c)
			b.board.toggleZoom()
			return b
		})
		add("foxgeese", board(foxgeese.Spec, nil, nil))
		add("catchhare", board(catchhare.Spec, nil, nil))
		add("stopped", func(a *App, c *Context) Scene { return newStopped(a, "game") })
		add("options-harehounds", func(a *App, c *Context) Scene {
			o := NewOptions(a, harehounds.Spec)
			o.Layout(c)
			o.scroll.Offset = o.scroll.Max
			return o
		})
	}
	l := &shotLoop{shots: shots}
	if err := ebiten.RunGame(l); err != nil && !errors.Is(err, errShotsDone) {
		t.Fatal(err)
	}
	if l.err != nil {
		t.Fatal(l.err)
	}
}
