//go:build !notables

package solitaire

import _ "embed"

// liveBin is the live table file; see live.go. Builds tagged notables
// leave it out (the web page, whose engine only stands in when the
// engine's worker cannot start) and search instead.
//
//go:embed live.bin
var liveBin []byte
