//go:build !js

package platform

// Rest does nothing on the desktop, where Ebitengine's minimum frame mode
// itself waits for events (see scenes.App).
func Rest(on bool) {}

func wakeFrames() {}
