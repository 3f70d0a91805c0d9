package ui

import (
	"bytes"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"parlour/assets/fonts"
)

// TestTrimmedFontsDrawAsGoFonts draws lines in the fonts Parlour ships,
// trimmed of their hinting and of the Greek and Cyrillic letters, and in
// the Go fonts they come from: pixel for pixel the same, at the sizes the
// screens use.
func TestTrimmedFontsDrawAsGoFonts(t *testing.T) {
	inWindow(t, "TestTrimmedFontsDrawAsGoFonts", func() { checkTrimmedFonts(t) })
}

func checkTrimmedFonts(t *testing.T) {
	bold, err := fonts.Bold()
	if err != nil {
		t.Fatal(err)
	}
	lines := []string{
		"Hounds to move · Le lièvre s’échappe ! Über Großbuchstaben",
		"¿Cuántas? «Già» – 31 jumps … 1½ € ±0 → ← ↑ ↓ ● ■ ▶ ✓ fi fl",
		"0123456789 ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz",
		"ÀÂÄÆÇÈÉÊËÎÏÔŒÙÛÜŸ àâäæçèéêëîïôœùûüÿ ÁÍÓÚÑáíóúñ ÌÒìò ẞß",
	}
	for _, f := range []struct {
		name         string
		trimmed, go_ []byte
	}{{"regular", fonts.Regular, goregular.TTF}, {"bold", bold, gobold.TTF}} {
		was, err := text.NewGoTextFaceSource(bytes.NewReader(f.go_))
		if err != nil {
			t.Fatal(err)
		}
		now, err := text.NewGoTextFaceSource(bytes.NewReader(f.trimmed))
		if err != nil {
			t.Fatalf("%s: the trimmed font: %v", f.name, err)
		}
		for _, size := range []float64{11, 14, 17.5, 24, 40} {
			for _, line := range lines {
				a, b := drawLine(line, was, size), drawLine(line, now, size)
				if !bytes.Equal(a, b) {
					t.Errorf("%s at %v px: %q draws differently in the trimmed font", f.name, size, line)
				}
			}
		}
	}
}

// drawLine draws line in a face of src and size and returns its pixels.
func drawLine(line string, src *text.GoTextFaceSource, size float64) []byte {
	face := &text.GoTextFace{Source: src, Size: size}
	img := ebiten.NewImage(int(size*40), int(size*2))
	defer img.Deallocate()
	op := &text.DrawOptions{}
	op.GeoM.Translate(3.25, size*0.3)
	text.Draw(img, line, face, op)
	px := make([]byte, 4*img.Bounds().Dx()*img.Bounds().Dy())
	img.ReadPixels(px)
	return px
}
