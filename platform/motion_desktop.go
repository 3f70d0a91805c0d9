//go:build !js

package platform

// ReducedMotion reports whether the system asks for less motion. The
// desktop program has no such signal from the system here, so following
// the system means full motion; the player's own setting can still
// reduce it.
func ReducedMotion() bool { return false }
