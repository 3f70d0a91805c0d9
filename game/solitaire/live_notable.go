//go:build js && wasm

package solitaire

// liveBin is left out of the browser's builds: the engine worker downloads
// the live table from the site (see liveTable).
var liveBin []byte
