//go:build js && wasm

package main

import "runtime/debug"

// memoryLimit is the engine's soft heap limit: a wasm program's memory
// only ever grows, so near it the garbage collector runs more often
// rather than let the worker's memory grow (as platform.MemoryLimit does
// for the page).
const memoryLimit = 128 << 20

func init() {
	debug.SetMemoryLimit(memoryLimit)
}
