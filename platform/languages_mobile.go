//go:build android || ios

package platform

// Languages returns nil on a phone for now: the library cannot read the
// phone's locale without its host app, which can pass it in later. nil
// means English until then.
func Languages() []string { return nil }
