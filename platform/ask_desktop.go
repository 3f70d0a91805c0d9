//go:build !js

package platform

// AskText is not available on the desktop, where the screen itself takes
// typed text; it reports false.
func AskText(question, current string) (string, bool) { return "", false }

// CanAskText reports whether AskText shows a dialog here.
const CanAskText = false
