//go:build notables

package catchhare

// bookBin is empty in builds tagged notables: the engine searches.
var bookBin []byte
