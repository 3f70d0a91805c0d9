package ui

import (
	"math"
	"sync"
	"unicode/utf8"

	"github.com/go-text/typesetting/font"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/math/fixed"
)

// Text widths without shaping every string measured.
//
// Wrapping and fitting text measure many trial lines: the menu's first
// frame alone shaped every trial line of every card's summary in five
// sizes, and on a return visit, when the browser runs the program's code
// before optimising it, that was about 110 ms of the start. With the Go
// fonts a line's advance is the sum of its characters' advances, to the
// bit: they have no kerning and no ligatures, and text/v2 adds advances
// in 26.6 fixed point, which float64 sums exactly. So a face learns the
// advance of each character from the font's tables (fontAdvance) the
// first time it meets it, or from the first line it shapes that holds it
// when the font has no glyph for it, and a line of known characters is
// summed; a line with a character that is not plain is shaped whole.
// TestTextWidthIsShaped holds the two equal.

var (
	widthMu  sync.Mutex
	advances = map[*text.GoTextFace]map[rune]float64{}
)

// plain reports whether r is a character whose advance is the same in
// any line as alone: a letter, digit, punctuation mark or symbol that the
// Go fonts draw (they cover the WGL4 set), which no neighbour joins,
// marks or kerns. Only these are summed; any other character makes its
// line shaped whole.
func plain(r rune) bool {
	switch {
	case r >= 0x20 && r < 0x7f, r >= 0xa0 && r < 0x180 && r != 0xad:
		return true // ASCII, Latin-1 and Latin Extended-A, without the soft hyphen
	case r >= 0x384 && r < 0x3cf, r >= 0x400 && r < 0x460:
		return true // Greek and Cyrillic
	case r >= 0x2010 && r < 0x2028, r >= 0x2030 && r < 0x203f:
		return true // dashes, quotation marks, bullets, ellipsis, primes
	case r >= 0x2190 && r < 0x2196, r == 0x2212, r == 0x2122, r == 0x20ac:
		return true // arrows, minus, trade mark, euro
	}
	return false
}

// advancesOf returns the advances f has learnt, by character; widthMu
// is held.
func advancesOf(f *text.GoTextFace) map[rune]float64 {
	a := advances[f]
	if a == nil {
		a = map[rune]float64{}
		advances[f] = a
	}
	return a
}

// TextWidth returns the advance of s in f, as text.Advance does.
func TextWidth(s string, f *text.GoTextFace) float64 {
	widthMu.Lock()
	defer widthMu.Unlock()
	a := advancesOf(f)
	w := 0.0
	for _, r := range s {
		adv, ok := a[r]
		if !ok {
			return learnWidths(s, f, a)
		}
		w += adv
	}
	return w
}

// learnLine has f learn the advances of s's characters at once, when s
// is plain and holds one f does not know: Wrap and FitLines measure many
// trial lines of one text, each of which would otherwise be shaped when
// it brings a new character.
func learnLine(s string, f *text.GoTextFace) {
	widthMu.Lock()
	defer widthMu.Unlock()
	a := advancesOf(f)
	known := true
	for _, r := range s {
		if !plain(r) {
			return
		}
		_, ok := a[r]
		known = known && ok
	}
	if !known {
		learnWidths(s, f, a)
	}
}

// learnWidths returns the advance of s; when every character of s is
// plain, it also keeps each one's advance in a, read from the font's
// tables (fontAdvance) or, for a character the font has no glyph for,
// from s shaped.
func learnWidths(s string, f *text.GoTextFace, a map[rune]float64) float64 {
	for _, r := range s {
		if !plain(r) {
			return text.Advance(s, f)
		}
	}
	w := 0.0
	for _, r := range s {
		adv, ok := a[r]
		if !ok {
			if adv, ok = fontAdvance(f, r); !ok {
				return shapeWidths(s, f, a)
			}
			a[r] = adv
		}
		w += adv
	}
	return w
}

// fontAdvance returns the advance of the plain character r in f as
// text/v2 shapes it, read from the font's tables: go-text's shaper scales
// the glyph's advance in font units to the face's size rounded up to a
// whole pixel, in 64ths of a pixel, and rounds it
// (github.com/go-text/typesetting: shaping.HarfbuzzShaper.Shape and
// harfbuzz.Font.GlyphHAdvance), and nothing else moves a plain character
// in the Go fonts. Shaping each trial line of a wrapped text to learn its
// characters was most of the menu's first drawing after the packages
// started (docs/measurements.md). ok is false when the font has no glyph
// for r. TestTextWidthIsShaped holds the two equal.
func fontAdvance(f *text.GoTextFace, r rune) (adv float64, ok bool) {
	face, ok := f.Source.UnsafeInternal().(*font.Face)
	if !ok || face.Upem() == 0 {
		return 0, false
	}
	// The cmap itself, not Face.NominalGlyph, whose cache text/v2's
	// shaping writes to.
	gid, ok := face.Cmap.Lookup(r)
	if !ok || gid == 0 {
		return 0, false
	}
	size := fixed.Int26_6(f.Size * 64).Ceil()
	scale := float32(int32(size) << 6)
	x := math.Round(float64(face.HorizontalAdvance(gid) * scale / float32(face.Upem())))
	return x / 64, true
}

// shapeWidths shapes s, whose characters are all plain, keeps each one's
// advance in a and returns the advance of s. Shaping s is not wasted:
// text/v2 keeps the result for drawing s.
func shapeWidths(s string, f *text.GoTextFace, a map[rune]float64) float64 {
	prev := 0.0
	for i, r := range s {
		at := text.AdvanceAt(s, i+utf8.RuneLen(r), f)
		a[r] = at - prev
		prev = at
	}
	return prev
}
