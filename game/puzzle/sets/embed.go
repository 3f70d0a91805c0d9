//go:build !(js && wasm)

package sets

import "embed"

// folder holds the set files. Native builds carry them; the browser's
// builds leave them out and download them from the site (see the
// package doc).
//
//go:embed *.json
var folder embed.FS

// embedded returns the file name of the folder, nil when missing.
func embedded(name string) []byte {
	data, err := folder.ReadFile(name)
	if err != nil {
		return nil
	}
	return data
}
