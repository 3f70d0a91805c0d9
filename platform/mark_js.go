//go:build js

package platform

import "syscall/js"

// Mark records a moment of the program's start in the page's performance
// timeline, as the mark "parlour:NAME" beside the loader's own (see
// wasm/loader.js), so that tests and the browser's profiler can tell where
// the start-up's time goes.
func Mark(name string) {
	perf := js.Global().Get("performance")
	if perf.Truthy() && perf.Get("mark").Type() == js.TypeFunction {
		perf.Call("mark", "parlour:"+name)
	}
}
