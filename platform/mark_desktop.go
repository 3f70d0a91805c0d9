//go:build !js

package platform

// Mark records a moment of the program's start for the browser's
// performance timeline; outside the browser it does nothing.
func Mark(string) {}
