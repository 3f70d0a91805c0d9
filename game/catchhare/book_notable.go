//go:build js && wasm

package catchhare

// bookBin is left out of the browser's builds: the engine worker downloads
// the book from the site (see bookTable).
var bookBin []byte
