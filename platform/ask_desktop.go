//go:build !js

package platform

// OpenTextField returns nil on the desktop, where the screen itself takes
// typed text.
func OpenTextField(label, value string, max int) TextField { return nil }
