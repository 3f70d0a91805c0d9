package trim

import (
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// Source is a font Parlour ships trimmed: the file it is written to and
// the font it is trimmed from.
type Source struct {
	Name string
	TTF  []byte
}

// GoFonts are the Go fonts Parlour draws with, as golang.org/x/image
// holds them. Only the generator and the tests import this package, so
// the untrimmed fonts stay out of the programs.
var GoFonts = []Source{
	{Name: "go-regular.ttf", TTF: goregular.TTF},
	{Name: "go-bold.ttf", TTF: gobold.TTF},
}

// Keeps reports whether Parlour's fonts keep the character r: every one
// the Go fonts draw but the Greek and Cyrillic letters (U+0370 to U+04FF).
// Parlour speaks languages written in the Latin alphabet only; its
// symbols, punctuation, arrows and shapes stay.
func Keeps(r rune) bool { return r < 0x370 || r > 0x4FF }
