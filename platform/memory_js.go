//go:build js

package platform

import (
	"runtime"
	"runtime/debug"
	"syscall/js"
)

// MemoryLimit is the soft limit of the Go heap in the browser. A wasm
// program's memory only ever grows, and iOS Safari ends pages that take
// much more than a few hundred megabytes, so near this limit the garbage
// collector runs more often rather than let the memory grow.
const MemoryLimit = 128 << 20

func init() {
	debug.SetMemoryLimit(MemoryLimit)
	// For tests and measurement: window.parlourMemStats() returns the Go
	// heap's figures, in bytes, beside the wasm memory the page sees.
	js.Global().Set("parlourMemStats", js.FuncOf(func(js.Value, []js.Value) any {
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		return map[string]any{
			"heapAlloc": ms.HeapAlloc, "heapSys": ms.HeapSys, "sys": ms.Sys,
			"totalAlloc": ms.TotalAlloc, "numGC": ms.NumGC,
		}
	}))
}
