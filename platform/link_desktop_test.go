//go:build !js

package platform

import (
	"os"
	"testing"
)

// TestLink reads a link from the program's first argument.
func TestLink(t *testing.T) {
	saved := os.Args
	defer func() { os.Args = saved }()
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"parlour"}, ""},
		{[]string{"parlour", "https://example.org/parlour/#play=harehounds&moves=b1-c1"}, "play=harehounds&moves=b1-c1"},
		{[]string{"parlour", "play=war"}, "play=war"},
		{[]string{"parlour", "-v"}, ""},
	}
	for _, tt := range tests {
		os.Args = tt.args
		if got := Link(); got != tt.want {
			t.Errorf("%q: %q, want %q", tt.args, got, tt.want)
		}
	}
}
