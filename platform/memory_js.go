//go:build js

package platform

import "runtime/debug"

// MemoryLimit is the soft limit of the Go heap in the browser. A wasm
// program's memory only ever grows, and iOS Safari ends pages that take
// much more than a few hundred megabytes, so near this limit the garbage
// collector runs more often rather than let the memory grow.
const MemoryLimit = 128 << 20

func init() {
	debug.SetMemoryLimit(MemoryLimit)
}
