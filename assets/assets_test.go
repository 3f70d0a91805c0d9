package assets_test

import (
	"bytes"
	"image"
	"image/png"
	"strings"
	"testing"

	"parlour/assets"
	"parlour/assets/art"
	"parlour/game"
	_ "parlour/game/harehounds"
)

// TestRulesCoverEveryGameAndOption checks that every registered game has
// rules text that names each of its options.
func TestRulesCoverEveryGameAndOption(t *testing.T) {
	for _, g := range game.All() {
		text, ok := assets.Rules(g.ID)
		if !ok {
			t.Errorf("%s: no rules text", g.ID)
			continue
		}
		if !strings.HasPrefix(text, "# ") {
			t.Errorf("%s: the rules should start with a title", g.ID)
		}
		for _, o := range g.Options {
			if !strings.Contains(strings.ToLower(text), strings.ToLower(o.Label)) {
				t.Errorf("%s: the rules do not mention the option %q", g.ID, o.Label)
			}
		}
	}
	if _, ok := assets.Rules("../rules/harehounds"); ok {
		t.Error("a path was accepted as a game ID")
	}
}

// TestIconUpToDate checks the committed icon against the drawing code; run
// go generate ./assets after changing the drawing.
func TestIconUpToDate(t *testing.T) {
	img, err := png.Decode(bytes.NewReader(assets.IconPNG))
	if err != nil {
		t.Fatal(err)
	}
	if img.Bounds() != image.Rect(0, 0, 512, 512) {
		t.Fatalf("icon is %v, want 512×512", img.Bounds())
	}
	want := art.Icon(512)
	var diff int
	for y := 0; y < 512; y++ {
		for x := 0; x < 512; x++ {
			r1, g1, b1, a1 := img.At(x, y).RGBA()
			r2, g2, b2, a2 := want.At(x, y).RGBA()
			// PNG stores unpremultiplied colour, so edges may round a little.
			if far(r1, r2) || far(g1, g2) || far(b1, b2) || far(a1, a2) {
				diff++
			}
		}
	}
	if diff > 0 {
		t.Errorf("icon-512.png differs from art.Icon in %d pixels: run go generate ./assets", diff)
	}
}

func far(a, b uint32) bool { return a > b+0x400 || b > a+0x400 }
