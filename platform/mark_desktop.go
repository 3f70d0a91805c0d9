//go:build !js

package platform

// Mark records a moment of the program's start for the browser's
// performance timeline; outside the browser it does nothing.
func Mark(string) {}

// CanDraw reports whether the game can draw; on the desktop Ebitengine
// itself reports a missing graphics driver, so it is always true.
func CanDraw() bool { return true }

// Started is called once the first frame is drawn; outside the browser
// the start puts nothing off, so it does nothing.
func Started() {}
