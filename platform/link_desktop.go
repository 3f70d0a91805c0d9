//go:build !js

package platform

import (
	"os"
	"strings"
)

// Link returns a link to a game given to the desktop program: its first
// argument when it is one (a whole address or only the part after '#'),
// else "".
func Link() string {
	if len(os.Args) < 2 {
		return ""
	}
	a := os.Args[1]
	if i := strings.IndexByte(a, '#'); i >= 0 {
		return a[i+1:]
	}
	if strings.HasPrefix(a, "play=") {
		return a
	}
	return ""
}

// ClearLink does nothing on the desktop: the argument is read once.
func ClearLink() {}
