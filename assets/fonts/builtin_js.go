//go:build js

package fonts

// builtIn is nil in the browser, which downloads the bold face.
var builtIn []byte
