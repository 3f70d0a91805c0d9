//go:build !js

package platform

import (
	"log"
	"os"
)

var logAnnouncements = os.Getenv("PARLOUR_ANNOUNCE") != ""

// Announce passes a sentence to assistive technology. The desktop build has
// no screen-reader bridge yet, so it does nothing, or logs the sentence when
// the debug variable PARLOUR_ANNOUNCE is set.
func Announce(sentence string) {
	if logAnnouncements {
		log.Printf("announce: %s", sentence)
	}
}
