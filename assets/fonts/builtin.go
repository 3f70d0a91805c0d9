//go:build !js

package fonts

import _ "embed" // for the bold face

// builtIn is the bold face built into native programs, and into the
// site's builder, which writes it as a file of the site.
//
//go:embed go-bold.ttf
var builtIn []byte
