package ui

import (
	"errors"
	"image/color"
	"os"
	"os/exec"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

const windowChild = "PARLOUR_UI_WINDOW_CHILD"

var errLoopDone = errors.New("done")

// oneUpdate runs check once in a game loop, where pixels can be read.
type oneUpdate struct{ check func() }

func (l *oneUpdate) Update() error {
	l.check()
	return errLoopDone
}
func (l *oneUpdate) Draw(*ebiten.Image)         {}
func (l *oneUpdate) Layout(w, h int) (int, int) { return w, h }

// inWindow runs check in a game loop of a child process that runs only
// the test named, as RunGame may run once per process. It needs a
// display: run it under xvfb-run.
func inWindow(t *testing.T, test string, check func()) {
	t.Helper()
	if os.Getenv(windowChild) == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^"+test+"$", "-test.count=1", "-test.v")
		cmd.Env = append(os.Environ(), windowChild+"=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("drawing in a window (is there a display? run under xvfb-run): %v\n%s", err, out)
		}
		return
	}
	if err := ebiten.RunGame(&oneUpdate{check}); err != nil && !errors.Is(err, errLoopDone) {
		t.Fatalf("the game loop: %v", err)
	}
}

// TestRoundShapesSliced checks that the rounded rectangles' fills,
// outlines and shadows, drawn in nine parts from a sprite of their
// corners, match the shape drawn whole, pixel for pixel, at sizes from
// the smallest that is cut to a menu card's.
func TestRoundShapesSliced(t *testing.T) {
	inWindow(t, "TestRoundShapesSliced", func() { checkSliced(t) })
}

func checkSliced(t *testing.T) {
	ink := color.RGBA{0x80, 0x40, 0x20, 0xff}
	tests := []struct {
		name string
		r    Rect
		rad  float64
		draw func(dst *ebiten.Image, r Rect, rad float64)
		// whole paints the shape in one sprite as it was before the cut:
		// the image and where r's top-left corner lies in it.
		whole func(r Rect, rad float64) (*ebiten.Image, float64)
	}{
		{"fill", Rect{7, 9, 340, 260}, 16, func(dst *ebiten.Image, r Rect, rad float64) { FillRoundRect(dst, r, rad, ink) },
			func(r Rect, rad float64) (*ebiten.Image, float64) {
				k, w, h := rectKey(spriteFill, r, rad, 0)
				img := ebiten.NewImage(w+4, h+4)
				writeMask(img, maskRoundRect(w+4, h+4, Rect{2, 2, k.w, k.h}, k.r), white)
				return img, 2
			}},
		{"outline", Rect{3, 4, 120, 44}, 10, func(dst *ebiten.Image, r Rect, rad float64) { StrokeRoundRect(dst, r, rad, 1.5, ink) },
			func(r Rect, rad float64) (*ebiten.Image, float64) {
				k, w, h := rectKey(spriteStroke, r, rad, 1.5)
				pad := k.line + 2
				pad = float64(int(pad + 0.999))
				img := ebiten.NewImage(w+int(2*pad), h+int(2*pad))
				iw, ih := img.Bounds().Dx(), img.Bounds().Dy()
				writeMask(img, maskRoundRectStroke(iw, ih, Rect{pad, pad, k.w, k.h}, k.r, k.line), white)
				return img, pad
			}},
		{"shadow", Rect{20, 30, 300, 200}, 16, func(dst *ebiten.Image, r Rect, rad float64) { DrawShadow(dst, r, rad, 8) },
			func(r Rect, rad float64) (*ebiten.Image, float64) {
				k, w, h := rectKey(spriteShadow, r, rad, 8)
				pad := float64(int(k.line*1.6+0.999)) + 2
				img := ebiten.NewImage(w+int(2*pad), h+int(2*pad))
				iw, ih := img.Bounds().Dx(), img.Bounds().Dy()
				alpha := make([]uint8, iw*ih)
				for i := 3; i >= 1; i-- {
					d := k.line * float64(i) / 3
					layMask(alpha, maskRoundRect(iw, ih, Rect{pad, pad, k.w, k.h}.Inset(-d).Offset(0, k.line*0.6), k.r+d), 23)
				}
				writeMask(img, alpha, color.RGBA{A: 0xff})
				return img, pad
			}},
	}
	for _, tt := range tests {
		for _, grow := range []float64{0, 1, 37} {
			r := tt.r
			r.W += grow
			cut := ebiten.NewImage(400, 320)
			tt.draw(cut, r, tt.rad)
			whole, pad := tt.whole(r, tt.rad)
			want := ebiten.NewImage(400, 320)
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(r.X-pad, r.Y-pad)
			if tt.name != "shadow" {
				op.ColorScale.ScaleWithColor(ink)
			}
			want.DrawImage(whole, op)
			got, exp := make([]byte, 4*400*320), make([]byte, 4*400*320)
			cut.ReadPixels(got)
			want.ReadPixels(exp)
			bad := 0
			for i := range got {
				if d := int(got[i]) - int(exp[i]); d > 1 || d < -1 {
					if bad == 0 {
						t.Errorf("%s %v: pixel %d,%d channel %d is %d, drawn whole %d", tt.name, r, i/4%400, i/4/400, i%4, got[i], exp[i])
					}
					bad++
				}
			}
			if bad > 0 {
				t.Errorf("%s %v: %d values differ", tt.name, r, bad)
			}
		}
	}
}
