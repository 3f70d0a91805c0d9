//go:build js

package platform

import "syscall/js"

// AskText asks the person for a line of text with the browser's own
// dialog, which brings up the on-screen keyboard on phones. It reports
// false when the person cancels or the dialog is not available.
func AskText(question, current string) (string, bool) {
	defer func() { _ = recover() }()
	v := js.Global().Call("prompt", question, current)
	if v.Type() != js.TypeString {
		return "", false
	}
	return v.String(), true
}

// CanAskText reports whether AskText shows a dialog here.
const CanAskText = true
