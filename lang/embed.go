//go:build !js

package lang

import _ "embed"

// The catalogs built into native programs, and into the site's builder,
// which writes each as a file of the site.
var (
	//go:embed bundle/fr.json
	fr []byte
	//go:embed bundle/de.json
	de []byte
	//go:embed bundle/es.json
	es []byte
	//go:embed bundle/it.json
	it []byte

	builtIn = map[string][]byte{"fr": fr, "de": de, "es": es, "it": it}
)
