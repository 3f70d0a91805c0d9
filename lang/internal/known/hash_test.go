package known

import (
	"strconv"
	"testing"
)

// TestHash pins the hash the catalogs' generator, package lang and the
// page's loader (loader.js) must agree on: FNV-1a of 32 bits (whose
// published values for "" and "a" are 811c9dc5 and e40c292c), over the
// text's UTF-8, in base 36.
func TestHash(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"", "ztntfp"},
		{"a", "1r9wi7g"},
		{"Hare to move", "13jrt5d"},
		{"À jouer", "1h16hcn"},
	} {
		if got := Hash(tc.text); got != tc.want {
			t.Errorf("Hash(%q) = %s, want %s", tc.text, got, tc.want)
		}
		if got := strconv.FormatUint(uint64(Sum(tc.text)), 36); got != tc.want {
			t.Errorf("Sum(%q) = %s in base 36, want %s", tc.text, got, tc.want)
		}
	}
}
