//go:build js && wasm

package main

import "syscall/js"

// main installs parlourEngineMessage, which worker.js calls with each
// message from the page (a JSON string), and waits for calls. Answers go
// back to the page with postMessage, as JSON strings.
func main() {
	g := js.Global()
	post := func(data []byte) { g.Call("postMessage", string(data)) }
	g.Set("parlourEngineMessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 1 && args[0].Type() == js.TypeString {
			handle([]byte(args[0].String()), post)
		}
		return nil
	}))
	select {}
}
