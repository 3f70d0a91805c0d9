//go:build js && wasm

package platform

import "parlour/tablefile"

// The page's tables (the puzzle sets) come from the site, as the
// engine's worker's do.
func init() { tablefile.Use(tablefile.Site) }
