//go:build android || ios

package platform

import "time"

// StartAudio does nothing on a phone, which always has a sound device:
// the probe the desktop makes would start a second process, which a
// phone's app may not.
func StartAudio() {}

// AudioAllowed reports true: a phone has a sound device.
func AudioAllowed() bool { return true }

// AudioPlayed does nothing on a phone.
func AudioPlayed(time.Duration) {}

// CanVibrate reports false: the phone's app would need its host's
// permission, which the library does not ask for.
func CanVibrate() bool { return false }

// Vibrate does nothing.
func Vibrate(int) {}

// AudioProbeChild does nothing on a phone.
func AudioProbeChild() {}
