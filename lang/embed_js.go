//go:build js

package lang

// builtIn is empty in the browser, which downloads the one catalog a
// player needs.
var builtIn = map[string][]byte{}
