package assets_test

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlour/assets"
	"parlour/assets/art"
	"parlour/assets/iconfile"
)

// TestIconUpToDate checks the committed icon files against the drawing
// code, pixel by pixel; run go generate ./assets after changing the
// drawing.
func TestIconUpToDate(t *testing.T) {
	for _, f := range art.IconFiles {
		t.Run(f.Name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("icon", f.Name))
			if err != nil {
				t.Fatalf("%v: run go generate ./assets", err)
			}
			if f.Name == "icon-512.png" && !bytes.Equal(data, assets.IconPNG) {
				t.Fatal("the embedded IconPNG is not icon/icon-512.png")
			}
			images := []iconfile.Image{{Size: f.Sizes[0], PNG: data}}
			if strings.HasSuffix(f.Name, ".ico") {
				if images, err = iconfile.ReadICO(data); err != nil {
					t.Fatal(err)
				}
			}
			if len(images) != len(f.Sizes) {
				t.Fatalf("holds %d images, want the sizes %v", len(images), f.Sizes)
			}
			for i, im := range images {
				img, err := png.Decode(bytes.NewReader(im.PNG))
				if err != nil {
					t.Fatal(err)
				}
				n := f.Sizes[i]
				if im.Size != n || img.Bounds() != image.Rect(0, 0, n, n) {
					t.Fatalf("image %d is %v (says %d), want %d×%d", i, img.Bounds(), im.Size, n, n)
				}
				if d := differ(img, f.Draw(n)); d > 0 {
					t.Errorf("the %d-pixel image differs from the drawing in %d pixels: run go generate ./assets", n, d)
				}
			}
		})
	}
}

// differ counts the pixels where two images differ by more than PNG's
// rounding of unpremultiplied colour.
func differ(a, b image.Image) int {
	var n int
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, a1 := a.At(x, y).RGBA()
			r2, g2, b2, a2 := b.At(x, y).RGBA()
			if far(r1, r2) || far(g1, g2) || far(b1, b2) || far(a1, a2) {
				n++
			}
		}
	}
	return n
}

func far(a, b uint32) bool { return a > b+0x400 || b > a+0x400 }
