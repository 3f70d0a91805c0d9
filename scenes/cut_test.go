package scenes

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"parlour/lang"
	"parlour/scenes/ui"
)

// word is three letters in a row: a text without one is notation.
var word = regexp.MustCompile(`\pL{3}`)

// TestCutTexts draws the screens of TestScreenShots and
// TestByMessageShots in every language Parlour speaks, at the phone's
// size and the desktop's, and fails for every text a screen shortens
// with "…" (ui.Ellipsize, through which every cut goes): German and
// French run a third longer than English, and a player must read their
// language whole where the English fits, and the English whole too.
// A lesson's step, said alike at both sizes, is visited at the phone's,
// the narrower.
func TestCutTexts(t *testing.T) {
	if testing.Short() {
		t.Skip("draws every screen in every language")
	}
	shots := readShots(t)
	defer lang.Use(nil)
	defer func() { ui.TextCut, ui.TextDrawn = nil, nil }()
	var cuts []string
	shot, code := "", ""
	whole := map[string]string{} // a text as cut, and as it was
	ui.TextCut = func(w, shown string) { whole[shown] = w }
	ui.TextDrawn = func(s string) {
		w, ok := whole[s]
		if strings.ContainsAny(w, "&=#/") || !word.MatchString(w) {
			return // a link, broken where it must be; a line of play, which the analysis ends where its box does
		}
		if c := fmt.Sprintf("%s, %s: %q", code, shot, w); ok && !slices.Contains(cuts, c) {
			cuts = append(cuts, c)
		}
	}
	start := time.Now()
	for _, l := range lang.All {
		code = l.Code
		visitScreens(t, shots, code, nil, nil, func(name string) { shot = name })
	}
	t.Logf("%d screens in %d languages in %v", len(shots), len(lang.All), time.Since(start).Round(time.Millisecond))
	for _, c := range cuts {
		t.Errorf("cut with …: %s", c)
	}
}
