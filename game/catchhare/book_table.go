//go:build !(js && wasm)

package catchhare

import _ "embed"

// bookBin is the book file; see book.go. Native builds carry it; the
// browser's builds leave it out and download it from the site when the
// strongest level first needs it.
//
//go:embed book.bin
var bookBin []byte
