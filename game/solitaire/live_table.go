//go:build !(js && wasm)

package solitaire

import _ "embed"

// liveBin is the live table file; see live.go. Native builds carry it;
// the browser's builds leave it out and download it from the site when a
// hint or the solver first needs it.
//
//go:embed live.bin
var liveBin []byte
