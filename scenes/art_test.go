package scenes

import (
	"testing"

	"parlour/game"
)

// TestEveryGlyphIsDrawn checks that the app has a drawing for every glyph
// of the shared vocabulary, so that every look a game declares is drawn;
// GlyphNone alone is the plain disc.
func TestEveryGlyphIsDrawn(t *testing.T) {
	for g := game.Glyph(1); int(g) < game.NumGlyphs; g++ {
		if glyphArts[g] == nil {
			t.Errorf("glyph %d has no drawing", g)
		}
	}
	if glyphArts[game.GlyphNone] != nil {
		t.Error("GlyphNone should be the plain disc, not a registered drawing")
	}
}
