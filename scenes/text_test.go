package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlour/game/catalog"
	"parlour/scenes/ui"
)

// TestGameTextsMeasured holds ui.TextWidth to text.Advance, to the bit,
// on every text the games show (their names, summaries, rules, word by
// word and line by line, and lessons), in both fonts at the sizes the
// screens use: the screens wrap and fit them by that width.
func TestGameTextsMeasured(t *testing.T) {
	var lines []string
	for _, e := range catalog.Entries() {
		g := e.Game
		lines = append(lines, g.Name, g.Summary)
		lines = append(lines, strings.Fields(g.Rules)...)
		lines = append(lines, strings.Split(g.Rules, "\n")...)
		if g.Lesson != nil {
			for _, st := range g.Lesson.Steps {
				lines = append(lines, st.Title, st.Say, st.Hint, st.Done)
			}
		}
	}
	for _, bold := range []bool{false, true} {
		for _, size := range []float64{9, 12.5, 13, 14.5, 15, 17, 19, 24.5, 33, 54} {
			f := ui.Face(bold, size)
			for _, ln := range lines {
				if got, want := ui.TextWidth(ln, f), text.Advance(ln, f); got != want {
					t.Errorf("bold %v, size %v, %q: TextWidth %v, text.Advance %v", bold, size, ln, got, want)
				}
			}
		}
	}
}
