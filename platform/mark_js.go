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

// CanDraw asks the page's loader whether the browser can make the WebGL 2
// context the game draws with (window.parlourCanDraw, see wasm/loader.js).
// When it cannot, the loader has already told the player what is missing
// and what to try, and the program should not start the game.
// A page without the loader's hook (a test page) is assumed able to draw.
//
// The loader asks only here, once the program's packages are initialised:
// a page's first WebGL context waits for the browser to start its graphics
// stack (a second and more), and that wait now overlaps the download, the
// compiling and the initialisation instead of holding them up.
func CanDraw() bool {
	check := js.Global().Get("parlourCanDraw")
	if check.Type() != js.TypeFunction {
		return true
	}
	return check.Invoke().Truthy()
}
