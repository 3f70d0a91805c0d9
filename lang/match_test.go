//go:build !js

package lang

import "testing"

// TestTag checks that each language's BCP 47 tag is its code.
func TestTag(t *testing.T) {
	for _, l := range All {
		if l.Tag().String() != l.Code {
			t.Errorf("%s: tag %s", l.Code, l.Tag())
		}
	}
}
