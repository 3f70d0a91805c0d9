//go:build darwin && !ios

package platform

import (
	"context"
	"os/exec"
	"time"
)

// systemLanguages returns the person's languages from macOS's
// AppleLanguages preference (System Settings, Language & Region), which a
// program started from the Finder has no environment variable for. It
// asks the defaults program rather than CoreFoundation so that the build
// needs no cgo; the second it may take is waited for once, at the start,
// and any failure gives nil (English).
func systemLanguages() []string {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, "/usr/bin/defaults", "read", "-g", "AppleLanguages").Output()
	if err != nil {
		return nil
	}
	return parseAppleLanguages(string(out))
}
