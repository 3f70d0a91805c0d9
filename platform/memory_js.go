//go:build js

package platform

import (
	"os"
	"runtime"
	"runtime/debug"
	"syscall/js"
)

// MemoryLimit is the soft limit of the Go heap in the browser. A wasm
// program's memory only ever grows, and iOS Safari ends pages that take
// much more than a few hundred megabytes, so near this limit the garbage
// collector runs more often rather than let the memory grow.
const MemoryLimit = 128 << 20

// Started turns the garbage collector on, once the first frame is drawn,
// if the page's loader started the program without it (GOGC=off, see
// wasm/loader.js). The start allocates about 5 MB up to then, enough for
// a collection; on a fresh page the browser compiles each function of the
// program the first time it runs, and runs it unoptimised, so that first
// collection cost the collector's code compiled too, in the start's
// critical path. MemoryLimit holds all the same, and the page's memory at
// the first frame is no larger.
func Started() {
	if os.Getenv("GOGC") == "off" {
		debug.SetGCPercent(100)
	}
}

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
