package art_test

import (
	"testing"

	"parlour/assets/art"
)

// TestMaskableSafeZone checks that the full-bleed icon is opaque to its
// edges and that the board stays inside the circle that masks keep: outside
// that circle there is only the ground colour.
func TestMaskableSafeZone(t *testing.T) {
	const n = 512
	img := art.FullBleedIcon(n)
	ground := img.RGBAAt(0, 0)
	c, r := float64(n)/2, art.MaskableSafeRadius*n
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			p := img.RGBAAt(x, y)
			if p.A != 0xff {
				t.Fatalf("pixel (%d,%d) is not opaque: %v", x, y, p)
			}
			dx, dy := float64(x)+0.5-c, float64(y)+0.5-c
			if dx*dx+dy*dy > r*r && p != ground {
				t.Fatalf("pixel (%d,%d) outside the safe circle is %v, want the ground %v", x, y, p, ground)
			}
		}
	}
}
