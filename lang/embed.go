//go:build !js

package lang

import (
	"embed"
	"strings"
)

// The catalogs built into native programs, and into the site's builder,
// which writes each as a file of the site.
//
//go:embed bundle/*.json
var bundles embed.FS

// builtIn holds each catalog file by its language's code.
var builtIn = func() map[string][]byte {
	out := map[string][]byte{}
	entries, _ := bundles.ReadDir("bundle")
	for _, e := range entries {
		if data, err := bundles.ReadFile("bundle/" + e.Name()); err == nil {
			out[strings.TrimSuffix(e.Name(), ".json")] = data
		}
	}
	return out
}()
