//go:build !js

package fonts

import "golang.org/x/image/font/gofont/gobold"

// builtIn is the bold face built into native programs, and into the
// site's builder, which writes it as a file of the site.
var builtIn = gobold.TTF
