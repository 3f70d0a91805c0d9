//go:build js

package platform

import (
	"sync"
	"syscall/js"
)

// HooksEnabled reports whether the browser test hooks are built in; only
// the browser build has them.
const HooksEnabled = true

var installOnce sync.Once

// installHooks adds target and state to window.parlour, keeping anything
// the page already put there.
//
// window.parlour.target(name) returns {x, y, pageX, pageY} or null: x and y
// are the target's centre in CSS pixels relative to the canvas' top-left
// corner; pageX and pageY add the canvas' position on the page.
// window.parlour.state() returns a JSON string describing the scene.
func installHooks() {
	installOnce.Do(func() {
		g := js.Global()
		obj := g.Get("parlour")
		if !obj.Truthy() || obj.Type() != js.TypeObject {
			obj = g.Get("Object").New()
			g.Set("parlour", obj)
		}
		obj.Set("target", js.FuncOf(func(this js.Value, args []js.Value) any {
			if len(args) < 1 || args[0].Type() != js.TypeString {
				return js.Null()
			}
			x, y, ok := Lookup(args[0].String())
			if !ok {
				return js.Null()
			}
			px, py := x, y
			if c := g.Get("document").Call("querySelector", "canvas"); c.Truthy() {
				r := c.Call("getBoundingClientRect")
				px += r.Get("left").Float() + g.Get("scrollX").Float()
				py += r.Get("top").Float() + g.Get("scrollY").Float()
			}
			return map[string]any{"x": x, "y": y, "pageX": px, "pageY": py}
		}))
		obj.Set("state", js.FuncOf(func(js.Value, []js.Value) any {
			return PublishedState()
		}))
	})
}
