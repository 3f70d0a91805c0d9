package ui

import (
	"sync"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Text widths without shaping every string measured.
//
// Wrapping and fitting text measure many trial lines: the menu's first
// frame alone shaped every trial line of every card's summary in five
// sizes, and on a return visit, when the browser runs the program's code
// before optimising it, that was about 110 ms of the start. With the Go
// fonts a line's advance is the sum of its characters' advances, to the
// bit: they have no kerning and no ligatures, and text/v2 adds advances
// in 26.6 fixed point, which float64 sums exactly. So each face shapes
// its alphabet once, and a line of those characters is summed; any other
// line is shaped as before. TestTextWidthIsShaped holds the two equal.

// alphabet is the characters whose advances each face learns at once: the
// printable ASCII and Latin-1 characters and the punctuation and symbols
// Parlour's texts use. A character missing here is shaped on its own the
// first time, if it is plain (see plain).
const alphabet = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~" +
	"\u00a0¡¢£¤¥¦§¨©ª«¬®¯°±²³´µ¶·¸¹º»¼½¾¿ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõö÷øùúûüýþÿ" +
	"‐–—‘’“”•…′″←↑→↓−"

var (
	widthMu  sync.Mutex
	advances = map[*text.GoTextFace]map[rune]float64{}
)

// plain reports whether r takes the same advance in any line as alone: no
// control or format character, no combining mark, no script whose letters
// join or change shape with their neighbours. Only these are summed.
func plain(r rune) bool {
	switch {
	case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == 0xad:
		return false // controls and the soft hyphen
	case r >= 0x300 && r < 0x370:
		return false // combining marks
	case r < 0x590:
		return true // Latin, Greek, Cyrillic, Armenian
	case r >= 0x1e00 && r < 0x2000:
		return true // Latin and Greek extended
	case r >= 0x2010 && r < 0x2028, r >= 0x2030 && r < 0x2060:
		return true // punctuation, without the spaces and format characters
	case r >= 0x2070 && r < 0x2c00:
		return r < 0x20d0 || r >= 0x2100 // symbols and arrows, without combining marks
	}
	return false
}

// advancesOf returns f's table of character advances, shaping the
// alphabet the first time. widthMu is held.
func advancesOf(f *text.GoTextFace) map[rune]float64 {
	if a, ok := advances[f]; ok {
		return a
	}
	a := make(map[rune]float64, utf8.RuneCountInString(alphabet))
	prev := 0.0
	for i, r := range alphabet {
		end := i + utf8.RuneLen(r)
		at := text.AdvanceAt(alphabet, end, f)
		a[r] = at - prev
		prev = at
	}
	advances[f] = a
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
			if !plain(r) {
				return text.Advance(s, f)
			}
			adv = text.Advance(string(r), f)
			a[r] = adv
		}
		w += adv
	}
	return w
}
