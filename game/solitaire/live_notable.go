//go:build notables

package solitaire

// liveBin is empty in builds tagged notables: the solver searches.
var liveBin []byte
