// Package fonts ships the regular and bold faces of the Go fonts, trimmed
// by go generate (internal/trim): without their hinting, which Ebitengine
// never runs, their glyph names, and the Greek and Cyrillic letters.
// Every character kept draws exactly as in the Go fonts; Go Regular goes
// from 148,672 to 57,732 bytes (56,508 to 24,368 with brotli).
//
// The page draws its first frame with the regular face, built into its
// program, and downloads the bold one after it, which the first frame
// would otherwise wait for. Natively both are built in.
package fonts

import (
	_ "embed" // for the regular face

	"parlour/tablefile"
)

//go:generate go run ./gen

// Regular is the regular face's font file, built into every program.
//
//go:embed go-regular.ttf
var Regular []byte

// The bold face's file, as go generate writes it (TestFontsUpToDate
// checks it and these figures).
const (
	boldSize   = 58124
	boldSHA256 = "692623063546e79bdc22ce7e276a09cb62b08b69be1af2fa892efe450925d496"
)

var bold = tablefile.NewLazy(tablefile.Declare(&tablefile.Table{
	Name:     "go-bold.ttf",
	Size:     boldSize,
	SHA256:   boldSHA256,
	Label:    "The bold font",
	Embedded: builtIn,
}), func(b []byte) ([]byte, error) { return b, nil })

// Bold returns the font file of the bold face: at once where it is built
// in (BuiltIn), otherwise downloaded from the site the first time, which
// must not be waited for in a call from JavaScript.
func Bold() ([]byte, error) { return bold.Get() }

// BuiltIn reports whether the bold face is built into the program.
func BuiltIn() bool { return builtIn != nil }
