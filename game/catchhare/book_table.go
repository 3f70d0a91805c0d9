//go:build !notables

package catchhare

import _ "embed"

// bookBin is the book file; see book.go. Builds tagged notables leave it
// out (the web page, whose engine only stands in when the engine's worker
// cannot start) and search instead.
//
//go:embed book.bin
var bookBin []byte
