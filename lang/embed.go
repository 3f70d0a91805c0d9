//go:build !js

package lang

import _ "embed"

// The catalogs built into native programs, and into the site's builder,
// which writes each as a file of the site.
var (
	//go:embed catalogs/fr.json
	fr []byte
	//go:embed catalogs/de.json
	de []byte
	//go:embed catalogs/es.json
	es []byte
	//go:embed catalogs/it.json
	it []byte

	builtIn = map[string][]byte{"fr": fr, "de": de, "es": es, "it": it}
)
