//go:build js

package platform

import (
	"sync"
	"sync/atomic"
	"syscall/js"
)

var (
	motionOnce    sync.Once
	reducedMotion atomic.Bool
)

// ReducedMotion reports whether the system asks for less motion: the
// browser's prefers-reduced-motion media query. The query is asked once,
// at the first call, and followed by its change event from then on, so
// that a call costs a read of a flag and the page does no work for it at
// rest.
func ReducedMotion() bool {
	motionOnce.Do(followReducedMotion)
	return reducedMotion.Load()
}

// followReducedMotion reads the media query and listens for its changes.
// A browser without matchMedia asks for nothing.
func followReducedMotion() {
	defer func() { _ = recover() }()
	mm := js.Global().Get("matchMedia")
	if mm.Type() != js.TypeFunction {
		return
	}
	q := js.Global().Call("matchMedia", "(prefers-reduced-motion: reduce)")
	reducedMotion.Store(q.Get("matches").Truthy())
	if q.Get("addEventListener").Type() != js.TypeFunction {
		return // an old browser: read once
	}
	q.Call("addEventListener", "change", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 {
			reducedMotion.Store(args[0].Get("matches").Truthy())
		}
		return nil
	}))
}
