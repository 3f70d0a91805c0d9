package ui

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// TestTextWidthIsShaped holds TextWidth to text.Advance, to the bit, on
// random lines of the alphabet and other plain characters, and on lines
// that must be shaped whole, in both fonts at the sizes the screens use.
// A font with kerning or ligatures fails it. (Package scenes holds it to
// every text the games show.)
func TestTextWidthIsShaped(t *testing.T) {
	var lines []string
	var letters []rune
	for r := rune(0x20); r < 0x2400; r++ {
		if plain(r) {
			letters = append(letters, r)
		}
	}
	rng := rand.New(rand.NewPCG(7, 11))
	for range 2000 {
		n := 1 + rng.IntN(40)
		var b strings.Builder
		for range n {
			b.WriteRune(letters[rng.IntN(len(letters))])
		}
		lines = append(lines, b.String())
	}
	// Shaped whole: combining marks, joining scripts, format characters,
	// a line break.
	shaped := []string{"e\u0301te\u0301", "سلام عليكم", "שלום", "a\u200db\u200cc", "two\nlines", "tab\there", "soft\u00adhyphen", "नमस्ते", "👍🏽 ok"}
	lines = append(lines, shaped...)
	for _, bold := range []bool{false, true} {
		for _, size := range []float64{9, 12.5, 13, 14.5, 15, 17, 19, 24.5, 33, 54} {
			f := Face(bold, size)
			for _, ln := range lines {
				if got, want := TextWidth(ln, f), text.Advance(ln, f); got != want {
					t.Errorf("bold %v, size %v, %q: TextWidth %v, text.Advance %v", bold, size, ln, got, want)
				}
			}
		}
	}
	for _, s := range shaped {
		for _, r := range s {
			if r > 0x7f && plain(r) {
				t.Errorf("%U in %q is summed, but it is among the characters shaped whole", r, s)
			}
		}
	}
	// The sums above add advances read from the font's tables, not
	// shaped: every plain character the Go fonts draw has one.
	for _, bold := range []bool{false, true} {
		f := Face(bold, 15)
		missing := 0
		for _, r := range letters {
			if _, ok := fontAdvance(f, r); !ok {
				missing++
				if r < 0x7f {
					t.Errorf("bold %v: the advance of %q is not read from the font", bold, r)
				}
			}
		}
		t.Logf("bold %v: %d of %d plain characters read from the font", bold, len(letters)-missing, len(letters))
	}
}
