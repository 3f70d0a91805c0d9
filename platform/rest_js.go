//go:build js

package platform

import "syscall/js"

// Rest tells the page whether the app rests: while it does, the page's
// loader holds the frame callbacks of Ebitengine's loop (see gateFrames
// in wasm/loader.js), so that not even an empty frame runs; input and
// Wake bring them back.
func Rest(on bool) {
	defer func() { _ = recover() }()
	js.Global().Set("parlourRest", on)
	if !on {
		wakeFrames()
	}
}

// wakeFrames gives the page's held frame callback back to the browser.
func wakeFrames() {
	defer func() { _ = recover() }()
	if f := js.Global().Get("parlourWake"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}
