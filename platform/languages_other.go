//go:build !js && !android && !ios && !windows && !darwin

package platform

// systemLanguages returns nil on Linux and the other Unix desktops: there
// the environment Languages reads first is the system's setting itself
// (the desktop's language panel sets LANG and LANGUAGE), so there is
// nothing more to ask.
func systemLanguages() []string { return nil }
