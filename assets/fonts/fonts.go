// Package fonts ships the bold face of the Go fonts as a file of its own
// in the browser. The page draws its first frame with the regular face
// alone, built into its program, and downloads the bold one after it:
// 152 KB (57 KB with brotli) that the first frame would otherwise wait
// for, about as much as Ebitengine's audio added to the page. Natively the
// bold face is built in, as it always was.
package fonts

import (
	"parlour/tablefile"
)

// Go Bold's file, as golang.org/x/image/font/gofont/gobold holds it
// (TestBoldIsGoBold checks it against the module's copy).
const (
	boldSize   = 151748
	boldSHA256 = "c18494baa7ea35b8dbfac3861787d360b9c0ab91232562371a09e6fbf09aaa40"
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
