//go:build !js

package platform

// OpenTextField returns nil on the desktop, where the screen itself takes
// typed text.
func OpenTextField(label, value string, max int) TextField { return nil }

// HasTextFields reports whether OpenTextField and OpenTextArea give native
// boxes (which can also be selected and copied from); not on the desktop.
const HasTextFields = false

// OpenTextArea returns nil on the desktop: records come from files there.
func OpenTextArea(label, value string) TextField { return nil }
